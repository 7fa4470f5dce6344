// The reader's short path for plain movetext (taken for visitors that only count moves) must
// tell exactly what the general path tells: the same moves, result, warnings and errors, at
// the same places, on every game of the test files and on games altered in the ways that
// make movetext not plain.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "notator/pgn.hpp"
#include "test_data.hpp"

namespace notator {
namespace {

namespace fs = std::filesystem;

using test::data;
using test::read_games;

// Everything a counting visitor is told, as text, game by game.
class Tally : public PgnVisitor {
  public:
    explicit Tally(bool each) : each_(each) {}
    bool wants_each_move() const override { return each_; }
    void moves_counted(std::uint64_t n) override {
        moves_ += n;
        ++short_path_games;
    }
    void move(const Position&, const ReadMove&, std::string_view) override { ++moves_; }
    void move_error(const MoveError& e, std::string_view rest) override {
        log_ << "error " << e.where.line << ':' << e.where.column << ' ' << e.message << " ["
             << rest << "]\n";
    }
    void syntax_issue(const SyntaxIssue& i) override {
        log_ << "issue " << i.where.line << ':' << i.where.column << ' ' << issue_kind_name(i.kind)
             << ' ' << i.message << '\n';
    }
    void end_game(std::string_view result) override {
        log_ << "game " << moves_ << ' ' << result << '\n';
        moves_ = 0;
    }
    std::string log() const { return log_.str(); }
    std::uint64_t short_path_games = 0;

  private:
    bool each_;
    std::uint64_t moves_ = 0;
    std::ostringstream log_;
};

// What each path tells about `pgn`; `short_games` gets how many games the short path took.
std::pair<std::string, std::string> both_paths(std::string_view pgn,
                                               std::uint64_t* short_games = nullptr,
                                               const PgnReadOptions& options = {}) {
    Tally general(true), fast(false);
    auto a = memory_input(pgn);
    read_pgn(*a, general, options);
    auto b = memory_input(pgn);
    read_pgn(*b, fast, options);
    EXPECT_EQ(general.short_path_games, 0u);
    if (short_games) *short_games = fast.short_path_games;
    return {general.log(), fast.log()};
}

TEST(PlainPath, TellsWhatTheGeneralPathTellsOnEveryTestFile) {
    std::size_t files = 0;
    for (const auto& e : fs::recursive_directory_iterator(data("pgn-tests"))) {
        if (!e.is_regular_file()) continue;
        ++files;
        SCOPED_TRACE(e.path().string());
        const std::string text = read_games(e.path().string());
        const auto [general, fast] = both_paths(text);
        EXPECT_EQ(general, fast);
    }
    EXPECT_GE(files, 330u);
}

TEST(PlainPath, TakenForNearlyEveryGameOfADatabase) {
    const std::string text = read_games(data("games/pgnmentor-first-2000.pgn.zst"));
    std::uint64_t short_games = 0;
    const auto [general, fast] = both_paths(text, &short_games);
    EXPECT_EQ(general, fast);
    // Not a stub: the corpus is plain but for a few games with a warning.
    EXPECT_GE(short_games, 1900u);
    // Strict reading and other languages go the general way, and still agree.
    PgnReadOptions strict;
    strict.moves.strict = true;
    const auto [gs, fs_] = both_paths(text.substr(0, 200000), &short_games, strict);
    EXPECT_EQ(gs, fs_);
}

// Games made not plain, or wrong, one change at a time: each path must tell the same.
TEST(PlainPath, AgreesOnAlteredGames) {
    const std::string text = read_games(data("games/pgnmentor-first-2000.pgn.zst"));
    // The first 300 games, one string each.
    std::vector<std::string> games;
    for (std::size_t at = 0; games.size() < 300;) {
        const std::size_t next = text.find("\n[Event ", at + 1);
        games.push_back(text.substr(at, next == std::string::npos ? std::string::npos : next - at));
        if (next == std::string::npos) break;
        at = next + 1;
    }
    ASSERT_EQ(games.size(), 300u);
    const std::vector<std::pair<std::string, std::string>> changes = {
        {" ", "  "},
        {" ", "\t"},
        {".", ". "},
        {".", "..."},
        {"+", ""},
        {"+", "#"},
        {"x", ""},
        {"O-O", "0-0"},
        {"O-O ", "O-O+ "},
        {"N", "S"},
        {"N", "Ng"},
        {"1", "2"},
        {"4", "5"},
        {"\r\n", "\n"},
        {" ", " {c} "},
        {" ", " $1 "},
        {" ", " ! "},
        {" ", " (=) "},
        {" ", " e.p. "},
        {"Q", "D"},
        {"e", "f"},
        {"d", "e"},
        {" 1-0", ""},
        {" 0-1", " 1-0"},
        {"1/2-1/2", "*"},
        {" ", " -- "},
        {"R", "Rh"},
        {"x", "xx"},
        {"5.", "5"},
        {".", ".."},
        {"B", "b"},
        {" ", "\n%x\n"},
        {"K", "Kx"},
        {"=Q", ""},
        {" ", " ( "},
        {" ", " ) "},
        {" ", " ; c\n"},
        {"a", "h"},
        {"3", "8"},
        {"4", "9"},
        {" ", " ep "},
        {" ", " e.p "},
        {"x", ":"},
        {"+", "++"},
        {" ", "\f"},
        {"N", "N\v"},
        {" ", std::string(1, '\0')},
        {"3 ", "3) "},
        {"3 ", "3{ "},
        {"O ", "O; "},
        // Blank runs longer than the 16 bytes the short path looks at, and control characters
        // that end a token without being blank.
        {" ", std::string(23, ' ')},
        {" ", " \r\n\r\n\t \t    \r\n        "},
        {" ", "\x01"},
        {" ", " \x01 "},
        {"\r\n", "\r\n" + std::string(15, ' ')},
    };
    std::mt19937 rng(20261123);
    std::uint64_t short_games = 0, total_short = 0;
    std::size_t changed = 0;
    for (const auto& [from, to] : changes) {
        for (int k = 0; k < 40; ++k) {
            std::string g = games[rng() % games.size()];
            // Somewhere in the movetext, which starts "1." after the tags.
            const std::size_t body = g.find("\n1.");
            if (body == std::string::npos) continue;
            std::vector<std::size_t> places;
            for (std::size_t p = g.find(from, body); p != std::string::npos;
                 p = g.find(from, p + 1))
                places.push_back(p);
            if (places.empty()) continue;
            g.replace(places[rng() % places.size()], from.size(), to);
            ++changed;
            SCOPED_TRACE(from + " -> " + to + "\n" + g);
            const auto [general, fast] = both_paths(g, &short_games);
            EXPECT_EQ(general, fast);
            total_short += short_games;
        }
    }
    EXPECT_GT(changed, 1000u);
    // Some changes keep the game plain (a number alone, a line end), most do not.
    EXPECT_GT(total_short, 100u);
    EXPECT_LT(total_short, changed);
}

// Where a game stops being plain at a move, the moves before it are counted on the short path
// and the general reading goes on from that move (its number with it), not from the start.
TEST(PlainPath, GoesOnFromTheMoveWhereItGaveUp) {
    struct Split : PgnVisitor {
        bool wants_each_move() const override { return false; }
        void moves_counted(std::uint64_t n) override { counted += n; }
        void move(const Position&, const ReadMove&, std::string_view written) override {
            each.push_back(std::string(written));
        }
        void move_error(const MoveError& e, std::string_view) override {
            errors.push_back(e.where.column);
        }
        void syntax_issue(const SyntaxIssue& i) override { issues.push_back(i.where.column); }
        std::uint64_t counted = 0;
        std::vector<std::string> each;
        std::vector<std::uint32_t> errors, issues;
    };
    {  // mate written as check: warned at the last move, read the general way from its number
        Split v;
        auto in = memory_input("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7+ 1-0\n");
        read_pgn(*in, v);
        EXPECT_EQ(v.counted, 6u);
        EXPECT_EQ(v.each, std::vector<std::string>{"Qxf7+"});
        EXPECT_EQ(v.issues, std::vector<std::uint32_t>{35});
    }
    {  // an illegal move: the error where it stands, the moves before it counted
        Split v;
        auto in = memory_input("1.e4 e5 2.Nf3 Nc6 3.Ke3 Nf6 *\n");
        read_pgn(*in, v);
        EXPECT_EQ(v.counted, 4u);
        EXPECT_TRUE(v.each.empty());
        EXPECT_EQ(v.errors, std::vector<std::uint32_t>{21});
    }
}

// A check sign's move is taken as not mate once the next move is played from it, and tested
// where the short path stops before that: each way, both paths must tell the same, and the
// short path must take back a "check" that was mate and hand that move to the general path.
TEST(PlainPath, SettlesACheckSignAtTheNextMove) {
    const std::vector<std::string> games = {
        // mate written as check, then a move after it, a null move after it, nothing after it
        "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7+ Ke7 1-0\n",
        "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7+ -- 1-0\n",
        "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7+\n",
        "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7+ Z0 1-0\n",
        "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7+ Ke7+ 1-0\n",
        // a true check, then an illegal reply; then a legal one
        "1. e4 e5 2. Bc4 Nc6 3. Bxf7+ Kd7 *\n",
        "1. e4 e5 2. Bc4 Nc6 3. Bxf7+ Kxf7 *\n",
        // a check answered by a check, which settles the first before its own is kept
        "[FEN \"3q2k1/8/8/8/8/8/8/3Q3K w - - 0 1\"]\n\n1. Qd5+ Qxd5+ 2. Kg1 *\n",
        "[FEN \"3q2k1/8/8/8/8/8/8/3Q3K w - - 0 1\"]\n\n1. Qd5+ Qxd5+ *\n",
        // the last move checks and the game ends there
        "1. e4 e5 2. Bc4 Nc6 3. Bxf7+ 1-0\n",
    };
    std::uint64_t short_games = 0, total_short = 0;
    for (const std::string& g : games) {
        SCOPED_TRACE(g);
        const auto [general, fast] = both_paths(g, &short_games);
        EXPECT_EQ(general, fast);
        total_short += short_games;
    }
    // The games whose signs are right are read whole on the short path.
    EXPECT_GE(total_short, 4u);
    struct Counted : PgnVisitor {
        bool wants_each_move() const override { return false; }
        void moves_counted(std::uint64_t n) override { counted += n; }
        void move(const Position&, const ReadMove& m, std::string_view) override {
            each += m.warning ? 'w' : 'm';
        }
        std::uint64_t counted = 0;
        std::string each;
    };
    Counted v;
    auto in = memory_input(games[0]);
    read_pgn(*in, v);
    EXPECT_EQ(v.counted, 6u);  // Qxf7+ taken back, read the general way with its warning
    EXPECT_EQ(v.each.substr(0, 1), "w");
}

}  // namespace
}  // namespace notator
