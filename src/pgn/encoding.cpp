// Text encodings of PGN files: most old files are Windows-1252 or ISO-8859-1, newer ones UTF-8;
// the reader takes everything as UTF-8.
#include "encoding.hpp"

#include <cstdint>

#include "scan.hpp"

namespace notator::detail {

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

EncodingSigns encoding_signs(std::string_view text) {
    EncodingSigns out;
    const std::u32string cp = code_points(text);
    const auto letter = [&](std::size_t k) {
        if (k >= cp.size()) return false;
        const char32_t c = cp[k];
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
               (c >= 0xC0 && c <= 0x24F && c != 0xD7 && c != 0xF7);
    };
    // The signs that are letters of both encodings and that text in any script holds between
    // two letters of a word only so (³ ¹ ¿ £ ¥ ¯ ± ¶ ¼ ¾: ł ą/š ż Ł Ą/Ľ Ż ą/± ś/¶ ź/Ľ ž/ľ); not the
    // signs words of Western text hold (Fritz®, «Open», cœur), which say nothing.
    const auto sign = [](char32_t c) {
        return c == 0xB3 || c == 0xB9 || c == 0xBF || c == 0xA3 || c == 0xA5 || c == 0xAF ||
               c == 0xB1 || c == 0xB6 || c == 0xBC || c == 0xBE;
    };
    bool cp1250 = false, either = false;
    for (std::size_t k = 0; k < cp.size(); ++k) {
        const char32_t c = cp[k];
        if (c >= 0x80 && c <= 0x9F) {
            if (out.undefined < 0) out.undefined = int(c);
            cp1250 |= c == 0x8D || c == 0x8F || c == 0x9D;  // Ť Ź ť in Windows-1250
            continue;
        }
        if (sign(c) && k > 0 && letter(k - 1) && letter(k + 1)) either = true;
    }
    if (cp1250)
        out.looks_like = "windows-1250";
    else if (either)
        out.looks_like = "windows-1250 or iso-8859-2";
    return out;
}

}  // namespace notator::detail
