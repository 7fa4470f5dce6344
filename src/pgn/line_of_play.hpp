// A line of play (the main line or a variation) as the reader follows it.
#pragma once

#include "layer.hpp"

#include <array>
#include <cstdint>

#include "../core/known_play.hpp"
#include "notator/position.hpp"

namespace notator::detail::reading {

// Where reading stands in one line of play (the main line or a variation): the position, the
// one before the last move (a variation that follows starts from it: kept only where one may
// follow) and the plies played.
// A Bitboard and an en passant square kept beside a position: enums, as a store of the
// position's own types may alias the position the loop reads, which would then be read again
// after each move.
enum class KeptRights : std::uint64_t {};
enum class KeptEp : std::uint32_t { kNone = 64 };

struct Line {
    Position pos, prev;
    int ply = 0;
    int first_ply = 0;  // ply before the line's first move
    int prev_ply = -1;  // the ply `prev` stands at (it is the one before the last move
                        // where that is ply - 1)
    bool has_prev() const { return prev_ply >= 0 && prev_ply == ply - 1; }
    // For repetitions: the castling rights of the positions from ply rights_ply on, and the
    // last pawn move's ply and the en passant square it left.
    KeptRights rights{};
    int rights_ply = 0;
    int pawn_ply = -1;
    KeptEp pawn_ep = KeptEp::kNone;
    // How the castling rights that went in this line went (at most four): the right's rook
    // square, the ply the move that took it led to, and whether the king moved, that rook
    // moved or it was taken; to say why castling written later is illegal.
    struct RightLost {
        std::uint8_t rook = 64;  // (64: none)
        enum class By : std::uint8_t { King, Castled, Rook, Capture } by = By::King;
        std::int16_t ply = 0;
    };
    std::array<RightLost, 4> lost{};
    // Descriptive notation only: where the piece on each square stood at the line's game's
    // start (its KR and QKt name pieces so), before and after the last move.
    std::array<std::uint8_t, 64> origins{}, prev_origins{};

    // The last move taken back (a variation instead of it): the castling rights as they were,
    // and no record of a right that move took.
    void rights_before_last() {
        rights = KeptRights(pos.castling_rooks());
        for (RightLost& l : lost)
            if (l.rook != 64 && l.ply > ply) l = {};
    }

    // The line at `start`, nothing played (the origins are the reader's to set). In place: a
    // whole Line built and assigned copies two positions and two arrays more, and a reader
    // begins a line for every game.
    void begin_at(const Position& start) {
        detail::copy_position(pos, start);
        detail::copy_position(prev, start);
        ply = first_ply = 0;
        prev_ply = -1;
        rights = KeptRights(start.castling_rooks());
        rights_ply = 0;
        pawn_ply = -1;
        pawn_ep = KeptEp::kNone;
        lost = {};
    }
};

}  // namespace notator::detail::reading
