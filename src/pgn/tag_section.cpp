// A game's tag section: its tag lines read (the short way and the long), the tags the reading
// depends on kept, doubts about them said, and the starting position they give.
#include "game_reader.hpp"

namespace notator::detail::reading {

void GameReader::tags() {
    for (;;) {
        if (tags_.said.size() >= kHeldMost) [[unlikely]]
            say_tag_section();  // (bounded: a game of a million damaged tag lines)
        // Nearly always the next tag line starts right here.
        if (i_ + kLookahead <= s_.size() && s_[i_] == '[') [[likely]] {
            tag_line();
            continue;
        }
        i_ = pgn::skip_blanks(s_, i_);
        need(i_, kLookahead);
        i_ = pgn::skip_blanks(s_, i_);
        if (i_ >= s_.size()) return;
        if (s_[i_] == '%' && line_start(i_)) {
            // (A rest notator kept in escape lines is the movetext's, where its game has none
            // before it.)
            if (s_.compare(i_ + 1, detail::kNotChecked.size(), detail::kNotChecked) == 0) return;
            visitor_->escape_line(escape_line());
            continue;
        }
        if (s_[i_] != '[') return;
        // A blank line, then a tag line, after a game of tags alone or one that began behind a
        // result on its line ("1-0 [Event ...]"): the next game starts there, as
        // find_game_start cuts.
        if (only_blanks_before(i_)) {  // (a '[' later on its line: the line's first one told)
            find_on_line(i_, "\"");    // (what makes it a tag line, at hand however bytes come)
            const std::size_t line = s_.rfind('\n', i_);
            if (line != std::string_view::npos &&
                pgn::certain_game_start(s_, line + 1, starts_line_))
                return;
        }
        tag_line();
    }
}

// The tag line at i_ ('['), tag_line's short way: [Name "value"] and its line's end, no
// backslash in the value, as nearly every tag line is, from one look at 32 bytes. True where it
// was read so (i_ past it). Apart from the long way, which would crowd a tag section's loop.
[[gnu::always_inline]] inline bool GameReader::short_tag_line() {
    const std::size_t start = i_;
    if (start + 35 <= s_.size()) {
        const scan::TagMasks m = scan::tag_masks(s_.data() + start);
        // The name: bytes 1 to n - 1; n <= 29 keeps the opening quote and what follows it in
        // the 32 bytes.
        const unsigned n = unsigned(std::countr_zero(~m.name & ~1u));
        if (n > 1 && n <= 29 && (m.space >> n & 1) && (m.quote >> (n + 1) & 1)) {
            const std::uint32_t stops = m.stop & (~0u << (n + 2));
            const unsigned q = unsigned(std::countr_zero(stops));  // 32: none here
            if (q < 32 && (m.quote >> q & 1) && s_[start + q + 1] == ']' &&
                (s_[start + q + 2] == '\n' ||
                 (s_[start + q + 2] == '\r' && s_[start + q + 3] == '\n'))) {
                take_tag(std::string_view(s_.data() + start + 1, n - 1),
                         std::string_view(s_.data() + start + n + 2, q - n - 2), start);
                if (m.high >> (n + 2) & ~(~0u << (q - n - 2))) [[unlikely]]  // (in the value)
                    encoding_doubt(start, std::string_view(s_.data() + start + 1, n - 1),
                                   std::string_view(s_.data() + start + n + 2, q - n - 2));
                i_ = start + q + (s_[start + q + 2] == '\n' ? 3 : 4);
                return true;
            }
        }
    }
    return false;
}

// The tag line at i_ ('['), where the short way did not take it: read, i_ past it. False when
// more text had to be read first.
[[gnu::noinline]] bool GameReader::long_tag_line() {
    const std::size_t start = i_;
    std::size_t k = start + 1;
    while (k < s_.size() && scan::is_tag_name_byte(s_[k])) ++k;
    if (k > start + 1 && k + 1 < s_.size() && s_[k] == ' ' && s_[k + 1] == '"') {
        const scan::ValueEnd v = scan::tag_value_end(s_, k + 2);
        if (v.at + 2 < s_.size() && s_[v.at] == '"' && s_[v.at + 1] == ']' &&
            (s_[v.at + 2] == '\n' ||
             (s_[v.at + 2] == '\r' && v.at + 3 < s_.size() && s_[v.at + 3] == '\n'))) {
            take_tag(s_.substr(start + 1, k - start - 1), s_.substr(k + 2, v.at - k - 2), start);
            if (v.high)
                encoding_doubt(start, s_.substr(start + 1, k - start - 1),
                               s_.substr(k + 2, v.at - k - 2));
            i_ = v.at + (s_[v.at + 2] == '\n' ? 3 : 4);
            return true;
        }
    }
    if (const std::size_t markup = pgn::forum_markup_length(s_, start)) {
        forum_markup(start, markup);
        i_ = start + markup;
        return true;
    }
    // The long way: the closing bracket is the first one right after a quote (another tag or
    // the movetext may follow on the line), else the line's last one.
    const std::size_t old_size = s_.size();
    const std::size_t found = find_on_line(start, "\"]");
    if (s_.size() != old_size) return false;  // read again with more text
    std::size_t close, eol;
    if (found < s_.size() && s_[found] == '"') {
        close = found + 1;
        eol = close + 1;  // (as far as the line matters here)
    } else {
        eol = found;
        close = s_.substr(start, eol - start).rfind(']');
        close = close == std::string_view::npos ? eol : start + close;
    }
    k = pgn::skip_line_blanks(s_, start + 1);
    const std::size_t name_start = k;
    while (k < close && scan::is_tag_name_byte(s_[k])) ++k;
    const std::size_t name_length = k - name_start;  // (its view is taken once more() is done)
    const std::size_t q1 = s_.substr(0, close).find('"', k);
    const std::size_t q2 = q1 < close ? s_.rfind('"', close) : std::string_view::npos;
    i_ = close < eol ? close + 1 : eol;
    std::size_t value_begin = q1 + 1, value_end = q2;  // (where the tag is well formed)
    if (name_length == 0 || q1 >= close || q2 == q1 || q2 == std::string_view::npos) {
        std::string_view line = s_.substr(start, eol - start);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        const std::string said =
            "a tag line that is not [Name \"value\"]: " + detail::shortened(line, 60);
        // A value with one quote or none ([White "Müller, Hans], [Event Paris Open], [Event
        // 'Paris Open']) is kept as the tag's, all of it to the closing bracket: nothing the
        // line holds is lost. (Where the bracket does not end the line, or another opens
        // before it, the line is no tag: said, and passed over.)
        const std::size_t from = pgn::skip_line_blanks(s_, k);
        line_end(start);              // (the line read whole, as kept_tag_line asks)
        if (s_.size() != old_size) {  // read again with more text, from the tag's start (the
            i_ = start;               // fuzzer found the tag passed over when bytes came slowly)
            return false;
        }
        if (!pgn::kept_tag_line(s_, start)) {
            warn(start, Errc::TagSyntax, said);
            return true;
        }
        value_begin = from + (s_[from] == '"' || s_[from] == '\'');
        value_end = close;
        while (value_end > value_begin && (s_[value_end - 1] == ' ' || s_[value_end - 1] == '\t'))
            --value_end;
        // ([Event 'Paris Open'], [Event Paris Open"]: the quote that closes it, the one there.)
        if (value_end > value_begin &&
            (s_[value_end - 1] == '"' || (s_[value_end - 1] == '\'' && s_[from] == '\'')))
            --value_end;
        // Quotation marks a word processor put for '"' ([Event “City Open”], „Müller“): as '"'.
        const std::string_view typed = s_.substr(value_begin, value_end - value_begin);
        if (const std::size_t open = pgn::typographic_quote_length(typed, false)) {
            if (const std::size_t shut = pgn::typographic_quote_length(typed, true);
                shut > 0 && open + shut <= typed.size()) {
                value_begin += open;
                value_end -= shut;
                // (« Paris »: French puts spaces inside, no-break ones where typeset well.)
                const auto space = [&](std::size_t k) {
                    return s_[k] == ' ' ? 1u : s_.substr(k, 2) == "\xC2\xA0" ? 2u : 0u;
                };
                while (value_begin < value_end && space(value_begin) > 0)
                    value_begin += space(value_begin);
                while (value_end > value_begin &&
                       (s_[value_end - 1] == ' ' ||
                        (value_end - value_begin >= 2 && space(value_end - 2) == 2)))
                    value_end -= s_[value_end - 1] == ' ' ? 1 : 2;
            }
        }
        warn(start, Errc::TagSyntax, said + ", read as its value");
    }
    if (close == eol)
        warn(start, Errc::TagSyntax,
             "tag " + std::string(s_.substr(name_start, name_length)) + " has no closing ']'");
    // HTML markup after the tag on its line ("<br>", from a web page): passed over, so that the
    // tags go on; anything else there starts the movetext.
    std::size_t after = line_blanks_end(i_);
    while (after < s_.size() && s_[after] == '<') {
        const std::size_t close_markup = find_on_line(after, ">");
        if (close_markup >= s_.size() || s_[close_markup] != '>') break;
        after = line_blanks_end(close_markup + 1);
    }
    const std::string_view name = s_.substr(name_start, name_length);
    if (const std::size_t first = pgn::skip_line_blanks(s_, i_);
        after > i_ && first < s_.size() && s_[first] == '<') {
        warn(i_, Errc::TagSyntax,
             "HTML markup after tag " + std::string(name) +
                 ", passed over: " + detail::shortened(s_.substr(i_, after - i_), 60));
        i_ = after;
    }
    // The value runs from the first quote to the last before the closing bracket, so that an
    // unescaped quote inside it does not cut it short; \" and \\ stand for " and a backslash.
    std::string_view value = s_.substr(value_begin, value_end - value_begin);
    if (value.find('\\') != std::string_view::npos) {
        spare_.unescaped.clear();
        for (std::size_t j = value_begin; j < value_end; ++j) {
            if (s_[j] == '\\' && j + 1 < value_end && (s_[j + 1] == '"' || s_[j + 1] == '\\')) ++j;
            spare_.unescaped += s_[j];
        }
        value = spare_.unescaped;
    }
    take_tag(name, value, start);
    if (scan::find_high(value, 0) < value.size()) encoding_doubt(start, name, value);
    return true;
}

// A tag read: kept if the reading depends on it, then handed on. The first FEN, Variant, SetUp
// and Result count, as for the writer's roster; one given again is reported.
// (Inline: every tag line's, at each of tag_line's three ways.)
[[gnu::always_inline]] inline void GameReader::take_tag(std::string_view name,
                                                        std::string_view value, std::size_t start) {
    const auto take = [&](std::string& into, bool& taken) {
        if (taken) {
            tag_repeated(start, name);
            return;
        }
        taken = true;
        into = value;
    };
    // (The first letter first: most tags are none of these, and most share a length with one.)
    const char first = name.empty() ? '\0' : name[0];
    if (first == 'F' && name == "FEN") take(tags_.fen, tags_.fen_taken);
    if (first == 'V' && name == "Variant") take(tags_.variant, tags_.variant_taken);
    if (first == 'S' && name == "SetUp") take(tags_.setup, tags_.setup_taken);
    if (first == 'R' && name == "Result") {
        take(tags_.result, tags_.result_taken);
        result_tag_doubt(start, value);
    }
    visitor_->tag(name, value);
}

// A tag's value whose letters say the file's bytes are in another encoding than they were read
// in (detail::encoding_signs): said, once a game. A byte that Windows-1252 has no character for
// is kept as the control character of its value, and so never lost without a word.
[[gnu::noinline]] void GameReader::encoding_doubt(std::size_t at, std::string_view name,
                                                  std::string_view value) {
    if (tags_.encoding_warned || !warning_wanted()) return;
    const detail::EncodingSigns signs = detail::encoding_signs(value);
    if (signs.undefined < 0 && signs.looks_like.empty()) return;
    tags_.encoding_warned = true;
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string said = "tag " + std::string(name) + " \"" + detail::shortened(value, 60) + "\": ";
    if (signs.undefined >= 0)
        said.append("byte 0x")
            .append(1, kHex[signs.undefined >> 4])
            .append(1, kHex[signs.undefined & 15])
            .append(
                " is no UTF-8 and has no Windows-1252 character (kept as a control "
                "character)");
    else
        said += "letters that look read in another encoding than the file's";
    said += signs.looks_like.empty() ? "; --encoding names the file's encoding"
                                     : "; the text looks Central European: --encoding " +
                                           std::string(signs.looks_like) + " reads it";
    warn(at, Errc::EncodingDoubt, said);
}

// The game's starting position, from its tags, into `start`; else why it cannot be checked.
std::string GameReader::start_position(Position& start) {
    if (tags_.fen.empty() && tags_.variant.empty()) {  // (nearly every game)
        start = standard_start();
        if (tags_.setup_taken && tags_.setup == "1") [[unlikely]]
            warn(i_, Errc::TagSyntax,
                 "tag SetUp \"1\" with no FEN tag of the position set up: the moves are read "
                 "from the standard start");
        return {};
    }
    std::string variant = tags_.variant;
    variant.erase(0, variant.find_first_not_of(' '));
    variant.erase(variant.find_last_not_of(' ') + 1);
    std::transform(variant.begin(), variant.end(), variant.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    const bool chess960 = variant == "chess960" || variant == "fischerandom" ||
                          variant == "fischer random" || variant == "chess 960" || variant == "960";
    // "normal": as TCEC's files (and the engine tournament managers) name standard chess.
    if (!variant.empty() && !chess960 && variant != "standard" && variant != "chess" &&
        variant != "normal" && variant != "from position") {
        tags_.variant_game = true;
        return "not checked: variant '" + tags_.variant +
               "', a game the FIDE Laws do not cover; its moves are kept as written";
    }
    if (tags_.fen.empty()) {
        start = standard_start();
        return {};
    }
    auto p = Position::from_fen(tags_.fen, {chess960});
    if (!p)
        return "tag FEN \"" + tags_.fen + "\": " + p.error().message() +
               ", so the moves cannot be checked";
    start = *p;
    return {};
}

// A Result tag that holds no result of the export format: what it is read as, if anything, is
// said. (Out of line: tag lines are read on the fast path.)
[[gnu::noinline]] void GameReader::result_tag_doubt(std::size_t at, std::string_view value) {
    if (!warning_wanted() || !pgn::result_of(value).empty()) return;
    const pgn::TagResult r = pgn::tag_result(value);
    std::string said =
        "tag Result \"" + detail::shortened(value, 60) + "\" is no result PGN writes";
    if (r.result.empty())
        said += " (1-0, 0-1, 1/2-1/2, or * for one unknown)";
    else if (r.forfeit)
        said.append(": the mark of a forfeit, read as ").append(r.result);
    else
        said.append(": read as ").append(r.result);
    warn(at, Errc::NonstandardResult, said);
}

}  // namespace notator::detail::reading
