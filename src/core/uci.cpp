#include "notator/uci.hpp"

#include "notator/movegen.hpp"

namespace notator {

std::string write_uci(const UciMove& m) {
    if (m.null) return "0000";
    std::string out = to_string(m.from) + to_string(m.to);
    if (m.promotion) out += "nbrq"[index(*m.promotion) - 1];
    return out;
}

Result<UciMove> read_uci(std::string_view text) {
    const Error syntax{Errc::UciSyntax, 0, std::uint32_t(text.size())};
    if (text == "0000") return UciMove{Square(0), Square(0), std::nullopt, true};
    if (text.size() != 4 && text.size() != 5) return syntax;
    const auto from = parse_square(text.substr(0, 2)), to = parse_square(text.substr(2, 2));
    if (!from || !to) return syntax;
    UciMove m{*from, *to, std::nullopt, false};
    if (text.size() == 5) {
        m.promotion = uci_promotion_role(text[4]);
        if (!m.promotion) return syntax;
    }
    return m;
}

UciMove uci_move(const Position& pos, Move m) {
    // Castling: the king's two squares in standard chess, king takes own rook in Chess960.
    const Square to = (m.is_castling() && !pos.is_chess960()) ? m.king_destination() : m.to();
    return {m.from(), to, m.is_promotion() ? std::optional(m.promotion_role()) : std::nullopt,
            false};
}

std::string to_uci(const Position& pos, Move m) { return write_uci(uci_move(pos, m)); }

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
    const Result<UciMove> named = read_uci(text);
    // (No legal move is the null move: "0000" is no move in a position.)
    if (!named || named->null) return Error{Errc::UciSyntax, 0, std::uint32_t(text.size())};
    MoveFilter filter;
    filter.from = bb(named->from);
    MoveList list;
    generate_legal(pos, list, filter);
    for (Move m : list) {
        const bool same_to =
            m.to() == named->to || (m.is_castling() && m.king_destination() == named->to);
        if (!same_to) continue;
        if (m.is_promotion() != named->promotion.has_value()) continue;
        if (named->promotion && m.promotion_role() != *named->promotion) continue;
        return m;
    }
    return Error{Errc::IllegalMove, 0, std::uint32_t(text.size())};
}

}  // namespace notator
