// Small character tests shared by the notation reader and writer (internal).
#pragma once

#include <optional>
#include <string_view>

#include "notator/types.hpp"

namespace notator::detail {

constexpr bool is_file(unsigned char c) { return c >= 'a' && c <= 'h'; }
constexpr bool is_rank(unsigned char c) { return c >= '1' && c <= '8'; }

// The role of the chess figurine (U+2654..U+265F, white and black) at the start of text.
inline std::optional<Role> figurine_role(std::string_view text) {
    if (text.size() < 3 || static_cast<unsigned char>(text[0]) != 0xE2 ||
        static_cast<unsigned char>(text[1]) != 0x99)
        return std::nullopt;
    const unsigned char c = static_cast<unsigned char>(text[2]);
    if (c < 0x94 || c > 0x9F) return std::nullopt;
    constexpr Role kOrder[6] = {Role::King,   Role::Queen,  Role::Rook,
                                Role::Bishop, Role::Knight, Role::Pawn};
    return kOrder[(c - 0x94) % 6];
}

}  // namespace notator::detail
