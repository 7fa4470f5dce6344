// The notator command: a thin layer over the public API.
#include <iostream>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "commands.hpp"
#include "help_format.hpp"
#include "notator/pgn.hpp"

int main(int argc, char** argv) {
    CLI::App app{"notator: read, check and write chess moves and games in FIDE algebraic notation",
                 "notator"};
    // (Before the commands are added: each takes its formatter from the app.)
    app.formatter(std::make_shared<notator::cli::HelpFormatter>());
    app.require_subcommand(0, 1);
    app.set_version_flag("--version", std::string("notator ") + NOTATOR_VERSION);
    auto run_check = notator::cli::add_check_command(app);
    auto run_convert = notator::cli::add_convert_command(app);
    auto run_repair = notator::cli::add_repair_command(app);
    auto run_reconcile = notator::cli::add_reconcile_command(app);
    auto run_translate = notator::cli::add_translate_command(app);
    auto run_languages = notator::cli::add_languages_command(app);
    auto run_perft = notator::cli::add_perft_command(app);
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        // Said as the commands say their errors: "notator COMMAND: ...", an unknown command
        // named as one.
        std::string who = "notator";
        for (const CLI::App* sub : app.get_subcommands()) who += " " + sub->get_name();
        const std::vector<std::string> extra = app.remaining();
        const auto named = [&](std::string_view word) {
            for (const CLI::App* sub : app.get_subcommands({}))
                if (sub->get_name() == word) return true;
            return false;
        };
        // The first word names the command ("notator bogus check": bogus, not check's extra
        // word); else a word left over where no command was named.
        std::string unknown;
        if (argc > 1 && argv[1][0] != '-' && !named(argv[1]))
            unknown = argv[1];
        else if (app.get_subcommands().empty() && !extra.empty() && !extra[0].starts_with("-"))
            unknown = extra[0];
        if (!unknown.empty()) {
            who = "notator";
            std::cerr << "notator: unknown command '" << notator::printable(unknown)
                      << "'; the commands:";
            for (const CLI::App* sub : app.get_subcommands({})) std::cerr << ' ' << sub->get_name();
            std::cerr << '\n';
        } else {
            std::cerr << who << ": " << e.what() << '\n';
        }
        std::cerr << "Run '" << who << " --help' for more.\n";
        return notator::cli::kExitUsage;
    }
    if (app.got_subcommand("check")) return run_check();
    if (app.got_subcommand("convert")) return run_convert();
    if (app.got_subcommand("repair")) return run_repair();
    if (app.got_subcommand("reconcile")) return run_reconcile();
    if (app.got_subcommand("translate")) return run_translate();
    if (app.got_subcommand("languages")) return run_languages();
    if (app.got_subcommand("perft")) return run_perft();
    std::cout << app.help();  // no subcommand: what there is
    return notator::cli::kExitOk;
}
