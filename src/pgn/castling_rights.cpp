// How a line's castling rights went, to say why castling written later is illegal.
#include "game_reader.hpp"

namespace notator::detail::reading {

// The castling rights changed with the move just played (`castling`, or not): kept, and how
// each one lost went.
[[gnu::noinline]] void GameReader::rights_changed(bool castling) {
    const Position& p = line_.pos;
    const Bitboard now = p.castling_rooks();
    const Bitboard gone = Bitboard(line_.rights) & ~now;
    line_.rights = KeptRights(now);
    line_.rights_ply = line_.ply;
    const Color mover = ~p.turn();
    for (const Square r : squares(gone)) {
        const Color owner = rank_of(r) == Rank::R1 ? Color::White : Color::Black;
        using By = Line::RightLost::By;
        // (Where the rook still stands, the king went.)
        const By by = owner != mover                             ? By::Capture
                      : castling                                 ? By::Castled
                      : contains(p.pieces(owner, Role::Rook), r) ? By::King
                                                                 : By::Rook;
        for (Line::RightLost& l : line_.lost) {
            if (l.rook != 64 && l.rook != index(r)) continue;
            l = {std::uint8_t(index(r)), by, std::int16_t(std::min(line_.ply, 32767))};
            break;
        }
    }
}

// Why castling on `side` is not possible, in standard chess, where the right went in this line:
// where the king is away from its square (`king_away`), when it left it (or castled); else,
// the king and that rook standing where they began, which of them moved, or that the rook was
// taken, and at which move. Empty where the line does not tell (a FEN took the right).
std::string GameReader::why_right_lost(CastlingSide side, bool king_away) const {
    using By = Line::RightLost::By;
    const Color us = line_.pos.turn();
    const Rank home = relative_rank(us, Rank::R1);
    const Square corner = make_square(side == CastlingSide::King ? File::H : File::A, home);
    // The move that took it: the ply-th of the line from the movetext's start.
    const auto at = [&](int ply) {
        const Position& start = *search_.movetext_start;
        const int k = ply - 1 + (start.turn() == Color::Black ? 1 : 0);  // from White's move
        return std::to_string(start.fullmove_number() + k / 2) + (k % 2 == 0 ? "." : "...");
    };
    for (const Line::RightLost& l : line_.lost) {
        if (l.rook == 64 || rank_of(Square(l.rook)) != home) continue;
        if (king_away) {
            if (l.by == By::Castled) return "the king has castled (at move " + at(l.ply) + ")";
            if (l.by == By::King) return "the king has moved (at move " + at(l.ply) + ")";
            continue;
        }
        if (l.rook != index(corner)) continue;
        if (l.by == By::King) return "the king has moved before (at move " + at(l.ply) + ")";
        const std::string rook = "the rook on " + to_string(corner);
        if (l.by == By::Rook) return rook + " has moved before (at move " + at(l.ply) + ")";
        if (l.by == By::Capture)
            return rook + " was taken (at move " + at(l.ply) + ") and another rook stands there";
    }
    return {};
}

}  // namespace notator::detail::reading
