// Plain movetext on a short path (internal): what most of a game database holds, and all that
// a visitor which only counts moves needs from it.
#pragma once

#include <cstdint>
#include <string_view>

#include "notator/notation.hpp"
#include "notator/pgn.hpp"
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

    // Set by the caller when `s` runs on past the game's end into whatever follows it (the
    // splitter's buffer, GameSplitter::read_next), `input_end` when `s` ends where the input
    // does. The reading then succeeds only where it can tell where the splitter would end the
    // game (a result alone at the end of its line, then the next line that holds anything but
    // a ';' comment, or the end of the input) and sets `game_end` there. The movetext up to
    // there is then UTF-8: every token of it is ASCII but a result (UTF-8 if it is one) and
    // the moves read_move_into reads, which it reads from UTF-8 only. Precondition: `s`
    // ends at a line end or the input's end (no token in it is cut short). When it fails for
    // want of the game's end, or at a tag line (maybe the next game's), `end_unknown` is set,
    // and the reading of the game's text as cut may succeed. When it fails otherwise, it
    // fails the same way on that text: every line before the one it failed on holds moves
    // and numbers only, none of them a tag line or ending in a result, so the splitter has
    // not ended the game before that line.
    bool open = false, input_end = false;
    std::size_t game_end = 0;
    bool end_unknown = false;
};

// Where the moves go, one by one, for a visitor that wants each move but not its whole text
// (PgnVisitor::wants_move_text).
struct PlainMoveSink {
    PlainMoveSink(PgnVisitor& v, ReadMove& m, const Position& start)
        : visitor(v), move(m), kept{start, start} {}
    PgnVisitor& visitor;
    ReadMove& move;  // storage kept from move to move
    // The positions before the last move handed out and before the move being read, by turns.
    Position kept[2];
    int last = 0;
    // The position before the last move handed out, the start position before any (a
    // variation the general reading meets next starts from it).
    const Position& before_last() const { return kept[last]; }
};

// With a `sink`, each move read is handed to its visitor once it is known to stand, and
// the reading never starts over: when it gives up, for whatever reason, `resume_at` holds where
// the general reading goes on from (the move, with its number, after the last one handed out),
// with `end`, `plies` and the sink's before_last() as they stand there. Precondition: not
// `open`.
//
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
                         PlainMovetext& out, PlainMoveSink* sink = nullptr);

}  // namespace notator::detail
