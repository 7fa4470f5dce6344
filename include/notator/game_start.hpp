// Cutting PGN into pieces that are read on their own, by threads or by the machines of a
// cluster, each with its own PgnReader: the same games come out as from reading the whole.
#pragma once

#include <cstddef>
#include <string_view>

namespace notator {

// The first place at or after byte `from` of `text` where a game certainly starts, whatever
// came before: the start of a tag line that follows a blank line, where the nearest line before
// that holds something other than a tag or an escape line (so it is movetext, or a comment
// left open, which the reader closes there), or ends a section of tag lines that already has
// this line's tag (a game of tags alone, as a forfeit is recorded). Found without reading the
// games; conservative: it may pass over a game's start, but never names a place where none
// starts. npos when there is none. Precondition: `text` begins where the input or a game
// begins, and is UTF-8.
std::size_t find_game_start(std::string_view text, std::size_t from);

}  // namespace notator
