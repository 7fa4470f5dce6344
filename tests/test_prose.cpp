// The moves inside running text (notator/prose.hpp): translated, nothing else changed, the
// numbered sequences checked. Texts in tests/data/prose (origin in its ORIGIN.md).
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "notator/language.hpp"
#include "notator/notation.hpp"
#include "notator/prose.hpp"
#include "test_data.hpp"

namespace notator {
namespace {

std::string bytes(const std::string& rel) {
    std::ifstream in(test::data(rel), std::ios::binary);
    EXPECT_TRUE(in) << rel;
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

ProseResult translate(std::string_view text, const char* from, const char* to) {
    ProseOptions o;
    o.from = find_language(from);
    o.to = find_language(to);
    return translate_prose(text, o);
}

TEST(Prose, SentenceFromTheIssue) {
    const ProseResult r = translate("Nach 12.Sf3 Lg4 13.h3 steht Weiß besser", "de", "en");
    EXPECT_EQ(r.text, "Nach 12.Nf3 Bg4 13.h3 steht Weiß besser");
    EXPECT_EQ(r.moves, 3u);
    EXPECT_EQ(r.translated, 2u);
    EXPECT_EQ(r.checked, 0u);  // move 12 of no sequence the text gives
}

// A Latin letter typed for a Cyrillic one (K for К, the Ukrainian knight), which the lexer reads
// leniently, is translated too, so that the text reads back as the moves it held (the prose
// fuzzer found "Kf3" kept as it was while the rest of its move was translated).
TEST(Prose, LatinLookAlikeLettersAreTranslatedToo) {
    const ProseResult r = translate("Далі Kf3 і Ф:d4.", "uk", "es");
    EXPECT_EQ(r.text, "Далі Cf3 і D:d4.");  // (the letters only: the rest as written)
    const ProseResult back = translate(r.text, "es", "uk");
    EXPECT_EQ(back.moves, 2u);
}

TEST(Prose, WordsThatAreNoMovesStayAsTheyAre) {
    // Squares named alone, dates, times, sections, a word of two letters, a hyphenated word.
    const std::string text =
        "Das Feld e4, am 2.3.1990 um 10:30 (Abschnitt 1.5): Da steht Te. Ein Sf3-Zug? "
        "Der Springer zieht nach f3, dann Sf3!";
    const ProseResult r = translate(text, "de", "en");
    EXPECT_EQ(r.text,
              "Das Feld e4, am 2.3.1990 um 10:30 (Abschnitt 1.5): Da steht Te. Ein Sf3-Zug? "
              "Der Springer zieht nach f3, dann Nf3!");
}

TEST(Prose, FormsOfMovesInText) {
    const ProseResult r = translate(
        "1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.Lxc6 dxc6 5.0-0 f6 (5...Lg4 6.h3) 6.d4 exd4 7.Sxd4 c5 "
        "8.Sb3 Dxd1 9.Txd1 Lg4 10.f3 Le6. «Sc3» [und] …Ld6; figurine ♘c3, e8=D+ und e8D.",
        "de", "en");
    EXPECT_EQ(r.text,
              "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Bxc6 dxc6 5.0-0 f6 (5...Bg4 6.h3) 6.d4 exd4 7.Nxd4 c5 "
              "8.Nb3 Qxd1 9.Rxd1 Bg4 10.f3 Be6. «Nc3» [und] …Bd6; figurine ♘c3, e8=Q+ und e8Q.");
    EXPECT_TRUE(r.errors.empty()) << r.errors[0].message;
    EXPECT_EQ(r.checked, 22u);  // the game and its variation; not the moves after its end
}

// Older English books' Kt is the knight, in prose too (it came out as the king's letter with
// the t after it, "Крtxe5" in Ukrainian: the prose fuzzer's finding).
TEST(Prose, TheOldKnightIsAKnight) {
    const ProseResult r = translate("12. Ktxe5 Kxe5 and then Kt-f3 wins", "en", "uk");
    EXPECT_EQ(r.text, "12. \u041Axe5 \u041A\u0440xe5 and then \u041A-f3 wins");
    EXPECT_EQ(translate(r.text, "uk", "en").text, "12. Nxe5 Kxe5 and then N-f3 wins");
    // Into the same language, the text as it is.
    EXPECT_EQ(translate("then Kt-c6", "en", "en").text, "then Kt-c6");
}

TEST(Prose, SequenceErrorsAreReportedAsCheckReportsThem) {
    const std::string text = "Ein Anfänger spielte 1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.Lf4 Sf6.";
    const ProseResult r = translate(text, "de", "en");
    ASSERT_EQ(r.errors.size(), 1u);
    const Diagnostic& d = r.errors[0];
    EXPECT_EQ(d.error.code, Errc::IllegalMove);
    EXPECT_EQ(d.text, "Lf4");
    EXPECT_EQ(d.move_number, 4);
    EXPECT_EQ(d.side, Color::White);
    EXPECT_EQ(d.where.line, 1u);
    EXPECT_EQ(d.where.column, 51u);  // (characters: "ä" is one)
    EXPECT_FALSE(d.fen_before.empty());
    EXPECT_NE(d.message.find("illegal"), std::string::npos) << d.message;
    // Still translated, as written.
    EXPECT_NE(r.text.find("4.Bf4 Nf6."), std::string::npos) << r.text;
}

TEST(Prose, FenInTheTextStartsASequence) {
    const std::string text =
        "Diagramm: 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 30. Nun gewinnt 30.Td8# sofort, "
        "nicht aber 30.Tc1.";
    const ProseResult r = translate(text, "de", "en");
    EXPECT_TRUE(r.errors.empty());
    EXPECT_TRUE(r.warnings.empty());
    EXPECT_EQ(r.checked, 2u);
    EXPECT_EQ(r.text,
              "Diagramm: 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 30. Nun gewinnt 30.Rd8# sofort, "
              "nicht aber 30.Rc1.");
    // A mate sign the position does not bear: a warning, as check gives it.
    const ProseResult w = translate("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 30: 30.Td7#", "de", "en");
    ASSERT_EQ(w.warnings.size(), 1u);
    EXPECT_EQ(w.warnings[0].error.code, Errc::WrongCheckSign);
}

// What books and articles print that is no error: another choice after a comma, a reply to
// one of two first moves, a study's solution from "1.", quotes of every kind.
TEST(Prose, NoFalseErrorsInOrdinaryProse) {
    for (const char* text : {
             "Nach 1.e4 e5 2.Sf3 Sc6 3.Lb5, Lc4 und d4 sind die Alternativen.",
             "Die Züge 1.e4 und 1.d4 sind am populärsten. Nach 1...c5 2.Sf3 d6 3.d4 cxd4 "
             "4.Sxd4 Sf6 5.Sc3 a6 entsteht die Najdorf-Variante.",
             "Weiß am Zug gewinnt: 1.Dxh7+! Kxh7 2.Th3+ Kg8 3.Th8#",
             "1.e4 e5 — 2.Sf3 Sc6 ± 3.Lb5 a6 4. ... Sf6?",
         }) {
        const ProseResult r = translate(text, "de", "en");
        EXPECT_TRUE(r.errors.empty()) << text << ": " << r.errors[0].message;
    }
    // The reply found its game: every move checked, once.
    const ProseResult najdorf =
        translate("Die Züge 1.e4 und 1.d4. Nach 1...c5 2.Sf3 d6 3.d4", "de", "en");
    EXPECT_EQ(najdorf.checked, 6u);
    EXPECT_TRUE(najdorf.errors.empty());
    EXPECT_EQ(translate("„Sf3“, »Lb5«, ‚Te1‘, «Dd1», 12..Lxf3", "de", "en").text,
              "„Nf3“, »Bb5«, ‚Re1‘, «Qd1», 12..Bxf3");
}

TEST(Prose, HtmlTagsAndEntitiesStay) {
    ProseOptions o;
    o.from = find_language("de");
    o.html = true;
    const std::string html =
        "<p title=\"Sf3\" data-x='Lb5'>Nach <b>12.Sf3</b>&nbsp;Lg4 &amp; Te1</p>";
    EXPECT_EQ(translate_prose(html, o).text,
              "<p title=\"Sf3\" data-x='Lb5'>Nach <b>12.Nf3</b>&nbsp;Bg4 &amp; Re1</p>");
    // A bare '&', and a script's contents.
    EXPECT_EQ(translate_prose("<p>Fragen & Antworten: 12.Sf3</p><script>m = \"Sf3\";</script>"
                              "<STYLE>/* Lb5 */</STYLE> Lb5",
                              o)
                  .text,
              "<p>Fragen & Antworten: 12.Nf3</p><script>m = \"Sf3\";</script>"
              "<STYLE>/* Lb5 */</STYLE> Bb5");
}

// The four texts (de fr es it), written for these tests: translated into English, they are the
// expected files byte for byte; back, they are the originals again.
TEST(Prose, RealTextsInFourLanguages) {
    for (const char* lang : {"de", "fr", "es", "it"}) {
        const std::string text = bytes(std::string("prose/") + lang + ".md");
        const std::string expected = bytes(std::string("prose/") + lang + ".en.md");
        const ProseResult r = translate(text, lang, "en");
        EXPECT_EQ(r.text, expected) << lang;
        EXPECT_GE(r.moves, 50u) << lang;
        EXPECT_GE(r.checked, 30u) << lang;
        // The one illegal move written on purpose (ORIGIN.md): es.md line 19, 8.Ae3.
        if (std::string(lang) == "es") {
            ASSERT_EQ(r.errors.size(), 1u);
            EXPECT_EQ(r.errors[0].where.line, 19u);
            EXPECT_EQ(r.errors[0].text, "Ae3");
            EXPECT_EQ(r.errors[0].error.code, Errc::IllegalMove);
        } else {
            EXPECT_TRUE(r.errors.empty()) << lang << ": " << r.errors[0].message;
        }
        EXPECT_TRUE(r.warnings.empty()) << lang << ": " << r.warnings[0].message;
        EXPECT_EQ(translate(expected, "en", lang).text, text) << lang;
    }
}

// A real passage of E. Lasker's 1918 book (algebraic with Kt for the knight, CRLF line ends):
// read with those letters, written in German; every word that changed is a move of the same
// piece to the same square, and nothing else changed.
TEST(Prose, GutenbergPassageChangesOnlyItsMoves) {
    const std::string text = bytes("prose/lasker-1918.txt");
    const auto letters = custom_language("K Q R B Kt");
    ASSERT_TRUE(letters.ok());
    ProseOptions o;
    o.from = &*letters;
    o.to = find_language("de");
    const ProseResult r = translate_prose(text, o);
    EXPECT_GE(r.translated, 5u);
    const auto words = [](const std::string& s) {
        std::vector<std::string> w;
        std::istringstream in(s);
        for (std::string t; in >> t;) w.push_back(t);
        return w;
    };
    const auto before = words(text), after = words(r.text);
    ASSERT_EQ(before.size(), after.size());
    std::size_t changed = 0;
    for (std::size_t k = 0; k < before.size(); ++k) {
        if (before[k] == after[k]) continue;
        ++changed;
        std::string a = before[k], b = after[k];
        while (!a.empty() && (a.back() == ',' || a.back() == ';' || a.back() == '.')) a.pop_back();
        while (!b.empty() && (b.back() == ',' || b.back() == ';' || b.back() == '.')) b.pop_back();
        const auto x = parse_move_text(a, *letters);
        const auto y = parse_move_text(b, *find_language("de"));
        ASSERT_TRUE(x.ok()) << a;
        ASSERT_TRUE(y.ok()) << b;
        EXPECT_EQ(x->role, y->role) << a << " " << b;
        EXPECT_EQ(x->to, y->to) << a << " " << b;
    }
    EXPECT_EQ(changed, r.translated);
    // The lines and their ends are as they were.
    std::size_t lines_before = std::count(text.begin(), text.end(), '\n');
    EXPECT_EQ(lines_before, std::size_t(std::count(r.text.begin(), r.text.end(), '\n')));
    EXPECT_EQ(std::count(text.begin(), text.end(), '\r'),
              std::count(r.text.begin(), r.text.end(), '\r'));
}

}  // namespace
}  // namespace notator
