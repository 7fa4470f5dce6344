#include "numeric.hpp"

#include <algorithm>
#include <string>

#include "notator/movegen.hpp"

#include "notator/assert.hpp"
#include "notator/uci.hpp"

namespace notator::detail {

namespace {

constexpr std::string_view kPromotionLetters = "qrbn";  // the fifth digit's pieces, 1 to 4

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
    const Error whole{Errc::MoveSyntax, 0, std::uint32_t(text.size()), 0};
    const std::size_t n = digits(text);
    if (n == 0) return whole;
    std::string uci;
    for (std::size_t k = 0; k < 4; ++k) uci += k % 2 == 0 ? char('a' + (text[k] - '1')) : text[k];
    if (n == 5) uci += kPromotionLetters[std::size_t(text[4] - '1')];
    const Result<Move> m = parse_uci(pos, uci);
    if (!m) {
        // The same squares with a piece named: the promotion digit left out.
        if (n == 4 && parse_uci(pos, uci + 'q'))
            return Error{Errc::MissingPromotion, 0, std::uint32_t(text.size()), 0};
        return Error{Errc::IllegalMove, 0, std::uint32_t(text.size()), 0};
    }
    out = ReadMove{};
    out.move = *m;
    MoveText& t = out.text;
    if (m->is_castling())
        t.kind = index(m->to()) > index(m->from()) ? MoveText::Kind::CastleKingside
                                                   : MoveText::Kind::CastleQueenside;
    t.role = pos.role_at(m->from());
    t.from_file = std::int8_t(index(file_of(m->from())));
    t.from_rank = std::int8_t(index(rank_of(m->from())));
    t.to = m->to();
    t.capture = pos.is_capture(*m);
    if (m->is_promotion()) t.promotion = m->promotion_role();
    t.move_end = std::uint32_t(n);
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
    if (uci.size() == 5) *p++ = char('1' + kPromotionLetters.find(char(uci[4] | 0x20)));
    return p;
}

}  // namespace notator::detail
