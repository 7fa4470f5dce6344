// How the PGN reader speaks of a game that ended on the board (internal): the result the
// Laws allow (FIDE Laws 5 and 9.6) and the reason, in words.
#pragma once

#include "layer.hpp"

#include <string_view>

#include "notator/outcome.hpp"
#include "notator/pgn.hpp"

namespace notator::detail {

// (The one result `status` allows: notator::result_for, in notator/pgn.hpp.)
using notator::result_for;

// "Black is checkmated", "a dead position (insufficient material)", ...; empty for Ongoing.
std::string_view reason(GameStatus status, Color to_move);

}  // namespace notator::detail
