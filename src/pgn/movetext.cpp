// The movetext engine: the loop over a game's movetext and its tokens (numbers, results,
// words), for every Mode. Its collaborators' template parts are included here so that the hot
// loop is compiled as one.
#include "game_reader.hpp"
#include "line_error.hpp"
#include "move_reading.hpp"
#include "special_tokens.hpp"

namespace notator::detail::reading {

// The movetext from i_ on, to where it stops. The commonest tokens (moves of the common shape,
// the move number due before White's move, the result that ends the game) take a shortcut
// here, with the text and the place in it held in locals (a store into a Position may alias
// members, which the compiler would read again after each); every token the shortcut does not
// take, and everything else, goes to take_token, which reads it by the rules, on s_ and i_.
template <Mode M>
[[gnu::flatten]] Stop GameReader::loop(std::size_t target) {
    std::string_view s = s_;
    std::size_t i = i_;
    Stop stop{};
    for (;;) {
        if constexpr (M != Mode::Skip) {
            NOTATOR_ASSERT(i <= s.size());
            if (s.size() - i >= kLookahead) [[likely]] {
                const Start start = kStart[static_cast<unsigned char>(s[i])];
                const scan::QuickSpan q = scan::quick_span(s, i);
                if (start <= kDigit && q.clean()) [[likely]] {
                    std::size_t move = i;
                    if (start == kDigit) {
                        const std::size_t length = number_due(s, i, q.end);
                        if (length == q.end - i) {  // the number due, alone
                            due_.next = i = q.next;
                            continue;
                        }
                        if (length == 0 && var_.depth == 0) [[unlikely]] {
                            if (const int r = game_result<M>(i, q.end, q.next, stop)) {
                                if (r == 1) return stop;
                                s = s_;  // (a result amid the moves: read on after it)
                                i = i_;
                                continue;
                            }
                        }
                        move += length;  // (a token that is no move fails the move's shortcut)
                    }
                    if (shortcut_move<M>(s, move, q.end, q.next)) [[likely]] {
                        i = q.next;
                        if constexpr (M == Mode::Trial) {
                            if (moves_ >= trial_.limit) {
                                i_ = i;
                                return Stop::Limit;
                            }
                        }
                        continue;
                    }
                }
            }
        }
        i_ = i;
        if (!take_token<M>(stop, target)) return stop;
        if constexpr (M == Mode::Trial) {
            if (moves_ >= trial_.limit) return Stop::Limit;
        }
        s = s_;
        i = i_;
    }
}

// The result that ends the game, if the token [start, end) is one, outside variations: what
// take_token comes to by any_number, whose every reading of a digit token yields to a result,
// taken at once. 0 where it is none; 1 where it ended the game (`stop`); 2 where the game reads
// on after it, from i_ (a result amid the moves).
template <Mode M>
[[gnu::noinline]] int GameReader::game_result(std::size_t start, std::size_t end, std::size_t next,
                                              Stop& stop) {
    const std::string_view r = pgn::result_of(s_.substr(start, end - start));
    if (r.empty()) return 0;
    i_ = start;
    if (unproven_.pending) settle_check();
    return take_result<M>(start, {end, next}, r, stop) ? 2 : 1;
}

// The token at i_, by the rules (reading more of the input where it may go on); false when the
// loop stops (`stop`).
template <Mode M>
[[gnu::noinline]] bool GameReader::take_token(Stop& stop, std::size_t target) {
    if (unproven_.pending) settle_check();
    need(i_, kLookahead);
    if (i_ >= s_.size()) {
        stop = Stop::InputEnd;
        return false;
    }
    const char c = s_[i_];
    const Start start = kStart[static_cast<unsigned char>(c)];
    if (start == kBlank || (start == kOther && pgn::unicode_blank_length(s_, i_) > 0)) {
        i_ = pgn::skip_blanks(s_, i_);
        return true;
    }
    if (start == kSpecial && (c != '%' || line_start(i_))) {
        const std::size_t at = i_;
        const bool go_on = take_special<M>(c, stop, target);
        // Comments, NAGs and escape lines after a number standing alone keep it so.
        if (go_on && due_.next == at && c != '(' && c != ')' && c != '}' && c != ']')
            due_.next = pgn::skip_blanks(s_, i_);
        return go_on;
    }
    const scan::TokenSpan span = pgn::token_at(s_, i_);
    if (span.end == s_.size() && more()) return true;  // the token may go on: read again
    if (start == kLetter) return take_move<M>(i_, span.end, span.next, stop);
    if (start == kDigit) return any_number<M>(i_, span, stop);
    return take_other<M>(i_, span, stop);
}

// The length of the move number due ("12.") at the start of the token s[start, end) (four bytes
// readable there), glued to a move or alone; 0 if it is not there. One compare (a shortcut of
// pgn::move_number, which reads every number): the number of the next White move, which is
// also what "12." before Black's move says.
[[gnu::always_inline]] inline std::size_t GameReader::number_due(std::string_view s,
                                                                 std::size_t start,
                                                                 std::size_t end) const {
    const std::uint64_t due = std::uint64_t(line_.pos.fullmove_number()) - due_.offset;
    if (due >= kNumberWords.size()) return 0;
    std::uint32_t word;
    std::memcpy(&word, s.data() + start, 4);
    const NumberWord& n = kNumberWords[due];
    if ((word & n.mask) != n.word || (n.length < end - start && s[start + n.length] == '.'))
        return 0;
    return n.length;
}

// A token that starts with a digit and is not the number due before White's move: another
// move number (alone, or glued to its move), a result, castling written with zeros, or junk.
template <Mode M>
[[gnu::noinline]] bool GameReader::any_number(std::size_t start, scan::TokenSpan span, Stop& stop) {
    std::string_view tok(s_.data() + start, span.end - start);
    if (tok == "1" || tok == "0" || tok == "1/2")  // "1 : 0"?
        if (const auto result = spaced_result(start))
            return take_result<M>(start, result->first, result->second, stop);
    if (tok.size() >= 7 && tok[0] == '0' && loose_result<M>(start, span.end, stop))  // "0,5-0,5"
        return false;
    tok = std::string_view(s_.data() + start, span.end - start);  // (more may have been read)
    const bool paren = span.end < s_.size() && s_[span.end] == ')' && var_.depth == 0;
    const pgn::MoveNumber number = pgn::move_number(tok, paren);
    // In numeric notation, four digits or more are a move (or a mistyped one), never a move
    // number.
    // (Read as algebraic, such a token that is a legal move in numeric notation is read as a
    // move too: its error then says which notation it is.)
    const bool all_digits =
        tok.size() >= 4 && tok.find_first_not_of("0123456789") == std::string_view::npos;
    ReadMove as_numeric;
    const bool numeric_move = lang_.read.notation == Notation::Numeric
                                  ? detail::numeric_shape(tok) || all_digits
                                  : all_digits && detail::numeric_shape(tok) &&
                                        !detail::read_numeric(line_.pos, tok, as_numeric);
    // The null move as UCI writes it (0000, what the uci style writes): no move number 0.
    const std::size_t null = detail::odd_null_length(tok);
    const bool null_move = null > 0 && (null == tok.size() || !is_digit(tok[null]));
    if (number.length == 0 || numeric_move || null_move) {
        // A result, castling with zeros, a move in numeric notation, the null move, or junk.
        if (const std::string_view r = pgn::result_of(tok); !r.empty())
            return take_result<M>(start, span, r, stop);
        return take_move<M>(start, span.end, span.next, stop);
    }
    std::size_t next = span.next;
    if (number.paren) {
        next = pgn::skip_blanks(s_, span.end + 1);
        nonstandard(start, Form::ParenMoveNumber);
    }
    return take_number<M>(start, tok, number, next, stop);
}

// The move number `number` at the start of the token tok at `start` (the next token at `next`):
// checked against the move due, and the move glued to it read.
template <Mode M>
bool GameReader::take_number(std::size_t start, std::string_view tok, const pgn::MoveNumber& number,
                             std::size_t next, Stop& stop) {
    const std::size_t end = std::size_t(tok.data() - s_.data()) + tok.size();
    if constexpr (M == Mode::Skip) {
        if (record_.numbers && var_.depth == 0 && number.value < (1u << 30)) [[unlikely]]
            record_.last_number = std::uint32_t(number.value) * 2 + (number.black ? 1 : 0);
    }
    if constexpr (M == Mode::Check || M == Mode::All) {
        // Dots that stood for Black's move, then White's next number: that move is not given
        // (an error, read on as a move passed where one may be).
        const Position& p = line_.pos;
        if (due_.dots_ply == line_.ply && due_.dots_depth == var_.depth && !number.black &&
            p.turn() == Color::Black &&
            number.value + due_.offset == std::uint64_t(p.fullmove_number()) + 1) [[unlikely]] {
            due_.dots_ply = -1;
            if (passing_reads_on(start)) {
                if (const auto s =
                        line_error<M>(due_.dots_at, Error{Errc::MoveNotGiven},
                                      s_.substr(due_.dots_at, due_.dots_length), start)) {
                    stop = *s;
                    return stop == Stop::VariationClosed;
                }
                return true;  // (the number read again, White's now)
            }
            tok = std::string_view(s_.data() + start, end - start);  // (trials read on)
        } else if (!number.black && p.turn() == Color::Black && due_.dots_ply != line_.ply &&
                   number.value + due_.offset == std::uint64_t(p.fullmove_number()) + 1)
            [[unlikely]] {
            std::vector<Fix> fixes;
            if (left_out_before_number(start, fixes)) {
                // (The trials may have read more of the input: tok's bytes moved.)
                if (const auto s = line_error<M>(start, Error{Errc::MoveNotGiven},
                                                 s_.substr(start, number.length), start, &fixes)) {
                    stop = *s;
                    return stop == Stop::VariationClosed;
                }
                return true;  // (the number read again, White's now)
            }
            tok = std::string_view(s_.data() + start, end - start);  // (trials read on)
        }
    }
    if constexpr (M != Mode::Skip) {
        // The number is the next move's, and must be: a wrong one on a scoresheet often marks
        // a move left out. "12." before Black's move passes; "12..." before White's not.
        const Position& p = line_.pos;
        if (number.value + due_.offset != std::uint64_t(p.fullmove_number()) ||
            (number.black && p.turn() == Color::White))
            wrong_number(start, tok.substr(0, number.length), number.value, number.black);
    }
    if (number.length == tok.size()) {  // a number alone
        due_.next = i_ = next;
        return true;
    }
    return take_move<M>(start + number.length, end, next, stop);
}

// A move number printed in brackets at `start` ("(12)", `length` bytes: as old books number
// moves), taken as the number it holds.
template <Mode M>
bool GameReader::bracketed_number(std::size_t start, std::size_t length) {
    nonstandard(start, Form::BracketedMoveNumber);
    const std::string_view inside = s_.substr(start + 1, length - 2);
    const pgn::MoveNumber number = pgn::move_number(inside, false);
    Stop unused{};
    return take_number<M>(start + 1, inside, number, pgn::skip_blanks(s_, start + length), unused);
}

// Does a result stand at the movetext's end `end`: nothing after it on its line but words (no
// digit: no more moves), then the input's end, the next game's tags or its first move number?
// (Looked at within kLookahead bytes: what lies further is no such end.)
bool GameReader::result_stands_after(std::size_t end) {
    need(end, kLookahead);
    const std::size_t bound = std::min(s_.size(), end + kLookahead);
    // A new game's first move number, "1." (not Black's "1..."), after a blank: a file of
    // scores with no tags starts its next game so.
    const auto new_game = [&](std::size_t at) {
        return s_[at] == '1' && at + 2 < s_.size() && s_[at + 1] == '.' && s_[at + 2] != '.' &&
               (at == 0 || scan::is_ascii_blank(s_[at - 1]));
    };
    std::size_t k = end;
    for (; k < bound && s_[k] != '\n'; ++k)
        if (is_digit(s_[k])) return new_game(k);
    if (k == bound && k < s_.size()) return false;  // (a long line: more of the movetext)
    std::size_t first = pgn::skip_blanks(s_, k);
    while (first == s_.size() && more()) first = pgn::skip_blanks(s_, first);
    if (first >= s_.size()) return true;  // the input's end
    need(first, 64);
    return (s_[first] == '[' && pgn::starts_tag(s_, first)) || new_game(first);
}

// The token [start, end) as a result PGN does not write (pgn::loose_result: "0,5-0,5", "remis",
// "+--"), where a result stands (result_stands_after): taken as the game's (`stop`), with a
// warning; a forfeit's mark kept as a comment after it. False where it is no such result.
template <Mode M>
bool GameReader::loose_result(std::size_t start, std::size_t end, Stop& stop) {
    if (var_.depth != 0) return false;
    const pgn::LooseResult r = pgn::loose_result(s_.substr(start, end - start));
    if (r.result.empty() || !result_stands_after(end)) return false;
    const std::string written(s_.substr(start, end - start));
    if (M == Mode::Check || M == Mode::All)
        warn(start, Errc::NonstandardResult,
             "'" + written + "' is no result PGN writes" +
                 (r.forfeit ? ": the mark of a forfeit, read as " + std::string(r.result) +
                                  " and kept as a comment"
                            : ": read as " + std::string(r.result)));
    take_result<M>(start, {end, pgn::skip_blanks(s_, end)}, r.result, stop);
    if (M == Mode::All && r.forfeit && stop == Stop::Result) hand_comment(written);
    return true;
}

// Words of commentary at `start` after a move (pgn::commentary_word_length: "Good", "and
// wins.", "Resigns."), all of them on its line: kept as a comment, with a warning, which names the
// result they tell where they end the moves (never taken as the result). True where they stood
// there, i_ past them.
template <Mode M>
bool GameReader::words(std::size_t start) {
    // (Before its line's first move, words are no comment on a move: a page of prose or a
    // program's log is no game, and says so by its error.)
    if (line_.ply == line_.first_ply) return false;
    std::size_t letters = 0;
    std::size_t end = start + pgn::commentary_word_length(s_, start, &letters);
    if (end == start) return false;
    std::size_t longest = letters;
    const std::size_t first_end = end;
    for (;;) {  // the words after it on its line
        std::size_t k = pgn::skip_line_blanks(s_, end);
        need(k, 64);
        std::size_t n = pgn::commentary_word_length(s_, k, &letters, 1);
        if constexpr (M != Mode::Skip) {
            // Two neighbouring files within the run ("une erreur de calcul", "gibt sich ab") are
            // a word where no pawn takes so: a pawn's capture ("cd") only where it is legal.
            const auto file = [&](std::size_t at) { return s_[at] >= 'a' && s_[at] <= 'h'; };
            if (n == 0 && k + 2 <= s_.size() && file(k) && file(k + 1)) {
                std::size_t e = k + 2;
                while (e < s_.size() &&
                       std::string_view(".,!?:").find(s_[e]) != std::string_view::npos)
                    ++e;
                ReadMove m;
                if ((e == s_.size() || scan::is_ascii_blank(s_[e])) &&
                    read_move_into(line_.pos, s_.substr(k, 2), m, lang_.read)) {
                    n = e - k;
                    letters = 2;
                }
            }
        }
        if (n == 0 || k == end) break;
        end = k + n;
        longest = std::max(longest, letters);
    }
    // (A word of three letters alone may be a move garbled: "erg". Four make it a word.)
    if (longest < 4) return false;
    // Nor is a word alone one that a move reads as with one character amiss ("exds" for exd5
    // or exd4): that is a move in error, and its reading is named.
    if constexpr (M != Mode::Skip) {
        if (end == first_end) {
            const std::vector<Reading> near =
                likely_readings(line_.pos, s_.substr(start, end - start), lang_.read, 1);
            if (!near.empty() && near.front().distance < kSlip) return false;
        }
    }
    i_ = pgn::skip_blanks(s_, end);
    open_pending();  // (a comment in a variation opens it, whatever is handed over)
    if constexpr (M == Mode::Check || M == Mode::All) {
        const std::string text(s_.substr(start, end - start));
        // Do they end the moves: a result, the next game or the input's end next?
        std::string_view told;
        if (var_.depth == 0 && line_.ply > 0) {
            need(i_, 32);
            const scan::TokenSpan next = i_ < s_.size() ? pgn::token_at(s_, i_) : scan::TokenSpan{};
            const bool last = i_ >= s_.size() ||
                              !pgn::result_of(s_.substr(i_, next.end - i_)).empty() ||
                              result_stands_after(end);
            if (last) told = pgn::result_words(text, line_.pos.turn() == Color::Black);
        }
        std::string said =
            "words among the moves, kept as a comment: '" + detail::shortened(text, 60) + "'";
        if (!told.empty())
            said = "'" + detail::shortened(text, 60) + "' after the last move says the result is " +
                   std::string(told) +
                   "; kept as a comment (a result is taken from its marker and tag alone)";
        warn(start, Errc::WordsAmongMoves, said);
        if constexpr (M == Mode::All) visitor_->comment(text);
    }
    return true;
}

// The game-termination marker `result` at `start`: outside variations it ends the game.
template <Mode M>
[[gnu::noinline]] bool GameReader::take_result(std::size_t start, scan::TokenSpan span,
                                               std::string_view result, Stop& stop) {
    if (restart_for_held<M>(stop)) return false;
    // Strict reading takes the four results as PGN writes them, and says so of any other.
    if (options_.moves.strict) [[unlikely]] {
        const std::string_view written = s_.substr(start, span.end - start);
        if (written != result)
            warn(start, Errc::NotStrict,
                 "'" + std::string(written) + "' is not strict: PGN writes " + std::string(result));
    }
    if (var_.depth == 0) {
        // The number of the move due after it on its line ("2. Nf3 Nc6 1-0 3. Bb5"): no end,
        // but a result written amid the moves (a game's moves start at 1, a later start has a
        // FEN tag), kept as a comment; the game is read on.
        if (const std::string_view number = number_after(span.end, M != Mode::Skip);
            !number.empty()) [[unlikely]] {
            const std::string_view written = s_.substr(start, span.end - start);
            if constexpr (M == Mode::Check || M == Mode::All)
                warn(start, Errc::ResultAmidMoves,
                     "the result " + std::string(written) + " amid the moves, " +
                         std::string(number) +
                         " following on its line: kept as a comment, and the game read on");
            if constexpr (M == Mode::All) hand_comment(written);
            i_ = span.next;
            return true;
        }
        end_.result = result;
        end_.result_at = start;
        i_ = span.end;
        stop = Stop::Result;
        return false;
    }
    if constexpr (M != Mode::Skip)
        warn(start, Errc::ResultInVariation,
             "the result " + std::string(result) +
                 " inside a variation: read as that line's outcome; the game goes on");
    i_ = span.next;
    return true;
}

std::string_view GameReader::number_after(std::size_t end, bool positioned) {
    const std::size_t k = pgn::skip_line_blanks(s_, end);
    need(k, 16);
    std::size_t d = k;
    std::uint64_t value = 0;
    for (; d < s_.size() && d - k < 6 && is_digit(s_[d]); ++d) value = value * 10 + (s_[d] - '0');
    if (d == k || d >= s_.size() || s_[d] != '.') return {};
    std::size_t e = d;
    while (e < s_.size() && s_[e] == '.') ++e;
    // (A digit after the dot makes it a date or a score, "12.03.2021", no move number.)
    if (e < s_.size() && is_digit(s_[e])) return {};
    if (!positioned) return value < 2 ? std::string_view() : s_.substr(k, e - k);
    // The number of the move due, White's or Black's ("n..." only before Black's).
    const Position& p = line_.pos;
    if (value + due_.offset != std::uint64_t(p.fullmove_number())) return {};
    if (e - d >= 3 && p.turn() == Color::White) return {};
    return s_.substr(k, e - k);
}

// A token that starts with neither a letter nor a digit: the dots books print for a move or
// before Black's move, a result ("*", "½-½"), a NAG glyph, or a move (a figurine, a letter of
// a language's own alphabet).
template <Mode M>
bool GameReader::take_other(std::size_t start, scan::TokenSpan span, Stop& stop) {
    const std::string_view tok(s_.data() + start, span.end - start);
    if (const std::size_t dots = pgn::dots_length(tok)) {
        const bool after_number = due_.next == start;
        if constexpr (M != Mode::Skip) {
            if (after_number && line_.pos.turn() == Color::White)  // "12. ..." says Black's move
                wrong_number(start, tok.substr(0, dots), 0, true);
        }
        if (dots == tok.size()) {  // dots alone: the number's ("7. ... e5"), or for a move
            if (!after_number) {
                nonstandard(start, Form::DotsForMove, &line_, tok);  // its move's
                // (Noted for the reading itself only: a trial's would outlive it.)
                if (M != Mode::Trial && line_.pos.turn() == Color::Black) {
                    due_.dots_at = start;
                    due_.dots_length = dots;
                    due_.dots_ply = line_.ply;
                    due_.dots_depth = var_.depth;
                }
            }
            i_ = span.next;
            return true;
        }
        if (!after_number)  // "...Nc6": said of the move
            nonstandard(start + dots, Form::DotsWithoutNumber, &line_, tok.substr(dots));
        return take_move<M>(start + dots, span.end, span.next, stop);
    }
    if (tok[0] == ',') {  // after a move's NAG or comment ("1. e4 $1, e5"): no move
        nonstandard(start, Form::CommaAfterMove);
        const std::size_t after = tok.find_first_not_of(',');
        i_ = after == std::string_view::npos ? span.next : start + after;
        return true;
    }
    if (tok == "\xC2\xBD")  // "½ - ½"?
        if (const auto result = spaced_result(start))
            return take_result<M>(start, result->first, result->second, stop);
    if (const std::string_view r = pgn::result_of(tok); !r.empty())
        return take_result<M>(start, span, r, stop);
    if (const int nag = pgn::glyph_nag(tok); nag >= 0) {
        open_pending();
        if constexpr (M == Mode::All) visitor_->nag(nag);
        i_ = span.next;
        return true;
    }
    return take_move<M>(start, span.end, span.next, stop);
}

Stop GameReader::movetext() {
    switch (mode_) {
        case Mode::Skip:
            return loop<Mode::Skip>(kNoTarget);
        case Mode::Check:
            return loop<Mode::Check>(kNoTarget);
        case Mode::Trial:  // a trial reader's, which reads through trial()
            NOTATOR_ASSERT(false);
            break;
        case Mode::All:
            break;
    }
    return loop<Mode::All>(kNoTarget);
}

// The loops the trials run (trial.cpp).
template Stop GameReader::loop<Mode::Trial>(std::size_t);
template Stop GameReader::loop<Mode::Skip>(std::size_t);

}  // namespace notator::detail::reading
