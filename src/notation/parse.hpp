// Parsing into storage the caller owns (internal): read_move parses straight into its result,
// so the move description is not copied while its bytes are still being written.
#pragma once

#include <optional>
#include <string_view>

#include "notator/notation.hpp"

namespace notator::detail {

std::optional<Error> parse_move_text_into(std::string_view text, const Language& language,
                                          MoveText& out);

}  // namespace notator::detail
