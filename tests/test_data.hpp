// Where the tests' data lie, and reading a games file the way the command reads it (internal to
// the tests).
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "notator/pgn.hpp"

namespace notator::test {

// A file under tests/data.
inline std::string data(const std::string& rel) {
    return std::string(NOTATOR_TEST_DATA) + "/" + rel;
}

// The bytes of a games file, decompressed if it is compressed (through open_input).
inline std::string read_games(const std::string& path) {
    std::string error, text;
    auto src = open_input(path, error);
    EXPECT_TRUE(src) << error;
    if (!src) return text;
    char buf[1 << 16];
    while (std::size_t n = src->read(buf, sizeof buf)) text.append(buf, n);
    return text;
}

}  // namespace notator::test
