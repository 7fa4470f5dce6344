// The fast path of resolving and writing a move (internal): the origins of the pieces that
// could move to a square, from the attack tables, and a legality test for one of them that
// costs a few table loads. Callers use the move generator for castling and en passant.
// Also the check or mate sign a move deserves, which reading verifies and writing adds.
#pragma once

#include "layer.hpp"

#include "../core/attacked.hpp"
#include "../core/tables.hpp"
#include "notator/movegen.hpp"
#include "notator/notation.hpp"
#include "notator/outcome.hpp"
#include "notator/position.hpp"

namespace notator::detail {

// The legal moves a move text of the normal kind fits: its piece, its destination, the origin
// it gives, its promotion. Several where it is ambiguous.
inline void moves_fitting(const Position& pos, const MoveText& t, MoveList& out) {
    MoveList list;
    // A pawn's capture written by its files alone ("cd"): to any square of the second file.
    const Bitboard to =
        (t.lax & MoveText::kFileCapture) ? bb(file_of(t.to)) & pos.pieces(~pos.turn()) : bb(t.to);
    MoveFilter filter{t.origins(), to, role_bit(t.role)};
    if ((t.lax & MoveText::kFileCapture) && pos.ep_square()) filter.to |= bb(*pos.ep_square());
    generate_legal(pos, list, filter);
    for (Move m : list)
        if (!m.is_castling() &&
            (m.is_promotion() ? t.promotion == m.promotion_role() : !t.promotion) &&
            (!(t.lax & MoveText::kFileCapture) || file_of(m.to()) == file_of(t.to)))
            out.push_back(m);
}

// Squares of the side to move's pieces of `role` that reach `to` by the move rules, pins and
// checks aside, with no branch on the role: which piece a move names is data the processor
// cannot foresee, and a mispredicted jump on it costs more than the lookups of the roles not
// moving. A pawn: none.
[[gnu::always_inline]] inline Bitboard piece_origins(const Position& pos, Role role, Square to) {
    const auto when = [](bool b) { return Bitboard(0) - Bitboard(b); };
    const Bitboard occ = pos.occupied();
    const bool queen = role == Role::Queen;
    return ((knight_attacks(to) & when(role == Role::Knight)) |
            (king_attacks(to) & when(role == Role::King)) |
            (bishop_attacks(to, occ) & when(queen || role == Role::Bishop)) |
            (rook_attacks(to, occ) & when(queen || role == Role::Rook))) &
           pos.pieces(pos.turn(), role);
}

// The same for any role. Pawns: captures when `pawn_capture`, else the single or double push.
[[gnu::always_inline]] inline Bitboard pseudo_origins(const Position& pos, Role role, Square to,
                                                      bool pawn_capture) {
    if (role != Role::Pawn) return piece_origins(pos, role, to);
    const Color us = pos.turn();
    const Bitboard mine = pos.pieces(us, role), occ = pos.occupied();
    if (pawn_capture) return pawn_attacks(~us, to) & mine;
    const int up = us == Color::White ? 8 : -8;
    const int one = index(to) - up;
    if (one < 0 || one > 63) return 0;
    if (contains(mine, Square(one))) return bb(Square(one));
    if (contains(occ, Square(one)) || rank_of(to) != relative_rank(us, Rank::R4)) return 0;
    return mine & bb(Square(one - up));
}

// The role of the piece the text moves: the one written, or with coordinates and no letter
// (g1f3, e1g1) the one of the side to move on the origin square.
inline Role moving_role(const Position& pos, const MoveText& t) {
    if (t.piece_written || t.from_file < 0 || t.from_rank < 0) return t.role;
    const Square origin = make_square(File(t.from_file), Rank(t.from_rank));
    return contains(pos.pieces(pos.turn()), origin) ? pos.role_at(origin) : t.role;
}

// Does a pawn's move, as written, capture? It names its file when it captures (exd5) and only
// then, or writes the capture sign alone (xd5: from either side). (`Text`: a MoveText, or the
// common shape.)
template <class Text>
constexpr bool pawn_move_captures(const Text& t) {
    return t.capture || t.from_file >= 0;
}

// The squares a pawn's move as written may start from, by files: a push stays on its file
// (d5), a capture leaves the file it names (exd5), which is never the one it goes to, or
// either neighbour where it names none (xd5). Empty: no pawn's move is written so.
template <class Text>
constexpr Bitboard pawn_origin_files(const Text& t, Square to) {
    if (!pawn_move_captures(t)) return bb(file_of(to));
    if (t.from_file < 0) return ~bb(file_of(to));
    return File(t.from_file) == file_of(to) ? Bitboard{0} : bb(File(t.from_file));
}

// The sign the move that led to `after` deserves: Mate, Check or None. The mate test only
// after a check.
inline CheckSign sign_reached(const Position& after) {
    if (!after.in_check()) return CheckSign::None;
    return is_checkmate(after) ? CheckSign::Mate : CheckSign::Check;
}

// The sign the move deserves: Mate, Check or None (a null move: None). Precondition: m is
// legal here. (gives_check first: most moves give none, and for them no position is copied.)
inline CheckSign deserved_sign(const Position& pos, Move m) {
    if (m.is_null() || !pos.gives_check(m)) return CheckSign::None;
    Position after = pos;
    after.play(m);
    return sign_reached(after);
}

}  // namespace notator::detail
