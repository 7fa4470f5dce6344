// The notator command: a thin layer over the public API.
#include <iostream>

#include "commands.hpp"

int main(int argc, char** argv) {
    CLI::App app{"notator: read, check and write chess moves and games in FIDE algebraic notation"};
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
        app.exit(e);  // prints the message and usage
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
