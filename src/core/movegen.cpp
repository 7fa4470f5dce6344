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

std::optional<Move> legal_castling(const Position& pos, CastlingSide side) {
    const Color us = pos.turn();
    const auto rook = pos.castling_rook(us, side);
    if (!rook || pos.in_check()) return std::nullopt;
    const Move m = Move::castling(pos.king_square(us), *rook);
    if (!detail::castling_allowed(pos, us, m)) return std::nullopt;
    return m;
}

bool has_legal_move(const Position& pos) {
    // After a check the king usually has a square: try its moves one by one, stopping at the
    // first safe one, before generating everything.
    const Color us = pos.turn(), them = ~us;
    const Square ksq = pos.king_square(us);
    const Bitboard occ_no_king = pos.occupied() ^ bb(ksq);
    for (Square t : squares(detail::king_attacks(ksq) & ~pos.pieces(us)))
        if (!detail::attacked(pos, t, them, occ_no_king)) return true;
    return count_legal(pos) != 0;
}

}  // namespace notator
