#include "why_illegal.hpp"

#include <algorithm>
#include <vector>

#include "../core/castling_path.hpp"
#include "candidates.hpp"
#include "wording.hpp"

namespace notator::detail {

namespace {

std::string color_name(Color c) { return c == Color::White ? "White" : "Black"; }

// "the bishop on c4": the piece that stands on s.
std::string piece_on(const Position& pos, Square s) {
    return "the " + std::string(role_name(pos.role_at(s))) + " on " + to_string(s);
}

// "f1", "f1 and g1", "b1, c1 and d1"
std::string square_list(Bitboard b) {
    std::vector<std::string> names;
    for (Square s : squares(b)) names.push_back(to_string(s));
    return join_list(names, "and");
}

// The squares of the king's way when castling, from the king outwards.
std::vector<Square> from_the_king(Bitboard way, Square king, Square destination) {
    std::vector<Square> out;
    for (Square s : squares(way)) out.push_back(s);
    if (int(destination) < int(king)) std::reverse(out.begin(), out.end());
    return out;
}

}  // namespace

std::string why_no_castling(const Position& pos, CastlingSide side,
                            const CastlingHistory* history) {
    const Color us = pos.turn(), them = ~us;
    const Square king = pos.king_square(us);
    const auto rook = pos.castling_rook(us, side);
    if (!rook) {
        if (pos.is_chess960()) return "the king or that rook has moved";
        const auto known = [&](bool king_away) {
            return history ? history->right_gone(side, king_away) : std::string();
        };
        const Rank home = us == Color::White ? Rank::R1 : Rank::R8;
        if (king != make_square(File::E, home)) {
            const std::string how = known(true);
            return how.empty() ? "the king has moved" : how;
        }
        const Square corner = make_square(side == CastlingSide::King ? File::H : File::A, home);
        if (!contains(pos.pieces(us, Role::Rook), corner))
            return "no rook of " + color_name(us) + " stands on " + to_string(corner);
        const std::string how = known(false);
        return how.empty() ? "the king or that rook has moved before" : how;
    }
    if (const Bitboard checkers = pos.checkers())
        return "the king is in check from " + piece_on(pos, lsb(checkers));
    const Move m = Move::castling(king, *rook);
    const CastlingPath path = castling_path(m);
    if (const Bitboard taken = path.must_be_empty & pos.occupied())
        return square_list(taken) + (popcount(taken) == 1 ? " is" : " are") + " not empty";
    const Square king_to = m.king_destination();
    const Bitboard bare = pos.occupied() ^ bb(king) ^ bb(*rook);
    for (Square s : from_the_king(path.king_way, king, king_to)) {
        if (const Bitboard by = pos.attackers(s, them, bare)) {
            return (s == king_to ? "the king would land on " : "the king would pass through ") +
                   to_string(s) + ", which " + piece_on(pos, lsb(by)) + " attacks";
        }
    }
    return {};
}

std::optional<std::string> why_no_move(const Position& pos, Role role, Bitboard origins, Square to,
                                       bool pawn_capture) {
    const Color us = pos.turn(), them = ~us;
    const Bitboard from_set = pseudo_origins(pos, role, to, pawn_capture) & origins;
    if (!from_set) return std::nullopt;
    if (contains(pos.pieces(us), to))
        return color_name(us) + "'s own " + std::string(role_name(pos.role_at(to))) +
               " stands on " + to_string(to);
    // What a pawn cannot do: push onto a piece, take on an empty square.
    Bitboard taken = bb(to) & pos.pieces(them);
    if (role == Role::Pawn) {
        if (!pawn_capture && taken)
            return piece_on(pos, to) + " stands in the way (a pawn takes only diagonally)";
        if (pawn_capture && !taken) {
            if (pos.ep_square() != to) return "there is nothing to take on " + to_string(to);
            taken = bb(make_square(file_of(to), us == Color::White ? Rank::R5 : Rank::R4));
        }
    }
    std::vector<std::string> reasons;
    const Bitboard checkers = pos.checkers();
    for (Square from : squares(from_set)) {
        const Square king = role == Role::King ? to : pos.king_square(us);
        const Bitboard occ = ((pos.occupied() ^ bb(from)) | bb(to)) & ~(taken & ~bb(to));
        const Bitboard attackers = pos.attackers(king, them, occ) & ~taken;
        if (!attackers) continue;
        std::string why;
        if (role == Role::King)
            why = to_string(to) + " is attacked by " + piece_on(pos, lsb(attackers));
        else if (attackers & checkers)
            why = "the king is in check from " + piece_on(pos, lsb(attackers & checkers));
        else if (taken && !contains(taken, to) &&
                 contains(between(king, lsb(attackers)), lsb(taken)))
            // The pawn taken en passant stood between them: the rank opens.
            why = "taking en passant would open the rank to " + piece_on(pos, lsb(attackers));
        else if (contains(line(from, king), lsb(attackers)))
            why = piece_on(pos, from) + " is pinned by " + piece_on(pos, lsb(attackers));
        else
            why = "it would leave the king in check from " + piece_on(pos, lsb(attackers));
        if (std::find(reasons.begin(), reasons.end(), why) == reasons.end()) reasons.push_back(why);
    }
    std::string out;  // (empty: no reason found, the move may be illegal for another)
    for (const std::string& r : reasons) out += (out.empty() ? "" : "; ") + r;
    return out;
}

}  // namespace notator::detail
