// Game records: a streaming PGN reader that hands a game's parts to a visitor as it reads
// them (no tree), and a writer that is itself a visitor, so translation is reader -> writer.
// The reader takes PGN and bare scoresheets (movetext without tags), UTF-8 with or without
// BOM or ISO-8859-1 (detected per game, handed on as UTF-8), and keeps one game in memory.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "notator/notation.hpp"
#include "notator/position.hpp"

namespace notator {

// Where something stands in the input: 1-based line and column (in characters).
struct Location {
    std::uint64_t line = 0;
    std::uint32_t column = 0;
};

// A move that could not be read, with all a report needs.
struct MoveError {
    Error error;                       // kind and range within `text`
    std::string message;               // from diagnose()
    std::vector<std::string> nearest;  // the nearest legal readings
    std::string text;                  // the move as written
    Location where;
    std::string source_line;  // the whole input line, for a caret
    int move_number = 0;
    Color side = Color::White;
    int ply = 0;  // plies played before it in its line of play
    std::string fen_before;
};

// What a SyntaxIssue is about, for programs that sort or filter them (issue_kind_name gives
// each a stable snake_case name, as --json writes it).
enum class IssueKind : std::uint8_t {
    TagSyntax,            // a tag line that is not [Name "value"], or has no ']'
    TagRepeated,          // a FEN, SetUp, Variant or Result tag given again
    TagInMovetext,        // [...] among the moves
    UnclosedComment,      // { with no }
    UnclosedVariation,    // ( with no ), or a result inside a variation
    StrayBracket,         // } ] or ) with nothing to close
    VariationBeforeMove,  // ( before any move of its line
    BadNag,               // $ without a number, or one outside 0-255
    ResultRepeated,       // a second, different result
    MoveAfterResult,      // moves go on after the result
    MoveNumber,           // a move number that is not the next move's
    MoveAfterGameEnd,     // moves after a dead position or the 75-move rule ended the game
    LenientMove,          // a move read leniently (a sign that does not fit, ...)
    ResultMismatch,       // the result against the Result tag or the final position
};
std::string_view issue_kind_name(IssueKind kind);
inline constexpr std::size_t kIssueKindCount = std::size_t(IssueKind::ResultMismatch) + 1;

// Problems with the record itself, not with a move (reported, then read past).
struct SyntaxIssue {
    std::string message;
    Location where;
    IssueKind kind = IssueKind::TagSyntax;
};

// Every string_view a visitor is handed (tag values, comments, move text, the rest of a game)
// is valid during that call only: copy what you keep.
class PgnVisitor {
  public:
    virtual ~PgnVisitor() = default;
    // A game starts; `number` counts games from 1 in this input.
    virtual void begin_game(std::uint64_t number, Location where) { (void)number, (void)where; }
    // Tag values are unescaped.
    virtual void tag(std::string_view name, std::string_view value) { (void)name, (void)value; }
    // The movetext starts from this position (the start position, or FEN/SetUp).
    virtual void begin_movetext(const Position& start) { (void)start; }
    // `before` is the position the move was played in; `written` is the move as the input
    // had it (with "e.p." and the draw offer if they were there). The reader plays moves
    // with Position::play_unhashed, so before.key() is computed when asked, not looked up.
    virtual void move(const Position& before, const ReadMove& move, std::string_view written) {
        (void)before, (void)move, (void)written;
    }
    // A visitor that only counts a game's moves may say so (false): the reader then reads
    // plain movetext (move numbers, moves read without a warning, the result: most games of a
    // database) on a shorter path, and calls moves_counted(n) once for its n moves instead of
    // move() for each. Where a game stops being plain at a move (an error or a warning there),
    // the moves before it are counted so, and the reading goes on the usual way from that
    // move; any other game (a comment, NAG or variation in it) is read the usual way from its
    // start. Read the usual way, every move comes to move().
    virtual bool wants_each_move() const { return true; }
    virtual void moves_counted(std::uint64_t count) { (void)count; }
    // A visitor that wants each move but reads no more of a ReadMove than `move`,
    // `text.check`, `text.nag`, `text.draw_offer` and `warning` may say so (false): plain
    // movetext is then read on the shorter path too, and each move of it comes to move() with
    // those fields right (`text.check` the sign written, which matches the move) and the rest
    // of `text` left at its defaults. The calls are the same as on the usual path.
    virtual bool wants_move_text() const { return true; }
    virtual void comment(std::string_view text) { (void)text; }
    virtual void nag(int value) { (void)value; }
    virtual void begin_variation() {}
    virtual void end_variation() {}
    // A move could not be read. The reader checks nothing more of this game; `rest` is the
    // movetext from that move to the end of the game (result excluded), unchanged.
    virtual void move_error(const MoveError& error, std::string_view rest) {
        (void)error, (void)rest;
    }
    virtual void syntax_issue(const SyntaxIssue& issue) { (void)issue; }
    // The game-termination marker ("1-0", "0-1", "1/2-1/2", "*"), normalised; empty when the
    // game had none.
    virtual void end_game(std::string_view result) { (void)result; }
};

struct PgnReadOptions {
    ReadOptions moves;  // language of the piece letters, strictness
};

// Pulls bytes from somewhere: a file, standard input, a decompressor.
class ByteSource {
  public:
    virtual ~ByteSource() = default;
    // Up to `size` bytes into `buffer`; 0 at the end. Errors: set `error()` and return 0.
    virtual std::size_t read(char* buffer, std::size_t size) = 0;
    virtual std::string error() const { return {}; }
    // Bytes taken from the underlying file so far (compressed), for progress reports.
    virtual std::uint64_t consumed() const { return 0; }
};

// Opens a file ("-" for standard input); gzip, zstd and bzip2 are recognised by their first
// bytes and decompressed. Errors: nullptr, with the reason in `error`.
std::unique_ptr<ByteSource> open_input(const std::string& path, std::string& error);
// Reads from memory (tests, fuzzing).
std::unique_ptr<ByteSource> memory_input(std::string_view bytes);

// Splits a byte stream into games, one game's text at a time.
class GameSplitter {
  public:
    explicit GameSplitter(ByteSource& source);
    // Splits bytes held in memory, the whole input, where they lie (no copy): they must
    // outlive the splitter.
    explicit GameSplitter(std::string_view bytes);
    // The next game's raw bytes (tags and movetext) and the line it starts on; false at end.
    bool next(std::string& game, std::uint64_t& first_line);
    // The same without a copy: `game` points into the splitter's buffer and stays valid
    // until the next call.
    bool next(std::string_view& game, std::uint64_t& first_line);
    // Reads the next game into `visitor` (its `number`), exactly as read_game reads the text
    // next() gives: the same games, lines and calls. False at the end of the input. A plain
    // game (tags in ASCII, movetext the short path reads whole) read for a visitor that does
    // not want each move has its end found by that reading, and the splitter does not look
    // at it; any other game is split first, as next() splits it.
    bool read_next(std::uint64_t number, PgnVisitor& visitor, const PgnReadOptions& options = {});
    // The line the splitter stands on: the next game's first line; at the input's end, one
    // more than the lines it has (a last line without a line end counts as one).
    std::uint64_t line() const { return line_; }

  private:
    bool fill(std::size_t& keep);
    std::string_view buffer() const { return {data_, size_}; }
    ByteSource& source_;
    // Not a std::string: growing one zeroes the bytes that the next read overwrites.
    std::unique_ptr<char[]> storage_;
    const char* data_ = nullptr;  // storage_'s bytes, or those split where they lie
    std::size_t size_ = 0, capacity_ = 0;
    std::size_t pos_ = 0;
    std::size_t lines_end_ = 0;  // just after the buffer's last '\n' (0: none)
    bool eof_ = false;
    std::uint64_t line_ = 1;
};

// Where GameSplitter certainly starts a game in `text`, at or after byte `from`: the first line
// from there on that starts with '[' (a tag line), or that follows a line ending in a result
// (bare game scores) and is no ';' comment, with a line of movetext before it and no brace
// comment that may be open. Found without splitting, for cutting an input into pieces that
// threads split and read on their own: GameSplitter gives the same games from that line on
// as it gives reading the whole text. Conservative: it may pass over a game's start it cannot
// be sure of, but never names a line where no game starts. Precondition: `text` begins where
// the input or a game begins. npos when there is none.
std::size_t find_game_start(std::string_view text, std::size_t from);

// Reads one game's text (from GameSplitter) and calls the visitor. Never throws; problems go
// to the visitor. Returns false if a move error stopped the checking of the game.
bool read_game(std::string_view game_text, std::uint64_t number, std::uint64_t first_line,
               PgnVisitor& visitor, const PgnReadOptions& options = {});

// Every game of a source, in order. Returns the number of games.
std::uint64_t read_pgn(ByteSource& source, PgnVisitor& visitor, const PgnReadOptions& options = {});

// ---------------------------------------------------------------------------------------

struct PgnWriteOptions {
    WriteOptions moves = WriteOptions::pgn();
    std::size_t line_width = 80;
    // The PGN export format's order: the seven-tag roster first (added with "?" where
    // missing), then the other tags as they came.
    bool seven_tag_roster = true;
    // The FIDE draw offer "(=)": other PGN tools take it for a variation, so by default it
    // is written as the comment {(=)}; off, it is written as FIDE writes it.
    bool draw_offer_as_comment = true;

    // Presets: PGN export format in English SAN; the FIDE appendix's forms in a language.
    static PgnWriteOptions pgn();
    static PgnWriteOptions fide(const Language& language);
};

// A visitor that writes each game as PGN to a string sink (one call per game).
class PgnWriter : public PgnVisitor {
  public:
    PgnWriter(PgnWriteOptions options, std::function<void(std::string_view)> sink);
    void begin_game(std::uint64_t number, Location where) override;
    void tag(std::string_view name, std::string_view value) override;
    void begin_movetext(const Position& start) override;
    void move(const Position& before, const ReadMove& move, std::string_view written) override;
    // The writer reads no more of a move than PgnVisitor::wants_move_text allows: a subclass
    // whose move() reads more must say true.
    bool wants_move_text() const override { return false; }
    void comment(std::string_view text) override;
    void nag(int value) override;
    void begin_variation() override;
    void end_variation() override;
    void move_error(const MoveError& error, std::string_view rest) override;
    void end_game(std::string_view result) override;

  private:
    void token(std::string_view text);
    void token(std::string_view text, std::size_t width);  // width: in characters
    void flush_tags();
    // The game's text is written through a pointer into out_, whose size is only its room:
    // `room` makes n bytes free after the text's first length_ bytes and points at them;
    // `put` appends.
    char* room(std::size_t n) {
        if (out_.size() - length_ < n) grow(n);
        return out_.data() + length_;
    }
    void grow(std::size_t n);
    void put(std::string_view text);
    std::string_view text() const { return {out_.data(), length_}; }
    PgnWriteOptions options_;
    std::function<void(std::string_view)> sink_;
    std::vector<std::pair<std::string, std::string>>
        tags_;  // the first tag_count_ hold this game's
    std::size_t tag_count_ = 0;
    std::string out_;
    std::size_t length_ = 0;     // of the game's text in out_
    std::size_t move_room_ = 0;  // a move's number, text and glyph at most
    // Where the roster's Result value "*" stands in out_ when the game has no Result tag:
    // the game's own result marker replaces it at the end (npos: the game has the tag).
    std::size_t result_default_at_ = std::string::npos;
    std::size_t line_length_ = 0;
    bool need_number_ = true;  // the next black move needs "N..."
    bool glue_ = false;        // the last token was "(": no space before the next
};

}  // namespace notator
