// Google Benchmark for perft and for the parts it is made of (generation, counting, play).
#include <benchmark/benchmark.h>

#include "notator/movegen.hpp"
#include "notator/perft.hpp"

namespace {

using notator::Position;

const char* const kKiwipete =
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

Position kiwipete() { return *Position::from_fen(kKiwipete); }

void BM_PerftStart(benchmark::State& state) {
    const Position pos;
    for (auto _ : state) benchmark::DoNotOptimize(notator::perft(pos, int(state.range(0))));
    state.counters["nodes/s"] = benchmark::Counter(
        double(notator::perft(pos, int(state.range(0)))) * double(state.iterations()),
        benchmark::Counter::kIsRate);
}
BENCHMARK(BM_PerftStart)->Arg(5)->Arg(6)->Unit(benchmark::kMillisecond);

void BM_PerftKiwipete(benchmark::State& state) {
    const Position pos = kiwipete();
    for (auto _ : state) benchmark::DoNotOptimize(notator::perft(pos, int(state.range(0))));
    state.counters["nodes/s"] = benchmark::Counter(
        double(notator::perft(pos, int(state.range(0)))) * double(state.iterations()),
        benchmark::Counter::kIsRate);
}
BENCHMARK(BM_PerftKiwipete)->Arg(4)->Arg(5)->Unit(benchmark::kMillisecond);

void BM_GenerateKiwipete(benchmark::State& state) {
    const Position pos = kiwipete();
    notator::MoveList list;
    for (auto _ : state) {
        notator::generate_legal(pos, list);
        benchmark::DoNotOptimize(list.size());
    }
}
BENCHMARK(BM_GenerateKiwipete);

void BM_CountKiwipete(benchmark::State& state) {
    const Position pos = kiwipete();
    for (auto _ : state) benchmark::DoNotOptimize(notator::count_legal(pos));
}
BENCHMARK(BM_CountKiwipete);

void BM_PlayKiwipete(benchmark::State& state) {
    const Position pos = kiwipete();
    notator::MoveList list;
    notator::generate_legal(pos, list);
    for (auto _ : state)
        for (notator::Move m : list) benchmark::DoNotOptimize(pos.after(m));
    state.SetItemsProcessed(std::int64_t(state.iterations() * list.size()));
}
BENCHMARK(BM_PlayKiwipete);

}  // namespace
