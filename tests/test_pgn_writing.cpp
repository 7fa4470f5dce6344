// Writing PGN: the export format, lines of at most 80 characters, NAGs as glyphs, figurines,
// the Result tag and the marker, no control characters, and a draw offer that is no variation.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "notator/pgn.hpp"
#include "pgn_test_util.hpp"

namespace notator {
namespace {

using test::census;
using test::Census;
using test::convert;

TEST(PgnWriting, ExportFormat) {
    const std::string out = convert(
        "[White \"A\"]\n[Black \"B\"]\n\n1.e4 e5 2.Nf3 Nc6 {ok} 3.Bb5 "
        "a6 (3...Nf6) 4.Ba4 Nf6 5.O-O Be7 6.Re1 b5 7.Bb3 d6 8.c3 O-O "
        "9.h3 Nb8 10.d4 Nbd7 11.c4 c6 12.cxb5 axb5 13.Nc3 Bb7 1/2-1/2\n",
        PgnWriteOptions::pgn());
    EXPECT_EQ(out,
              "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"A\"]\n"
              "[Black \"B\"]\n[Result \"1/2-1/2\"]\n\n"
              "1. e4 e5 2. Nf3 Nc6 {ok} 3. Bb5 a6 (3... Nf6) 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5\n"
              "7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5 13. Nc3 Bb7\n"
              "1/2-1/2\n\n");
    for (const auto& line : {out.substr(0, out.find("\n\n"))})
        for (std::size_t i = 0, j; (j = line.find('\n', i)) != std::string::npos; i = j + 1)
            EXPECT_LE(j - i, 80u);
}

// Lines of at most 80 characters, also where a variation's ')' would end a full line: it
// goes to the next.
TEST(PgnWriting, LinesOfAtMostEightyCharacters) {
    const std::vector<std::string> variation = {
        "d4",  "d5",  "c4",  "e6", "Nc3",  "Nf6",  "Bg5",  "Be7",  "e3",   "O-O",
        "Nf3", "h6",  "Bh4", "b6", "cxd5", "Nxd5", "Bxe7", "Qxe7", "Nxd5", "exd5",
        "Rc1", "Be6", "Qa4", "c5", "Qa3",  "Rc8",  "Bb5",  "a6"};
    int closing_breaks = 0;
    for (std::size_t k = 1; k <= variation.size(); ++k) {
        for (std::size_t pad = 0; pad <= 12; ++pad) {
            std::string pgn = "1. e4 {";
            pgn.append(pad + 1, 'x');
            pgn += "} (1.";
            for (std::size_t i = 0; i < k; ++i) {
                if (i % 2 == 0 && i > 0) pgn.append(" ").append(std::to_string(i / 2 + 1)) += '.';
                pgn += " " + variation[i];
            }
            pgn += ") 1... c5 2. Nf3 d6 *\n";
            const std::string out = convert(pgn, PgnWriteOptions::pgn());
            SCOPED_TRACE(out);
            EXPECT_EQ(census(out).moves, census(pgn).moves);
            for (std::size_t i = 0, j; (j = out.find('\n', i)) != std::string::npos; i = j + 1) {
                EXPECT_LE(j - i, 80u);
                closing_breaks += out.compare(i, 2, ")\n") == 0 || out.compare(i, 2, ") ") == 0;
            }
        }
    }
    EXPECT_GT(closing_breaks, 0);  // (the case was met)
}

// The FIDE preset writes NAGs 1 to 6 as the glyphs books print, glued to their move; others
// stay NAGs, and a move that has its glyph keeps it. The export format writes $1, for a glyph
// written on a move too.
TEST(PgnWriting, FidePresetWritesNagsAsGlyphs) {
    const std::string text = "1. e4 $1 e5 $14 2. Nf3!? $5 Nc6 $2 $4 {x} $6 *\n";
    const std::string fide = convert(text, PgnWriteOptions::fide(english()));
    EXPECT_NE(fide.find("1. e4! e5 $14 2. Nf3!? $5 Nc6? $4 {x} $6 *"), std::string::npos) << fide;
    const std::string pgn = convert(text, PgnWriteOptions::pgn());
    EXPECT_NE(pgn.find("1. e4 $1 e5 $14 2. Nf3 $5 $5 Nc6 $2 $4 {x} $6 *"), std::string::npos)
        << pgn;
    EXPECT_EQ(convert(fide, PgnWriteOptions::pgn()), pgn);
    // Read again, the glyphs are the same NAGs.
    const Census a = census(text), b = census(fide);
    EXPECT_EQ(b.nags, a.nags);
    EXPECT_EQ(b.raw, a.raw);
}

// Figurines in both colours: black ones for Black's moves, read back as the same moves.
TEST(PgnWriting, BlackFigurinesForBlacksMoves) {
    PgnWriteOptions o = PgnWriteOptions::pgn();
    o.moves.figurine = o.moves.black_figurines = true;
    const std::string text = "1. Nf3 Nf6 2. b3 b6 3. Bb2 Bb7 4. Qc1 Qc8 5. Rg1 Rg8 6. Kd1 Kd8 *\n";
    const std::string out = convert(text, o);
    EXPECT_NE(out.find("1. \u2658f3 \u265Ef6 2. b3 b6 3. \u2657b2 \u265Db7 4. \u2655c1 \u265Bc8 "
                       "5. \u2656g1 \u265Cg8 6. \u2654d1 \u265Ad8"),
              std::string::npos)
        << out;
    EXPECT_EQ(census(out).raw, census(text).raw);
}

TEST(PgnWriting, ResultTagAgreesWithTheMarker) {
    const auto result_tag = [](const std::string& pgn) {
        const std::size_t at = pgn.find("[Result \"");
        return at == std::string::npos ? std::string("none")
                                       : pgn.substr(at + 9, pgn.find('"', at + 9) - at - 9);
    };
    // A bare scoresheet: the tag takes the game's marker.
    std::string out = convert("1. d4 d5 2. c4 1-0\n", PgnWriteOptions::pgn());
    EXPECT_EQ(result_tag(out), "1-0") << out;
    EXPECT_NE(out.find("2. c4 1-0\n"), std::string::npos) << out;
    out = convert("1. d4 d5 2. c4\n", PgnWriteOptions::pgn());
    EXPECT_EQ(result_tag(out), "*") << out;
    EXPECT_NE(out.find("2. c4 *\n"), std::string::npos) << out;
    // A tag the game has is kept as it is, whatever the marker (the reader warns).
    out = convert("[Result \"0-1\"]\n\n1. d4 d5 2. c4 1-0\n", PgnWriteOptions::pgn());
    EXPECT_EQ(result_tag(out), "0-1") << out;
    EXPECT_NE(out.find("2. c4 1-0\n"), std::string::npos) << out;
    // No marker: the tag's.
    out = convert("[Result \"1/2-1/2\"]\n\n1. d4 d5 2. c4\n", PgnWriteOptions::pgn());
    EXPECT_EQ(result_tag(out), "1/2-1/2") << out;
    EXPECT_NE(out.find("2. c4 1/2-1/2\n"), std::string::npos) << out;
    // A tag written as German and Russian texts write results goes out as PGN's, as the
    // marker does.
    out = convert("[Result \"1:0\"]\n\n1. d4 d5 2. c4 1:0\n", PgnWriteOptions::pgn());
    EXPECT_EQ(result_tag(out), "1-0") << out;
    EXPECT_NE(out.find("2. c4 1-0\n"), std::string::npos) << out;
    out =
        convert("[Result \"1:0\"]\n\n1. d4 d5\n", PgnWriteOptions::pgn());  // no marker: the tag's
    EXPECT_EQ(result_tag(out), "1-0") << out;
    EXPECT_NE(out.find("1. d4 d5 1-0\n"), std::string::npos) << out;
    out = convert("[Result \"\xC2\xBD:\xC2\xBD\"]\n\n1. d4 d5\n", PgnWriteOptions::pgn());
    EXPECT_EQ(result_tag(out), "1/2-1/2") << out;
    EXPECT_NE(out.find("1. d4 d5 1/2-1/2\n"), std::string::npos) << out;
}

// Control characters from a damaged file (a NUL, an escape, a bell, C1's next line and control
// sequence) are not written: U+FFFD stands in their place, in tags, comments and a kept rest
// alike.
TEST(PgnWriting, NoControlCharactersInTheOutput) {
    const std::string out = convert(
        std::string(
            "[Event \"a\x1B[1mb\"]\n[Site \"\xC2\x85x\"]\n\n1. e4 {x\x07y \xC2\x9B[31m} e5 2. ") +
            '\0' + " Nf3 *\n",
        PgnWriteOptions::pgn());
    EXPECT_NE(out.find("[Event \"a\xEF\xBF\xBD[1mb\"]"), std::string::npos) << out;
    EXPECT_NE(out.find("[Site \"\xEF\xBF\xBDx\"]"), std::string::npos) << out;  // C1 too
    EXPECT_NE(out.find("{x\xEF\xBF\xBDy \xEF\xBF\xBD[31m}"), std::string::npos) << out;
    EXPECT_NE(out.find("\xEF\xBF\xBD Nf3"), std::string::npos) << out;  // the kept rest
    for (const char c : out)
        EXPECT_FALSE((static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t') || c == 0x7F)
            << int(c) << " in " << out;
}

TEST(PgnWriting, DrawOfferIsNotTakenForAVariation) {
    const std::string pgn = convert("1.e4 e5 2.Nf3 (=) Nc6 *\n", PgnWriteOptions::pgn());
    EXPECT_NE(pgn.find("2. Nf3 {(=)} 2... Nc6"), std::string::npos) << pgn;
    const std::string fide = convert("1.e4 e5 2.Nf3 (=) Nc6 *\n", PgnWriteOptions::fide(english()));
    EXPECT_NE(fide.find("2. Nf3 (=) Nc6"), std::string::npos) << fide;
    EXPECT_EQ(census(fide).moves, 4u);
}

}  // namespace
}  // namespace notator
