// The legal move generator (internal). One template serves listing and counting: it hands
// sets of destinations to a Sink, which either lists the moves or adds up popcounts. Pins
// and checks are resolved up front as masks (check mask, orthogonal and diagonal pin rays),
// so every move handed out is legal and none is tried and undone.
#pragma once

#include "layer.hpp"

#include "attacked.hpp"
#include "castling_path.hpp"
#include "notator/movegen.hpp"
#include "notator/position.hpp"
#include "tables.hpp"

namespace notator::detail {

template <Color Us>
struct Side {
    static constexpr Color them = ~Us;
    static constexpr int up = Us == Color::White ? 8 : -8;
    static constexpr int up_left = Us == Color::White ? 7 : -9;
    static constexpr int up_right = Us == Color::White ? 9 : -7;
    static constexpr Bitboard third_rank = bb(Us == Color::White ? Rank::R3 : Rank::R6);
    static constexpr Bitboard last_rank = bb(Us == Color::White ? Rank::R8 : Rank::R1);
    static constexpr Bitboard shift(Bitboard b, int by) { return by > 0 ? b << by : b >> -by; }
};

// Is the castling move m legal? Preconditions: the rook carries a castling right of `us`, and
// `us` is not in check.
inline bool castling_allowed(const Position& pos, Color us, Move m) {
    const CastlingPath path = castling_path(m);
    const Bitboard occ = pos.occupied();
    if (occ & path.must_be_empty) return false;
    // Without king and rook: the rook may have been shielding a square of the way.
    const Bitboard bare = occ ^ bb(m.from()) ^ bb(m.to());
    for (Square t : squares(path.king_way))
        if (attacked(pos, t, ~us, bare)) return false;
    return true;
}

// Filtered == false lets the compiler drop every filter test from the hot paths.
template <Color Us, bool Filtered, class Sink>
inline void generate(const Position& pos, Sink& sink, const MoveFilter& filter) {
    using S = Side<Us>;
    constexpr Color Them = S::them;
    const Bitboard from_mask = Filtered ? filter.from : ~Bitboard{0};
    const Bitboard to_mask = Filtered ? filter.to : ~Bitboard{0};
    auto role_on = [&](Role r) { return !Filtered || (filter.roles & role_bit(r)); };

    const Bitboard occ = pos.occupied();
    const Bitboard us = pos.pieces(Us), them = pos.pieces(Them);
    const Square ksq = pos.king_square(Us);
    const Bitboard queens = pos.pieces(Role::Queen);
    const Bitboard their_diag = (pos.pieces(Role::Bishop) | queens) & them;
    const Bitboard their_ortho = (pos.pieces(Role::Rook) | queens) & them;

    const Bitboard checkers = (pawn_attacks(Us, ksq) & pos.pieces(Them, Role::Pawn)) |
                              (knight_attacks(ksq) & pos.pieces(Them, Role::Knight)) |
                              (bishop_attacks(ksq, occ) & their_diag) |
                              (rook_attacks(ksq, occ) & their_ortho);

    // King moves: a destination is safe if no enemy piece attacks it once the king has left
    // its square (so a slider's ray through the king counts).
    if (role_on(Role::King) && (from_mask & bb(ksq))) {
        const Bitboard occ_no_king = occ ^ bb(ksq);
        Bitboard safe = 0;
        for (Square t : squares(king_attacks(ksq) & ~us & to_mask)) {
            if (pawn_attacks(Us, t) & pos.pieces(Them, Role::Pawn)) continue;
            if (knight_attacks(t) & pos.pieces(Them, Role::Knight)) continue;
            if (king_attacks(t) & pos.pieces(Them, Role::King)) continue;
            if (bishop_attacks(t, occ_no_king) & their_diag) continue;
            if (rook_attacks(t, occ_no_king) & their_ortho) continue;
            safe |= bb(t);
        }
        sink.moves(ksq, safe);
    }
    if (more_than_one(checkers)) return;

    const Bitboard check_mask = checkers ? between(ksq, lsb(checkers)) | checkers : ~Bitboard{0};
    Bitboard pin_ortho = 0, pin_diag = 0;
    for (Square s : squares(rook_rays(ksq) & their_ortho)) {
        const Bitboard ray = between(ksq, s);
        const Bitboard blockers = ray & occ;
        if (blockers && !more_than_one(blockers) && (blockers & us)) pin_ortho |= ray | bb(s);
    }
    for (Square s : squares(bishop_rays(ksq) & their_diag)) {
        const Bitboard ray = between(ksq, s);
        const Bitboard blockers = ray & occ;
        if (blockers && !more_than_one(blockers) && (blockers & us)) pin_diag |= ray | bb(s);
    }
    const Bitboard pinned = (pin_ortho | pin_diag) & us;
    const Bitboard targets = ~us & check_mask & to_mask;

    if (role_on(Role::Knight))
        for (Square s : squares(pos.pieces(Us, Role::Knight) & ~pinned & from_mask))
            sink.moves(s, knight_attacks(s) & targets);

    Bitboard diag_movers = 0, ortho_movers = 0;
    if (role_on(Role::Bishop)) diag_movers |= pos.pieces(Us, Role::Bishop);
    if (role_on(Role::Rook)) ortho_movers |= pos.pieces(Us, Role::Rook);
    if (role_on(Role::Queen)) {
        diag_movers |= queens & us;
        ortho_movers |= queens & us;
    }
    for (Square s : squares(diag_movers & ~pin_ortho & from_mask)) {
        Bitboard a = bishop_attacks(s, occ) & targets;
        if (contains(pin_diag, s)) a &= pin_diag;
        sink.moves(s, a);
    }
    for (Square s : squares(ortho_movers & ~pin_diag & from_mask)) {
        Bitboard a = rook_attacks(s, occ) & targets;
        if (contains(pin_ortho, s)) a &= pin_ortho;
        sink.moves(s, a);
    }

    if (role_on(Role::Pawn)) {
        const Bitboard pawns = pos.pieces(Us, Role::Pawn) & from_mask;
        const Bitboard empty = ~occ;
        // Pushes: a diagonally pinned pawn cannot push; one pinned on a file may, along it.
        const Bitboard pushers = pawns & ~pin_diag;
        Bitboard single = (S::shift(pushers & ~pin_ortho, S::up) |
                           (S::shift(pushers & pin_ortho, S::up) & pin_ortho)) &
                          empty;
        Bitboard twice = S::shift(single & S::third_rank, S::up) & empty & check_mask & to_mask;
        single &= check_mask & to_mask;
        sink.pawn_moves(single & ~S::last_rank, S::up);
        sink.promotions(single & S::last_rank, S::up);
        sink.pawn_moves(twice, 2 * S::up);

        // Captures: an orthogonally pinned pawn cannot capture; a diagonally pinned one may,
        // along its ray.
        const Bitboard capturers = pawns & ~pin_ortho;
        const Bitboard free = capturers & ~pin_diag, held = capturers & pin_diag;
        const Bitboard victims = them & check_mask & to_mask;
        const Bitboard not_a = ~bb(File::A), not_h = ~bb(File::H);
        Bitboard left =
            (S::shift(free & not_a, S::up_left) | (S::shift(held & not_a, S::up_left) & pin_diag)) &
            victims;
        Bitboard right = (S::shift(free & not_h, S::up_right) |
                          (S::shift(held & not_h, S::up_right) & pin_diag)) &
                         victims;
        sink.pawn_moves(left & ~S::last_rank, S::up_left);
        sink.promotions(left & S::last_rank, S::up_left);
        sink.pawn_moves(right & ~S::last_rank, S::up_right);
        sink.promotions(right & S::last_rank, S::up_right);

        if (auto ep = pos.ep_square(); ep && (to_mask & bb(*ep))) {
            const Square victim = Square(index(*ep) - S::up);
            if (check_mask & (bb(*ep) | bb(victim))) {
                for (Square s : squares(pawn_attacks(Them, *ep) & pawns)) {
                    // Both pawns leave their rank at once, so test the king afresh.
                    const Bitboard after = (occ ^ bb(s) ^ bb(victim)) | bb(*ep);
                    if (rook_attacks(ksq, after) & their_ortho) continue;
                    if (bishop_attacks(ksq, after) & their_diag) continue;
                    sink.special(Move::en_passant(s, *ep));
                }
            }
        }
    }

    if (!checkers && role_on(Role::King) && (from_mask & bb(ksq))) {
        for (Square rook : squares(pos.castling_rooks() & us)) {
            const Move m = Move::castling(ksq, rook);
            if ((to_mask & bb(m.king_destination())) && castling_allowed(pos, Us, m))
                sink.special(m);
        }
    }
}

// Lists moves.
struct ListSink {
    MoveList& list;
    void moves(Square from, Bitboard to) {
        for (Square t : squares(to)) list.push_back(Move::normal(from, t));
    }
    void pawn_moves(Bitboard to, int shift) {
        for (Square t : squares(to)) list.push_back(Move::normal(Square(index(t) - shift), t));
    }
    void promotions(Bitboard to, int shift) {
        for (Square t : squares(to)) {
            const Square f = Square(index(t) - shift);
            for (Role r : {Role::Queen, Role::Rook, Role::Bishop, Role::Knight})
                list.push_back(Move::promotion(f, t, r));
        }
    }
    void special(Move m) { list.push_back(m); }
};

// Counts moves without listing them.
struct CountSink {
    std::uint64_t n = 0;
    void moves(Square, Bitboard to) { n += unsigned(popcount(to)); }
    void pawn_moves(Bitboard to, int) { n += unsigned(popcount(to)); }
    void promotions(Bitboard to, int) { n += 4 * unsigned(popcount(to)); }
    void special(Move) { ++n; }
};

template <bool Filtered, class Sink>
inline void generate_any(const Position& pos, Sink& sink, const MoveFilter& filter) {
    if (pos.turn() == Color::White)
        generate<Color::White, Filtered>(pos, sink, filter);
    else
        generate<Color::Black, Filtered>(pos, sink, filter);
}

}  // namespace notator::detail
