// The rest of a game that notator could not check, as it is kept in the output (internal),
// for the writer and the reader: one brace comment that starts with a marker line, where the
// rest holds no '}'. PGN comments have no escape and do not nest: a rest that holds one is kept
// in PGN's escape lines instead, each line after a '%' (kept_escape_lines), byte for byte,
// which other readers pass over (pgn-extract knows no ';' comments, which could hold it).
// Earlier versions wrote each '}' of the rest "}{", a chain of adjacent comments; the reader
// joins such a chain back into one comment (read_kept_comment).
#pragma once

#include "layer.hpp"

#include <string>
#include <string_view>

namespace notator::detail {

inline constexpr std::string_view kNotChecked = "notator: not checked from here on (";
// The comment after the moves repairing read in place of a move in error (PgnWriter).
inline constexpr std::string_view kReadAs = "notator: read as ";

// Does text start with `words` (single spaces between them), where a writer's line breaks may
// stand for any of the spaces? (A note is wrapped as any comment.)
inline bool starts_with_words(std::string_view text, std::string_view words) {
    std::size_t i = 0;
    for (const char c : words) {
        if (c == ' ') {
            if (i == text.size() || (text[i] != ' ' && text[i] != '\n' && text[i] != '\r'))
                return false;
            while (i < text.size() && (text[i] == ' ' || text[i] == '\n' || text[i] == '\r')) ++i;
        } else {
            if (i == text.size() || text[i] != c) return false;
            ++i;
        }
    }
    return true;
}

// "{text}" with each '}' of text written "}{", and its CRLF line ends as LF (the output's).
inline std::string kept_comment(std::string_view text) {
    std::string out = "{";
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') continue;
        out += c;
        if (c == '}') out += '{';
    }
    out += '}';
    return out;
}

// `text` (a kept rest: its marker line, then the rest) as PGN escape lines, each of its lines
// after a '%', and a line end after the last: how a rest that holds a '}' is kept byte for
// byte, where no brace comment can hold it. (CRLF line ends as LF, the output's.)
inline std::string kept_escape_lines(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i <= text.size();) {
        std::size_t j = text.find('\n', i);
        if (j == std::string_view::npos) j = text.size();
        std::string_view line = text.substr(i, j - i);
        if (line.ends_with('\r')) line.remove_suffix(1);
        out += '%';
        out += line;
        out += '\n';
        i = j + 1;
    }
    return out;
}

// The chain of comments kept_comment wrote at the start of s ("{a}{b}..."; s[0] is '{'), its
// text joined into `text` ("a}b..."). Returns its length in s, or s.size() with `closed`
// false when its last '}' is missing.
inline std::size_t read_kept_comment(std::string_view s, std::string& text, bool& closed) {
    text.clear();
    std::size_t i = 1;
    for (;;) {
        const std::size_t close = s.find('}', i);
        if (close == std::string_view::npos) {
            text += s.substr(i);
            closed = false;
            return s.size();
        }
        text += s.substr(i, close - i);
        if (close + 1 >= s.size() || s[close + 1] != '{') {
            closed = true;
            return close + 1;
        }
        text += '}';
        i = close + 2;
    }
}

}  // namespace notator::detail
