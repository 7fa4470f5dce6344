// Why a move the rules forbid is forbidden, in words a player or an arbiter reads (internal):
// the castling conditions of the Laws (3.8.2) and the king left in check (3.9, 3.10). Only on
// the error path.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "notator/position.hpp"

namespace notator::detail {

// Why the side to move may not castle to `side` here: the first condition that fails, e.g.
// "the king has moved", "the rook on h1 is not there", "the king is in check from the bishop
// on b4", "g1 is not empty", "the king would pass through f1, which the bishop on c4 attacks".
// Empty if castling there is legal.
std::string why_no_castling(const Position& pos, CastlingSide side);

// What why_no_castling says where the king and that rook stand where they began but the right
// is gone: the position alone does not tell which of them moved (a reader of the game does).
inline constexpr std::string_view kRightGoneEarlier = "the king or that rook has moved before";
// What it says where the king is not on its square: when and how it left, a reader tells.
inline constexpr std::string_view kKingAway = "the king has moved";

// Why none of the side to move's pieces of `role` standing on `origins` may move to `to`, when
// some of them reach it by the move rules: "the knight on f3 is pinned by the bishop on g4",
// "the king is in check from the queen on h5", "g1 is attacked by the bishop on c5", "White's
// own pawn stands on d2". A pawn reaches `to` by a capture when `pawn_capture`, else by a push.
// nullopt when no piece of `role` on `origins` reaches `to` (then the piece is simply not
// there); empty when one does and no reason of these is found.
std::optional<std::string> why_no_move(const Position& pos, Role role, Bitboard origins, Square to,
                                       bool pawn_capture);

}  // namespace notator::detail
