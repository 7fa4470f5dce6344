#include "numeric.hpp"

#include <algorithm>
#include <string>

#include "notator/movegen.hpp"

#include "notator/assert.hpp"
#include "notator/notation.hpp"
#include "notator/uci.hpp"

namespace notator::detail {

namespace {

// The fifth digit's pieces, 1 to 4 (ICCF).
constexpr Role kPromotionRoles[] = {Role::Queen, Role::Rook, Role::Bishop, Role::Knight};

// The digits' length (4 or 5) where the text has a move's shape, with a glyph after it (!,
// ?, !!, ?!...); 0 where it has not.
std::size_t digits(std::string_view text) {
    if (text.size() < 4) return 0;
    for (std::size_t k = 0; k < 4; ++k)
        if (text[k] < '1' || text[k] > '8') return 0;
    const std::size_t n = text.size() > 4 && text[4] >= '1' && text[4] <= '4' ? 5 : 4;
    const std::string_view glyph = text.substr(n);
    if (glyph.size() > 2 || glyph.find_first_not_of("!?") != std::string_view::npos) return 0;
    return n;
}

}  // namespace

bool numeric_shape(std::string_view text) { return digits(text) != 0; }

std::optional<Error> read_numeric(const Position& pos, std::string_view text, ReadMove& out) {
    const std::uint32_t end = std::uint32_t(text.size());
    const std::size_t n = digits(text);
    if (n == 0) return Error{Errc::MoveSyntax, 0, end, 0};
    // The digits name the squares; the move is the one resolver's, as for a long algebraic move
    // with no piece written (e2e4, g1f3).
    out = ReadMove{};
    MoveText& t = out.text;
    t.from_file = std::int8_t(text[0] - '1');
    t.from_rank = std::int8_t(text[1] - '1');
    t.to = make_square(File(text[2] - '1'), Rank(text[3] - '1'));
    if (n == 5) t.promotion = kPromotionRoles[std::size_t(text[4] - '1')];
    t.move_end = std::uint32_t(n);
    const Square from = make_square(File(t.from_file), Rank(t.from_rank));
    Move m;
    // ICCF writes castling as the king's move (5171), in Chess960 too, where the resolver takes
    // the king's two-square step for a step.
    if (pos.is_chess960() && contains(pos.pieces(pos.turn(), Role::King), from)) {
        MoveList list;
        generate_legal(pos, list, {bb(from), bb(t.to), role_bit(Role::King)});
        for (const Move c : list)
            if (c.is_castling()) m = c;
    }
    if (m.is_null()) {
        const Result<Move> resolved = resolve(pos, t);
        if (!resolved)
            return Error{resolved.error().code == Errc::MissingPromotion ? Errc::MissingPromotion
                                                                         : Errc::IllegalMove,
                         0, end, 0};
        m = *resolved;
    }
    out.move = m;
    if (m.is_castling())
        t.kind = index(m.to()) > index(m.from()) ? MoveText::Kind::CastleKingside
                                                 : MoveText::Kind::CastleQueenside;
    t.role = pos.role_at(from);
    t.capture = pos.is_capture(m);
    for (int nag = 1; nag <= 6; ++nag)
        if (text.substr(n) == move_glyph(nag)) t.nag = std::uint8_t(nag);
    return std::nullopt;
}

std::vector<Reading> numeric_likely(const Position& pos, std::string_view text) {
    std::vector<Reading> out;
    const std::size_t n = digits(text);
    if (n == 0) return out;
    MoveList legal;
    generate_legal(pos, legal);
    for (Move m : legal) {
        char buffer[8];
        const std::string_view mine(buffer, std::size_t(put_numeric(buffer, pos, m) - buffer));
        if (mine.size() != n) continue;
        int wrong = 0;
        for (std::size_t k = 0; k < n; ++k) wrong += mine[k] != text[k];
        const bool swapped = mine.substr(0, 2) == text.substr(2, 2) &&
                             mine.substr(2, 2) == text.substr(0, 2) &&
                             mine.substr(4) == text.substr(4, n - 4);
        if (swapped)
            out.push_back({m, 0.4});
        else if (wrong == 1)
            out.push_back({m, 0.8});
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Reading& a, const Reading& b) { return a.distance < b.distance; });
    return out;
}

char* put_numeric(char* p, const Position& pos, Move m) {
    NOTATOR_ASSERT(!m.is_null());
    const std::string uci = to_uci(pos, m);
    for (std::size_t k = 0; k < 4; ++k) *p++ = k % 2 == 0 ? char('1' + (uci[k] - 'a')) : uci[k];
    if (m.is_promotion())
        *p++ = char('1' + (std::find(std::begin(kPromotionRoles), std::end(kPromotionRoles),
                                     m.promotion_role()) -
                           std::begin(kPromotionRoles)));
    return p;
}

}  // namespace notator::detail
