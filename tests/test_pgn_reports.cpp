// What the PGN reader reports, and where: each problem at its line and column (on long lines
// too), results that do not fit the final position or the tag, moves after the game's end,
// wrong move numbers, what strict and lenient reading say, and each warning's kind.
#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "notator/pgn.hpp"
#include "pgn_test_util.hpp"

namespace notator {
namespace {

using test::census;
using test::Census;
using test::result_warnings;
using test::Trickle;

// Lines are counted only when something is reported: across multi-line comments, ';' comments
// and '%' escape lines alike, and a problem is placed where it starts, not where it ends.
TEST(PgnReading, ProblemsAreReportedAtTheirLineAndColumn) {
    const Census c = census(
        "[Event \"x\"]\n\n1. e4 {a\nlong\ncomment} e5 ; rest\n; more\n% escape\n2. Nf3 Qxx9 *\n");
    ASSERT_EQ(c.error_list.size(), 1u);
    EXPECT_EQ(c.error_list[0].where.line, 8u);
    EXPECT_EQ(c.error_list[0].where.column, 8u);
    EXPECT_EQ(c.error_list[0].source.text, "2. Nf3 Qxx9 *");
    EXPECT_EQ(result_warnings("1. e4 e5\n2. Nf3 {never\nclosed\n")[0],
              "a comment that is never closed: it ends where its game does @2:8;");
}

// Games one after another on one long line: a report's column counts the characters (not the
// bytes) from the line's start, however the bytes come and the buffer moves on under it.
TEST(PgnReading, ColumnsHoldOnALineOfManyGames) {
    const std::string no_break_space = "\xC2\xA0";
    std::string line;
    for (int k = 0; k < 10000; ++k) line += "1." + no_break_space + "e4 e5 1-0 ";
    const std::string text = "[Event \"x\"]\n\n" + line + "1. e4 Ke9 *\n";
    const std::uint32_t column = 10000 * 13 + 7;  // 13 characters a game, "Ke9" at 7
    Census whole;
    read_pgn(text, whole);
    Trickle pieces(text);
    Census trickled;
    read_pgn(pieces, trickled);
    for (const Census* c : {&whole, &trickled}) {
        EXPECT_EQ(c->games, 10001u);
        ASSERT_EQ(c->error_list.size(), 1u);
        EXPECT_EQ(c->error_list[0].where.line, 3u);
        EXPECT_EQ(c->error_list[0].where.column, column);
    }
}

// Many reports in one game, in the order of the text or not, each at its own column; a long
// line is quoted in part only.
TEST(PgnReading, ManyProblemsOnOneLineKeepTheirColumns) {
    EXPECT_EQ(result_warnings("1. f3 e5 2. g4 Qh4# } 1-0 }\n")[0],
              "a stray '}' @1:21;a stray '}' @1:27;the result 1-0 does not fit the final "
              "position: White is checkmated, so 0-1 @1:23;");
    const std::string tag = "[Event \"" + std::string(100, 'x') + "\"]";
    const std::string w = result_warnings("1. e4 " + tag + " e5 *\n")[0];
    EXPECT_EQ(w, "a tag inside the movetext: " + tag.substr(0, 60) + "\xE2\x80\xA6 @1:7;");
}

// A game that ended on the board has one result; the result in the movetext is the Result
// tag's. Both are warnings: the moves themselves are legal.
TEST(PgnReading, ResultMustFitTheFinalPositionAndTheTag) {
    const auto w = result_warnings(
        "1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6 4.Qxf7# 0-1\n\n"                     // mate by White: 1-0
        "1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6 4.Qxf7# 1-0\n\n"                     // right
        "1.f3 e5 2.g4 Qh4# 1/2-1/2\n\n"                                   // mate by Black: 0-1
        "1.f3 e5 2.g4 Qh4# *\n\n"                                         // unknown: nothing to say
        "[Result \"1-0\"]\n\n1.e4 e5 0-1\n\n"                             // the tag says otherwise
        "[Result \"0-1\"]\n\n1.e4 e5\n\n"                                 // no marker: cut short?
        "[FEN \"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\"]\n\n1...Kh7 1-0\n\n"     // stopped
        "[FEN \"k7/8/3Q4/8/8/8/8/7K w - - 0 1\"]\n\n1.Kg2 1-0\n\n"        // not over
        "[FEN \"k7/8/8/8/8/8/8/1Q5K w - - 0 1\"]\n\n1.Qb7+ Kxb7 1-0\n\n"  // K v K: a draw
        "[FEN \"7k/8/6Q1/8/8/8/8/K7 w - - 0 1\"]\n\n1.Qf7 1-0\n\n"        // stalemate
        "[Event \"no result\"]\n\n1.f3 e5 2.g4 Qh4#\n\n"                  // decided: 0-1
        "[Event \"no result\"]\n\n1.f3 e5 2.g4 Qh5\n");                   // not decided
    ASSERT_EQ(w.size(), 12u);
    EXPECT_EQ(w[0],
              "the result 0-1 does not fit the final position: Black is checkmated, so 1-0 @1:37;");
    EXPECT_EQ(w[1], "");
    EXPECT_NE(w[2].find("White is checkmated, so 0-1"), std::string::npos) << w[2];
    EXPECT_EQ(w[3], "");
    EXPECT_NE(w[4].find("the result 0-1 differs from the Result tag \"1-0\""), std::string::npos)
        << w[4];
    // (A resignation fits the tag; a game's moves end in its result, which the PGN standard
    // asks for, and without it a file cut in the middle of a game looks whole.)
    EXPECT_EQ(w[5],
              "the moves end without a result, where the Result tag says 0-1: is the game cut "
              "short? @15:8;");
    EXPECT_EQ(w[6], "");  // stalemate: Kh7 is a move error, and nothing about the result
    EXPECT_EQ(w[7], "");
    EXPECT_NE(w[8].find("(insufficient material), so 1/2-1/2"), std::string::npos) << w[8];
    EXPECT_NE(w[9].find("Black is stalemated, so 1/2-1/2"), std::string::npos) << w[9];
    EXPECT_EQ(w[10],
              "the game has no result, though the final position decides it: White is "
              "checkmated, so 0-1 @35:18;");
    EXPECT_EQ(w[11], "");
}

// FIDE Laws 5.2.2 and 9.6.2: a dead position or the seventy-fifth move without a capture or a
// pawn move ends the game; moves after that are legal but do not count, and the first one
// is warned about (once; variations, being analysis, are not).
TEST(PgnReading, MovesAfterTheEndOfTheGame) {
    const auto w = result_warnings(
        "[FEN \"k7/8/8/8/8/8/8/1Q5K w - - 0 1\"]\n\n1.Qb7+ Kxb7 2.Kg2 Kc6 1/2-1/2\n\n"
        "[FEN \"k7/8/8/8/8/8/8/1Q5K w - - 0 1\"]\n\n1.Qb7+ Kxb7 1/2-1/2\n\n"
        "[FEN \"k7/8/8/8/8/8/8/1Q5K w - - 0 1\"]\n\n1.Qb7+ Kxb7 (1...Ka7) 1/2-1/2\n\n"
        "[FEN \"k7/8/8/8/8/8/8/1Q5K w - - 0 1\"]\n\n1.Qb7+ (1.Kg2 Ka7 2.Kf3) 1...Kxb7 "
        "2.Kg2 1/2-1/2\n\n"
        "[FEN \"k7/8/8/8/8/8/1R6/7K w - - 148 80\"]\n\n80.Kg1 Ka7 81.Kf1 1/2-1/2\n\n"
        "[FEN \"k7/8/8/8/8/8/1R6/7K w - - 148 80\"]\n\n80.Kg1 Ka7 1/2-1/2\n");
    ASSERT_EQ(w.size(), 6u);
    EXPECT_EQ(w[0],
              "the game was over after 1...Kxb7: a dead position (insufficient material); the "
              "moves from here on do not count @3:15;");
    EXPECT_EQ(w[1], "");
    EXPECT_EQ(w[2], "");
    EXPECT_NE(w[3].find("the game was over after 1...Kxb7"), std::string::npos) << w[3];
    EXPECT_EQ(w[4],
              "the game was over after 80...Ka7: seventy-five moves of each side without a "
              "capture or a pawn move; the moves from here on do not count @19:15;");
    EXPECT_EQ(w[5], "");
}

// A move number that is not the next move's often marks a move left out of a scoresheet: the
// first one in a game is reported. "12." before Black's move passes, "12..." before White's
// does not; a game from a FEN may be numbered from its FEN's move number or from 1.
TEST(PgnReading, WrongMoveNumbersAreReported) {
    const auto w = result_warnings(
        "[Event \"a\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 5. Ba4 Nf6 9. O-O *\n\n"
        "[Event \"b\"]\n\n1. e4 e5 2. Nf3 2... Nc6 3. Bb5 3. a6 4 Ba4 (4. Bxc6) *\n\n"
        "[Event \"c\"]\n\n1. e4 e5 2... Nf3 *\n\n"
        "[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 0 40\"]\n\n40... Kd7 41. O-O Ke6 *\n\n"
        "[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 0 40\"]\n\n1... Kd7 2. O-O Ke6 *\n\n"
        "[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 0 40\"]\n\n1... Kd7 3. O-O Ke6 *\n\n"
        "[Event \"g\"]\n\n1. e4 e5 2. Nf3 12 Nc6 *\n\n"
        "[Event \"h\"]\n\n1. e4 e5 2. ... Nf3 *\n\n"
        "[Event \"i\"]\n\n7... e5 8. Nf3 *\n");
    ASSERT_EQ(w.size(), 9u);
    EXPECT_EQ(w[0], "move number 5. where 4. is due @3:31;");  // once a game
    EXPECT_EQ(w[1], "");
    EXPECT_EQ(w[2], "move number 2... where 2. is due @11:10;");
    EXPECT_EQ(w[3], "");
    EXPECT_EQ(w[4], "");
    EXPECT_EQ(w[5], "move number 3. where 41. is due @23:10;");
    EXPECT_EQ(w[6], "move number 12 where 2... is due @27:17;");
    EXPECT_EQ(w[7], "'...' (Black's move) where 2. is due @31:13;");
    // A fragment of a game, without the FEN tag it needs: said (then its first move is White's).
    EXPECT_EQ(w[8].substr(0, w[8].find(';') + 1),
              "move number 7... where 1. is due: a game that starts at a later move needs a FEN "
              "tag of its position @35:1;");
}

// Strict reading refuses what neither the FIDE appendix nor the PGN standard allows: results
// written otherwise than PGN's four (a warning: the result is still understood), the null move
// "--" (an error, as any move strict reading refuses).
TEST(PgnReading, StrictReadingRefusesResultsAndNullMovesOfNoStandard) {
    PgnReadOptions strict;
    strict.moves.strict = true;
    const auto w =
        result_warnings("1. e4 e5 \xC2\xBD-\xC2\xBD\n\n1. d4 1:0\n\n1. c4 1-0\n", strict);
    ASSERT_EQ(w.size(), 3u);
    EXPECT_EQ(w[0], "'\xC2\xBD-\xC2\xBD' is not strict: PGN writes 1/2-1/2 @1:10;");
    EXPECT_EQ(w[1], "'1:0' is not strict: PGN writes 1-0 @3:7;");
    EXPECT_EQ(w[2], "");
    EXPECT_EQ(result_warnings("1. e4 e5 \xC2\xBD-\xC2\xBD\n")[0], "");  // lenient: none
    const Census c = census("1. e4 -- 2. d4 *\n", strict);
    EXPECT_EQ(c.errors, 1u);
    EXPECT_EQ(c.error_list.at(0).error.code, Errc::NotStrict);
    EXPECT_EQ(census("1. e4 -- 2. d4 *\n").errors, 0u);
}

// Every warning carries its kind, which programs filter by (--json writes its name).
TEST(PgnReading, WarningsCarryTheirKind) {
    struct Kinds : PgnVisitor {
        std::vector<Errc> list;
        void warning(const Diagnostic& w) override { list.push_back(w.error.code); }
    };
    const std::pair<const char*, Errc> cases[] = {
        {"[White A]\n\n1. e4 *\n", Errc::TagSyntax},
        {"[Result \"1-0\"]\n[Result \"0-1\"]\n\n1. e4 *\n", Errc::TagRepeated},
        {"1. e4 [White \"x\"] e5 *\n", Errc::TagInMovetext},
        {"1. e4 {never closed\n", Errc::UnclosedComment},
        {"1. e4 (1. d4\n", Errc::UnclosedVariation},
        {"1. e4 ) e5 *\n", Errc::StrayBracket},
        {"( 1. e4 ) *\n", Errc::VariationBeforeMove},
        {"1. e4 $300 *\n", Errc::BadNag},
        {"1. e4 (1. d4 1-0) e5 *\n", Errc::ResultInVariation},
        {"1. e4 1-0 0-1\n", Errc::ResultRepeated},
        {"1. e4 e5 3. Nf3 *\n", Errc::WrongMoveNumber},
        {"[FEN \"k7/8/8/8/8/8/8/1Q5K w - - 0 1\"]\n\n1.Qb7+ Kxb7 2.Kg2 1/2-1/2\n",
         Errc::MoveAfterGameEnd},
        {"1.f3 e5 2.g4 Qh4# 1-0\n", Errc::ResultMismatch},
        {"1. e4, e5 *\n", Errc::NonstandardForm},
        {"1. e4+ *\n", Errc::WrongCheckSign},
        {"1. Nxf3 *\n", Errc::CaptureSignMismatch},
    };
    std::set<std::string_view> names;
    for (const auto& [pgn, kind] : cases) {
        SCOPED_TRACE(pgn);
        Kinds k;
        read_pgn(pgn, k);
        ASSERT_FALSE(k.list.empty());
        EXPECT_EQ(k.list.front(), kind);
        EXPECT_TRUE(names.insert(name(kind)).second);  // each its own name
    }
}

// Read leniently, a sign that does not fit the move is accepted and reported, not dropped.
TEST(PgnReading, LenientReadingReportsWhatItAccepted) {
    const auto w = result_warnings("1.e4 e5 2.Qh5 Nc6 3.Bc4+ Nf6 4.Qxf7+ *\n\n1.Nxf3 *\n");
    ASSERT_EQ(w.size(), 2u);
    EXPECT_EQ(w[0],
              "'Bc4+' gives no check @1:21;"
              "'Qxf7+' is checkmate: write # @1:32;");
    EXPECT_NE(w[1].find("'Nxf3'"), std::string::npos) << w[1];
    EXPECT_NE(w[1].find("@3:3;"), std::string::npos) << w[1];  // line 3 of the text
}

}  // namespace
}  // namespace notator
