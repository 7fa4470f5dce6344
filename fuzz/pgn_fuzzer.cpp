// Any bytes as a PGN file: no crash, no hang, bounded memory; and the PGN the writer makes of
// it reads again to the same moves (nothing checked is lost or changed). Byte-identical
// re-writing is checked by the unit tests on real files; on arbitrary bytes a malformed game
// may still be laid out differently the second time (see fuzz/README.md). And the one reader
// tells the same whatever is asked of it and however its bytes come: a visitor that only checks
// is told the same games, move counts, results, errors and warnings as one that takes every
// part; bytes from memory and bytes handed out one at a time or in pieces of changing sizes (every
// token, comment and line cut somewhere by the end of what was read) are read alike; the bytes
// decoded by memory_input, where it takes them as UTF-8 or Windows-1252, read as the reader's own
// decoding of them; and the pieces find_game_start cuts read as the whole. Read as an arbiter
// reads (going on after errors, each game's language found), the same, and what repairing
// writes reads again to the moves handed over, and the pieces read as the whole; so do the
// games read into the game model and written back. Every difference found between a sheet and
// itself has the same text on both sides, and a reconciled game reads again to its moves.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "../src/pgn/encoding.hpp"
#include "notator/game.hpp"
#include "notator/game_start.hpp"
#include "notator/pgn.hpp"
#include "notator/reconcile.hpp"

namespace {

using namespace notator;

// Stops the run, saying which promise was broken (and the two tellings, where they differ).
void require(bool kept, const char* what, const std::string& a = {}, const std::string& b = {}) {
    if (kept) return;
    std::fprintf(stderr, "pgn_fuzzer: %s\n", what);
    if (!a.empty() || !b.empty()) {  // (written whole: a NUL byte may stand in either)
        std::fputs("--- one:\n", stderr);
        std::fwrite(a.data(), 1, a.size(), stderr);
        std::fputs("\n--- other:\n", stderr);
        std::fwrite(b.data(), 1, b.size(), stderr);
        std::fputs("\n", stderr);
    }
    std::abort();
}

struct Moves : PgnVisitor {
    std::vector<std::uint16_t> raw;
    void move(const Position&, const ReadMove& m, std::string_view) override {
        raw.push_back(m.move.raw());
    }
};

// What a visitor is told that every reading tells, game by game; `reading` what it asks for.
struct Tally : PgnVisitor {
    explicit Tally(MovetextReading r) : reading(r) {}
    MovetextReading reading;
    std::string log;
    std::uint64_t lines_before = 0, games_before = 0, games = 0;
    bool log_warnings = true;  // (off: only counted)
    std::uint64_t warnings = 0;
    MovetextReading begin_movetext(const Position&) override { return reading; }
    void begin_game(std::uint64_t number, Location where) override {
        log += std::to_string(number + games_before) + '@' +
               std::to_string(where.line + lines_before) + ':' + std::to_string(where.column) +
               '\n';
    }
    void tag(std::string_view name, std::string_view value) override {
        log += std::string(name) + '=' + std::string(value) + '\n';
    }
    void warning(const Diagnostic& w) override {
        ++warnings;
        if (!log_warnings) return;
        log += std::to_string(w.where.line + lines_before) + ':' + std::to_string(w.where.column) +
               w.message + '\n';
    }
    void move_error(const Diagnostic& e, std::string_view rest) override {
        log += std::to_string(e.where.line + lines_before) + ':' + e.message + std::string(rest) +
               '\n';
    }
    void end_game(const GameEnd& end) override {
        log += std::to_string(end.moves) + ' ' + std::string(end.result) + ' ' +
               (end.language ? std::string(end.language->code) : "-") + '\n';
        ++games;
    }
};

std::string tally(std::string_view in, MovetextReading r, const PgnReadOptions& o = {}) {
    Tally t(r);
    read_pgn(in, t, o);
    return t.log;
}

std::string tally(ByteSource& source, const PgnReadOptions& o = {}) {
    Tally t(MovetextReading::All);
    read_pgn(source, t, o);
    return t.log;
}

std::string write(std::string_view in, const PgnReadOptions& o = {},
                  const PgnWriteOptions& as = PgnWriteOptions::pgn()) {
    std::string out;
    PgnWriter w(as, [&](std::string_view s) { out += s; });
    read_pgn(in, w, o);
    return out;
}

// The FIDE preset with spellings the number n chooses: figurines (black ones too), the long
// form with or without a hyphen, each capture sign, each promotion form, ++ for mate.
PgnWriteOptions spelled(std::size_t n) {
    PgnWriteOptions o = PgnWriteOptions::fide(english());
    WriteOptions& m = o.moves;
    m.figurine = n % 2 == 1;
    m.black_figurines = n % 3 == 0;
    m.style = n % 5 < 2 ? Style::Long : Style::Short;
    m.long_hyphen = n % 7 < 3;
    m.capture_sign = n % 4 == 0 ? "x" : n % 4 == 1 ? ":" : "";
    m.promotion = PromotionStyle(n / 4 % 4);
    m.mate_double_plus = n % 11 < 5;
    return o;
}

std::vector<std::uint16_t> moves(std::string_view in, const PgnReadOptions& o = {}) {
    Moves m;
    read_pgn(in, m, o);
    return m.raw;
}

// As `notator check` reads by default: going on after errors, each game's language found.
PgnReadOptions arbiter() {
    PgnReadOptions o;
    o.go_on = true;
    o.find_language = true;
    return o;
}

// Bytes handed out in pieces of changing sizes up to `largest` (one byte at a time when it is
// 1): every token, comment and line cut somewhere by the end of what was read, and with pieces
// of thousands a long tag may end where a read ends and the reader's buffer grow and move.
class Chunks : public ByteSource {
  public:
    Chunks(std::string_view text, std::size_t largest, std::size_t seed = 0)
        : text_(text), largest_(largest), seed_(seed) {}
    std::size_t read(char* buffer, std::size_t size) override {
        const std::size_t n =
            std::min({size, text_.size() - at_, 1 + (step_++ * 7919 + seed_) % largest_});
        std::copy_n(text_.data() + at_, n, buffer);
        at_ += n;
        return n;
    }

  private:
    std::string_view text_;
    std::size_t largest_, seed_, at_ = 0, step_ = 0;
};

// The text read in pieces cut where find_game_start says, from about every `step` bytes.
std::string in_pieces(std::string_view text, std::size_t step, const PgnReadOptions& o = {}) {
    Tally t(MovetextReading::All);
    for (std::size_t from = 0; from < text.size();) {
        std::size_t cut = find_game_start(text, from + step);
        if (cut == std::string_view::npos) cut = text.size();
        require(cut > from, "find_game_start named a place before the one asked for");
        PgnReader reader(text.substr(from, cut - from), o);
        while (reader.read_game(t)) {
        }
        t.lines_before += reader.line() - 1;
        t.games_before = t.games;
        from = cut;
    }
    return t.log;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view in(reinterpret_cast<const char*>(data), size);
    const std::string once = write(in);
    require(moves(once) == moves(in), "the written PGN reads to other moves");
    const std::string fide = write(in, {}, spelled(size));
    require(moves(fide) == moves(in), "the PGN written in FIDE's spellings reads to other moves",
            fide, once);
    const std::string all = tally(in, MovetextReading::All);
    const std::string checked = tally(in, MovetextReading::Check);
    require(checked == all, "Check and All tell differently", checked, all);
    const std::string arbiter_all = tally(in, MovetextReading::All, arbiter());
    const std::string arbiter_checked = tally(in, MovetextReading::Check, arbiter());
    require(arbiter_checked == arbiter_all, "Check and All tell differently going on",
            arbiter_checked, arbiter_all);
    {
        // Where no warning is wanted, none is told, and all else as where they are.
        PgnReadOptions quiet = arbiter();
        quiet.warnings = false;
        Tally told(MovetextReading::Check), untold(MovetextReading::Check);
        told.log_warnings = untold.log_warnings = false;
        read_pgn(in, told, arbiter());
        read_pgn(in, untold, quiet);
        require(untold.warnings == 0, "a warning told where none is wanted");
        require(untold.log == told.log, "no warnings changed what else is told", untold.log,
                told.log);
    }
    const std::string repaired = write(in, arbiter());
    require(moves(repaired) == moves(in, arbiter()), "the repaired PGN reads to other moves");
    // The game model: games read into it and written back read to the moves of the text.
    std::string from_model;
    for (const Game& game : read_games(in, arbiter())) from_model += write_game(game);
    require(moves(from_model) == moves(repaired), "the game model writes other moves", from_model,
            repaired);
    // A sheet reconciled with itself differs only where it has no move that reads; with
    // another, whatever both hold, what it agrees on reads again.
    for (const Reconciliation& r : reconcile(in, in))
        for (const SheetDifference& d : r.differences)
            require(d.a == d.b, "a sheet differs from itself", d.a, d.b);
    for (const Reconciliation& r : reconcile(in.substr(0, size / 2), in.substr(size / 2)))
        require(moves(r.pgn()).size() == r.moves.size(), "a reconciled game reads to other moves",
                r.pgn());
    // The reader's own decoding (bytes in memory) against memory_input's (what files get),
    // and bytes that come one at a time. (The pieces are cut in UTF-8 text, as the command
    // cuts them after decoding.)
    std::string utf8, decoded;
    if (auto source = memory_input(in)) {
        char buffer[4096];
        for (std::size_t n; (n = (*source)->read(buffer, sizeof buffer)) > 0;)
            utf8.append(buffer, n);
        // (The reader alone takes bytes as UTF-8 or Windows-1252; a UTF-16 byte order mark
        // only means something to memory_input.)
        const bool utf16 = in.starts_with("\xFF\xFE") || in.starts_with("\xFE\xFF");
        decoded = tally(utf8, MovetextReading::All);
        // (Where the first 64 KiB hold a carriage return and no line feed, memory_input reads
        // each return alone as a line end, as old Mac files have them.)
        const std::string_view head = in.substr(0, 64u << 10);
        std::string as_read = all;
        if (head.find('\r') != std::string_view::npos &&
            head.find('\n') == std::string_view::npos) {
            std::string lines(in);
            for (std::size_t k = 0; k < lines.size(); ++k)
                if (lines[k] == '\r' && (k + 1 == lines.size() || lines[k + 1] != '\n'))
                    lines[k] = '\n';
            as_read = tally(lines, MovetextReading::All);
        }
        require(utf16 || decoded == as_read, "memory_input's decoding reads differently", decoded,
                as_read);
    }
    // A source hands the reader UTF-8 (open_input's and memory_input's decode into it): the
    // bytes themselves where they are UTF-8 (a byte order mark then comes one byte at a time
    // too), else what memory_input made of them.
    const bool valid = detail::valid_utf8(in);
    if (valid || !utf8.empty()) {
        Chunks trickle(valid ? in : std::string_view(utf8), 1);
        const std::string trickled = tally(trickle);
        const std::string& whole = valid ? all : decoded;
        require(trickled == whole, "bytes one at a time read differently", trickled, whole);
        Chunks chunks(valid ? in : std::string_view(utf8), 3000, size);
        const std::string chunked = tally(chunks);
        require(chunked == whole, "bytes in pieces of changing sizes read differently", chunked,
                whole);
        if (valid) {  // (a trial reader reads on from what the reader has: it may ask for more)
            Chunks arbiter_trickle(in, 1);
            const std::string t = tally(arbiter_trickle, arbiter());
            require(t == arbiter_all, "bytes one at a time read differently going on", t,
                    arbiter_all);
        }
    }
    // The notations before algebraic and ICCF numeric notation: read alike whole and a byte at
    // a time (a descriptive move's words are read on past its first token).
    if (valid) {
        for (const Notation notation : {Notation::Descriptive, Notation::Numeric}) {
            PgnReadOptions o;
            o.moves.notation = notation;
            o.moves.language = size % 3 == 0 ? find_language("es") : &english();
            o.go_on = size & 1;
            const std::string whole = tally(in, MovetextReading::All, o);
            Chunks one(in, 1);
            const std::string trickled = tally(one, o);
            require(trickled == whole, "another notation reads differently a byte at a time",
                    trickled, whole);
        }
    }
    if (!utf8.empty()) {
        const std::string pieces = in_pieces(utf8, 64);  // (cut in text, as the command cuts)
        require(pieces == decoded, "the pieces find_game_start cuts read differently", pieces,
                decoded);
        // Going on and finding languages, each game's reading is the game's alone.
        const std::string arbiter_pieces = in_pieces(utf8, 64, arbiter());
        const std::string arbiter_whole = tally(utf8, MovetextReading::All, arbiter());
        require(arbiter_pieces == arbiter_whole,
                "the pieces find_game_start cuts read differently going on", arbiter_pieces,
                arbiter_whole);
    }
    return 0;
}
