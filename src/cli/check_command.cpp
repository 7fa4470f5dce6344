#include <unistd.h>
#include <chrono>
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "common.hpp"
#include "report.hpp"

namespace notator::cli {

namespace {

struct CheckArgs {
    std::vector<std::string> files;
    std::string from = "en";
    bool strict = false, json = false, quiet = false;
    int threads = 0;
};

class CheckVisitor : public GameInfoTracker {
  public:
    CheckVisitor(std::string_view file, bool json, bool quiet, bool color)
        : GameInfoTracker(file), json_(json), quiet_(quiet), color_(color) {}
    // Where the next games' counts and reports go.
    void output(Output& out) { out_ = &out; }
    void move(const Position&, const ReadMove&, std::string_view) override { ++out_->moves; }
    bool wants_each_move() const override { return false; }
    void moves_counted(std::uint64_t count) override { out_->moves += count; }
    void move_error(const MoveError& e, std::string_view) override {
        ++out_->errors;
        out_->reports.push_back(error_report(info(), e, form(), color_, false));
    }
    void syntax_issue(const SyntaxIssue& issue) override {
        out_->warning(issue.kind);
        if (!quiet_) out_->reports.push_back(issue_report(info(), issue, form(), false));
    }
    void end_game(std::string_view) override { ++out_->games; }

  private:
    ReportForm form() const { return json_ ? ReportForm::Json : ReportForm::Text; }
    Output* out_ = nullptr;
    bool json_, quiet_, color_;
};

}  // namespace

std::function<int()> add_check_command(CLI::App& app) {
    auto a = std::make_shared<CheckArgs>();
    CLI::App* cmd = app.add_subcommand(
        "check", "Check every move of every game against the Laws of Chess and report errors");
    cmd->add_option("files", a->files, kFilesHelp);
    cmd->add_option("--from", a->from,
                    "Language of the piece letters: a code (en, de, fr, ...; see 'notator "
                    "languages') or five letters of your own, king queen rook bishop knight "
                    "(KDTLS)")
        ->capture_default_str();
    cmd->add_flag("--strict", a->strict,
                  "Accept only what the FIDE appendix and the PGN standard allow; a wrong check "
                  "sign is then an error");
    cmd->add_flag("--json", a->json, "One JSON object per error or warning on standard output");
    add_jobs_and_quiet(cmd, a->threads, a->quiet);
    cmd->footer(
        "Errors: FILE:LINE:COLUMN: error: game N (White - Black), move N. TEXT: message, the\n"
        "source line with a caret, and the nearest legal readings. Exit status: 0 every game\n"
        "is legal, 1 some game has an error, 2 bad usage or an input that cannot be read.");

    return [a]() -> int {
        std::string error;
        const auto lang = language_option(a->from, error);
        if (!lang) {
            std::cerr << "notator check: " << error << '\n';
            return kExitUsage;
        }
        PgnReadOptions options;
        options.moves.language = &*lang;
        options.moves.strict = a->strict;
        const bool color = !a->json && ::isatty(1) && !std::getenv("NO_COLOR");
        const auto start = std::chrono::steady_clock::now();
        const FilesRun run = run_files(a->files, "check", a->threads, a->quiet, std::cout,
                                       reading_jobs(options,
                                                    [&](std::string_view shown) {
                                                        return std::make_shared<CheckVisitor>(
                                                            shown, a->json, a->quiet, color);
                                                    }),
                                       [&](const std::string& file, const std::string& why) {
                                           if (a->json)
                                               report_unreadable_json(std::cout, file, why);
                                       });
        const double secs =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (!a->quiet) report_summary(std::cerr, "check", run.total, secs, run.unreadable);
        if (run.unreadable) return kExitUsage;
        return run.total.errors ? kExitInputErrors : kExitOk;
    };
}

}  // namespace notator::cli
