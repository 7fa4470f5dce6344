// A slow move generator written for obviousness, not speed: walk every piece's moves square
// by square on the board, play each, and keep it if the mover's king is not attacked.
// Used by tests and the fuzzer to check the fast generator.
#pragma once

#include <algorithm>
#include <vector>

#include "notator/position.hpp"

namespace notator::test {

inline bool on_board(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }

// Is square (f, r) attacked by `by`, looking at the board square by square?
inline bool slow_attacked(const Position& p, Square s, Color by, Bitboard ignore = 0) {
    const int f0 = int(file_of(s)), r0 = int(rank_of(s));
    auto piece = [&](int f, int r) -> std::optional<Piece> {
        Square q = make_square(File(f), Rank(r));
        if (contains(ignore, q)) return std::nullopt;
        return p.piece_at(q);
    };
    auto is = [&](int f, int r, Role role) {
        if (!on_board(f, r)) return false;
        auto pc = piece(f, r);
        return pc && pc->color == by && pc->role == role;
    };
    const int pawn_dir = by == Color::White ? -1 : 1;  // where an attacking pawn stands
    if (is(f0 - 1, r0 + pawn_dir, Role::Pawn) || is(f0 + 1, r0 + pawn_dir, Role::Pawn)) return true;
    const int knight[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                              {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    for (auto& d : knight)
        if (is(f0 + d[0], r0 + d[1], Role::Knight)) return true;
    for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr)
            if ((df || dr) && is(f0 + df, r0 + dr, Role::King)) return true;
    for (int df = -1; df <= 1; ++df) {
        for (int dr = -1; dr <= 1; ++dr) {
            if (!df && !dr) continue;
            const bool diagonal = df && dr;
            for (int f = f0 + df, r = r0 + dr; on_board(f, r); f += df, r += dr) {
                auto pc = piece(f, r);
                if (!pc) continue;
                if (pc->color == by &&
                    (pc->role == Role::Queen || pc->role == (diagonal ? Role::Bishop : Role::Rook)))
                    return true;
                break;
            }
        }
    }
    return false;
}

inline std::vector<Move> slow_legal_moves(const Position& p) {
    const Color us = p.turn();
    std::vector<Move> pseudo;
    for (int i = 0; i < 64; ++i) {
        const Square from = Square(i);
        const auto pc = p.piece_at(from);
        if (!pc || pc->color != us) continue;
        const int f0 = int(file_of(from)), r0 = int(rank_of(from));
        auto target = [&](int f, int r) { return make_square(File(f), Rank(r)); };
        auto free = [&](int f, int r) { return !p.piece_at(target(f, r)); };
        auto enemy = [&](int f, int r) {
            auto t = p.piece_at(target(f, r));
            return t && t->color != us;
        };
        auto add = [&](int f, int r) { pseudo.push_back(Move::normal(from, target(f, r))); };
        switch (pc->role) {
            case Role::Pawn: {
                const int dir = us == Color::White ? 1 : -1;
                const int last = us == Color::White ? 7 : 0, start = us == Color::White ? 1 : 6;
                auto add_pawn = [&](int f, int r) {
                    if (r == last)
                        for (Role pr : {Role::Knight, Role::Bishop, Role::Rook, Role::Queen})
                            pseudo.push_back(Move::promotion(from, target(f, r), pr));
                    else
                        add(f, r);
                };
                if (free(f0, r0 + dir)) {
                    add_pawn(f0, r0 + dir);
                    if (r0 == start && free(f0, r0 + 2 * dir)) add(f0, r0 + 2 * dir);
                }
                for (int df : {-1, 1}) {
                    if (!on_board(f0 + df, r0 + dir)) continue;
                    if (enemy(f0 + df, r0 + dir)) add_pawn(f0 + df, r0 + dir);
                    if (p.ep_square() == target(f0 + df, r0 + dir))
                        pseudo.push_back(Move::en_passant(from, target(f0 + df, r0 + dir)));
                }
                break;
            }
            case Role::Knight:
            case Role::King: {
                const int knight[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                          {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
                const int king[8][2] = {{1, 0},  {1, 1},   {0, 1},  {-1, 1},
                                        {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
                for (auto& d : (pc->role == Role::Knight ? knight : king)) {
                    const int f = f0 + d[0], r = r0 + d[1];
                    if (on_board(f, r) && (free(f, r) || enemy(f, r))) add(f, r);
                }
                break;
            }
            default: {
                for (int df = -1; df <= 1; ++df) {
                    for (int dr = -1; dr <= 1; ++dr) {
                        if (!df && !dr) continue;
                        const bool diagonal = df && dr;
                        if (pc->role == Role::Bishop && !diagonal) continue;
                        if (pc->role == Role::Rook && diagonal) continue;
                        for (int f = f0 + df, r = r0 + dr; on_board(f, r); f += df, r += dr) {
                            if (free(f, r)) {
                                add(f, r);
                                continue;
                            }
                            if (enemy(f, r)) add(f, r);
                            break;
                        }
                    }
                }
            }
        }
    }
    std::vector<Move> legal;
    for (Move m : pseudo) {
        Position after = p;
        after.play(m);
        if (!slow_attacked(after, after.king_square(us), ~us)) legal.push_back(m);
    }
    // Castling (FIDE art. 3.8.2): the rook still has its right, every square between king
    // and its destination and between rook and its destination is empty (but for the two
    // castling pieces), the king is not in check, does not cross an attacked square, and is
    // not in check afterwards.
    const Square k = p.king_square(us);
    const Rank back = rank_of(k);
    for (CastlingSide side : {CastlingSide::King, CastlingSide::Queen}) {
        const auto rook = p.castling_rook(us, side);
        if (!rook) continue;
        const bool h = side == CastlingSide::King;
        const int kdst = h ? 6 : 2, rdst = h ? 5 : 3;
        const int kf = int(file_of(k)), rf = int(file_of(*rook));
        bool ok = !slow_attacked(p, k, ~us);
        auto span_clear = [&](int a, int b) {
            for (int f = std::min(a, b); f <= std::max(a, b); ++f) {
                if (f == kf || f == rf) continue;
                if (p.piece_at(make_square(File(f), back))) return false;
            }
            return true;
        };
        ok = ok && span_clear(kf, kdst) && span_clear(rf, rdst);
        for (int f = std::min(kf, kdst); ok && f <= std::max(kf, kdst); ++f)
            if (f != kf && slow_attacked(p, make_square(File(f), back), ~us, bb(k) | bb(*rook)))
                ok = false;
        if (!ok) continue;
        const Move m = Move::castling(k, *rook);
        Position after = p;
        after.play(m);
        if (!slow_attacked(after, after.king_square(us), ~us)) legal.push_back(m);
    }
    return legal;
}

}  // namespace notator::test
