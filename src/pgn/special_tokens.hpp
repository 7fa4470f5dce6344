// The movetext's tokens that are not moves, numbers or results: comments, a variation's start
// or end, NAGs, escape lines, a tag line inside the movetext, stray bytes. Template part of
// the movetext engine, compiled in movetext.cpp.
#pragma once

#include "layer.hpp"

#include "game_reader.hpp"

namespace notator::detail::reading {

// A comment, a variation's start or end, a NAG, a tag line or a stray bracket at i_ (c is
// s_[i_]), or an escape line; read past. False when the loop stops there (`stop`).
template <Mode M>
bool GameReader::take_special(char c, Stop& stop, std::size_t target) {
    const std::size_t start = i_;
    if (restart_for_held<M>(stop)) return false;
    switch (c) {
        case '{':
            return comment(M == Mode::All, M == Mode::Check || M == Mode::All, stop);
        case '(':
            need(i_, 32);
            // A move number in brackets, as old books print them: "(1) P-d4".
            if (const std::size_t n = pgn::bracketed_number_length(s_, i_)) {
                if constexpr (M == Mode::Skip) {
                    if (record_.numbers && var_.depth == 0)
                        [[unlikely]] {  // (as take_number keeps it)
                        const pgn::MoveNumber number =
                            pgn::move_number(s_.substr(i_ + 1, n - 2), false);
                        if (number.value < (1u << 30))
                            record_.last_number =
                                std::uint32_t(number.value) * 2 + (number.black ? 1 : 0);
                    }
                    i_ = pgn::skip_blanks(s_, i_ + n);
                    return true;
                } else {
                    return bracketed_number<M>(i_, n);
                }
            }
            // TWIC's mark of a forfeit, "(+)-(-)", where a result stands.
            if (var_.depth == 0 &&
                (s_.compare(i_, 7, "(+)-(-)") == 0 || s_.compare(i_, 7, "(-)-(+)") == 0)) {
                if (loose_result<M>(i_, i_ + 7, stop)) return false;
            }
            break;
        case ';':
            if (need(i_, 32); pgn::semicolon_between_moves(s_, i_)) {  // "1) e4, e5; 2) Nf3"
                nonstandard(start, Form::SemicolonAfterMove);
                ++i_;
                return true;
            }
            line_comment(M == Mode::All);
            return true;
        case '%':  // at a line's start: an escape line (of the variation, if one is open)
            open_pending();
            if constexpr (M == Mode::Check || M == Mode::All) {
                // A rest notator kept in escape lines (one that holds a '}'): its moves are
                // still to be checked, as a kept comment's are.
                if (s_.compare(i_ + 1, detail::kNotChecked.size(), detail::kNotChecked) == 0) {
                    kept_escape_rest<M>();
                    return true;
                }
            }
            if constexpr (M == Mode::All)
                visitor_->escape_line(escape_line());
            else
                skip_escape_line();
            return true;
        default:
            break;
    }
    switch (c) {
        case '(':
            if constexpr (M == Mode::Skip) {
                if (var_.depth++ == 0) var_.outer_paren = start;
                ++i_;
                return true;
            } else {
                // A variation stands right after the move it is another choice for, and starts
                // from the position before it. After a move number standing alone ("12... (12...
                // Nc6) Nf6"), or where that position was not kept (keep_prev: a result with
                // digits came between), the variation's moves are not meant from there: it is
                // not checked. (A trial's first line keeps the position before the reading it
                // tries, as the main line does before a move.)
                const bool unplaced = (due_.next == start && line_.has_prev()) ||
                                      (!line_.has_prev() && line_.ply > line_.first_ply);
                if (var_.depth == kMaxVariationDepth || unplaced) {
                    // What is said of the game is said in its language, known first.
                    if constexpr (M != Mode::Trial) {
                        if (!search_.settled && settle_language_now()) {
                            stop = Stop::Restart;
                            return false;
                        }
                    }
                    // Not checked: kept whole in the error, its brackets included.
                    const std::size_t depth = var_.depth;
                    Diagnostic d = report(
                        Severity::Error, Error{Errc::NotCheckable, 0, 1},
                        unplaced
                            ? "a variation after a move number or a result, not right after "
                              "the move it stands for: it is not checked"
                            : "variations nested more than " + std::to_string(kMaxVariationDepth) +
                                  " deep: this one is not checked",
                        start);
                    const Stop s = loop<Mode::Skip>(var_.depth + 1);
                    say_->move_error(d, rest(start, s == Stop::Result ? end_.result_at : i_));
                    if (s != Stop::VariationClosed) {
                        stop = s;
                        return false;
                    }
                    set_depth(depth);
                    return true;
                }
                var_.stack.push_back(line_);
                if (var_.depth == 0) var_.outer_paren = start;
                set_depth(var_.depth + 1);
                if (line_.has_prev()) {
                    line_.pos = line_.prev;
                    if (lang_.track_origins) line_.origins = line_.prev_origins;
                    --line_.ply;
                    line_.rights_before_last();
                } else {
                    // A variation needs a move before it. (Where one was read, the position
                    // before it was kept, or the variation is not checked: unplaced.)
                    NOTATOR_ASSERT(line_.ply == line_.first_ply);
                    warn(start, Errc::VariationBeforeMove, "a variation before any move");
                }
                line_.prev_ply = -1;
                line_.first_ply = line_.ply;
                open_pending();  // a variation in a variation: something in the outer one
                var_.open_at = start;
                ++i_;
                return true;
            }
        case ')':
            ++i_;
            if constexpr (M == Mode::Skip) {
                if (var_.depth == target) {
                    stop = Stop::VariationClosed;
                    return false;
                }
                if (var_.depth > 0) --var_.depth;
                return true;
            } else {
                if (var_.depth == 0) {
                    if constexpr (M == Mode::Trial) {
                        if (trial_.in_variation) {  // the end of the variation tried
                            stop = Stop::VariationClosed;
                            return false;
                        }
                    }
                    warn(start, Errc::StrayBracket, "')' without a variation to close");
                    return true;
                }
                line_ = var_.stack.back();
                var_.stack.pop_back();
                set_depth(var_.depth - 1);
                open_pending();
                if constexpr (M == Mode::All) visitor_->end_variation();
                return true;
            }
        case '[': {
            if (const std::size_t markup = pgn::forum_markup_length(s_, start)) {
                if constexpr (M != Mode::Skip) forum_markup(start, markup);
                i_ = start + markup;
                return true;
            }
            if (only_blanks_before(start)) {  // a tag line: the next game's
                stop = Stop::TagLine;
                return false;
            }
            if (glued_tag_section(start)) {
                if constexpr (M != Mode::Skip)
                    warn(start, Errc::TagInMovetext,
                         "a tag line glued to the moves before it (files put together without "
                         "a line end between them?): the next game starts there");
                stop = Stop::TagLine;
                return false;
            }
            const std::size_t found = find_on_line(start, "]");  // or the line's end
            const std::size_t end = found < s_.size() && s_[found] == ']' ? found + 1 : found;
            if constexpr (M != Mode::Skip)
                warn(start, Errc::TagInMovetext,
                     "a tag inside the movetext: " +
                         detail::shortened(s_.substr(start, end - start), 60));
            i_ = end;
            return true;
        }
        case '$': {
            std::size_t k = i_ + 1;
            while (k < s_.size() && is_digit(s_[k])) ++k;
            const std::string_view digits = s_.substr(i_ + 1, k - i_ - 1);
            i_ = k;
            if constexpr (M != Mode::Skip) {
                int value = 0;
                for (const char d : digits.substr(0, 9)) value = value * 10 + (d - '0');
                if (digits.empty()) {
                    warn(start, Errc::BadNag, "'$' without a number");
                } else if (digits.size() > 9) {  // no int holds it: reported, not passed on
                    warn(start, Errc::BadNag,
                         "a NAG that is no number PGN knows (0 to 255): $" +
                             detail::shortened(digits, 20));
                } else {
                    if (value > 255)
                        warn(start, Errc::BadNag,
                             "a NAG outside PGN's range 0 to 255: $" + std::string(digits));
                    open_pending();
                    if constexpr (M == Mode::All) visitor_->nag(value);
                }
            }
            return true;
        }
        default:  // '}' or ']'
            if constexpr (M != Mode::Skip)
                warn(start, Errc::StrayBracket, std::string("a stray '") + c + "'");
            ++i_;
            return true;
    }
}

}  // namespace notator::detail::reading
