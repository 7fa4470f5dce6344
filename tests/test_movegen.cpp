#include <gtest/gtest.h>

#include <algorithm>

#include "../src/core/attacked.hpp"
#include "../src/core/known_play.hpp"
#include "../src/notation/common_move.hpp"
#include "notator/movegen.hpp"
#include "notator/uci.hpp"
#include "perft_suite.hpp"
#include "reference_movegen.hpp"

namespace notator {
namespace {

std::vector<std::uint16_t> sorted_raw(const std::vector<Move>& moves) {
    std::vector<std::uint16_t> out;
    for (Move m : moves) out.push_back(m.raw());
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<Move> fast(const Position& p) {
    MoveList list;
    generate_legal(p, list);
    return {list.begin(), list.end()};
}

// Every position of the random and tricky suites (standard and Chess960), and every position
// one move from them.
std::vector<Position> suite_positions() {
    std::vector<Position> out;
    for (const char* file :
         {"random-sample.perft", "shakmaty-tricky.perft", "sedlak.epd", "frc.epd"}) {
        for (const auto& c :
             test::read_perft_file(std::string(NOTATOR_TEST_DATA) + "/perft/" + file)) {
            if (test::rejected_on_purpose(c)) continue;
            auto root = Position::from_fen(c.fen);
            EXPECT_TRUE(root.ok()) << c.fen;
            if (!root.ok()) continue;
            out.push_back(*root);
            for (Move m : fast(*root)) out.push_back(root->after(m));
        }
    }
    return out;
}

// The fast generator lists exactly the moves the slow reference finds.
TEST(Movegen, MatchesSlowReference) {
    int positions = 0;
    for (const Position& p : suite_positions()) {
        EXPECT_EQ(sorted_raw(fast(p)), sorted_raw(test::slow_legal_moves(p))) << p.fen();
        EXPECT_EQ(count_legal(p), fast(p).size()) << p.fen();
        EXPECT_EQ(p.in_check(), p.checkers() != 0) << p.fen();
        EXPECT_EQ(has_legal_move(p), !fast(p).empty()) << p.fen();
        for (Move m : fast(p)) {
            const Position after = p.after(m);
            EXPECT_EQ(p.gives_check(m), after.in_check()) << p.fen() << " " << m.raw();
            // Playing a move keeps everything a position is rebuilt from a FEN with.
            auto fresh = Position::from_fen(after.fen(), {p.is_chess960()});
            ASSERT_TRUE(fresh.ok()) << after.fen();
            EXPECT_EQ(after, *fresh) << p.fen() << " " << m.raw();
            EXPECT_EQ(after.key(), fresh->key()) << p.fen() << " " << m.raw();
            EXPECT_EQ(after.fen(), fresh->fen());
            for (int sq = 0; sq < 64; ++sq)
                EXPECT_EQ(after.piece_at(Square(sq)), fresh->piece_at(Square(sq)));
        }
        for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
            std::optional<Move> generated;
            for (Move m : fast(p))
                if (m.is_castling() &&
                    (index(m.to()) > index(m.from())) == (side == CastlingSide::King))
                    generated = m;
            EXPECT_EQ(legal_castling(p, side), generated) << p.fen();
        }
        ++positions;
    }
    EXPECT_GT(positions, 5000);
}

// The plays a reader uses once it knows what kind of move it resolved leave exactly the
// position play leaves: every normal move (no castling, en passant or promotion) of
// the suites' positions and of the positions one move from them.
TEST(Position, RawPlaysMatchPlay) {
    int moves = 0, pawn_steps = 0, pawn_captures = 0, takes = 0;
    for (const Position& p : suite_positions()) {
        for (Move m : fast(p)) {
            if (m.kind() != MoveKind::Normal) continue;
            Position expected = p, raw = p;
            expected.play(m);
            const Role role = p.role_at(m.from());
            const bool taking = p.piece_at(m.to()).has_value();
            if (role != Role::Pawn) {
                detail::KnownPlay::piece(raw, role, m.from(), m.to(), taking);
            } else if (taking) {
                detail::KnownPlay::pawn_capture(raw, m.from(), m.to());
                ++pawn_captures;
            } else {
                detail::KnownPlay::pawn_step(raw, m.from(), m.to());
                ++pawn_steps;
            }
            takes += taking;
            const std::string where = p.fen() + " " + to_uci(p, m);
            EXPECT_EQ(raw, expected) << where;
            EXPECT_EQ(raw.fen(), expected.fen()) << where;  // clocks and e.p. too
            EXPECT_EQ(raw.key(), expected.key()) << where;
            for (int sq = 0; sq < 64; ++sq)
                EXPECT_EQ(raw.piece_at(Square(sq)), expected.piece_at(Square(sq))) << where;
            ++moves;
        }
    }
    EXPECT_GT(moves, 100000);
    EXPECT_GT(pawn_steps, 1000);
    EXPECT_GT(pawn_captures, 100);
    EXPECT_GT(takes, 1000);
}

// The squares a piece on `from` reaches by the move rules, pins and checks aside (a pawn: its
// captures of enemy pieces and its step; no castling, no en passant), not its own pieces.
Bitboard rule_targets(const Position& p, Square from) {
    const Color us = p.turn();
    const Bitboard occ = p.occupied();
    Bitboard out = 0;
    switch (p.role_at(from)) {
        case Role::Pawn: {
            out = detail::pawn_attacks(us, from) & p.pieces(~us);
            const int ahead = index(from) + (us == Color::White ? 8 : -8);
            if (ahead >= 0 && ahead < 64 && !contains(occ, Square(ahead))) out |= bb(Square(ahead));
            break;
        }
        case Role::Knight:
            out = detail::knight_attacks(from);
            break;
        case Role::Bishop:
            out = detail::bishop_attacks(from, occ);
            break;
        case Role::Rook:
            out = detail::rook_attacks(from, occ);
            break;
        case Role::Queen:
            out = detail::queen_attacks(from, occ);
            break;
        case Role::King:
            out = detail::king_attacks(from);
            break;
    }
    return out & ~p.pieces(us);
}

// Reading and writing test a move's legality on their own (detail::legal_normal_move, which
// looks only at the sliders on the king's lines and their ways): for every move a piece could
// make by the move rules, in positions full of pins, checks and discovered checks, it must say
// what the generator says. One that answered "legal" too often would let an illegal move be
// read; the counts show both answers are exercised.
TEST(Movegen, LegalityTestMatchesGenerator) {
    std::size_t legal = 0, illegal = 0;
    for (const Position& p : suite_positions()) {
        const auto moves = fast(p);
        for (Square from : squares(p.pieces(p.turn()))) {
            for (Square to : squares(rule_targets(p, from))) {
                const bool expected = std::any_of(moves.begin(), moves.end(), [&](Move m) {
                    return m.from() == from && m.to() == to && m.kind() != MoveKind::Castling;
                });
                ASSERT_EQ(detail::legal_normal_move(p, from, to), expected)
                    << p.fen() << " " << to_string(from) << to_string(to);
                ++(expected ? legal : illegal);
            }
        }
    }
    EXPECT_GT(legal, 100000u);
    EXPECT_GT(illegal, 10000u);
}

// The squares between two squares, from the tables: for every pair, what walking from one to
// the other along a rank, file or diagonal passes over (none when they are not aligned); and
// the whole line through both, walked from one to the board's edges.
TEST(Tables, BetweenAndLineMatchAWalk) {
    std::size_t aligned = 0;
    for (int a = 0; a < 64; ++a) {
        for (int b = 0; b < 64; ++b) {
            const int df = int(file_of(Square(b))) - int(file_of(Square(a)));
            const int dr = int(rank_of(Square(b))) - int(rank_of(Square(a)));
            Bitboard walked = 0, whole = 0;
            if (a != b && (df == 0 || dr == 0 || std::abs(df) == std::abs(dr))) {
                const int steps = std::max(std::abs(df), std::abs(dr));
                const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
                for (int k = 1; k < steps; ++k)
                    walked |= bb(make_square(File(int(file_of(Square(a))) + k * sf),
                                             Rank(int(rank_of(Square(a))) + k * sr)));
                aligned += steps > 1;
                for (int k = -7; k <= 7; ++k) {
                    const int f = int(file_of(Square(a))) + k * sf;
                    const int r = int(rank_of(Square(a))) + k * sr;
                    if (f >= 0 && f < 8 && r >= 0 && r < 8)
                        whole |= bb(make_square(File(f), Rank(r)));
                }
            }
            ASSERT_EQ(detail::between(Square(a), Square(b)), walked) << a << " " << b;
            ASSERT_EQ(detail::line(Square(a), Square(b)), whole) << a << " " << b;
        }
    }
    // Ordered pairs with a square between: 21 on each rank and file, 91 on the diagonals of
    // each direction (lengths 3 to 8: 1 + 3 + 6 + 10 + 15 twice, and 21), both ways round.
    EXPECT_EQ(aligned, 2u * (16u * 21u + 2u * 91u));
}

// in_check, mate and castling ask whether a square is attacked with detail::attacked, which
// looks up attack sets only when two sliders stand on the square's lines: it must answer as
// Position::attackers does, for every square and either side, with the board as it is and
// with the side to move's king lifted off (as the king's escapes are tested).
TEST(Movegen, AttackedMatchesAttackers) {
    std::size_t yes = 0, no = 0;
    for (const Position& p : suite_positions()) {
        const Bitboard without_king = p.occupied() ^ bb(p.king_square(p.turn()));
        for (Bitboard occ : {p.occupied(), without_king}) {
            for (Color by : {Color::White, Color::Black}) {
                for (int i = 0; i < 64; ++i) {
                    const Square s = Square(i);
                    const bool expected = p.attackers(s, by, occ) != 0;
                    ASSERT_EQ(detail::attacked(p, s, by, occ), expected)
                        << p.fen() << " " << to_string(s) << " " << int(by);
                    ++(expected ? yes : no);
                }
            }
        }
        ASSERT_EQ(p.in_check(), p.checkers() != 0) << p.fen();
    }
    EXPECT_GT(yes, 100000u);
    EXPECT_GT(no, 100000u);
}

// The short way to a piece move's origin (the one piece of its role on the target's lines of
// an empty board, if its way is clear) must find what the occupancy's attack sets find: the
// move when exactly one piece of that role reaches the square and the move is legal, else none.
TEST(Movegen, CommonShapeOriginMatchesAttackSets) {
    std::size_t found = 0, none = 0;
    for (const Position& p : suite_positions()) {
        const Color us = p.turn();
        for (Role role : {Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King}) {
            for (Square to : squares(~p.pieces(us))) {
                detail::CommonShape c;
                c.role = role;
                c.piece_written = true;
                c.to = to;
                c.capture = contains(p.pieces(~us), to);
                const Bitboard origins = detail::piece_origins(p, role, to);
                Move expected;
                if (origins && !more_than_one(origins) &&
                    detail::legal_normal_move(p, lsb(origins), to))
                    expected = Move::normal(lsb(origins), to);
                ASSERT_EQ(detail::resolve_common(p, c, false), expected)
                    << p.fen() << " " << int(role) << " " << to_string(to);
                ++(expected.is_null() ? none : found);
            }
        }
    }
    EXPECT_GT(found, 50000u);
    EXPECT_GT(none, 50000u);
}

TEST(Movegen, FilterByRoleAndSquare) {
    // Two knights can reach d2 here (b1 and f3): the narrowed generator finds just those.
    auto p = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 1");
    ASSERT_TRUE(p.ok());
    MoveList list;
    generate_legal(*p, list, MoveFilter::role_to(Role::Knight, Square::D2));
    ASSERT_EQ(list.size(), 2u);
    EXPECT_EQ(list[0].to(), Square::D2);
    EXPECT_EQ(list[1].to(), Square::D2);
    EXPECT_NE(list[0].from(), list[1].from());
}

TEST(Movegen, PinnedPieceIsNotACandidate) {
    // Knights on b3 and e2 both reach d4, but the rook on e8 pins the one on e2.
    auto p = Position::from_fen("4r1k1/8/8/8/8/1N6/4N3/4K3 w - - 0 1");
    ASSERT_TRUE(p.ok());
    MoveList list;
    generate_legal(*p, list, MoveFilter::role_to(Role::Knight, Square::D4));
    ASSERT_EQ(list.size(), 1u);
    EXPECT_EQ(list[0].from(), Square::B3);
}

TEST(Movegen, CapturesOnly) {
    auto p =
        Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    ASSERT_TRUE(p.ok());
    MoveList caps;
    generate_captures(*p, caps);
    int expected = 0;
    for (Move m : fast(*p))
        if (!m.is_castling() && (contains(p->pieces(Color::Black), m.to()) || m.is_en_passant()))
            ++expected;
    EXPECT_EQ(int(caps.size()), expected);
    EXPECT_EQ(caps.size(), 8u);  // Kiwipete: perft(1) has 8 captures
}

TEST(Uci, WritesAndReadsEveryMove) {
    for (const char* fen : {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
                            "8/2P5/8/8/8/8/3k1K2/8 w - - 0 1"}) {
        auto p = Position::from_fen(fen);
        ASSERT_TRUE(p.ok());
        for (Move m : fast(*p)) {
            const std::string text = to_uci(*p, m);
            auto back = parse_uci(*p, text);
            ASSERT_TRUE(back.ok()) << text;
            EXPECT_EQ(*back, m) << text;
        }
    }
    Position start;
    EXPECT_EQ(parse_uci(start, "e2e5").error().code, Errc::IllegalMove);
    EXPECT_EQ(parse_uci(start, "e2").error().code, Errc::UciSyntax);
    EXPECT_EQ(parse_uci(start, "e2e4x").error().code, Errc::UciSyntax);
    auto castle = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    EXPECT_EQ(to_uci(*castle, *parse_uci(*castle, "e1g1")), "e1g1");
    EXPECT_TRUE(parse_uci(*castle, "e1h1")->is_castling());  // the Chess960 form is read too
}

// The text alone, as a position-free move object (Python's Move) reads and writes it.
TEST(Uci, ReadsAndWritesTheTextApartFromAPosition) {
    const Result<UciMove> promotion = read_uci("e7e8Q");
    ASSERT_TRUE(promotion.ok());
    EXPECT_EQ(promotion->from, Square::E7);
    EXPECT_EQ(promotion->to, Square::E8);
    EXPECT_EQ(promotion->promotion, Role::Queen);
    EXPECT_EQ(write_uci(*promotion), "e7e8q");
    ASSERT_TRUE(read_uci("0000").ok());
    EXPECT_TRUE(read_uci("0000")->null);
    EXPECT_EQ(write_uci(*read_uci("0000")), "0000");
    EXPECT_EQ(write_uci(*read_uci("g1f3")), "g1f3");
    for (const char* bad : {"", "e2", "e2e4x", "i2e4", "e9e4", "e7e8k", "e2e4qq"})
        EXPECT_EQ(read_uci(bad).error().code, Errc::UciSyntax) << bad;
    // "0000" names no move in a position.
    EXPECT_EQ(parse_uci(Position(), "0000").error().code, Errc::UciSyntax);
    // A position's move in its UCI form, castling as to_uci writes it.
    auto castle = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const Move short_castle = *parse_uci(*castle, "e1g1");
    EXPECT_EQ(uci_move(*castle, short_castle), *read_uci("e1g1"));
}

}  // namespace
}  // namespace notator
