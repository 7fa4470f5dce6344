// Text encodings of PGN input (internal): the reader reads UTF-8 only, and the input's bytes are
// decoded to it on their way in (input.cpp).
#pragma once

#include "layer.hpp"

#include <cstddef>
#include <string>
#include <string_view>

#include "../notation/code_points.hpp"  // utf8_sequence

namespace notator::detail {

// Is s well-formed UTF-8 (no overlong forms, surrogates or code points past U+10FFFF, no
// sequence cut short)?
bool valid_utf8(std::string_view s);

// Appends the UTF-8 of the Windows-1252 byte c: as browsers decode "ISO-8859-1", 0x80-0x9F are
// curly quotes, dashes, "…", "€" and the like (the five bytes Windows-1252 leaves out stand for
// themselves, the C1 controls).
void append_windows1252(std::string& out, unsigned char c);

// UTF-8 as the reader takes it: `s`'s well-formed UTF-8 as it is, each other byte as
// Windows-1252 (a sequence cut short by s's end too).
std::string repaired_utf8(std::string_view s);

// What the letters of a text say of the encoding its bytes were in, where they were read as
// Windows-1252 and are not: a byte Windows-1252 has no character for (read as the C1 control of
// its value: 0x9D is the ť of Windows-1250), and signs standing between two letters that are
// letters of the Central European encodings (³ ¹ ¿ for ł ą ż in Windows-1250, ł š ż in
// ISO-8859-2).
struct EncodingSigns {
    int undefined = -1;           // the first such byte (0x81, 0x8D, 0x8F, 0x90, 0x9D); -1: none
    std::string_view looks_like;  // "windows-1250", "windows-1250 or iso-8859-2", or empty
};
EncodingSigns encoding_signs(std::string_view text);

}  // namespace notator::detail
