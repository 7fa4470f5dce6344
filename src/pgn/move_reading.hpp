// Reading a move: the common shape's shortcut (a piece's or a pawn's move, signed or not,
// castling) and the general path through the notation's reader, and what playing a move
// updates. Template parts of the movetext engine, compiled in movetext.cpp.
#pragma once

#include "layer.hpp"

#include "game_reader.hpp"

namespace notator::detail::reading {

// The move of the common shape s[start, end) (the next token at `next`, all of them at hand), read,
// checked and played when nothing else can belong to it and nothing needs saying about it (its
// sign aside where signs_checked says so); false leaves it, untouched, to the rules
// (take_token).
template <Mode M>
[[gnu::always_inline]] inline bool GameReader::shortcut_move(std::string_view s, std::size_t start,
                                                             std::size_t end, std::size_t next) {
    // What follows the token may belong to the move ("e.p.", "(=)"): take_move looks closer
    // where "e." "ep" or "(=" comes next. (Where the shortcut is off, every byte stops it.)
    const std::uint8_t follow = shortcut_.follow[static_cast<unsigned char>(s[next])];
    if (follow & kMayBelong) [[unlikely]] {
        const char after = next + 1 < s.size() ? s[next + 1] : '\0';
        if (!shortcut_.on || (s[next] == '(' ? after == '=' : after == '.' || after == 'p'))
            return false;
    }
    // The position before it is kept only where a variation may follow: not where a move comes
    // next (a copy at every move costs more than this test).
    const std::string_view tok(s.data() + start, end - start);
    return take_common<M>(tok, !(follow & kMoveNext));
}

// The move from `start` to `end` (the next token at `next`): read, checked and played, or the
// error that stops its line. False when the loop stops (`stop`).
template <Mode M>
[[gnu::noinline]] bool GameReader::take_move(std::size_t start, std::size_t end, std::size_t next,
                                             Stop& stop) {
    need(end, kLookahead);  // what may follow the move
    const std::string_view tok(s_.data() + start, end - start);
    std::string_view written = tok;
    spare_.combined.assign(tok);
    if (lang_.read.notation == Notation::Descriptive) {
        // A descriptive move's words may stand apart ("Kt - K B 3", "P to K4").
        const Position& p = line_.pos;
        const int next_number = p.turn() == Color::Black ? p.fullmove_number() + 1 : 0;
        const std::size_t stop = detail::descriptive_end(s_, start, lang_.descriptive, next_number);
        if (stop != std::string_view::npos) {
            written = s_.substr(start, stop - start);
            // Punctuation after it, as books print it ("P-K4, P-K4;", "Castles."), is no move.
            std::size_t after = stop;
            while (after < s_.size() &&
                   std::string_view(",;.:").find(s_[after]) != std::string_view::npos)
                ++after;
            next = pgn::skip_blanks(s_, after);
        }
    } else if (const std::size_t resume =
                   pgn::move_continuation(s_, end, *lang_.language, spare_.combined);
               resume != end) {
        written = spare_.combined;
        next = pgn::skip_blanks(s_, resume);
    }
    i_ = next;
    if constexpr (M == Mode::Skip) {
        // A trial reader looking ahead records the moves of its line; a reader of the moves
        // as written (written_games), those of the main line.
        if (record_.texts && var_.depth == 0) [[unlikely]] {
            record_.texts->emplace_back(written);
            if (record_.numbers) record_.numbers->push_back(std::exchange(record_.last_number, 0));
        }
        if (trial_.tokens && var_.depth == 0) [[unlikely]] {
            trial_.tokens->push_back({start, end, next});
            if (trial_.tokens->size() >= trial_.token_limit) {
                stop = Stop::Limit;
                return false;
            }
        }
        return true;
    } else {
        if (shortcut_.on && written.size() == tok.size() && take_common<M>(tok, !move_next(next)))
            return true;
        return any_move<M>(start, tok, written, next, stop);
    }
}

// Every move the shortcut does not take: read_move, its warnings and errors.
template <Mode M>
bool GameReader::any_move(std::size_t start, std::string_view tok, std::string_view written,
                          std::size_t next, Stop& stop) {
    if (restart_for_held<M>(stop)) return false;
    // Views into the text, taken again where more of it was read (which may move it): the
    // token, and what was written where it is the text's (not spare_.combined).
    const bool written_in_text = written.data() == tok.data();
    const auto again = [&] {
        tok = std::string_view(s_.data() + start, tok.size());
        if (written_in_text) written = std::string_view(s_.data() + start, written.size());
    };
    // A forfeit's mark ("+--", "--+"), where a result stands: not the null move "--".
    if ((tok[0] == '+' || tok[0] == '-') && written.size() == tok.size()) {
        if (loose_result<M>(start, start + tok.size(), stop)) return false;
        again();
    }
    // "1. e4, e5", "1)e4,e5": the move is before the comma, and what follows it is the next
    // token.
    if (const std::size_t comma = tok.find(',');
        comma != std::string_view::npos && comma > 0 && written.size() == tok.size()) {
        if (const std::size_t after = tok.find_first_not_of(',', comma);
            after != std::string_view::npos)
            i_ = next = start + after;
        tok = tok.substr(0, comma);
        written = tok;
        nonstandard(start, Form::CommaAfterMove, &line_, written);
    }
    if (end_.over_due && var_.depth == 0) warn_due(start, written);
    Position& pos = line_.pos;
    if (auto e = read_move_into(pos, written, spare_.read, lang_.read)) {
        // No move: a result as sheets write it ("remis"), where a result stands, or words of
        // commentary ("Good", "Resigns."), kept as a comment.
        if (written_in_text &&
            (e->code == Errc::MoveSyntax || e->code == Errc::UnknownPieceLetter)) {
            if (loose_result<M>(start, start + written.size(), stop)) return false;
            if (words<M>(start)) return true;
            again();
        }
        bool resolved = false;
        if constexpr (M != Mode::Trial) {
            // A move of an old book that two men could make, where only one lets the game go
            // on: that one, said (the book's reader sees which).
            if (e->code == Errc::AmbiguousMove && lang_.read.notation == Notation::Descriptive)
                resolved = replay_resolves(start, written, next);
        }
        if (!resolved) {
            if (const auto s = line_error<M>(start, *e, written, next)) {
                stop = *s;
                return stop == Stop::VariationClosed;
            }
            return true;  // gone on from a likely reading
        }
        written = s_.substr(start, written.size());  // (trials may have moved the text)
    }
    std::string kept;  // (what was written, where trials below may move the text it is in)
    if constexpr (M != Mode::Trial) {
        // A capture or en passant sign where the move read takes nothing that way: a slip of
        // the pen in the sign, or the sign of another move misread. The moves after it tell.
        if (spare_.read.warning && (spare_.read.warning->code == Errc::CaptureSignMismatch ||
                                    spare_.read.warning->code == Errc::EnPassantMismatch))
            [[unlikely]] {
            kept.assign(written);
            written = kept;
            const Error warning = *spare_.read.warning;
            std::vector<Fix> ranked;
            if (misread(start, written, next, spare_.read.move, ranked)) {
                if (const auto s = line_error<M>(start, warning, written, next, &ranked)) {
                    stop = *s;
                    return stop == Stop::VariationClosed;
                }
                return true;
            }
        }
    }
    if (spare_.read.text.piece_written && !spare_.read.text.figurine)
        search_.roles_written |= role_bit(spare_.read.text.role);
    if constexpr (M == Mode::Trial) {
        trial_.warnings +=
            spare_.read.warning && spare_.read.warning->code != Errc::NonstandardForm;
    } else if (spare_.read.warning && spare_.read.warning->code == Errc::NonstandardForm) {
        nonstandard(start, Form(spare_.read.warning->detail), &line_, written);
    } else if (spare_.read.warning && options_.warnings) {
        Diagnostic w = report(Severity::Warning, *spare_.read.warning,
                              diagnosis(pos, written, *spare_.read.warning).message, start);
        about_move(w, line_, written);
        say_->warning(w);
    }
    if constexpr (M == Mode::All) {
        open_pending();
        visitor_->move(pos, spare_.read, written);
    }
    if (!move_next(next)) keep_prev();
    if constexpr (M != Mode::Trial) note_played(pos, spare_.read.move);
    if (lang_.track_origins) [[unlikely]]
        track(spare_.read.move);
    if (spare_.read.move.is_null())
        pos.play_null();
    else
        pos.play(spare_.read.move);
    moved(written, spare_.read.move.is_castling());
    return true;
}

// The shape of nearly every move of a game ([piece][file][rank][x]square, its sign), read,
// resolved and played in one step when exactly one piece fits and nothing deserves a warning
// (notation/common_move.hpp, which read_move takes the same way; a sign is not looked at where
// signs_checked says so); false sends the move to read_move, which finds the exact error or
// warning.
template <Mode M>
[[gnu::always_inline]] inline bool GameReader::take_common(std::string_view tok, bool keep) {
    const CheckSign sign = kSignOf[static_cast<unsigned char>(tok.back())];
    // A sign to check goes apart: what its check needs would crowd the loop's registers.
    if (sign != CheckSign::None && signs_checked<M>()) [[unlikely]]
        return take_signed_common<M>(tok, sign, keep);
    const std::size_t n = tok.size() - (sign != CheckSign::None);
    return common_shortcut<M>(
        tok, n, sign, keep,
        [&](auto kind, const detail::CommonShape& c, Square from, Square to, bool takes)
            __attribute__((always_inline)) {
                using Kind = decltype(kind);
                Position& pos = line_.pos;
                hand_common<M>(pos, c, sign, n, from, to, tok);
                if (keep) keep_prev();
                play_common<Kind>(pos, c.role, from, to, takes);
                played_common<Kind>(c.role, tok);
                return true;
            });
}

// The common shape read from the first n bytes of tok (castling apart), resolved, and handed to
// on_move(kind, shape, from, to, takes), which plays it or not (its answer); false where the
// shortcut does not take the move.
template <Mode M, class OnMove>
[[gnu::always_inline]] inline bool GameReader::common_shortcut(std::string_view tok, std::size_t n,
                                                               CheckSign sign, bool keep,
                                                               OnMove on_move) {
    detail::CommonShape c;
    if (!detail::lex_common_shape(tok, n, *lang_.language, c)) [[unlikely]]
        return n >= 2 && take_castling<M>(tok, n, sign, keep);
    bool taken = false;
    detail::resolve_common_then(
        line_.pos, c,
        false, [&](auto kind, Square from, Square to, bool takes) __attribute__((always_inline)) {
            if constexpr (std::is_same_v<decltype(kind), detail::PieceMove> && M != Mode::Trial)
                note_quiet(from, to);
            taken = on_move(kind, c, from, to, takes);
        });
    return taken;
}

// A move of the common shape written with a check or mate sign that is to be checked.
template <Mode M>
[[gnu::noinline]] bool GameReader::take_signed_common(std::string_view tok, CheckSign sign,
                                                      bool keep) {
    const std::size_t n = tok.size() - 1;
    return common_shortcut<M>(
        tok, n, sign, keep,
        [&](auto kind, const detail::CommonShape& c, Square from, Square to, bool takes) {
            return take_signed<M, decltype(kind)>(c, from, to, takes, tok, n, sign, keep);
        });
}

// The move of the common shape just resolved, of the kind `Kind` (known here: no branch on
// what moves), played on p.
template <class Kind>
[[gnu::always_inline]] inline void GameReader::play_common(Position& p, Role role, Square from,
                                                           Square to, bool takes) {
    if constexpr (std::is_same_v<Kind, detail::PawnStep>)
        detail::KnownPlay::pawn_step(p, from, to);
    else if constexpr (std::is_same_v<Kind, detail::PawnCapture>)
        detail::KnownPlay::pawn_capture(p, from, to);
    else
        detail::KnownPlay::piece(p, role, from, to, takes);
}

// The move of the common shape, from `before`, handed to a visitor that wants each.
template <Mode M>
[[gnu::always_inline]] inline void GameReader::hand_common(const Position& before,
                                                           const detail::CommonShape& c,
                                                           CheckSign sign, std::size_t n,
                                                           Square from, Square to,
                                                           std::string_view tok) {
    if constexpr (M == Mode::All) {
        c.store(spare_.read.text, sign, n);
        spare_.read.move = Move::normal(from, to);
        spare_.read.warning.reset();
        open_pending();
        visitor_->move(before, spare_.read, tok);
    }
}

// After a move of the common shape, of the kind `Kind`, was played, its sign settled.
template <class Kind>
[[gnu::always_inline]] inline void GameReader::played_common(Role role, std::string_view tok) {
    unproven_.pending = false;
    // A pawn's move leaves a pawn and resets the clock: only a piece's can end the game by a
    // dead position or the 75-move rule. (A piece's move of this shape has its letter written.)
    if constexpr (std::is_same_v<Kind, detail::PieceMove>) {
        search_.roles_written |= role_bit(role);
        moved(tok);
    } else {
        pawn_moved();
    }
}

// A move of the common shape (`c`, the first n bytes of tok) written with a check or mate sign:
// played, and its sign checked. False, the position as it was, where the sign does not fit
// (read_move then warns).
template <Mode M, class Kind>
[[gnu::always_inline]] inline bool GameReader::take_signed(const detail::CommonShape& c,
                                                           Square from, Square to, bool takes,
                                                           std::string_view tok, std::size_t n,
                                                           CheckSign sign, bool keep) {
    // A check, and not mate, where nothing is handed on: the check is seen at once, the move
    // that answers it shows that it is not mate (settle_check, where anything else comes
    // next, from the position kept before it).
    const bool unproven = (M == Mode::Check || M == Mode::Trial) && sign == CheckSign::Check;
    Position& pos = line_.pos;
    Position& before = unproven ? unproven_.before : spare_.position;
    detail::copy_position(before, pos);
    play_common<Kind>(pos, c.role, from, to, takes);
    // The sign written must be the one the move deserves; read_move warns if not.
    if (unproven ? !pos.in_check() : detail::sign_reached(pos) != sign) {
        detail::copy_position(pos, before);
        unproven_.pending = false;  // (the move is legal: a check before it was not mate)
        return false;
    }
    if (unproven) {
        unproven_.from = std::size_t(tok.data() - s_.data());
        unproven_.length = tok.size();
        unproven_.ply = line_.ply;
    }
    hand_common<M>(before, c, sign, n, from, to, tok);
    if (keep) keep_prev(before);
    played_common<Kind>(c.role, tok);
    unproven_.pending = unproven;
    return true;
}

// Castling written O-O, O-O-O, 0-0 or 0-0-0 (the first n bytes of tok, then `sign`), when it
// is legal and nothing deserves a warning (its sign aside where signs_checked says so): the rest
// of the common shortcut.
template <Mode M>
[[gnu::noinline]] bool GameReader::take_castling(std::string_view tok, std::size_t n,
                                                 CheckSign sign, bool keep) {
    const auto side = detail::castling_text(tok, n);
    if (!side) return false;
    Position& pos = line_.pos;
    const std::optional<Move> m = legal_castling(pos, *side);
    if (!m) return false;
    // A sign written (where it is checked) is checked on a copy, so that the position stays
    // untouched where it does not fit and read_move takes the move and warns.
    if (sign != CheckSign::None && signs_checked<M>()) {
        detail::copy_position(spare_.position, pos);
        spare_.position.play(*m);
        if (detail::sign_reached(spare_.position) != sign) return false;
    }
    if constexpr (M == Mode::All) {
        detail::store_castling(spare_.read.text, *side, tok, sign, n);
        spare_.read.move = *m;
        spare_.read.warning.reset();
        open_pending();
        visitor_->move(pos, spare_.read, tok);
    }
    if (keep) keep_prev();
    pos.play(*m);
    unproven_.pending = false;
    moved(tok, true);
    return true;
}

// After a move of `line_` was played (`castling`: it was castling).
[[gnu::always_inline]] inline void GameReader::moved(std::string_view written, bool castling) {
    counted();
    const Position& p = line_.pos;
    // Castling rights go with a king's or rook's move (or castling): the positions before
    // differ from every one after.
    if (KeptRights(p.castling_rooks()) != line_.rights) [[unlikely]]
        rights_changed(castling);
    // A dead position by material has no pawn left, and a repetition or the move rules need
    // moves without a pawn move or capture: one test for nearly every move.
    if (end_.watched && (!p.pieces(Role::Pawn) || p.halfmove_clock() >= rep_.watch_from) &&
        var_.depth == 0 && !end_.happened) [[unlikely]]
        note_end(p, written);
}

}  // namespace notator::detail::reading
