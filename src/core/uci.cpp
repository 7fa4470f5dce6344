#include "notator/uci.hpp"

#include "notator/movegen.hpp"

namespace notator {

std::string to_uci(const Position& pos, Move m) {
    const Square to = (m.is_castling() && !pos.is_chess960()) ? m.king_destination() : m.to();
    std::string out = to_string(m.from()) + to_string(to);
    if (m.is_promotion()) out += "nbrq"[index(m.promotion_role()) - 1];
    return out;
}

std::optional<Role> uci_promotion_role(char letter) {
    switch (letter | 0x20) {
        case 'n':
            return Role::Knight;
        case 'b':
            return Role::Bishop;
        case 'r':
            return Role::Rook;
        case 'q':
            return Role::Queen;
        default:
            return std::nullopt;
    }
}

Result<Move> parse_uci(const Position& pos, std::string_view text) {
    const Error syntax{Errc::UciSyntax, 0, std::uint32_t(text.size())};
    if (text.size() != 4 && text.size() != 5) return syntax;
    const auto from = parse_square(text.substr(0, 2)), to = parse_square(text.substr(2, 2));
    if (!from || !to) return syntax;
    std::optional<Role> promotion;
    if (text.size() == 5) {
        promotion = uci_promotion_role(text[4]);
        if (!promotion) return syntax;
    }
    MoveFilter filter;
    filter.from = bb(*from);
    MoveList list;
    generate_legal(pos, list, filter);
    for (Move m : list) {
        const bool same_to = m.to() == *to || (m.is_castling() && m.king_destination() == *to);
        if (!same_to) continue;
        if (m.is_promotion() != promotion.has_value()) continue;
        if (promotion && m.promotion_role() != *promotion) continue;
        return m;
    }
    return Error{Errc::IllegalMove, 0, std::uint32_t(text.size())};
}

}  // namespace notator
