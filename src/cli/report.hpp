// How the notator command reports: a move error compiler style on stderr (file:line:column,
// the source line, a caret, the nearest readings) or as JSON on stdout; warnings; the summary.
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

void report_text(std::ostream& out, const GameInfo& game, const MoveError& e, bool color);
void report_json(std::ostream& out, const GameInfo& game, const MoveError& e);
void report_issue(std::ostream& out, const GameInfo& game, const SyntaxIssue& issue);
// A warning as one JSON object: severity "warning", file, line, column, game, white, black,
// kind, message (errors carry severity "error" and the move's fields).
void report_issue_json(std::ostream& out, const GameInfo& game, const SyntaxIssue& issue);
// {"severity":"error","file":…,"kind":"unreadable_file","message":…}: a file that could not be
// read, or not to its end.
void report_unreadable_json(std::ostream& out, std::string_view file, std::string_view why);
// "notator check: 30000 games, 2494177 moves, 1 error, 549 warnings (412 lenient_move, 137
// result_mismatch) in 0.11 s", with ", 2 files not read" before the time when some could not
// be read.
void report_summary(std::ostream& out, std::string_view command, const Output& total,
                    double seconds, std::uint64_t unreadable = 0);

// Reports as Output keeps them until the games' place in the input is known: the game's
// number and the report's line are counted on from `games_before` and `lines_before` then.
enum class ReportForm : std::uint8_t { Text, Json };
Output::Report error_report(const GameInfo& game, const MoveError& e, ReportForm form, bool color,
                            bool to_err);
Output::Report issue_report(const GameInfo& game, const SyntaxIssue& issue, ReportForm form,
                            bool to_err);

// A visitor that keeps what reports need (file, game number, players) up to date.
class GameInfoTracker : public PgnVisitor {
  public:
    explicit GameInfoTracker(std::string_view file) { info_.file = file; }
    void begin_game(std::uint64_t number, Location) override {
        info_.number = number;
        info_.white = info_.black = "?";
        white_ = black_ = false;
    }
    // A tag given twice: the first counts, as in the written game's roster.
    void tag(std::string_view name, std::string_view value) override {
        if (name == "White" && !white_) {
            info_.white = value;
            white_ = true;
        }
        if (name == "Black" && !black_) {
            info_.black = value;
            black_ = true;
        }
    }
    const GameInfo& info() const { return info_; }

  private:
    GameInfo info_;
    bool white_ = false, black_ = false;
};

}  // namespace notator::cli
