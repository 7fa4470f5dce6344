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

bool has_legal_move(const Position& pos) {
    // After a check the king usually has a square: look at its moves alone first.
    detail::CountSink king;
    MoveFilter filter;
    filter.roles = role_bit(Role::King);
    detail::generate_any<true>(pos, king, filter);
    return king.n != 0 || count_legal(pos) != 0;
}

}  // namespace notator
