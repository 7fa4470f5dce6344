// UTF-8 text as reports and the command measure it: columns and widths count characters, not
// bytes.
#pragma once

#include <cstddef>
#include <string_view>

namespace notator {

// Whether byte `c` continues a UTF-8 character (rather than beginning one).
constexpr bool continues_character(char c) {
    return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

// The characters of UTF-8 text, not its bytes: the bytes that begin one.
constexpr std::size_t characters(std::string_view text) {
    std::size_t n = 0;
    for (const char c : text) n += !continues_character(c);
    return n;
}

}  // namespace notator
