#include <gtest/gtest.h>

#include <set>

#include "notator/outcome.hpp"
#include "notator/uci.hpp"

namespace notator {
namespace {

Position fen(const char* text) {
    auto p = Position::from_fen(text);
    EXPECT_TRUE(p.ok()) << text;
    return p.ok() ? *p : Position();
}

void play(GameHistory& game, std::initializer_list<const char*> moves) {
    for (const char* text : moves) {
        auto m = parse_uci(game.current(), text);
        ASSERT_TRUE(m.ok()) << text;
        game.play(*m);
    }
}

TEST(Outcome, CheckmateAndStalemate) {
    GameHistory fools;
    play(fools, {"f2f3", "e7e5", "g2g4", "d8h4"});
    EXPECT_TRUE(is_checkmate(fools.current()));
    EXPECT_EQ(fools.status(), GameStatus::Checkmate);

    const Position stale = fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    EXPECT_TRUE(is_stalemate(stale));
    EXPECT_FALSE(is_checkmate(stale));
    EXPECT_EQ(GameHistory(stale).status(), GameStatus::Stalemate);
    EXPECT_EQ(GameHistory().status(), GameStatus::Ongoing);
}

TEST(Outcome, DeadPositionsAreExactlyFidesCases) {
    EXPECT_TRUE(is_dead_by_material(fen("8/8/4k3/8/8/3K4/8/8 w - - 0 1")));   // K v K
    EXPECT_TRUE(is_dead_by_material(fen("8/8/4k3/8/8/3KB3/8/8 w - - 0 1")));  // K+B v K
    EXPECT_TRUE(is_dead_by_material(fen("8/8/4k3/8/8/3KN3/8/8 w - - 0 1")));  // K+N v K
    EXPECT_TRUE(
        is_dead_by_material(fen("8/8/4kb2/8/8/3KB3/8/8 w - - 0 1")));  // same-colour bishops
    EXPECT_FALSE(is_dead_by_material(fen("8/8/4k1b1/8/8/3KB3/8/8 w - - 0 1")));  // opposite colours
    EXPECT_FALSE(is_dead_by_material(fen("8/8/4kn2/8/8/3KN3/8/8 w - - 0 1")));   // K+N v K+N
    EXPECT_FALSE(is_dead_by_material(fen("8/8/4k3/8/8/3KNN2/8/8 w - - 0 1")));   // K+N+N v K
    EXPECT_FALSE(is_dead_by_material(fen("8/8/4k3/8/8/3KP3/8/8 w - - 0 1")));
    EXPECT_EQ(GameHistory(fen("8/8/4k3/8/8/3K4/8/8 w - - 0 1")).status(), GameStatus::DeadPosition);
}

TEST(Outcome, FiftyAndSeventyFiveMoves) {
    EXPECT_FALSE(fifty_move_claimable(fen("8/8/4k3/8/8/3K4/8/R7 w - - 99 80")));
    EXPECT_TRUE(fifty_move_claimable(fen("8/8/4k3/8/8/3K4/8/R7 w - - 100 80")));
    EXPECT_FALSE(seventy_five_move_draw(fen("8/8/4k3/8/8/3K4/8/R7 w - - 149 80")));
    EXPECT_TRUE(seventy_five_move_draw(fen("8/8/4k3/8/8/3K4/8/R7 w - - 150 80")));
    // Mate on the 75th move stands (art. 9.6.2).
    EXPECT_FALSE(seventy_five_move_draw(fen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 150 80")));
    EXPECT_EQ(GameHistory(fen("8/8/4k3/8/8/3K4/8/R7 w - - 150 80")).status(),
              GameStatus::SeventyFiveMoves);
}

TEST(Outcome, ThreefoldAndFivefoldRepetition) {
    GameHistory game;
    EXPECT_EQ(game.repetitions(), 1);
    const auto shuffle = {"g1f3", "g8f6", "f3g1", "f6g8"};
    play(game, shuffle);
    EXPECT_EQ(game.repetitions(), 2);
    play(game, shuffle);
    EXPECT_EQ(game.repetitions(), 3);
    EXPECT_TRUE(game.threefold_claimable());
    EXPECT_EQ(game.status(), GameStatus::Ongoing);  // threefold is a claim, not automatic
    play(game, shuffle);
    play(game, shuffle);
    EXPECT_EQ(game.repetitions(), 5);
    EXPECT_EQ(game.status(), GameStatus::FivefoldRepetition);
    EXPECT_EQ(position_status(game.current()), GameStatus::Ongoing);  // it needs the history
}

// position_status: what the position alone decides, mate first (even on the 75th move).
TEST(Outcome, PositionStatus) {
    EXPECT_EQ(position_status(fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")), GameStatus::Stalemate);
    EXPECT_EQ(position_status(fen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 150 80")), GameStatus::Checkmate);
    EXPECT_EQ(position_status(fen("8/8/4k3/8/8/3KB3/8/8 w - - 0 1")), GameStatus::DeadPosition);
    EXPECT_EQ(position_status(fen("8/8/4k3/8/8/3K4/8/R7 w - - 150 80")),
              GameStatus::SeventyFiveMoves);
    EXPECT_EQ(position_status(fen("8/8/4k3/8/8/3K4/8/R7 w - - 149 80")), GameStatus::Ongoing);
}

TEST(Outcome, EnPassantRightMakesAPositionDifferent) {
    // After 1.e4 c5 2.e5 d5 White may take en passant; once the chance has passed, the
    // same placement is a different position (art. 9.2.3) than it was with the right.
    GameHistory game;
    play(game, {"e2e4", "c7c5", "e4e5", "d7d5"});
    const auto with_right = repetition_key(game.current());
    play(game, {"g1f3", "g8f6", "f3g1", "f6g8"});
    EXPECT_NE(repetition_key(game.current()), with_right);
    EXPECT_EQ(game.repetitions(), 1);
    play(game, {"g1f3", "g8f6", "f3g1", "f6g8"});
    EXPECT_EQ(game.repetitions(), 2);
}

TEST(Outcome, EnPassantThatIsNotLegalDoesNotCount) {
    // The pawn on e5 could capture d6 en passant were it not pinned: the square is set,
    // but the position is the same as without it.
    const Position p = fen("4r1k1/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    const Position q = fen("4r1k1/8/8/3pP3/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(repetition_key(p), repetition_key(q));
}

TEST(Outcome, CastlingRightsMakeAPositionDifferent) {
    GameHistory game(fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    play(game, {"e1f1", "e8f8", "f1e1", "f8e8"});
    EXPECT_EQ(game.repetitions(), 1);
    play(game, {"e1f1", "e8f8", "f1e1", "f8e8"});
    EXPECT_EQ(game.repetitions(), 2);
}

TEST(Position, NullMovePassesTheTurn) {
    Position p;
    const auto key = p.key();
    p.play_null();
    EXPECT_EQ(p.turn(), Color::Black);
    EXPECT_NE(p.key(), key);
    p.play_null();
    EXPECT_EQ(p.key(), key);
    EXPECT_EQ(p.fullmove_number(), 2);
}

TEST(Position, IncrementalKeyMatchesFreshKey) {
    GameHistory game;
    play(game, {"e2e4", "d7d5", "e4d5", "g8f6", "f1b5", "c7c6", "d5c6", "d8d2", "b1d2", "e7e5",
                "c6b7", "c8d7", "b7a8q", "d7b5"});
    const Position& p = game.current();
    auto fresh = Position::from_fen(p.fen());
    ASSERT_TRUE(fresh.ok());
    EXPECT_EQ(p.key(), fresh->key()) << p.fen();
    EXPECT_EQ(p.fen(), "Qn2kb1r/p4ppp/5n2/1b2p3/8/8/PPPN1PPP/R1BQK1NR w KQk - 0 8");
}

// key() is computed from the position: the same key whatever way the position was reached,
// through castling, en passant, promotion and a null move, as a FEN of it read afresh has.
TEST(Position, KeyIsThePositionsWhateverTheWayToIt) {
    Position p;
    const char* moves[] = {"e2e4", "g8f6", "e4e5", "d7d5", "e5d6", "e7e6", "g1f3",
                           "f8d6", "f1e2", "e8g8", "e1g1", "null", "b2b4", "a7a5",
                           "b4a5", "b8c6", "a5a6", "c8d7", "a6b7", "d8e7", "b7a8q"};
    std::set<std::uint64_t> keys = {p.key()};
    for (std::string_view text : moves) {
        if (text == "null") {
            p.play_null();
        } else {
            auto m = parse_uci(p, text);
            ASSERT_TRUE(m.ok()) << text;
            p.play(*m);
        }
        auto fresh = Position::from_fen(p.fen());
        ASSERT_TRUE(fresh.ok());
        EXPECT_EQ(p.key(), fresh->key()) << text;
        EXPECT_TRUE(keys.insert(p.key()).second) << text;  // every position a key of its own
    }
}

}  // namespace
}  // namespace notator
