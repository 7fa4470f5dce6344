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
    std::string from = "auto";
    bool strict = false, json = false, stop_at_error = false, claims = false;
    RunOptions run;
};

// Counts and reports each game's errors and warnings.
class CheckVisitor : public CheckSummary {
  public:
    CheckVisitor(std::string_view file, bool json, bool quiet, bool color)
        : info_(file), json_(json), quiet_(quiet), color_(color) {}
    // Where the next games' counts and reports go.
    void output(Output& out) {
        out_ = &out;
        counts_into(out);
    }
    void begin_game(std::uint64_t number, Location where) override {
        info_.begin_game(number, where);
    }
    void tag(std::string_view name, std::string_view value) override { info_.tag(name, value); }

  private:
    void on_error(const Diagnostic& e) override {
        out_->report(placed_report(info_.info(), e, form(), color_, false));
    }
    void on_warning(const Diagnostic& w) override {
        if (!quiet_) out_->report(placed_report(info_.info(), w, form(), color_, false));
    }
    ReportForm form() const { return json_ ? ReportForm::Json : ReportForm::Text; }
    GameInfoTracker info_;
    Output* out_ = nullptr;
    bool json_, quiet_, color_;
};

}  // namespace

std::function<int()> add_check_command(CLI::App& app) {
    auto a = std::make_shared<CheckArgs>();
    CLI::App* cmd = app.add_subcommand(
        "check", "Check every move of every game against the Laws of Chess and report errors");
    cmd->add_option("files", a->files, kFilesHelp);
    cmd->add_option("--from", a->from, kFromHelp)->capture_default_str();
    cmd->add_flag("--strict", a->strict,
                  "Accept only what the FIDE appendix and the PGN standard allow; a wrong check "
                  "sign is then an error");
    cmd->add_flag("--json", a->json, "One JSON object per error or warning on standard output");
    cmd->add_flag("--claims", a->claims,
                  "Also say where a draw could first have been claimed: the same position for "
                  "the third time, fifty moves without a capture or pawn move (FIDE 9.2, 9.3)");
    cmd->add_flag("--stop-at-error", a->stop_at_error,
                  "Check each line of play only up to its first error, as a reader that does "
                  "not guess would (by default the likeliest reading of a move in error is "
                  "taken, said, and the game checked on from it)");
    add_run_options(cmd, a->run);
    cmd->footer(
        "Errors: FILE:LINE:COLUMN: error: game N (White - Black), move N. TEXT: message, the\n"
        "source line with a caret, and the likely readings. Exit status: 0 every game\n"
        "is legal, 1 some game has an error, 2 bad usage or an input that cannot be read.");

    return [a]() -> int {
        std::string error;
        if (!reading_language(a->from, a->run, error)) {
            std::cerr << "notator check: " << error << '\n';
            return kExitUsage;
        }
        a->run.reading.moves.strict = a->strict;
        a->run.reading.go_on = !a->stop_at_error;
        a->run.reading.claims = a->claims;
        // Reports go to standard output (the summary to standard error).
        const bool color = !a->json && colored(1);
        const auto start = std::chrono::steady_clock::now();
        const FilesRun run = run_files(
            a->files, "check", a->run, std::cout, reading_jobs([&](std::string_view shown) {
                return std::make_shared<CheckVisitor>(shown, a->json, a->run.quiet, color);
            }),
            [&](const std::string& file, Errc code, const std::string& why, bool) {
                if (a->json) report_unreadable_json(std::cout, file, code, why);
            });
        const double secs =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (!a->run.quiet) report_summary(std::cerr, "check", run.total, secs, run.unreadable);
        if (run.unreadable) return kExitUsage;
        return run.total.errors ? kExitInputErrors : kExitOk;
    };
}

}  // namespace notator::cli
