// Game records: a reader that goes through PGN in one pass and hands each game's parts to a
// visitor as it reads them (no tree), and a writer that is itself a visitor, so translation
// is reader -> writer. The reader takes PGN and bare game scores (movetext without tags) as
// people really write them, and keeps one game in memory.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "notator/error.hpp"
#include "notator/notation.hpp"
#include "notator/outcome.hpp"
#include "notator/position.hpp"
#include "notator/text.hpp"

namespace notator {

// Where something stands in the input: 1-based line and column (in characters).
struct Location {
    std::uint64_t line = 0;
    std::uint32_t column = 0;
};

// `text` with each control character but the tab (C0 and C1, and DEL), and each byte that is
// not part of a UTF-8 character, shown as U+FFFD: what is safe to print to a terminal of text
// taken from a file (a tag's value, a file's name).
std::string printable(std::string_view text);

// Moves quoted in reports, and the players' names a report names its game by, are cut to this
// many characters: a token of junk or a tag's value can be megabytes long.
inline constexpr std::size_t kLongestQuoted = 40;
// `text` cut to at most `limit` characters, "…" after it when it was longer.
std::string shortened(std::string_view text, std::size_t limit = kLongestQuoted);
// The same, assigned to `to` (in the memory it holds already, where that is enough).
void assign_shortened(std::string& to, std::string_view text, std::size_t limit = kLongestQuoted);

// The one result PGN writes for a game that `status` ended ("1-0", "0-1" or "1/2-1/2"),
// `to_move` being the side to move then; empty while the game goes on.
std::string_view result_for(GameStatus status, Color to_move);

// At most a line's worth of the source around a place (about 100 characters, cut between
// tokens where it can be), with control characters shown as U+FFFD: what a report quotes.
struct SourceExcerpt {
    std::string text;
    std::uint32_t first_column = 1;              // the column of text's first character
    bool cut_before = false, cut_after = false;  // the line goes on before / after it
};

// An error or a warning about a game, with all a report needs. Errors are moves that could not
// be read (the rest of their line of play is not checked); warnings are everything read
// leniently or found wrong with the record itself (tags, brackets, move numbers, the result).
struct Diagnostic {
    enum class Severity : std::uint8_t { Warning, Error };
    Severity severity = Severity::Error;
    Error error;          // its kind (name(error.code) is stable), and for a move its range
                          // within `text`
    std::string message;  // the whole sentence, naming what it concerns
    Location where;
    SourceExcerpt source;
    // Where it concerns a move (move_number > 0):
    std::string text;  // the move as written (at most 64 characters, then "…")
    int move_number = 0;
    Color side = Color::White;
    // The move's ply as python-chess counts it (GameNode.ply()): the half-moves from the game's
    // start to the position after it, by its move number and side (1 for White's first move;
    // a move in error, the one it would have had). 0 where it concerns no move.
    int ply = 0;
    std::string fen_before;  // the position it was written in
    // Errors: the likely readings, best first (the likeliest first by what was written and,
    // where the reading goes on after errors, by how the moves after it replay).
    std::vector<std::string> nearest;
    // Where the reading goes on after the error (PgnReadOptions::go_on): the moves read in
    // place of what was written, in the reader's language, space between them ("Nbd2"; two or
    // three where moves seem written in each other's place, "Nf3 Nc6"; a move left out that
    // nothing names is the null move, "-- Nc6"), and how many they are. The visitor is then
    // handed those moves (All) and the line goes on. Empty: it stops here.
    std::string read_as;
    int read_as_moves = 0;
    // The language the game's moves were read in (its code is what --json shows); null for
    // what is said before the movetext (a tag line).
    const Language* language = nullptr;
};

// `text` (UTF-8) as a JSON string: quoted, its quotes, backslashes and control characters
// escaped.
std::string json_string(std::string_view text);
// Appends a diagnostic's own fields to a JSON object being written, each after a comma (the
// caller writes the braces, and first what it knows of the file and the game): line, column;
// for a move ply, move_number, side, text; kind, message; fen and language where known; for
// an error its suggestions and, where the reading went on, read_as. What `notator check
// --json` writes of it.
void append_json_fields(std::string& out, const Diagnostic& d);

// What a visitor wants of a game's movetext, its answer to begin_movetext. The reader reads
// the rest in the same pass without handing it over, which is what costs less.
enum class MovetextReading : std::uint8_t {
    Skip,   // nothing: no move is read or checked (the game still ends where it ends)
    Check,  // every move read and checked, errors and warnings reported, nothing else handed
            // over (no move, comment, nag or variation calls); end_game tells how many moves
    All,    // every part
};

// How a game ended: its termination marker ("1-0", "0-1", "1/2-1/2", "*", normalised; empty
// when it had none) and the moves read (every line of play), whatever was handed over.
struct GameEnd {
    std::string_view result;
    std::uint64_t moves = 0;
    // The language of piece letters the moves were read in, and whether the reader found it
    // itself (PgnReadOptions::find_language) rather than being told; null and false for a game
    // whose moves were not read (a variant, a visitor that skips them).
    const Language* language = nullptr;
    bool language_found = false;
};

// Every string_view a visitor is handed (tag values, comments, move text, the rest of a line)
// is valid during that call only: copy what you keep. All text is UTF-8.
class PgnVisitor {
  public:
    virtual ~PgnVisitor() = default;
    // A game starts; `number` counts games from 1 in this input.
    virtual void begin_game(std::uint64_t number, Location where) { (void)number, (void)where; }
    // Tag values are unescaped.
    virtual void tag(std::string_view name, std::string_view value) { (void)name, (void)value; }
    // The movetext starts from `start` (the start position, or FEN/SetUp): what to read of it.
    virtual MovetextReading begin_movetext(const Position& start) {
        (void)start;
        return MovetextReading::All;
    }
    // `before` is the position the move was played in; `written` the move as the input had
    // it ("e.p." and the draw offer with it when they were there).
    virtual void move(const Position& before, const ReadMove& move, std::string_view written) {
        (void)before, (void)move, (void)written;
    }
    virtual void comment(std::string_view text) { (void)text; }
    // A line that starts with '%', PGN's escape mechanism for data other programs put in a
    // file (the whole line, '%' included, without its line end), in the order read: before
    // the game's tags, among them, or in its movetext (MovetextReading::All). The lines before
    // a game are handed after its begin_game; those after the input's last game, as that
    // game's, before its end_game.
    virtual void escape_line(std::string_view line) { (void)line; }
    virtual void nag(int value) { (void)value; }
    virtual void begin_variation() {}
    virtual void end_variation() {}
    // A move could not be read, and its line of play is checked no further: `rest` is the
    // movetext from that move (its number included) to the end of that line, unchanged. In the
    // main line that is the rest of the game (the result excluded); in a variation, the rest
    // of the variation, after which the reading goes on with the line it branched from. Its
    // severity is Warning where nothing is wrong with the text, which is only not checked: a
    // variant's game (Errc::VariantNotChecked), which the FIDE Laws do not cover.
    virtual void move_error(const Diagnostic& error, std::string_view rest) {
        (void)error, (void)rest;
    }
    virtual void warning(const Diagnostic& warning) { (void)warning; }
    virtual void end_game(const GameEnd& end) { (void)end; }
    // Whether the visitor can be handed a game's movetext again from its start after
    // forget_movetext (PgnReadOptions::find_language): such a one is handed the moves as they
    // are read; any other, only once the game's language is found, which costs a trial reading.
    virtual bool forgets_movetext() const { return false; }
    // Drops what was handed of the game's movetext (its tags stay), which is then handed over
    // again from its start, in another language. Called only where forgets_movetext().
    virtual void forget_movetext() {}
};

struct PgnReadOptions {
    ReadOptions moves;  // language of the piece letters, strictness
    // After a move that cannot be read, read on from its likeliest reading (see
    // Diagnostic::read_as) where the moves after it then replay (two at least, or one after a
    // reading as near as a piece letter of another language); off, its line of play is read no
    // further, as it is where none does, and after three errors within four moves. Every
    // error is reported either way, each with its readings.
    bool go_on = false;
    // Find each game's language of piece letters from its moves ("--from auto"): the
    // languages in which every move reads legally; where several read it with different
    // moves, the first in the order of languages_by_use() and a warning naming the others;
    // where none does, the one with the fewest piece letters that are none of its (a German
    // letter in an English game is a slip), then the one that reads the longest stretch, then
    // the first by use; the errors are reported there. The choice is the game's alone:
    // moves.language is only tried first. Off, a game that fails in moves.language but reads
    // whole (or much further) in another says so in its first error, and is not read on.
    bool find_language = false;
    // Say where, in the main line, a draw could first have been claimed (FIDE Laws 9.2 and
    // 9.3): the same position for the third time, fifty moves of each side without a capture
    // or a pawn move; warnings of kind draw_claimable. (Fivefold repetition and the
    // seventy-five-move rule, which end the game, are always told.)
    bool claims = false;
    // Hand warnings to the visitor (PgnVisitor::warning). Off, none is made: for a reader that
    // shows errors only, which then reads faster, since what only a warning could tell is not
    // looked into (check and mate signs, the result, a game's end by fivefold repetition, the
    // 75-move rule or a dead position). Errors, moves and languages are the same either way.
    bool warnings = true;
};

// Pulls bytes from somewhere: a file, standard input, a decompressor, a decoder.
class ByteSource {
  public:
    virtual ~ByteSource() = default;
    // Up to `size` bytes into `buffer`; 0 at the end or on an error (then error() tells it).
    virtual std::size_t read(char* buffer, std::size_t size) = 0;
    virtual std::optional<Error> error() const { return std::nullopt; }
    // Bytes taken from the underlying file so far (compressed), for progress reports.
    virtual std::uint64_t consumed() const { return 0; }
};

struct InputOptions {
    // The input's character encoding: "auto" reads UTF-8 and takes each byte that is not part
    // of UTF-8 as Windows-1252 (what browsers read as "ISO-8859-1"); any other name is one
    // the C library's iconv knows ("windows-1251", "cp866", "utf-16le"), and its bytes that
    // do not fit it become U+FFFD. A file that starts with a byte order mark is read as UTF-8
    // or UTF-16, as the mark says, whatever this says.
    std::string encoding = "auto";
};

// Opens a file ("-" for standard input). gzip, zstd, bzip2 and xz are recognised by their first
// bytes and decompressed; the text is handed on as UTF-8 (see InputOptions), without a leading
// byte order mark, and where its first 64 KiB hold carriage returns and no line feed (old Mac
// files), each return alone as a line feed (text passed to the reader as a string_view is read
// as it is). Errors: Errc::CannotOpen (detail: errno), Errc::NotText (NUL bytes or other
// binary data in the first 64 KiB, or an archive: detail a NotText; nothing of it is handed
// on), Errc::UnknownEncoding, and
// whatever the first read meets (Errc::ReadFailed, CorruptInput, TruncatedInput, and
// NotDecompressed in a build without the compression libraries).
Result<std::unique_ptr<ByteSource>> open_input(const std::string& path,
                                               const InputOptions& options = {});
// The bytes of any source (a socket, a Python file object), decompressed and decoded as
// open_input does a file's. Precondition: `bytes` is not null. Errors: as open_input's.
Result<std::unique_ptr<ByteSource>> open_input(std::unique_ptr<ByteSource> bytes,
                                               const InputOptions& options = {});
// Bytes held in memory as they are (they must outlive the source): for open_input, which then
// decompresses and decodes them as a file's (a file's bytes handed over whole).
std::unique_ptr<ByteSource> memory_bytes(std::string_view bytes);
// Bytes held in memory (they must outlive the source), decoded as open_input decodes a file
// (not decompressed: open_input(memory_bytes(...)) does that).
Result<std::unique_ptr<ByteSource>> memory_input(std::string_view bytes,
                                                 const InputOptions& options = {});

// Everything a source hands out, to its end (what is small enough to hold: a scoresheet, a
// pasted text). Errors: the source's, where it ends in one.
Result<std::string> read_all(ByteSource& source);

// Reads the games of an input one after another, each in one pass over its bytes.
class PgnReader {
  public:
    // The source hands out UTF-8, as open_input's and memory_input's do whatever the file's
    // encoding (a source of one's own that hands out other bytes has them handed on as they
    // are). A leading byte order mark is dropped. The source must outlive the reader.
    explicit PgnReader(ByteSource& source, PgnReadOptions options = {});
    // UTF-8 text held in memory, read where it lies (it must outlive the reader). Bytes that
    // are not UTF-8 are taken as Windows-1252 (then the text is read through a copy).
    explicit PgnReader(std::string_view text, PgnReadOptions options = {});
    PgnReader(PgnReader&&) noexcept;
    PgnReader& operator=(PgnReader&&) noexcept;
    ~PgnReader();

    // Reads the next game into `visitor` (numbered on from 1); false at the end of the input,
    // nothing called. Problems in the text go to the visitor; the source's own error (a file
    // cut short, corrupt data) is the source's, after it ended the reading.
    bool read_game(PgnVisitor& visitor);
    // The line the reader stands on: the next game's first line, or at the end one more than
    // the input's lines (a last line without a line end counts as one).
    std::uint64_t line() const;

  private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// Every game of a source, in order. Returns the number of games.
std::uint64_t read_pgn(ByteSource& source, PgnVisitor& visitor, const PgnReadOptions& options = {});
std::uint64_t read_pgn(std::string_view text, PgnVisitor& visitor,
                       const PgnReadOptions& options = {});

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
    // A game whose language of piece letters the reader found (GameEnd::language_found) and
    // which is not English gets the tag [FromLanguage "de"] after its others.
    bool language_tag = true;
    // NAGs 1 to 6 written as the glyphs ! ? !! ?? !? ?! after their move, as FIDE and books
    // print them (the FIDE preset); off, as the PGN export format writes them ($1), a glyph
    // written on a move too.
    bool nag_glyphs = false;
    // The Result tag and the result after the moves put right (pgn-extract's --fixresulttags):
    // both become the result the main line's final position decides (mate, stalemate, a dead
    // position, the 75-move rule), else the one the moves end with; a game whose moves end
    // with none keeps its tag's.
    bool fix_result_tag = false;

    // Presets: PGN export format in English SAN; the FIDE appendix's forms in a language.
    static PgnWriteOptions pgn();
    static PgnWriteOptions fide(const Language& language);
};

// A visitor that writes each game as PGN to a string sink (one call per game). A line of play
// that could not be checked is kept, unchanged, in a comment that says so; where the reader
// went on from a likely reading of a move (PgnReadOptions::go_on), the moves read are written
// and a comment after them says what was written and what else it may have been.
class PgnWriter : public PgnVisitor {
  public:
    PgnWriter(PgnWriteOptions options, std::function<void(std::string_view)> sink);
    void begin_game(std::uint64_t number, Location where) override;
    void tag(std::string_view name, std::string_view value) override;
    MovetextReading begin_movetext(const Position& start) override;
    void move(const Position& before, const ReadMove& move, std::string_view written) override;
    void comment(std::string_view text) override;
    // On a line of its own where it came; one before the movetext before the tags (which are
    // written together).
    void escape_line(std::string_view line) override;
    void nag(int value) override;
    void begin_variation() override;
    void end_variation() override;
    void move_error(const Diagnostic& error, std::string_view rest) override;
    void end_game(const GameEnd& end) override;
    // What was written of the game's movetext is dropped (its tags stay) where the reader
    // finds, midway, that the game is in another language (a class derived from this one that
    // keeps what the movetext calls tell should forget it too).
    bool forgets_movetext() const override { return true; }
    void forget_movetext() override;

  private:
    void token(std::string_view text);
    void token(std::string_view text, std::size_t width);  // width: in characters
    std::string in_own_letters(const Diagnostic& error, std::string_view reading) const;
    void flush_tags(const Position& start);
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
    std::size_t tags_end_ = 0;       // where the tag section's lines end in out_
    std::size_t movetext_from_ = 0;  // where the movetext starts in out_
    std::string fix_note_;           // the comment after the moves read on from an error's reading
    int fix_moves_left_ = 0;         // ... written after this many more moves
    bool need_number_ = true;        // the next black move needs "N..."
    bool glue_ = false;              // the last token was "(": no space before the next
    bool glyph_room_ = false;        // the last token was a move with no glyph (nag_glyphs)
    // Whether a move of the line being written was written (a NAG before its first has no
    // move to annotate), and the same of each line around it, the main line first.
    bool moved_ = false;
    std::vector<bool> moved_outer_;
    // Where the roster's Result value stands in out_, and how long it is.
    std::size_t result_at_ = std::string::npos, result_length_ = 0;
    // Words after the result in the Result tag ("1-0 ff"), kept in a Termination tag where
    // the game has none, else in a comment before the moves.
    std::string result_words_;
    bool termination_given_ = false;
    // Escape lines among or after the tags, before the movetext: written after the tags, as
    // the input had them (the tags are written only when the movetext begins).
    std::vector<std::string> escapes_after_tags_;
    bool tags_written_ = false;
    bool result_unknown_ = false;  // a Result tag of "?" or nothing: the marker's result stands
    // The main line's position (fix_result_tag), and how the reader ended it on the board.
    Position main_pos_;
    void comment_line(std::string_view line);
};

}  // namespace notator
