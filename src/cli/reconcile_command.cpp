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
    cmd->add_option("sheet_b", a->b, "The other player's, the same games (in any order)")
        ->required();
    cmd->add_option("--from", a->from, kFromHelp)->capture_default_str();
    cmd->add_option("--to", a->to, "Language of the output's piece letters (code or KDTLS)")
        ->capture_default_str();
    cmd->add_option("-o,--output", a->output,
                    "Write to this file instead of standard output ('-': standard output)");
    cmd->footer(
        "Games are paired by their players and round (White, Black, Round), or where the\n"
        "sheets do not name them, by their moves; a game on one sheet only is said so. Each\n"
        "pair is compared move by move, each sheet in its own language, aligned by replay and\n"
        "the numbers written: where they differ, the move legal on one sheet is taken, or where\n"
        "both are legal, the one after which the sheets go on together further; a move left\n"
        "off one sheet is said so. A move both sheets have alike and which does not read is\n"
        "one reading, no difference: its likeliest reading is taken, and said. Each is\n"
        "reported on standard error and marked in a comment in the game written, which ends\n"
        "with the result the sheets agree on. Exit status: 0 the sheets agree and every move\n"
        "reads, 1 they differ somewhere or a move does not read, 2 bad usage or a file that\n"
        "cannot be read.");

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
        std::size_t differences = 0, both_wrong = 0;
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
                const std::size_t before = std::size_t(std::max(0, d.ply - r.start.ply() - 1));
                for (; played < before && played < r.moves.size(); ++played) {
                    const Result<ReadMove> m = read_move(pos, r.moves[played]);
                    if (!m) return d.taken;
                    pos.play_or_pass(m.value().move);
                }
                const Result<ReadMove> m = read_move(pos, d.taken);
                return m ? write_move(pos, m.value().move, in_to) : d.taken;
            };
            // Which games of the two files these are.
            std::string game = "game " + std::to_string(g + 1);
            if (r.game_a != g + 1 || r.game_b != g + 1)
                game += " (sheet A's " +
                        (r.game_a ? std::to_string(r.game_a) : std::string("none")) +
                        ", sheet B's " +
                        (r.game_b ? std::to_string(r.game_b) : std::string("none")) + ")";
            if (!r.paired_by.empty())
                std::cerr << printable(a->a) << " | " << printable(a->b) << ": " << game << ": "
                          << printable(r.paired_by) << '\n';
            for (const SheetDifference& d : r.differences) {
                (d.differs() ? differences : both_wrong) += 1;
                std::cerr << printable(a->a) << " | " << printable(a->b) << ": " << game;
                if (d.kind == SheetDifference::Kind::Alone) {  // (no move: the game)
                    std::cerr << ": " << printable(d.why) << '\n';
                    continue;
                }
                if (d.kind == SheetDifference::Kind::Result) {
                    std::cerr << ": the result: sheet A " << d.a << ", sheet B " << d.b << ": "
                              << printable(d.why) << '\n';
                    continue;
                }
                std::cerr << ", move " << d.move_number << (d.side == Color::White ? ". " : "... ");
                if (d.kind == SheetDifference::Kind::BothWrong)
                    std::cerr << "both sheets " << printable(d.a);
                else
                    std::cerr << "sheet A " << (d.a.empty() ? "has none" : printable(d.a))
                              << ", sheet B " << (d.b.empty() ? "has none" : printable(d.b));
                std::cerr << ": " << (d.taken.empty() ? "" : "took " + taken(d) + ": ")
                          << printable(d.why) << '\n';
            }
            read_pgn(r.pgn(), writer);
        }
        std::cerr << "notator reconcile: " << games.size()
                  << (games.size() == 1 ? " game" : " games") << ", " << differences
                  << (differences == 1 ? " difference" : " differences");
        if (both_wrong > 0)
            std::cerr << ", " << both_wrong
                      << (both_wrong == 1 ? " move both sheets have wrong"
                                          : " moves both sheets have wrong");
        std::cerr << '\n';
        if (a->output.empty() ? !out.flush() : !file_out.finish(true, why)) {
            std::cerr << "notator reconcile: "
                      << (a->output.empty() ? "writing standard output failed" : why) << '\n';
            return kExitUsage;
        }
        return differences || both_wrong ? kExitInputErrors : kExitOk;
    };
}

}  // namespace notator::cli
