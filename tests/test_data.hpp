// Where the tests' data lie, and reading a games file the way the command reads it (internal to
// the tests).
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "notator/pgn.hpp"

namespace notator::test {

// A file under tests/data.
inline std::string data(const std::string& rel) {
    return std::string(NOTATOR_TEST_DATA) + "/" + rel;
}

// The bytes of a games file, decompressed if it is compressed (through open_input).
inline std::string read_games(const std::string& path) {
    std::string text;
    auto src = open_input(path);
    EXPECT_TRUE(src) << src.error().message();
    if (!src) return text;
    char buf[1 << 16];
    while (std::size_t n = (*src)->read(buf, sizeof buf)) text.append(buf, n);
    return text;
}

// `text` with `times` pieces from `inserts` put in at places chosen by `seed`: one time in
// `one_in` anywhere, else just before or after a line end (where splitting looks).
inline std::string scatter(std::string text, const std::vector<std::string>& inserts, int times,
                           unsigned one_in, unsigned seed) {
    std::mt19937 rng(seed);
    for (int k = 0; k < times && !text.empty(); ++k) {
        std::size_t at = rng() % text.size();
        if (const auto nl = text.find('\n', at); nl != std::string::npos && rng() % one_in != 0)
            at = nl + (rng() % 2);
        text.insert(std::min(at, text.size()), inserts[rng() % inserts.size()]);
    }
    return text;
}

}  // namespace notator::test
