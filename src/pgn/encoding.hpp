// Text encodings of PGN input (internal).
#pragma once

#include <string>
#include <string_view>

namespace notator::detail {

// Is s well-formed UTF-8 (no overlong two-byte forms, no sequence cut short)?
bool valid_utf8(std::string_view s);

// ISO-8859-1 -> UTF-8: each byte is its own code point.
std::string latin1_to_utf8(std::string_view s);

}  // namespace notator::detail
