// The library in one program: moves read in one language and written in another, a game file
// read with a visitor of one's own, then translated by the writer, and the rules core. CMake
// builds it and CTest runs it on the German sample game (test "example"), so it stays true.
//
//   notator_library_tour [FILE.pgn]     (default: the German Musterpartie beside it)
#include <cstdio>
#include <iostream>
#include <notator/notator.hpp>
#include <string>

// CMake says where the sample games are; a program built by hand (README) runs from the
// repository's top directory.
#ifndef NOTATOR_EXAMPLES_DIR
#define NOTATOR_EXAMPLES_DIR "examples"
#endif

using namespace notator;

namespace {

// A visitor of one's own: counts a file's games and moves, and prints each problem found.
// The reader hands over only what begin_movetext asks for: here moves are checked, not handed.
struct Tally : PgnVisitor {
    std::uint64_t games = 0, moves = 0, problems = 0;
    MovetextReading begin_movetext(const Position&) override { return MovetextReading::Check; }
    void move_error(const Diagnostic& e, std::string_view) override { report(e); }
    void warning(const Diagnostic& w) override { report(w); }
    void end_game(const GameEnd& end) override {
        ++games;
        moves += end.moves;
    }
    void report(const Diagnostic& d) {
        ++problems;
        std::cout << "  line " << d.where.line << ": " << d.message << "\n";
    }
};

}  // namespace

int main(int argc, char** argv) {
    const std::string path =
        argc > 1 ? argv[1] : std::string(NOTATOR_EXAMPLES_DIR) + "/de-musterpartie.pgn";

    // Moves: read in any language and form, written in any other.
    const Language& german = *find_language("de");
    const ReadOptions from_german{&german};
    Position pos;                                                      // the start position
    const Result<ReadMove> read = read_move(pos, "Sf3", from_german);  // or "Sg1f3", "♘f3"
    if (!read) return 1;
    std::cout << "Sf3 in English: " << write_move(pos, read->move) << ", in Portuguese (FIDE): "
              << write_move(pos, read->move, WriteOptions::fide(*find_language("pt"))) << "\n";

    // A move that is not legal: the error, and what the player most likely meant.
    const Result<ReadMove> wrong = read_move(pos, "Sf4", from_german);
    if (wrong) return 1;
    const Diagnosis why = diagnose(pos, "Sf4", wrong.error(), from_german);
    std::cout << "Sf4: " << why.message << "; nearest: " << why.nearest_text.at(0) << "\n";

    // A game file (gzip, zstd, bzip2 or xz, any encoding): checked with a visitor of one's own.
    PgnReadOptions options;
    options.moves.language = &german;
    auto input = open_input(path);
    if (!input) {
        std::cerr << path << ": " << input.error().message() << "\n";
        return 2;
    }
    Tally tally;
    read_pgn(**input, tally, options);
    if (const auto cut = (*input)->error()) {  // a file cut short or corrupt: say so
        std::cerr << path << ": " << cut->message() << "\n";
        return 2;
    }
    std::cout << path << ": " << tally.games << (tally.games == 1 ? " game, " : " games, ")
              << tally.moves << " moves, " << tally.problems << " problems\n";

    // The same file translated into English: the writer is a visitor too.
    auto again = open_input(path);
    if (!again) return 2;
    PgnWriter writer(PgnWriteOptions::pgn(), [](std::string_view text) { std::cout << text; });
    read_pgn(**again, writer, options);

    // The rules core.
    MoveList knight_moves;
    generate_legal(pos, knight_moves, MoveFilter::role_to(Role::Knight, Square::F3));
    std::cout << "knight moves to f3: " << knight_moves.size()
              << "; perft 3 from the start: " << perft(pos, 3) << "\n";
    return tally.games > 0 ? 0 : 1;
}
