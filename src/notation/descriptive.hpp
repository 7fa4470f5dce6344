// English descriptive notation (P-K4, Kt-KB3, N-QB3, PxP, QR-Q1, B-QKt5ch, Castles), as old
// books print it (internal). notator does not read it as a move: a diagnosis names it and
// offers the legal moves it may stand for as the nearest readings.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "notator/position.hpp"

namespace notator::detail {

// The legal moves the text may mean, read as English descriptive notation (a file
// designation such as "B4" names two squares; "PxP" every pawn that takes a pawn), or
// nullopt if the text is not descriptive notation at all. Squares are counted from the side
// to move: White's K4 is e4, Black's is e5.
std::optional<std::vector<Move>> descriptive_readings(const Position& pos, std::string_view text);

}  // namespace notator::detail
