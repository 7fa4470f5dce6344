// Games as values: each game read whole into a model (its tags, start position, main line
// with comments, NAGs and variations, result, errors and warnings), beside the streaming
// visitor of pgn.hpp, which costs less where a program needs less (bench/README.md says how
// much); and writing such a game back in any language and style.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "notator/pgn.hpp"

namespace notator {

struct Line;

// A move of a line of play, as it was read.
struct GameMove {
    Move move;
    std::string written;           // as the input had it ("e.p." and the draw offer with it)
    MoveText text;                 // what that said: its form, glyph (text.nag), draw offer, signs
    std::optional<Error> warning;  // what was read leniently in it (ReadMove::warning)
    std::vector<int> nags;         // the NAGs after it ($14), in order
    std::vector<std::string> comments;  // after it, each as written between its braces
    // Other moves in its place, each a line from the position before it.
    std::vector<Line> variations;
    // Where the reader went on after an error (PgnReadOptions::go_on): the index in
    // Game::errors of the error this move was read in place of, at each move read so (two or
    // three where moves seem written in each other's place, or one left out); else -1. Such a
    // move's `written` is what the input had there (the error's text), not the move read.
    int read_for_error = -1;
};

// Where a line of play could not be read on: the rest of it, unchecked.
struct UncheckedRest {
    int error = -1;      // the index in Game::errors of the error that stopped the line
    int warning = -1;    // or in Game::warnings, of the warning that says why it is not
                         // checked (a variant's game): then `error` is -1
    std::size_t at = 0;  // how many of the line's moves come before it
    std::string text;    // the line from that move on, unchanged (PgnVisitor::move_error)
    std::vector<std::string> comments_after;  // told after it (text after the result)
};

struct Line {
    std::vector<std::string> starting_comments;  // before its first move
    std::vector<int> starting_nags;              // NAGs there (PGN has none; some files do)
    // Variations written before the line's first move, which PGN does not allow (the reader
    // warns), each from the line's start.
    std::vector<Line> leading_variations;
    std::vector<GameMove> moves;
    // Where the line stopped at an error, at its end; and where the reader goes on after
    // errors (PgnReadOptions::go_on), text it could not take for moves at all, between them.
    std::vector<UncheckedRest> unchecked;
    // PGN's escape lines in it (PgnVisitor::escape_line), each after how many of its moves: it
    // stands before the next move, after the NAGs, comments and variations of the one before
    // (the model's order for a move's parts).
    std::vector<std::pair<std::size_t, std::string>> escape_lines;
};

struct Game {
    std::uint64_t number = 0;                               // in its input, from 1
    Location where;                                         // of its first line
    std::vector<std::pair<std::string, std::string>> tags;  // in the order written, unescaped
    // PGN's escape lines before the game's first tag, whole (PgnVisitor::escape_line); those
    // after it are its lines' (Line::escape_lines: among the tags or after them, the main
    // line's before its first move, where they are written).
    std::vector<std::string> escape_lines;
    Position start;  // the start position, or the FEN tag's (standard chess, Chess960)
    Line main;
    std::string result;  // "1-0", "0-1", "1/2-1/2", "*"; empty when the game has no marker
    std::vector<Diagnostic> errors, warnings;
    // The language of piece letters the moves were read in, and whether the reader found it
    // (PgnReadOptions::find_language); null where the moves were not read (a variant).
    const Language* language = nullptr;
    bool language_found = false;
    std::uint64_t moves_read = 0;  // in every line of play

    // The value of the first tag of that name; nullopt where there is none.
    std::optional<std::string_view> tag(std::string_view name) const;
    // The main line's moves, as far as they were read.
    std::vector<Move> mainline_moves() const;
    // The position after the main line's moves. Precondition: they are legal one after another
    // from `start` (as read).
    Position end() const;
    // No move was in error. (Warnings are things read leniently.)
    bool ok() const { return errors.empty(); }
};

// Reads games one at a time into the model: memory for one game at a time, whatever the size
// of the input. Errors in the text are the games' own (Game::errors, Game::warnings); the
// source's own error (a file cut short) is source_error() after the last game.
class GameStream {
  public:
    // The source must outlive the stream.
    explicit GameStream(ByteSource& source, PgnReadOptions options = {});
    // UTF-8 text held in memory, which must outlive the stream.
    explicit GameStream(std::string_view text, PgnReadOptions options = {});
    // Opens a file as open_input does (compressed, any encoding). Errors: open_input's.
    static Result<GameStream> open(const std::string& path, PgnReadOptions options = {},
                                   const InputOptions& input = {});
    GameStream(GameStream&&) noexcept;
    GameStream& operator=(GameStream&&) noexcept;
    ~GameStream();

    // The next game; nullopt at the end of the input.
    std::optional<Game> next();
    // The source's error, once next() has given nullopt (a file cut short, corrupt data).
    std::optional<Error> source_error() const;

  private:
    std::unique_ptr<ByteSource> owned_;  // a file opened by open()
    ByteSource* source_ = nullptr;
    std::unique_ptr<PgnReader> reader_;
};

// Every game of UTF-8 text or of a source, in order.
std::vector<Game> read_games(std::string_view text, const PgnReadOptions& options = {});
std::vector<Game> read_games(ByteSource& source, const PgnReadOptions& options = {});

// Hands a game to a visitor as a reader would have: begin_game, its tags, begin_movetext (a
// visitor that answers Check is handed its errors only, in every line, and Skip none), then its
// lines of play, errors and warnings, and end_game. With a PgnWriter that writes it back as
// PGN. Precondition: the game as read (or changed so that every move is legal where it stands
// and every error index names one of its errors).
void replay_game(const Game& game, PgnVisitor& visitor);
// The game written as PGN (with its trailing blank line), in the options' language and style.
// Precondition: replay_game's.
std::string write_game(const Game& game, const PgnWriteOptions& options = PgnWriteOptions::pgn());

}  // namespace notator
