// Move numbers: where a move's number begins, and a number that is not the next move's.
#include "game_reader.hpp"

namespace notator::detail::reading {

// Where the move at `move` begins with its number: the number glued to it ("12.Nf3"), or the
// tokens just before it that are its number ("12." "12" "12...") and dots ("..."). Looked for
// only when a move has an error, so that its kept rest does not lose the number.
std::size_t GameReader::number_before(std::size_t move) const {
    const auto token_byte = [&](std::size_t k) {
        return scan::byte_class(s_[k]) != scan::kBlank && scan::byte_class(s_[k]) != scan::kStop;
    };
    std::size_t begin = move;
    while (begin > 0 && token_byte(begin - 1)) --begin;  // a glued number or dots
    if (begin < move && is_digit(s_[begin])) return begin;
    for (;;) {
        std::size_t k = begin;
        while (k > 0 && scan::is_ascii_blank(s_[k - 1])) --k;
        std::size_t t = k;  // the previous token: [t, k)
        while (t > 0 && token_byte(t - 1)) --t;
        const std::string_view prev = s_.substr(t, k - t);
        if (prev.empty()) return begin;
        if (is_digit(prev[0]) && prev[0] != '0' &&
            pgn::move_number(prev, false).length == prev.size())
            return t;  // the number itself: dots before it are no part of it
        if (pgn::dots_length(prev) != prev.size()) return begin;
        begin = t;
    }
}

// The move number `number` (its `value`; `black`: written for Black's move) at `at` is not the
// next move's: reported, once a game; unless it is the game's first, numbered 1 in a game from
// a FEN, which sets the game's numbering.
void GameReader::wrong_number(std::size_t at, std::string_view number, std::uint64_t value,
                              bool black) {
    const Position& p = line_.pos;
    const std::uint64_t due = std::uint64_t(p.fullmove_number());
    if (due_.warned) return;
    // Some programs (fastchess, for one) number a game from a FEN from 1 on, whatever the
    // FEN's move number: a first move numbered 1 sets that counting for the game.
    if (value == 1 && line_.ply == 0 && var_.depth == 0 && due > 1) {
        due_.offset = due - 1;
        if (!(black && p.turn() == Color::White)) return;
    }
    due_.warned = true;
    const std::string written = detail::shortened(number, 20);
    warn(
        at, Errc::WrongMoveNumber,
        (number[0] == '.' || number.starts_with(pgn::kEllipsis) ? "'" + written + "' (Black's move)"
                                                                : "move number " + written) +
            " where " + std::to_string(due) + (p.turn() == Color::White ? "." : "...") + " is due" +
            // A fragment of a game ("7... e5" first): its position is the FEN tag's to give.
            (line_.ply == 0 && var_.depth == 0 && !tags_.fen_taken && value > 1
                 ? ": a game that starts at a later move needs a FEN tag of its position"
                 : ""));
}

}  // namespace notator::detail::reading
