// Words the diagnostics build their sentences from (internal).
#pragma once

#include "layer.hpp"

#include <string>
#include <string_view>
#include <vector>

#include "notator/types.hpp"

namespace notator::detail {

// "pawn", "knight", "bishop", "rook", "queen", "king".
std::string_view role_name(Role r);

// "a", "a or b", "a, b or c" (with `conjunction` "or").
std::string join_list(const std::vector<std::string>& items, std::string_view conjunction);

// One character of what was written, as a message quotes it: "'x'"; but by its code point,
// named where it is a common one ("U+00AD (soft hyphen)"), when quotes would show nothing a
// reader can tell apart (a control, format or other invisible character, as text pasted from
// web pages brings), and by its bytes when it is no UTF-8 ("byte 0x9B").
std::string quoted_character(std::string_view c);

}  // namespace notator::detail
