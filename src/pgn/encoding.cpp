// Text encodings of PGN files: most old files are Windows-1252 or ISO-8859-1, newer ones UTF-8;
// the reader takes everything as UTF-8.
#include "encoding.hpp"

#include <cstdint>

#include "scan.hpp"

namespace notator::detail {

std::size_t utf8_sequence(std::string_view s, bool& cut) {
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

bool valid_utf8(std::string_view s) {
    for (std::size_t i = 0;;) {
        i = scan::find_high(s, i);
        if (i == s.size()) return true;
        bool cut = false;
        const std::size_t len = utf8_sequence(s.substr(i), cut);
        if (len == 0) return false;
        i += len;
    }
}

void append_windows1252(std::string& out, unsigned char c) {
    // U+20AC ... for 0x80-0x9F; 0 where Windows-1252 has no character.
    static constexpr char16_t kHigh[32] = {
        0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
        0x2039, 0x0152, 0,      0x017D, 0,      0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
        0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};
    char32_t cp = c;
    if (c >= 0x80 && c <= 0x9F && kHigh[c - 0x80] != 0) cp = kHigh[c - 0x80];
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xC0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xE0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    }
}

std::string repaired_utf8(std::string_view s) {
    std::string out;
    out.reserve(s.size() + s.size() / 8);
    for (std::size_t i = 0; i < s.size();) {
        const std::size_t high = scan::find_high(s, i);
        out.append(s.substr(i, high - i));
        i = high;
        if (i == s.size()) break;
        bool cut = false;
        if (const std::size_t len = utf8_sequence(s.substr(i), cut)) {
            out.append(s.substr(i, len));
            i += len;
        } else {
            append_windows1252(out, static_cast<unsigned char>(s[i]));
            ++i;
        }
    }
    return out;
}

}  // namespace notator::detail
