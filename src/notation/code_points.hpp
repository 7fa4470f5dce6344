// UTF-8 character by character (internal): whether a sequence is well-formed, for the input's
// decoding and the diagnostics that name a character, and text as code points, for those that
// compare what was written with what a move looks like.
#pragma once

#include "layer.hpp"

#include <cstddef>
#include <string>
#include <string_view>

#include "notator/text.hpp"

namespace notator::detail {

// The length of the well-formed UTF-8 sequence that s starts with (1 to 4), or 0 when its first
// byte starts none; `cut` is set when s ends before a sequence that may be well-formed does.
inline std::size_t utf8_sequence(std::string_view s, bool& cut) {
    cut = false;
    if (s.empty()) return 0;
    const auto at = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char c = at(0);
    if (c < 0x80) return 1;
    // The first byte's length and the range its second byte must lie in (no overlong forms,
    // no surrogates, nothing past U+10FFFF); the later bytes are 0x80-0xBF.
    std::size_t len;
    unsigned char lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
        len = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
        len = 3;
        if (c == 0xE0) lo = 0xA0;
        if (c == 0xED) hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        len = 4;
        if (c == 0xF0) lo = 0x90;
        if (c == 0xF4) hi = 0x8F;
    } else {
        return 0;
    }
    for (std::size_t k = 1; k < len; ++k) {
        if (k == s.size()) {
            cut = true;
            return 0;
        }
        const unsigned char b = at(k);
        if (k == 1 ? (b < lo || b > hi) : (b < 0x80 || b > 0xBF)) return 0;
    }
    return len;
}

// (The characters of a text: the public text.hpp.)
using notator::characters;

// The control characters: C0, DEL and C1. (A terminal may act on them; they show nothing.)
constexpr bool is_control(char32_t c) { return c < 0x20 || (c >= 0x7F && c <= 0x9F); }

// The character that s starts with, and its length in bytes (UTF-8, taken as it comes: a
// truncated sequence gives what it holds). Precondition: s is not empty.
inline char32_t first_code_point(std::string_view s, std::size_t& length) {
    const unsigned char c = static_cast<unsigned char>(s[0]);
    length = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    char32_t cp = length == 1 ? c : c & (0x7F >> length);
    for (std::size_t k = 1; k < length && k < s.size(); ++k)
        cp = (cp << 6) | (static_cast<unsigned char>(s[k]) & 0x3F);
    return cp;
}

// Each character of `s` (UTF-8; a truncated sequence at the end gives what it holds).
inline std::u32string code_points(std::string_view s) {
    std::u32string out;
    for (std::size_t i = 0, length = 0; i < s.size(); i += length)
        out += first_code_point(s.substr(i), length);
    return out;
}

}  // namespace notator::detail
