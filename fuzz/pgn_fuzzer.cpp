// Any bytes as a PGN file: no crash, no hang, bounded memory; and the PGN the writer makes of
// it reads again to the same moves (nothing checked is lost or changed). Byte-identical
// re-writing is checked by the unit tests on real files; on arbitrary bytes a malformed game
// may still be laid out differently the second time (see fuzz/README.md). And the short path
// for plain movetext, taken for visitors that only count moves, tells exactly what the
// general path tells: the same number of moves, warnings, errors and result in each game.
// And the splitter cuts the same games whether it may pass over plain lines 64 bytes at a time
// (all the bytes at hand) or not (one byte at a time). And GameSplitter::read_next, which lets
// the reading find where a plain game ends, tells a counting visitor all that cutting the
// game first, then reading it, tells (from memory and one byte at a time). And splitting the
// bytes where they lie cuts the same games, and find_game_start names only their starts.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "notator/pgn.hpp"

namespace {

using namespace notator;

struct Moves : PgnVisitor {
    std::vector<std::uint16_t> raw;
    void move(const Position&, const ReadMove& m, std::string_view) override {
        raw.push_back(m.move.raw());
    }
};

// What a visitor that counts moves is told, game by game; `each` says whether it asks for
// every move (the general path) or only their number (the short path where it applies).
struct Tally : PgnVisitor {
    explicit Tally(bool e) : each(e) {}
    bool each;
    std::uint64_t n = 0;
    std::string log;
    bool wants_each_move() const override { return each; }
    void moves_counted(std::uint64_t count) override { n += count; }
    void move(const Position&, const ReadMove&, std::string_view) override { ++n; }
    void syntax_issue(const SyntaxIssue& i) override {
        log +=
            std::to_string(i.where.line) + ':' + std::to_string(i.where.column) + i.message + '\n';
    }
    void move_error(const MoveError& e, std::string_view rest) override {
        log += std::to_string(e.where.line) + ':' + e.message + std::string(rest) + '\n';
    }
    void end_game(std::string_view result) override {
        log += std::to_string(n) + ' ' + std::string(result) + '\n';
        n = 0;
    }
};

// Tally with each game's first line, for read_next against next() then read_game.
struct Lines : Tally {
    Lines() : Tally(false) {}
    void begin_game(std::uint64_t number, Location where) override {
        log += std::to_string(number) + '@' + std::to_string(where.line) + '\n';
    }
    void tag(std::string_view name, std::string_view value) override {
        log += std::string(name) + '=' + std::string(value) + '\n';
    }
};

std::string cut_then_read(ByteSource& source) {
    Lines t;
    GameSplitter splitter(source);
    std::string_view game;
    std::uint64_t line = 0, n = 0;
    while (splitter.next(game, line)) read_game(game, ++n, line, t);
    return t.log;
}

std::string read_as_cut(ByteSource& source) {
    Lines t;
    GameSplitter splitter(source);
    for (std::uint64_t n = 1; splitter.read_next(n, t); ++n) {
    }
    return t.log;
}

std::string tally(std::string_view in, bool each) {
    Tally t(each);
    auto src = memory_input(in);
    read_pgn(*src, t);
    return t.log;
}

// A writer takes plain movetext the short way, move by move (it wants no move's whole text);
// one that asks for every move's text is read the usual way, and must write the same.
struct UsualWriter : PgnWriter {
    using PgnWriter::PgnWriter;
    bool wants_move_text() const override { return true; }
};

template <class Writer = PgnWriter>
std::string write(std::string_view in) {
    std::string out;
    Writer w(PgnWriteOptions::pgn(), [&](std::string_view s) { out += s; });
    auto src = memory_input(in);
    read_pgn(*src, w);
    return out;
}

std::vector<std::uint16_t> moves(std::string_view in) {
    Moves m;
    auto src = memory_input(in);
    read_pgn(*src, m);
    return m.raw;
}

class OneByteAtATime : public ByteSource {
  public:
    explicit OneByteAtATime(std::string_view text) : text_(text) {}
    std::size_t read(char* buffer, std::size_t size) override {
        if (size == 0 || at_ == text_.size()) return 0;
        *buffer = text_[at_++];
        return 1;
    }

  private:
    std::string_view text_;
    std::size_t at_ = 0;
};

std::string split(ByteSource& source) {
    GameSplitter splitter(source);
    std::string out;
    std::string_view game;
    std::uint64_t line = 0;
    while (splitter.next(game, line)) out += std::to_string(line) + ':' + std::string(game) + '\0';
    return out;
}

// Splits the bytes where they lie (no copy); every game's place in them, as a game start.
std::string split_in_place(std::string_view in, std::vector<std::size_t>& starts) {
    GameSplitter splitter(in);
    std::string out;
    std::string_view game;
    std::uint64_t line = 0;
    while (splitter.next(game, line)) {
        starts.push_back(std::size_t(game.data() - in.data()));
        out += std::to_string(line) + ':' + std::string(game) + '\0';
    }
    return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view in(reinterpret_cast<const char*>(data), size);
    const std::string once = write(in);
    if (moves(once) != moves(in)) std::abort();
    if (write<UsualWriter>(in) != once) std::abort();
    if (tally(in, true) != tally(in, false)) std::abort();
    auto whole = memory_input(in);
    OneByteAtATime trickle(in);
    const std::string pieces = split(*whole);
    if (pieces != split(trickle)) std::abort();
    // Splitting the bytes where they lie cuts the same games; find_game_start, asked from any
    // line start, names only a place where one of them starts.
    std::vector<std::size_t> starts;
    if (split_in_place(in, starts) != pieces) std::abort();
    for (std::size_t from = 0; from <= in.size(); from = in.find('\n', from) + 1) {
        const std::size_t p = find_game_start(in, from);
        if (p != std::string_view::npos &&
            (p < from || !std::binary_search(starts.begin(), starts.end(), p)))
            std::abort();
        if (in.find('\n', from) == std::string_view::npos) break;
    }
    auto cut_source = memory_input(in), open_source = memory_input(in);
    const std::string expected = cut_then_read(*cut_source);
    OneByteAtATime open_trickle(in);
    if (read_as_cut(*open_source) != expected || read_as_cut(open_trickle) != expected)
        std::abort();
    return 0;
}
