#include <sys/stat.h>

#include <chrono>
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "common.hpp"
#include "output_file.hpp"
#include "report.hpp"

namespace notator::cli {

namespace {

struct ConvertArgs {
    std::vector<std::string> files;
    std::string from = "auto", to = "en", style = "short", preset = "pgn", output;
    // Each FIDE spelling, where given (else the preset's).
    std::string capture, castling, promotion, mate;
    bool figurine = false, black_figurines = false, hyphen = false, en_passant = false;
    bool repair = false, fix_tags = false;
    RunOptions run;
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
    void move_error(const Diagnostic& e, std::string_view rest) override {
        if (told_as_warning(e)) {  // (kept, unchecked)
            warning(e);
        } else {
            out_->error();
            out_->report(placed_report(info_.info(), e, ReportForm::Text, color_, true));
        }
        PgnWriter::move_error(e, rest);
    }
    void warning(const Diagnostic& w) override {
        out_->warning(w.error.code);
        if (!quiet_) out_->report(placed_report(info_.info(), w, ReportForm::Text, color_, true));
    }
    void end_game(const GameEnd& end) override {
        out_->game(end);
        PgnWriter::end_game(end);
    }

  private:
    GameInfoTracker info_;
    Output* out_ = nullptr;
    bool quiet_, color_;
};

}  // namespace

// `convert`, and `repair` (convert --repair): the same command.
std::function<int()> add_writing_command(CLI::App& app, bool repair) {
    auto a = std::make_shared<ConvertArgs>();
    a->repair = repair;
    CLI::App* cmd =
        repair ? app.add_subcommand("repair",
                                    "Write every game again with the likeliest reading of each "
                                    "move in error, each marked in a comment (convert --repair)")
               : app.add_subcommand("convert",
                                    "Write every game again, in another language, style or preset");
    cmd->add_option("files", a->files, kFilesHelp);
    cmd->add_option("--from", a->from, kFromHelp)->capture_default_str();
    cmd->add_option("--to", a->to, "Language of the output's piece letters (code or KDTLS)")
        ->capture_default_str();
    cmd->add_option("--style", a->style,
                    "short (Nf3), long (Ng1f3), figurine (♘f3), uci (g1f3) or numeric (ICCF: "
                    "7163)")
        ->check(CLI::IsMember({"short", "long", "figurine", "uci", "numeric"}))
        ->capture_default_str();
    cmd->add_option("--preset", a->preset,
                    "pgn: the PGN export format (O-O, e8=Q); fide: as the FIDE appendix writes "
                    "(0-0, e8Q, e.p., the draw offer (=))")
        ->check(CLI::IsMember({"pgn", "fide"}))
        ->capture_default_str();
    cmd->add_flag("--figurine", a->figurine, "Figurines for the pieces in any style (♘g1f3)");
    cmd->add_flag("--black-figurines", a->black_figurines,
                  "Figurines, black ones for Black's moves (♞f6)");
    cmd->add_flag("--hyphen", a->hyphen, "The long form with a hyphen (Sg1-f3, e2-e4)");
    cmd->add_option("--capture", a->capture, "The capture sign: x (exd5), : (e:d5) or none (ed5)")
        ->check(CLI::IsMember({"x", ":", "none"}));
    cmd->add_option("--castling", a->castling, "Castling with letters O (O-O) or zeros (0-0)")
        ->check(CLI::IsMember({"O-O", "0-0"}));
    cmd->add_option("--promotion", a->promotion, "The promotion's form: e8Q, e8=Q, e8/Q or e8(Q)")
        ->check(CLI::IsMember({"e8Q", "e8=Q", "e8/Q", "e8(Q)"}));
    cmd->add_flag("--en-passant", a->en_passant, "Write e.p. after an en passant capture");
    cmd->add_option("--mate", a->mate, "The mate sign: # or ++")->check(CLI::IsMember({"#", "++"}));
    cmd->add_flag("--fix-tags", a->fix_tags,
                  "Put the Result tag right, and the result after the moves: the result the "
                  "final position decides (mate, stalemate, a dead position), else the one the "
                  "moves end with unless that is * and the tag knows one (pgn-extract's "
                  "--fixresulttags)");
    cmd->add_option("-o,--output", a->output,
                    "Write to this file instead of standard output ('-': standard output)");
    if (!repair)
        cmd->add_flag("--repair", a->repair,
                      "Write the likeliest reading of each move in error and go on, each marked "
                      "in a comment with what was written and the other readings (as 'notator "
                      "repair')");
    add_run_options(cmd, a->run);
    cmd->footer(
        repair
            ? "Each move in error is replaced by its likeliest reading, by what was written and\n"
              "by how the moves after it then replay (as 'notator check' reports it), and a\n"
              "comment after it says what was written and what else it may have been, for a\n"
              "person to review. A move no reading of which lets the game go on ends its line as\n"
              "in 'notator convert'. Exit status: 0 every game is legal, 1 some game had an\n"
              "error, 2 bad usage or an input that cannot be read."
            : "A game with an error is written up to the error; the rest of its movetext\n"
              "follows, unchanged, in a comment that says it was not checked. Nothing is\n"
              "dropped and nothing guessed ('notator repair' writes the likeliest readings).\n"
              "Errors are reported on standard error as 'notator check' reports them. Exit\n"
              "status: 0 every game is legal, 1 some game has an error, 2 bad usage or an\n"
              "input that cannot be read.");

    return [a]() -> int {
        const std::string command = "notator " + std::string(a->repair ? "repair" : "convert");
        std::string error;
        const bool from = reading_language(a->from, a->run, error);
        const Language* to = from ? language_option(a->to, error) : nullptr;
        if (!from || !to) {
            std::cerr << command << ": " << error << '\n';
            return kExitUsage;
        }
        a->run.reading.go_on = a->repair;
        PgnWriteOptions write =
            a->preset == "fide" ? PgnWriteOptions::fide(*to) : PgnWriteOptions::pgn();
        write.moves.language = &*to;
        write.fix_result_tag = a->fix_tags;
        WriteOptions& m = write.moves;
        if (const auto style = style_named(a->style)) m.style = *style;  // (else "figurine")
        if (a->hyphen) m.style = Style::Long;
        if (a->style == "figurine" || a->figurine || a->black_figurines) m.figurine = true;
        m.black_figurines = a->black_figurines;
        if (a->hyphen) m.long_hyphen = true;
        if (!a->capture.empty())  // (a view of the option's string, which outlives the run)
            m.capture_sign =
                a->capture == "none" ? std::string_view() : std::string_view(a->capture);
        if (!a->castling.empty()) m.castling_zeros = a->castling == "0-0";
        if (!a->promotion.empty())
            m.promotion = a->promotion == "e8Q"    ? PromotionStyle::Plain
                          : a->promotion == "e8=Q" ? PromotionStyle::Equals
                          : a->promotion == "e8/Q" ? PromotionStyle::Slash
                                                   : PromotionStyle::Parens;
        if (a->en_passant) m.en_passant_suffix = true;
        if (!a->mate.empty()) m.mate_double_plus = a->mate == "++";

        OutputFile file_out;
        if (a->output == "-") a->output.clear();
        if (!a->output.empty() && output_is_an_input(a->output, a->files)) {
            std::cerr << command << ": " << a->output
                      << " is also an input: writing it would empty it before it is read\n";
            return kExitUsage;
        }
        std::string why;
        if (!a->output.empty() && !file_out.open(a->output, why)) {
            std::cerr << command << ": cannot write " << a->output << ": " << why << '\n';
            return kExitUsage;
        }
        std::ostream& out = a->output.empty() ? std::cout : file_out.stream();
        const bool color = colored(2);
        const auto start = std::chrono::steady_clock::now();
        const FilesRun run = run_files(
            a->files, a->repair ? "repair" : "convert", a->run, out,
            reading_jobs([&](std::string_view shown) {
                return std::make_shared<ConvertVisitor>(write, shown, a->run.quiet, color);
            }),
            // A file cut short (or corrupt) midway: its last game may lack its end. Said in
            // the output too, where the games stop, as a PGN escape line readers pass over.
            [&](const std::string& file, Errc, const std::string& why, bool cut_short) {
                if (cut_short)
                    out << "% notator: " << printable(file) << " stops here: " << why << "\n";
            });
        // An input that could not be read leaves a file that was there as it was, unless
        // games were read and written.
        if (a->output.empty() ? !out.flush() : !file_out.finish(run.unreadable == 0, why)) {
            std::cerr << command << ": "
                      << (a->output.empty() ? "writing standard output failed" : why) << '\n';
            return kExitUsage;
        }
        const double secs =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (!a->run.quiet)
            report_summary(std::cerr, a->repair ? "repair" : "convert", run.total, secs,
                           run.unreadable);
        if (run.unreadable) return kExitUsage;
        return run.total.errors ? kExitInputErrors : kExitOk;
    };
}

std::function<int()> add_convert_command(CLI::App& app) { return add_writing_command(app, false); }
std::function<int()> add_repair_command(CLI::App& app) { return add_writing_command(app, true); }

std::function<int()> add_languages_command(CLI::App& app) {
    auto json = std::make_shared<bool>(false);
    auto verbose = std::make_shared<bool>(false);
    CLI::App* cmd = app.add_subcommand(
        "languages", "List the languages of piece letters: code, name, K Q R B N");
    cmd->add_flag("--json", *json, "One JSON object a line, with where the letters come from");
    cmd->add_flag("-v,--verbose", *verbose, "Also where each language's letters come from");
    return [json, verbose]() -> int {
        for (const Language& l : languages()) {
            if (*json) {
                std::cout << "{\"code\":\"" << l.code << "\",\"name\":\"" << l.name
                          << "\",\"letters\":[";
                for (std::size_t i = 0; i < l.letters.size(); ++i)
                    std::cout << (i ? "," : "") << '"' << l.letters[i].view() << '"';
                std::cout << "],\"source\":\"";
                for (char c : l.source) std::cout << (c == '"' || c == '\\' ? "\\" : "") << c;
                std::cout << "\"}\n";
                continue;
            }
            // (Columns as wide as the longest code and name: "sr-Cyrl", "Serbian (Cyrillic)".)
            std::size_t code_width = 0, name_width = 0;
            for (const Language& k : languages()) {
                code_width = std::max(code_width, k.code.size());
                name_width = std::max(name_width, k.name.size());
            }
            std::cout << l.code << std::string(code_width + 2 - l.code.size(), ' ') << l.name;
            for (std::size_t pad = l.name.size(); pad < name_width; ++pad) std::cout << ' ';
            for (const auto& letter : l.letters) std::cout << ' ' << letter.view();
            std::cout << '\n';
            if (*verbose) {  // the source, wrapped at 80 columns under the name
                std::string line = "     ";
                std::size_t i = 0;
                while (i < l.source.size()) {
                    std::size_t j = l.source.find(' ', i);
                    if (j == std::string_view::npos) j = l.source.size();
                    const std::string_view word = l.source.substr(i, j - i);
                    if (line.size() > 5 && line.size() + 1 + word.size() > 80) {
                        std::cout << line << '\n';
                        line = "     ";
                    }
                    line += (line.size() > 5 ? " " : "") + std::string(word);
                    i = j + 1;
                }
                std::cout << line << '\n';
            }
        }
        return kExitOk;
    };
}

}  // namespace notator::cli
