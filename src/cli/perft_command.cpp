#include <chrono>
#include <iomanip>
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "notator/perft.hpp"
#include "notator/uci.hpp"

namespace notator::cli {

namespace {
struct PerftArgs {
    int depth = 0;
    std::string fen;
    bool divide = false;
    bool chess960 = false;
};
}  // namespace

std::function<int()> add_perft_command(CLI::App& app) {
    auto args = std::make_shared<PerftArgs>();
    CLI::App* cmd = app.add_subcommand(
        "perft", "Count the leaf nodes of the legal move tree (a move generator's test)");
    cmd->add_option("depth", args->depth,
                    "Depth in plies (0-" + std::to_string(kMaxPerftDepth) + ")")
        ->required()
        ->check(CLI::Range(0, kMaxPerftDepth));
    CLI::Option* fen = cmd->add_option("--fen", args->fen,
                                       "Start from this position (default: the start position)");
    cmd->add_flag("--divide", args->divide, "Print the count below each root move (UCI) first");
    cmd->add_flag("--chess960", args->chess960,
                  "Read the FEN as Chess960 (automatic for X-FEN/Shredder castling)");
    cmd->footer(
        "Prints the node count on stdout (with --divide, 'move: count' lines first); time and\n"
        "nodes per second on stderr.");

    return [args, fen]() -> int {
        Position pos;
        if (fen->count() > 0 && args->fen.find_first_not_of(" \t") == std::string::npos) {
            std::cerr << "notator perft: --fen needs a position (FEN), not an empty text\n";
            return kExitUsage;
        }
        if (!args->fen.empty() || args->chess960) {
            const std::string fen = args->fen.empty() ? pos.fen() : args->fen;
            auto parsed = Position::from_fen(fen, {args->chess960});
            if (!parsed) {
                const Error& e = parsed.error();
                std::cerr << "notator perft: bad --fen: " << e.message() << "\n  " << fen << "\n  "
                          << std::string(e.begin, ' ')
                          << std::string(std::max<std::uint32_t>(1, e.end - e.begin), '^') << "\n";
                return kExitUsage;
            }
            pos = *parsed;
        }
        const auto start = std::chrono::steady_clock::now();
        std::uint64_t total = 0;
        if (args->divide && args->depth >= 1) {
            for (const auto& [move, count] : perft_divide(pos, args->depth)) {
                std::cout << to_uci(pos, move) << ": " << count << '\n';
                total += count;
            }
            std::cout << '\n';
        } else {
            total = perft(pos, args->depth);
        }
        const double secs =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::cout << total << std::endl;
        std::cerr << "time " << std::fixed << std::setprecision(3) << secs << " s, "
                  << std::uint64_t(double(total) / std::max(secs, 1e-9)) << " nodes/s\n";
        return kExitOk;
    };
}

}  // namespace notator::cli
