// Plain movetext on a short path (internal): what most of a game database holds, and all that
// a visitor which only counts moves needs from it.
#pragma once

#include <cstdint>
#include <string_view>

#include "notator/notation.hpp"
#include "notator/position.hpp"

namespace notator::detail {

struct PlainMovetext {
    // From the game's start position (not Position(), which would compute a key for nothing).
    explicit PlainMovetext(const Position& start) : end(start) {}

    Position end;               // where the game's moves lead: the start position at first
    std::uint64_t plies = 0;    // moves played
    std::string_view result;    // normalised ("1-0", ...), empty when the game has none
    std::size_t result_at = 0;  // where it stands in the text
    // When the short path gave up at a move for what the general reading reports at that move
    // (an error, a warning, a wrong sign): where the move starts, its number included if it
    // has one, with `end` and `plies` as they stood before it; the general reading may go on
    // from there. npos when it gave up for anything else (a comment, a variation, a dead
    // position, ...): the general reading starts over.
    std::size_t resume_at = std::string_view::npos;
};

// Reads the movetext `s` from `from` on, from the position `out.end`, if it is plain: tokens
// between spaces and line ends that are move numbers (the next move's) or moves read without an
// error or a warning, and at most one result, at the very end. False as soon as anything else shows
// up (a comment, NAG, variation, glyph, escape line, "e.p." or "(=)" after a move, a wrong number
// or sign, an error, a dead position or the 75-move rule): the caller then reads the movetext the
// general way, from the move where it gave up when that was a move (see resume_at), which
// reports what there is to report. Nothing is reported here. Moves of the
// common shape and castling are read as read_move_into's fast path reads them
// (notation/common_move.hpp) without filling in a ReadMove, every other one through
// read_move_into. Lenient reading with a language of one-byte letters only (else false).
bool read_plain_movetext(std::string_view s, std::size_t from, const ReadOptions& options,
                         PlainMovetext& out);

}  // namespace notator::detail
