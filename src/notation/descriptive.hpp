// Descriptive notation, as books printed games before algebraic notation (internal): English
// (P-K4, Kt-KB3, PxP, QR-Q1, B-QKt5 ch, P-K8(Q), Castles, and as books space and word it:
// "P - K 4", "K Kt - K 2", "Kt (Q 6) - B 5", "B × P ch", "P to K4", "B takes P") and Spanish
// (P4R, C3AR, PxP, TD1R, A5CD+). Squares are counted from the side to move: White's K4 is e4,
// Black's is e5.
#pragma once

#include "layer.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "notator/language.hpp"
#include "notator/movegen.hpp"
#include "notator/notation.hpp"
#include "notator/position.hpp"

namespace notator::detail {

enum class Descriptive : std::uint8_t { English, Spanish };

// Spanish for the Spanish language, English for any other.
Descriptive descriptive_of(const Language& language);

// Where the move written in descriptive notation that starts at s[start] ends, or npos where
// none starts there. Its words may stand one space apart ("Kt - K B 3", "P to K4") where its
// first word names only a man; a check sign, "e.p." or a glyph may follow after one space
// ("BxN ch"). Two spaces, a tab or a line end always end it: books print the two sides' moves
// in columns. Where one space parts it from what follows, the longest reading after which
// the text goes on as it may (a move, a number, a comment) is taken, and first the one that
// `next_number` followed by a full stop comes after (the number the next move will have; 0:
// none known).
std::size_t descriptive_end(std::string_view s, std::size_t start, Descriptive kind,
                            int next_number = 0);

// The legal move that `text` (all of it one move) names. Errors: MoveSyntax (not a move in
// this notation; range: the whole text), IllegalMove (no legal move fits), AmbiguousMove
// (several fit after the wing named, the check sign and "Castles" alone are taken as books
// mean them), MissingPromotion. `out.text` holds what was written: role, capture, check sign,
// glyph, en passant; its range is the whole text. `origins`: where the pieces began
// (ReadOptions::origins), for KR and QKt.
std::optional<Error> read_descriptive(const Position& pos, std::string_view text, Descriptive kind,
                                      ReadMove& out,
                                      const std::array<std::uint8_t, 64>* origins = nullptr);

// The legal moves the text (a descriptive move in error) may have meant, nearest first, each
// with a distance as likely_readings gives them: the moves an ambiguous text names (0; those
// it fits but for the wing or the check it announces, 0.3); with a printer's look-alike for a
// rank digit read as the digit ("KR-KI", 0.35 more); read
// with its squares counted from the other side (0.4), without the capture sign or with one
// (0.5), another file of the same name (KB3 for QB3, 0.6). None where it is no move in this
// notation at all.
std::vector<Reading> descriptive_likely(const Position& pos, std::string_view text,
                                        Descriptive kind,
                                        const std::array<std::uint8_t, 64>* origins = nullptr);

// The legal moves the text may mean, read as English descriptive notation without the
// preference for a wing, or nullopt if it is no descriptive move at all: what a reader of
// algebraic notation is told of such text.
std::optional<std::vector<Move>> descriptive_readings(const Position& pos, std::string_view text);

}  // namespace notator::detail
