// Legal move generation: all moves, or only those that pass a filter (one role to one
// square, captures only, from a set of squares). Notation resolves a move through exactly
// such narrowed generation, so it is as fast as the full one.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>

#include "notator/position.hpp"
#include "notator/types.hpp"

namespace notator {

// Room for every move of any position Position::from_fen accepts: at most 16 pieces a side,
// so at most 15 * 27 queen moves plus 10 king moves (castling included) = 415.
class MoveList {
  public:
    static constexpr std::size_t kCapacity = 512;

    class Iterator {
      public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = Move;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = Move;
        explicit Iterator(const std::uint16_t* p) : p_(p) {}
        Move operator*() const { return Move::from_raw(*p_); }
        Iterator& operator++() {
            ++p_;
            return *this;
        }
        bool operator!=(const Iterator& o) const { return p_ != o.p_; }
        bool operator==(const Iterator& o) const { return p_ == o.p_; }

      private:
        const std::uint16_t* p_;
    };

    MoveList() {}  // the storage stays uninitialised: lists are made at every node of a search
    void push_back(Move m) { raw_[size_++] = m.raw(); }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    void clear() { size_ = 0; }
    Move operator[](std::size_t i) const { return Move::from_raw(raw_[i]); }
    Iterator begin() const { return Iterator(raw_); }
    Iterator end() const { return Iterator(raw_ + size_); }

  private:
    std::uint16_t raw_[kCapacity];
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

// The castling move on that side (standard chess or Chess960) when it is legal here, else
// nullopt: no castling right on that side, in check, the way not empty or attacked.
std::optional<Move> legal_castling(const Position& pos, CastlingSide side);

}  // namespace notator
