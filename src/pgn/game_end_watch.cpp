// The end of a game on the board (FIDE 5.2.2, 9.6): a move after it, the ends by rule as the
// main line reaches them (fivefold repetition, the 75-move rule, a dead position), claims, and
// whether the result fits.
#include "../core/zobrist.hpp"
#include "game_reader.hpp"

namespace notator::detail::reading {

// A move of the main line after the game ended on the board.
void GameReader::warn_due(std::size_t at, std::string_view written) {
    end_.over_due = false;
    allow_shortcut(lang_.simple);
    if (!warning_wanted()) return;
    Diagnostic d =
        report(Severity::Warning, Error{Errc::MoveAfterGameEnd},
               "the game was over " + end_.why + "; the moves from here on do not count", at);
    about_move(d, line_, written);
    say_->warning(d);
}

// Has the move just played (`written`) ended the game under FIDE Laws 5.2.2 or 9.6.2, though
// the main line may go on? Mate and stalemate need no note: no move can follow them.
[[gnu::noinline]] void GameReader::note_end(const Position& after, std::string_view written) {
    if (after.halfmove_clock() >= rep_.watch_from && mode_ != Mode::Trial &&
        repeated(after, written))
        return;
    // The cheap tests first: a pawnless endgame calls here at every move, and
    // position_status generates moves.
    if (after.halfmove_clock() < kSeventyFiveMoveClock && !is_dead_by_material(after)) return;
    const GameStatus status = position_status(after);
    if (status != GameStatus::DeadPosition && status != GameStatus::SeventyFiveMoves) return;
    ended(status, after, written);
}

// The game ended on the board with the move just played (`written`), by `status`.
void GameReader::ended(GameStatus status, const Position& after, std::string_view written) {
    const Color side = ~after.turn();  // who played it
    const int number = after.fullmove_number() - (side == Color::Black ? 1 : 0);
    end_.why = "after " + std::to_string(number) + (side == Color::White ? "." : "...") +
               detail::shortened(written, kLongestQuoted) + ": " +
               std::string(detail::reason(status, after.turn()));
    end_.status = status;
    end_.turn = after.turn();
    end_.over_due = end_.happened = true;
    allow_shortcut(false);
}

// The main line's position `now` (after `written`) since its last capture or pawn move:
// fivefold repetition ends the game (true); where claims are asked for, the first moment a
// draw could be claimed is said. The positions before it are now's with the moves kept in
// rep_.quiet taken back one by one, their keys kept while the stretch lasts.
bool GameReader::repeated(const Position& now, std::string_view written) {
    const int p = line_.ply;  // (now stands at ply p; the move that led to it at p - 1)
    const int clock = now.halfmove_clock();
    // The stretch: since the last capture or pawn move, and with now's castling rights (the
    // positions before differ from every later one).
    const int from =
        std::max({p - clock, 0, p + 1 - int(RepetitionWatch::kQuietKept), line_.rights_ply});
    // Keys from the one before by the move between (a piece's, which leaves no en passant
    // square), where the one before held none either: not the game's start.
    if (rep_.stretch_from == from && rep_.keys_from + int(rep_.keys.size()) == p && p - 1 > 0 &&
        rep_.quiet[std::size_t(p - 1) % RepetitionWatch::kQuietKept] !=
            RepetitionWatch::Quiet::kStop) {
        const unsigned w = unsigned(rep_.quiet[std::size_t(p - 1) % RepetitionWatch::kQuietKept]);
        const Square sq_from = Square(w & 63), sq_to = Square((w >> 6) & 63);
        rep_.keys.push(detail::key_after_quiet(rep_.keys.back(), ~now.turn(), now.role_at(sq_to),
                                               sq_from, sq_to));
    } else {
        // A new stretch: its positions' keys, back from now (as far as no null move stands),
        // each from the one after it. Only its first position may hold an en passant square
        // (the one a pawn's double step just left, or the game's start): its key computed.
        rep_.stretch_from = from;
        std::uint64_t key = repetition_key(now);
        rep_.keys.clear();
        rep_.keys.push(key);
        Position first = now;  // (becomes the stretch's first position where that is needed)
        for (int k = p - 1; k >= from; --k) {
            if (rep_.quiet[std::size_t(k) % RepetitionWatch::kQuietKept] ==
                RepetitionWatch::Quiet::kStop)
                break;
            const unsigned w = unsigned(rep_.quiet[std::size_t(k) % RepetitionWatch::kQuietKept]);
            const Square sq_from = Square(w & 63), sq_to = Square((w >> 6) & 63);
            key = detail::key_after_quiet(key, ~first.turn(), first.role_at(sq_to), sq_from, sq_to);
            std::uint8_t ep = 64;
            if (k == 0)
                ep = detail::KnownPlay::ep(*search_.movetext_start);
            else if (k == p - clock && line_.pawn_ply == k - 1)
                ep = std::uint8_t(line_.pawn_ep);
            detail::KnownPlay::take_back_quiet(first, sq_from, sq_to, now.castling_rooks(), ep);
            rep_.keys.push(ep == 64 ? key : repetition_key(first));
        }
        rep_.keys.reverse();
        rep_.keys_from = p + 1 - int(rep_.keys.size());
    }
    // (Counted only where it may reach a count that matters.)
    const int least = options_.claims && warning_wanted() ? kThreefold : kFivefold;
    const int times = rep_.keys.repetitions_of_last(least);
    if (times >= kFivefold) {
        ended(GameStatus::FivefoldRepetition, now, written);
        return true;
    }
    if (options_.claims && warning_wanted()) {
        const bool white = now.turn() == Color::Black;  // (who played it)
        const std::string after =
            "after " + std::to_string(now.fullmove_number() - (white ? 0 : 1)) +
            (white ? "." : "...") + detail::shortened(written, kLongestQuoted) + ": ";
        if (times >= kThreefold && !end_.claimed_repetition) {
            end_.claimed_repetition = true;
            claim(after + "the same position for the third time (FIDE 9.2)", written);
        }
        if (clock >= kFiftyMoveClock && !end_.claimed_fifty) {
            end_.claimed_fifty = true;
            claim(after + "fifty moves of each side without a capture or a pawn move (FIDE 9.3)",
                  written);
        }
    }
    return false;
}

// A draw that could be claimed, said at the move that made it so (`written`, where the text
// has it; else where the reading stands).
void GameReader::claim(const std::string& why, std::string_view written) {
    const bool in_text = written.data() >= s_.data() && written.data() < s_.data() + s_.size();
    const std::size_t at = in_text ? std::size_t(written.data() - s_.data()) : i_;
    say_->warning(report(Severity::Warning, Error{Errc::DrawClaimable},
                         "a draw could be claimed " + why, at));
}

// Does the result fit the Result tag, and the position the main line ends in? A game that
// ended on the board has one result only. Warnings: the moves are not in question.
void GameReader::check_result(const Position& end) {
    if (!warning_wanted()) return;                        // (what it finds is warnings alone)
    std::string_view tag = pgn::result_of(tags_.result);  // (nearly always; else as sheets write)
    if (tag.empty() && !tags_.result.empty()) [[unlikely]]
        tag = pgn::tag_result(tags_.result).result;
    // Where the result stands; with none, just after the movetext's last character.
    std::size_t at = end_.result_at;
    if (end_.result.empty()) {
        at = std::min(game_end_, s_.size());
        while (at > 0 && pgn::blank_length(s_, at - 1) == 1) --at;
    }
    if (!end_.result.empty() && !tag.empty() && tag != end_.result)
        warn(at, Errc::ResultMismatch,
             "the result " + std::string(end_.result) + " differs from the Result tag \"" +
                 tags_.result + "\"");
    // A game of the PGN standard ends in its result: where the tag has one and the moves none,
    // the game may have been cut short (a file cut in the middle of a game). (A game of tags
    // alone, a forfeit, has no moves to end.)
    if (end_.result.empty() && !tag.empty() && tag != "*" && moves_ > 0)
        warn(at, Errc::ResultMismatch,
             "the moves end without a result, where the Result tag says " + std::string(tag) +
                 ": is the game cut short?");
    // "*" says the result is unknown (a fragment, a study): nothing to say. A game with no
    // result at all that the final position has decided is reported: the scoresheet lacks it.
    const std::string_view claimed = end_.result.empty() ? tag : end_.result;
    if (claimed == "*") return;
    // A game that ended on the board by a rule and went on is the rule's.
    const bool over = end_.status != GameStatus::Ongoing;
    const GameStatus status = over ? end_.status : position_status(end);
    const Color turn = over ? end_.turn : end.turn();
    const std::string_view expected = detail::result_for(status, turn);
    if (expected.empty() || claimed == expected) return;
    const std::string why = (over ? end_.why : std::string(detail::reason(status, turn))) +
                            ", so " + std::string(expected);
    const std::string_view decider = over ? "the game's end" : "the final position";
    warn(at, Errc::ResultMismatch,
         claimed.empty()
             ? "the game has no result, though " + std::string(decider) + " decides it: " + why
             : "the result " + std::string(claimed) + " does not fit " + std::string(decider) +
                   ": " + why);
}

}  // namespace notator::detail::reading
