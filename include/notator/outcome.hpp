// The end of a game under the Laws of Chess (FIDE Laws, articles 5 and 9): checkmate,
// stalemate, dead position by insufficient material, the fifty- and seventy-five-move
// rules, threefold and fivefold repetition.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "notator/movegen.hpp"
#include "notator/position.hpp"

namespace notator {

// Checkmate and stalemate (Laws 5.1.1, 5.2.1): no legal move, in check or not. (Inline: the
// sign a check deserves asks it of every move that gives one, read or written.)
inline bool is_checkmate(const Position& pos) { return pos.in_check() && !has_legal_move(pos); }
inline bool is_stalemate(const Position& pos) { return !pos.in_check() && !has_legal_move(pos); }
// True in the material cases FIDE rules dead: king against king; king and one bishop or one
// knight against king; kings and bishops only, all bishops on squares of one color.
bool is_dead_by_material(const Position& pos);
// The half-move clocks (plies without a capture or pawn move) of the fifty-move claim (art.
// 9.3: fifty moves of each side) and of the seventy-five-move rule (art. 9.6.2).
inline constexpr int kFiftyMoveClock = 100, kSeventyFiveMoveClock = 150;
// A player may claim a draw (art. 9.3): the last fifty moves of each side had no capture
// and no pawn move.
inline bool fifty_move_claimable(const Position& pos) {
    return pos.halfmove_clock() >= kFiftyMoveClock;
}
// The game is drawn (art. 9.6.2) after seventy-five such moves, unless the last was mate.
bool seventy_five_move_draw(const Position& pos);

// The Zobrist key of the position as art. 9.2 compares positions: an en passant square
// counts only if a legal en passant capture exists.
std::uint64_t repetition_key(const Position& pos);
// How often the last of `keys` (repetition keys of a game's positions, oldest first, the
// last the position now) has stood on the board, this time included: every second one back,
// the same side to move. Precondition: no capture or pawn move lies between the first and
// the last (only those positions can repeat).
int repetitions_of_last(std::span<const std::uint64_t> keys);

// The repetition keys of a stretch of a game's positions between which no capture or pawn move
// lies, oldest first, and how often the last has stood on the board: what GameHistory and the
// PGN reader both count repetitions with. Counting compares keys only where a count that
// matters may be reached (the keys are binned by their top bits).
class RepetitionKeys {
  public:
    void clear() {
        keys_.clear();
        bins_.fill(0);
    }
    void push(std::uint64_t key) {
        keys_.push_back(key);
        ++bins_[bin(key)];
    }
    // (Keys pushed newest first, as a stretch is found going back, put in order.)
    void reverse();
    std::size_t size() const { return keys_.size(); }
    std::uint64_t back() const { return keys_.back(); }
    std::span<const std::uint64_t> keys() const { return keys_; }
    // How often the last position has stood on the board (repetitions_of_last), where that may
    // be `least` or more; else 1, the keys not compared. Precondition: not empty.
    int repetitions_of_last(int least) const {
        return bins_[bin(keys_.back())] < least ? 1 : notator::repetitions_of_last(keys_);
    }

  private:
    static std::size_t bin(std::uint64_t key) { return std::size_t(key >> 56); }
    std::vector<std::uint64_t> keys_;
    std::array<std::uint16_t, 256> bins_{};
};

enum class GameStatus : std::uint8_t {
    Ongoing,
    Checkmate,
    Stalemate,
    DeadPosition,  // by insufficient material
    SeventyFiveMoves,
    FivefoldRepetition,
};

// What the position alone decides, in the order of the enum; fivefold repetition needs the
// game's history (GameHistory::status).
GameStatus position_status(const Position& pos);

// How often a position must have stood on the board for a draw to be claimed (FIDE 9.2), and
// for the game to end (9.6.1).
inline constexpr int kThreefold = 3, kFivefold = 5;

// For a game whose positions' repetition keys are `keys` (oldest first, the last pos's):
// how often pos has stood on the board, this time included (only the positions since the last
// capture or pawn move can repeat, which pos's clock counts), and the first rule that ends the
// game there, fivefold repetition after what the position alone decides. Precondition: keys is
// not empty. (GameHistory keeps such keys; a program with its own, to take moves back, uses
// these.)
int repetitions(const Position& pos, std::span<const std::uint64_t> keys);
GameStatus game_status(const Position& pos, std::span<const std::uint64_t> keys);

// A game from a start position, remembering what repetition needs.
class GameHistory {
  public:
    explicit GameHistory(const Position& start = Position());
    // Precondition: m is legal in current().
    void play(Move m);
    const Position& current() const { return pos_; }
    // How often the current position has stood on the board, this time included.
    int repetitions() const;
    bool threefold_claimable() const { return repetitions() >= kThreefold; }
    // Status of the current position: the first rule that ends the game, in the order above.
    GameStatus status() const;

  private:
    Position pos_;
    RepetitionKeys keys_;  // of the positions since the last capture or pawn move
};

}  // namespace notator
