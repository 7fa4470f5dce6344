// Where an input can be cut without reading it: the reader's own rules for where a game ends
// (reader.cpp) at the one place they hold whatever state the reading is in.
#include "notator/game_start.hpp"

#include "grammar.hpp"

namespace notator {

namespace {

namespace pgn = detail::pgn;

// The start of the line before the one that starts at `line` (> 0).
std::size_t line_before(std::string_view text, std::size_t line) {
    const std::size_t nl = line >= 2 ? text.rfind('\n', line - 2) : std::string_view::npos;
    return nl == std::string_view::npos ? 0 : nl + 1;
}

// Does a game certainly start at `line` (a line's start, not the text's first)?
bool certain_game_start(std::string_view text, std::size_t line) {
    const std::size_t first = pgn::skip_line_blanks(text, line);
    if (first >= text.size() || !pgn::starts_tag(text, first)) return false;
    std::size_t before = line_before(text, line);
    if (!pgn::blank_line(text, before) || before == line) return false;
    // The nearest line before the blank ones: movetext or a comment, not a tag or escape line.
    while (pgn::blank_line(text, before)) {
        if (before == 0) return false;
        before = line_before(text, before);
    }
    const std::size_t k = pgn::skip_line_blanks(text, before);
    return text[k] != '[' && text[k] != '%';
}

}  // namespace

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
        if (certain_game_start(text, line)) return line;
        const std::size_t nl = text.find('\n', line);
        if (nl == std::string_view::npos) break;
        line = nl + 1;
    }
    return std::string_view::npos;
}

}  // namespace notator
