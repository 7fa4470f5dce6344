#include "notator/perft.hpp"

#include "movegen_impl.hpp"

namespace notator {
namespace {

template <Color Us>
std::uint64_t perft_rec(const Position& pos, int depth) {
    if (depth == 1) {
        detail::CountSink sink;
        detail::generate<Us, false>(pos, sink, {});
        return sink.n;
    }
    MoveList list;
    detail::ListSink sink{list};
    detail::generate<Us, false>(pos, sink, {});
    std::uint64_t n = 0;
    for (Move m : list) {
        Position child = pos;
        child.play(m);
        n += perft_rec<~Us>(child, depth - 1);
    }
    return n;
}

}  // namespace

std::uint64_t perft(const Position& pos, int depth) {
    NOTATOR_ASSERT(depth <= kMaxPerftDepth);
    if (depth <= 0) return 1;
    return pos.turn() == Color::White ? perft_rec<Color::White>(pos, depth)
                                      : perft_rec<Color::Black>(pos, depth);
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& pos, int depth) {
    std::vector<std::pair<Move, std::uint64_t>> out;
    MoveList list;
    generate_legal(pos, list);
    for (Move m : list) out.emplace_back(m, perft(pos.after(m), depth - 1));
    return out;
}

}  // namespace notator
