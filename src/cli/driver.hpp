// Runs a job over every game of an input, on one or more threads, and writes what each
// game produced in input order. Memory stays bounded: a few batches of games at a time.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "notator/check_summary.hpp"
#include "notator/pgn.hpp"

namespace notator::cli {

// What some games produced: their text, their reports and their counts.
struct Output : CheckCounts {
    std::string out, err;
    // A report, written after `out` or `err` once its games' place in the whole input is known:
    // the games of a piece of input read on its own (-j N) count their numbers and lines from
    // the piece's start, and `write` is given the games and line ends before it.
    struct Report {
        bool to_err;
        std::function<void(std::ostream& stream, std::uint64_t games_before,
                           std::uint64_t lines_before)>
            write;
    };
    std::vector<Report> reports;
    // Where set (by run_games, once the output's place among the others is known), reports are
    // written before their game ends when kSpillAt of them wait: a game with a great many keeps
    // no more than that. It writes the output's text and reports so far and clears them; the
    // counts stay.
    std::function<void(Output&)> spill;
    static constexpr std::size_t kSpillAt = 1024;
    void report(Report r) {
        reports.push_back(std::move(r));
        if (reports.size() >= kSpillAt && spill) spill(*this);
    }
    std::uint64_t lines = 0;  // line ends in the piece of input the games came from
    // No text or report (written), the counts kept.
    void clear_text() {
        out.clear();
        err.clear();
        reports.clear();
    }
    // Empty again, keeping the strings' memory for the next games (and `spill`).
    void clear() {
        clear_text();
        CheckCounts::clear();
        lines = 0;
    }
};

// What to do with each game. A job runs on one thread, game after game, and may keep what it
// built for one game (a visitor and its buffers) for the next.
struct GameJob {
    // The reader's next game; false at the end of the input.
    std::function<bool(PgnReader& reader, Output& output)> next;
};
// Makes the job of one thread; called on each thread that runs games, so possibly at the same time.
using JobFactory = std::function<GameJob()>;

struct DriverOptions {
    PgnReadOptions reading;
    int threads = 1;
    // With more than one thread: pieces of about this many bytes of input, each cut where a
    // game certainly starts (find_game_start), are read by the threads on their own.
    // Where none is found in `piece_bytes_max`, the rest of the input is read on one thread (a
    // piece holds whole games, and memory stays bounded).
    std::size_t piece_bytes = 256u << 10;
    std::size_t piece_bytes_max = 8u << 20;
    bool progress = false;          // a progress line on stderr
    std::uint64_t total_bytes = 0;  // of the input, when known (for the time left)
};

// Returns the totals. The input's read error, if any, is in `source.error()` afterwards.
Output run_games(ByteSource& source, const JobFactory& make_job, const DriverOptions& options,
                 std::ostream& out, std::ostream& err);

}  // namespace notator::cli
