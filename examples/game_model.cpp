// Games as values, and moves from text: the game model (notator/game.hpp) beside the visitor
// of library_tour.cpp. CMake builds it and CTest runs it (test "example-games"), so it stays
// true.
//
//   notator_game_model [FILE.pgn]     (default: the German sample game beside it)
#include <iostream>
#include <notator/notator.hpp>
#include <string>

// CMake says where the sample games are; a program built by hand (README) runs from the
// repository's top directory.
#ifndef NOTATOR_EXAMPLES_DIR
#define NOTATOR_EXAMPLES_DIR "examples"
#endif

using namespace notator;

int main(int argc, char** argv) {
    const std::string path =
        argc > 1 ? argv[1] : std::string(NOTATOR_EXAMPLES_DIR) + "/de-musterpartie.pgn";

    // Moves from text, as python-chess's push_san, in any language; a line as books print it.
    Position pos;
    const ReadOptions italian{find_language("it")};  // C is the knight
    std::vector<Move> line;
    for (const char* text : {"e4", "Cf6", "e5", "Cd5"}) {
        const Result<Move> m = play_move(pos, text, italian);  // or "Cg8-f6", "♘f6"
        if (!m) return 1;
        line.push_back(*m);
    }
    std::cout << write_line(Position(), line) << " | ";  // 1. e4 Nf6 2. e5 Nd5
    std::cout << write_line(Position(), line, WriteOptions::fide(*find_language("de"))) << "\n";

    // Whole games: each game's tags, moves, comments, variations, errors and warnings, found
    // language; one game in memory at a time.
    PgnReadOptions options;
    options.find_language = options.go_on = true;  // as `notator check` reads
    auto games = GameStream::open(path, options);  // any compression; one game in memory
    if (!games) {
        std::cerr << path << ": " << games.error().message() << "\n";
        return 2;
    }
    while (const std::optional<Game> game = games->next()) {
        std::cout << "game " << game->number << ": " << game->tag("White").value_or("?") << " - "
                  << game->tag("Black").value_or("?") << ", " << game->main.moves.size()
                  << " moves read as "
                  << (game->language ? game->language->name : "?")  // (a variant)
                  << ", " << game->errors.size() << " errors, result " << game->result << "\n";
        for (const Diagnostic& e : game->errors) std::cout << "  " << e.message << "\n";
        std::cout << write_game(*game);  // in English; PgnWriteOptions for any language, style
    }
    if (const auto cut = games->source_error()) {
        std::cerr << path << ": " << cut->message() << "\n";
        return 2;
    }
    return 0;
}
