// What castling needs of the board (internal): the squares that must be empty and the king's
// way, one statement for the move generator and for the reasons an illegal castling is given.
#pragma once

#include "layer.hpp"

#include "notator/types.hpp"
#include "tables.hpp"

namespace notator::detail {

// The squares the castling move m (king from, rook to) needs: those both pieces pass and land
// on, which must be empty but for the two of them, and the king's way (its destination
// included), of which none may be attacked.
struct CastlingPath {
    Bitboard must_be_empty, king_way;
};
inline CastlingPath castling_path(Move m) {
    const Square ksq = m.from(), rook = m.to();
    const Square kdst = m.king_destination(), rdst = m.rook_destination();
    const Bitboard king_way = between(ksq, kdst) | bb(kdst);
    return {(king_way | between(rook, rdst) | bb(rdst)) & ~bb(ksq) & ~bb(rook), king_way};
}

}  // namespace notator::detail
