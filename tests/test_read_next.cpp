// GameSplitter::read_next lets the reading of a plain game find where the game ends, instead of
// the splitter cutting it first. It must tell a visitor exactly what next() then read_game
// tell it: the same games, from the same lines, with the same tags, moves, issues and errors at
// the same places, whatever the bytes and however the source hands them out.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <random>
#include <sstream>
#include <string>

#include "../src/pgn/encoding.hpp"
#include "../src/pgn/plain_movetext.hpp"
#include "notator/movegen.hpp"
#include "notator/pgn.hpp"
#include "test_data.hpp"

namespace notator {
namespace {

namespace fs = std::filesystem;
using test::data;
using test::read_games;

// Everything a visitor is told, as text.
class Recorder : public PgnVisitor {
  public:
    explicit Recorder(bool each) : each_(each) {}
    bool wants_each_move() const override { return each_; }
    void begin_game(std::uint64_t number, Location where) override {
        log_ << "game " << number << " at " << where.line << ':' << where.column << '\n';
    }
    void tag(std::string_view name, std::string_view value) override {
        log_ << "tag " << name << '=' << value << '\n';
    }
    void begin_movetext(const Position& start) override { log_ << "from " << start.fen() << '\n'; }
    void moves_counted(std::uint64_t n) override { log_ << "counted " << n << '\n'; }
    void move(const Position& before, const ReadMove& m, std::string_view written) override {
        log_ << "move " << before.fen() << ' ' << m.move.raw() << ' ' << written << '\n';
    }
    void comment(std::string_view text) override { log_ << "comment " << text << '\n'; }
    void nag(int value) override { log_ << "nag " << value << '\n'; }
    void begin_variation() override { log_ << "(\n"; }
    void end_variation() override { log_ << ")\n"; }
    void move_error(const MoveError& e, std::string_view rest) override {
        log_ << "error " << e.where.line << ':' << e.where.column << ' ' << e.message << " ["
             << e.source_line << "] " << e.fen_before << " {" << rest << "}\n";
    }
    void syntax_issue(const SyntaxIssue& i) override {
        log_ << "issue " << i.where.line << ':' << i.where.column << ' ' << issue_kind_name(i.kind)
             << ' ' << i.message << '\n';
    }
    void end_game(std::string_view result) override { log_ << "end " << result << '\n'; }
    std::string log() const { return log_.str(); }

  private:
    bool each_;
    std::ostringstream log_;
};

// Hands out the text in pieces of sizes from 1 to `most` bytes, chosen at random.
class Pieces : public ByteSource {
  public:
    Pieces(std::string_view text, std::size_t most, unsigned seed)
        : text_(text), most_(most), rng_(seed) {}
    std::size_t read(char* buffer, std::size_t size) override {
        std::size_t n = std::min({size, text_.size() - at_, 1 + rng_() % most_});
        std::copy_n(text_.data() + at_, n, buffer);
        at_ += n;
        return n;
    }

  private:
    std::string_view text_;
    std::size_t at_ = 0, most_;
    std::mt19937 rng_;
};

std::string split_then_read(ByteSource& source, bool each, const PgnReadOptions& options) {
    Recorder r(each);
    GameSplitter splitter(source);
    std::string_view game;
    std::uint64_t line = 0, n = 0;
    while (splitter.next(game, line)) read_game(game, ++n, line, r, options);
    return r.log();
}

std::string read_as_split(ByteSource& source, bool each, const PgnReadOptions& options) {
    Recorder r(each);
    GameSplitter splitter(source);
    for (std::uint64_t n = 1; splitter.read_next(n, r, options); ++n) {
    }
    return r.log();
}

// Where two logs part, with a few lines of each from there: a whole log is too long to read.
std::string first_difference(const std::string& a, const std::string& b) {
    std::size_t at = 0;
    while (at < a.size() && at < b.size() && a[at] == b[at]) ++at;
    at = at == 0 ? 0 : a.rfind('\n', at - 1) + 1;
    return "read as split:\n" + a.substr(at, 400) + "\nsplit, then read:\n" + b.substr(at, 400);
}

// Reads `text` both ways, from memory and in pieces of up to `most` bytes, for a visitor that
// counts moves (the open reading) and one that wants each (split first either way).
void expect_same(const std::string& text, std::size_t most = 97, unsigned seed = 1,
                 const PgnReadOptions& options = {}) {
    for (const bool each : {false, true}) {
        auto a = memory_input(text);
        const std::string expected = split_then_read(*a, each, options);
        auto b = memory_input(text);
        const std::string whole = read_as_split(*b, each, options);
        EXPECT_TRUE(whole == expected) << "from memory, each " << each << '\n'
                                       << first_difference(whole, expected);
        Pieces c(text, most, seed);
        const std::string pieces = read_as_split(c, each, options);
        EXPECT_TRUE(pieces == expected) << "in pieces, each " << each << '\n'
                                        << first_difference(pieces, expected);
        if (whole != expected || pieces != expected) return;
    }
}

// What makes a game not plain, or its end hard to tell, put in at random places.
std::string altered(const std::string& text, unsigned seed) {
    static const std::vector<std::string> kInserts = {"\r",
                                                      " ",
                                                      "\t",
                                                      "1-0",
                                                      "0-1",
                                                      "1/2-1/2",
                                                      "*",
                                                      "\xC2\xBD",
                                                      "\xBD",
                                                      "{",
                                                      "}",
                                                      ";",
                                                      "; x\n",
                                                      "[Event \"x\"]",
                                                      "%",
                                                      "\n%x\xE9\n",
                                                      "\n",
                                                      "\r\n",
                                                      " 1-0",
                                                      "\xE9",
                                                      "12.",
                                                      "0-0",
                                                      "\n\n[",
                                                      "\n[",
                                                      "O-O",
                                                      "\v",
                                                      "(",
                                                      ")",
                                                      "$1",
                                                      "!",
                                                      "Nf3",
                                                      "e4",
                                                      "\xEF\xBB\xBF",
                                                      "[White \"\xE9\"]\n",
                                                      "[Black \"\xC3\xA9\"]\n",
                                                      "1-0\n; own\n",
                                                      "*\n\n1. e4 *\n"};
    return test::scatter(text, kInserts, 30, 3, seed);
}

TEST(ReadNext, TellsWhatSplittingThenReadingTellsOnEveryTestFile) {
    std::size_t files = 0;
    for (const auto& e : fs::recursive_directory_iterator(data("pgn-tests"))) {
        if (!e.is_regular_file()) continue;
        SCOPED_TRACE(e.path().string());
        ++files;
        const std::string text = read_games(e.path().string());
        expect_same(text, 1 + files % 300, unsigned(files));
        expect_same(text, 1 + files % 7, unsigned(files));
    }
    EXPECT_GE(files, 330u);
}

// Tag lines of every length around the reader's 32-byte window, with a Latin-1 byte, an
// escape or a UTF-8 character at every place in the value: the open reading must see a
// non-ASCII byte wherever it falls (the split reading converts the whole game first).
TEST(ReadNext, TellsWhatSplittingThenReadingTellsAboutTagLinesOfEveryLength) {
    std::string text;
    for (std::size_t name_length : {1u, 5u, 26u, 27u, 28u, 29u, 30u}) {
        const std::string name =
            std::string("Whiteabcdefghijklmnopqrstuvwxyz").substr(0, name_length);
        for (std::size_t value_length = 1; value_length <= 34; ++value_length) {
            for (std::size_t at = 0; at < value_length; ++at) {
                for (const char* odd : {"\xE9", "\xC3\xA9", "\\\"", "v"}) {
                    text += "[" + name + " \"" + std::string(at, 'v') + odd +
                            std::string(value_length - at - 1, 'v') +
                            "\"]\r\n[Round \"1\"]\r\n\r\n" + "1.e4 e5 1-0\r\n\r\n";
                }
            }
        }
    }
    expect_same(text, 70000);
    expect_same(text, 45, 5);
}

TEST(ReadNext, TellsWhatSplittingThenReadingTellsOnTheCorpus) {
    const std::string corpus = read_games(data("games/pgnmentor-first-2000.pgn.zst"));
    expect_same(corpus, 70000);
    expect_same(corpus, 5000, 2);
    std::string unix_ends;
    for (char c : corpus)
        if (c != '\r') unix_ends += c;
    expect_same(unix_ends, 70000);
    // Strict reading and a language of letters that are not one byte take the usual way.
    PgnReadOptions strict;
    strict.moves.strict = true;
    expect_same(corpus.substr(0, 200000), 70000, 3, strict);
}

TEST(ReadNext, TellsWhatSplittingThenReadingTellsWhereGamesAreOdd) {
    const std::string corpus =
        read_games(data("games/pgnmentor-first-2000.pgn.zst")).substr(0, 400000);
    for (unsigned seed = 1; seed <= 80; ++seed) {
        SCOPED_TRACE(seed);
        const std::size_t at = (seed * 48271u) % (corpus.size() - 12000);
        std::string piece = corpus.substr(at, 12000);
        piece.erase(0, piece.find("\n[Event") + 1);  // from a game's start
        const std::string odd = altered(piece, seed);
        expect_same(odd, 1 + seed * 37 % 2000, seed);
        expect_same(odd, 1 + seed % 5, seed);
    }
}

TEST(ReadNext, TellsWhatSplittingThenReadingTellsOfGamesInIsoLatin1) {
    // ISO-8859-1 is found per game, in any part of it: before the movetext is read on an open
    // game's short path, its tags and escape lines must be known to be ASCII, or the game cut.
    const std::string next = "[Event \"n\"]\n\n1. d4 d5 *\n";
    for (const std::string movetext :
         {"1. e4 e5 2. Nf3 1-0", "1. e4 {caf\xE9} e5 1-0", "1. e4 Ke7 1-0", "1. e4 e5 2. Nf3\n"}) {
        SCOPED_TRACE(movetext);
        for (const std::string tags :
             {"[Event \"a\"]\n[White \"Jos\xE9\"]\n",
              "[Event \"a\"]\n%caf\xE9 \xE0 \xE9t\xE9 cr\xE9\xE9 \xE0 S\xE8te\n[Site \"b\"]\n",
              "%caf\xE9\n[Event \"a\"]\n", "[Event \"a\"]\n[White \"Jos\xC3\xA9\"]\n",
              "[Event \"a\"]\n[White \"Jos\xE9\" ]\n"}) {
            const std::string game = tags + "\n" + movetext + "\n\n" + next;
            expect_same(game + game);
            expect_same(game + game, 3);
        }
    }
}

// The open reading takes the text of a game for UTF-8 when every token of it is a move,
// number or result: what read_move_into reads must then be UTF-8 (as a game in ISO-8859-1
// would be read after conversion). Moves of every kind, with a byte of ISO-8859-1 put in.
TEST(ReadNext, NoMoveIsReadFromTextThatIsNotUtf8) {
    const std::string corpus =
        read_games(data("games/pgnmentor-first-2000.pgn.zst")).substr(0, 100000);
    std::mt19937 rng(7);
    std::size_t tried = 0;
    struct Positions : PgnVisitor {
        std::vector<Position> seen;
        void move(const Position& before, const ReadMove&, std::string_view) override {
            seen.push_back(before);
        }
    } positions;
    auto src = memory_input(corpus);
    read_pgn(*src, positions);
    ASSERT_GT(positions.seen.size(), 1000u);
    for (std::size_t k = 0; k < positions.seen.size(); k += 7) {
        const Position& pos = positions.seen[k];
        MoveList list;
        generate_legal(pos, list);
        for (const Move m : list) {
            for (const WriteOptions& style : {WriteOptions::pgn(), WriteOptions::fide()}) {
                std::string text = write_move(pos, m, style);
                text.insert(rng() % (text.size() + 1), 1, char(0x80 + rng() % 0x80));
                if (detail::valid_utf8(text)) continue;
                ++tried;
                ReadMove rm;
                EXPECT_TRUE(read_move_into(pos, text, rm, ReadOptions{})) << text;
            }
        }
    }
    EXPECT_GT(tried, 10000u);
}

// The reading's own test of where a game ends, on text that goes on past it.
struct OpenEnd {
    bool read;
    std::size_t end;
    bool unknown;
};
OpenEnd open_end(std::string_view text, bool input_end = false) {
    detail::PlainMovetext plain{Position()};
    plain.open = true;
    plain.input_end = input_end;
    ReadOptions options;
    const bool read = detail::read_plain_movetext(text, 0, options, plain);
    return {read, read ? plain.game_end : 0, plain.end_unknown};
}

TEST(ReadNext, TheShortPathFindsWhereTheSplitterEndsAGame) {
    const std::string next = "[Event \"b\"]\n";
    // At the next line that holds anything: a tag, or a bare game after a result.
    std::string t = "1. e4 e5 2. Nf3 1-0\n\n" + next;
    EXPECT_EQ(open_end(t).end, t.find('['));
    t = "1. e4 e5 1-0  \r\n \t\r\n1. d4 *\n";
    EXPECT_EQ(open_end(t).end, t.find("1. d4"));
    t = "1. e4 e5\r\n2. Nf3 1/2-1/2\r\n\r\n" + next;
    EXPECT_EQ(open_end(t).end, t.find('['));
    // At the input's end, when the text goes there.
    t = "1. e4 e5 0-1\n\n";
    EXPECT_EQ(open_end(t, true).end, t.size());
    EXPECT_TRUE(open_end(t, false).unknown);
    t = "1. e4 e5\n";  // no result
    EXPECT_EQ(open_end(t, true).end, t.size());
    EXPECT_TRUE(open_end(t, false).unknown);
    // A ';' comment after the result is the game's own: the end is left to the splitter, as
    // it is when a carriage return stands before the result (the splitter's test for a result
    // at a line's end does not stop there) or anything follows the result on its line.
    for (const std::string& s : {"1. e4 e5 1-0\n; 12 moves\n" + next, "1. e4 e5\r1-0\n" + next,
                                 "1. e4 e5 1-0 {x}\n" + next, "1. e4 e5 1-0\f\n" + next}) {
        SCOPED_TRACE(s);
        EXPECT_FALSE(open_end(s).read);
        EXPECT_TRUE(open_end(s).unknown);
    }
    // A tag line without a result before it may be the next game's: unknown too.
    t = "1. e4 e5\n\n" + next;
    EXPECT_FALSE(open_end(t).read);
    EXPECT_TRUE(open_end(t).unknown);
    // Anything else that is not plain fails inside the game, as it does on the game's text.
    for (const std::string& s :
         {"1. e4 {x} e5 1-0\n" + next, "1. e4 Ke7 1-0\n" + next, "1. e4 e5 \xE9 1-0\n" + next}) {
        SCOPED_TRACE(s);
        EXPECT_FALSE(open_end(s).read);
        EXPECT_FALSE(open_end(s).unknown);
    }
}

}  // namespace
}  // namespace notator
