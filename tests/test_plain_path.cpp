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
#include "notator/uci.hpp"
#include "test_data.hpp"

namespace notator {
namespace {

namespace fs = std::filesystem;

using test::data;
using test::read_games;

// The errors and issues a reading tells of, as text; its subclasses add what else they are told.
class Logged : public PgnVisitor {
  public:
    void move_error(const MoveError& e, std::string_view rest) override {
        log_ << "error " << e.where.line << ':' << e.where.column << ' ' << e.message << " ["
             << rest << "]\n";
    }
    void syntax_issue(const SyntaxIssue& i) override {
        log_ << "issue " << i.where.line << ':' << i.where.column << ' ' << issue_kind_name(i.kind)
             << ' ' << i.message << '\n';
    }
    std::string log() const { return log_.str(); }

  protected:
    std::ostringstream log_;
};

// Everything a counting visitor is told, as text, game by game.
class Tally : public Logged {
  public:
    explicit Tally(bool each) : each_(each) {}
    bool wants_each_move() const override { return each_; }
    void moves_counted(std::uint64_t n) override {
        moves_ += n;
        ++short_path_games;
    }
    void move(const Position&, const ReadMove&, std::string_view) override { ++moves_; }
    void end_game(std::string_view result) override {
        log_ << "game " << moves_ << ' ' << result << '\n';
        moves_ = 0;
    }
    std::uint64_t short_path_games = 0;

  private:
    bool each_;
    std::uint64_t moves_ = 0;
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

// Every file of pgn-tests read both ways by `both_ways(text)` (both_paths, each_move_both_ways),
// which must tell the same; how many files.
template <class BothWays>
std::size_t agree_on_test_files(BothWays both_ways) {
    std::size_t files = 0;
    for (const auto& e : fs::recursive_directory_iterator(data("pgn-tests"))) {
        if (!e.is_regular_file()) continue;
        ++files;
        SCOPED_TRACE(e.path().string());
        const auto [usual, shorter] = both_ways(read_games(e.path().string()));
        EXPECT_EQ(usual, shorter);
    }
    return files;
}

TEST(PlainPath, TellsWhatTheGeneralPathTellsOnEveryTestFile) {
    EXPECT_GE(agree_on_test_files([](std::string_view text) { return both_paths(text); }), 330u);
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

// The first 300 games of the corpus, one string each.
std::vector<std::string> corpus_games() {
    const std::string text = read_games(data("games/pgnmentor-first-2000.pgn.zst"));
    std::vector<std::string> games;
    for (std::size_t at = 0; games.size() < 300;) {
        const std::size_t next = text.find("\n[Event ", at + 1);
        games.push_back(text.substr(at, next == std::string::npos ? std::string::npos : next - at));
        if (next == std::string::npos) break;
        at = next + 1;
    }
    EXPECT_EQ(games.size(), 300u);
    return games;
}

// Changes that make movetext not plain, or wrong.
const std::vector<std::pair<std::string, std::string>> kChanges = {
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

// Games of the corpus changed once each, 40 times for every change: `check(from, to, game)`.
template <class Check>
std::size_t for_each_altered(Check check) {
    const std::vector<std::string> games = corpus_games();
    std::mt19937 rng(20261123);
    std::size_t changed = 0;
    for (const auto& [from, to] : kChanges) {
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
            check(from, to, g);
        }
    }
    return changed;
}

// Each game read both ways by `both_ways(game, &count)` (both_paths, each_move_both_ways), which
// must tell the same; the sum of the counts of what came the short way.
template <class BothWays>
std::uint64_t agree_on(const std::vector<std::string>& games, BothWays both_ways) {
    std::uint64_t total = 0;
    for (const std::string& g : games) {
        SCOPED_TRACE(g);
        std::uint64_t count = 0;
        const auto [usual, shorter] = both_ways(g, &count);
        EXPECT_EQ(usual, shorter);
        total += count;
    }
    return total;
}

// The same, on the corpus's altered games (for_each_altered); `changed` gets how many.
template <class BothWays>
std::uint64_t agree_on_altered(std::size_t& changed, BothWays both_ways) {
    std::uint64_t total = 0;
    changed =
        for_each_altered([&](const std::string& from, const std::string& to, const std::string& g) {
            SCOPED_TRACE(from + " -> " + to + "\n" + g);
            std::uint64_t count = 0;
            const auto [usual, shorter] = both_ways(g, &count);
            EXPECT_EQ(usual, shorter);
            total += count;
        });
    return total;
}

// Games made not plain, or wrong, one change at a time: each path must tell the same.
TEST(PlainPath, AgreesOnAlteredGames) {
    std::size_t changed = 0;
    const std::uint64_t total_short = agree_on_altered(
        changed, [](std::string_view g, std::uint64_t* n) { return both_paths(g, n); });
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
    const std::uint64_t total_short =
        agree_on(games, [](std::string_view g, std::uint64_t* n) { return both_paths(g, n); });
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

// A visitor that wants each move but not its whole text (a writer, say) gets plain movetext on
// the short path too, move by move: it must be told exactly what it is told the usual way,
// every call in the same order, with the position before each move and the fields of the move
// it may read.
class EveryCall : public Logged {
  public:
    explicit EveryCall(bool text) : text_(text) {}
    bool wants_move_text() const override { return text_; }
    void begin_game(std::uint64_t number, Location where) override {
        log_ << "begin " << number << ' ' << where.line << '\n';
    }
    void tag(std::string_view name, std::string_view value) override {
        log_ << "tag " << name << ' ' << value << '\n';
    }
    void begin_movetext(const Position& start) override { log_ << "start " << start.fen() << '\n'; }
    void move(const Position& before, const ReadMove& m, std::string_view written) override {
        log_ << "move " << before.fen() << ' ' << to_uci(before, m.move) << ' ' << int(m.text.check)
             << ' ' << int(m.text.nag) << ' ' << m.text.draw_offer << ' '
             << (m.warning ? int(m.warning->code) : -1) << ' ' << written << '\n';
        ++moves;
        // The short path leaves the rest of the text at its defaults (the usual way sets `to`
        // but for castling and null moves).
        defaults += m.text.to == Square::A1 && m.move.to() != Square::A1 && !m.move.is_castling() &&
                    !m.move.is_null();
    }
    void comment(std::string_view text) override { log_ << "comment " << text << '\n'; }
    void nag(int value) override { log_ << "nag " << value << '\n'; }
    void begin_variation() override { log_ << "(\n"; }
    void end_variation() override { log_ << ")\n"; }
    void end_game(std::string_view result) override { log_ << "end " << result << '\n'; }
    std::uint64_t moves = 0, defaults = 0;

  private:
    bool text_;
};

// What a visitor that wants each move's text is told about `pgn`, and one that does not;
// `short_moves` gets how many moves came the short way.
std::pair<std::string, std::string> each_move_both_ways(std::string_view pgn,
                                                        std::uint64_t* short_moves = nullptr,
                                                        std::uint64_t* moves = nullptr) {
    EveryCall usual(true), shorter(false);
    auto a = memory_input(pgn);
    read_pgn(*a, usual);
    auto b = memory_input(pgn);
    read_pgn(*b, shorter);
    EXPECT_EQ(usual.defaults, 0u);
    if (short_moves) *short_moves = shorter.defaults;
    if (moves) *moves = shorter.moves;
    return {usual.log(), shorter.log()};
}

TEST(PlainPathEachMove, TellsWhatTheGeneralPathTellsOnEveryTestFile) {
    EXPECT_GE(agree_on_test_files([](std::string_view text) { return each_move_both_ways(text); }),
              330u);
}

TEST(PlainPathEachMove, TakesNearlyEveryMoveOfADatabase) {
    std::uint64_t short_moves = 0, moves = 0;
    const auto [usual, shorter] = each_move_both_ways(
        read_games(data("games/pgnmentor-first-2000.pgn.zst")), &short_moves, &moves);
    EXPECT_EQ(usual, shorter);
    // Not a stub: nearly every move of the corpus comes the short way (not those of the general
    // reading: promotions, e.p., ambiguities, and the moves after a game stops being plain).
    EXPECT_GT(moves, 150000u);
    EXPECT_GT(short_moves, moves * 9 / 10);
}

TEST(PlainPathEachMove, AgreesOnAlteredGames) {
    std::size_t changed = 0;
    const std::uint64_t total_short = agree_on_altered(
        changed, [](std::string_view g, std::uint64_t* n) { return each_move_both_ways(g, n); });
    EXPECT_GT(changed, 1000u);
    EXPECT_GT(total_short, 10000u);
}

// Where the short path gives up after some moves, the general reading goes on from there as if
// it had read them: a variation or comment after them, a follower of the next move, a check
// sign that is mate, a game that ends on the board.
TEST(PlainPathEachMove, GoesOnFromWhereItGaveUp) {
    const std::vector<std::string> games = {
        "1. e4 e5 2. Nf3 (2. f4 exf4) 2... Nc6 *\n",
        "1. e4 e5 2. Nf3 {a comment} (2. f4 exf4) 2... Nc6 *\n",
        "1. e4 e5 2. Nf3 $1 (2. f4) Nc6 *\n",
        "1. e4 e5 2. Nf3 Nc6 3. (3. Bb5) Bc4 *\n",
        "1. e4 d5 2. e5 f5 3. exf6 e.p. Nxf6 *\n",
        "1. e4 d5 2. e5 f5 3. exf6 ep Nxf6 *\n",
        "1. e4 e5 2. Nf3 (=) Nc6 *\n",
        "1. e4 e5 2. Nf3 (=)\nNc6 *\n",
        "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7+ 1-0\n",
        "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n",
        "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7+ Ke7 1-0\n",
        "1. e4 e5 2. Bc4 Nc6 3. Bxf7# Kxf7 *\n",
        "1. e4 e5 2. Bc4 Nc6 3. Bxf7 Kxf7 *\n",
        "1. e4 e5 2. Bc4 Nc6 3. Bxf7+ Kxf7 *\n",
        "1.e4 e5 2.Nf3 Nc6 3.Ke3 Nf6 *\n",
        "[FEN \"8/8/8/8/8/2k5/1p6/1K6 b - - 0 1\"]\n\n1... Kb3 2. Kc1 b1=Q+ 3. Kd2 Qc2+ 4. Ke3 *\n",
        "[FEN \"8/8/8/4k3/8/8/3PK3/8 w - - 0 1\"]\n\n1. d4+ Kxd4 2. Kf3 Ke5 *\n",
        "[FEN \"8/8/8/4k3/8/8/4K3/R7 w - - 147 80\"]\n\n80. Ra2 Kd5 81. Ra3 Ke5 82. Ra4 Kd5 *\n",
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 ; a line comment\n4. Ba4 *\n",
        "1. e4 e5 2. Nf3 Nc6 1-0 3. Bb5 *\n",
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6\n",
        "1. e4 e5 2. Nf3 -- 3. Bc4 *\n",
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O *\n",
    };
    const std::uint64_t total_short = agree_on(
        games, [](std::string_view g, std::uint64_t* n) { return each_move_both_ways(g, n); });
    EXPECT_GT(total_short, 50u);
}

}  // namespace
}  // namespace notator
