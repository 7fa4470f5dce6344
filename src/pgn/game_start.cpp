// Where an input can be cut without reading it: the reader's own rules for where a game ends
// (reader.cpp) at the one place they hold whatever state the reading is in.
#include "notator/game_start.hpp"

#include "game_boundary.hpp"

namespace notator {

namespace pgn = detail::pgn;

std::size_t find_game_start(std::string_view text, std::size_t from) {
    // The first line start at or after `from` (the text's first line never counts: no line
    // stands before it).
    std::size_t line = from;
    if (line == 0 || line > text.size() || text[line - 1] != '\n') {
        const std::size_t nl = text.find('\n', line);
        if (nl == std::string_view::npos) return std::string_view::npos;
        line = nl + 1;
    }
    while (line < text.size()) {
        if (pgn::certain_game_start(text, line, true)) return line;
        const std::size_t nl = text.find('\n', line);
        if (nl == std::string_view::npos) break;
        line = nl + 1;
    }
    return std::string_view::npos;
}

}  // namespace notator
