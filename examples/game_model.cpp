// Games as values, and moves from text: the game model (notator/game.hpp) beside the visitor
// of library_tour.cpp. CMake builds it and CTest runs it (test "example-games"), so it stays
// true.
//
//   notator_game_model [FILE.pgn]     (default: the German sample game beside it)
#include <iostream>
#include <notator/notator.hpp>
#include <string>

using namespace notator;

int main(int argc, char** argv) {
    const std::string path =
        argc > 1 ? argv[1] : std::string(NOTATOR_EXAMPLES_DIR) + "/de-musterpartie.pgn";

    // Moves from text, as python-chess's push_san, in any language; a line as books print it.
    Position pos;
    std::vector<Move> line;
    for (const char* text : {"e4", "Cf6", "e5", "Cd5"}) {  // Italian letters: C is the knight
        const Result<Move> m = play_move(pos, text, ReadOptions{find_language("it")});
        if (!m) return 1;
        line.push_back(*m);
    }
    std::cout << write_line(Position(), line) << " | "
              << write_line(Position(), line, WriteOptions::fide(*find_language("de"))) << "\n";

    // Whole games: each game's tags, moves, comments, variations, errors and warnings, found
    // language; one game in memory at a time.
    PgnReadOptions options;
    options.find_language = true;  // as `notator check` does
    options.go_on = true;
    auto games = GameStream::open(path, options);
    if (!games) {
        std::cerr << path << ": " << games.error().message() << "\n";
        return 2;
    }
    while (const std::optional<Game> game = games->next()) {
        std::cout << "game " << game->number << ": " << game->tag("White").value_or("?") << " - "
                  << game->tag("Black").value_or("?") << ", " << game->main.moves.size()
                  << " moves read as " << game->language->name << ", " << game->errors.size()
                  << " errors, result " << game->result << "\n";
        for (const Diagnostic& e : game->errors) std::cout << "  " << e.message << "\n";
        // Written back in English, with the PGN standard's layout.
        std::cout << write_game(*game);
    }
    if (const auto cut = games->source_error()) {
        std::cerr << path << ": " << cut->message() << "\n";
        return 2;
    }
    return 0;
}
