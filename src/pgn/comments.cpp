// Comments, escape lines, what follows the result, variations left open, and the rest of a
// line kept as written.
#include "game_reader.hpp"

namespace notator::detail::reading {

// The comment at i_ ('{'), handed over when `hand`; a rest an earlier conversion kept
// unchecked is an error where the line is checked (`check`). False when it was left open and
// the next game starts inside it (`stop`, i_ there).
bool GameReader::comment(bool hand, bool check, Stop& stop) {
    const std::size_t open = i_;
    std::size_t from = open + 1;
    for (;;) {
        const void* found = std::memchr(s_.data() + from, '}', s_.size() - from);
        const std::size_t close =
            found ? std::size_t(static_cast<const char*>(found) - s_.data()) : s_.size();
        const std::size_t game = pgn::new_game_within(s_, from, close);
        if (game != std::string_view::npos || !found) {
            const std::size_t old_size = s_.size();
            if (game == std::string_view::npos && more()) {
                // Look again from two lines before the old end: a blank line and a tag line
                // may have been cut by it.
                std::size_t back = old_size;
                for (int lines = 0; lines < 3 && back > from; ++lines)
                    back = s_.rfind('\n', back - 1) == std::string_view::npos
                               ? from
                               : std::max(from, s_.rfind('\n', back - 1));
                from = back;
                continue;
            }
            const std::size_t last = game != std::string_view::npos ? game : s_.size();
            const std::size_t end = pgn::first_tag_line(s_, open + 1, last);
            // (The same words whether the next game or the input's end ends it: a piece of the
            // input cut where that game starts must tell what the whole tells.)
            warn(open, Errc::UnclosedComment,
                 "a comment that is never closed: it ends where its game does");
            open_pending();
            if (hand) hand_comment(s_.substr(open + 1, end - open - 1));
            i_ = end;
            if (end == s_.size()) return true;
            stop = Stop::NewGame;
            return false;
        }
        std::string_view text = s_.substr(open + 1, close - open - 1);
        i_ = close + 1;
        if ((hand || check) && text.starts_with(detail::kNotChecked)) {
            // A rest kept by notator: one comment, written as a chain "{a}{b}" (kept_rest.hpp).
            bool closed = false;
            std::size_t length = 0;
            for (;;) {
                length = detail::read_kept_comment(s_.substr(open), spare_.own_rest, closed);
                if ((closed && open + length < s_.size()) || !more()) break;
            }
            if (!closed) warn(open, Errc::UnclosedComment, "a comment that is never closed");
            i_ = open + length;
            text = spare_.own_rest;
            if (check) unchecked_rest(open, text);
        }
        // A move an earlier repair read: its note, for a person to review.
        if (check && detail::starts_with_words(text, detail::kReadAs)) [[unlikely]] {
            // (The note may be broken over lines: one line in the message.)
            std::string note(text.substr(std::string_view("notator: ").size()));
            std::replace(note.begin(), note.end(), '\n', ' ');
            std::replace(note.begin(), note.end(), '\r', ' ');
            warn(open, Errc::RepairedMove,
                 "a move an earlier repair read, to be reviewed: " + detail::shortened(note, 240));
        }
        open_pending();
        if (hand) hand_comment(text);
        return true;
    }
}

// A rest of movetext an earlier conversion kept unchecked (`kept`, its marker line first, at
// `at`): an error, as the moves in it are still to be checked; the comment itself is handed
// over as any other.
void GameReader::unchecked_rest(std::size_t at, std::string_view kept) {
    const std::size_t nl = std::min(kept.find('\n'), kept.size());
    std::string why(kept.substr(detail::kNotChecked.size(), nl - detail::kNotChecked.size()));
    if (why.ends_with("):")) why.resize(why.size() - 2);
    std::string moves(kept.substr(std::min(nl + 1, kept.size())));
    std::replace(moves.begin(), moves.end(), '\n', ' ');
    std::replace(moves.begin(), moves.end(), '\r', ' ');
    std::string message =
        "an earlier conversion kept the moves from here on unchecked (" + why + ")";
    if (!moves.empty()) message += ": " + detail::shortened(moves, 60);
    say_->move_error(report(Severity::Error, Error{Errc::UncheckedRest}, message, at), {});
}

void GameReader::hand_comment(std::string_view text) {
    while (!text.empty() && scan::is_ascii_blank(text.front())) text.remove_prefix(1);
    while (!text.empty() && scan::is_ascii_blank(text.back())) text.remove_suffix(1);
    open_pending();
    visitor_->comment(text);
}

// The rest-of-line comment at i_ (';'), with those on the lines right after it: one comment,
// line breaks kept (that is how the writer stores a comment that holds a '}'). i_ at its end.
void GameReader::line_comment(bool hand) {
    std::size_t k = i_;
    if (hand) spare_.comment.clear();
    for (;;) {
        const std::size_t end = line_end(k);
        if (hand) {
            std::string_view text = s_.substr(k + 1, end - k - 1);
            if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
            if (k != i_) spare_.comment += '\n';
            spare_.comment += text;
        }
        k = end;
        need(k, 2);
        if (k + 1 < s_.size() && s_[k + 1] == ';') {
            ++k;
            continue;
        }
        break;
    }
    i_ = k;
    open_pending();
    if (hand) {
        const std::size_t first = spare_.comment.find_first_not_of(" \t");
        const std::size_t last = spare_.comment.find_last_not_of(" \t\n");
        open_pending();
        visitor_->comment(first == std::string::npos
                              ? std::string_view()
                              : std::string_view(spare_.comment).substr(first, last - first + 1));
    }
}

// Past the result (i_ just after it): the comments on the rest of its line, and the
// rest-of-line comments on the lines right after it (engine matches write a game's duration and
// adjudication so), are the game's; anything else starts the next game. Sets game_end_.
void GameReader::after_result() {
    const bool hand = mode_ == Mode::All;
    bool same_line = true;
    std::size_t k = i_;
    for (;;) {
        need(k, kLookahead);
        k = pgn::skip_line_blanks(s_, k);
        if (k >= s_.size()) break;
        const char c = s_[k];
        if (c == '\n' || c == '\r') {
            const std::size_t next =
                k + (c == '\r' && k + 1 < s_.size() && s_[k + 1] == '\n' ? 2 : 1);
            need(next, kLookahead);
            const std::size_t first = pgn::skip_line_blanks(s_, next);
            if (first >= s_.size() || s_[first] != ';') {
                k = next;
                break;
            }
            k = first;
            same_line = false;
            continue;
        }
        if (c == ';') {
            i_ = k;
            line_comment(hand);
            k = i_;
            continue;
        }
        if (c == '{' && same_line) {
            i_ = k;
            Stop stop{};
            if (!comment(hand, reporting(), stop)) {
                game_end_ = i_;
                return;
            }
            k = i_;
            continue;
        }
        if (same_line) {
            // The result again as sheets write it ("(+)-(-) (+)-(-)", TWIC's forfeits).
            const std::size_t n =
                s_.compare(k, 7, "(+)-(-)") == 0 || s_.compare(k, 7, "(-)-(+)") == 0
                    ? 7
                    : pgn::token_end(s_, k) - k;
            const pgn::LooseResult again = pgn::loose_result(s_.substr(k, n));
            if (!again.result.empty()) {
                if (again.result != end_.result)
                    warn(k, Errc::ResultRepeated,
                         "a second result " + std::string(again.result) + " after " +
                             std::string(end_.result) + ": the last one counts");
                end_.result = again.result;
                end_.result_at = k;
                k += n;
                continue;
            }
        }
        if (same_line && c == '(') {
            // Words in brackets after the result ("1-0 (forfeit)", "1-0 (zeit)"): the game's,
            // kept as a comment; not a variation, nor a game of their own.
            const std::size_t close = find_on_line(k, ")");
            if (close < s_.size() && s_[close] == ')') {
                const std::string_view words = s_.substr(k, close + 1 - k);
                if (words.find_first_of("({[") == 0 &&
                    words.substr(1).find_first_of("({[") == std::string_view::npos) {
                    warn(k, Errc::TextAfterResult,
                         "text after the result, kept as a comment: " +
                             detail::shortened(words, 60));
                    if (hand) hand_comment(words);
                    k = close + 1;
                    continue;
                }
            }
        }
        if (same_line && (c == '}' || c == ')' || c == ']')) {  // stray, on the result's line
            warn(k, Errc::StrayBracket, std::string("a stray '") + c + "'");
            ++k;
            continue;
        }
        if (same_line && is_digit(c)) {
            // A date after the result ("1-0 12.03.2021"): the game's, kept as a comment; no
            // move number of a next game.
            const std::size_t end = pgn::token_end(s_, k);
            const std::string_view token = s_.substr(k, end - k);
            std::size_t digits = 0, signs = 0;
            for (const char t : token) {
                digits += is_digit(t);
                signs += t == '.' || t == '/' || t == '-';
            }
            const std::size_t sign = token.find_first_of("./-");
            if (signs == 2 && digits + signs == token.size() && digits >= 4 && sign > 0 &&
                is_digit(token[sign + 1]) && is_digit(token.back())) {
                warn(k, Errc::TextAfterResult,
                     "text after the result, kept as a comment: " + detail::shortened(token, 60));
                if (hand) hand_comment(token);
                k = end;
                continue;
            }
        }
        if (same_line && c != '[' && !is_digit(c) && c != '*' &&
            pgn::unicode_blank_length(s_, k) == 0 && scan::byte_class(c) != scan::kStop) {
            // Words after the result ("1-0 ff", "1/2-1/2 agreed"): the game's, kept as a
            // comment. (A move number or a tag starts the next game.)
            std::size_t end = k;
            // (A bracket, a comment or a tag ends the words: a token of its own.)
            while (end < s_.size() && s_[end] != '\n' && s_[end] != '\r' && !is_digit(s_[end]) &&
                   scan::byte_class(s_[end]) != scan::kStop)
                end = pgn::skip_line_blanks(s_, pgn::token_end(s_, end));
            const std::string_view words = s_.substr(k, end - k);
            warn(k, Errc::TextAfterResult,
                 "text after the result, kept as a comment: " + detail::shortened(words, 60));
            if (hand) hand_comment(words);
            k = end;
            continue;
        }
        if (same_line) {  // the result written twice ("* *", "1-0 0-1"): the last one counts
            const auto spaced = spaced_result(k);  // ("1-0 1 : 0")
            const scan::TokenSpan span = spaced ? spaced->first : pgn::token_at(s_, k);
            const std::string_view again =
                spaced ? spaced->second : pgn::result_of(s_.substr(k, span.end - k));
            if (!again.empty()) {
                if (again != end_.result)
                    warn(k, Errc::ResultRepeated,
                         "a second result " + std::string(again) + " after " +
                             std::string(end_.result) + ": the last one counts");
                end_.result = again;
                end_.result_at = k;
                k = span.end;
                continue;
            }
        }
        break;
    }
    game_end_ = i_ = k;
}

// The variations still open at the game's end: reported, closed for the visitor, and the
// main line back in line_.
void GameReader::close_variations(bool hand) {
    if (var_.depth > 0)
        warn(var_.outer_paren, Errc::UnclosedVariation, "a variation that is never closed");
    if (hand) open_pending();
    for (; !var_.stack.empty(); var_.stack.pop_back()) {
        line_ = var_.stack.back();
        if (hand) visitor_->end_variation();
    }
    set_depth(0);
}

// The movetext from `from` to `to`, unchanged but for blanks at its end. A rest that is already
// notator's own "not checked" comment is not wrapped a second time.
std::string_view GameReader::rest(std::size_t from, std::size_t to) {
    from = std::min(from, s_.size());
    std::string_view rest = s_.substr(from, std::max(from, std::min(to, s_.size())) - from);
    while (!rest.empty() && scan::is_ascii_blank(rest.back())) rest.remove_suffix(1);
    // Its first line is the marker, the lines after it the rest (a {...} chain or escape lines,
    // kept_rest.hpp, or ';' lines, as earlier versions wrote it when it held a '}').
    constexpr std::string_view kOwn = detail::kNotChecked;
    if (rest.size() > kOwn.size() + 1 && rest.substr(1, kOwn.size()) == kOwn) {
        const std::size_t nl = rest.find('\n');
        bool closed = false;
        if (rest[0] == '{' &&
            detail::read_kept_comment(rest, spare_.own_rest, closed) == rest.size() && closed) {
            const std::size_t text_nl = spare_.own_rest.find('\n');
            if (text_nl == std::string::npos) return {};
            spare_.own_rest.erase(0, text_nl + 1);
            return spare_.own_rest;
        }
        if (rest[0] == ';' || rest[0] == '%') {  // (';' lines, or escape lines: the same walk)
            const char mark = rest[0];
            spare_.own_rest.clear();
            std::size_t i = nl == std::string_view::npos ? rest.size() : nl + 1;
            bool all = true;
            while (i < rest.size()) {
                std::size_t j = rest.find('\n', i);
                if (j == std::string_view::npos) j = rest.size();
                std::string_view line = rest.substr(i, j - i);
                if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
                if (line.empty() || line[0] != mark) {
                    all = false;
                    break;
                }
                if (!spare_.own_rest.empty() || i != nl + 1) spare_.own_rest += '\n';
                spare_.own_rest += line.substr(1);
                i = j + 1;
            }
            if (all) return spare_.own_rest;
        }
    }
    return rest;
}

}  // namespace notator::detail::reading
