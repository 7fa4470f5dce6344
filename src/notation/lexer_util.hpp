// Small character tests shared by the notation reader and writer and the PGN reader (internal).
#pragma once

#include <optional>
#include <string_view>

#include "notator/types.hpp"

namespace notator::detail {

constexpr bool is_file(unsigned char c) { return c >= 'a' && c <= 'h'; }
constexpr bool is_rank(unsigned char c) { return c >= '1' && c <= '8'; }
// ASCII tests: the <cctype> ones consult the locale on every call.
constexpr bool is_digit(char c) { return c >= '0' && c <= '9'; }
constexpr bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// The byte length of the hyphen at the start of text: 1 for '-', 3 for the Unicode hyphens,
// dashes and minus sign people type or paste instead (U+2010..U+2015, U+2212), else 0.
constexpr std::size_t dash_length(std::string_view text) {
    if (text.empty()) return 0;
    if (text[0] == '-') return 1;
    if (text.size() < 3 || static_cast<unsigned char>(text[0]) != 0xE2) return 0;
    const unsigned char b1 = static_cast<unsigned char>(text[1]);
    const unsigned char b2 = static_cast<unsigned char>(text[2]);
    return (b1 == 0x80 && b2 >= 0x90 && b2 <= 0x95) || (b1 == 0x88 && b2 == 0x92) ? 3 : 0;
}

// The null move as other programs write it: Z0 (python-chess, some databases), 0000 (the UCI
// protocol) and @@@@; the length of the one `s` starts with, else 0.
constexpr std::size_t odd_null_length(std::string_view s) {
    for (const std::string_view form : {"Z0", "0000", "@@@@"})
        if (s.starts_with(form)) return form.size();
    return 0;
}

// "e.p." and the forms lenient reading takes for it (the first is the FIDE appendix's), where
// reading a move and reading movetext look for it.
inline constexpr std::string_view kEnPassantForms[] = {"e.p.", "e. p.", "e.p", "ep"};
// The draw offer written after a move (FIDE C.12).
inline constexpr std::string_view kDrawOffer = "(=)";

// The file of the letter at the start of text and its byte length: a-h, or a Cyrillic
// look-alike typed for one in Cyrillic texts (а с е: `cyrillic` set); -1 if none.
inline int file_letter(std::string_view text, std::size_t& length, bool& cyrillic) {
    if (text.empty()) return -1;
    const unsigned char c = static_cast<unsigned char>(text[0]);
    if (is_file(c)) {
        length = 1;
        return c - 'a';
    }
    if (text.size() < 2) return -1;
    const unsigned char d = static_cast<unsigned char>(text[1]);
    const int file = c == 0xD0 && d == 0xB0   ? 0
                     : c == 0xD1 && d == 0x81 ? 2
                     : c == 0xD0 && d == 0xB5 ? 4
                                              : -1;
    if (file >= 0) {
        length = 2;
        cyrillic = true;
    }
    return file;
}

// The Cyrillic "х" (U+0445), typed for the capture sign in Cyrillic texts.
inline constexpr std::string_view kCyrillicX = "\xD1\x85";

// The role of the chess figurine (U+2654..U+265F, white and black) at the start of text.
inline std::optional<Role> figurine_role(std::string_view text) {
    if (text.size() < 3 || static_cast<unsigned char>(text[0]) != 0xE2 ||
        static_cast<unsigned char>(text[1]) != 0x99)
        return std::nullopt;
    const unsigned char c = static_cast<unsigned char>(text[2]);
    if (c < 0x94 || c > 0x9F) return std::nullopt;
    constexpr Role kOrder[6] = {Role::King,   Role::Queen,  Role::Rook,
                                Role::Bishop, Role::Knight, Role::Pawn};
    return kOrder[(c - 0x94) % 6];
}

}  // namespace notator::detail
