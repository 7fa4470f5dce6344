#include "notator/movegen.hpp"

#include "movegen_impl.hpp"

namespace notator {

void generate_legal(const Position& pos, MoveList& list) {
    list.clear();
    detail::ListSink sink{list};
    detail::generate_any<false>(pos, sink, {});
}

void generate_legal(const Position& pos, MoveList& list, const MoveFilter& filter) {
    list.clear();
    detail::ListSink sink{list};
    detail::generate_any<true>(pos, sink, filter);
}

void generate_captures(const Position& pos, MoveList& list) {
    MoveFilter filter;
    filter.to = pos.pieces(~pos.turn());
    if (auto ep = pos.ep_square()) filter.to |= bb(*ep);
    generate_legal(pos, list, filter);
    // The filter lets castling through when the king's destination holds an enemy piece,
    // which it never does (castling needs that square empty), so the list is exact.
}

std::size_t count_legal(const Position& pos) {
    detail::CountSink sink;
    detail::generate_any<false>(pos, sink, {});
    return sink.n;
}

bool has_legal_move(const Position& pos) { return count_legal(pos) != 0; }

}  // namespace notator
