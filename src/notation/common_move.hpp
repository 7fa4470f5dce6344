// The shape of nearly every move in real games, resolved without filling in a MoveText
// (internal): read_common in resolve.cpp, and the PGN reader's short path for plain movetext,
// which needs the move only.
#pragma once

#include <optional>
#include <string_view>

#include "candidates.hpp"
#include "parse.hpp"

namespace notator::detail {

// O-O, O-O-O, 0-0 or 0-0-0 as the first n bytes of s (the sign taken off): the side;
// nullopt for anything else. Precondition: n >= 2.
inline std::optional<CastlingSide> castling_text(std::string_view s, std::size_t n) {
    const auto at = [&](std::size_t k) { return unsigned(static_cast<unsigned char>(s[k])); };
    const unsigned first = at(0);
    if ((first != 'O' && first != '0') || at(1) != '-') return std::nullopt;
    const bool queenside = n == 5;
    if ((n != 3 && n != 5) || at(2) != first || (queenside && (at(3) != '-' || at(4) != first)))
        return std::nullopt;
    return queenside ? CastlingSide::Queen : CastlingSide::King;
}

// The one legal move the common shape `c` names, when exactly one piece fits and nothing in
// the text deserves a warning (nor, when `strict`, anything strict reading judges); a null
// Move otherwise, and the general reading decides (and finds the exact error or warning).
inline Move resolve_common(const Position& pos, const CommonShape& c, bool strict) {
    const Color us = pos.turn();
    const Square to = c.to;
    if (contains(pos.pieces(us), to)) return {};
    const bool captures = contains(pos.pieces(~us), to);
    // A capture sign on a non-capture is a warning, a missing one a strict error.
    if (c.capture != captures && (c.capture || strict)) return {};
    const bool file = c.from_file >= 0, rank = c.from_rank >= 0;
    Bitboard origins;
    if (c.role == Role::Pawn) {
        if (c.piece_written || rank || rank_of(to) == relative_rank(us, Rank::R8)) return {};
        if (file) {  // exd5; e.p. and a capture on its own file go the long way
            if (File(c.from_file) == file_of(to) || !captures) return {};
            origins = pseudo_origins(pos, Role::Pawn, to, true) & bb(File(c.from_file));
        } else {  // d5
            if (captures) return {};
            origins = pseudo_origins(pos, Role::Pawn, to, false);
        }
    } else {
        // Ke1g1 may be castling; strict reading judges any disambiguation.
        if ((c.role == Role::King && file && rank) || (strict && (file || rank))) return {};
        origins = piece_origins(pos, c.role, to);
        if (file) origins &= bb(File(c.from_file));
        if (rank) origins &= bb(Rank(c.from_rank));
    }
    // Nearly always one piece fits; two or more (one of them pinned, or an ambiguity) go
    // the long way.
    if (!origins || (origins & (origins - 1))) return {};
    const Square origin = lsb(origins);
    if (!legal_normal_move(pos, origin, to)) return {};
    return Move::normal(origin, to);
}

}  // namespace notator::detail
