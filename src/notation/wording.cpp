#include "wording.hpp"

#include <cstdio>
#include <utility>

#include "code_points.hpp"

namespace notator::detail {

namespace {

// Characters that show nothing, or nothing told apart from a space (besides the controls:
// Unicode's format characters, spaces other than U+0020, fillers and variation selectors):
// between quotes they look like nothing at all, and the reader cannot tell what to delete.
constexpr std::pair<char32_t, char32_t> kInvisible[] = {
    {0x00A0, 0x00A0},    // no-break space
    {0x00AD, 0x00AD},    // soft hyphen
    {0x034F, 0x034F},    // combining grapheme joiner
    {0x061C, 0x061C},    // Arabic letter mark
    {0x115F, 0x1160},    // Hangul fillers
    {0x17B4, 0x17B5},    // Khmer inherent vowels
    {0x180B, 0x180F},    // Mongolian variation selectors, vowel separator
    {0x2000, 0x200F},    // spaces, zero width characters, direction marks
    {0x2028, 0x202F},    // line and paragraph separators, embeddings, narrow no-break space
    {0x205F, 0x206F},    // medium space, word joiner, invisible operators, isolates
    {0x3000, 0x3000},    // ideographic space
    {0x3164, 0x3164},    // Hangul filler
    {0xFE00, 0xFE0F},    // variation selectors
    {0xFEFF, 0xFEFF},    // zero width no-break space (the byte order mark)
    {0xFFA0, 0xFFA0},    // halfwidth Hangul filler
    {0xFFF0, 0xFFFB},    // unassigned specials, interlinear annotation
    {0x1BCA0, 0x1BCA3},  // shorthand format controls
    {0x1D173, 0x1D17A},  // musical format controls
    {0xE0000, 0xE0FFF},  // tags, variation selectors supplement
};

bool invisible(char32_t c) {
    if (is_control(c)) return true;
    for (const auto& [first, last] : kInvisible)
        if (c >= first && c <= last) return true;
    return false;
}

// The ones pasted text brings most, by their Unicode names.
constexpr std::pair<char32_t, std::string_view> kNames[] = {
    {0x0009, "tab"},
    {0x00A0, "no-break space"},
    {0x00AD, "soft hyphen"},
    {0x180E, "Mongolian vowel separator"},
    {0x200B, "zero width space"},
    {0x200C, "zero width non-joiner"},
    {0x200D, "zero width joiner"},
    {0x200E, "left-to-right mark"},
    {0x200F, "right-to-left mark"},
    {0x202F, "narrow no-break space"},
    {0x2060, "word joiner"},
    {0x2061, "function application"},
    {0x2062, "invisible times"},
    {0x2063, "invisible separator"},
    {0x2064, "invisible plus"},
    {0xFEFF, "zero width no-break space"},
};

}  // namespace

std::string quoted_character(std::string_view c) {
    bool cut = false;
    if (!c.empty() && utf8_sequence(c, cut) == 0) {
        std::string out = c.size() > 1 ? "bytes" : "byte";
        for (const char b : c) {
            char hex[8];
            std::snprintf(hex, sizeof hex, " 0x%02X", static_cast<unsigned char>(b));
            out += hex;
        }
        return out;
    }
    const std::u32string points = code_points(c);
    if (points.size() != 1 || !invisible(points[0])) {
        std::string out(1, '\'');
        out.append(c) += '\'';
        return out;
    }
    char code[16];
    std::snprintf(code, sizeof code, "U+%04X", static_cast<unsigned>(points[0]));
    std::string out = code;
    for (const auto& [named, name] : kNames)
        if (named == points[0]) (out += " (").append(name) += ')';
    return out;
}

std::string join_list(const std::vector<std::string>& items, std::string_view conjunction) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i + 1 == items.size() && i > 0) {
            out += ' ';
            out.append(conjunction);
            out += ' ';
        } else if (i > 0) {
            out += ", ";
        }
        out += items[i];
    }
    return out;
}

std::string_view role_name(Role r) {
    constexpr std::string_view kNames[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    return kNames[index(r)];
}

}  // namespace notator::detail
