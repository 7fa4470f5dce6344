// The compiler computes every table here (constinit): ray walking over all occupancies of
// each slider square, indexed by pext, so lookup is one pext and one load.
#include "tables.hpp"

namespace notator::detail {
namespace {

constexpr Bitboard step(Square s, int df, int dr) {
    int f = int(file_of(s)) + df, r = int(rank_of(s)) + dr;
    if (f < 0 || f > 7 || r < 0 || r > 7) return 0;
    return bb(make_square(File(f), Rank(r)));
}

constexpr int kRookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int kBishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

// Attacks along four directions, stopping at (and including) the first occupied square.
constexpr Bitboard slide(Square s, Bitboard occ, const int (&dirs)[4][2]) {
    Bitboard out = 0;
    for (const auto& d : dirs) {
        int f = int(file_of(s)), r = int(rank_of(s));
        for (;;) {
            f += d[0];
            r += d[1];
            if (f < 0 || f > 7 || r < 0 || r > 7) break;
            Bitboard b = bb(make_square(File(f), Rank(r)));
            out |= b;
            if (occ & b) break;
        }
    }
    return out;
}

// The occupancy that matters for a slider on s: its rays minus each ray's last square.
constexpr Bitboard relevant(Square s, const int (&dirs)[4][2]) {
    Bitboard out = 0;
    for (const auto& d : dirs) {
        int f = int(file_of(s)) + d[0], r = int(rank_of(s)) + d[1];
        while (f + d[0] >= 0 && f + d[0] <= 7 && r + d[1] >= 0 && r + d[1] <= 7) {
            out |= bb(make_square(File(f), Rank(r)));
            f += d[0];
            r += d[1];
        }
    }
    return out;
}

// Inverse of pext: spreads the low bits of `bits` over the set bits of `mask`.
constexpr Bitboard pdep(std::uint64_t bits, Bitboard mask) {
    Bitboard out = 0;
    for (std::uint64_t bit = 1; mask; bit <<= 1) {
        if (bits & bit) out |= mask & -mask;
        mask &= mask - 1;
    }
    return out;
}

template <std::size_t N>
constexpr void fill_slider(std::array<SliderSquare, 64>& squares, std::array<SliderEntry, N>& table,
                           const int (&dirs)[4][2]) {
    std::uint32_t offset = 0;
    for (int i = 0; i < 64; ++i) {
        Square s = Square(i);
        Bitboard mask = relevant(s, dirs), rays = slide(s, 0, dirs);
        squares[i] = {mask, rays, offset};
        std::uint64_t count = std::uint64_t{1} << popcount(mask);
        for (std::uint64_t k = 0; k < count; ++k) {
            const Bitboard attacks = slide(s, pdep(k, mask), dirs);
            if constexpr (sizeof(SliderEntry) < sizeof(Bitboard))
                table[offset + k] = SliderEntry(pext(attacks, rays));
            else
                table[offset + k] = attacks;
        }
        offset += std::uint32_t(count);
    }
}

constexpr Tables make_tables() {
    Tables t{};
    constexpr int kKnightSteps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                        {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    // The knight's and king's steps, and the sliders' rays, by role: one table serves a
    // lookup by role with no branch on it (reach) and the per-role ones (knight_attacks, ...).
    fill_slider(t.rook_sq, t.rook, kRookDirs);
    fill_slider(t.bishop_sq, t.bishop, kBishopDirs);
    for (int i = 0; i < 64; ++i) {
        Square s = Square(i);
        Bitboard knight = 0, king = 0;
        for (const auto& d : kKnightSteps) knight |= step(s, d[0], d[1]);
        for (int df = -1; df <= 1; ++df)
            for (int dr = -1; dr <= 1; ++dr)
                if (df || dr) king |= step(s, df, dr);
        t.pawn[0][i] = step(s, -1, 1) | step(s, 1, 1);
        t.pawn[1][i] = step(s, -1, -1) | step(s, 1, -1);
        t.reach[index(Role::Pawn)][i] = 0;
        t.reach[index(Role::Knight)][i] = knight;
        t.reach[index(Role::Bishop)][i] = t.bishop_sq[i].rays;
        t.reach[index(Role::Rook)][i] = t.rook_sq[i].rays;
        t.reach[index(Role::Queen)][i] = t.bishop_sq[i].rays | t.rook_sq[i].rays;
        t.reach[index(Role::King)][i] = king;
    }
    for (int a = 0; a < 64; ++a) {
        for (int b = 0; b < 64; ++b) {
            Square sa = Square(a), sb = Square(b);
            t.between[a][b] = t.line[a][b] = 0;
            if (a == b) continue;
            for (const auto* dirs : {&kRookDirs, &kBishopDirs}) {
                if (!(slide(sa, 0, *dirs) & bb(sb))) continue;
                t.line[a][b] = (slide(sa, 0, *dirs) & slide(sb, 0, *dirs)) | bb(sa) | bb(sb);
                t.between[a][b] = slide(sa, bb(sb), *dirs) & slide(sb, bb(sa), *dirs);
            }
        }
    }
    return t;
}

}  // namespace

constinit const Tables kTables = make_tables();

}  // namespace notator::detail
