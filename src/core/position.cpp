#include "notator/position.hpp"

#include "notator/movegen.hpp"
#include "tables.hpp"
#include "zobrist.hpp"

namespace notator {

using namespace detail;

Position::Position() {
    constexpr Role kBack[8] = {Role::Rook, Role::Knight, Role::Bishop, Role::Queen,
                               Role::King, Role::Bishop, Role::Knight, Role::Rook};
    for (int f = 0; f < 8; ++f) {
        put({Color::White, kBack[f]}, make_square(File(f), Rank::R1));
        put({Color::White, Role::Pawn}, make_square(File(f), Rank::R2));
        put({Color::Black, Role::Pawn}, make_square(File(f), Rank::R7));
        put({Color::Black, kBack[f]}, make_square(File(f), Rank::R8));
    }
    castling_rooks_ = bb(Square::A1) | bb(Square::H1) | bb(Square::A8) | bb(Square::H8);
    key_ = compute_key();
}

std::optional<Piece> Position::piece_at(Square s) const {
    if (!contains(occupied(), s)) return std::nullopt;
    return Piece{contains(by_color_[0], s) ? Color::White : Color::Black, role_at(s)};
}

std::optional<Square> Position::castling_rook(Color c, CastlingSide side) const {
    Bitboard rooks = castling_rooks_ & pieces(c) & bb(relative_rank(c, Rank::R1));
    if (!rooks || !pieces(c, Role::King)) return std::nullopt;
    int king_file = index(file_of(king_square(c)));
    for (Square r : squares(rooks)) {
        bool h_side = index(file_of(r)) > king_file;
        if (h_side == (side == CastlingSide::King)) return r;
    }
    return std::nullopt;
}

Bitboard Position::attackers(Square s, Color by, Bitboard occ) const {
    Bitboard diag = by_role_[index(Role::Bishop)] | by_role_[index(Role::Queen)];
    Bitboard ortho = by_role_[index(Role::Rook)] | by_role_[index(Role::Queen)];
    return pieces(by) & ((pawn_attacks(~by, s) & by_role_[index(Role::Pawn)]) |
                         (knight_attacks(s) & by_role_[index(Role::Knight)]) |
                         (king_attacks(s) & by_role_[index(Role::King)]) |
                         (bishop_attacks(s, occ) & diag) | (rook_attacks(s, occ) & ortho));
}

bool Position::in_check() const {
    const Color them = ~turn_;
    const Square ksq = king_square(turn_);
    if (pawn_attacks(turn_, ksq) & pieces(them, Role::Pawn)) return true;
    if (knight_attacks(ksq) & pieces(them, Role::Knight)) return true;
    // Sliders: look up the occupancy-dependent attacks only when one stands on a line of the
    // king at all (the empty-board rays of one square stay in cache).
    const Bitboard queens = pieces(them, Role::Queen);
    const Bitboard ortho = (pieces(them, Role::Rook) | queens) & rook_rays(ksq);
    if (ortho && (rook_attacks(ksq, occupied()) & ortho)) return true;
    const Bitboard diag = (pieces(them, Role::Bishop) | queens) & bishop_rays(ksq);
    return diag && (bishop_attacks(ksq, occupied()) & diag);
}

std::uint64_t Position::compute_key() const {
    std::uint64_t k = 0;
    for (int c = 0; c < 2; ++c)
        for (int r = 0; r < kRoleCount; ++r)
            for (Square s : squares(by_color_[c] & by_role_[r]))
                k ^= piece_key(Color(c), Role(r), s);
    k ^= castling_key(castling_rooks_);
    if (ep_ < 64) k ^= kZobrist.ep_file[ep_ & 7];
    if (turn_ == Color::Black) k ^= kZobrist.black_to_move;
    return k;
}

void Position::set_ep_if_capturable(Square ep) {
    // The pawns of the side now to move that could capture on ep.
    if (pawn_attacks(~turn_, ep) & pieces(turn_, Role::Pawn)) ep_ = std::uint8_t(ep);
}

// Branches only where a move is rare (castling, en passant, promotion, a double step, a
// change of castling rights): in real games whether a move captures and which piece moves
// are unpredictable, so those are masks and conditional moves.
template <bool Hash>
void Position::play_impl(Move m) {
    const Color us = turn_, them = ~us;
    const Square from = m.from(), to = m.to();
    const Bitboard from_bb = bb(from), to_bb = bb(to);
    const Role role = role_at(from);
    std::uint64_t k = key_;
    if (Hash && ep_ < 64) k ^= kZobrist.ep_file[ep_ & 7];
    ep_ = 64;
    fullmove_ += index(us);  // after Black's move
    const Bitboard old_rights = castling_rooks_;

    if (m.kind() == MoveKind::Castling) [[unlikely]] {
        const Rank back = rank_of(from);
        const bool h_side = index(to) > index(from);
        const Square kdst = make_square(h_side ? File::G : File::C, back);
        const Square rdst = make_square(h_side ? File::F : File::D, back);
        remove({us, Role::King}, from);
        remove({us, Role::Rook}, to);
        put({us, Role::King}, kdst);
        put({us, Role::Rook}, rdst);
        if (Hash)
            k ^= piece_key(us, Role::King, from) ^ piece_key(us, Role::King, kdst) ^
                 piece_key(us, Role::Rook, to) ^ piece_key(us, Role::Rook, rdst);
        castling_rooks_ &= ~bb(back);
        ++halfmove_;
    } else {
        // A capture on `to` (nothing happens when it is empty: role_at says Pawn, and the
        // pawns do not stand there).
        const bool capture = (by_color_[index(them)] & to_bb) != 0;
        if (capture) {
            const Role captured = role_at(to);
            by_role_[index(captured)] &= ~to_bb;
            by_color_[index(them)] &= ~to_bb;
            if (Hash) k ^= piece_key(them, captured, to);
        }
        Role placed = role;
        if (m.kind() != MoveKind::Normal) [[unlikely]] {
            if (m.kind() == MoveKind::EnPassant) {
                const Square victim = make_square(file_of(to), rank_of(from));
                remove({them, Role::Pawn}, victim);
                if (Hash) k ^= piece_key(them, Role::Pawn, victim);
            } else {
                placed = m.promotion_role();
            }
        }
        by_role_[index(role)] ^= from_bb;
        by_role_[index(placed)] |= to_bb;
        roles_[index(to)] = std::uint8_t(placed);
        by_color_[index(us)] ^= from_bb | to_bb;
        if (Hash) k ^= piece_key(us, role, from) ^ piece_key(us, placed, to);
        const bool pawn = role == Role::Pawn;
        halfmove_ = (capture || pawn) ? 0 : std::uint16_t(halfmove_ + 1);
        const Bitboard king_rank = role == Role::King ? bb(relative_rank(us, Rank::R1)) : 0;
        castling_rooks_ &= ~(from_bb | to_bb | king_rank);
        if (pawn && (index(to) ^ index(from)) == 16) {
            turn_ = them;  // the capture right belongs to the side that moves next
            set_ep_if_capturable(Square((index(from) + index(to)) / 2));
            if (Hash && ep_ < 64) k ^= kZobrist.ep_file[ep_ & 7];
        }
    }
    turn_ = them;
    if (Hash) {
        k ^= kZobrist.black_to_move;
        if (old_rights != castling_rooks_) [[unlikely]]
            k ^= castling_key(old_rights ^ castling_rooks_);
        key_ = k;
    }
}

void Position::play(Move m) { play_impl<true>(m); }
void Position::play_unhashed(Move m) { play_impl<false>(m); }

void Position::play_null() {
    if (ep_ < 64) key_ ^= kZobrist.ep_file[ep_ & 7];
    ep_ = 64;
    ++halfmove_;
    if (turn_ == Color::Black) ++fullmove_;
    turn_ = ~turn_;
    key_ ^= kZobrist.black_to_move;
}

bool Position::is_legal(Move m) const {
    MoveFilter filter;
    filter.from = bb(m.from());
    MoveList list;
    generate_legal(*this, list, filter);
    for (Move candidate : list)
        if (candidate == m) return true;
    return false;
}

bool Position::gives_check(Move m) const {
    if (m.is_castling() || m.is_en_passant()) {
        Position after = *this;
        after.play_unhashed(m);
        return after.in_check();
    }
    const Color us = turn_;
    const Square from = m.from(), to = m.to(), ksq = king_square(~us);
    const Bitboard occ = (occupied() ^ bb(from)) | bb(to);
    const Role role = m.is_promotion() ? m.promotion_role() : role_at(from);
    Bitboard direct = 0;
    switch (role) {
        case Role::Pawn:
            direct = pawn_attacks(us, to);
            break;
        case Role::Knight:
            direct = knight_attacks(to);
            break;
        case Role::Bishop:
            direct = bishop_attacks(to, occ);
            break;
        case Role::Rook:
            direct = rook_attacks(to, occ);
            break;
        case Role::Queen:
            direct = queen_attacks(to, occ);
            break;
        case Role::King:
            break;
    }
    if (contains(direct, ksq)) return true;
    // Discovered: one of our sliders now sees the king through the square just left, which
    // must then lie on one of the king's lines (most moves start elsewhere: no lookup).
    if (!contains(bishop_rays(ksq) | rook_rays(ksq), from)) return false;
    const Bitboard mine = pieces(us) & ~bb(from);
    const Bitboard queens = by_role_[index(Role::Queen)];
    const Bitboard diag = (by_role_[index(Role::Bishop)] | queens) & mine;
    const Bitboard ortho = (by_role_[index(Role::Rook)] | queens) & mine;
    return (bishop_attacks(ksq, occ) & diag) || (rook_attacks(ksq, occ) & ortho);
}

bool operator==(const Position& a, const Position& b) {
    for (int r = 0; r < kRoleCount; ++r)
        if (a.by_role_[r] != b.by_role_[r]) return false;
    return a.by_color_[0] == b.by_color_[0] && a.by_color_[1] == b.by_color_[1] &&
           a.castling_rooks_ == b.castling_rooks_ && a.turn_ == b.turn_ && a.ep_ == b.ep_;
}

}  // namespace notator
