// What a report quotes of the input (internal): a line's worth of source around a place, and
// text made safe to print.
#pragma once

#include "layer.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "notator/pgn.hpp"

namespace notator::detail {

// notator::printable, keeping the line ends too where `line_ends` (a comment's text).
std::string printable(std::string_view text, bool line_ends);
// False where printable leaves `text` as it is: all of it printable ASCII (true where it may
// change it).
bool maybe_unprintable(std::string_view text);

// (Moves read for a diagnosis are cut as quoted ones are.)
using notator::assign_shortened;
using notator::kLongestQuoted;
using notator::shortened;

// The line of `s` that holds byte `at` (whose column is `column`): all of it when it has at most
// 100 characters, else 100 characters around `at` (40 before it), cut between tokens where it
// can be; made printable. Looks at no more than a few hundred bytes, whatever the line's length.
SourceExcerpt excerpt(std::string_view s, std::size_t at, std::uint32_t column);

}  // namespace notator::detail
