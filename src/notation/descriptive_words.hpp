// The words of a move in descriptive notation, before a position is consulted (internal):
// what descriptive.cpp resolves against the position, and where a move written so ends in
// running text (descriptive_end).
#pragma once

#include "layer.hpp"

#include <cstddef>
#include <optional>
#include <string_view>

#include "descriptive.hpp"

namespace notator::detail {

inline constexpr Bitboard kAnySquare = ~Bitboard{0};

// What a descriptive move says, before a position is consulted. Ranks count from the mover's
// side (1 to 8; 0: none written).
struct DescriptiveText {
    enum class Kind : std::uint8_t { Move, Castles } kind = Kind::Move;
    int castle_side = 0;  // Castles: 0 either, 1 the king's side, 2 the queen's
    Role role = Role::Pawn;
    Bitboard pawn_files = kAnySquare;  // a pawn's designation: KBP, QP, RP (PAR in Spanish)
    int wing = 0;                      // a piece's: KR, QKt (TR, CD): 1 king's, 2 queen's
    Bitboard from_files = kAnySquare;  // where the mover stands: "Kt (Q 6) - B 5"
    int from_rank = 0;
    bool capture = false;
    Bitboard to_files = kAnySquare;  // where it goes (or, capturing, where it takes: BxKB7)
    int to_rank = 0;
    std::optional<Role> taken;  // what it takes: PxP, BxKt, QxKBP
    Bitboard taken_files = kAnySquare;
    int taken_wing = 0;
    std::optional<Role> promotion;
    bool en_passant = false;
    CheckSign check = CheckSign::None;
    std::uint8_t nag = 0;
};

// Reads a descriptive move from s[start] (the text may go on after it): what it says, and in
// `end` where it ends; nullopt where no move starts there.
std::optional<DescriptiveText> parse_descriptive(std::string_view s, std::size_t start,
                                                 Descriptive kind, std::size_t& end);

}  // namespace notator::detail
