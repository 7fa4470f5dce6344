// A game read while it is being split (internal, GameSplitter::read_next): the reading finds
// where the game ends when it is plain, and asks the splitter to cut it the usual way as soon
// as it meets anything else.
#pragma once

#include <cstdint>
#include <functional>
#include <string_view>

#include "notator/pgn.hpp"

namespace notator::detail {

struct OpenGame {
    // From the game's first byte (a tag's '[') to the last line end of the bytes at hand, or
    // to the input's end.
    std::string_view text;
    bool input_end;  // `text` ends where the input does
    std::uint64_t first_line;
    // The game's text as GameSplitter::next cuts it, from the same first byte (it may lie
    // elsewhere than `text`; `text` is not valid afterwards). Called at most once.
    std::function<std::string_view()> close;
};

// Reads the game exactly as read_game reads the text next() gives. Returns the length of the
// game's text when the reading found its end itself; npos when it called close().
std::size_t read_open_game(const OpenGame& game, std::uint64_t number, PgnVisitor& visitor,
                           const PgnReadOptions& options);

}  // namespace notator::detail
