// PGN tag lines: a tag given twice, the characters of a tag's name, and lines of every length
// across the reader's window, with escapes and non-ASCII bytes at every place.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>

#include "notator/pgn.hpp"
#include "pgn_test_util.hpp"

namespace notator {
namespace {

using test::census;
using test::Census;
using test::convert;

// A tag given twice is written twice (the roster takes the first), and the first FEN, SetUp,
// Variant or Result is the one that counts, the second reported.
TEST(PgnReading, TagsGivenTwice) {
    const std::string pgn =
        "[White \"A\"]\n[White \"B\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n"
        "[FEN \"8/8/8/8/8/8/8/K6k w - - 0 1\"]\n\n1. O-O *\n";
    const Census c = census(pgn);
    EXPECT_EQ(c.moves, 1u);  // castling: the first FEN
    EXPECT_EQ(c.errors, 0u);
    EXPECT_EQ(c.issues, 1u);
    const std::string out = convert(pgn, PgnWriteOptions::pgn());
    EXPECT_NE(out.find("[White \"A\"]\n[Black \"?\"]\n[Result \"*\"]\n[White \"B\"]\n"),
              std::string::npos)
        << out;
    EXPECT_EQ(census(out).raw, c.raw);
}

// A tag's name is letters, digits and '_' (PGN's symbol characters, less the ones no tag
// uses): every byte tried at every place of a name, on the tag line's short path. A name
// character keeps the name whole; any other byte never passes as part of it.
TEST(PgnReading, TagNameCharacters) {
    const std::string name = "Abcdefghijklmnopqrstu";  // 21 characters
    std::size_t whole = 0;
    for (int c = 1; c < 256; ++c) {
        const bool name_char =
            (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
        for (std::size_t at = 1; at < name.size(); ++at) {
            std::string n = name;
            n[at] = char(c);
            const Census r = census("[" + n + " \"v\"]\n\n1. e4 *\n");
            const bool kept = r.tags.size() == 1 && r.tags[0].first == n && r.issues == 0;
            ASSERT_EQ(kept, name_char) << c << " at " << at;
            whole += kept;
        }
    }
    EXPECT_EQ(whole, 63u * 20u);
}

// Tag lines of every length up to past the reader's 32-byte window, the value's end, a
// non-ASCII byte (Latin-1, which must be converted) and an escape at every place in it: the
// name and value come out whole, with no issue, however the line falls on the window.
TEST(PgnReading, TagLinesOfEveryLength) {
    std::size_t read = 0;
    for (std::size_t name_length : {1u, 2u, 7u, 26u, 27u, 28u, 29u, 30u, 31u, 33u}) {
        const std::string name =
            std::string("Ab_9xyzwvutsrqponmlkjihgfedcbaZYXWV").substr(0, name_length);
        for (std::size_t value_length = 0; value_length <= 40; ++value_length) {
            for (std::size_t at = 0; at <= value_length; ++at) {
                for (int kind = 0; kind < 4; ++kind) {
                    // The value's bytes before and after the one at `at`, as written and as
                    // read.
                    const std::string before(at, 'v'),
                        after(value_length - std::min(at + 1, value_length), 'v');
                    const bool special = at < value_length && (kind == 1 || kind == 2);
                    const std::string written = special ? (kind == 1 ? "\xE9" : "\\\"") : "v";
                    const std::string meant = special ? (kind == 1 ? "\xC3\xA9" : "\"") : "v";
                    const std::string value = at < value_length ? before + written + after : before;
                    const std::string expected =
                        at < value_length ? before + meant + after : before;
                    const std::string eol = kind == 3 ? "\r\n" : "\n";
                    const std::string pgn = "[" + name + " \"" + value + "\"]" + eol +
                                            "[Round \"1\"]" + eol + eol + "1. e4 *" + eol;
                    const Census r = census(pgn);
                    ASSERT_EQ(r.tags.size(), 2u) << pgn;
                    ASSERT_EQ(r.tags[0].first, name) << pgn;
                    ASSERT_EQ(r.tags[0].second, expected) << pgn;
                    ASSERT_EQ(r.tags[1], (std::pair<std::string, std::string>("Round", "1")))
                        << pgn;
                    ASSERT_EQ(r.issues, 0u) << pgn;
                    ASSERT_EQ(r.moves, 1u) << pgn;
                    ++read;
                }
            }
        }
    }
    EXPECT_EQ(read, 10u * 4u * (41u * 42u / 2u));
}

}  // namespace
}  // namespace notator
