// Text encodings of PGN files: most old files are ISO-8859-1, newer ones UTF-8; the reader
// hands everything on as UTF-8.
#include "encoding.hpp"

#include <cstdint>
#include <cstring>

namespace notator::detail {

bool valid_utf8(std::string_view s) {
    for (std::size_t i = 0; i < s.size();) {
        // Thirty-two, then eight ASCII bytes at a time: nearly all of a game is ASCII.
        if (i + 32 <= s.size()) {
            std::uint64_t w[4];
            std::memcpy(w, s.data() + i, 32);
            if (!((w[0] | w[1] | w[2] | w[3]) & 0x8080808080808080ULL)) {
                i += 32;
                continue;
            }
        }
        if (i + 8 <= s.size()) {
            std::uint64_t word;
            std::memcpy(&word, s.data() + i, 8);
            if (!(word & 0x8080808080808080ULL)) {
                i += 8;
                continue;
            }
        }
        const unsigned char c = static_cast<unsigned char>(s[i]);
        if (c < 0x80) {
            ++i;
            continue;
        }
        const int len = (c & 0xE0) == 0xC0   ? 2
                        : (c & 0xF0) == 0xE0 ? 3
                        : (c & 0xF8) == 0xF0 ? 4
                                             : 0;
        if (len == 0 || c == 0xC0 || c == 0xC1 || i + len > s.size()) return false;
        for (int k = 1; k < len; ++k)
            if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return false;
        i += len;
    }
    return true;
}

std::string latin1_to_utf8(std::string_view s) {
    std::string out;
    out.reserve(s.size() + s.size() / 8);
    for (char ch : s) {
        const unsigned char c = static_cast<unsigned char>(ch);
        if (c < 0x80) {
            out += ch;
        } else {
            out += char(0xC0 | (c >> 6));
            out += char(0x80 | (c & 0x3F));
        }
    }
    return out;
}

}  // namespace notator::detail
