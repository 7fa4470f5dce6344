// The fast path of resolving and writing a move (internal): the origins of the pieces that
// could move to a square, from the attack tables, and a legality test for one of them that
// costs two slider lookups. Both assume the side to move is not in check; callers fall back
// to the move generator otherwise, and for castling and en passant.
#pragma once

#include "../core/tables.hpp"
#include "notator/position.hpp"

namespace notator::detail {

// Squares of the side to move's pieces of `role` that reach `to` by the move rules, pins and
// checks aside. Pawns: captures when `pawn_capture`, else the single or double push.
inline Bitboard pseudo_origins(const Position& pos, Role role, Square to, bool pawn_capture) {
    const Color us = pos.turn();
    const Bitboard mine = pos.pieces(us, role), occ = pos.occupied();
    switch (role) {
        case Role::Knight:
            return knight_attacks(to) & mine;
        case Role::Bishop:
            return bishop_attacks(to, occ) & mine;
        case Role::Rook:
            return rook_attacks(to, occ) & mine;
        case Role::Queen:
            return queen_attacks(to, occ) & mine;
        case Role::King:
            return king_attacks(to) & mine;
        case Role::Pawn:
            break;
    }
    if (pawn_capture) return pawn_attacks(~us, to) & mine;
    const int up = us == Color::White ? 8 : -8;
    const int one = index(to) - up;
    if (one < 0 || one > 63) return 0;
    if (contains(mine, Square(one))) return bb(Square(one));
    if (contains(occ, Square(one)) || rank_of(to) != relative_rank(us, Rank::R4)) return 0;
    return mine & bb(Square(one - up));
}

// Is the move from -> to legal? Preconditions: the side to move is not in check; `from` holds
// its piece, which reaches `to` by the move rules; `to` holds no piece of its own; not
// castling, not en passant.
inline bool legal_when_not_in_check(const Position& pos, Square from, Square to) {
    const Color us = pos.turn(), them = ~us;
    const Square ksq = pos.king_square(us);
    if (from == ksq) return !pos.attackers(to, them, pos.occupied() ^ bb(from));
    const Bitboard ray = line(ksq, from);
    if (!ray || contains(ray, to)) return true;  // not aligned, or moving along the ray
    const Bitboard occ = (pos.occupied() ^ bb(from)) | bb(to);
    const Bitboard queens = pos.pieces(them, Role::Queen) & ~bb(to);
    const Bitboard ortho = (pos.pieces(them, Role::Rook) & ~bb(to)) | queens;
    const Bitboard diag = (pos.pieces(them, Role::Bishop) & ~bb(to)) | queens;
    return !(rook_attacks(ksq, occ) & ortho) && !(bishop_attacks(ksq, occ) & diag);
}

}  // namespace notator::detail
