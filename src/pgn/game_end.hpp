// How the PGN reader speaks of a game that ended on the board (internal): the result the
// Laws allow (FIDE Laws 5 and 9.6) and the reason, in words.
#pragma once

#include "layer.hpp"

#include <string_view>

#include "notator/outcome.hpp"

namespace notator::detail {

// The one result `status` allows ("1-0", "0-1" or "1/2-1/2"), `to_move` being the side to
// move in that position; empty while the game goes on.
std::string_view result_for(GameStatus status, Color to_move);

// "Black is checkmated", "a dead position (insufficient material)", ...; empty for Ongoing.
std::string_view reason(GameStatus status, Color to_move);

}  // namespace notator::detail
