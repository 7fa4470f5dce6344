#include "notator/position.hpp"

#include "attacked.hpp"
#include "notator/movegen.hpp"
#include "tables.hpp"
#include "zobrist.hpp"

namespace notator {

using namespace detail;

namespace {

constexpr Role kBack[8] = {Role::Rook, Role::Knight, Role::Bishop, Role::Queen,
                           Role::King, Role::Bishop, Role::Knight, Role::Rook};

}  // namespace

Position::Position() {
    for (int f = 0; f < 8; ++f) {
        put({Color::White, kBack[f]}, make_square(File(f), Rank::R1));
        put({Color::White, Role::Pawn}, make_square(File(f), Rank::R2));
        put({Color::Black, Role::Pawn}, make_square(File(f), Rank::R7));
        put({Color::Black, kBack[f]}, make_square(File(f), Rank::R8));
    }
    castling_rooks_ = bb(Square::A1) | bb(Square::H1) | bb(Square::A8) | bb(Square::H8);
}

std::optional<Piece> Position::piece_at(Square s) const {
    if (!contains(occupied(), s)) return std::nullopt;
    return Piece{contains(by_color_[0], s) ? Color::White : Color::Black, role_at(s)};
}

std::optional<Square> Position::castling_rook(Color c, CastlingSide side) const {
    // A side's castling rooks stand on its first rank with its king, at most one on each side
    // of it (FEN reading and play keep it so): the one wanted is the one above or below the
    // king's square.
    const Bitboard king = pieces(c, Role::King);
    if (!king) return std::nullopt;
    const Bitboard above = ~Bitboard{1} << index(lsb(king));
    const Bitboard rooks =
        castling_rooks_ & pieces(c) & (side == CastlingSide::King ? above : ~above);
    if (!rooks) return std::nullopt;
    return lsb(rooks);
}

Bitboard Position::attackers(Square s, Color by, Bitboard occ) const {
    Bitboard diag = by_role_[index(Role::Bishop)] | by_role_[index(Role::Queen)];
    Bitboard ortho = by_role_[index(Role::Rook)] | by_role_[index(Role::Queen)];
    return pieces(by) & ((pawn_attacks(~by, s) & by_role_[index(Role::Pawn)]) |
                         (knight_attacks(s) & by_role_[index(Role::Knight)]) |
                         (king_attacks(s) & by_role_[index(Role::King)]) |
                         (bishop_attacks(s, occ) & diag) | (rook_attacks(s, occ) & ortho));
}

bool Position::in_check() const { return attacked(*this, king_square(turn_), ~turn_, occupied()); }

std::uint64_t Position::key() const {
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

// Castling, en passant and promotion: rare, so out of the way of the common move (fewer
// registers to save there).
[[gnu::noinline]] void Position::play_special(Move m) {
    const Color us = turn_, them = ~us;
    const Square from = m.from(), to = m.to();
    ep_ = 64;
    fullmove_ += index(us);
    if (m.kind() == MoveKind::Castling) {
        const Square kdst = m.king_destination(), rdst = m.rook_destination();
        remove({us, Role::King}, from);
        remove({us, Role::Rook}, to);
        put({us, Role::King}, kdst);
        put({us, Role::Rook}, rdst);
        castling_rooks_ &= ~bb(rank_of(from));
        ++halfmove_;
    } else {
        Square victim = to;
        if (m.kind() == MoveKind::EnPassant) victim = make_square(file_of(to), rank_of(from));
        if (contains(by_color_[index(them)], victim)) remove({them, role_at(victim)}, victim);
        const Role placed = m.kind() == MoveKind::Promotion ? m.promotion_role() : Role::Pawn;
        remove({us, Role::Pawn}, from);
        put({us, placed}, to);
        halfmove_ = 0;
        castling_rooks_ &= ~bb(to);  // a promotion may take a rook that could castle
    }
    turn_ = them;
}

// A normal move (nearly every move of a game): one piece from one square to another, maybe
// taking. Branches only on what real games make predictable enough or rare: a capture, a
// double step, a lost castling right.
void Position::play(Move m) {
    if (m.kind() != MoveKind::Normal) [[unlikely]] {
        play_special(m);
        return;
    }
    const Color us = turn_, them = ~us;
    const Square from = m.from(), to = m.to();
    const Bitboard moved = bb(from) | bb(to);
    const Role role = role_at(from);
    ep_ = 64;
    fullmove_ += index(us);
    const bool capture = contains(by_color_[index(them)], to);
    if (capture) take_bits(them, to);
    move_bits({us, role}, moved, to);
    const bool pawn = role == Role::Pawn;
    halfmove_ = (capture || pawn) ? 0 : std::uint16_t(halfmove_ + 1);
    // Castling rights go with a king's or a rook's first move, or a rook taken.
    const Bitboard lost =
        castling_rooks_ & (moved | (role == Role::King ? bb(relative_rank(us, Rank::R1)) : 0));
    if (lost) [[unlikely]]
        castling_rooks_ ^= lost;
    turn_ = them;
    if (pawn && (index(to) ^ index(from)) == 16)
        set_ep_if_capturable(Square((index(from) + index(to)) / 2));
}

void Position::play_null() {
    NOTATOR_ASSERT(!in_check());
    ep_ = 64;
    ++halfmove_;
    if (turn_ == Color::Black) ++fullmove_;
    turn_ = ~turn_;
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
        after.play(m);
        return after.in_check();
    }
    // The attackers of the enemy king once the piece stands on `to` (a promotion: the new
    // piece): the same few lookups for every move, no branch on the role, which a jump table
    // mispredicts; the direct and the discovered check come out of the same two slider lookups.
    const Color us = turn_;
    const Square from = m.from(), to = m.to(), ksq = king_square(~us);
    const Bitboard occ = (occupied() ^ bb(from)) | bb(to);
    const Role role = m.is_promotion() ? m.promotion_role() : role_at(from);
    const Bitboard mine = pieces(us) & ~bb(from);
    const Bitboard queens = by_role_[index(Role::Queen)];
    const auto if_role = [&](bool yes) { return yes ? bb(to) : Bitboard{0}; };
    const Bitboard diag = ((by_role_[index(Role::Bishop)] | queens) & mine) |
                          if_role(role == Role::Bishop || role == Role::Queen);
    const Bitboard ortho = ((by_role_[index(Role::Rook)] | queens) & mine) |
                           if_role(role == Role::Rook || role == Role::Queen);
    return (bishop_attacks(ksq, occ) & diag) | (rook_attacks(ksq, occ) & ortho) |
           (knight_attacks(ksq) & if_role(role == Role::Knight)) |
           (pawn_attacks(~us, ksq) & if_role(role == Role::Pawn));
}

bool operator==(const Position& a, const Position& b) {
    for (int r = 0; r < kRoleCount; ++r)
        if (a.by_role_[r] != b.by_role_[r]) return false;
    return a.by_color_[0] == b.by_color_[0] && a.by_color_[1] == b.by_color_[1] &&
           a.castling_rooks_ == b.castling_rooks_ && a.turn_ == b.turn_ && a.ep_ == b.ep_;
}

}  // namespace notator
