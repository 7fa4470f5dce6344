#include "notator/outcome.hpp"

#include <algorithm>

#include "notator/movegen.hpp"
#include "zobrist.hpp"

namespace notator {

bool is_dead_by_material(const Position& pos) {
    if (pos.pieces(Role::Pawn) | pos.pieces(Role::Rook) | pos.pieces(Role::Queen)) return false;
    const Bitboard minors = pos.pieces(Role::Knight) | pos.pieces(Role::Bishop);
    if (!more_than_one(minors)) return true;
    if (pos.pieces(Role::Knight)) return false;
    constexpr Bitboard kDark = 0xAA55AA55AA55AA55ULL;
    const Bitboard bishops = pos.pieces(Role::Bishop);
    return (bishops & kDark) == 0 || (bishops & ~kDark) == 0;
}

bool seventy_five_move_draw(const Position& pos) {
    return pos.halfmove_clock() >= kSeventyFiveMoveClock && !is_checkmate(pos);
}

std::uint64_t repetition_key(const Position& pos) {
    const auto ep = pos.ep_square();
    if (!ep) return pos.key();
    MoveFilter filter;
    filter.to = bb(*ep);
    filter.roles = role_bit(Role::Pawn);
    MoveList list;
    generate_legal(pos, list, filter);
    for (Move m : list)
        if (m.is_en_passant()) return pos.key();
    return pos.key() ^ detail::kZobrist.ep_file[index(file_of(*ep))];
}

GameHistory::GameHistory(const Position& start) : pos_(start) { keys_.push(repetition_key(pos_)); }

void GameHistory::play(Move m) {
    pos_.play(m);
    if (pos_.halfmove_clock() == 0) keys_.clear();  // (no position before it can stand again)
    keys_.push(repetition_key(pos_));
}

void RepetitionKeys::reverse() { std::reverse(keys_.begin(), keys_.end()); }

int repetitions_of_last(std::span<const std::uint64_t> keys) {
    NOTATOR_ASSERT(!keys.empty());
    const std::uint64_t now = keys.back();
    int n = 1;
    for (std::size_t back = 2; back < keys.size(); back += 2)
        if (keys[keys.size() - 1 - back] == now) ++n;
    return n;
}

int repetitions(const Position& pos, std::span<const std::uint64_t> keys) {
    NOTATOR_ASSERT(!keys.empty());
    // Only positions since the last capture or pawn move can repeat (the clock counts them).
    const std::size_t reach = std::min<std::size_t>(keys.size() - 1, pos.halfmove_clock());
    return repetitions_of_last(keys.last(reach + 1));
}

GameStatus game_status(const Position& pos, std::span<const std::uint64_t> keys) {
    const GameStatus s = position_status(pos);
    if (s == GameStatus::Ongoing && repetitions(pos, keys) >= kFivefold)
        return GameStatus::FivefoldRepetition;
    return s;
}

int GameHistory::repetitions() const { return notator::repetitions(pos_, keys_.keys()); }

GameStatus position_status(const Position& pos) {
    // (Each asks has_legal_move once: is_checkmate only in check, is_stalemate only out of it.)
    if (is_checkmate(pos)) return GameStatus::Checkmate;
    if (is_stalemate(pos)) return GameStatus::Stalemate;
    if (is_dead_by_material(pos)) return GameStatus::DeadPosition;
    if (pos.halfmove_clock() >= kSeventyFiveMoveClock) return GameStatus::SeventyFiveMoves;
    return GameStatus::Ongoing;
}

GameStatus GameHistory::status() const { return game_status(pos_, keys_.keys()); }

}  // namespace notator
