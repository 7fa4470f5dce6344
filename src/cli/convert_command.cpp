#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "common.hpp"
#include "report.hpp"

namespace notator::cli {

namespace {

// Is `output` one of the input files (the same file under any name)? Opening it for writing
// would empty it before it is read.
bool output_is_an_input(const std::string& output, const std::vector<std::string>& files) {
    struct stat out {};
    if (::stat(output.c_str(), &out) != 0) return false;  // a new file
    for (const std::string& f : files) {
        struct stat in {};
        if (f != "-" && ::stat(f.c_str(), &in) == 0 && in.st_dev == out.st_dev &&
            in.st_ino == out.st_ino)
            return true;
    }
    return false;
}

struct ConvertArgs {
    std::vector<std::string> files;
    std::string from = "en", to = "en", style = "short", preset = "pgn", output;
    bool quiet = false;
    int threads = 0;
};

// Writes the game and reports its errors.
class ConvertVisitor : public PgnWriter {
  public:
    ConvertVisitor(const PgnWriteOptions& options, std::string_view file, bool quiet, bool color)
        : PgnWriter(options, [this](std::string_view s) { out_->out += s; }),
          info_(file),
          quiet_(quiet),
          color_(color) {}
    // Where the next games' text, counts and reports go.
    void output(Output& out) { out_ = &out; }
    void begin_game(std::uint64_t number, Location where) override {
        info_.begin_game(number, where);
        PgnWriter::begin_game(number, where);
    }
    void tag(std::string_view name, std::string_view value) override {
        info_.tag(name, value);
        PgnWriter::tag(name, value);
    }
    void move(const Position& before, const ReadMove& m, std::string_view written) override {
        ++out_->moves;
        PgnWriter::move(before, m, written);
    }
    void move_error(const MoveError& e, std::string_view rest) override {
        ++out_->errors;
        out_->reports.push_back(error_report(info_.info(), e, ReportForm::Text, color_, true));
        PgnWriter::move_error(e, rest);
    }
    void syntax_issue(const SyntaxIssue& issue) override {
        out_->warning(issue.kind);
        if (!quiet_)
            out_->reports.push_back(issue_report(info_.info(), issue, ReportForm::Text, true));
    }
    void end_game(std::string_view result) override {
        ++out_->games;
        PgnWriter::end_game(result);
    }

  private:
    GameInfoTracker info_;
    Output* out_ = nullptr;
    bool quiet_, color_;
};

}  // namespace

std::function<int()> add_convert_command(CLI::App& app) {
    auto a = std::make_shared<ConvertArgs>();
    CLI::App* cmd = app.add_subcommand(
        "convert", "Write every game again, in another language, style or preset");
    cmd->add_option("files", a->files, kFilesHelp);
    cmd->add_option("--from", a->from, "Language of the input's piece letters (code or KDTLS)")
        ->capture_default_str();
    cmd->add_option("--to", a->to, "Language of the output's piece letters (code or KDTLS)")
        ->capture_default_str();
    cmd->add_option("--style", a->style, "short (Nf3), long (Ng1f3), figurine (♘f3) or uci (g1f3)")
        ->check(CLI::IsMember({"short", "long", "figurine", "uci"}))
        ->capture_default_str();
    cmd->add_option("--preset", a->preset,
                    "pgn: the PGN export format (O-O, e8=Q); fide: as the FIDE appendix writes "
                    "(0-0, e8Q, e.p., the draw offer (=))")
        ->check(CLI::IsMember({"pgn", "fide"}))
        ->capture_default_str();
    cmd->add_option("-o,--output", a->output, "Write to this file instead of standard output");
    add_jobs_and_quiet(cmd, a->threads, a->quiet);
    cmd->footer(
        "A game with an error is written up to the error; the rest of its movetext follows,\n"
        "unchanged, in a comment that says it was not checked. Nothing is dropped. Errors are\n"
        "reported on standard error as 'notator check' reports them. Exit status: 0 every game\n"
        "is legal, 1 some game has an error, 2 bad usage or an input that cannot be read.");

    return [a]() -> int {
        std::string error;
        const auto from = language_option(a->from, error);
        const auto to = from ? language_option(a->to, error) : std::nullopt;
        if (!from || !to) {
            std::cerr << "notator convert: " << error << '\n';
            return kExitUsage;
        }
        PgnReadOptions read;
        read.moves.language = &*from;
        PgnWriteOptions write =
            a->preset == "fide" ? PgnWriteOptions::fide(*to) : PgnWriteOptions::pgn();
        write.moves.language = &*to;
        if (a->style == "long") write.moves.style = Style::Long;
        if (a->style == "uci") write.moves.style = Style::Uci;
        if (a->style == "figurine") write.moves.figurine = true;

        std::ofstream file_out;
        if (!a->output.empty() && output_is_an_input(a->output, a->files)) {
            std::cerr << "notator convert: " << a->output
                      << " is also an input: writing it would empty it before it is read\n";
            return kExitUsage;
        }
        if (!a->output.empty()) {
            file_out.open(a->output, std::ios::binary);
            if (!file_out) {
                std::cerr << "notator convert: cannot write " << a->output << '\n';
                return kExitUsage;
            }
        }
        std::ostream& out = a->output.empty() ? std::cout : file_out;
        const bool color = ::isatty(2) && !std::getenv("NO_COLOR");
        const auto start = std::chrono::steady_clock::now();
        const FilesRun run =
            run_files(a->files, "convert", a->threads, a->quiet, out,
                      reading_jobs(read, [&](std::string_view shown) {
                          return std::make_shared<ConvertVisitor>(write, shown, a->quiet, color);
                      }));
        out.flush();
        if (!out) {
            std::cerr << "notator convert: writing the output failed\n";
            return kExitUsage;
        }
        const double secs =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (!a->quiet) report_summary(std::cerr, "convert", run.total, secs, run.unreadable);
        if (run.unreadable) return kExitUsage;
        return run.total.errors ? kExitInputErrors : kExitOk;
    };
}

std::function<int()> add_languages_command(CLI::App& app) {
    app.add_subcommand("languages", "List the languages of piece letters: code, name, K Q R B N");
    return []() -> int {
        for (const Language& l : languages()) {
            std::cout << l.code << "  " << l.name;
            for (std::size_t pad = l.name.size(); pad < 12; ++pad) std::cout << ' ';
            for (const auto& letter : l.letters) std::cout << ' ' << letter.view();
            std::cout << "    " << l.source << '\n';
        }
        return kExitOk;
    };
}

}  // namespace notator::cli
