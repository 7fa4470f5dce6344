// A move that does not read: reported, and its line read no further or gone on from a likely
// reading; the rest of a line kept. Template parts of the movetext engine, compiled in
// movetext.cpp (the readings themselves are recovery.cpp's).
#pragma once

#include "layer.hpp"

#include "game_reader.hpp"

namespace notator::detail::reading {

// A rest an earlier conversion kept in escape lines at i_ (the marker line, then each line of
// the rest after a '%', kept_rest.hpp): reported as a kept comment's is, its lines handed over
// as the escape lines they are (a writer writes them again so). i_ after the last of them.
// Escape lines of the user's own right after them join the rest: they are handed over and
// written again just as well, so nothing is lost, and the rest is the game's end anyway.
template <Mode M>
void GameReader::kept_escape_rest() {
    const std::size_t at = i_;
    std::string kept;
    bool first = true;
    do {
        const std::size_t start = i_, end = line_end(i_);
        const std::string_view line = line_text(start, end);
        if constexpr (M == Mode::All) visitor_->escape_line(line);
        if (!first) kept += '\n';
        kept += line.substr(1);
        first = false;
        skip_escape_line();
        need(i_, kLookahead);
        // (The lines after the marker, up to one that is no escape line.)
    } while (i_ < s_.size() && s_[i_] == '%' &&
             s_.compare(i_ + 1, detail::kNotChecked.size(), detail::kNotChecked) != 0);
    unchecked_rest(at, kept);
}

// A move that could not be read, at `start` (its token ends before `next`): reported; then read
// on from its likeliest reading (options_.go_on) where one lets the line go on, or its line of
// play read no further, its rest kept in the report (the game's rest in the main line; in a
// variation, the variation's, and the reading goes on after it). What stopped the reading, or
// nullopt where it goes on. In a trial: Stop::Error, at `start`, nothing reported.
template <Mode M>
std::optional<Stop> GameReader::line_error(std::size_t start, const Error& error,
                                           std::string_view written_view, std::size_t next,
                                           std::vector<Fix>* ranked) {
    if constexpr (M == Mode::Trial) {
        (void)error, (void)written_view, (void)next, (void)ranked;
        i_ = start;
        return Stop::Error;
    } else {
        // Trials below may read more of the input, which moves the text the view points into.
        const std::string written(written_view);
        // Is the game written in another language? Known before anything is said of it.
        if (!search_.settled && settle_language_at_error()) return Stop::Restart;
        // With the language given, a game that reads whole in another, or much further, is
        // that one's: said, and not read on in this one (where nearly every piece move would be
        // an error).
        std::string other;
        const bool first = std::exchange(fix_.first_error, false);
        if (first && !options_.find_language) other = reads_in_another();
        // (A form strict reading refuses, or a sign it does not let pass, is a known move: no
        // sign of another notation.)
        if (first && other.empty() && error.code != Errc::NotStrict && !lenient_reading(written))
            other = reads_in_other_notation(start);
        // A line that has lost its thread (three errors within four moves) is read no further.
        // (A form strict reading refuses is no sign of it: the move is known.)
        const bool lost = error.code != Errc::NotStrict && fix_.at[0] >= 0 &&
                          line_.ply - fix_.at[0] <= kThread && fix_.depth == var_.depth;
        const bool too_many = fix_.made >= kMostFixes;  // (errors of this game gone on from)
        const bool going_on = options_.go_on && !too_many && other.empty() && !lost;
        const LineHistory history(*this);  // (castling: how its right went in this line)
        Diagnosis diag;
        if (error.code == Errc::MoveNotGiven && !written.empty() && is_digit(written[0]))
            diag.message = "'" + written + "' is White's number where Black's move " +
                           std::to_string(line_.pos.fullmove_number()) +
                           " is due: that move is not given";
        else if (error.code == Errc::MoveNotGiven)
            diag.message = "'" + written + "' stands for Black's move " +
                           std::to_string(line_.pos.fullmove_number()) +
                           ", which is not given: White's next move follows";
        else
            diag = diagnosis(line_.pos, written, error, !going_on, &history);
        Diagnostic d = report(Severity::Error, error, diag.message, start);
        about_move(d, line_, written);
        d.nearest = diag.nearest_text;
        if (!other.empty() && d.message.find("--from ") == std::string::npos)
            d.message += "; " + other;
        // The readings by look ahead, where they read something at all: the first three.
        const auto nearest_of = [&](const std::vector<Fix>& fixes) {
            if (fixes.empty()) return;
            d.nearest.clear();
            for (const Fix& f : fixes) {
                if (d.nearest.size() == 3) break;
                if (std::find(d.nearest.begin(), d.nearest.end(), f.text) == d.nearest.end())
                    d.nearest.push_back(f.text);
            }
        };
        // A sign that takes nothing, misread: the readings as the moves after it ranked them.
        if (ranked && !ranked->empty() && error.code != Errc::MoveNotGiven) {
            d.message += ", and the moves after it read on only from " +
                         (going_on ? std::string("another move") : ranked->front().text);
            if (!going_on) nearest_of(*ranked);
        }
        // Not reading on after errors at all (convert), the readings are ranked as going on
        // ranks them, by the moves after each: the same three as check names. (A line check
        // stops, having lost its thread, keeps the nearest: the moves after it are no guide.)
        if (!options_.go_on && !ranked && !d.nearest.empty() && error.code != Errc::NotStrict &&
            error.code != Errc::MoveNotGiven) {
            std::vector<Fix> fixes;
            rank_fixes(detail::shortened(written, kLongestQuoted), start, next, fixes);
            nearest_of(fixes);
        }
        if (lost)
            d.message += "; the line is read no further: three errors within four moves";
        else if (options_.go_on && too_many && other.empty())
            d.message += "; the line is read no further: " + std::to_string(kMostFixes) +
                         " errors of this game were read on from already";
        if (going_on) {
            std::vector<Fix> fixes;
            // A form strict reading refuses: the move it is, read leniently.
            std::optional<ReadMove> lenient;
            if (error.code == Errc::NotStrict) lenient = lenient_reading(written);
            if (lenient) {
                fixes.push_back({{lenient->move},
                                 next,
                                 0.0,
                                 true,
                                 write_move(line_.pos, lenient->move, fix_style()),
                                 {}});
            } else if (ranked) {
                fixes = std::move(*ranked);
            } else if (error.code == Errc::MoveNotGiven) {
                if (!line_.pos.in_check())  // (no move passed there)
                    fixes.push_back({{Move{}},
                                     next,
                                     0.0,
                                     true,
                                     write_move(line_.pos, Move{}, fix_style()),
                                     {}});
            } else {
                rank_fixes(detail::shortened(written, kLongestQuoted), start, next, fixes);
            }
            nearest_of(fixes);
            if (!fixes.empty() && fixes.front().goes_on) {
                const Fix& fix = fixes.front();
                d.read_as = fix.text;
                d.read_as_moves = int(fix.moves.size());
                d.message += "; read as " + fix.text + " to go on";
                if (!fix.why.empty()) d.message += " (" + fix.why + ")";
                // A move only written in a form strict reading refuses is no sign of a line
                // that has lost its thread, nor of junk: the move is known.
                if (error.code != Errc::NotStrict) {
                    ++fix_.made;
                    fix_.at = {fix_.at[1], line_.ply};
                    fix_.depth = var_.depth;
                }
                open_pending();  // (a variation whose first move this is: its moves follow)
                say_->move_error(d, {});
                go_on<M>(fix);
                return std::nullopt;
            }
        }
        if (going_on)
            d.message += var_.depth == 0
                             ? "; no reading lets the game go on: the rest of it is not "
                               "checked"
                             : "; no reading lets the variation go on: the rest of it is "
                               "not checked";
        std::size_t from = number_before(start);
        // A variation of which nothing came before the error (no move played in it, no
        // comment, NAG or variation): never opened, kept whole from its '('.
        const std::size_t open_at = std::exchange(var_.open_at, std::string_view::npos);
        const bool unopened = open_at != std::string_view::npos && line_.ply == line_.first_ply;
        if (unopened) from = open_at;
        // What the skip says (of the result, say) comes after the error, in the input's order.
        std::vector<Held> later;
        const auto skip = [&](std::size_t target) {
            Holder holding(later, *say_);
            PgnVisitor* const saying = std::exchange(say_, &holding);
            const Stop stop = loop<Mode::Skip>(target);
            say_ = saying;
            return stop;
        };
        const auto say_later = [&] {
            for (const Held& h : later) say(*say_, h);
        };
        if (var_.depth == 0) {
            const Stop stop = skip(kNoTarget);
            say_->move_error(d, rest(from, stop == Stop::Result ? end_.result_at : i_));
            say_later();
            stopped_ = true;
            return stop;
        }
        const Stop stop = skip(var_.depth);
        if (stop == Stop::VariationClosed) {  // i_ after its ')': kept with an unopened one
            say_->move_error(d, rest(from, unopened ? i_ : i_ - 1));
            say_later();
            if (M == Mode::All && !unopened) visitor_->end_variation();
        } else {  // the game ended inside the variation
            say_->move_error(d, rest(from, stop == Stop::Result ? end_.result_at : i_));
            say_later();
            warn(start, Errc::UnclosedVariation, "a variation that is never closed");
            if (M == Mode::All && !unopened) visitor_->end_variation();
        }
        line_ = var_.stack.back();
        var_.stack.pop_back();
        set_depth(var_.stack.size());
        return stop;
    }
}

// Plays the moves of a fix and reads on from where it says.
template <Mode M>
void GameReader::go_on(const Fix& fix) {
    Position& pos = line_.pos;
    WriteOptions style;
    style.language = lang_.language;
    std::string text;
    for (const Move m : fix.moves) {
        text = write_move(pos, m, style);
        if constexpr (M == Mode::All) {
            spare_.read = ReadMove{};
            spare_.read.move = m;
            if (auto t = parse_move_text(text, *lang_.language)) spare_.read.text = *t;
            open_pending();
            visitor_->move(pos, spare_.read, text);
        }
        keep_prev();
        note_played(pos, m);
        if (lang_.track_origins) track(m);
        if (m.is_null())
            pos.play_null();
        else
            pos.play(m);
        moved(text, m.is_castling());
    }
    unproven_.pending = false;
    i_ = fix.resume;
}

}  // namespace notator::detail::reading
