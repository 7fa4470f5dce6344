// Move + Position -> text in any style and language.
#include <array>
#include <cstring>

#include "candidates.hpp"
#include "lexer_util.hpp"
#include "move_writer.hpp"
#include "notator/assert.hpp"
#include "notator/notation.hpp"
#include "notator/uci.hpp"
#include "numeric.hpp"

namespace notator {

namespace {

// Short texts (a letter, a sign) through the pointer: nearly all are one byte.
char* put(char* p, std::string_view text) {
    if (text.size() == 1) {
        *p = text[0];
        return p + 1;
    }
    if (!text.empty())  // (an empty view may have no data at all: no capture sign)
        std::memcpy(p, text.data(), text.size());
    return p + text.size();
}

char* put_square(char* p, Square s) {
    p[0] = file_char(file_of(s));
    p[1] = rank_char(rank_of(s));
    return p + 2;
}

// The piece of the side to move in `pos`.
char* put_piece(char* p, Role r, const Position& pos, const WriteOptions& o) {
    if (!o.figurine) return put(p, o.language->letter(r));
    return put(p, figurine(r, o.black_figurines ? pos.turn() : Color::White));
}

// FIDE C.10: the file if it tells the pieces apart, else the rank, else both. Only pieces
// that can legally make the move count.
char* put_disambiguation(char* p, const Position& pos, Move m, Role role) {
    Bitboard rivals = detail::pseudo_origins(pos, role, m.to(), false) & ~bb(m.from());
    if (!rivals) return p;  // the common case: no other piece of the kind reaches the square
    rivals = detail::legal_origins(pos, rivals, m.to());
    if (!rivals) return p;
    if (!(rivals & bb(file_of(m.from())))) {
        *p++ = file_char(file_of(m.from()));
    } else if (!(rivals & bb(rank_of(m.from())))) {
        *p++ = rank_char(rank_of(m.from()));
    } else {
        p = put_square(p, m.from());
    }
    return p;
}

char* put_promotion(char* p, Role r, const Position& pos, const WriteOptions& o) {
    const detail::PromotionMark& mark = detail::kPromotionMarks[int(o.promotion)];
    p = put(p, mark.before);
    p = put_piece(p, r, pos, o);
    return put(p, mark.after);
}

// `known`: the sign when the caller knows it, else nullptr (worked out here).
char* put_check(char* p, const Position& pos, Move m, const WriteOptions& o,
                const CheckSign* known) {
    if (!o.check_signs) return p;
    const CheckSign sign = known ? *known : detail::deserved_sign(pos, m);
    if (sign == CheckSign::Check) *p++ = '+';
    if (sign == CheckSign::Mate) p = put(p, o.mate_double_plus ? "++" : "#");
    return p;
}

}  // namespace

char* detail::write_move_raw(char* p, const Position& pos, Move m, const WriteOptions& o,
                             const CheckSign* known) {
    if (m.is_null()) return put(p, o.style == Style::Uci ? "0000" : "--");  // as UCI writes it
    if (o.style == Style::Uci) return put(p, to_uci(pos, m));
    if (o.style == Style::Numeric) return detail::put_numeric(p, pos, m);
    if (m.is_castling()) {
        p = put(p, detail::castling_spelling(
                       index(m.to()) > index(m.from()) ? CastlingSide::King : CastlingSide::Queen,
                       o.castling_zeros));
        return put_check(p, pos, m, o, known);
    }
    const Role role = pos.role_at(m.from());
    const bool capture = pos.is_capture(m);
    if (role != Role::Pawn) p = put_piece(p, role, pos, o);
    if (o.style == Style::Long) {
        p = put_square(p, m.from());
        if (capture)
            p = put(p, o.capture_sign);
        else if (o.long_hyphen)
            *p++ = '-';
    } else if (role == Role::Pawn) {
        if (capture) {
            *p++ = file_char(file_of(m.from()));
            p = put(p, o.capture_sign);
        }
    } else {
        p = put_disambiguation(p, pos, m, role);
        if (capture) p = put(p, o.capture_sign);
    }
    p = put_square(p, m.to());
    if (m.is_promotion()) p = put_promotion(p, m.promotion_role(), pos, o);
    p = put_check(p, pos, m, o, known);
    if (m.is_en_passant() && o.en_passant_suffix) {
        *p++ = ' ';
        p = put(p, detail::kEnPassantForms[0]);
    }
    return p;
}

namespace {

void append_move_impl(std::string& out, const Position& pos, Move m, const WriteOptions& o,
                      const CheckSign* known) {
    NOTATOR_ASSERT(o.language != nullptr);
    const std::size_t size = out.size();
    out.resize(size + detail::max_move_bytes(o));
    char* const end = detail::write_move_raw(out.data() + size, pos, m, o, known);
    out.resize(std::size_t(end - out.data()));
}

}  // namespace

std::string_view figurine(Role role, Color color) {
    // (UTF-8 of each figurine, in detail::kFigurineOrder's order.)
    static constexpr auto kGlyphs = [] {
        std::array<std::array<char, 3>, 12> g{};
        for (char32_t k = 0; k < 12; ++k) {
            const char32_t c = detail::kFirstFigurine + k;
            g[k] = {char(0xE0 | c >> 12), char(0x80 | (c >> 6 & 0x3F)), char(0x80 | (c & 0x3F))};
        }
        return g;
    }();
    const auto& g = kGlyphs[detail::figurine_of(role, color) - detail::kFirstFigurine];
    return {g.data(), g.size()};
}

std::string_view figurine(Role role) { return figurine(role, Color::White); }

WriteOptions WriteOptions::fide(const Language& language) {
    WriteOptions o;
    o.language = &language;
    o.castling_zeros = true;
    o.promotion = PromotionStyle::Plain;
    o.en_passant_suffix = true;
    return o;
}

WriteOptions WriteOptions::pgn() { return WriteOptions{}; }

std::optional<Style> style_named(std::string_view name) {
    if (name == "short") return Style::Short;
    if (name == "long") return Style::Long;
    if (name == "uci") return Style::Uci;
    if (name == "numeric") return Style::Numeric;
    return std::nullopt;
}

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

std::string write_line(const Position& start, std::span<const Move> moves,
                       const WriteOptions& options) {
    std::string out;
    Position pos = start;
    for (std::size_t k = 0; k < moves.size(); ++k) {
        if (k > 0) out += ' ';
        if (pos.turn() == Color::White)
            out.append(std::to_string(pos.fullmove_number())).append(". ");
        else if (k == 0)
            out.append(std::to_string(pos.fullmove_number())).append("... ");
        append_move(out, pos, moves[k], options);
        pos.play_or_pass(moves[k]);
    }
    return out;
}

std::string_view move_glyph(int nag) {
    static constexpr std::string_view kGlyphs[] = {"", "!", "?", "!!", "??", "!?", "?!"};
    return nag > 0 && nag < 7 ? kGlyphs[nag] : std::string_view();
}

void append_annotations(std::string& out, const MoveText& t) {
    out += move_glyph(t.nag);
    if (t.draw_offer) out.append(" ").append(detail::kDrawOffer);
}

}  // namespace notator
