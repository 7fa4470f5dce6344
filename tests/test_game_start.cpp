// The reader tells the same whatever way its bytes come: all at once from memory, or from a
// source that hands them out a byte at a time (so that every token, comment and line is cut by
// the end of what has been read, somewhere). And find_game_start names only places where the
// reader starts a game: reading the pieces it cuts tells what reading the whole tells.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "notator/game_start.hpp"
#include "notator/pgn.hpp"
#include "test_data.hpp"

namespace notator {
namespace {

namespace fs = std::filesystem;
using test::data;
using test::read_games;

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

// Everything a visitor is told, as text: every call of a reading that hands everything over,
// or of one that only checks.
struct Log : PgnVisitor {
    explicit Log(MovetextReading r) : reading(r) {}
    MovetextReading reading;
    std::string text;
    std::uint64_t games = 0;
    std::uint64_t lines_before = 0;  // added to every line (a piece's place in the whole)
    std::uint64_t games_before = 0;
    std::string at(Location l) const {
        return std::to_string(l.line + lines_before) + ':' + std::to_string(l.column);
    }
    void begin_game(std::uint64_t number, Location where) override {
        text += "game " + std::to_string(number + games_before) + " @" + at(where) + '\n';
    }
    void tag(std::string_view n, std::string_view v) override {
        ((text += "tag ").append(n) += '=').append(v) += '\n';
    }
    MovetextReading begin_movetext(const Position& start) override {
        text += "start " + start.fen() + '\n';
        return reading;
    }
    void move(const Position& before, const ReadMove& m, std::string_view written) override {
        ((text += "move ").append(written) += ' ' + std::to_string(m.move.raw())) +=
            ' ' + std::to_string(before.halfmove_clock()) + '\n';
    }
    void comment(std::string_view c) override { (text += "comment ").append(c) += '\n'; }
    void nag(int v) override { text += "nag " + std::to_string(v) + '\n'; }
    void begin_variation() override { text += "(\n"; }
    void end_variation() override { text += ")\n"; }
    void move_error(const Diagnostic& e, std::string_view rest) override {
        (text += "error " + at(e.where) + ' ' + e.message + " | " + e.source.text + " | ")
            .append(rest) += '\n';
    }
    void warning(const Diagnostic& w) override {
        text += "warning " + at(w.where) + ' ' + w.message + " | " + w.source.text + '\n';
    }
    void end_game(const GameEnd& end) override {
        (text += "end ").append(end.result) += ' ' + std::to_string(end.moves) + '\n';
        ++games;
    }
};

std::string read_all(ByteSource& source, MovetextReading r) {
    Log log(r);
    read_pgn(source, log);
    return log.text;
}

std::string read_memory(std::string_view text, MovetextReading r) {
    Log log(r);
    read_pgn(text, log);
    return log.text;
}

// Where two logs part, with some of each from there.
std::string first_difference(const std::string& a, const std::string& b) {
    std::size_t at = 0;
    while (at < a.size() && at < b.size() && a[at] == b[at]) ++at;
    at = at == 0 ? 0 : a.rfind('\n', at - 1) + 1;
    return "expected:\n" + a.substr(at, 400) + "\ngot:\n" + b.substr(at, 400);
}

// The same log from memory and a byte at a time, for both readings; the games.
std::uint64_t expect_same_either_way(const std::string& text) {
    std::uint64_t games = 0;
    for (const MovetextReading r : {MovetextReading::All, MovetextReading::Check}) {
        const std::string whole = read_memory(text, r);
        OneByteAtATime trickle(text);
        const std::string slow = read_all(trickle, r);
        EXPECT_TRUE(whole == slow) << first_difference(whole, slow);
        games = std::uint64_t(std::count(whole.begin(), whole.end(), '\n'));
    }
    return games;
}

// Reads `text` cut into pieces at the places find_game_start names (from about every `step`
// bytes): the log must be the whole's. Returns the number of cuts.
std::size_t expect_cuts_start_games(const std::string& text, std::size_t step) {
    const std::string whole = read_memory(text, MovetextReading::All);
    Log pieces(MovetextReading::All);
    std::size_t from = 0, cuts = 0;
    while (from < text.size()) {
        std::size_t cut = find_game_start(text, from + step);
        if (cut == std::string::npos) cut = text.size();
        const std::string_view piece = std::string_view(text).substr(from, cut - from);
        PgnReader reader(piece);
        while (reader.read_game(pieces)) {
        }
        pieces.lines_before += reader.line() - 1;
        pieces.games_before = pieces.games;
        cuts += cut < text.size();
        from = cut;
    }
    EXPECT_TRUE(whole == pieces.text) << first_difference(whole, pieces.text);
    return cuts;
}

std::vector<std::string> test_files() {
    std::vector<std::string> files;
    for (const auto& e : fs::recursive_directory_iterator(data("pgn-tests")))
        if (e.is_regular_file()) files.push_back(e.path().string());
    std::sort(files.begin(), files.end());
    return files;
}

TEST(Reader, TellsTheSameWhicheverWayTheBytesCome) {
    std::size_t files = 0;
    for (const std::string& f : test_files()) {
        SCOPED_TRACE(f);
        expect_same_either_way(read_games(f));
        ++files;
        if (::testing::Test::HasFailure()) return;
    }
    EXPECT_GE(files, 330u);
}

// What makes where a game ends hard to tell, put in at random places.
const std::vector<std::string> kOdd = {"{",
                                       "}",
                                       "{ a comment\n\n[Event \"in a comment\"]\n}",
                                       "{ left open\n",
                                       "; {\n",
                                       "\n%{\n",
                                       "\n\n[Event \"y\"]\n",
                                       "\n1-0\n",
                                       " 1-0 ",
                                       " 1-0 [Event \"z\"]",
                                       " * * ",
                                       "\n1-0\n;GameDuration\n",
                                       " 0-1\n\n",
                                       "\r\n",
                                       " Qh9 ",
                                       " 1. e4 ",
                                       "(",
                                       ")",
                                       "\xC2\xA0",
                                       "\xEF\xBB\xBF",
                                       "\n1. e4 e5 1/2-1/2\n",
                                       "(1-0)",
                                       "\n\n[Event \"t\"]\n[Result \"1-0\"]\n\n",
                                       "\n\n\n"};

TEST(Reader, TellsTheSameWhicheverWayTheBytesComeWhereGamesAreOdd) {
    const std::string part =
        read_games(data("games/pgnmentor-first-2000.pgn.zst")).substr(0, 60000);
    for (unsigned seed = 1; seed <= 8; ++seed) {
        SCOPED_TRACE(seed);
        expect_same_either_way(test::scatter(part, kOdd, 40, 3, seed));
        if (::testing::Test::HasFailure()) return;
    }
}

TEST(GameStart, CutsOnlyWhereGamesStart) {
    std::size_t cuts = 0;
    for (const std::string& f : test_files()) {
        SCOPED_TRACE(f);
        const std::string text = read_games(f);
        cuts += expect_cuts_start_games(text, 300);
        if (::testing::Test::HasFailure()) return;
    }
    EXPECT_GT(cuts, 400u);
}

TEST(GameStart, CutsOnlyWhereGamesStartWhereGamesAreOdd) {
    const std::string corpus = read_games(data("games/pgnmentor-first-2000.pgn.zst"));
    EXPECT_GT(expect_cuts_start_games(corpus, 4096), 250u);
    const std::string part = corpus.substr(0, 200000);
    for (unsigned seed = 1; seed <= 8; ++seed) {
        SCOPED_TRACE(seed);
        EXPECT_GT(expect_cuts_start_games(test::scatter(part, kOdd, 60, 3, seed), 1000), 20u);
        if (::testing::Test::HasFailure()) return;
    }
}

// The places it names: a tag line after a blank line, where the line before is no tag line.
TEST(GameStart, TheRuleItself) {
    const std::string text =
        "[Event \"a\"]\n\n[Site \"b\"]\n\n1. e4 *\n\n[Event \"c\"]\n1. d4 {\n\n[Event \"d\"]\n";
    const std::size_t c = text.find("[Event \"c\"]");
    const std::size_t d = text.find("[Event \"d\"]");
    EXPECT_EQ(find_game_start(text, 1), c);      // not [Site: a tag line comes before it
    EXPECT_EQ(find_game_start(text, c + 1), d);  // in a comment left open too
    EXPECT_EQ(find_game_start(text, d + 1), std::string::npos);
    EXPECT_EQ(find_game_start("1. e4 1-0\n1. d4 *\n", 1), std::string::npos);  // bare: not cut
    // A game begun behind a result on its line: its line is movetext, and the reader too starts
    // the next game at the tag line after the blank one.
    const std::string behind = "1. e4 1-0 [Event \"b\"]\n\n[Site \"c\"]\n\n1. d4 *\n";
    EXPECT_EQ(find_game_start(behind, 1), behind.find("[Site"));
    EXPECT_EQ(expect_cuts_start_games(behind, 1), 1u);
    const std::string whole = read_memory(behind, MovetextReading::All);
    EXPECT_NE(whole.find("game 3 @3:1\ntag Site=c\n"), std::string::npos) << whole;
    // A game of tags alone (a forfeit): after a blank line, a tag its section already has
    // starts the next game; another tag is more of the same game's.
    const std::string forfeit =
        "[Event \"f\"]\n[White \"a\"]\n[Result \"1-0\"]\n\n[Event \"g\"]\n[Site \"s\"]\n\n"
        "[Result \"0-1\"]\n\n1. e4 0-1\n";
    const std::size_t g = forfeit.find("[Event \"g\"]");
    EXPECT_EQ(find_game_start(forfeit, 1), g);
    EXPECT_EQ(find_game_start(forfeit, g + 1), std::string::npos);
    EXPECT_EQ(expect_cuts_start_games(forfeit, 1), 1u);
    // A tag line with moves after it belongs to a game before: no section of tags alone, for
    // the reader, which does not see that game, and the cut, which does.
    const std::string mixed =
        "[Event \"a\"] 1. e4 e5 *\n[Site \"s\"]\n\n[Event \"b\"]\n\n1. d4 d5 *\n";
    EXPECT_EQ(find_game_start(mixed, 1), std::string::npos);
    const std::string two = read_memory(forfeit, MovetextReading::All);
    EXPECT_NE(two.find("tag Result=1-0\nstart "), std::string::npos) << two;
    EXPECT_NE(two.find("game 2 @5:1\ntag Event=g\ntag Site=s\ntag Result=0-1\n"), std::string::npos)
        << two;
}

}  // namespace
}  // namespace notator
