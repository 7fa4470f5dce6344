// Playing a move whose kind the caller has already found out (internal): a reader of move text
// that has resolved "Nf3", "e4" or "exd5" knows whether a pawn steps, a pawn takes or a piece
// moves, which Position::play would find out again, with a load of the role on `from` and
// branches the processor cannot foresee in a game. Preconditions: the move from -> to is legal
// and not castling, en passant or a promotion; `takes` is true exactly when an enemy piece
// stands on `to`.
#pragma once

#include "layer.hpp"

#include <cstring>
#include <type_traits>

#include "notator/position.hpp"

namespace notator {

[[gnu::always_inline]] inline void Position::play_piece(Role role, Square from, Square to,
                                                        bool takes) {
    const Color us = turn_;
    const Bitboard moved = bb(from) | bb(to);
    take_bits_if(~us, to, takes);
    move_bits({us, role}, moved, to);
    // By a mask: whether a move takes is as good as random, and a branch on it mispredicts.
    halfmove_ = std::uint16_t((halfmove_ + 1) & (unsigned{takes} - 1));
    // Castling rights go with a king's or a rook's first move, or a rook taken.
    // (The first rank by a shift: GCC otherwise branches on the colour.)
    const Bitboard home =
        (Bitboard{0} - Bitboard{role == Role::King}) & (Bitboard{0xFF} << (56 * index(us)));
    if (const Bitboard lost = castling_rooks_ & (moved | home)) [[unlikely]]
        castling_rooks_ ^= lost;
    ep_ = 64;
    pass_turn(us);
}

[[gnu::always_inline]] inline void Position::play_pawn_step(Square from, Square to) {
    const Color us = turn_;
    move_bits({us, Role::Pawn}, bb(from) | bb(to), to);
    halfmove_ = 0;
    // A double step leaves an en passant square where an enemy pawn beside `to` can take (what
    // set_ep_if_capturable decides for play, there with the internal pawn attack table).
    const Bitboard beside = ((bb(to) << 1) & ~bb(File::A)) | ((bb(to) >> 1) & ~bb(File::H));
    const bool takeable = (beside & pieces(~us, Role::Pawn)) != 0;
    const bool double_step = (index(from) ^ index(to)) == 16;
    const unsigned passed = (index(from) + index(to)) / 2;
    ep_ = std::uint8_t(64 ^ ((64 ^ passed) & (0 - (unsigned{double_step} & unsigned{takeable}))));
    pass_turn(us);
}

[[gnu::always_inline]] inline void Position::play_pawn_capture(Square from, Square to) {
    const Color us = turn_;
    take_bits(~us, to);
    move_bits({us, Role::Pawn}, bb(from) | bb(to), to);
    halfmove_ = 0;
    // No castling right is lost: a rook that can castle stands on its first rank, where a
    // pawn's capture is a promotion.
    ep_ = 64;
    pass_turn(us);
}

namespace detail {

// `to = from` in pieces of 32 bytes (the compiler's vectors, as wide as the target has): for a
// whole Position GCC calls memcpy, which costs about twice the instructions, and a reader
// copies one at many moves.
[[gnu::always_inline]] inline void copy_position(Position& to, const Position& from) {
    static_assert(std::is_trivially_copyable_v<Position> && alignof(Position) >= 32);
    typedef char Piece32 __attribute__((vector_size(32), may_alias));
    auto* d = reinterpret_cast<Piece32*>(&to);
    const auto* s = reinterpret_cast<const Piece32*>(&from);
    // Written out: as a loop, GCC takes it for memcpy again (and, inlined, `rep movs`).
    static_assert(sizeof(Position) == 6 * 32);
    d[0] = s[0];
    d[1] = s[1];
    d[2] = s[2];
    d[3] = s[3];
    d[4] = s[4];
    d[5] = s[5];
}

struct KnownPlay {
    // A piece of `role`, not a pawn, which is the role on `from`.
    [[gnu::always_inline]] static void piece(Position& pos, Role role, Square from, Square to,
                                             bool takes) {
        pos.play_piece(role, from, to, takes);
    }
    [[gnu::always_inline]] static void pawn_step(Position& pos, Square from, Square to) {
        pos.play_pawn_step(from, to);
    }
    [[gnu::always_inline]] static void pawn_capture(Position& pos, Square from, Square to) {
        pos.play_pawn_capture(from, to);
    }
    // The en passant square as the position keeps it (64: none).
    [[gnu::always_inline]] static std::uint8_t ep(const Position& pos) { return pos.ep_; }
    // Takes back a piece's move from -> to that captured nothing and was not castling, with
    // the castling rights and en passant square (64: none) the position had before it: enough
    // of the position before it for its repetition key (the clocks are not set back).
    static void take_back_quiet(Position& pos, Square from, Square to, Bitboard rights,
                                std::uint8_t ep) {
        const Color us = ~pos.turn_;
        pos.move_bits({us, pos.role_at(to)}, bb(from) | bb(to), from);
        pos.castling_rooks_ = rights;
        pos.ep_ = ep;
        pos.turn_ = us;
    }
};

}  // namespace detail
}  // namespace notator
