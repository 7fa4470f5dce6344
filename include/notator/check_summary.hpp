// What checking games found, counted, and the visitor that counts it: what `notator check`,
// Python's notator.check and the page each report, told apart and counted in one place.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include "notator/error.hpp"
#include "notator/language.hpp"
#include "notator/pgn.hpp"

namespace notator {

// Games, moves (in every line of play), errors, warnings by kind, and games by the language
// the reader found their moves in (PgnReadOptions::find_language), in the order first met.
struct CheckCounts {
    std::uint64_t games = 0, moves = 0, errors = 0;
    std::array<std::uint64_t, kErrcCount> warnings_by_kind{};
    std::vector<std::pair<const Language*, std::uint64_t>> languages;

    void error() { ++errors; }
    void warning(Errc kind) { ++warnings_by_kind[std::size_t(kind)]; }
    // A game's moves, and its language where the reader found it.
    void game(const GameEnd& end);
    void add_language(const Language* language, std::uint64_t games);
    std::uint64_t warnings() const;
    // Another's counts added: those of games read apart (on other threads).
    void add(const CheckCounts& other);
    void clear();
};

// An error of severity Warning is a variant's game, not checked: counted and told as a warning.
inline bool told_as_warning(const Diagnostic& error) {
    return error.severity == Diagnostic::Severity::Warning;
}

// A visitor that checks every move and counts what it finds (into counts_into's, else its
// own): only the moves are read (MovetextReading::Check), and an error of severity Warning (a
// variant's game, not checked) counts as a warning. What else is wanted of each error,
// warning and game a class derived from it does in on_error, on_warning and on_end_game.
class CheckSummary : public PgnVisitor {
  public:
    CheckSummary() = default;
    CheckSummary(const CheckSummary&) = delete;  // (counts_ may point at its own)
    CheckSummary& operator=(const CheckSummary&) = delete;

    MovetextReading begin_movetext(const Position& start) override;
    void move_error(const Diagnostic& error, std::string_view rest) final;
    void warning(const Diagnostic& warning) final;
    void end_game(const GameEnd& end) final;

    // Where the next games are counted (kept by the caller).
    void counts_into(CheckCounts& counts) { counts_ = &counts; }
    const CheckCounts& counts() const { return *counts_; }

  protected:
    virtual void on_error(const Diagnostic& error) { (void)error; }
    virtual void on_warning(const Diagnostic& warning) { (void)warning; }
    // After the game is counted.
    virtual void on_end_game(const GameEnd& end) { (void)end; }

  private:
    CheckCounts own_;
    CheckCounts* counts_ = &own_;
};

}  // namespace notator
