// Every SIMD variant of the byte scanning (src/pgn/scan.hpp) tells what its scalar reference
// tells, on every byte value at every place around the widths it loads, and on random text.
// A build without SIMD (NOTATOR_SIMD=OFF) has only the reference, and this test checks that the
// functions the reader calls are it.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "scan_agreement.hpp"

namespace notator::detail::scan {
namespace {

// Texts that put each byte value at each place of the first 70 bytes, among letters, blanks
// and line ends; and random ones.
std::vector<std::string> texts() {
    std::vector<std::string> out;
    const std::string base =
        "1.e4 e5 2.Nf3\r\nNc6 3.Bb5 {a} (3.Bc4) ; x\n[Event \"v\"]\n\t12... a6  \"q\\\\\" 1-0\n";
    for (int c = 0; c < 256; ++c)
        for (std::size_t at = 0; at < 70; at += 3) {
            std::string t = base + base;
            t[at] = char(c);
            out.push_back(t);
        }
    std::mt19937 rng(7);
    const std::string alphabet = "aeNx12. \n\r\t{}()[];\"\\\xC2\xA0\x80\xFF";
    for (int k = 0; k < 3000; ++k) {
        std::string t(rng() % 90, ' ');
        for (char& c : t)
            c = rng() % 4 == 0 ? char(rng() % 256) : alphabet[rng() % alphabet.size()];
        out.push_back(t);
    }
    return out;
}

TEST(Scan, EveryVariantTellsWhatTheReferenceTells) {
    std::size_t compared = 0;
    for (const std::string& t : texts()) {
        ASSERT_EQ(disagreement(t), "") << "in " << t;
        compared += t.size() + 1;
    }
    EXPECT_GT(compared, 500000u);
}

// The reference itself, on what each function is for.
TEST(Scan, TheReferenceFindsWhatItSays) {
    const std::string_view s = "Nf3  \t\n(e5)\x01x \xC2\xA0Kd1";
    EXPECT_EQ(scalar::token_span(s, 0).end, 3u);
    EXPECT_EQ(scalar::token_span(s, 0).next, 7u);   // the '(' after the blanks
    EXPECT_EQ(scalar::token_span(s, 8).end, 10u);   // ')' ends "e5"
    EXPECT_EQ(scalar::token_span(s, 11).end, 13u);  // a control byte does not
    EXPECT_EQ(scalar::token_span(s, 14).end, 14u);  // 0xC2 starts nothing plain
    EXPECT_TRUE(scalar::quick_span(s, 0).clean());
    EXPECT_FALSE(scalar::quick_span(s, 11).clean());  // ends at a control byte
    EXPECT_EQ(scalar::find_high(s, 0), 14u);
    EXPECT_EQ(scalar::count_lines(s), 1u);
    EXPECT_EQ(scalar::tag_value_end("ab\\\"c\"", 0).at, 2u);
}

}  // namespace
}  // namespace notator::detail::scan
