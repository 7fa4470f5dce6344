// Whether a square is attacked (internal): the test behind in_check, the king's escapes that
// decide mate, and castling through attacked squares.
#pragma once

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

// Is s attacked by a piece of `by`, with `occ` for the occupied squares? The same answer as
// pos.attackers(s, by, occ) != 0, found with fewer lookups.
inline bool attacked(const Position& pos, Square s, Color by, Bitboard occ) {
    const Bitboard theirs = pos.pieces(by);
    const Bitboard near = (pawn_attacks(~by, s) & pos.pieces(Role::Pawn)) |
                          (knight_attacks(s) & pos.pieces(Role::Knight)) |
                          (king_attacks(s) & pos.pieces(Role::King));
    if (near & theirs) return true;
    const Bitboard queens = pos.pieces(Role::Queen);
    return sliders_attack(s, (pos.pieces(Role::Rook) | queens) & theirs,
                          (pos.pieces(Role::Bishop) | queens) & theirs, occ);
}

}  // namespace notator::detail
