// Move + Position -> text in any style and language.
#include "candidates.hpp"
#include "notator/notation.hpp"
#include "notator/uci.hpp"

namespace notator {

namespace {

void append_square(std::string& out, Square s) {
    out += file_char(file_of(s));
    out += rank_char(rank_of(s));
}

void append_piece(std::string& out, Role r, const WriteOptions& o) {
    if (o.figurine)
        out += figurine(r);
    else
        out += o.language->letter(r);
}

// FIDE C.10: the file if it tells the pieces apart, else the rank, else both. Only pieces
// that can legally make the move count.
void append_disambiguation(std::string& out, const Position& pos, Move m, Role role) {
    Bitboard rivals = detail::pseudo_origins(pos, role, m.to(), false) & ~bb(m.from());
    if (!rivals) return;  // the common case: no other piece of the kind reaches the square
    for (Square r : squares(rivals))
        if (!detail::legal_normal_move(pos, r, m.to())) rivals &= ~bb(r);
    if (!rivals) return;
    if (!(rivals & bb(file_of(m.from())))) {
        out += file_char(file_of(m.from()));
    } else if (!(rivals & bb(rank_of(m.from())))) {
        out += rank_char(rank_of(m.from()));
    } else {
        append_square(out, m.from());
    }
}

void append_promotion(std::string& out, Role r, const WriteOptions& o) {
    switch (o.promotion) {
        case PromotionStyle::Plain:
            break;
        case PromotionStyle::Equals:
            out += '=';
            break;
        case PromotionStyle::Slash:
            out += '/';
            break;
        case PromotionStyle::Parens:
            out += '(';
            break;
    }
    append_piece(out, r, o);
    if (o.promotion == PromotionStyle::Parens) out += ')';
}

// `known`: the sign when the caller knows it, else nullptr (worked out here).
void append_check(std::string& out, const Position& pos, Move m, const WriteOptions& o,
                  const CheckSign* known) {
    if (!o.check_signs) return;
    const CheckSign sign = known ? *known : detail::deserved_sign(pos, m);
    if (sign == CheckSign::Check) out += '+';
    if (sign == CheckSign::Mate) out += o.mate_double_plus ? "++" : "#";
}

void append_move_impl(std::string& out, const Position& pos, Move m, const WriteOptions& o,
                      const CheckSign* known) {
    if (m.is_null()) {
        out += o.style == Style::Uci ? "0000" : "--";  // as the UCI protocol writes it
        return;
    }
    if (o.style == Style::Uci) {
        out += to_uci(pos, m);
        return;
    }
    if (m.is_castling()) {
        const char c = o.castling_zeros ? '0' : 'O';
        out += c;
        out += '-';
        out += c;
        if (!(index(m.to()) > index(m.from()))) {
            out += '-';
            out += c;
        }
        append_check(out, pos, m, o, known);
        return;
    }
    const Role role = pos.role_at(m.from());
    const bool capture = m.is_en_passant() || contains(pos.pieces(~pos.turn()), m.to());
    if (role != Role::Pawn) append_piece(out, role, o);
    if (o.style == Style::Long) {
        append_square(out, m.from());
        if (capture)
            out += o.capture_sign;
        else if (o.long_hyphen)
            out += '-';
    } else if (role == Role::Pawn) {
        if (capture) {
            out += file_char(file_of(m.from()));
            out += o.capture_sign;
        }
    } else {
        append_disambiguation(out, pos, m, role);
        if (capture) out += o.capture_sign;
    }
    append_square(out, m.to());
    if (m.is_promotion()) append_promotion(out, m.promotion_role(), o);
    append_check(out, pos, m, o, known);
    if (m.is_en_passant() && o.en_passant_suffix) out += " e.p.";
}

}  // namespace

std::string_view figurine(Role role) {
    switch (role) {
        case Role::King:
            return "\u2654";
        case Role::Queen:
            return "\u2655";
        case Role::Rook:
            return "\u2656";
        case Role::Bishop:
            return "\u2657";
        case Role::Knight:
            return "\u2658";
        case Role::Pawn:
            return "\u2659";
    }
    return "";
}

WriteOptions WriteOptions::fide(const Language& language) {
    WriteOptions o;
    o.language = &language;
    o.castling_zeros = true;
    o.promotion = PromotionStyle::Plain;
    o.en_passant_suffix = true;
    return o;
}

WriteOptions WriteOptions::pgn() { return WriteOptions{}; }

void append_move(std::string& out, const Position& pos, Move m, const WriteOptions& o) {
    append_move_impl(out, pos, m, o, nullptr);
}

void append_move(std::string& out, const Position& pos, Move m, const WriteOptions& o,
                 CheckSign known) {
    append_move_impl(out, pos, m, o, &known);
}

std::string write_move(const Position& pos, Move m, const WriteOptions& options) {
    std::string out;
    append_move(out, pos, m, options);
    return out;
}

std::string_view move_glyph(int nag) {
    static constexpr std::string_view kGlyphs[] = {"", "!", "?", "!!", "??", "!?", "?!"};
    return nag > 0 && nag < 7 ? kGlyphs[nag] : std::string_view();
}

void append_annotations(std::string& out, const MoveText& t) {
    out += move_glyph(t.nag);
    if (t.draw_offer) out += " (=)";
}

}  // namespace notator
