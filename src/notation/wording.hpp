// Words the diagnostics build their sentences from (internal).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "notator/types.hpp"

namespace notator::detail {

// "pawn", "knight", "bishop", "rook", "queen", "king".
std::string_view role_name(Role r);

// "a", "a or b", "a, b or c" (with `conjunction` "or").
std::string join_list(const std::vector<std::string>& items, std::string_view conjunction);

}  // namespace notator::detail
