// perft over every suite in tests/data/perft. Each position is searched to the deepest
// depth whose expected count is at most NOTATOR_PERFT_MAX_NODES (default 2,000,000); the
// "deep" CTest label raises that to everything in the files.
#include <gtest/gtest.h>

#include <cstdlib>

#include "notator/perft.hpp"
#include "perft_suite.hpp"

namespace notator {
namespace {

std::uint64_t max_nodes() {
    const char* env = std::getenv("NOTATOR_PERFT_MAX_NODES");
    return env ? std::strtoull(env, nullptr, 10) : 2'000'000;
}

class PerftSuite : public ::testing::TestWithParam<const char*> {};

TEST_P(PerftSuite, NodeCountsMatch) {
    const auto cases =
        test::read_perft_file(std::string(NOTATOR_TEST_DATA) + "/perft/" + GetParam());
    ASSERT_FALSE(cases.empty());
    const std::uint64_t limit = max_nodes();
    int checked = 0;
    for (const auto& c : cases) {
        auto pos = Position::from_fen(c.fen);
        if (test::rejected_on_purpose(c)) {
            ASSERT_FALSE(pos.ok()) << c.name;
            EXPECT_EQ(pos.error().code, Errc::TooManyPieces);
            ++checked;
            continue;
        }
        ASSERT_TRUE(pos.ok()) << c.name << ": " << c.fen << ": " << pos.error().message();
        // The shallowest depth is always checked, however large its count.
        bool first = true;
        for (const auto& [depth, nodes] : c.counts) {
            if (!first && nodes > limit) continue;
            first = false;
            EXPECT_EQ(perft(*pos, depth), nodes) << c.name << " depth " << depth << ": " << c.fen;
            ++checked;
        }
    }
    EXPECT_GE(checked, int(cases.size()));
}

INSTANTIATE_TEST_SUITE_P(Files, PerftSuite,
                         ::testing::Values("standard.epd", "chess960.perft", "sedlak.epd",
                                           "frc.epd", "shakmaty-tricky.perft",
                                           "python-chess-tricky.perft", "random-sample.perft"),
                         [](const auto& info) {
                             std::string n = info.param;
                             for (char& ch : n)
                                 if (!isalnum(static_cast<unsigned char>(ch))) ch = '_';
                             return n;
                         });

TEST(Perft, DivideSumsToTotal) {
    Position pos;
    std::uint64_t sum = 0;
    const auto parts = perft_divide(pos, 3);
    EXPECT_EQ(parts.size(), 20u);
    for (const auto& [m, n] : parts) sum += n;
    EXPECT_EQ(sum, 8902u);
}

TEST(Perft, DepthZeroIsOne) { EXPECT_EQ(perft(Position(), 0), 1u); }

}  // namespace
}  // namespace notator
