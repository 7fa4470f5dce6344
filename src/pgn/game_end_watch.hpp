// The end of a game: the result read, and the game's end on the board (mate, stalemate, and the
// ends by rule: fivefold repetition, the 75-move rule, a dead position) as the main line
// reaches it, with the claims a result may make.
#pragma once

#include "layer.hpp"

#include <cstddef>
#include <string>
#include <string_view>

#include "notator/outcome.hpp"
#include "notator/types.hpp"

namespace notator::detail::reading {

struct GameEndWatch {
    std::string_view result;  // the game-termination marker read
    std::size_t result_at = 0;
    bool over_due = false;  // the main line's game ended on the board: warn at a move
    bool happened = false;  // it has ended so
    // Whether a game's end by a rule is looked for: only where a warning can tell it (the moves
    // after it, the result). It changes nothing else: the moves after it are read and checked
    // all the same.
    bool watched = true;
    std::string why;                          // why it ended
    GameStatus status = GameStatus::Ongoing;  // how (and the side to move then)
    Color turn = Color::White;
    bool claimed_repetition = false, claimed_fifty = false;
};

}  // namespace notator::detail::reading
