// Reading whole games three ways over the corpus (30,000 master games): a visitor that only
// checks (what `notator check` does), one handed every part, and games built as values
// (read_games / GameStream): what the game model costs beside the streaming visitor.
#include <benchmark/benchmark.h>

#include "corpus.hpp"
#include "notator/game.hpp"

namespace {

using namespace notator;

const std::string& text() {
    static const std::string t = notator::bench::load_corpus(notator::bench::corpus_path()).text;
    return t;
}

struct Counting : PgnVisitor {
    MovetextReading reading;
    std::uint64_t moves = 0;
    explicit Counting(MovetextReading r) : reading(r) {}
    MovetextReading begin_movetext(const Position&) override { return reading; }
    void move(const Position&, const ReadMove&, std::string_view) override { ++moves; }
    void end_game(const GameEnd& end) override {
        if (reading == MovetextReading::Check) moves += end.moves;
    }
};

void read_with(benchmark::State& state, MovetextReading reading) {
    if (text().empty()) {
        state.SkipWithError("no corpus: set NOTATOR_CORPUS to a PGN file");
        return;
    }
    std::uint64_t moves = 0;
    for (auto _ : state) {
        Counting visitor(reading);
        read_pgn(text(), visitor);
        moves += visitor.moves;
    }
    state.counters["moves/s"] = benchmark::Counter(double(moves), benchmark::Counter::kIsRate);
}

void BM_VisitorCheck(benchmark::State& state) { read_with(state, MovetextReading::Check); }
void BM_VisitorAll(benchmark::State& state) { read_with(state, MovetextReading::All); }

void BM_GameValues(benchmark::State& state) {
    if (text().empty()) {
        state.SkipWithError("no corpus: set NOTATOR_CORPUS to a PGN file");
        return;
    }
    std::uint64_t moves = 0;
    for (auto _ : state) {
        GameStream games(text());
        while (const auto game = games.next()) moves += game->moves_read;
    }
    state.counters["moves/s"] = benchmark::Counter(double(moves), benchmark::Counter::kIsRate);
}

BENCHMARK(BM_VisitorCheck)->Unit(benchmark::kMillisecond)->MinTime(2.0);
BENCHMARK(BM_VisitorAll)->Unit(benchmark::kMillisecond)->MinTime(2.0);
BENCHMARK(BM_GameValues)->Unit(benchmark::kMillisecond)->MinTime(2.0);

}  // namespace
