// perft: the number of leaf nodes of the legal move tree to a given depth, the standard
// test of a move generator.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "notator/position.hpp"

namespace notator {

// The deepest perft the library takes: a bound on its recursion (a frame of about a kilobyte
// per ply), deep enough for the positions with few moves that perft suites count to depth 32.
inline constexpr int kMaxPerftDepth = 64;

// Leaf count at `depth` plies (perft(0) == 1). Single-threaded, no transposition table;
// the last ply is counted, not played. Precondition: 0 <= depth <= kMaxPerftDepth.
std::uint64_t perft(const Position& pos, int depth);

// The count below each legal root move, in generation order. Precondition: 1 <= depth <=
// kMaxPerftDepth.
std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& pos, int depth);

}  // namespace notator
