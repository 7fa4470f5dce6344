// Moves in coordinate notation as the UCI protocol writes them: e2e4, e7e8q, e1g1.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "notator/error.hpp"
#include "notator/position.hpp"

namespace notator {

// A move as UCI text names it, apart from any position: its two squares and a promotion's
// role, or the null move ("0000"). What a position-free move object (python-chess's) holds.
struct UciMove {
    Square from = Square(0), to = Square(0);
    std::optional<Role> promotion;
    bool null = false;
    friend bool operator==(const UciMove&, const UciMove&) = default;
};

// "e2e4", "e7e8q"; "0000" for the null move.
std::string write_uci(const UciMove& m);
// The squares and promotion letter (n, b, r or q, either case) of four or five characters, or
// "0000", the null move; error UciSyntax for any other text (the range is the whole text).
Result<UciMove> read_uci(std::string_view text);
// The UCI form of m in pos, castling as to_uci writes it. Precondition: m is legal in pos.
UciMove uci_move(const Position& pos, Move m);

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
