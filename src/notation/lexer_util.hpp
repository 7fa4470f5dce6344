// Small character tests shared by the notation reader and writer and the PGN reader (internal).
#pragma once

#include "layer.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <string_view>

#include "notator/notation.hpp"
#include "notator/position.hpp"
#include "notator/types.hpp"

namespace notator::detail {

// The bytes that end a word of text or a token of PGN's movetext: the blanks (space, tab, the
// line ends, vertical tab, form feed), and the brackets and semicolon, which are tokens of
// their own there (the PGN reader's byte classes are made of these).
inline constexpr std::string_view kBlankBytes = " \t\n\v\f\r";
inline constexpr std::string_view kStopBytes = "(){}[];";

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
// Can a form of e.p. begin with the byte c? Where none can, no e.p. stands there and the
// lexer need not try the forms one by one.
constexpr bool starts_en_passant(unsigned char c) {
    for (const std::string_view form : kEnPassantForms)
        if (static_cast<unsigned char>(form.front()) == c) return true;
    return false;
}
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

// A word of commentary standing among the moves at s[i] ("Good", "Best", "and", "wins.",
// "Resigns."): letters only, three or more, at least one of them a small letter no move is
// written with (moves are written with capitals, the files a-h, the capture's x and the t of
// descriptive notation's Kt), and none of the words descriptive notation writes moves with
// ("Castles", "takes", "mate"); then any of . , ! ? : after it. Its length, 0 where none starts
// there; `letters`: how many letters it has. Letters are Latin (accented too), Greek and
// Cyrillic.
// `least`: the letters a word must have (one, for the words after the first of a run:
// "White is better"; those need no telling letter where no move is written so, two small
// letters a-h or more, no x, but not two neighbouring files, a pawn's capture: "should be").
inline std::size_t commentary_word_length(std::string_view s, std::size_t i,
                                          std::size_t* letters_out = nullptr,
                                          std::size_t least = 3) {
    std::size_t k = i, letters = 0;
    bool telling = false;
    while (k < s.size()) {
        const unsigned char c = static_cast<unsigned char>(s[k]);
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
            telling |= c >= 'i' && c <= 'z' && c != 'x' && !(c == 't' && k > i && s[k - 1] == 'K');
            ++k;
        } else if (c >= 0xC3 && c <= 0xD3 && k + 1 < s.size() &&
                   (static_cast<unsigned char>(s[k + 1]) & 0xC0) == 0x80) {
            // U+00C0..U+04FF: accented Latin, Greek, Cyrillic (× U+00D7 and ÷ U+00F7 are signs).
            const unsigned cp = (c & 0x1Fu) << 6 | (static_cast<unsigned char>(s[k + 1]) & 0x3Fu);
            if (cp == 0xD7 || cp == 0xF7) break;
            // A small letter: Latin ones from U+00DF, Greek from U+03AC, Cyrillic from U+0430.
            telling |= (cp >= 0xDF && cp < 0x100) || (cp >= 0x3AC && cp < 0x400) ||
                       (cp >= 0x430 && cp < 0x460);
            k += 2;
        } else {
            break;
        }
        ++letters;
    }
    if (!telling && least == 1 && letters >= 2 && k - i == letters) {
        const std::string_view w = s.substr(i, k - i);
        const bool small =
            std::all_of(w.begin(), w.end(), [](char c) { return c >= 'a' && c <= 'h'; });
        const int apart = w.size() == 2 ? w[0] - w[1] : 0;
        telling = small && !(apart == 1 || apart == -1);
    }
    if (letters < least || !telling) return 0;
    const std::string_view word = s.substr(i, k - i);
    for (const std::string_view notation : {"Castles", "castles", "takes", "take", "mate", "check",
                                            "square", "double", "passant", "dis", "dbl"})
        if (word == notation) return 0;
    while (k < s.size() && std::string_view(".,!?:").find(s[k]) != std::string_view::npos) ++k;
    // The word must end there (a digit or a sign glued to it makes it something else): at a
    // blank, a bracket or a semicolon, or a character of more bytes (a Unicode space, "…").
    if (k < s.size() && static_cast<unsigned char>(s[k]) < 0x80 &&
        kBlankBytes.find(s[k]) == std::string_view::npos &&
        kStopBytes.find(s[k]) == std::string_view::npos)
        return 0;
    if (letters_out) *letters_out = letters;
    return k - i;
}

// The Cyrillic "х" (U+0445), typed for the capture sign in Cyrillic texts.
inline constexpr std::string_view kCyrillicX = "\xD1\x85";

// The chess figurines, U+2654 to U+265F: White's king, queen, rook, bishop, knight and pawn,
// then Black's in the same order.
inline constexpr char32_t kFirstFigurine = 0x2654;
inline constexpr Role kFigurineOrder[6] = {Role::King,   Role::Queen,  Role::Rook,
                                           Role::Bishop, Role::Knight, Role::Pawn};
// The role of the figurine `c`; nullopt where it is none.
constexpr std::optional<Role> figurine_role_of(char32_t c) {
    if (c < kFirstFigurine || c >= kFirstFigurine + 12) return std::nullopt;
    return kFigurineOrder[(c - kFirstFigurine) % 6];
}
// The figurine of `role` for `color`, as a code point.
constexpr char32_t figurine_of(Role role, Color color) {
    char32_t k = 0;
    while (kFigurineOrder[k] != role) ++k;
    return kFirstFigurine + k + (color == Color::Black ? 6 : 0);
}
// The role of the figurine at the start of text (its three bytes of UTF-8).
inline std::optional<Role> figurine_role(std::string_view text) {
    if (text.size() < 3 || static_cast<unsigned char>(text[0]) != 0xE2 ||
        (static_cast<unsigned char>(text[1]) & 0xC0) != 0x80 ||
        (static_cast<unsigned char>(text[2]) & 0xC0) != 0x80)
        return std::nullopt;
    return figurine_role_of(char32_t(0x2000 | (static_cast<unsigned char>(text[1]) & 0x3F) << 6 |
                                     (static_cast<unsigned char>(text[2]) & 0x3F)));
}

// The check and mate signs ('+' and '#'), by the byte that writes them.
inline constexpr std::array<CheckSign, 256> kSignOf = [] {
    std::array<CheckSign, 256> t{};
    t['+'] = CheckSign::Check;
    t['#'] = CheckSign::Mate;
    return t;
}();

// Castling as written: O-O on the king's side, O-O-O on the queen's, with PGN's letter O or the
// FIDE appendix's digit 0. (Lenient reading takes more: Lexer::castling.)
constexpr std::string_view castling_spelling(CastlingSide side, bool zeros) {
    if (side == CastlingSide::King) return zeros ? "0-0" : "O-O";
    return zeros ? "0-0-0" : "O-O-O";
}

// The knight as old English books name it, in algebraic and descriptive moves alike ("Kt-f3",
// "KtxP"), and the pawn's letter some writers put before a pawn's move ("Pe4", "P-K4").
inline constexpr std::string_view kOldKnight = "Kt";
inline constexpr char kPawnLetter = 'P';

// How a promotion's piece may be marked after the square: plain ("e8Q", FIDE C.11), "=" (the
// PGN standard's), and, read leniently as books and programs write them, "/" and parentheses.
// In the order of WriteOptions' PromotionStyle; `odd`: a form lenient reading takes.
struct PromotionMark {
    std::string_view before, after;
    bool odd;
};
inline constexpr PromotionMark kPromotionMarks[] = {
    {"", "", false}, {"=", "", false}, {"/", "", true}, {"(", ")", true}};
static_assert(std::size(kPromotionMarks) == std::size_t(PromotionStyle::Parens) + 1);

}  // namespace notator::detail
