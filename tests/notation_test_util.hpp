// What the tests of reading and writing single moves share: a position from its FEN, a
// language from its code, a move from its UCI text, each expected to be there (internal to the
// tests).
#pragma once

#include <gtest/gtest.h>

#include "notator/notation.hpp"
#include "notator/uci.hpp"

namespace notator::test {

inline Position fen(const char* text) {
    auto p = Position::from_fen(text);
    EXPECT_TRUE(p.ok()) << text << ": " << (p.ok() ? "" : p.error().message());
    return p.ok() ? *p : Position();
}

inline const Language& lang(const char* code) {
    const Language* l = find_language(code);
    EXPECT_NE(l, nullptr) << code;
    return l ? *l : english();
}

inline Move uci(const Position& p, const char* text) {
    auto m = parse_uci(p, text);
    EXPECT_TRUE(m.ok()) << text;
    return m.ok() ? *m : Move();
}

}  // namespace notator::test
