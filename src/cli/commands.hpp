// The notator command's subcommands. Each registers itself on the app and runs when chosen;
// run functions return the process exit status (0 ok, 1 the input has errors, 2 bad usage).
#pragma once

#include <functional>

#include <CLI/CLI.hpp>

namespace notator::cli {

constexpr int kExitOk = 0;
constexpr int kExitInputErrors = 1;
constexpr int kExitUsage = 2;

// Registers `perft` on app; the returned function runs it once arguments are parsed.
std::function<int()> add_perft_command(CLI::App& app);
std::function<int()> add_check_command(CLI::App& app);
std::function<int()> add_convert_command(CLI::App& app);
std::function<int()> add_repair_command(CLI::App& app);
std::function<int()> add_reconcile_command(CLI::App& app);
std::function<int()> add_languages_command(CLI::App& app);
std::function<int()> add_translate_command(CLI::App& app);

}  // namespace notator::cli
