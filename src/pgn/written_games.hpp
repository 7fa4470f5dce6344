// A game's moves as written (internal): what comparing two scoresheets needs, whatever the
// moves read as.
#pragma once

#include "layer.hpp"

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "notator/position.hpp"

namespace notator::detail {

struct WrittenGame {
    std::vector<std::pair<std::string, std::string>> tags;
    std::vector<std::string> moves;  // the main line's, as written (with "e.p." where written)
    // For each move, the number written before it: 2n for "n." (White's move, or a number that
    // does not say), 2n + 1 for "n..." (Black's); 0 where none stands before it.
    std::vector<std::uint32_t> numbers;
    std::string result;     // the result the moves end with ("1-0"); empty: none
    Position start;         // as the reader takes it from the tags
    std::string unchecked;  // why its moves cannot be checked (a variant, a bad FEN); else empty
};

// Does the game start from a FEN tag's position?
inline bool has_fen(const WrittenGame& g) {
    return std::any_of(g.tags.begin(), g.tags.end(),
                       [](const auto& t) { return t.first == "FEN"; });
}

// Each game of `text` (bytes that are not UTF-8 taken as Windows-1252): its tags, and its main
// line's moves as the reader's tokens have them (numbers, comments, NAGs, variations and the
// result left out).
std::vector<WrittenGame> written_games(std::string_view text);

}  // namespace notator::detail
