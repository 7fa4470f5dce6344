// perft: the number of leaf nodes of the legal move tree to a given depth, the standard
// test of a move generator.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "notator/position.hpp"

namespace notator {

// Leaf count at `depth` plies (perft(0) == 1). Single-threaded, no transposition table;
// the last ply is counted, not played.
std::uint64_t perft(const Position& pos, int depth);

// The count below each legal root move, in generation order. Precondition: depth >= 1.
std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& pos, int depth);

}  // namespace notator
