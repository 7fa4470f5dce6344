// The text at hand: the game's bytes from its start to as far as they have been read, the
// place reading stands at, and the questions about lines that the tag section, the movetext
// and the game's boundaries ask of it. More is read through the window on demand; offsets into
// the text stay valid when it grows.
#pragma once

#include "layer.hpp"

#include <algorithm>
#include <cstring>
#include <string_view>

#include "byte_classes.hpp"
#include "game_boundary.hpp"
#include "grammar.hpp"
#include "movetext_kinds.hpp"
#include "notator/pgn.hpp"
#include "scan.hpp"
#include "window.hpp"

namespace notator::detail::reading {

class TextAtHand {
  protected:
    explicit TextAtHand(detail::Window& window) : w_(window) {}

    // Reads more of the input; the text's offsets stay valid.
    bool more() {
        const bool got = w_.more();
        s_ = w_.text();  // (where the bytes lie may have changed either way)
        return got;
    }
    bool ended() const { return w_.ended(); }
    // At least n bytes from i on, where the input has them.
    void need(std::size_t i, std::size_t n) {
        while (s_.size() - std::min(i, s_.size()) < n && more()) {
        }
    }
    // Is byte `at` the first of its line?
    bool line_start(std::size_t at) const {
        return at == 0 ? w_.at_line_start() : s_[at - 1] == '\n';
    }
    // Do only blanks stand between the start of its line and byte `at`?
    bool only_blanks_before(std::size_t at) const {
        // Back over what may be blanks only (ASCII ones, and the bytes of Unicode ones): on a
        // long line of moves this stops at once, so that many brackets on it cost no more than
        // they span.
        std::size_t k = at;
        while (k > 0 && s_[k - 1] != '\n') {
            const char c = s_[k - 1];
            if (static_cast<unsigned char>(c) < 0x80 && !scan::is_ascii_blank(c)) return false;
            --k;
        }
        if (k == 0 && !starts_line_) return false;
        return pgn::skip_line_blanks(s_, k) >= at;
    }
    // Does a tag section start at `at` ('[', after moves on its line): a whole tag, the last
    // thing on its line, and a tag line next? (Files put together with cat, the first without a
    // line end at its end: 2. Nf3 Nc6[Event "B"].)
    bool glued_tag_section(std::size_t at) {
        // (Read as far as its ']': where it starts no game, it is a tag inside the movetext,
        // passed over to there.)
        const std::size_t close = find_on_line(at, "]");
        if (close >= s_.size() || s_[close] != ']') return false;
        std::size_t k = line_blanks_end(close + 1);
        if (k < s_.size() && s_[k] == '\r') ++k;
        if (k >= s_.size() || s_[k] != '\n' || !pgn::starts_tag(s_, at)) return false;
        need(k + 1, kLookahead);
        return pgn::starts_tag(s_, pgn::skip_line_blanks(s_, k + 1));
    }
    std::size_t line_end(std::size_t at) {
        for (;;) {
            const void* nl = std::memchr(s_.data() + at, '\n', s_.size() - at);
            if (nl) return std::size_t(static_cast<const char*>(nl) - s_.data());
            if (!more()) return s_.size();
        }
    }
    // Past the spaces and tabs from `at` on, reading more where they run to what was read.
    std::size_t line_blanks_end(std::size_t at) {
        std::size_t k = pgn::skip_line_blanks(s_, at);
        while (k == s_.size() && more()) k = pgn::skip_line_blanks(s_, k);
        return k;
    }
    // The first `what` from `at` on, or the end of its line if that comes first (where a '\n'
    // stands, or the input's end), read no further than that: on a line of many megabytes a
    // tag or a bracket costs what it spans, not the rest of the line.
    std::size_t find_on_line(std::size_t at, std::string_view what) {
        std::size_t k = at;
        for (;;) {
            for (; k + what.size() <= s_.size(); ++k)
                if (s_[k] == '\n' || s_.compare(k, what.size(), what) == 0) return k;
            if (!more()) {
                while (k < s_.size() && s_[k] != '\n') ++k;
                return k;
            }
        }
    }

    void skip_escape_line() { i_ = std::min(line_end(i_) + 1, s_.size()); }
    // The escape line at i_ ('%' at a line's start), without its line end; i_ past it.
    std::string_view escape_line() {
        const std::size_t start = i_, end = line_end(i_);
        skip_escape_line();
        return line_text(start, end);
    }
    // The text from `start` to the line end at `end`, without a carriage return before it.
    std::string_view line_text(std::size_t start, std::size_t end) const {
        std::string_view line = s_.substr(start, end - start);
        if (line.ends_with('\r')) line.remove_suffix(1);
        return line;
    }
    // Where byte `at` stands: its line and column in the input.
    Location here(std::size_t at) const;

    detail::Window& w_;
    std::string_view s_;  // the game's text, from its start to as far as it has been read
    std::size_t i_ = 0;
    Location game_location_;
    // Only blanks stand before the game on its first line (not so after "1-0 " on a line), and
    // so for the game after this one.
    bool starts_line_ = true, next_starts_line_ = true;
    // Lines and columns are counted only when something is reported, on from the last place
    // asked for when that lies before: reports come in the order of the text, so that a game
    // with many costs one pass, not one for each.
    struct Mark {
        std::size_t at = 0;
        std::uint64_t line = 0;  // lines after the game's first
        std::uint32_t column = 1;
    };
    mutable Mark mark_;
};

}  // namespace notator::detail::reading
