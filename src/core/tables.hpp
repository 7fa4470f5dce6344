// Attack and geometry tables of the rules core (internal). All tables are constant-
// initialised: they are computed by the compiler (see tables.cpp) and live in read-only
// data, so there is no init() to call and no start-up cost.
#pragma once

#include "layer.hpp"

#include <array>
#include <cstdint>

#include "notator/types.hpp"

// The named switch for the processor's bit extract and deposit (x86's BMI2), where the target
// has them and SIMD is not turned off (NOTATOR_NO_SIMD: the portable build).
#if defined(__BMI2__) && !defined(NOTATOR_NO_SIMD)
#define NOTATOR_USE_PEXT 1
#include <immintrin.h>
#endif

namespace notator::detail {

// With pext an attack set is stored as 16 bits: the squares of the empty-board rays it keeps,
// spread back by pdep. That makes the rook table a quarter of the size, so the lookups that
// reading and writing moves do at random stay in the L2 cache.
#if defined(NOTATOR_USE_PEXT)
using SliderEntry = std::uint16_t;
#else
using SliderEntry = Bitboard;
#endif

struct SliderSquare {
    Bitboard mask;         // relevant occupancy: the rays without their last square
    Bitboard rays;         // attacks on an empty board
    std::uint32_t offset;  // start of this square's block in the attack table
};

constexpr int kRookTableSize = 102400;
constexpr int kBishopTableSize = 5248;

struct Tables {
    std::array<std::array<Bitboard, 64>, 2> pawn;      // squares a pawn of that color attacks
    std::array<std::array<Bitboard, 64>, 64> between;  // squares strictly between, if aligned
    std::array<std::array<Bitboard, 64>, 64> line;     // whole line through both, if aligned
    std::array<SliderSquare, 64> rook_sq;
    std::array<SliderSquare, 64> bishop_sq;
    std::array<SliderEntry, kRookTableSize> rook;
    std::array<SliderEntry, kBishopTableSize> bishop;
    // The squares each role attacks on an empty board (a pawn: none), [role][square].
    std::array<std::array<Bitboard, 64>, kRoleCount> reach;
};

extern const Tables kTables;

// Parallel bit extract; the processor's instruction where NOTATOR_USE_PEXT says so, else (and
// when the compiler computes the tables) the loop below.
constexpr std::uint64_t pext(std::uint64_t value, std::uint64_t mask) {
#if defined(NOTATOR_USE_PEXT)
    if (!std::is_constant_evaluated()) return _pext_u64(value, mask);
#endif
    std::uint64_t out = 0;
    for (std::uint64_t bit = 1; mask; bit <<= 1) {
        if (value & mask & -mask) out |= bit;
        mask &= mask - 1;
    }
    return out;
}

// The attack set stored for one slider square, as a bitboard.
inline Bitboard expand(SliderEntry stored, [[maybe_unused]] Bitboard rays) {
#if defined(NOTATOR_USE_PEXT)
    return _pdep_u64(stored, rays);
#else
    return stored;
#endif
}

inline Bitboard rook_attacks(Square s, Bitboard occ) {
    const SliderSquare& e = kTables.rook_sq[index(s)];
    return expand(kTables.rook[e.offset + pext(occ, e.mask)], e.rays);
}
inline Bitboard bishop_attacks(Square s, Bitboard occ) {
    const SliderSquare& e = kTables.bishop_sq[index(s)];
    return expand(kTables.bishop[e.offset + pext(occ, e.mask)], e.rays);
}
inline Bitboard queen_attacks(Square s, Bitboard occ) {
    return rook_attacks(s, occ) | bishop_attacks(s, occ);
}
// The squares a piece of `role` attacks from s on an empty board (a pawn: none).
inline Bitboard reach(Role role, Square s) { return kTables.reach[index(role)][index(s)]; }
inline Bitboard knight_attacks(Square s) { return reach(Role::Knight, s); }
inline Bitboard king_attacks(Square s) { return reach(Role::King, s); }
inline Bitboard pawn_attacks(Color c, Square s) { return kTables.pawn[index(c)][index(s)]; }
inline Bitboard between(Square a, Square b) { return kTables.between[index(a)][index(b)]; }
inline Bitboard line(Square a, Square b) { return kTables.line[index(a)][index(b)]; }
// Rook and bishop attacks on an empty board.
inline Bitboard rook_rays(Square s) { return kTables.rook_sq[index(s)].rays; }
inline Bitboard bishop_rays(Square s) { return kTables.bishop_sq[index(s)].rays; }

// Shifts a bitboard one rank towards the opponent of `c`.
template <Color c>
constexpr Bitboard forward(Bitboard b) {
    return c == Color::White ? b << 8 : b >> 8;
}

}  // namespace notator::detail
