// What each byte is to PGN's words (internal), each set stated once: the classes of the
// movetext's token bytes and the characters of a tag name. The scanning loops (scan.hpp), the
// grammar (grammar.hpp) and the reader take them from here.
#pragma once

#include "layer.hpp"

#include <array>
#include <cstdint>
#include <string_view>

#include "../notation/lexer_util.hpp"

namespace notator::detail::scan {

// What a byte is to the movetext's tokens.
enum ByteClass : std::uint8_t {
    kToken = 0,  // part of a token
    kStop = 1,   // ends a token and is a token of its own: ( ) { } [ ] ;
    kBlank = 2,  // ends a token: space, tab, line feed, vertical tab, form feed, carriage return
    kHigh = 3,   // from 0x80 up: part of a token, unless it starts a Unicode space (grammar.hpp)
};
inline constexpr std::array<ByteClass, 256> kByteClass = [] {
    std::array<ByteClass, 256> t{};
    for (unsigned char c : kStopBytes) t[c] = kStop;
    for (unsigned char c : kBlankBytes) t[c] = kBlank;
    for (int c = 0x80; c < 256; ++c) t[std::size_t(c)] = kHigh;
    return t;
}();
constexpr ByteClass byte_class(char c) { return kByteClass[static_cast<unsigned char>(c)]; }
constexpr bool is_ascii_blank(char c) { return byte_class(c) == kBlank; }

// The characters of a tag name: letters, digits and '_' (PGN's symbol characters, less the
// ones no tag uses).
inline constexpr std::array<bool, 256> kTagNameByte = [] {
    std::array<bool, 256> t{};
    for (int c = 0; c < 256; ++c)
        t[std::size_t(c)] = detail::is_alpha(char(c)) || detail::is_digit(char(c)) || c == '_';
    return t;
}();
constexpr bool is_tag_name_byte(char c) { return kTagNameByte[static_cast<unsigned char>(c)]; }

}  // namespace notator::detail::scan
