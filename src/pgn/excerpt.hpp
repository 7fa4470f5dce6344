// What a report quotes of the input (internal): a line's worth of source around a place, and
// text made safe to print.
#pragma once

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

// Moves quoted in reports and read for a diagnosis, and the players' names a report names its
// game by, are cut to this many characters: a token of junk or a tag's value can be megabytes
// long.
constexpr std::size_t kLongestQuoted = 40;

// `text` cut to at most `limit` characters, "…" after it when it was longer.
std::string shortened(std::string_view text, std::size_t limit);
// The same, assigned to `to` (in the memory it holds already, where that is enough).
void assign_shortened(std::string& to, std::string_view text, std::size_t limit);

// The line of `s` that holds byte `at` (whose column is `column`): all of it when it has at most
// 100 characters, else 100 characters around `at` (40 before it), cut between tokens where it
// can be; made printable. Looks at no more than a few hundred bytes, whatever the line's length.
SourceExcerpt excerpt(std::string_view s, std::size_t at, std::uint32_t column);

}  // namespace notator::detail
