// Moves in coordinate notation as the UCI protocol writes them: e2e4, e7e8q, e1g1.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "notator/error.hpp"
#include "notator/position.hpp"

namespace notator {

// Castling is written as the king's two squares (e1g1) in standard chess and as king takes
// own rook (e1h1) in Chess960, as UCI engines expect. Precondition: m is legal in pos.
std::string to_uci(const Position& pos, Move m);

// The role of a UCI promotion letter: n, b, r or q (either case); nullopt for any other.
std::optional<Role> uci_promotion_role(char letter);

// The legal move that `text` names. Accepts both castling forms in either variant, and an
// uppercase promotion letter. Errors: UciSyntax (not four squares-and-letter text),
// IllegalMove (well formed, but no legal move); the range is the whole text.
Result<Move> parse_uci(const Position& pos, std::string_view text);

}  // namespace notator
