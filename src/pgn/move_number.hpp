// Move numbers as movetext writes them (internal): "12." "12..." "12", alone or glued to the
// move ("12.Nf3"), and Black's dots alone ("..."). Read by the general reader, its short path
// for plain movetext and the search for a bad move's number.
#pragma once

#include <cstdint>
#include <string_view>

#include "../notation/lexer_util.hpp"

namespace notator::detail {

// The digits at the start of a token and the dots after them: tok[0, digits) is the number
// (its value; no digits: 0), tok[digits, dots) the dots.
struct NumberPrefix {
    std::size_t digits = 0, dots = 0;
    std::uint64_t value = 0;
};
inline NumberPrefix number_prefix(std::string_view tok) {
    NumberPrefix n;
    for (; n.digits < tok.size() && is_digit(tok[n.digits]); ++n.digits)
        n.value = n.value * 10 + std::uint64_t(tok[n.digits] - '0');
    n.dots = n.digits;
    while (n.dots < tok.size() && tok[n.dots] == '.') ++n.dots;
    return n;
}

}  // namespace notator::detail
