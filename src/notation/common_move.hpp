// The shape of nearly every move in real games, resolved without filling in a MoveText
// (internal): read_common in resolve.cpp, and the PGN reader's short path for plain movetext,
// which needs the move only.
#pragma once

#include "layer.hpp"

#include <optional>
#include <string_view>
#include <type_traits>

#include "candidates.hpp"
#include "lexer.hpp"
#include "lexer_util.hpp"

namespace notator::detail {

// O-O, O-O-O, 0-0 or 0-0-0 as the first n bytes of s (the sign taken off): the side;
// nullopt for anything else. Precondition: n >= 2.
inline std::optional<CastlingSide> castling_text(std::string_view s, std::size_t n) {
    if ((s[0] != 'O' && s[0] != '0') || (n != 3 && n != 5)) return std::nullopt;  // (at once)
    const CastlingSide side = n == 3 ? CastlingSide::King : CastlingSide::Queen;
    if (s.substr(0, n) != castling_spelling(side, s[0] == '0')) return std::nullopt;
    return side;
}

// The move text of castling on `side` written as the first n bytes of s (the sign taken off),
// with its sign.
inline void store_castling(MoveText& t, CastlingSide side, std::string_view s, CheckSign check,
                           std::size_t n) {
    t = MoveText{};
    t.kind = side == CastlingSide::Queen ? MoveText::Kind::CastleQueenside
                                         : MoveText::Kind::CastleKingside;
    t.zeros = s[0] == '0';
    t.check = check;
    t.move_end = std::uint32_t(n);
}

// The kinds of normal move the common shape names, as compile-time tags: resolve_common_then
// hands the move over inside the branch that found its kind, so that a caller who plays it
// there (the reader's KnownPlay) needs no branch of its own on what moves.
template <int K>
using CommonKind = std::integral_constant<int, K>;
using PawnStep = CommonKind<0>;
using PawnCapture = CommonKind<1>;
using PieceMove = CommonKind<2>;

// Finds the one legal move the common shape `c` names, when exactly one piece fits and nothing
// in the text deserves a warning (nor, when `strict`, anything strict reading judges), and
// calls found(kind, from, to, takes) with it (kind: PawnStep, PawnCapture or PieceMove; takes:
// an enemy piece stands on `to`), then returns true. Else false, nothing called, and the
// general reading decides (and finds the exact error or warning).
template <class Found>
[[gnu::always_inline]] inline bool resolve_common_then(const Position& pos, const CommonShape& c,
                                                       bool strict, Found&& found) {
    const Color us = pos.turn();
    const Square to = c.to;
    if (contains(pos.pieces(us), to)) return false;
    const bool captures = contains(pos.pieces(~us), to);
    // A capture sign on a non-capture is a warning, a missing one a strict error.
    if (c.capture != captures && (c.capture || strict)) return false;
    const bool file = c.from_file >= 0, rank = c.from_rank >= 0;
    // Nearly always one piece fits, and then the move is its if legal; two or more (one of
    // them pinned, or an ambiguity) go the long way.
    const auto origin = [&](Bitboard origins, Square & from) __attribute__((always_inline)) {
        if (!origins || more_than_one(origins)) return false;
        from = lsb(origins);
        return legal_normal_move(pos, from, to);
    };
    Square from;
    if (c.role == Role::Pawn) {
        if (c.piece_written || rank || rank_of(to) == relative_rank(us, Rank::R8)) return false;
        if (file) {  // exd5; e.p. goes the long way
            if (!captures ||
                !origin(pseudo_origins(pos, Role::Pawn, to, true) & pawn_origin_files(c, to), from))
                return false;
            found(PawnCapture{}, from, to, true);
        } else {  // d5; xd5 goes the long way (strict reading judges it)
            if (captures || c.capture ||
                !origin(pseudo_origins(pos, Role::Pawn, to, false) & pawn_origin_files(c, to),
                        from))
                return false;
            found(PawnStep{}, from, to, false);
        }
        return true;
    }
    // Ke1g1 may be castling; strict reading judges any disambiguation.
    if ((c.role == Role::King && file && rank) || (strict && (file || rank))) return false;
    // The pieces that would reach `to` on an empty board: nearly always one, and then the move
    // is its if nothing stands between. Two table loads, where piece_origins looks up both
    // sliders' attack sets and masks out the roles not moving.
    const Bitboard keep = (file ? bb(File(c.from_file)) : ~Bitboard{0}) &
                          (rank ? bb(Rank(c.from_rank)) : ~Bitboard{0});
    Bitboard origins = pos.pieces(us, c.role) & reach(c.role, to) & keep;
    if (more_than_one(origins))  // two rooks on one line, say: which of them is not blocked
        origins = piece_origins(pos, c.role, to) & keep;
    else if (origins && (between(lsb(origins), to) & pos.occupied()))
        return false;
    if (!origin(origins, from)) return false;
    found(PieceMove{}, from, to, captures);
    return true;
}

// The same move as a Move; a null Move where resolve_common_then finds none.
inline Move resolve_common(const Position& pos, const CommonShape& c, bool strict) {
    Move m;
    resolve_common_then(pos, c, strict,
                        [&](auto, Square from, Square to, bool) { m = Move::normal(from, to); });
    return m;
}

}  // namespace notator::detail
