// Strong value types of the rules core: colors, roles, squares, pieces, moves and bitboards.
// Everything here is constexpr and free of allocation; no function has a precondition
// unless its comment names one.
#pragma once

#include <bit>
#include <cstdint>
#include <optional>
#include <string>

namespace notator {

enum class Color : std::uint8_t { White, Black };

constexpr Color operator~(Color c) { return Color(std::uint8_t(c) ^ 1); }
constexpr int index(Color c) { return int(c); }

// Roles are ordered as FIDE lists the pieces from the weakest; Pawn is 0.
enum class Role : std::uint8_t { Pawn, Knight, Bishop, Rook, Queen, King };
constexpr int kRoleCount = 6;
constexpr int index(Role r) { return int(r); }

enum class File : std::uint8_t { A, B, C, D, E, F, G, H };
enum class Rank : std::uint8_t { R1, R2, R3, R4, R5, R6, R7, R8 };

// clang-format off
enum class Square : std::uint8_t {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
};
// clang-format on

constexpr int index(Square s) { return int(s); }
constexpr int index(File f) { return int(f); }
constexpr int index(Rank r) { return int(r); }
constexpr Square make_square(File f, Rank r) { return Square(int(r) * 8 + int(f)); }
constexpr File file_of(Square s) { return File(int(s) & 7); }
constexpr Rank rank_of(Square s) { return Rank(int(s) >> 3); }
// The same square seen from the other side of the board (a1 <-> a8).
constexpr Square flip_rank(Square s) { return Square(int(s) ^ 56); }
// Rank r as seen by color c: relative_rank(Black, R8) == R1.
constexpr Rank relative_rank(Color c, Rank r) { return Rank(int(r) ^ (c == Color::White ? 0 : 7)); }

constexpr char file_char(File f) { return char('a' + int(f)); }
constexpr char rank_char(Rank r) { return char('1' + int(r)); }
std::string to_string(Square s);  // "e4"

// Parses "e4"; nullopt unless exactly two characters a-h, 1-8.
std::optional<Square> parse_square(std::string_view text);

struct Piece {
    Color color;
    Role role;
    friend constexpr bool operator==(Piece, Piece) = default;
};

// ---------------------------------------------------------------------------------------
// Bitboards: bit i is Square(i). Kept as a plain integer because every operation on it is
// an integer operation; the helpers below give it meaning.
using Bitboard = std::uint64_t;

constexpr Bitboard bb(Square s) { return Bitboard{1} << int(s); }
constexpr Bitboard kFileA = 0x0101010101010101ULL;
constexpr Bitboard kRank1 = 0xFFULL;
constexpr Bitboard bb(File f) { return kFileA << int(f); }
constexpr Bitboard bb(Rank r) { return kRank1 << (8 * int(r)); }
constexpr bool contains(Bitboard b, Square s) { return (b >> int(s)) & 1; }
constexpr int popcount(Bitboard b) { return std::popcount(b); }
constexpr bool more_than_one(Bitboard b) { return (b & (b - 1)) != 0; }
// Precondition: b != 0.
constexpr Square lsb(Bitboard b) { return Square(std::countr_zero(b)); }
constexpr Square msb(Bitboard b) { return Square(63 - std::countl_zero(b)); }
// Precondition: b != 0. Removes and returns the lowest square.
constexpr Square pop_lsb(Bitboard& b) {
    Square s = lsb(b);
    b &= b - 1;
    return s;
}

// Iterates the squares of a bitboard: `for (Square s : squares(b))`.
struct SquareRange {
    Bitboard b;
    struct It {
        Bitboard b;
        constexpr Square operator*() const { return lsb(b); }
        constexpr It& operator++() {
            b &= b - 1;
            return *this;
        }
        constexpr bool operator!=(const It& o) const { return b != o.b; }
    };
    constexpr It begin() const { return {b}; }
    constexpr It end() const { return {0}; }
};
constexpr SquareRange squares(Bitboard b) { return {b}; }

// ---------------------------------------------------------------------------------------
// A move as the rules core knows it. Castling is encoded as "king takes own rook" (from =
// king square, to = rook square) so that standard chess and Chess960 share one encoding;
// `king_destination` gives the square the king lands on.
enum class MoveKind : std::uint8_t { Normal, Promotion, EnPassant, Castling };

class Move {
  public:
    constexpr Move() = default;  // the null move
    static constexpr Move normal(Square from, Square to) { return Move(from, to, 0); }
    // Precondition: role is Knight, Bishop, Rook or Queen.
    static constexpr Move promotion(Square from, Square to, Role role) {
        return Move(from, to, (1 << 12) | ((int(role) - 1) << 14));
    }
    static constexpr Move en_passant(Square from, Square to) { return Move(from, to, 2 << 12); }
    static constexpr Move castling(Square king, Square rook) { return Move(king, rook, 3 << 12); }
    static constexpr Move from_raw(std::uint16_t raw) {
        Move m;
        m.data_ = raw;
        return m;
    }

    constexpr Square from() const { return Square(data_ & 63); }
    constexpr Square to() const { return Square((data_ >> 6) & 63); }
    constexpr MoveKind kind() const { return MoveKind((data_ >> 12) & 3); }
    // Meaningful only for promotions.
    constexpr Role promotion_role() const { return Role((data_ >> 14) + 1); }
    constexpr bool is_promotion() const { return kind() == MoveKind::Promotion; }
    constexpr bool is_castling() const { return kind() == MoveKind::Castling; }
    constexpr bool is_en_passant() const { return kind() == MoveKind::EnPassant; }
    constexpr bool is_null() const { return data_ == 0; }
    // For castling: g- or c-file square on the king's rank; otherwise to().
    constexpr Square king_destination() const {
        if (!is_castling()) return to();
        File f = int(to()) > int(from()) ? File::G : File::C;
        return make_square(f, rank_of(from()));
    }
    // For castling: f- or d-file square on the king's rank, where the rook lands.
    constexpr Square rook_destination() const {
        File f = int(to()) > int(from()) ? File::F : File::D;
        return make_square(f, rank_of(from()));
    }
    constexpr std::uint16_t raw() const { return data_; }
    friend constexpr bool operator==(Move, Move) = default;

  private:
    constexpr Move(Square from, Square to, int extra)
        : data_(std::uint16_t(int(from) | (int(to) << 6) | extra)) {}
    std::uint16_t data_ = 0;
};

}  // namespace notator
