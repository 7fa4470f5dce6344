// Where one game ends and the next starts (internal): the predicates that decide a game's
// boundary, for the reader (a tag line in its movetext, a comment left open) and for
// find_game_start (where input can be cut for threads), stated once.
#pragma once

#include "layer.hpp"

#include <cstddef>
#include <string_view>

#include "grammar.hpp"

namespace notator::detail::pgn {

// The start of the line before the one that starts at `line` (> 0).
inline std::size_t line_before(std::string_view text, std::size_t line) {
    const std::size_t nl = line >= 2 ? text.rfind('\n', line - 2) : std::string_view::npos;
    return nl == std::string_view::npos ? 0 : nl + 1;
}

// Does the tag section whose last line starts at `last` (lines that hold one tag and nothing
// else, as far up as they go in `text`) hold a tag named `name`? (A line with moves or a result
// after its tag belongs to a game before: the section stops there, for the reader, which does
// not see that game, and find_game_start, which does, alike.)
inline bool section_has_tag(std::string_view text, std::size_t last, std::string_view name) {
    for (std::size_t line = last;;) {
        const std::size_t k = skip_line_blanks(text, line);
        if (k >= text.size() || text[k] != '[') return false;
        const std::size_t close = text.substr(k, text.find('\n', k) - k).find("\"]");
        if (close == std::string_view::npos || !blank_line(text, k + close + 2)) return false;
        if (tag_name(text, k) == name) return true;
        if (line == 0) return false;
        line = line_before(text, line);
    }
}

// Where a game certainly starts, whatever came before (find_game_start's rule, which the
// reader keeps too): at `line` (a line's start, > 0) a tag line follows a blank line, and the
// nearest line before the blank ones holds something other than a tag or an escape line, or
// ends a tag section that already has this tag (that game had tags alone, as a forfeit is
// recorded; other tags after a blank line are more of the same game's). Where that line began
// before `text` does (`text_starts_line` false: text[0] follows a result on its line), it held
// movetext.
inline bool certain_game_start(std::string_view text, std::size_t line, bool text_starts_line) {
    const std::size_t first = skip_line_blanks(text, line);
    if (first >= text.size() || !starts_tag(text, first)) return false;
    std::size_t before = line_before(text, line);
    if (!blank_line(text, before) || before == line) return false;
    while (blank_line(text, before)) {
        if (before == 0) return false;
        before = line_before(text, before);
    }
    if (before == 0 && !text_starts_line) return true;
    const std::size_t k = skip_line_blanks(text, before);
    if (text[k] == '[') return section_has_tag(text, before, tag_name(text, first));
    return text[k] != '%';
}

// Where, between `from` and the comment's closing brace at `close`, a new game plainly starts:
// a blank line and then a tag line, or a tag section (tag lines, then a blank line; the brace
// that seems to close the comment is then the next game's). The start of that tag line (the
// comment was left open); npos if nowhere.
inline std::size_t new_game_within(std::string_view text, std::size_t from, std::size_t close) {
    // (Line ends searched for up to `close` only: on a line of many megabytes, each comment
    // costs what it spans, not the rest of the line.)
    const std::string_view within = text.substr(0, close);
    const auto tag_line_at = [&](std::size_t line) {
        return starts_tag(text, skip_line_blanks(text, line)) || kept_tag_line(text, line);
    };
    for (std::size_t nl = within.find('\n', from); nl != std::string_view::npos;
         nl = within.find('\n', nl + 1)) {
        std::size_t k = nl + 1;
        if (k < close && starts_tag(text, skip_line_blanks(text, k))) {
            for (std::size_t line = k;;) {
                const std::size_t end = within.find('\n', line);
                if (end == std::string_view::npos || end + 1 >= close) break;
                line = end + 1;
                if (blank_line(text, line)) return k;
                if (!tag_line_at(line)) break;
            }
        }
        if (k >= close || !blank_line(text, k)) continue;
        while (k < text.size() && blank_line(text, k)) {
            const std::size_t end = text.find('\n', k);
            if (end == std::string_view::npos) return std::string_view::npos;
            k = end + 1;
        }
        const std::size_t first = skip_line_blanks(text, k);
        if (first < close && starts_tag(text, first)) return k;
    }
    return std::string_view::npos;
}

// The start of the first line between `from` and `end` that is a tag line, `end` if none is:
// where a comment left open ends (`end`: where the next game plainly starts, or the input's
// end). A tag line is no comment's words: the next game's tags written straight after it,
// with no blank line between, start that game; so do the tag lines that lack their quotes
// right above the first (kept_tag_line).
inline std::size_t first_tag_line(std::string_view text, std::size_t from, std::size_t end) {
    std::size_t line = end;
    const std::string_view within = text.substr(0, end);
    for (std::size_t nl = within.find('\n', from); nl != std::string_view::npos;
         nl = within.find('\n', nl + 1)) {
        const std::size_t first = skip_line_blanks(text, nl + 1);
        if (first < end && starts_tag(text, first)) {
            line = nl + 1;
            break;
        }
    }
    if (line == text.size()) return line;
    while (line > from + 1) {
        const std::size_t before = line_before(text, line);
        if (before <= from || !kept_tag_line(text, before)) break;
        line = before;
    }
    return line;
}

}  // namespace notator::detail::pgn
