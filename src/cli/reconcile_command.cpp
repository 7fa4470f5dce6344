// notator reconcile: White's and Black's scoresheets of the same games, side by side.
#include <unistd.h>

#include <iostream>
#include <memory>

#include "commands.hpp"
#include "common.hpp"
#include "notator/pgn.hpp"
#include "notator/reconcile.hpp"
#include "output_file.hpp"

namespace notator::cli {

namespace {

struct ReconcileArgs {
    std::string a, b, from = "auto", to = "en", output;
};

// The whole of a file, decoded to UTF-8 (a scoresheet is small); an error's message otherwise.
std::optional<std::string> whole(const std::string& path, std::string& why) {
    auto source = open_input(path);
    if (!source) {
        why = source.error().message();
        return std::nullopt;
    }
    auto text = read_all(**source);
    if (!text) {
        why = text.error().message();
        return std::nullopt;
    }
    return std::move(*text);
}

}  // namespace

std::function<int()> add_reconcile_command(CLI::App& app) {
    auto a = std::make_shared<ReconcileArgs>();
    CLI::App* cmd = app.add_subcommand(
        "reconcile",
        "Replay White's and Black's scoresheets of the same games side by side: where they "
        "differ, and the game they agree on");
    cmd->add_option("sheet_a", a->a, "One player's scoresheets (PGN or bare game scores)")
        ->required();
    cmd->add_option("sheet_b", a->b, "The other player's, the same games in the same order")
        ->required();
    cmd->add_option("--from", a->from, kFromHelp)->capture_default_str();
    cmd->add_option("--to", a->to, "Language of the output's piece letters (code or KDTLS)")
        ->capture_default_str();
    cmd->add_option("-o,--output", a->output,
                    "Write to this file instead of standard output ('-': standard output)");
    cmd->footer(
        "Game k of each file is compared with game k of the other, move by move, each in its\n"
        "own language. Where they differ, the move legal on one sheet is taken, or where both\n"
        "are legal, the one after which the game goes on further; each difference is reported\n"
        "on standard error and marked in a comment in the game written. Exit status: 0 the\n"
        "sheets agree, 1 they differ somewhere, 2 bad usage or a file that cannot be read.");

    return [a]() -> int {
        std::string error;
        RunOptions run;
        const auto to = language_option(a->to, error);
        if (!to || !reading_language(a->from, run, error)) {
            std::cerr << "notator reconcile: " << error << '\n';
            return kExitUsage;
        }
        ReconcileOptions options;
        if (!run.reading.find_language)
            options.language_a = options.language_b = run.reading.moves.language;
        std::string why;
        const auto sheet_a = whole(a->a, why);
        const auto sheet_b = sheet_a ? whole(a->b, why) : std::nullopt;
        if (!sheet_a || !sheet_b) {
            std::cerr << "notator reconcile: " << printable(sheet_a ? a->b : a->a) << ": " << why
                      << '\n';
            return kExitUsage;
        }
        OutputFile file_out;
        if (a->output == "-") a->output.clear();
        if (!a->output.empty() && !file_out.open(a->output, why)) {
            std::cerr << "notator reconcile: cannot write " << a->output << ": " << why << '\n';
            return kExitUsage;
        }
        std::ostream& out = a->output.empty() ? std::cout : file_out.stream();
        PgnWriteOptions write = PgnWriteOptions::pgn();
        write.moves.language = &*to;
        PgnWriter writer(write, [&](std::string_view s) { out << s; });
        const std::vector<Reconciliation> games = reconcile(*sheet_a, *sheet_b, options);
        std::size_t differences = 0;
        WriteOptions in_to;
        in_to.language = &*to;
        for (std::size_t g = 0; g < games.size(); ++g) {
            const Reconciliation& r = games[g];
            // The move taken, in the language the game is written in (the library says it in
            // English SAN), read at its place in the game the sheets agree on: one replay of
            // the game for all its differences, which come in the order of their plies.
            Position pos = r.start;
            std::size_t played = 0;
            const auto taken = [&](const SheetDifference& d) {
                for (; played < std::size_t(d.ply) && played < r.moves.size(); ++played) {
                    const Result<ReadMove> m = read_move(pos, r.moves[played]);
                    if (!m) return d.taken;
                    pos.play_or_pass(m.value().move);
                }
                const Result<ReadMove> m = read_move(pos, d.taken);
                return m ? write_move(pos, m.value().move, in_to) : d.taken;
            };
            for (const SheetDifference& d : r.differences) {
                ++differences;
                std::cerr << printable(a->a) << " | " << printable(a->b) << ": game " << g + 1
                          << ", move " << d.move_number << (d.side == Color::White ? ". " : "... ")
                          << "sheet A " << (d.a.empty() ? "has none" : printable(d.a))
                          << ", sheet B " << (d.b.empty() ? "has none" : printable(d.b)) << ": "
                          << (d.taken.empty() ? "" : "took " + taken(d) + ": ") << printable(d.why)
                          << '\n';
            }
            read_pgn(r.pgn(), writer);
        }
        std::cerr << "notator reconcile: " << games.size()
                  << (games.size() == 1 ? " game" : " games") << ", " << differences
                  << (differences == 1 ? " difference" : " differences") << '\n';
        if (a->output.empty() ? !out.flush() : !file_out.finish(true, why)) {
            std::cerr << "notator reconcile: "
                      << (a->output.empty() ? "writing standard output failed" : why) << '\n';
            return kExitUsage;
        }
        return differences ? kExitInputErrors : kExitOk;
    };
}

}  // namespace notator::cli
