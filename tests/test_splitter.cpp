// The splitter passes over runs of plain lines 64 bytes at a time when it holds enough bytes
// ahead; a source that hands out one byte at a time never lets it, so the line-by-line loop
// splits every line. Both must cut every text into the same games at the same lines.
#include <gtest/gtest.h>

#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "notator/pgn.hpp"
#include "test_data.hpp"

namespace fs = std::filesystem;
using namespace notator;

namespace {

using test::data;
using test::read_games;

class OneByteAtATime : public ByteSource {
  public:
    explicit OneByteAtATime(const std::string& text) : text_(text) {}
    std::size_t read(char* buffer, std::size_t size) override {
        if (size == 0 || at_ == text_.size()) return 0;
        *buffer = text_[at_++];
        return 1;
    }

  private:
    const std::string& text_;
    std::size_t at_ = 0;
};

struct Piece {
    std::string text;
    std::uint64_t first_line;
    bool operator==(const Piece&) const = default;
};

std::vector<Piece> split(ByteSource& source) {
    GameSplitter splitter(source);
    std::vector<Piece> games;
    std::string_view game;
    std::uint64_t first = 0;
    while (splitter.next(game, first)) games.push_back({std::string(game), first});
    return games;
}

// Splits `text` both ways; returns the number of games.
std::size_t expect_same_split(const std::string& text) {
    auto whole = memory_input(text);
    const auto fast = split(*whole);
    OneByteAtATime trickle(text);
    const auto slow = split(trickle);
    EXPECT_EQ(fast.size(), slow.size());
    for (std::size_t i = 0; i < std::min(fast.size(), slow.size()); ++i) {
        EXPECT_EQ(fast[i].first_line, slow[i].first_line) << "game " << i;
        EXPECT_EQ(fast[i].text, slow[i].text) << "game " << i;
        if (!(fast[i] == slow[i])) break;  // one difference is enough to read
    }
    return fast.size();
}

// The line ends, starts and contents that make a line more than plain, put in at random
// places: what the 64-byte masks must not miss.
std::string altered(const std::string& text, unsigned seed) {
    static const std::vector<std::string> kInserts = {"\r",
                                                      " ",
                                                      "\t",
                                                      "1-0",
                                                      "0-1",
                                                      "1/2-1/2",
                                                      "*",
                                                      "\xC2\xBD",
                                                      "1\xE2\x80\x93"
                                                      "0",
                                                      "{",
                                                      "}",
                                                      ";",
                                                      "[Event \"x\"]",
                                                      "%",
                                                      "\n",
                                                      "\r\n",
                                                      " 1-0",
                                                      "-1",
                                                      "Re1",
                                                      "/2",
                                                      "12.",
                                                      "0-0",
                                                      "\n\n[",
                                                      "\x96"
                                                      "0",
                                                      "O-O",
                                                      "\r[Event \"y\"]",
                                                      " [Event \"z\"]",
                                                      "\t%"};
    return test::scatter(text, kInserts, 40, 4, seed);
}

}  // namespace

TEST(PgnSplitter, SplitsAlikeWithAndWithoutSkippingPlainLines) {
    std::size_t files = 0, games = 0;
    for (const auto& e : fs::recursive_directory_iterator(data("pgn-tests"))) {
        if (!e.is_regular_file()) continue;
        SCOPED_TRACE(e.path().string());
        ++files;
        games += expect_same_split(read_games(e.path().string()));
    }
    EXPECT_GE(files, 330u);
    const std::string corpus = read_games(data("games/pgnmentor-first-2000.pgn.zst"));
    EXPECT_EQ(expect_same_split(corpus), 2000u);
    // The corpus with Windows line ends (it has them) and with Unix ones.
    std::string unix_ends;
    for (char c : corpus)
        if (c != '\r') unix_ends += c;
    EXPECT_EQ(expect_same_split(unix_ends), 2000u);
    EXPECT_GT(games, 800u);  // the test files hold 827
}

TEST(PgnSplitter, SplitsAlikeWhereLinesAreOdd) {
    const std::string corpus =
        read_games(data("games/pgnmentor-first-2000.pgn.zst")).substr(0, 300000);
    for (unsigned seed = 1; seed <= 60; ++seed) {
        SCOPED_TRACE(seed);
        // Pieces of the corpus, so that the alterations land in games of every shape.
        const std::size_t at = (seed * 48271u) % (corpus.size() - 20000);
        expect_same_split(altered(corpus.substr(at, 20000), seed));
    }
    // Lines that end exactly at a window's edge, and texts shorter than a window.
    for (std::size_t pad = 0; pad < 70; ++pad) {
        SCOPED_TRACE(pad);
        std::string text = "[Event \"a\"]\n" + std::string(pad, ' ') + "\n1. e4 e5 2. Nf3 Nc6\n";
        text += "3. Bb5 a6 1-0\n[Event \"b\"]\n\n1. d4 0-1\n";
        EXPECT_EQ(expect_same_split(text), 2u);
        std::string tight(pad, 'e');
        tight += "4 1-0\r\n[Event \"c\"]\r\n1. e4 *\r\n";
        expect_same_split("[Event \"a\"]\r\n\r\n1." + tight);
    }
}

namespace {

// The byte offsets in `text` where GameSplitter starts its games.
std::vector<std::size_t> game_starts(const std::string& text) {
    auto source = memory_input(text);
    GameSplitter splitter(*source);
    std::vector<std::size_t> starts;
    std::string_view game;
    std::uint64_t line = 0;
    std::size_t at = 0;
    while (splitter.next(game, line)) {
        // Games follow one another; only blank lines before the first are in none.
        if (starts.empty()) at = text.find(game);
        starts.push_back(at);
        at += game.size();
    }
    return starts;
}

// Asks find_game_start from `froms` (and from every line start when `every_line`): each start
// it names must be one of the splitter's. Returns how many of the splitter's starts after the
// first it finds when asked from just after the game before.
std::size_t expect_certain_starts(const std::string& text, bool every_line, unsigned seed) {
    const std::vector<std::size_t> starts = game_starts(text);
    const auto is_start = [&](std::size_t p) {
        return std::binary_search(starts.begin(), starts.end(), p);
    };
    std::vector<std::size_t> froms;
    std::mt19937 rng(seed);
    for (int k = 0; k < 200 && !text.empty(); ++k) froms.push_back(rng() % (text.size() + 1));
    if (every_line)
        for (std::size_t i = 0; i < text.size(); ++i)
            if (text[i] == '\n') froms.push_back(i + 1);
    for (const std::size_t from : froms) {
        const std::size_t p = find_game_start(text, from);
        if (p == std::string::npos) continue;
        EXPECT_GE(p, from);
        EXPECT_TRUE(is_start(p)) << "from " << from << ": " << p << " is no game's start: "
                                 << text.substr(p > 80 ? p - 80 : 0, 120);
    }
    std::size_t found = 0;
    for (std::size_t i = 1; i < starts.size(); ++i) {
        const std::size_t p = find_game_start(text, starts[i - 1] + 1);
        EXPECT_TRUE(p == std::string::npos || is_start(p));
        found += p == starts[i];
    }
    return found;
}

}  // namespace

TEST(PgnSplitter, FindsOnlyCertainGameStarts) {
    std::size_t games = 0, found = 0;
    for (const auto& e : fs::recursive_directory_iterator(data("pgn-tests"))) {
        if (!e.is_regular_file()) continue;
        SCOPED_TRACE(e.path().string());
        const std::string text = read_games(e.path().string());
        found += expect_certain_starts(text, text.size() < 200000, 1);
        games += game_starts(text).size();
    }
    const std::string corpus = read_games(data("games/pgnmentor-first-2000.pgn.zst"));
    std::string unix_ends;
    for (char c : corpus)
        if (c != '\r') unix_ends += c;
    // A database's games nearly all start where it can be sure of it.
    EXPECT_GE(expect_certain_starts(corpus, false, 2), 1990u);
    EXPECT_GE(expect_certain_starts(unix_ends, false, 3), 1990u);
    // The test files hold games of every shape; most of them start so too.
    EXPECT_GT(found, games / 2) << found << " of " << games;
}

TEST(PgnSplitter, FindsOnlyCertainGameStartsWhereLinesAreOdd) {
    const std::string corpus =
        read_games(data("games/pgnmentor-first-2000.pgn.zst")).substr(0, 300000);
    // What may make a line that starts with '[' or follows a result no game's start: a brace
    // comment open across lines (also one a ';' comment or a tag line hides), an escape line,
    // a tag line with no movetext before it, a ';' comment after a result.
    static const std::vector<std::string> kInserts = {"{",
                                                      "}",
                                                      "{ a comment\n[Event \"in a comment\"]\n}",
                                                      "; {\n",
                                                      "; }\n",
                                                      "[Note \"{\"]\n",
                                                      "%{\n",
                                                      "% [Event \"x\"]\n",
                                                      "\n\n[Event \"y\"]\n",
                                                      "\n1-0\n",
                                                      "\n1-0\n;GameDuration\n",
                                                      " 0-1\n\n",
                                                      "\n*\n",
                                                      "\r\n",
                                                      "\n[",
                                                      "[Site \"}\"]\n",
                                                      "\n%\n",
                                                      "\t[Event \"z\"]\n"};
    for (unsigned seed = 1; seed <= 60; ++seed) {
        SCOPED_TRACE(seed);
        const std::size_t at = (seed * 48271u) % (corpus.size() - 20000);
        expect_certain_starts(test::scatter(corpus.substr(at, 20000), kInserts, 30, 4, seed), true,
                              seed);
    }
    // Bare game scores, one after another: a game starts after a line that ends in a result.
    const std::string bare = "1. e4 e5 2. Nf3 Nc6 1-0\n1. d4 d5 0-1\n\n1. c4 *\n";
    const auto starts = game_starts(bare);
    ASSERT_EQ(starts.size(), 3u);
    EXPECT_EQ(find_game_start(bare, 1), starts[1]);
    EXPECT_EQ(find_game_start(bare, starts[1] + 1), starts[2]);
    EXPECT_EQ(find_game_start(bare, starts[2] + 1), std::string::npos);
    // Not within a comment, and not a ';' comment that follows the result.
    EXPECT_EQ(find_game_start("1. e4 {\n[Event \"x\"]\n} e5 *\n", 1), std::string::npos);
    EXPECT_EQ(find_game_start("1. e4 e5 1-0\n; duration\n[Event \"x\"]\n", 1), 24u);
    // Tags with no movetext before them belong to the same game.
    EXPECT_EQ(find_game_start("[Event \"a\"]\n\n[Site \"b\"]\n1. e4 *\n", 1), std::string::npos);
}
