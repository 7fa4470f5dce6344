// Move numbers as the reader checks them: the numbering of a game from a FEN, the token after a
// number standing alone, and dots that stood for Black's move.
#pragma once

#include "layer.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace notator::detail::reading {

struct NumberDue {
    std::uint64_t offset = 0;  // a game from a FEN numbered from 1 on: the FEN's - 1
    // Where the token after a move number standing alone starts (comments after the number
    // passed over): dots there are the number's ("7. ... e5"). npos: none.
    std::size_t next = std::string_view::npos;
    bool warned = false;  // a wrong number was reported in this game
    // Dots that stood for Black's move ("3. Bc4 ... {a note}"): where, how long, and the ply
    // and depth of the line they were read in (-1: none). Where White's next number follows
    // them, that move is not given.
    std::size_t dots_at = 0, dots_length = 0;
    int dots_ply = -1;
    std::size_t dots_depth = 0;
};

}  // namespace notator::detail::reading
