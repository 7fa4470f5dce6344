// The language a game is written in, found from its moves: German found German, the
// Portuguese sample in English letters English, several that fit named, a foreign letter a
// slip, and what is said before the language is known held and then said in order.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>

#include "arbiter_test_util.hpp"
#include "notator/pgn.hpp"

namespace notator {
namespace {

using test::going_on;
using test::Heard;
using test::heard;
using test::says;

// German, read with --from auto: found, and every move read.
TEST(FindLanguage, AGermanGameIsFoundGerman) {
    const std::string de = "1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.La4 Sf6 5.O-O Le7 6.Te1 b5 *";
    for (const auto wanted : {MovetextReading::Check, MovetextReading::All}) {
        const Heard h = heard(de, going_on(true), wanted);
        EXPECT_TRUE(h.errors.empty());
        EXPECT_EQ(h.end.moves, 12u);
        EXPECT_EQ(h.end_language, "de");
        EXPECT_TRUE(h.end.language_found);
        if (wanted == MovetextReading::All) {
            ASSERT_EQ(h.moves.size(), 12u);
            EXPECT_EQ(h.moves[2], "Nf3");
        }
    }
}

// What is said before the language is known is held, but not without bound: where a great
// many wait, the language is found at once and they are said. A writer, which is handed the
// moves as they come, hears them before the game's last move, not all after it; and a game of
// junk warnings before its first German letter is still found German, every warning said, in
// order.
struct WritingHeard : PgnWriter {
    WritingHeard() : PgnWriter(PgnWriteOptions{}, [](std::string_view) {}) {}
    std::string events;  // 'm' a move, 'w' a warning, in the order heard
    void move(const Position& before, const ReadMove& m, std::string_view written) override {
        events += 'm';
        PgnWriter::move(before, m, written);
    }
    void warning(const Diagnostic& w) override {
        events += 'w';
        PgnWriter::warning(w);
    }
};

TEST(FindLanguage, ManyWarningsBeforeTheLanguageIsKnown) {
    std::string nags, results = "(1.d4 ";
    for (int k = 0; k < 1500; ++k) {
        nags += '$';
        nags += std::to_string(1000 + k);
        nags += ' ';
        results += "1-0 ";
    }
    results += ") ";
    for (const std::string* junk : {&nags, &results}) {
        const bool nag = junk == &nags;
        SCOPED_TRACE(nag ? "NAGs" : "results in a variation");
        const Heard h = heard("1.e4 " + *junk + "e5 2.Sf3 Sc6 3.Lb5 a6 *", going_on(true));
        EXPECT_TRUE(h.errors.empty());
        EXPECT_EQ(h.end.moves, nag ? 6u : 7u);  // (1.d4 in the variation)
        EXPECT_EQ(h.end_language, "de");
        ASSERT_EQ(h.warnings.size(), 1500u);
        for (int k = 0; k < 1500; ++k) {
            const Diagnostic& w = h.warnings[std::size_t(k)];
            EXPECT_EQ(w.error.code, nag ? Errc::BadNag : Errc::ResultInVariation);
            if (nag) {
                EXPECT_TRUE(says(w, std::to_string(1000 + k)));
            }
        }
        // In English, the language tried first: read once, the warnings said as they pass
        // the bound.
        WritingHeard writing;
        read_pgn("1.e4 " + *junk + "e5 2.Nf3 Nc6 3.Bb5 a6 *", writing, going_on(true));
        EXPECT_EQ(std::count(writing.events.begin(), writing.events.end(), 'w'), 1500);
        EXPECT_LT(writing.events.find('w'), writing.events.rfind('m'));
    }
}

// The FIDE Portuguese sample game as printed, with English letters: Re8 is a rook in English,
// a king in Portuguese, so the game is English.
TEST(FindLanguage, ThePortugueseSampleInEnglishLettersIsEnglish) {
    const std::string game =
        "1.e4 e5 2. Nf3 Nf6 3. d4 exd4 4. e5 Ne4 5. Qxd4 d5 6. exd6 e.p. Nxd6 7. Bg5 Nc6 8. "
        "Qe3+ Be7 9. Nbd2 0-0 10. 0-0-0 Re8 11. Kb1 (=) *";
    const Heard h = heard(game, going_on(true));
    EXPECT_TRUE(h.errors.empty());
    EXPECT_EQ(h.end_language, "en");
    const std::string pt =
        "1.e4 e5 2. Cf3 Cf6 3. d4 exd4 4. e5 Ce4 5. Dxd4 d5 6. exd6 e.p. Cxd6 7. Bg5 Cc6 8. "
        "De3+ Be7 9. Cbd2 0-0 10. 0-0-0 Te8 11. Rb1 (=) *";
    EXPECT_EQ(heard(pt, going_on(true)).end_language, "pt");
}

// Several languages read every move, as different moves: the first by use, and a warning
// that names the others.
TEST(FindLanguage, SeveralFitAndAWarningNamesTheOthers) {
    const Heard h = heard("1. h4 h5 2. Rh3 *", going_on(true));
    EXPECT_TRUE(h.errors.empty());
    EXPECT_EQ(h.end_language, "en");
    ASSERT_EQ(h.warnings.size(), 1u);
    EXPECT_EQ(h.warnings[0].error.code, Errc::LanguageAmbiguous);
    EXPECT_TRUE(says(h.warnings[0], "Finnish"));
    // "Ke2" is also Esperanto's bishop.
    EXPECT_NE(heard("1. e4 e5 2. Ke2 *", going_on(true)).warnings.at(0).message.find("Esperanto"),
              std::string::npos);
    // Where the others do not read it whole (Romanian's N is a bishop), nothing to say.
    EXPECT_TRUE(heard("1. e4 e5 2. Nf3 Nc6 *", going_on(true)).warnings.empty());
}

// One foreign letter in an English game is a slip, not a German game.
TEST(FindLanguage, OneForeignLetterIsASlip) {
    const Heard h = heard("1.e4 e5 2.Sf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 *", going_on(true));
    EXPECT_EQ(h.end_language, "en");
    ASSERT_EQ(h.errors.size(), 1u);
    EXPECT_EQ(h.errors[0].read_as, "Nf3");
    EXPECT_EQ(h.errors[0].language, &english());
}

// Warnings of a reading in the wrong language are not kept: the game read again in its own
// says what there is to say, once.
TEST(FindLanguage, WarningsOfTheWrongLanguageAreDropped) {
    // A wrong number before the first German letter: said once, in German.
    const Heard h = heard("1.e4 e5 3.Sf3 Sc6 *", going_on(true));
    EXPECT_TRUE(h.errors.empty());
    ASSERT_EQ(h.warnings.size(), 1u);
    EXPECT_EQ(h.warnings[0].error.code, Errc::WrongMoveNumber);
    EXPECT_EQ(h.warnings[0].language, find_language("de"));
    EXPECT_EQ(h.end_language, "de");
}

// With the language given, a game that reads whole in another says so at its first error.
TEST(FindLanguage, AGivenLanguageThatFailsNamesTheOneThatReads) {
    const Heard h = heard("1.e4 e5 2.Sf3 Sc6 3.Lb5 *", PgnReadOptions{});
    ASSERT_EQ(h.errors.size(), 1u);
    EXPECT_TRUE(says(h.errors[0], "the game reads whole in German: --from de"));
}

// The writer tags a game whose language was found, where it is not English.
TEST(FindLanguage, ConvertingTagsTheLanguageFound) {
    std::string out;
    PgnWriter writer(PgnWriteOptions::pgn(), [&](std::string_view s) { out += s; });
    read_pgn("[Event \"x\"]\n\n1.e4 e5 2.Sf3 Sc6 *\n\n1.e4 e5 2.Nf3 *\n", writer, going_on(true));
    EXPECT_NE(out.find("[FromLanguage \"de\"]\n\n1. e4 e5 2. Nf3 Nc6 *"), std::string::npos) << out;
    EXPECT_EQ(out.find("FromLanguage", out.find("Nc6")), std::string::npos) << out;
    std::string twice;
    PgnWriter again(PgnWriteOptions::pgn(), [&](std::string_view s) { twice += s; });
    PgnReadOptions german = going_on(true);
    german.moves.language = find_language("de");
    read_pgn("[FromLanguage \"de\"]\n\n1.e4 e5 2.Sf3 Sc6 *\n", again, german);
    EXPECT_EQ(twice.find("FromLanguage"), twice.rfind("FromLanguage")) << twice;
}

}  // namespace
}  // namespace notator
