// Pieces the check and convert commands share.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "driver.hpp"
#include "notator/language.hpp"

namespace notator::cli {

// A language code ("de") or five letters of the user's own ("KDTLS", "Кр Ф Л С К").
// Null, with a message in `error`, if it is neither.
const Language* language_option(const std::string& text, std::string& error);

constexpr const char* kFromHelp =
    "Language of the input's piece letters: auto (found for each game from its moves: the "
    "language in which every move reads), a code or name (en, de, German, ...; see 'notator "
    "languages'), five letters of your own, king queen rook bishop knight (KDTLS), or another "
    "notation: descriptive (P-K4, Kt-KB3), descriptive-es (P4R, C3AR), iccf (5254)";

// What check and convert share: how the input is decoded and read, threads, --quiet.
struct RunOptions {
    InputOptions input;
    PgnReadOptions reading;
    int threads = 0;  // 0: as many as the CPUs the process may use
    bool quiet = false;
};

// --from: "auto" (each game's language found from its moves), another notation or a
// language_option, into the run's reading options. False, with a message in `error`, if it is
// none of them.
bool reading_language(const std::string& text, RunOptions& run, std::string& error);

// Whether reports to the terminal on file descriptor `fd` are coloured: not where NO_COLOR is
// set to anything but the empty string (no-color.org), nor where fd is no terminal.
bool colored(int fd);

// Driver settings for one input: the progress line only on a terminal, without --quiet, and
// for inputs of some size (or of unknown size).
DriverOptions driver_options(const std::string& path, const RunOptions& options);

// What run_files did: the games' counts, and how many files could not be read (wholly or
// to their end).
struct FilesRun {
    Output total;
    std::uint64_t unreadable = 0;
};

// Runs a job over every game of every file ("-" for standard input), writing what the games
// produce to `out` and `err`. `make_job` gets the file's name as reports show it. A file that
// cannot be read, or not to its end, is told as `command: why` on stderr and counted; the
// other files are still read (as grep and compilers do); `unreadable(file, code, why,
// cut_short)`, if given, is told too (--json reports it on stdout): the kind of failure, its
// sentence, and whether the file was read in part (its games so far went out) before its data
// failed.
using UnreadableReport =
    std::function<void(const std::string& file, Errc code, const std::string& why, bool cut_short)>;
FilesRun run_files(std::vector<std::string> files, std::string_view command,
                   const RunOptions& options, std::ostream& out,
                   const std::function<JobFactory(const std::string& shown)>& make_job,
                   const UnreadableReport& unreadable = {});

// Jobs that read every game into a visitor, one visitor per thread kept from game to game.
// `make_visitor(shown)` makes it for a file (it may keep `shown`, which outlives it); the
// visitor's output(Output&) says where a game's results go.
template <class MakeVisitor>
std::function<JobFactory(const std::string& shown)> reading_jobs(MakeVisitor make_visitor) {
    return [make_visitor](const std::string& shown) -> JobFactory {
        return [make_visitor, shown]() -> GameJob {
            auto visitor = make_visitor(std::string_view(shown));
            return {[visitor](PgnReader& reader, Output& out) {
                visitor->output(out);
                return reader.read_game(*visitor);
            }};
        };
    };
}

// Adds --encoding, -j/--jobs and -q/--quiet to a command.
void add_run_options(CLI::App* cmd, RunOptions& options);

// --help text shared by the commands' FILE arguments.
constexpr const char* kFilesHelp =
    "PGN files or bare game scores; '-' or none for standard input. gzip, zstd, bzip2 and xz "
    "input is recognised by its first bytes";

}  // namespace notator::cli
