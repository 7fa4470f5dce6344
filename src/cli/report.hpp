// How the notator command reports: errors and warnings compiler style on stderr
// (file:line:column, the source line, a caret, the nearest readings) or as JSON on stdout; the
// summary.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>

#include "driver.hpp"
#include "notator/pgn.hpp"

namespace notator::cli {

struct GameInfo {
    std::string_view file;  // the name as reports show it; outlives the game
    std::uint64_t number = 0;
    std::string white = "?", black = "?";
};

// FILE:LINE:COL: error: game N (White - Black), move N. TEXT: message, then the source line
// with a caret under the place, then the nearest legal readings; "warning:" the same way.
void report_text(std::ostream& out, const GameInfo& game, const Diagnostic& d, bool color);
// One JSON object a line: severity, file, line, column, game, white, black; where it concerns
// a move ply, move_number, side and text; kind and message; for errors fen and suggestions.
void report_json(std::ostream& out, const GameInfo& game, const Diagnostic& d);
// {"severity":"error","file":…,"kind":…,"message":…}: a file that could not be read, or not to
// its end; the kind is `code`'s name (cannot_open, not_text, truncated_input, ...).
void report_unreadable_json(std::ostream& out, std::string_view file, Errc code,
                            std::string_view why);
// "notator check: 30000 games, 2494177 moves, 1 error, 549 warnings (412 wrong_check_sign, 137
// result_mismatch) in 0.11 s", with ", 2 files not read" before the time when some could not
// be read, and the languages found after the games where any is not English ("3 games (German
// 2, English 1)").
void report_summary(std::ostream& out, std::string_view command, const Output& total,
                    double seconds, std::uint64_t unreadable = 0);

// A report as Output keeps it until the game's place in the input is known: the game's number
// and the report's line are counted on from `games_before` and `lines_before` then.
enum class ReportForm : std::uint8_t { Text, Json };
Output::Report placed_report(const GameInfo& game, const Diagnostic& d, ReportForm form, bool color,
                             bool to_err);

// A visitor that keeps what reports need (file, game number, players) up to date.
class GameInfoTracker : public PgnVisitor {
  public:
    explicit GameInfoTracker(std::string_view file) { info_.file = file; }
    void begin_game(std::uint64_t number, Location) override;
    // A tag given twice: the first counts, as in the written game's roster.
    void tag(std::string_view name, std::string_view value) override;
    const GameInfo& info() const { return info_; }

  private:
    GameInfo info_;
    bool white_ = false, black_ = false;
};

}  // namespace notator::cli
