// notator translate: the moves inside running text (a chapter, an article) into another
// language's letters, every other byte as it was; numbered sequences checked.
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <sstream>

#include "commands.hpp"
#include "common.hpp"
#include "notator/prose.hpp"
#include "output_file.hpp"
#include "report.hpp"

namespace notator::cli {

namespace {

struct TranslateArgs {
    std::string from, to = "en", output;
    bool html = false, quiet = false;
    std::vector<std::string> files;
};

// The file's bytes as they are (a text's encoding is kept: only ASCII letters and the moves'
// letters change), or why not.
std::optional<std::string> bytes_of(const std::string& path, std::string& why) {
    std::string text;
    if (path == "-") {
        text.assign(std::istreambuf_iterator<char>(std::cin), {});
    } else {
        struct stat st {};
        if (::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) {
            why = "is a directory";
            return std::nullopt;
        }
        std::ifstream in(path, std::ios::binary);
        if (!in) {
            why = "cannot open it";
            return std::nullopt;
        }
        std::ostringstream bytes;
        bytes << in.rdbuf();
        if (in.bad()) {
            why = "cannot read it";
            return std::nullopt;
        }
        text = std::move(bytes).str();
    }
    // As check refuses it: a NUL byte is in no text.
    if (text.find('\0') != std::string::npos) {
        why = "not text (it holds NUL bytes)";
        return std::nullopt;
    }
    return text;
}

bool is_html(const std::string& path) {
    const auto dot = path.rfind('.');
    if (dot == std::string::npos) return false;
    const std::string ext = path.substr(dot + 1);
    return ext == "html" || ext == "htm" || ext == "xhtml";
}

}  // namespace

std::function<int()> add_translate_command(CLI::App& app) {
    auto a = std::make_shared<TranslateArgs>();
    CLI::App* cmd = app.add_subcommand(
        "translate",
        "Translate the moves inside running text (plain text, Markdown, HTML) into another "
        "language's piece letters; nothing else changes");
    cmd->add_option("files", a->files, "Text files ('-' or none: standard input)");
    cmd->add_option("--from", a->from,
                    "Language of the text's piece letters: a code or name (de, German), or five "
                    "letters of your own (KDTLS)")
        ->required();
    cmd->add_option("--to", a->to, "Language of the letters to write (code or KDTLS)")
        ->capture_default_str();
    cmd->add_option("-o,--output", a->output,
                    "Write to this file instead of standard output ('-': standard output)");
    cmd->add_flag("--html", a->html,
                  "Leave tags and entities as they are (on for .html and .htm files)");
    cmd->add_flag("-q,--quiet", a->quiet, "Report nothing, only the exit status and the text");
    cmd->footer(
        "A word is a move where it has a move's shape in the --from language (Sf3, Lxf3!, exd5,\n"
        "0-0, e8D, ♘f3), alone or after its number (12.Sf3, 12...Lxf3, 1. e4). A sequence that\n"
        "starts at 1. (or at the move of a FEN written in the text) is replayed as it goes on,\n"
        "and its errors are reported as 'check' reports a game's. Exit status: 0 no error, 1 a\n"
        "sequence does not replay, 2 bad usage or a file that cannot be read.");

    return [a]() -> int {
        std::string error;
        const auto from = language_option(a->from, error);
        const Language* to = from ? language_option(a->to, error) : nullptr;
        if (!from || !to) {
            std::cerr << "notator translate: " << error << '\n';
            return kExitUsage;
        }
        if (a->files.empty()) a->files.push_back("-");
        if (a->output == "-") a->output.clear();
        if (!a->output.empty() && output_is_an_input(a->output, a->files)) {
            std::cerr << "notator translate: " << a->output
                      << " is also an input: writing it would empty it before it is read\n";
            return kExitUsage;
        }
        OutputFile file_out;
        std::string why;
        if (!a->output.empty() && !file_out.open(a->output, why)) {
            std::cerr << "notator translate: cannot write " << a->output << ": " << why << '\n';
            return kExitUsage;
        }
        std::ostream& out = a->output.empty() ? std::cout : file_out.stream();
        const bool color = colored(2);
        bool errors = false, unreadable = false;
        std::size_t moves = 0, translated = 0, checked = 0, error_count = 0, warnings = 0;
        for (const std::string& path : a->files) {
            const auto text = bytes_of(path, why);
            if (!text) {
                std::cerr << "notator translate: " << printable(path) << ": " << why << '\n';
                unreadable = true;
                continue;
            }
            ProseOptions options;
            options.from = &*from;
            options.to = &*to;
            options.html = a->html || is_html(path);
            const ProseResult r = translate_prose(*text, options);
            out << r.text;
            moves += r.moves;
            translated += r.translated;
            checked += r.checked;
            error_count += r.errors.size();
            warnings += r.warnings.size();
            errors |= !r.errors.empty();
            if (a->quiet) continue;
            const GameInfo info{path == "-" ? std::string_view("<stdin>") : std::string_view(path),
                                0, "", ""};
            for (const auto* list : {&r.errors, &r.warnings})
                for (const Diagnostic& d : *list) report_text(std::cerr, info, d, color);
        }
        if (a->output.empty() ? !out.flush() : !file_out.finish(!unreadable, why)) {
            std::cerr << "notator translate: cannot write "
                      << (a->output.empty() ? "standard output" : a->output) << ": " << why << '\n';
            return kExitUsage;
        }
        if (!a->quiet)
            std::cerr << "notator translate: " << moves << " moves, " << translated
                      << " translated, " << checked << " checked in sequences, " << error_count
                      << (error_count == 1 ? " error, " : " errors, ") << warnings
                      << (warnings == 1 ? " warning\n" : " warnings\n");
        return unreadable ? kExitUsage : errors ? kExitInputErrors : kExitOk;
    };
}

}  // namespace notator::cli
