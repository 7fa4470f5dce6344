// ICCF numeric notation (internal), the notation of correspondence chess: each square as two
// digits, file then rank (e2 is 52), so 5254 is e2-e4; castling as the king's move (5171);
// the promotion piece as a fifth digit, 1 queen, 2 rook, 3 bishop, 4 knight (77882: g7-h8
// and a rook). It is UCI's coordinates in digits, and read and written through them.
#pragma once

#include "layer.hpp"

#include <optional>
#include <string_view>
#include <vector>

#include "notator/notation.hpp"
#include "notator/position.hpp"

namespace notator::detail {

// Four digits 1-8, a fifth 1-4 where a promotion piece is named, and a glyph (!, ?!) where one
// is written: a move's shape.
bool numeric_shape(std::string_view text);

// The legal move the text names. Errors: MoveSyntax (not the shape; range: the whole text),
// IllegalMove (no legal move goes so), MissingPromotion (a pawn reaches the last rank and no
// fifth digit names a piece).
std::optional<Error> read_numeric(const Position& pos, std::string_view text, ReadMove& out);

// The legal moves the text (a numeric move in error) may have meant, nearest first: the two
// squares swapped (0.4), one digit wrong (0.8); none where it has no move's shape.
std::vector<Reading> numeric_likely(const Position& pos, std::string_view text);

// Writes the move's digits at p, returns the end. Precondition: m is legal in pos and no
// null move.
char* put_numeric(char* p, const Position& pos, Move m);

}  // namespace notator::detail
