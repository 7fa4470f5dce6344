// A chess position: placement, side to move, castling rights, en passant square, clocks and
// a Zobrist key. Standard chess and Chess960 alike.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "notator/error.hpp"
#include "notator/types.hpp"

namespace notator {

namespace detail {
struct KnownPlay;
}

enum class CastlingSide : std::uint8_t { King, Queen };  // h-side and a-side

// How fen() writes the castling field.
enum class CastlingFormat : std::uint8_t {
    Standard,  // KQkq; X-FEN file letters only where KQkq would be ambiguous
    Shredder,  // file letters of the castling rooks always (HAha)
};

struct FenOptions {
    // Treat castling as Chess960 castling (king and rook may stand anywhere on the first
    // rank). Set automatically when the castling field needs it (file letters or rooks
    // not in the corners).
    bool chess960 = false;
};

// Aligned to a cache line: perft copies a position at every node, and a copy of this size
// that straddles two lines is slower.
class alignas(64) Position {
  public:
    // The standard starting position.
    Position();

    // Reads a FEN (4 to 6 fields; missing clocks default to 0 and 1). Castling may be
    // KQkq, X-FEN or Shredder-FEN. Errors name the field and fault (Errc::Fen*), or a
    // position no game can reach in a way that breaks the move rules: no king or two
    // kings of a color, more than sixteen pieces of a color, a pawn on the first or eighth rank,
    // the side not to move in check, more checkers than one move can give. An en passant square
    // that no pawn can capture on is accepted and dropped (it changes no move).
    static Result<Position> from_fen(std::string_view fen, FenOptions options = {});

    std::string fen(CastlingFormat castling = CastlingFormat::Standard) const;

    Bitboard occupied() const { return by_color_[0] | by_color_[1]; }
    Bitboard pieces(Color c) const { return by_color_[index(c)]; }
    Bitboard pieces(Role r) const { return by_role_[index(r)]; }
    Bitboard pieces(Color c, Role r) const { return by_color_[index(c)] & by_role_[index(r)]; }
    std::optional<Piece> piece_at(Square s) const;
    // Precondition: a piece stands on s.
    Role role_at(Square s) const { return Role(roles_[index(s)]); }
    Square king_square(Color c) const { return lsb(pieces(c, Role::King)); }

    Color turn() const { return turn_; }
    // Squares of the rooks that still carry a castling right, both colors.
    Bitboard castling_rooks() const { return castling_rooks_; }
    std::optional<Square> castling_rook(Color c, CastlingSide side) const;
    // Set only when a pawn of the side to move stands ready to capture there.
    std::optional<Square> ep_square() const {
        return ep_ < 64 ? std::optional<Square>(Square(ep_)) : std::nullopt;
    }
    int halfmove_clock() const { return halfmove_; }
    int fullmove_number() const { return fullmove_; }
    // The half-moves since the game's start as its move number and side to move count them
    // (python-chess's Board.ply): 0 at White's first move, 1 after it.
    int ply() const { return 2 * (fullmove_ - 1) + (turn() == Color::Black ? 1 : 0); }
    bool is_chess960() const { return chess960_; }
    // The Zobrist key of the placement, side to move, castling rights and en passant square,
    // computed from them on each call (a lookup for each piece): positions are copied and
    // played far more often than their keys are asked for.
    std::uint64_t key() const;

    // Pieces of color `by` that attack s, given occupancy occ.
    Bitboard attackers(Square s, Color by, Bitboard occ) const;
    Bitboard checkers() const { return attackers(king_square(turn_), ~turn_, occupied()); }
    bool in_check() const;

    // Plays a move. Precondition: m is legal here (from the move generator, is_legal or a
    // reading of move text).
    void play(Move m);
    // Passes the turn. Precondition: the side to move is not in check.
    void play_null();
    // Plays m, or passes the turn for the null move (a line of moves as read may hold one).
    // Preconditions: play's, or play_null's.
    void play_or_pass(Move m) {
        if (m.is_null())
            play_null();
        else
            play(m);
    }
    Position after(Move m) const {
        Position p = *this;
        p.play(m);
        return p;
    }
    bool is_legal(Move m) const;
    // Does the move take a piece (en passant included; castling never does)? Precondition:
    // m is legal here.
    bool is_capture(Move m) const {
        return m.is_en_passant() || (!m.is_castling() && contains(pieces(~turn_), m.to()));
    }
    // Does the move check the opponent's king? Precondition: m is legal here.
    bool gives_check(Move m) const;

    // Same placement, side, castling rights and en passant square.
    friend bool operator==(const Position& a, const Position& b);

  private:
    // The library's readers play a move whose kind they have already found out through the
    // internal header core/known_play.hpp.
    friend struct detail::KnownPlay;
    void play_special(Move m);
    // A normal move of a known kind (Preconditions: the move from -> to is legal here and not
    // castling, en passant or a promotion; `takes` is true exactly when an enemy piece stands
    // on `to`.) A piece of `role`, not a pawn, which is the role on `from`:
    void play_piece(Role role, Square from, Square to, bool takes);
    // A pawn's step of one or two squares:
    void play_pawn_step(Square from, Square to);
    // A pawn's capture:
    void play_pawn_capture(Square from, Square to);
    void put(Piece p, Square s) {
        by_role_[index(p.role)] |= bb(s);
        by_color_[index(p.color)] |= bb(s);
        roles_[index(s)] = std::uint8_t(p.role);
    }
    void remove(Piece p, Square s) {
        by_role_[index(p.role)] &= ~bb(s);
        by_color_[index(p.color)] &= ~bb(s);
    }
    // What the raw plays share: the enemy piece on `to` taken, a piece moved (`moved` holds
    // both its squares), and the turn passed on.
    void take_bits(Color them, Square to) { take_bits_if(them, to, true); }
    // The same when `takes`, else nothing, without a branch: whether a piece move captures is
    // data the processor cannot foresee. An empty square's role is stale but a role, and its
    // bitboard is changed by nothing.
    void take_bits_if(Color them, Square to, bool takes) {
        const Bitboard gone = bb(to) & (Bitboard{0} - Bitboard{takes});
        by_role_[roles_[index(to)]] ^= gone;
        by_color_[index(them)] ^= gone;
    }
    void move_bits(Piece p, Bitboard moved, Square to) {
        by_role_[index(p.role)] ^= moved;
        by_color_[index(p.color)] ^= moved;
        roles_[index(to)] = std::uint8_t(p.role);
    }
    void pass_turn(Color us) {
        fullmove_ += std::uint32_t(index(us));
        turn_ = ~us;
    }
    void set_ep_if_capturable(Square ep);
    friend class FenReader;

    Bitboard by_role_[kRoleCount] = {};
    Bitboard by_color_[2] = {};
    Bitboard castling_rooks_ = 0;
    Color turn_ = Color::White;
    std::uint8_t ep_ = 64;  // 64: none
    bool chess960_ = false;
    std::uint16_t halfmove_ = 0;
    std::uint32_t fullmove_ = 1;
    // The role on each occupied square (what an empty square holds means nothing): one load
    // instead of six bitboard tests where a move is played or read.
    std::uint8_t roles_[64] = {};
};

}  // namespace notator
