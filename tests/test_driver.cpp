// The command's driver reads an input on one thread, or cut into pieces that threads read on
// their own (games numbered and lines counted from each piece's start, put right when
// the outputs are written in order). Both ways must write the same text: the same games, in
// order, with the same numbers and lines in every report, whatever the pieces' size, whether the
// input's size is known (then the last pieces are smaller), and when no place to cut is found
// and the rest goes to one thread.
#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <sstream>
#include <string>
#include <utility>

#include "../src/cli/driver.hpp"
#include "notator/pgn.hpp"
#include "test_data.hpp"

namespace notator::cli {
namespace {

namespace fs = std::filesystem;
using test::data;
using test::read_games;

// Writes what it is told of each game to the output's text, and everything that holds a game's
// number or a line as reports (to the error stream), as the command's visitors do; `each`: it
// wants every part of the movetext, else only the checking.
class Logger : public PgnVisitor {
  public:
    explicit Logger(bool each) : each_(each) {}
    void output(Output& o) { out_ = &o; }
    MovetextReading begin_movetext(const Position&) override {
        return each_ ? MovetextReading::All : MovetextReading::Check;
    }
    void begin_game(std::uint64_t number, Location where) override {
        report([=](std::ostream& s, std::uint64_t games, std::uint64_t lines) {
            s << "game " << number + games << " at " << where.line + lines << ':' << where.column
              << '\n';
        });
        out_->out += "game\n";
    }
    void tag(std::string_view name, std::string_view value) override {
        (out_->out += "tag ").append(name).append("=").append(value) += '\n';
    }
    void move(const Position& before, const ReadMove& m, std::string_view written) override {
        (out_->out += "move " + before.fen() + ' ').append(written) += '\n';
        (void)m;
    }
    void comment(std::string_view text) override { (out_->out += "comment ").append(text) += '\n'; }
    void move_error(const Diagnostic& e, std::string_view rest) override {
        ++out_->errors;
        report([e](std::ostream& s, std::uint64_t, std::uint64_t lines) {
            s << "error " << e.where.line + lines << ':' << e.where.column << ' ' << e.message
              << '\n';
        });
        (out_->out += "rest ").append(rest) += '\n';
    }
    void warning(const Diagnostic& i) override {
        out_->warning(i.error.code);
        report([i](std::ostream& s, std::uint64_t, std::uint64_t lines) {
            s << "issue " << i.where.line + lines << ':' << i.where.column << ' ' << i.message
              << '\n';
        });
    }
    void end_game(const GameEnd& end) override {
        ++out_->games;
        out_->moves += end.moves;
        std::string& out = out_->out;
        out += "end ";
        out.append(end.result);
        out += ' ';
        out += std::to_string(end.moves);
        out += '\n';
    }

    // The most reports an output held at once, over every logger.
    static std::atomic<std::size_t> most_kept;

  private:
    template <class Write>
    void report(Write write) {
        out_->report({true, write});
        std::size_t most = most_kept.load();
        while (out_->reports.size() > most &&
               !most_kept.compare_exchange_weak(most, out_->reports.size())) {
        }
    }
    bool each_;
    Output* out_ = nullptr;
};

std::atomic<std::size_t> Logger::most_kept{0};

struct Written {
    std::string out, err;
    Output total;
};

Written run(const std::string& text, int threads, bool each, std::size_t piece,
            std::size_t piece_max, bool size_known = false) {
    auto source = memory_input(text);
    EXPECT_TRUE(source);
    const JobFactory make_job = [each]() -> GameJob {
        auto logger = std::make_shared<Logger>(each);
        return {[logger](PgnReader& reader, Output& out) {
            logger->output(out);
            return reader.read_game(*logger);
        }};
    };
    DriverOptions options;
    options.threads = threads;
    options.piece_bytes = piece;
    options.piece_bytes_max = piece_max;
    if (size_known) options.total_bytes = text.size();  // the last pieces are smaller
    std::ostringstream out, err;
    Written w;
    w.total = run_games(**source, make_job, options, out, err);
    w.out = out.str();
    w.err = err.str();
    return w;
}

// Where two texts part, with a few lines of each from there.
std::string first_difference(const std::string& a, const std::string& b) {
    std::size_t at = 0;
    while (at < a.size() && at < b.size() && a[at] == b[at]) ++at;
    at = at == 0 ? 0 : a.rfind('\n', at - 1) + 1;
    return "one thread:\n" + a.substr(at, 300) + "\nin pieces:\n" + b.substr(at, 300);
}

// Runs `text` on one thread and in pieces of the given sizes on 2 and 3 threads; returns the
// games.
std::uint64_t expect_same(const std::string& text, std::size_t piece, std::size_t piece_max) {
    std::uint64_t games = 0;
    for (const bool each : {false, true}) {
        const Written one = run(text, 1, each, piece, piece_max);
        games = one.total.games;
        for (const auto& [threads, size_known] :
             {std::pair{2, false}, std::pair{3, false}, std::pair{2, true}, std::pair{3, true}}) {
            SCOPED_TRACE(testing::Message() << threads << " threads, pieces of " << piece << " to "
                                            << piece_max << (each ? ", each move" : "")
                                            << (size_known ? ", the input's size known" : ""));
            const Written many = run(text, threads, each, piece, piece_max, size_known);
            EXPECT_EQ(one.out, many.out) << first_difference(one.out, many.out);
            EXPECT_EQ(one.err, many.err) << first_difference(one.err, many.err);
            EXPECT_EQ(one.total.games, many.total.games);
            EXPECT_EQ(one.total.moves, many.total.moves);
            EXPECT_EQ(one.total.errors, many.total.errors);
            EXPECT_EQ(one.total.warnings(), many.total.warnings());
            if (::testing::Test::HasFailure()) return games;
        }
    }
    return games;
}

TEST(Driver, PiecesWriteWhatOneThreadWrites) {
    std::size_t files = 0;
    for (const auto& e : fs::recursive_directory_iterator(data("pgn-tests"))) {
        if (!e.is_regular_file()) continue;
        SCOPED_TRACE(e.path().string());
        const std::string text = read_games(e.path().string());
        ++files;
        // Small pieces, and pieces that give up on cutting at once (the rest on one thread).
        expect_same(text, 512, 1u << 20);
        expect_same(text, 700, 1500);
        if (::testing::Test::HasFailure()) return;
    }
    EXPECT_GE(files, 330u);
}

TEST(Driver, PiecesWriteWhatOneThreadWritesOnTheCorpus) {
    const std::string corpus = read_games(data("games/pgnmentor-first-2000.pgn.zst"));
    EXPECT_EQ(expect_same(corpus, 4096, 1u << 20), 2000u);
    EXPECT_EQ(expect_same(corpus, 64u << 10, 8u << 20), 2000u);
    // Altered: comments across lines that hold tag lines, ';' and escape lines, bare games,
    // errors, results in odd places.
    static const std::vector<std::string> kInserts = {"{",
                                                      "}",
                                                      "{ a comment\n[Event \"in a comment\"]\n}",
                                                      "; {\n",
                                                      "\n%{\n",
                                                      "\n\n[Event \"y\"]\n",
                                                      "\n1-0\n",
                                                      "\n1-0\n;GameDuration\n",
                                                      " 0-1\n\n",
                                                      "\r\n",
                                                      " Qh9 ",
                                                      " 1. e4 ",
                                                      "(",
                                                      ")",
                                                      "\n1. e4 e5 1/2-1/2\n"};
    const std::string part = corpus.substr(0, 200000);
    for (unsigned seed = 1; seed <= 6; ++seed) {
        SCOPED_TRACE(seed);
        expect_same(test::scatter(part, kInserts, 40, 3, seed), 1000 + 300 * seed, 1u << 20);
        if (::testing::Test::HasFailure()) return;
    }
}

// A game with more reports than an output keeps (a great many erroneous variations) has them
// written before it ends, on one thread and where the pieces before its own are written: the
// same text as before, in the same order, and never more than Output::kSpillAt kept at once.
TEST(Driver, AGameWithVeryManyReportsKeepsFewAtOnce) {
    const std::string corpus = read_games(data("games/pgnmentor-first-2000.pgn.zst"));
    std::string bad = "[Event \"many errors\"]\n\n1. e4";
    for (std::size_t k = 0; k < 2 * Output::kSpillAt + 100; ++k) bad += " (1. Ke3)";
    bad += " e5 1-0\n\n";
    // Games before, between and after two such games.
    const std::string text =
        corpus.substr(0, 30000) + "\n" + bad + corpus.substr(0, 20000) + "\n" + bad + corpus;
    Logger::most_kept = 0;
    expect_same(text, 4096, 1u << 20);
    const Written one = run(text, 1, false, 4096, 1u << 20);
    EXPECT_GE(one.total.errors, 2 * (2 * Output::kSpillAt + 100));
    EXPECT_EQ(Logger::most_kept.load(), Output::kSpillAt - 1);
}

}  // namespace
}  // namespace notator::cli
