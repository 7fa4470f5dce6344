// What a game's tag section leaves for the reading of its movetext: the tags the reading
// depends on (the first of each counts), what the section said, and the escape lines before
// the next game's tags.
#pragma once

#include "layer.hpp"

#include <string>
#include <vector>

#include "held_reports.hpp"

namespace notator::detail::reading {

struct TagSection {
    std::string fen, variant, setup, result;
    bool fen_taken = false, variant_taken = false, setup_taken = false, result_taken = false;
    bool variant_game = false;     // a variant's: not checked, and no error (start_position)
    bool encoding_warned = false;  // encoding_doubt said its word for this game
    std::vector<Held> said;        // what the tag section said, not yet said
    std::vector<std::string> escapes_before;  // escape lines before the next game's tags
};

}  // namespace notator::detail::reading
