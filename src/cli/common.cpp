#include "common.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <iostream>

#include "spread_threads.hpp"

namespace notator::cli {

std::optional<Language> language_option(const std::string& text, std::string& error) {
    if (const Language* l = find_language(text)) return *l;
    if (text.size() > 2) {
        auto custom = custom_language(text);
        if (custom) return *custom;
        error = "'" + text +
                "' is neither a language code nor five piece letters: " + custom.error().message() +
                " (see 'notator languages')";
        return std::nullopt;
    }
    error = "no language with the code '" + text + "' (see 'notator languages')";
    return std::nullopt;
}

DriverOptions driver_options(const std::string& path, int threads, bool quiet) {
    DriverOptions o;
    o.threads = threads > 0 ? threads : usable_cpus();
    struct stat st {};
    if (path != "-" && ::stat(path.c_str(), &st) == 0) o.total_bytes = std::uint64_t(st.st_size);
    const bool big = o.total_bytes == 0 || o.total_bytes > (8u << 20);
    o.progress = !quiet && big && ::isatty(2) && !std::getenv("CI");
    return o;
}

FilesRun run_files(std::vector<std::string> files, std::string_view command, int threads,
                   bool quiet, std::ostream& out,
                   const std::function<JobFactory(const std::string& shown)>& make_job,
                   const UnreadableReport& unreadable) {
    if (files.empty()) files.push_back("-");
    FilesRun run;
    const auto fail = [&](const std::string& shown, const std::string& why) {
        std::cerr << "notator " << command << ": " << shown << ": " << why << '\n';
        if (unreadable) unreadable(shown, why);
        ++run.unreadable;
    };
    for (const std::string& file : files) {
        const std::string shown = file == "-" ? "<stdin>" : file;
        std::string error;
        auto source = open_input(file, error);
        if (!source) {
            // open_input names the file first: the reason is what follows it.
            const std::string prefix = file + ": ";
            fail(shown, error.starts_with(prefix) ? error.substr(prefix.size()) : error);
            continue;
        }
        run.total.add_counts(run_games(*source, make_job(shown),
                                       driver_options(file, threads, quiet), out, std::cerr));
        if (!source->error().empty()) fail(shown, source->error());
    }
    return run;
}

}  // namespace notator::cli
