// Legal move generation: all moves, or only those that pass a filter (one role to one
// square, captures only, from a set of squares). Notation resolves a move through exactly
// such narrowed generation, so it is as fast as the full one.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "notator/position.hpp"
#include "notator/types.hpp"

namespace notator {

// No legal chess position has more than 218 legal moves.
class MoveList {
public:
    static constexpr std::size_t kCapacity = 256;
    void push_back(Move m) { moves_[size_++] = m; }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    void clear() { size_ = 0; }
    Move operator[](std::size_t i) const { return moves_[i]; }
    const Move* begin() const { return moves_.data(); }
    const Move* end() const { return moves_.data() + size_; }

private:
    std::array<Move, kCapacity> moves_;
    std::size_t size_ = 0;
};

constexpr std::uint8_t role_bit(Role r) { return std::uint8_t(1u << index(r)); }
constexpr std::uint8_t kAllRoles = 0x3F;

// Which moves to generate. A move passes when its piece stands on `from`, its role is in
// `roles` and its destination is in `to` (for castling: the king's destination square).
struct MoveFilter {
    Bitboard from = ~Bitboard{0};
    Bitboard to = ~Bitboard{0};
    std::uint8_t roles = kAllRoles;

    static MoveFilter role_to(Role r, Square s) { return {~Bitboard{0}, bb(s), role_bit(r)}; }
};

// Appends every legal move. `list` is cleared first.
void generate_legal(const Position& pos, MoveList& list);
void generate_legal(const Position& pos, MoveList& list, const MoveFilter& filter);
// Legal captures, en passant included.
void generate_captures(const Position& pos, MoveList& list);

// The number of legal moves, counted without listing them.
std::size_t count_legal(const Position& pos);
bool has_legal_move(const Position& pos);

}  // namespace notator
