// The PGN reader and writer on real files: the 332 tricky or broken PGN files of other
// projects' suites read and round-tripped, each error where it stands, and 2,000 games of the
// master-game corpus converted to every language and style and back.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "notator/pgn.hpp"
#include "pgn_test_util.hpp"
#include "test_data.hpp"

namespace notator {
namespace {

namespace fs = std::filesystem;

using test::census;
using test::Census;
using test::convert;
using test::data;
using test::slurp;

std::vector<std::string> pgn_test_files() {
    std::vector<std::string> files;
    for (const auto& e : fs::recursive_directory_iterator(data("pgn-tests")))
        if (e.is_regular_file()) files.push_back(e.path().string());
    std::sort(files.begin(), files.end());
    return files;
}

// Every file reads without a crash, and its PGN export reads again to the same moves,
// comments, NAGs and variations, each error's rest kept in a comment that reads back as a rest
// still unchecked, and the same text when written once more.
TEST(PgnFiles, EveryFileReadsAndRoundTrips) {
    const auto files = pgn_test_files();
    ASSERT_GE(files.size(), 330u);
    std::uint64_t games = 0, moves = 0, errors = 0;
    for (const std::string& f : files) {
        SCOPED_TRACE(f);
        const std::string text = slurp(f);
        const Census in = census(text);
        games += in.games;
        moves += in.moves;
        errors += in.errors;
        const std::string once = convert(text, PgnWriteOptions::pgn());
        const Census out = census(once);
        EXPECT_EQ(out.games, in.games);
        EXPECT_EQ(out.moves, in.moves);
        EXPECT_EQ(out.raw, in.raw);
        // (A NAG before its line's first move is kept in a comment: PGN has no place for it.)
        EXPECT_EQ(out.nags, in.nags - in.leading_nags);
        EXPECT_EQ(out.leading_nags, 0u);
        EXPECT_EQ(out.variations, in.variations);
        // Each error's unchecked rest becomes one comment, or escape lines where it holds a
        // '}' (byte for byte either way).
        // Games that cannot be checked at all (a variant, a bad FEN tag) stay so; their
        // errors have no move text, and their movetext is never read as comments.
        std::uint64_t unchecked = 0, kept = 0;
        for (const Diagnostic& e : in.error_list) unchecked += e.text.empty();
        for (const Diagnostic& e : out.error_list) kept += e.error.code == Errc::UncheckedRest;
        EXPECT_EQ(out.comments + out.escape_rests,
                  in.comments + in.leading_nags + in.errors - unchecked);
        EXPECT_EQ(kept, in.errors - unchecked);
        EXPECT_EQ(out.errors, in.errors);
        EXPECT_EQ(convert(once, PgnWriteOptions::pgn()), once);
    }
    // The suites hold hundreds of games; many are broken on purpose.
    EXPECT_GT(games, 800u);
    EXPECT_GT(moves, 60000u);
    EXPECT_GT(errors, 20u);
}

TEST(PgnFiles, AnnotatedCollectionsKeepEverything) {
    for (const char* name : {"python-chess/variations-nags-and-comments.pgn",
                             "pychess/annotated.pgn", "scalachess/fixtures/wcc2023_1.pgn"}) {
        SCOPED_TRACE(name);
        const std::string text = slurp(data(std::string("pgn-tests/") + name));
        const Census in = census(text);
        EXPECT_GT(in.comments + in.nags + in.variations, 0u);
        for (const Language& l : languages()) {
            PgnReadOptions back;
            back.moves.language = &l;
            const Census out = census(convert(text, PgnWriteOptions::fide(l)), back);
            EXPECT_EQ(out.raw, in.raw) << l.code;
            EXPECT_EQ(out.comments, in.comments + in.errors) << l.code;
            EXPECT_EQ(out.nags, in.nags) << l.code;
            EXPECT_EQ(out.variations, in.variations) << l.code;
        }
    }
}

TEST(PgnFiles, IllegalMoveIsReportedWhereItStands) {
    const Census c = census(slurp(data("games/schleining-paehtz-2014.pgn")));
    ASSERT_EQ(c.games, 1u);
    ASSERT_EQ(c.errors, 1u);
    const Diagnostic& e = c.error_list[0];
    EXPECT_EQ(e.text, "Bf3");
    EXPECT_EQ(e.move_number, 38);
    EXPECT_EQ(e.side, Color::White);
    EXPECT_EQ(e.error.code, Errc::IllegalMove);
    EXPECT_EQ(e.where.line, 17u);
    EXPECT_EQ(e.where.column, 15u);
    EXPECT_EQ(e.fen_before, "6k1/pb3r1p/1q4p1/6Q1/2p1rb2/3p3P/PP1R2P1/2BR1N1K w - - 8 38");
    EXPECT_EQ(e.ply, 75);  // python-chess's ply: 38.Bf3 would lead to the position at ply 75
    EXPECT_NE(e.source.text.find("38.Bf3"), std::string::npos);
}

// Files known to hold broken games: each error at its game, line, column and move, as read
// off the files by hand (twic9nn_error.pgn line 127 is "hxg5 e3 68. fxe3 f4 69. Kf5 b1 0-1").
TEST(PgnFiles, KnownBrokenGamesAreReportedWhereTheyBreak) {
    struct Expected {
        std::uint64_t line;
        std::uint32_t column;
        int move_number;
        Color side;
        const char* text;
        Errc code;
    };
    const auto check = [](const char* file, std::uint64_t games,
                          std::vector<std::pair<std::uint64_t, Expected>> errors) {
        SCOPED_TRACE(file);
        const Census c = census(slurp(data(std::string("pgn-tests/") + file)));
        EXPECT_EQ(c.games, games);
        for (const auto& [index, want] : errors) {
            ASSERT_LT(index, c.error_list.size());
            const Diagnostic& e = c.error_list[index];
            EXPECT_EQ(e.where.line, want.line);
            EXPECT_EQ(e.where.column, want.column);
            EXPECT_EQ(e.move_number, want.move_number);
            EXPECT_EQ(e.side, want.side);
            EXPECT_EQ(e.text, want.text);
            EXPECT_EQ(e.error.code, want.code);
        }
    };
    check("chess-library/corrupted.pgn", 1,
          {{0, {57, 25, 63, Color::White, "Kx", Errc::MoveSyntax}}});
    // "(+)-(-)": an error in the variation "(+)", then one in the main line; "1-0 ff": the
    // words after the result are kept as a comment, no error.
    // (Line 62's "(+)-(-) (+)-(-)" is TWIC's mark of a forfeit, where a result stands: a
    // result, with a warning, and no error.)
    check("pgn-read/twic9nn_error.pgn", 7,
          {{0, {127, 29, 69, Color::Black, "b1", Errc::MissingPromotion}}});
    check("pychess/badpgn.pgn", 1, {{0, {2, 1, 1, Color::White, "g", Errc::MoveSyntax}}});
}

TEST(PgnFiles, CorpusConvertsToEveryLanguageAndStyleAndBack) {
    auto src = open_input(data("games/pgnmentor-first-2000.pgn.zst"));
    ASSERT_TRUE(src) << src.error().message();
    std::string text;
    char buf[1 << 16];
    for (std::size_t n; (n = (*src)->read(buf, sizeof buf)) > 0;) text.append(buf, n);
    ASSERT_FALSE((*src)->error());
    const Census original = census(text);
    ASSERT_EQ(original.games, 2000u);
    EXPECT_EQ(original.errors, 0u);
    const std::string reference = convert(text, PgnWriteOptions::pgn());
    struct Form {
        const char* code;
        Style style;
        bool figurine, fide;
    };
    std::vector<Form> forms;
    for (const Language& l : languages())
        forms.push_back({l.code.data(), Style::Short, false, true});
    for (const char* code : {"en", "de", "ru"}) {
        forms.push_back({code, Style::Long, false, false});
        forms.push_back({code, Style::Short, true, false});
        forms.push_back({code, Style::Uci, false, true});
        forms.push_back({code, Style::Long, false, true});
    }
    for (const Form& f : forms) {
        const Language& lang = *find_language(f.code);
        PgnWriteOptions w = f.fide ? PgnWriteOptions::fide(lang) : PgnWriteOptions::pgn();
        w.moves.language = &lang;
        w.moves.style = f.style;
        w.moves.figurine = f.figurine;
        PgnReadOptions r;
        r.moves.language = &lang;
        const std::string there = convert(reference, w);
        const std::string back = convert(there, PgnWriteOptions::pgn(), r);
        EXPECT_EQ(back, reference) << f.code << " style " << int(f.style) << " figurine "
                                   << f.figurine << " fide " << f.fide;
    }
}

}  // namespace
}  // namespace notator
