#include "common.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <exception>
#include <iostream>
#include <memory>
#include <string>

#include "spread_threads.hpp"

namespace notator::cli {

const Language* language_option(const std::string& text, std::string& error) {
    const auto named = language_named(text);
    if (named) return *named;
    error = text.size() > 2 ? "'" + text + "' is neither a language code nor five piece letters: " +
                                  named.error().message() + " (see 'notator languages')"
                            : "no language with the code '" + text + "' (see 'notator languages')";
    return nullptr;
}

bool reading_language(const std::string& text, RunOptions& run, std::string& error) {
    PgnReadOptions& reading = run.reading;
    reading.find_language = text == "auto";
    reading.moves.notation = Notation::Algebraic;
    reading.moves.language = &english();
    if (reading.find_language) return true;
    if (const auto other = notation_named(text)) {
        reading.moves.notation = other->notation;
        reading.moves.language = other->language;
        return true;
    }
    const Language* language = language_option(text, error);
    if (!language) return false;
    reading.moves.language = language;
    return true;
}

bool colored(int fd) {
    const char* no_color = std::getenv("NO_COLOR");
    return ::isatty(fd) && (!no_color || !*no_color);
}

DriverOptions driver_options(const std::string& path, const RunOptions& options) {
    DriverOptions o;
    o.reading = options.reading;
    o.reading.warnings = !options.quiet;  // (none is shown: none is made)
    o.threads = options.threads > 0 ? options.threads : usable_cpus();
    const bool quiet = options.quiet;
    struct stat st {};
    if (path != "-" && ::stat(path.c_str(), &st) == 0) o.total_bytes = std::uint64_t(st.st_size);
    const bool big = o.total_bytes == 0 || o.total_bytes > (8u << 20);
    o.progress = !quiet && big && ::isatty(2) && !std::getenv("CI");
    return o;
}

FilesRun run_files(std::vector<std::string> files, std::string_view command,
                   const RunOptions& options, std::ostream& out,
                   const std::function<JobFactory(const std::string& shown)>& make_job,
                   const UnreadableReport& unreadable) {
    if (files.empty()) files.push_back("-");
    FilesRun run;
    const auto fail = [&](const std::string& shown, Errc code, const std::string& why,
                          bool cut_short) {
        std::cerr << "notator " << command << ": " << printable(shown) << ": " << why << '\n';
        if (unreadable) unreadable(shown, code, why, cut_short);
        ++run.unreadable;
    };
    for (const std::string& file : files) {
        const std::string shown = file == "-" ? "<stdin>" : file;
        auto source = open_input(file, options.input);
        if (!source) {
            std::string why = source.error().message();
            if (source.error().code == Errc::UnknownEncoding)
                why = "'" + options.input.encoding + "' is " + why;
            fail(shown, source.error().code, why, false);
            continue;
        }
        run.total.add(
            run_games(**source, make_job(shown), driver_options(file, options), out, std::cerr));
        if (const auto e = (*source)->error()) fail(shown, e->code, e->message(), true);
    }
    return run;
}

void add_run_options(CLI::App* cmd, RunOptions& options) {
    cmd->add_option("--encoding", options.input.encoding,
                    "The input's character encoding: auto (UTF-8, and each byte that is not "
                    "UTF-8 as Windows-1252), or a name iconv knows (windows-1251, cp866, "
                    "iso-8859-2, utf-16le, ...). A file that starts with a byte order mark is "
                    "read as UTF-8 or UTF-16, as the mark says")
        ->capture_default_str();
    cmd->add_option("-j,--jobs", options.threads,
                    "Threads, 1 to 256 (default, or 0: as many as the CPUs it may use)")
        ->check(CLI::Validator(
            [](std::string& v) -> std::string {
                std::size_t used = 0;
                int n = -1;
                try {
                    n = std::stoi(v, &used);
                } catch (const std::exception&) {
                    used = 0;
                }
                if (used == v.size() && n >= 0 && n <= 256) return {};
                return "'" + v + "' is no number of threads from 0 to 256";
            },
            ""))
        ->type_name("N");
    cmd->add_flag("-q,--quiet", options.quiet, "No warnings, no summary, no progress line");
}

}  // namespace notator::cli
