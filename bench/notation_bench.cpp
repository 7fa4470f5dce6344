// Reading and writing algebraic notation over a real corpus (30,000 master games): text ->
// legal move -> next position, and move + position -> short form with its check sign.
#include <benchmark/benchmark.h>

#include "corpus.hpp"
#include "notator/notation.hpp"

namespace {

using namespace notator;

const bench::Corpus& corpus() {
    static const bench::Corpus c = bench::load_corpus(bench::corpus_path());
    return c;
}

struct Replayed {
    std::vector<Position> positions;  // before each move
    std::vector<Move> moves;
};

const Replayed& replayed() {
    static const Replayed r = [] {
        Replayed out;
        for (const auto& game : corpus().games) {
            Position pos;
            for (std::string_view tok : game) {
                auto m = read_move(pos, tok);
                if (!m) break;  // the corpus has one illegal move; the rest of that game is skipped
                out.positions.push_back(pos);
                out.moves.push_back(m->move);
                pos.play(m->move);
            }
        }
        return out;
    }();
    return r;
}

void BM_ReadAndPlay(benchmark::State& state) {
    const auto& c = corpus();
    if (c.games.empty()) {
        state.SkipWithError("no corpus: set NOTATOR_CORPUS to a PGN file");
        return;
    }
    std::size_t moves = 0;
    ReadMove m;
    for (auto _ : state) {
        for (const auto& game : c.games) {
            Position pos;
            for (std::string_view tok : game) {
                if (read_move_into(pos, tok, m)) break;
                pos.play(m.move);
                ++moves;
            }
            benchmark::DoNotOptimize(pos);
        }
    }
    state.counters["moves/s"] = benchmark::Counter(double(moves), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ReadAndPlay)->Unit(benchmark::kMillisecond)->MinTime(2.0);

void BM_WriteShortForm(benchmark::State& state) {
    const auto& r = replayed();
    if (r.moves.empty()) {
        state.SkipWithError("no corpus: set NOTATOR_CORPUS to a PGN file");
        return;
    }
    std::string out;
    std::size_t moves = 0;
    for (auto _ : state) {
        for (std::size_t i = 0; i < r.moves.size(); ++i) {
            out.clear();
            append_move(out, r.positions[i], r.moves[i]);
            benchmark::DoNotOptimize(out.data());
        }
        moves += r.moves.size();
    }
    state.counters["moves/s"] = benchmark::Counter(double(moves), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_WriteShortForm)->Unit(benchmark::kMillisecond)->MinTime(2.0);

}  // namespace
