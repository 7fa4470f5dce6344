// The text at hand: where a place in it stands, for reports.
#include "text_at_hand.hpp"
#include "../notation/code_points.hpp"

namespace notator::detail::reading {

Location TextAtHand::here(std::size_t at) const {
    at = std::min(at, s_.size());
    if (at < mark_.at) mark_ = Mark{};
    for (std::size_t i = mark_.at; i < at; ++i) {
        const unsigned char c = static_cast<unsigned char>(s_[i]);
        if (c == '\n') {
            ++mark_.line;
            mark_.column = 1;
        } else if (!continues_character(char(c))) {  // the first byte of a character
            ++mark_.column;
        }
    }
    mark_.at = at;
    const std::uint32_t column =
        mark_.line == 0 ? game_location_.column + mark_.column - 1 : mark_.column;
    return {game_location_.line + mark_.line, column};
}

}  // namespace notator::detail::reading
