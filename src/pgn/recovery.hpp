// Going on after an error: a likely reading of a move that does not read, and how many errors
// of the game have been gone on from, and where.
#pragma once

#include "layer.hpp"

#include <array>
#include <cstddef>
#include <string>
#include <vector>

#include "notator/types.hpp"

namespace notator::detail::reading {

// A reading of the move that does not read, and where the line goes on from it.
struct Fix {
    std::vector<Move> moves;  // played in place of what was written, from the line's position
    std::size_t resume = 0;   // where the reading goes on
    double score = 0;         // lower is likelier
    bool goes_on = false;     // the move after it reads, or the line ends
    std::string text;         // the moves, in the reader's language
    std::string why;          // the kind of mistake, where more than one move is misread
};

struct Recovery {
    bool first_error = true;  // no error yet in this game
    int made = 0;             // errors gone on from in this game
    // The plies of the last two errors gone on from (-1: none), and the depth of the last: a
    // third within kThread plies means the line has lost its thread.
    std::array<int, 2> at{-1, -1};
    std::size_t depth = 0;
};

}  // namespace notator::detail::reading
