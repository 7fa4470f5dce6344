// Reconciling White's and Black's scoresheets of the same games: the moves they agree on, each
// difference decided by legality and the moves after it, a move left off a sheet, games only
// one sheet has, and games paired by players, round and moves.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "notator/pgn.hpp"
#include "notator/reconcile.hpp"

namespace notator {
namespace {

// White's and Black's scoresheets of one game, side by side.
TEST(Reconcile, SheetsSideBySide) {
    // Sheet B in German with a slip (4.La5) and one move more; sheet A in English.
    const auto games = reconcile("1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 *",
                                 "1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.La5 Sf6 5.0-0 Le7 6.Te1 *");
    ASSERT_EQ(games.size(), 1u);
    const Reconciliation& r = games[0];
    EXPECT_EQ(r.language_a->code, "en");
    EXPECT_EQ(r.language_b->code, "de");
    ASSERT_EQ(r.differences.size(), 2u);
    EXPECT_EQ(r.differences[0].move_number, 4);
    EXPECT_EQ(r.differences[0].taken, "Ba4");
    EXPECT_NE(r.differences[0].why.find("'La5' is illegal"), std::string::npos);
    EXPECT_EQ(r.differences[1].taken, "Re1");  // only on sheet B
    EXPECT_EQ(r.moves.size(), 11u);
    // The game they agree on reads, its differences in comments.
    const std::string pgn = r.pgn();
    EXPECT_NE(pgn.find("4. Ba4 {notator: sheet A Ba4, sheet B La5:"), std::string::npos) << pgn;
    struct Count : PgnVisitor {
        int moves = 0, errors = 0;
        void move(const Position&, const ReadMove&, std::string_view) override { ++moves; }
        void move_error(const Diagnostic&, std::string_view) override { ++errors; }
    } count;
    read_pgn(pgn, count);
    EXPECT_EQ(count.moves, 11);
    EXPECT_EQ(count.errors, 0);
}

// Both sheets legal but different: the moves after it tell which.
TEST(Reconcile, TheMovesAfterDecide) {
    const auto r = reconcile("1.e4 e5 2.Nf3 Nc6 3.Bc4 a6 4.Ba4 Nf6 5.O-O *",
                             "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O *");
    ASSERT_EQ(r.size(), 1u);
    ASSERT_EQ(r[0].differences.size(), 1u);
    EXPECT_EQ(r[0].differences[0].taken, "Bb5");
    EXPECT_NE(r[0].differences[0].why.find("after Bb5 the sheets go on alike as far as they go"),
              std::string::npos)
        << r[0].differences[0].why;
    // Sheets that agree: no difference; games pair in order.
    const auto same = reconcile("1.d4 d5 *\n", "1.d4 d5 *\n");
    ASSERT_EQ(same.size(), 1u);
    EXPECT_TRUE(same[0].differences.empty());
}

// A game only one sheet has is neither dropped nor said to agree: it is that sheet's, with a
// difference that says so (and one at each of its moves that does not read).
TEST(Reconcile, AGameOnlyOneSheetHas) {
    const auto r =
        reconcile("1.d4 d5 *\n\n[White \"X\"]\n\n1.c4 e5 2.Nc3 Nf6 3.Nf4 *\n", "1.d4 d5 *\n");
    ASSERT_EQ(r.size(), 2u);
    EXPECT_TRUE(r[0].differences.empty());
    EXPECT_EQ(r[1].tags, (std::vector<std::pair<std::string, std::string>>{{"White", "X"}}));
    ASSERT_EQ(r[1].moves.size(), 5u);
    EXPECT_EQ(r[1].moves[0], "c4");
    ASSERT_EQ(r[1].differences.size(), 2u);
    EXPECT_EQ(r[1].differences[0].ply, 1);
    EXPECT_EQ(r[1].differences[0].a, "c4");
    EXPECT_EQ(r[1].differences[0].b, "");
    EXPECT_EQ(r[1].differences[0].taken, "c4");
    EXPECT_EQ(r[1].differences[0].why,
              "sheet B has no game whose moves read alike: this game, sheet A's game 2, is sheet "
              "A's alone");
    EXPECT_EQ(r[1].differences[1].ply, 5);  // Nf4 does not read: a likely reading taken
    EXPECT_EQ(r[1].differences[1].taken, r[1].moves[4]);
    // One sheet empty: its games are the other's alone.
    const auto empty = reconcile("", "1.e4 e5 *\n");
    ASSERT_EQ(empty.size(), 1u);
    ASSERT_EQ(empty[0].differences.size(), 1u);
    EXPECT_EQ(empty[0].differences[0].b, "e4");
    EXPECT_EQ(empty[0].differences[0].why,
              "sheet A has no game whose moves read alike: this game, sheet B's game 1, is sheet "
              "B's alone");
    EXPECT_EQ(empty[0].moves.size(), 2u);
}

// A move left off one sheet is one difference, said so, and the sheets are aligned again after
// it by replay and the numbers written (it was six false differences, one at each move after).
TEST(Reconcile, AMoveLeftOffASheet) {
    const std::string a =
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 6.Re1 b5 7.Bb3 d6 8.c3 O-O 9.h3 Nb8 1-0\n";
    // Sheet B lacks White's sixth move (6.Re1): "6... b5" follows 5...Be7.
    const std::string b =
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 6...b5 7.Bb3 d6 8.c3 O-O 9.h3 Nb8 1-0\n";
    for (const bool swapped : {false, true}) {
        const auto r = swapped ? reconcile(b, a) : reconcile(a, b);
        ASSERT_EQ(r.size(), 1u);
        ASSERT_EQ(r[0].differences.size(), 1u) << r[0].differences[1].why;
        const SheetDifference& d = r[0].differences[0];
        EXPECT_EQ(d.kind,
                  swapped ? SheetDifference::Kind::MissingA : SheetDifference::Kind::MissingB);
        EXPECT_EQ(d.move_number, 6);
        EXPECT_EQ(d.taken, "Re1");
        EXPECT_NE(d.why.find(swapped ? "left off sheet A" : "left off sheet B"), std::string::npos)
            << d.why;
        // How far the sheets go on in words, and the merged game's note says each thing once.
        EXPECT_NE(d.why.find("as far as they go"), std::string::npos) << d.why;
        const std::string merged = r[0].pgn();
        EXPECT_EQ(merged.find("has no move here"), std::string::npos) << merged;
        EXPECT_NE(merged.find(swapped ? "{notator: sheet A has no move, sheet B Re1: one seems "
                                      : "{notator: sheet A Re1, sheet B has no move: one seems "),
                  std::string::npos)
            << merged;
        EXPECT_EQ(r[0].moves.size(), 18u);
        EXPECT_EQ(r[0].result, "1-0");
    }
    // Both of a move's halves left off (no number says so): two, and no more.
    const std::string c =
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 7.Bb3 d6 8.c3 O-O 9.h3 Nb8 1-0\n";
    const auto two = reconcile(a, c);
    ASSERT_EQ(two.size(), 1u);
    EXPECT_EQ(two[0].differences.size(), 2u);
    EXPECT_EQ(two[0].moves.size(), 18u);
}

// Games pair by players and round, whatever their order, and a game one file lacks is passed
// over, not merged with the next (it was: games paired by their place in the file).
TEST(Reconcile, GamesPairByPlayersAndRound) {
    const auto game = [](const char* white, const char* black, const char* round,
                         const char* moves) {
        return "[White \"" + std::string(white) + "\"]\n[Black \"" + black + "\"]\n[Round \"" +
               round + "\"]\n\n" + moves + "\n\n";
    };
    const std::string g1 = game("Ann", "Bob", "1", "1.e4 e5 2.Nf3 Nc6 1-0");
    const std::string g2 = game("Cid", "Dan", "1", "1.d4 d5 2.c4 e6 0-1");
    const std::string g3 = game("Bob", "Ann", "2", "1.c4 e5 2.Nc3 Nf6 1/2-1/2");
    // Black's sheets in another order, one game (Cid - Dan) missing, names in another case.
    const std::string other = game("bob", "ANN", "2", "1.c4 e5 2.Sc3 Sf6 1/2-1/2") +
                              game("Ann", "Bob", "1", "1.e4 e5 2.Sf3 Sc6 1-0");
    const auto r = reconcile(g1 + g2 + g3, other);
    ASSERT_EQ(r.size(), 3u);
    EXPECT_EQ(r[0].game_a, 1u);
    EXPECT_EQ(r[0].game_b, 2u);
    EXPECT_TRUE(r[0].differences.empty());
    EXPECT_EQ(r[1].game_b, 0u);  // Cid - Dan: sheet A's alone
    ASSERT_EQ(r[1].differences.size(), 1u);
    EXPECT_EQ(r[1].differences[0].kind, SheetDifference::Kind::Alone);
    EXPECT_NE(r[1].differences[0].why.find("of these players and round"), std::string::npos);
    EXPECT_EQ(r[2].game_a, 3u);
    EXPECT_EQ(r[2].game_b, 1u);
    EXPECT_TRUE(r[2].differences.empty());
    EXPECT_EQ(r[2].result, "1/2-1/2");
    // Unnamed games pair by their moves: the second of three missing from one file.
    const auto bare = reconcile(
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 *\n\n1.d4 d5 2.c4 e6 3.Nc3 *\n\n"
        "1.c4 e5 2.Nc3 Nf6 3.g3 *\n",
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 *\n\n1.c4 e5 2.Nc3 Nf6 3.g3 *\n");
    ASSERT_EQ(bare.size(), 3u);
    EXPECT_TRUE(bare[0].differences.empty());
    EXPECT_EQ(bare[1].game_b, 0u);
    EXPECT_EQ(bare[2].game_b, 2u);
    EXPECT_TRUE(bare[2].differences.empty());
    // Two named games of other players never pair: each sheet's alone.
    EXPECT_EQ(reconcile(g1, game("Eve", "Fay", "1", "1.e4 e5 2.Nf3 Nc6 1-0")).size(), 2u);
    // Nor two unnamed games whose moves read alike in nothing, in the same places (it was a
    // game nobody played, merged of the two).
    const auto unlike = reconcile("1.e4 e5 2.Nf3 Nc6 *\n\n1.d4 d5 2.c4 e6 3.Nc3 Nf6 *\n",
                                  "1.e4 e5 2.Nf3 Nc6 *\n\n1.c4 e5 2.Nc3 Nf6 3.g3 d5 *\n");
    ASSERT_EQ(unlike.size(), 3u);
    EXPECT_EQ(unlike[1].game_b, 0u);
    EXPECT_EQ(unlike[2].game_a, 0u);
    // A slip in a first move does not hide the game.
    const auto slip = reconcile("1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 *\n", "1.e9 e5 2.Sf3 Sc6 3.Lb5 a6 *\n");
    ASSERT_EQ(slip.size(), 1u);
    EXPECT_EQ(slip[0].differences.size(), 1u);
}

// Unnamed games pair by their moves in any order (they paired only in the files' order: the
// second pair crossed the first and was lost), and a result the sheets differ in is said.
TEST(Reconcile, UnnamedGamesPairInAnyOrder) {
    const std::string a =
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n\n1. d4 d5 2. c4 e6 3. Nc3 Nf6 0-1\n\n"
        "1. c4 c5 2. Nc3 Nc6 1/2-1/2\n";
    const std::string b =
        "1. d4 d5 2. c4 e6 3. Nc3 Nf6 1/2-1/2\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n";
    const auto r = reconcile(a, b);
    ASSERT_EQ(r.size(), 3u);
    EXPECT_EQ(r[0].game_b, 2u);
    EXPECT_TRUE(r[0].differences.empty());
    EXPECT_EQ(r[1].game_b, 1u);
    ASSERT_EQ(r[1].differences.size(), 1u);
    EXPECT_EQ(r[1].differences[0].kind, SheetDifference::Kind::Result);
    EXPECT_EQ(r[2].game_b, 0u);  // 1. c4: sheet A's alone
}

// Named games whose names the sheets spell apart (an umlaut typed "ue", the given name first)
// pair by round and moves, said so; other players' games of the same round and opening never.
TEST(Reconcile, NamesSpeltApartPairByRoundAndMoves) {
    const auto game = [](const char* white, const char* black, const char* moves) {
        return "[Round \"4\"]\n[White \"" + std::string(white) + "\"]\n[Black \"" + black +
               "\"]\n\n" + moves + "\n\n";
    };
    const char* moves = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0";
    const auto r = reconcile(game("M\xC3\xBCller, Hans", "Braun, Eva", moves),
                             game("Hans Mueller", "Braun, Eva", moves));
    ASSERT_EQ(r.size(), 1u);
    EXPECT_TRUE(r[0].differences.empty());
    EXPECT_NE(r[0].paired_by.find("names spelt apart"), std::string::npos) << r[0].paired_by;
    EXPECT_NE(r[0].pgn().find("{notator: paired by round and moves"), std::string::npos);
    // Other players, the same round and moves: two games, each one sheet's.
    const auto other = reconcile(game("Ann", "Bob", moves), game("Cid", "Dan", moves));
    ASSERT_EQ(other.size(), 2u);
    EXPECT_EQ(other[0].differences.at(0).kind, SheetDifference::Kind::Alone);
    EXPECT_EQ(other[1].differences.at(0).kind, SheetDifference::Kind::Alone);
    // An initial for a first name, and a round with its board ("4" and "4.1"), fit.
    const auto initial = reconcile(game("Carlsen, M.", "Braun, Eva", moves),
                                   "[Round \"4.1\"]\n[White \"Carlsen, Magnus\"]\n[Black "
                                   "\"Braun, E.\"]\n\n" +
                                       std::string(moves) + "\n");
    ASSERT_EQ(initial.size(), 1u);
    EXPECT_TRUE(initial[0].differences.empty());
    // With no round on either sheet, the note says the moves paired them.
    const std::string unround = "[White \"Carlsen\"]\n[Black \"Anand\"]\n\n" + std::string(moves);
    const auto moves_only =
        reconcile(unround, "[White \"Carlsen\"]\n[Black \"Caruana\"]\n\n" + std::string(moves));
    ASSERT_EQ(moves_only.size(), 1u);
    EXPECT_EQ(moves_only[0].paired_by.find("paired by moves,"), 0u) << moves_only[0].paired_by;
}

// Two games of one line, alike in their first twelve moves and more, pair by the moves after
// them, not by their places (sheet B's only game was paired with sheet A's first).
TEST(Reconcile, GamesOfOneLinePairByTheirLaterMoves) {
    const std::string first =
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O "
        "9. h3 Nb8 10. d4 Nbd7 *\n\n";
    const std::string second =
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 O-O 8. a4 Bb7 "
        "9. d3 d6 10. Nc3 Na5 *\n\n";
    const auto r = reconcile(first + second, second);
    ASSERT_EQ(r.size(), 2u);
    EXPECT_EQ(r[0].game_a, 1u);
    EXPECT_EQ(r[0].game_b, 0u);
    EXPECT_EQ(r[1].game_a, 2u);
    EXPECT_EQ(r[1].game_b, 1u);
    EXPECT_TRUE(r[1].differences.empty());
}

// Two sheets alike in a move that does not read are one reading, not a difference between them;
// the result they agree on is the game's (it was "*" under [Result "1-0"]).
TEST(Reconcile, SheetsThatAgreeAreOneReading) {
    const std::string sheet = "[Result \"1-0\"]\n\n1.e4 e5 2.Nf3 Nc6 3.Bb9 a6 4.Ba4 Nf6 1-0\n";
    const auto r = reconcile(sheet, sheet);
    ASSERT_EQ(r.size(), 1u);
    ASSERT_EQ(r[0].differences.size(), 1u);
    const SheetDifference& d = r[0].differences[0];
    EXPECT_EQ(d.kind, SheetDifference::Kind::BothWrong);
    EXPECT_FALSE(d.differs());
    EXPECT_EQ(d.taken, "Bb5");
    EXPECT_EQ(r[0].result, "1-0");
    const std::string pgn = r[0].pgn();
    EXPECT_NE(pgn.find("[Result \"1-0\"]"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("Nf6 1-0\n"), std::string::npos) << pgn;
    // Results that differ are said, and the game's left open.
    const auto apart = reconcile("1.e4 e5 1-0\n", "1.e4 e5 0-1\n");
    ASSERT_EQ(apart.at(0).differences.size(), 1u);
    EXPECT_EQ(apart[0].differences[0].kind, SheetDifference::Kind::Result);
    EXPECT_EQ(apart[0].result, "*");
    // One sheet's result where the other has none; a Result tag's where the moves end with none.
    EXPECT_EQ(reconcile("1.e4 e5 1-0\n", "1.e4 e5\n").at(0).result, "1-0");
    const std::string tagged = "[Result \"1-0\"]\n\n1.e4 e5\n";
    EXPECT_EQ(reconcile(tagged, tagged).at(0).result, "1-0");
}

// Found by the pgn fuzzer: a FEN tag that is no position was replayed from the start position,
// so the game written did not read again.
TEST(Reconcile, AFenTagThatIsNoPositionStopsTheGame) {
    const std::string sheet = "[FEN \"rnbq1rB1R b KQ - 0 1\"]\n\n1... a5 2. g3 *\n";
    const auto r = reconcile(sheet, sheet);
    ASSERT_EQ(r.size(), 1u);
    EXPECT_TRUE(r[0].moves.empty());
    ASSERT_EQ(r[0].differences.size(), 1u);
    EXPECT_TRUE(r[0].differences[0].taken.empty());
    EXPECT_NE(r[0].differences[0].why.find("FEN"), std::string::npos) << r[0].differences[0].why;
    // Nor is a variant's game replayed, nor two sheets from different positions.
    const std::string crazyhouse = "[Variant \"Crazyhouse\"]\n\n1. e4 e5 *\n";
    const auto v = reconcile(crazyhouse, "1. e4 e5 *");
    ASSERT_EQ(v.size(), 1u);
    EXPECT_TRUE(v[0].moves.empty());
    ASSERT_EQ(v[0].differences.size(), 1u);
    EXPECT_NE(v[0].differences[0].why.find("variant"), std::string::npos);
    // Two unnamed games from different positions whose moves read alike in nothing are not
    // one game: each sheet's alone. Named the same, they pair, and cannot be replayed.
    const auto apart = reconcile("[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O *",
                                 "[FEN \"4k3/8/8/8/8/8/8/4KR2 w - - 0 1\"]\n\n1. Rf2 *");
    ASSERT_EQ(apart.size(), 2u);
    EXPECT_EQ(apart[0].differences.at(0).kind, SheetDifference::Kind::Alone);
    const std::string named = "[White \"A\"]\n[Black \"B\"]\n";
    const auto paired = reconcile(named + "[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O *",
                                  named + "[FEN \"4k3/8/8/8/8/8/8/4KR2 w - - 0 1\"]\n\n1. Rf2 *");
    ASSERT_EQ(paired.size(), 1u);
    EXPECT_TRUE(paired[0].moves.empty());
    EXPECT_NE(paired[0].differences.at(0).why.find("different positions"), std::string::npos);
    // One sheet's FEN tag is the start of both.
    const auto one = reconcile("1. O-O *", "[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. 0-0 *");
    ASSERT_EQ(one.size(), 1u);
    EXPECT_TRUE(one[0].differences.empty());
    EXPECT_EQ(one[0].moves, std::vector<std::string>{"O-O"});
    // A FEN tag on both: replayed from it (castling in Chess960 notation alike).
    const std::string fen = "[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n";
    const auto both = reconcile(fen + "1. O-O Kd7 *", fen + "1. 0-0 Kd7 *");
    ASSERT_EQ(both.size(), 1u);
    EXPECT_TRUE(both[0].differences.empty());
    EXPECT_EQ(both[0].moves, (std::vector<std::string>{"O-O", "Kd7"}));
}

}  // namespace
}  // namespace notator
