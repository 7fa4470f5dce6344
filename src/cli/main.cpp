// The notator command: a thin layer over the public API.
#include <iostream>

#include "commands.hpp"

int main(int argc, char** argv) {
    CLI::App app{"notator: read, check and write chess moves and games in FIDE algebraic notation"};
    app.require_subcommand(1);
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
    if (app.got_subcommand("perft")) return run_perft();
    return notator::cli::kExitUsage;
}
