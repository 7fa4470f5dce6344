// Pieces the check and convert commands share.
#pragma once

#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "driver.hpp"
#include "notator/language.hpp"

namespace notator::cli {

// A language code ("de") or five letters of the user's own ("KDTLS", "Кр Ф Л С К").
// nullopt, with a message in `error`, if it is neither.
std::optional<Language> language_option(const std::string& text, std::string& error);

// Driver settings for one input: the progress line only on a terminal, without --quiet, and
// for inputs of some size (or of unknown size).
DriverOptions driver_options(const std::string& path, int threads, bool quiet);

// What run_files did: the games' counts, and how many files could not be read (wholly or
// to their end).
struct FilesRun {
    Output total;
    std::uint64_t unreadable = 0;
};

// Runs a job over every game of every file ("-" for standard input), writing what the games
// produce to `out` and `err`. `make_job` gets the file's name as reports show it. A file that
// cannot be read, or not to its end, is told as `command: why` on stderr and counted; the
// other files are still read (as grep and compilers do); `unreadable(file, why)`, if given,
// is told too (--json reports it on stdout).
using UnreadableReport = std::function<void(const std::string& file, const std::string& why)>;
FilesRun run_files(std::vector<std::string> files, std::string_view command, int threads,
                   bool quiet, std::ostream& out,
                   const std::function<JobFactory(const std::string& shown)>& make_job,
                   const UnreadableReport& unreadable = {});

// Jobs that read every game into a visitor, one visitor per thread kept from game to game.
// `make_visitor(shown)` makes it for a file (it may keep `shown`, which outlives it); the
// visitor's output(Output&) says where a game's results go.
template <class MakeVisitor>
std::function<JobFactory(const std::string& shown)> reading_jobs(const PgnReadOptions& options,
                                                                 MakeVisitor make_visitor) {
    return [&options, make_visitor](const std::string& shown) -> JobFactory {
        return [&options, make_visitor, shown]() -> GameJob {
            auto visitor = make_visitor(std::string_view(shown));
            return {[visitor, &options](GameSplitter& splitter, std::uint64_t number, Output& out) {
                visitor->output(out);
                return splitter.read_next(number, *visitor, options);
            }};
        };
    };
}

// --help text shared by the commands' FILE arguments.
constexpr const char* kFilesHelp =
    "PGN files or bare game scores; '-' or none for standard input. gzip, zstd and bzip2 "
    "input is recognised by its first bytes";

}  // namespace notator::cli
