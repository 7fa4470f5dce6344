// The languages moves are written in: the table the issue asks for, each reading what it
// writes, a set of letters of one's own, and what a user names with --from.
#include <gtest/gtest.h>

#include <string>

#include "notation_test_util.hpp"
#include "notator/movegen.hpp"
#include "notator/notation.hpp"
#include "notator/uci.hpp"

namespace notator {
namespace {

using test::fen;
using test::lang;

TEST(Languages, TableHoldsWhatTheIssueAsks) {
    EXPECT_GE(languages().size(), 20u);
    for (const char* code : {"en", "de", "fr", "es", "it", "pt", "gl", "nl", "pl", "eo", "ru", "cs",
                             "hu", "sv", "ro", "tr"})
        EXPECT_NE(find_language(code), nullptr) << code;
    EXPECT_EQ(find_language("xx"), nullptr);
    // A language's name or its code in capitals names it too, as people write them.
    EXPECT_EQ(find_language("DE"), find_language("de"));
    EXPECT_EQ(find_language("German"), find_language("de"));
    EXPECT_EQ(find_language("dutch"), find_language("nl"));
    EXPECT_EQ(find_language("Germa"), nullptr);
    // And its own name, as its speakers write it or as typed without accents.
    EXPECT_EQ(find_language("Deutsch"), find_language("de"));
    EXPECT_EQ(find_language("Français"), find_language("fr"));
    EXPECT_EQ(find_language("francais"), find_language("fr"));
    EXPECT_EQ(find_language("Русский"), find_language("ru"));
    EXPECT_EQ(find_language("CESTINA"), find_language("cs"));
    EXPECT_EQ(find_language(""), nullptr);
    for (const Language& l : languages()) EXPECT_EQ(find_language(l.name), &l) << l.name;
    EXPECT_EQ(lang("ru").letter(Role::King), "\xD0\x9A\xD1\x80");
    for (const Language& l : languages()) {
        EXPECT_FALSE(l.source.empty()) << l.code;
        // Five distinct letters, none of them a file or digit.
        for (int i = 0; i < 5; ++i) {
            EXPECT_FALSE(l.letters[i].view().empty()) << l.code;
            for (int k = 0; k < i; ++k)
                EXPECT_NE(l.letters[i].view(), l.letters[k].view()) << l.code;
        }
    }
}

TEST(Languages, EveryLanguageReadsWhatItWrites) {
    const Position p = fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    MoveList list;
    generate_legal(p, list);
    for (const Language& l : languages()) {
        ReadOptions ro;
        ro.language = &l;
        for (Move m : list) {
            const std::string text = write_move(p, m, WriteOptions::fide(l));
            auto r = read_move(p, text, ro);
            ASSERT_TRUE(r.ok()) << l.code << " " << text;
            EXPECT_EQ(r->move, m) << l.code << " " << text;
        }
    }
}

TEST(Languages, UserDefinedSet) {
    auto kdtls = custom_language("KDTLS");
    ASSERT_TRUE(kdtls.ok());
    const Position start;
    ReadOptions ro;
    ro.language = &*kdtls;
    EXPECT_EQ(to_uci(start, read_move(start, "Sf3", ro)->move), "g1f3");
    auto ru = custom_language("\xD0\x9A\xD1\x80 \xD0\xA4 \xD0\x9B \xD0\xA1 \xD0\x9A");
    ASSERT_TRUE(ru.ok());
    EXPECT_EQ(ru->letter(Role::King), "\xD0\x9A\xD1\x80");
    EXPECT_EQ(custom_language("KDTL").error().code, Errc::BadLetterSet);
    EXPECT_EQ(custom_language("KDTLK").error().code, Errc::BadLetterSet);
    auto file = custom_language("KDTLe");
    ASSERT_FALSE(file.ok());
    EXPECT_EQ(file.error().begin, 4u);
}

// What a user names with --from: built-in languages are the library's own; a set of one's
// own is kept, once for the same letters; other notations read as such.
TEST(Languages, Named) {
    EXPECT_EQ(*language_named("de"), find_language("de"));
    EXPECT_EQ(*language_named("German"), find_language("de"));
    const auto own = language_named("KDTLJ");
    ASSERT_TRUE(own.ok());
    EXPECT_EQ((*own)->letter(Role::Knight), "J");
    EXPECT_EQ(*language_named("K D T L J"), *own);
    EXPECT_NE(*language_named("KDTLZ"), *own);
    EXPECT_EQ(language_named("xx").error().code, Errc::BadLetterSet);
    const auto descriptive = reading_named("Descriptive");
    ASSERT_TRUE(descriptive.ok());
    EXPECT_EQ(descriptive->notation, Notation::Descriptive);
    const auto own_reading = reading_named("KDTLJ");
    ASSERT_TRUE(own_reading.ok());
    EXPECT_EQ(own_reading->language, *own);
    EXPECT_EQ(own_reading->notation, Notation::Algebraic);
    const Position start;
    EXPECT_EQ(to_uci(start, read_move(start, "Jf3", *own_reading)->move), "g1f3");
    EXPECT_FALSE(reading_named("QQQQQ").ok());
}

}  // namespace
}  // namespace notator
