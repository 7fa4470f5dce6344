// UTF-8 text as code points (internal), for the diagnostics that compare what was written with
// what a move looks like character by character.
#pragma once

#include <string>
#include <string_view>

namespace notator::detail {

// Each character of `s` (UTF-8; a truncated sequence at the end gives what it holds).
inline std::u32string code_points(std::string_view s) {
    std::u32string out;
    for (std::size_t i = 0; i < s.size();) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        const int len = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        char32_t cp = len == 1 ? c : c & (0x7F >> len);
        for (int k = 1; k < len && i + std::size_t(k) < s.size(); ++k)
            cp = (cp << 6) | (static_cast<unsigned char>(s[i + std::size_t(k)]) & 0x3F);
        out += cp;
        i += std::size_t(len);
    }
    return out;
}

}  // namespace notator::detail
