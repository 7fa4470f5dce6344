// Descriptive moves resolved against the position: the legal moves their words fit, as books
// mean them (the wing named, the check announced), and the readings of one in error.
#include "descriptive.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <string>

#include "candidates.hpp"
#include "descriptive_words.hpp"
#include "lexer_util.hpp"

namespace notator::detail {

namespace {

using Parsed = DescriptiveText;
constexpr Bitboard kAllSquares = kAnySquare;

std::optional<Parsed> parse(std::string_view text, Descriptive kind, std::size_t& end) {
    return parse_descriptive(text, 0, kind, end);
}

Bitboard rank_squares(int rank, Color side) {
    if (rank == 0) return kAllSquares;
    return bb(Rank(side == Color::White ? rank - 1 : 8 - rank));
}

// Can a bishop of `side` on `sq` be the one of that wing (1 the king's, 2 the queen's; 0
// none named)? A bishop keeps the colour of the square it began on: the queen's bishop stands
// on dark squares for White (c1), on light ones for Black (c8).
bool bishop_of_wing(int wing, Color side, Square sq) {
    if (wing == 0) return true;
    const bool dark = (index(file_of(sq)) + index(rank_of(sq))) % 2 == 0;
    return dark == ((wing == 2) == (side == Color::White));
}

// Can the rook or knight of `side` on `sq` be the one of that wing (KR, QKt; TD in Spanish)?
// Books mean the piece nearer that side than any other of its kind, or the one that began
// there (`origins`, where known). Where those are two pieces (they crossed), both can be, and
// the move is ambiguous; a piece that is neither cannot; where neither is known, any can.
bool piece_of_wing(const Position& pos, Color side, Role role, Square sq, int wing,
                   const std::array<std::uint8_t, 64>* origins) {
    bool known = false, fits = false;
    int extreme = wing == 1 ? -1 : 8, on_extreme = 0;
    for (Bitboard b = pos.pieces(side, role); b; b &= b - 1) {
        const int f = int(index(file_of(Square(std::countr_zero(b)))));
        if (f == extreme) {
            ++on_extreme;
        } else if (wing == 1 ? f > extreme : f < extreme) {
            extreme = f;
            on_extreme = 1;
        }
    }
    if (on_extreme == 1) {
        known = true;
        fits = int(index(file_of(sq))) == extreme;
    }
    const std::uint8_t o = origins ? (*origins)[index(sq)] : std::uint8_t(64);
    if (o < 64) {
        known = true;
        fits |= (index(file_of(Square(o))) >= 4) == (wing == 1);
    }
    return !known || fits;
}

// The legal moves that fit what was written; the wing of a rook or knight not yet applied
// (a bishop's is: its squares' colour).
void fitting_moves(const Position& pos, const Parsed& p, MoveList& out) {
    const Color us = pos.turn();
    const Bitboard to = p.to_files & rank_squares(p.to_rank, us);
    const Bitboard from = p.from_files & rank_squares(p.from_rank, us);
    // The narrowed move generator, the resolver's general path: the role, the squares it may
    // leave and reach. (Castling: the king's moves, told apart below.)
    MoveList legal;
    if (p.kind == Parsed::Kind::Castles)
        generate_legal(pos, legal, {~Bitboard{0}, ~Bitboard{0}, role_bit(Role::King)});
    else
        generate_legal(pos, legal, {from & p.pawn_files, to, role_bit(p.role)});
    for (Move m : legal) {
        if (p.kind == Parsed::Kind::Castles) {
            if (!m.is_castling()) continue;
            const bool king_side = index(m.to()) > index(m.from());
            if (p.castle_side == 0 || (p.castle_side == 1) == king_side) out.push_back(m);
            continue;
        }
        if (m.is_castling() || pos.role_at(m.from()) != p.role) continue;
        if (!contains(from, m.from()) || !contains(p.pawn_files, m.from())) continue;
        if (p.role == Role::Bishop && !bishop_of_wing(p.wing, us, m.from())) continue;
        if (!contains(to, m.to())) continue;
        if (m.is_promotion() && (!p.promotion || m.promotion_role() != *p.promotion)) continue;
        if (!m.is_promotion() && p.promotion) continue;
        if (pos.is_capture(m) != p.capture || (p.en_passant && !m.is_en_passant())) continue;
        if (p.taken) {
            const Square where =
                m.is_en_passant() ? make_square(file_of(m.to()), rank_of(m.from())) : m.to();
            const Role victim = pos.role_at(where);
            if (victim != *p.taken || !contains(p.taken_files, where)) continue;
            if (victim == Role::Bishop && !bishop_of_wing(p.taken_wing, ~us, where)) continue;
        }
        out.push_back(m);
    }
}

// The legal moves that what was written names, as books mean it: those that fit it, of the
// wing named (KR, QKt), with the check it announces or none where it announces none (books
// announce every check), "Castles" alone on the king's side where both are legal. Several
// where it is ambiguous.
MoveList named_moves(const Position& pos, const Parsed& parsed,
                     const std::array<std::uint8_t, 64>* origins) {
    const Parsed* p = &parsed;
    MoveList moves;
    fitting_moves(pos, *p, moves);
    if (p->wing != 0 && p->role != Role::Bishop) {
        MoveList kept;
        for (Move m : moves)
            if (piece_of_wing(pos, pos.turn(), p->role, m.from(), p->wing, origins))
                kept.push_back(m);
        moves = kept;
    }
    if (p->taken && p->taken_wing != 0 && *p->taken != Role::Bishop) {
        MoveList kept;
        for (Move m : moves)
            if (piece_of_wing(pos, ~pos.turn(), *p->taken, m.to(), p->taken_wing, origins))
                kept.push_back(m);
        moves = kept;
    }
    // Books announce every check, and let that tell two moves apart ("BxB ch" gives check,
    // "B-Kt5" does not): of those that fit, the ones whose check is as written.
    if (moves.size() > 1) {
        MoveList as_written;
        for (Move m : moves)
            if ((deserved_sign(pos, m) != CheckSign::None) == (p->check != CheckSign::None))
                as_written.push_back(m);
        if (!as_written.empty()) moves = as_written;
    }
    // "Castles" alone, where both are legal, is castling on the king's side.
    if (moves.size() == 2 && p->kind == Parsed::Kind::Castles && p->castle_side == 0) {
        const Move king_side = index(moves[0].to()) > index(moves[0].from()) ? moves[0] : moves[1];
        moves.clear();
        moves.push_back(king_side);
    }
    return moves;
}

// The text with a printer's look-alike of the rank digit 1 (I or l after a file's name, as in
// "KR-KI") read as the digit; empty where it has none.
std::string with_look_alike_ranks(std::string_view text) {
    std::string out(text);
    bool changed = false;
    for (std::size_t k = 1; k < out.size(); ++k) {
        if (out[k] != 'I' && out[k] != 'l') continue;
        const char before = out[k - 1];
        if (!(before == 'K' || before == 'Q' || before == 'R' || before == 'B' || before == 't' ||
              before == ' '))
            continue;
        if (k + 1 < out.size() && is_alpha(out[k + 1])) continue;
        out[k] = '1';
        changed = true;
    }
    return changed ? out : std::string();
}

}  // namespace

std::optional<Error> read_descriptive(const Position& pos, std::string_view text, Descriptive kind,
                                      ReadMove& out, const std::array<std::uint8_t, 64>* origins) {
    const auto whole = [&](Errc code, int detail = 0) {
        return Error{code, 0, std::uint32_t(text.size()), detail};
    };
    std::size_t end = 0;
    const auto p = parse(text, kind, end);
    if (!p || end != text.size()) return whole(Errc::MoveSyntax);
    MoveList moves = named_moves(pos, *p, origins);
    if (moves.size() > 1) return whole(Errc::AmbiguousMove, int(moves.size()));
    if (moves.empty()) {
        // A pawn that reaches the last rank with no piece named.
        if (p->role == Role::Pawn && !p->promotion && p->kind == Parsed::Kind::Move) {
            Parsed queen = *p;
            queen.promotion = Role::Queen;
            fitting_moves(pos, queen, moves);
            if (!moves.empty()) return whole(Errc::MissingPromotion);
        }
        return whole(Errc::IllegalMove);
    }
    const Move m = moves[0];
    out = ReadMove{};
    out.move = m;
    MoveText& t = out.text;
    if (m.is_castling()) {
        t.kind = index(m.to()) > index(m.from()) ? MoveText::Kind::CastleKingside
                                                 : MoveText::Kind::CastleQueenside;
    }
    t.role = pos.role_at(m.from());
    t.piece_written = t.role != Role::Pawn;
    t.to = m.to();
    t.capture = p->capture;
    t.en_passant = p->en_passant;
    t.check = p->check;
    t.nag = p->nag;
    if (m.is_promotion()) t.promotion = m.promotion_role();
    t.piece_begin = 0;
    t.move_end = std::uint32_t(text.size());
    return std::nullopt;
}

std::vector<Reading> descriptive_likely(const Position& pos, std::string_view text,
                                        Descriptive kind,
                                        const std::array<std::uint8_t, 64>* origins) {
    std::vector<Reading> out;
    std::size_t end = 0;
    auto p = parse(text, kind, end);
    // A printer's look-alike for a rank ("KR-KI" for KR-K1): as near as a handwriting slip.
    double misprint = 0;
    if (!p || end != text.size()) {
        const std::string fixed = with_look_alike_ranks(text);
        if (fixed.empty()) return out;
        p = parse(fixed, kind, end);
        if (!p || end != fixed.size()) return out;
        misprint = 0.35;
    }
    const auto add = [&](const Parsed& q, double distance) {
        MoveList moves;
        fitting_moves(pos, q, moves);
        for (Move m : moves) {
            const bool known =
                std::any_of(out.begin(), out.end(), [&](const Reading& r) { return r.move == m; });
            if (!known) out.push_back({m, misprint + distance});
        }
    };
    // The moves it names as books mean it (several where it is ambiguous), then those it fits
    // but for the wing or the check it announces.
    for (const Move m : named_moves(pos, *p, origins)) out.push_back({m, misprint});
    add(*p, 0.3);
    if (p->kind == Parsed::Kind::Castles) return out;
    Parsed other = *p;  // counted from the other side
    other.to_rank = p->to_rank ? 9 - p->to_rank : 0;
    other.from_rank = p->from_rank ? 9 - p->from_rank : 0;
    add(other, 0.4);
    Parsed sign = *p;  // the capture sign left out or added
    sign.capture = !p->capture;
    if (!sign.capture) sign.taken.reset();
    if (sign.capture || p->to_rank) add(sign, 0.5);
    Parsed file = *p;  // KB3 for QB3: the file's name with the other wing
    if (p->to_files != kAllSquares && std::popcount(p->to_files) == 8) {
        const Bitboard mirrored = [&] {
            Bitboard b = 0;
            for (int f = 0; f < 8; ++f)
                if (p->to_files & bb(File(f))) b |= bb(File(7 - f));
            return b;
        }();
        file.to_files = mirrored;
        add(file, 0.6);
    }
    return out;
}

std::optional<std::vector<Move>> descriptive_readings(const Position& pos, std::string_view text) {
    std::size_t end = 0;
    const auto p = parse(text, Descriptive::English, end);
    if (!p || end != text.size()) return std::nullopt;
    MoveList moves;
    fitting_moves(pos, *p, moves);
    return std::vector<Move>(moves.begin(), moves.end());
}

}  // namespace notator::detail
