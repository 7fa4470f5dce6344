// Repetitions as the reader follows them (FIDE 9.2, 9.6.1): the main line's piece moves by ply
// (what taking one back needs; the second half of the ring is for variations), and the
// repetition keys of the positions since its last capture or pawn move, from ply keys_from
// (kept while the stretch from ply stretch_from lasts). The counting is RepetitionKeys', the
// one GameHistory makes too.
#pragma once

#include "layer.hpp"

#include <array>
#include <cstddef>
#include <cstdint>

#include "notator/outcome.hpp"

namespace notator::detail::reading {

struct RepetitionWatch {
    // Where the clock makes a position worth looking at: fivefold repetition needs sixteen
    // moves without a capture or pawn move, a threefold one eight.
    explicit RepetitionWatch(int from) : watch_from(from) { quiet.fill(Quiet::kStop); }
    RepetitionWatch(const RepetitionWatch&) = delete;  // (it points into itself: quiet_line)
    RepetitionWatch& operator=(const RepetitionWatch&) = delete;

    // A piece's move: its squares (bits 0-5 and 6-11), or kStop (a null move).
    enum class Quiet : std::uint16_t { kStop = 0xFFFF };
    static constexpr std::size_t kQuietKept = 256;
    std::array<Quiet, 2 * kQuietKept> quiet;
    Quiet* quiet_line = quiet.data();
    RepetitionKeys keys;
    int keys_from = 0, stretch_from = -1;
    const int watch_from;
};

}  // namespace notator::detail::reading
