// Why a move the rules forbid is forbidden, in words a player or an arbiter reads (internal):
// the castling conditions of the Laws (3.8.2) and the king left in check (3.9, 3.10). Only on
// the error path.
#pragma once

#include "layer.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "notator/position.hpp"

namespace notator::detail {

// What a reader of the game knows of how a castling right went, which the position alone does
// not tell: asked where the king is away from its square (`king_away`: when it left, or that
// it castled), or where it and that rook stand where they began (which of them moved, or that
// the rook was taken). Empty where it does not know.
struct CastlingHistory {
    virtual std::string right_gone(CastlingSide side, bool king_away) const = 0;

  protected:
    ~CastlingHistory() = default;
};

// Why the side to move may not castle to `side` here: the first condition that fails, e.g.
// "the king has moved", "the rook on h1 is not there", "the king is in check from the bishop
// on b4", "g1 is not empty", "the king would pass through f1, which the bishop on c4 attacks";
// how the right went in words `history` gives, where it knows. Empty if castling there is
// legal.
std::string why_no_castling(const Position& pos, CastlingSide side,
                            const CastlingHistory* history = nullptr);

// Why none of the side to move's pieces of `role` standing on `origins` may move to `to`, when
// some of them reach it by the move rules: "the knight on f3 is pinned by the bishop on g4",
// "the king is in check from the queen on h5", "g1 is attacked by the bishop on c5", "White's
// own pawn stands on d2". A pawn reaches `to` by a capture when `pawn_capture`, else by a push.
// nullopt when no piece of `role` on `origins` reaches `to` (then the piece is simply not
// there); empty when one does and no reason of these is found.
std::optional<std::string> why_no_move(const Position& pos, Role role, Bitboard origins, Square to,
                                       bool pawn_capture);

}  // namespace notator::detail
