// Reading a movetext: what people really write (every spelling of a move, the dots, dashes and
// glyphs of books), NAGs, results that end their games, variations and how deep they nest, a
// FEN set up, and broken or malformed games that do not take the rest of the file with them.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../src/notation/lexer_util.hpp"
#include "notator/game.hpp"
#include "notator/pgn.hpp"
#include "pgn_test_util.hpp"

namespace notator {
namespace {

using test::census;
using test::Census;
using test::convert;
using test::result_warnings;

TEST(PgnReading, WhatPeopleReallyWrite) {
    const Census c = census(
        "1.e4 e5 2.Nf3 {a comment} 2...Nc6 3 Bb5 a6 $1 4.Ba4 (4.Bxc6 dxc6 (4...bxc6)) 4..Nf6 "
        "5.O-O ; rest of line\n"
        "% an escape line\n"
        "5...Be7 \xC2\xBD-\xC2\xBD\n\n"
        "1.d4 d5 1\xE2\x80\x93"
        "0\n\n"
        "[Event \"with \\\"quotes\\\" and \\\\\"]\n\n1.e4 -- 2.d4 *\n");
    EXPECT_EQ(c.games, 3u);
    EXPECT_EQ(c.errors, 0u) << (c.error_list.empty() ? "" : c.error_list[0].message);
    EXPECT_EQ(c.moves, 10u + 3u + 2u + 3u);  // main line, variations, game 2, game 3
    EXPECT_EQ(c.comments, 2u);
    EXPECT_EQ(c.nags, 1u);
    EXPECT_EQ(c.variations, 2u);
    EXPECT_EQ(c.tags.at(0).second, "with \"quotes\" and \\");
}

// Every spelling read_move accepts for a move reads the same in movetext, where its parts
// stand apart as tokens ("exd6 e. p.", "b8(D)+"): en passant in each form of the one list both
// readings share, glued and after a space; promotions in each form; in English and German.
TEST(PgnReading, MovetextAcceptsEverySpellingReadMoveAccepts) {
    const std::string fen = "4k3/1P6/8/3pP3/8/8/8/4K3 w - d6 0 1";
    const Position pos = *Position::from_fen(fen);
    std::vector<std::pair<std::string, std::string>> cases;  // language, spelling
    for (const std::string_view form : detail::kEnPassantForms) {
        for (const std::string_view lang : {"en", "de"}) {
            cases.emplace_back(lang, "exd6" + std::string(form));
            cases.emplace_back(lang, "exd6 " + std::string(form));
            cases.emplace_back(lang, "exd6 " + std::string(form) + "!?");
        }
    }
    for (const std::string_view form : {"b8=%", "b8%", "b8(%)", "b8/%"}) {
        for (const auto& [lang, queen] : {std::pair{"en", "Q"}, std::pair{"de", "D"}}) {
            std::string written(form);
            written.replace(written.find('%'), 1, queen);
            cases.emplace_back(lang, written + "+");
            cases.emplace_back(lang, written + "+ (=)");
        }
    }
    ASSERT_GE(cases.size(), 30u);
    for (const auto& [lang, written] : cases) {
        ReadOptions by_itself;
        by_itself.language = find_language(lang);
        const auto alone = read_move(pos, written, by_itself);
        ASSERT_TRUE(alone) << lang << " " << written << ": " << alone.error().message();
        PgnReadOptions options;
        options.moves.language = by_itself.language;
        const Census c = census(
            "[FEN \"" + fen + "\"]\n[SetUp \"1\"]\n\n1. " + written + " Kd7 2. Kd2 *\n", options);
        EXPECT_EQ(c.errors, 0u) << lang << " " << written << ": "
                                << (c.error_list.empty() ? "" : c.error_list[0].message);
        ASSERT_EQ(c.moves, 3u) << lang << " " << written;
        EXPECT_EQ(c.raw[0], alone->move.raw()) << lang << " " << written;
        EXPECT_EQ(c.issues, alone->warning ? 1u : 0u) << lang << " " << written;
    }
}

// Black's move after a move number standing alone ("7. ... e5", "7. ..e5"), as books and
// engines print it; results with any dash and ½ (each ending a bare game); the glyphs of
// typeset books (□ ⩲ ⩱, +− and −+ with minus signs).
TEST(PgnReading, DotsDashesAndGlyphsOfBooksAndWebPages) {
    const Census c = census(
        "1. e4 1. ... e5 2. Nf3 2. ..Nc6 3. Bb5 3. .. a6 \xE2\x96\xA1 4. Ba4 \xE2\xA9\xB2 "
        "4... Nf6 \xE2\xA9\xB1 +\xE2\x88\x92 \xE2\x88\x92+ 1/2\xE2\x80\x93"
        "1/2\n"
        "1. d4 d5 1\xE2\x80\x91"
        "0\n"
        "1. c4 c5 0\xE2\x88\x92"
        "1\n"
        "1. Nf3 Nf6 \xC2\xBD\n");
    EXPECT_EQ(c.games, 4u);
    EXPECT_EQ(c.errors, 0u) << (c.error_list.empty() ? "" : c.error_list[0].message);
    EXPECT_EQ(c.issues, 0u);
    EXPECT_EQ(c.moves, 8u + 2u + 2u + 2u);
    EXPECT_EQ(c.nags, 5u);
    // Dots with no number before them stand for a move, as books print them: read leniently,
    // reported.
    const Census dots = census("1. e4 e5 ... Nf3 *");
    EXPECT_EQ(dots.errors, 0u);
    EXPECT_EQ(dots.issues, 1u);
}

// Rest-of-line comments right after a game's result are that game's (engine matches write its
// duration and adjudication so), not a game of their own; a move after them starts the next.
TEST(PgnReader, CommentLinesAfterTheResultBelongToTheGame) {
    const Census c = census(
        "[Event \"a\"]\n\n1. e4 e5 1-0\n; adjudicated\n; after 2 hours\n\n"
        "[Event \"b\"]\n\n1. d4 d5 0-1\n; a note\n1. c4 *\n");
    EXPECT_EQ(c.games, 3u);
    EXPECT_EQ(c.comments, 2u);  // consecutive ';' lines are one comment
    EXPECT_EQ(c.moves, 5u);
    EXPECT_EQ(c.issues, 0u);
}

// NAGs: PGN's are 0 to 255; a larger one is kept and reported, one no int holds is reported,
// and no digit of either is left behind to be read as something else.
TEST(PgnReading, NagsOutsideTheRangeAreReported) {
    const Census c = census("1. e4 $12345 e5 $255 2. Nf3 $99999999999 Nc6 *\n");
    EXPECT_EQ(c.moves, 4u);
    EXPECT_EQ(c.nags, 2u);
    EXPECT_EQ(c.issues, 2u);
    EXPECT_EQ(c.errors, 0u);
    const std::string out = convert("1. e4 $12345 e5 $255 *\n", PgnWriteOptions::pgn());
    EXPECT_NE(out.find("1. e4 $12345 e5 $255 *"), std::string::npos) << out;
}

// A result ends its game: bare games one after another on one line are separate games, and the
// comments after a result on its line are its game's. A second result right after the first is
// its game's too (the last one counts, reported when it differs).
TEST(PgnReading, AResultEndsItsGame) {
    Census c = census("1. e4 e5 1-0 1. d4 d5 0-1 1. c4 {English} 1/2-1/2 {agreed} 1. Nf3 *\n");
    EXPECT_EQ(c.games, 4u);
    EXPECT_EQ(c.moves, 2u + 2u + 1u + 1u);
    EXPECT_EQ(c.comments, 2u);
    EXPECT_EQ(c.errors + c.issues, 0u);
    const auto w = result_warnings("1. e4 e5 1-0 0-1\n\n1. d4 * *\n");
    ASSERT_EQ(w.size(), 2u);
    EXPECT_EQ(w[0], "a second result 0-1 after 1-0: the last one counts @1:14;");
    EXPECT_EQ(w[1], "");
    // The game's next number after the result on its line says the result stands amid the
    // moves: one game, read on (a new game's "1." starts the next, as above).
    c = census("[Event \"a\"]\n\n1. e4 e5 1-0 2. Nf3 *\n");
    EXPECT_EQ(c.games, 1u);
    EXPECT_EQ(c.moves, 3u);
    // Words after the result end at a bracket, which is reported on its own.
    c = census("1. e4 e5 1-0 resigned) ( {x} ]\n\n1. d4 *\n");
    EXPECT_EQ(c.games, 2u);
    EXPECT_EQ(c.moves, 3u);
    EXPECT_EQ(c.comments, 2u);
}

// A variation stands after the move it is another choice for. One written after a move number
// (or after a result inside a variation) is not where its moves are meant from: it is reported,
// kept unchecked, and the line goes on; a comment between changes nothing.
TEST(PgnReading, VariationAfterAMoveNumberIsNotChecked) {
    const std::pair<const char*, std::uint64_t> cases[] = {
        {"1. e4 e5 2. Nf3 2... (2... Nc6 3. Bb5) Nc6 3. Bc4 *\n", 5},
        {"1. e4 e5 2. Nf3 {a comment} 2... (2... Nc6 3. Bb5) Nc6 3. Bc4 *\n", 5},
        {"1. e4 e5 2. (2. Nf3 Nc6) Bc4 Nc6 *\n", 4},
        {"1. e4 (1. d4 1-0 (1. c4)) e5 *\n", 3},
    };
    for (const auto& [pgn, moves] : cases) {
        SCOPED_TRACE(pgn);
        const Census c = census(pgn);
        EXPECT_EQ(c.moves, moves);
        ASSERT_EQ(c.errors, 1u);
        EXPECT_EQ(c.error_list[0].error.code, Errc::NotCheckable);
        EXPECT_NE(c.error_list[0].message.find("not right after the move it stands for"),
                  std::string::npos);
    }
    // Said in the order of the text, whether the visitor wants every part or only the checks
    // (the result's warning is held until the game's language is settled; the error with it).
    struct Said : PgnVisitor {
        MovetextReading reading;
        std::vector<Errc> said;
        explicit Said(MovetextReading r) : reading(r) {}
        MovetextReading begin_movetext(const Position&) override { return reading; }
        void warning(const Diagnostic& w) override { said.push_back(w.error.code); }
        void move_error(const Diagnostic& e, std::string_view) override {
            said.push_back(e.error.code);
        }
    };
    PgnReadOptions finding;
    finding.find_language = true;
    for (const MovetextReading r : {MovetextReading::Check, MovetextReading::All}) {
        Said s(r);
        read_pgn("1. e4 (1. d4 1-0 (1. c4)) e5 *\n", s, finding);
        EXPECT_EQ(s.said, (std::vector<Errc>{Errc::ResultInVariation, Errc::NotCheckable}));
    }
    // A writer is told it once, though the game is found to be in another language than the
    // one tried first (the last game's) and read again.
    struct Writes : PgnWriter {
        int unchecked = 0;
        Writes() : PgnWriter({}, [](std::string_view) {}) {}
        void move_error(const Diagnostic& e, std::string_view rest) override {
            unchecked += e.error.code == Errc::NotCheckable;
            PgnWriter::move_error(e, rest);
        }
    };
    Writes w;
    read_pgn("1. e4 e5 2. Sf3 Sc6 *\n\n1. e4 e5 2. d4 2... (2... d6) exd4 3. Nf3 *\n", w, finding);
    EXPECT_EQ(w.unchecked, 1);
    // Where no number says which move it stands for: "2. ..." is read as the number's dots.
    for (const char* pgn : {"1. e4 e5 2. Nf3 2. ... (2... Nc6) Nc6 *\n",
                            "1. e4 e5 2. Nf3 2... (2... Nc6) (2... d6) Nc6 *\n"}) {
        SCOPED_TRACE(pgn);
        const Census c = census(pgn);
        EXPECT_EQ(c.moves, 4u);
        EXPECT_GE(c.errors, 1u);
        for (const Diagnostic& d : c.error_list) EXPECT_EQ(d.error.code, Errc::NotCheckable);
    }
    // Right after its move, a variation is that move's alternative, as PGN writes it; before
    // the first move, one is read from the start.
    EXPECT_EQ(census("1. e4 e5 2. Nf3 (2. Bc4 Nc6) 2... Nc6 *\n").errors, 0u);
    EXPECT_EQ(census("1. (1. d4 d5) e4 e5 *\n").errors, 0u);
}

TEST(PgnReading, ABrokenGameDoesNotTakeTheRestWithIt) {
    const Census c = census("1.e4 e5 2.Ke3 Nc6 *\n\n1.d4 d5 *\n\n[Event \"x\"]\n\n1.c4 e5 *\n");
    EXPECT_EQ(c.games, 3u);
    EXPECT_EQ(c.errors, 1u);
    EXPECT_EQ(c.moves, 2u + 2u + 2u);
    ASSERT_EQ(c.error_list.size(), 1u);
    EXPECT_EQ(c.error_list[0].text, "Ke3");
    EXPECT_EQ(c.error_list[0].where.line, 1u);
    EXPECT_EQ(c.error_list[0].where.column, 11u);  // the move, after its number "2."
}

// Found by the PGN fuzzer: a result inside a variation is read as that line's outcome (and
// the variation left open goes on); NUL bytes are not white space; comments do not nest.
TEST(PgnReading, MalformedInputFoundByTheFuzzer) {
    Census c = census("1. e4 e5 (1... c5 1-0\n\n1. d4 *\n");
    EXPECT_EQ(c.games, 1u);
    EXPECT_EQ(c.moves, 4u);  // e4 e5, then c5 d4 in the variation never closed
    EXPECT_GE(c.issues, 3u);
    c = census(std::string("1. e4 e5 2. Zz3 foo\0 *\n", 23));
    EXPECT_EQ(c.errors, 1u);
    const std::string once =
        convert(std::string("1. e4 e5 2. Zz3 foo\0\0 *\n", 25), PgnWriteOptions::pgn());
    // (kept, each NUL written as U+FFFD: PgnWriting.NoControlCharactersInTheOutput)
    EXPECT_NE(once.find("foo\xEF\xBF\xBD\xEF\xBF\xBD"), std::string::npos) << once;
    c = census("1. e4 { a { b } e5 *\n[Event \"x\"]\n\n1. d4 *\n");
    EXPECT_EQ(c.games, 2u);
    EXPECT_EQ(c.moves, 3u);
}

TEST(PgnReading, FenSetupAndChess960) {
    const Census c = census(
        "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/"
        "1R2K1R1 w GBgb - 0 1\"]\n\n1. O-O-O *\n\n"
        "[Variant \"crazyhouse\"]\n\n1. e4 e5 *\n\n"
        "[Variant \"normal\"]\n\n1. d4 d5 *\n");  // TCEC's name for standard chess
    EXPECT_EQ(c.games, 3u);
    EXPECT_EQ(c.moves, 3u);
    // The crazyhouse game is reported once, with why, not misread: a warning (nothing is
    // wrong with its text), its movetext handed over as a rest kept unchecked.
    ASSERT_EQ(c.errors, 1u);
    EXPECT_EQ(c.issues, 0u);
    EXPECT_EQ(c.error_list[0].error.code, Errc::VariantNotChecked);
    EXPECT_EQ(c.error_list[0].severity, Diagnostic::Severity::Warning);
    EXPECT_NE(c.error_list[0].message.find("not checked: variant 'crazyhouse'"), std::string::npos);
    // In the game model a warning, and the game written back keeps its moves.
    const std::vector<Game> games = read_games("[Variant \"Crazyhouse\"]\n\n1. e4 e5 *\n");
    ASSERT_EQ(games.size(), 1u);
    EXPECT_TRUE(games[0].ok());
    ASSERT_EQ(games[0].warnings.size(), 1u);
    const std::string out = write_game(games[0]);
    EXPECT_NE(out.find("1. e4 e5"), std::string::npos) << out;
    EXPECT_NE(out.find("not checked from here on (variant 'Crazyhouse', a game"), std::string::npos)
        << out;
    EXPECT_EQ(read_games(out).at(0).warnings.size(), 1u) << out;
}

// Variations nest 256 deep and no deeper: the game is checked up to there, its rest kept.
TEST(PgnReading, VariationsNestAtMost256Deep) {
    const auto nested = [](int depth) {
        std::string text = "1. e4 e5";
        for (int i = 0; i < depth; ++i) text += " (1... d5";
        return text + std::string(std::size_t(depth), ')') + " *\n";
    };
    Census c = census(nested(256));
    EXPECT_EQ(c.errors, 0u);
    EXPECT_EQ(c.variations, 256u);
    c = census(nested(257));
    ASSERT_EQ(c.errors, 1u);
    EXPECT_EQ(c.error_list[0].error.code, Errc::NotCheckable);
    EXPECT_EQ(c.error_list[0].where.column, 10u + 9u * 256u);  // the 257th (
    const std::string out = convert(nested(257), PgnWriteOptions::pgn());
    EXPECT_NE(out.find("(variations nested more than 256 deep: this one is not checked):"),
              std::string::npos);
    EXPECT_NE(out.find(")))"), std::string::npos);  // the rest, kept
}

}  // namespace
}  // namespace notator
