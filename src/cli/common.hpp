// Pieces the check and convert commands share.
#pragma once

#include <optional>
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

// --help text shared by the commands' FILE arguments.
constexpr const char* kFilesHelp =
    "PGN files or bare game scores; '-' or none for standard input. gzip, zstd and bzip2 "
    "input is recognised by its first bytes";

}  // namespace notator::cli
