// Whether a square is attacked (internal): the test behind in_check, the king's escapes that
// decide mate, and castling through attacked squares.
#pragma once

#include "layer.hpp"

#include <bit>

#include "notator/position.hpp"
#include "tables.hpp"

namespace notator::detail {

// Does a slider of `ortho` (rooks and queens) or `diag` (bishops and queens) attack s, with
// `occ` for the occupied squares? They are first found on s's lines of an empty board, which
// is nearly always none or one of them: then no attack set is looked up (those tables are
// large and read at random). With none, the usual case, nothing more is read, and the branch
// goes the same way over most calls in a row. With one, one load of the squares between tells
// the rest, with no branch on which of the two it is. (The legality test of every move read
// runs this.)
inline bool sliders_attack(Square s, Bitboard ortho, Bitboard diag, Bitboard occ) {
    ortho &= rook_rays(s);
    diag &= bishop_rays(s);
    const Bitboard snipers = ortho | diag;
    if (!snipers) return false;
    if (more_than_one(snipers)) [[unlikely]]
        return (rook_attacks(s, occ) & ortho) || (bishop_attacks(s, occ) & diag);
    return !(between(s, Square(std::countr_zero(snipers))) & occ);
}

// Is s attacked by one of `theirs` (pieces of `by`), with `occ` for the occupied squares? The
// same answer as pos.attackers(s, by, occ) & theirs != 0, found with fewer lookups.
inline bool attacked_by(const Position& pos, Square s, Color by, Bitboard theirs, Bitboard occ) {
    const Bitboard near = (pawn_attacks(~by, s) & pos.pieces(Role::Pawn)) |
                          (knight_attacks(s) & pos.pieces(Role::Knight)) |
                          (king_attacks(s) & pos.pieces(Role::King));
    if (near & theirs) return true;
    const Bitboard queens = pos.pieces(Role::Queen);
    return sliders_attack(s, (pos.pieces(Role::Rook) | queens) & theirs,
                          (pos.pieces(Role::Bishop) | queens) & theirs, occ);
}

// Is s attacked by a piece of `by`, with `occ` for the occupied squares?
inline bool attacked(const Position& pos, Square s, Color by, Bitboard occ) {
    return attacked_by(pos, s, by, pos.pieces(by), occ);
}

// Is the move from -> to legal (FIDE 3.9: it leaves its own king unattacked)? Exact in every
// position, in check or not: the king is not attacked once the piece has moved (and whatever
// stood on `to` is gone). The legality of one move, as the move generator's pin and check
// masks decide it for all of them at once; reading and writing ask it of the few pieces that
// reach a square, so that a pinned piece never makes a move ambiguous (FIDE C.10).
// Preconditions: `from` holds a piece of the side to move, which reaches `to` by the move
// rules; `to` holds no piece of its own; not castling, not en passant.
[[gnu::always_inline]] inline bool legal_normal_move(const Position& pos, Square from, Square to) {
    const Color us = pos.turn();
    const Square own_king = pos.king_square(us);
    return !attacked_by(pos, from == own_king ? to : own_king, ~us, pos.pieces(~us) & ~bb(to),
                        (pos.occupied() ^ bb(from)) | bb(to));
}

// Of `origins` (pieces of the side to move that reach `to` by the move rules), those whose
// move there is legal: only they count when a move is read or its origin written (C.10).
[[gnu::always_inline]] inline Bitboard legal_origins(const Position& pos, Bitboard origins,
                                                     Square to) {
    for (Bitboard b = origins; b; b &= b - 1)
        if (!legal_normal_move(pos, lsb(b), to)) origins &= ~bb(lsb(b));
    return origins;
}

}  // namespace notator::detail
