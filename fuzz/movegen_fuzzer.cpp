// Random positions, reached by playing the moves the input bytes choose from a few start
// positions (or read from the input when it is a FEN): at every step the fast generator must
// list exactly the moves the slow reference generator (tests/reference_movegen.hpp) finds,
// and count_legal must agree.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "notator/movegen.hpp"
#include "reference_movegen.hpp"

namespace {

using notator::Move;
using notator::Position;

const char* const kStarts[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "4k3/1P6/8/3pP3/8/8/6p1/4K2R w K d6 0 1",
};

std::vector<std::uint16_t> sorted(std::vector<std::uint16_t> v) {
    std::sort(v.begin(), v.end());
    return v;
}

void check(const Position& p) {
    notator::MoveList list;
    notator::generate_legal(p, list);
    std::vector<std::uint16_t> fast, slow;
    for (Move m : list) fast.push_back(m.raw());
    for (Move m : notator::test::slow_legal_moves(p)) slow.push_back(m.raw());
    if (sorted(fast) != sorted(slow)) std::abort();
    if (notator::count_legal(p) != list.size()) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    Position pos = *Position::from_fen(kStarts[data[0] % std::size(kStarts)]);
    if (auto parsed = Position::from_fen({reinterpret_cast<const char*>(data), size}); parsed.ok())
        pos = *parsed;
    for (std::size_t i = 1; i < size; ++i) {
        check(pos);
        notator::MoveList list;
        notator::generate_legal(pos, list);
        if (list.empty()) break;
        pos.play(list[data[i] % list.size()]);
    }
    check(pos);
    return 0;
}
