// Move text -> MoveText. One pass over the bytes; the language only decides which letters
// are pieces, so trying several languages on one move costs a few byte compares each.
#include "lexer.hpp"
#include "code_points.hpp"
#include "lexer_util.hpp"
#include "notator/notation.hpp"
#include "notator/uci.hpp"

namespace notator {

namespace {

using detail::figurine_role;
using detail::is_file;
using detail::is_rank;

struct Lexer {
    std::string_view s;
    std::size_t i = 0, n = 0;
    const Language& lang;
    MoveText& t;

    unsigned char at(std::size_t k) const { return k < n ? static_cast<unsigned char>(s[k]) : 0; }
    Error error(Errc code, std::size_t begin, std::size_t end) const {
        return Error{code, std::uint32_t(begin), std::uint32_t(end)};
    }
    // The byte range of the UTF-8 character at k.
    std::size_t char_end(std::size_t k) const {
        std::size_t e = k + 1;
        while (e < n && continues_character(s[e])) ++e;
        return e;
    }
    Error syntax() const { return error(Errc::MoveSyntax, i, i < n ? char_end(i) : n); }
    bool starts(std::string_view p) const { return s.substr(i, p.size()) == p; }
    // Does a file letter, or a piece, stand k bytes after i?
    bool file_after(std::size_t k) const {
        std::size_t len = 0;
        bool cyrillic = false;
        return i + k < n && detail::file_letter(s.substr(i + k, n - i - k), len, cyrillic) >= 0;
    }
    bool piece_after(std::size_t k) const {
        return i + k < n && (figurine_role(s.substr(i + k, n - i - k)) ||
                             lang.role_at(s.substr(i + k, n - i - k)));
    }
    // Does a file letter (Latin or a Cyrillic look-alike) stand at i?
    bool starts_file() const {
        std::size_t len = 0;
        bool cyrillic = false;
        return detail::file_letter(s.substr(i, n - i), len, cyrillic) >= 0;
    }

    // A piece (letter of the language or figurine) at i; advances past it. Leniently also the
    // Latin look-alikes of a language's Cyrillic letters (Kp for Кр), and in English the
    // knight's Kt of old books, where a square, a hyphen or a capture sign follows it.
    std::optional<Role> piece(bool* was_figurine = nullptr) {
        if (auto r = figurine_role(s.substr(i))) {
            if (was_figurine) *was_figurine = true;
            i += 3;
            return r;
        }
        std::size_t len = 0;
        if (starts(detail::kOldKnight) && lang.letter(Role::King) == "K" &&
            lang.letter(Role::Knight) == "N" &&
            (file_after(2) || at(i + 2) == '-' || at(i + 2) == 'x' || at(i + 2) == ':')) {
            t.lax |= MoveText::kOldKnight;
            i += detail::kOldKnight.size();
            return Role::Knight;
        }
        if (auto r = lang.role_at(s.substr(i), &len)) {
            i += len;
            return r;
        }
        if (auto r = lang.look_alike_role_at(s.substr(i), &len)) {
            t.lax |= MoveText::kLatinLetter;
            i += len;
            return r;
        }
        return std::nullopt;
    }

    std::optional<Error> castling() {
        // castling_spelling's forms (O-O, 0-0, O-O-O, 0-0-0): two marks the king's side, three
        // the queen's; leniently o-o and the Unicode hyphens and dashes.
        auto mark = [&](std::size_t k) { return at(k) == 'O' || at(k) == '0' || at(k) == 'o'; };
        const unsigned char first = at(i);
        std::size_t k = i, marks = 0;
        bool odd = false;
        while (mark(k)) {
            if (at(k) != first || at(k) == 'o') odd = true;
            ++marks;
            ++k;
            const std::size_t dash = detail::dash_length(s.substr(k, n - k));
            if (dash == 0) break;
            odd |= dash > 1;
            k += dash;
        }
        if (marks < 2 || marks > 3 || !mark(k - 1)) return syntax();
        t.kind = marks == 2 ? MoveText::Kind::CastleKingside : MoveText::Kind::CastleQueenside;
        t.zeros = first == '0';
        if (odd) t.lax |= MoveText::kOddCastling;
        t.piece_begin = std::uint32_t(i);
        t.piece_end = std::uint32_t(i);
        i = k;
        return std::nullopt;
    }

    std::optional<Error> promotion() {
        const std::size_t start = i;
        const detail::PromotionMark* mark = &detail::kPromotionMarks[0];  // plain: e8Q
        for (const detail::PromotionMark& m : detail::kPromotionMarks)
            if (!m.before.empty() && at(i) == static_cast<unsigned char>(m.before[0]) &&
                starts(m.before)) {
                mark = &m;
                break;
            }
        i += mark->before.size();
        if (mark->odd) t.lax |= MoveText::kOddPromotion;
        std::optional<Role> role = piece();
        if (!role && t.from_file >= 0 && t.from_rank >= 0) {
            // Coordinate (UCI) promotion letters: e7e8q.
            // Lowercase only: an uppercase letter here is a piece letter of the language.
            if (at(i) >= 'a' && at(i) <= 'z') role = uci_promotion_role(char(at(i)));
            if (role) {
                ++i;
                t.lax |= MoveText::kOddPromotion;
            }
        }
        if (!role) {
            if (i == start) return std::nullopt;  // no promotion written
            if (at(i) >= 'A' && at(i) <= 'Z') return error(Errc::UnknownPieceLetter, i, i + 1);
            return syntax();
        }
        if (*role == Role::King || *role == Role::Pawn)
            return error(Errc::BadPromotionPiece, start, i);
        if (!mark->after.empty()) {
            if (!starts(mark->after)) return syntax();
            i += mark->after.size();
        }
        t.promotion = role;
        return std::nullopt;
    }

    // "e.p." with or without a space before it; leniently "e.p", "ep", "e. p.".
    void en_passant() {
        std::size_t k = i;
        while (at(k) == ' ') ++k;
        for (std::string_view form : detail::kEnPassantForms) {
            if (s.substr(k, form.size()) != form) continue;
            const unsigned char next = at(k + form.size());
            if (next && next != ' ' && next != '+' && next != '#' && next != '!' && next != '?')
                continue;
            t.en_passant = true;
            if (form != detail::kEnPassantForms[0]) t.lax |= MoveText::kOddEnPassant;
            i = k + form.size();
            return;
        }
    }

    // A file letter at i (Latin, or a Cyrillic look-alike); advances past it. -1 if none.
    int file() {
        std::size_t len = 0;
        bool cyrillic = false;
        const int f = detail::file_letter(s.substr(i, n - i), len, cyrillic);
        if (f < 0) return f;
        if (cyrillic) t.lax |= MoveText::kCyrillicLetter;
        i += len;
        return f;
    }

    std::optional<Error> normal_move() {
        const std::size_t piece_start = i;
        bool fig = false;
        if (auto r = piece(&fig)) {
            t.role = *r;
            t.piece_written = true;
            t.figurine = fig;
            if (*r == Role::Pawn) t.lax |= MoveText::kPawnLetter;
        } else if (at(i) == detail::kPawnLetter &&
                   (file_after(1) || at(i + 1) == 'x' || (at(i + 1) == '-' && file_after(2)))) {
            // "Pe4", "Pxd5", "P-d4": the pawn letter some writers put before a pawn move, where
            // P is no piece letter of the language (in Dutch it is the knight, read above).
            ++i;
            t.role = Role::Pawn;
            t.piece_written = true;
            t.lax |= MoveText::kPawnLetter | MoveText::kPawnP;
        } else if (((at(i) >= 'A' && at(i) <= 'Z') || at(i) >= 0x80) && !starts_file()) {
            return error(Errc::UnknownPieceLetter, i, char_end(i));
        }
        t.piece_begin = std::uint32_t(piece_start);
        t.piece_end = std::uint32_t(i);

        int f1 = file(), r1 = -1, f2 = -1, r2 = -1;
        if (is_rank(at(i))) r1 = at(i++) - '1';
        bool sep = false;
        if (at(i) == 'x' || starts(detail::kCyrillicX)) {
            if (at(i) != 'x') t.lax |= MoveText::kCyrillicLetter;
            t.capture = sep = true;
            i += at(i) == 'x' ? 1 : detail::kCyrillicX.size();
        } else if (at(i) == ':') {
            t.capture = sep = true;
            t.lax |= MoveText::kOtherCaptureSign;
            ++i;
        } else if (starts("\xC3\x97") && (file_after(2) || piece_after(2))) {  // ×
            // (× after a whole square and nothing more is the mate sign: suffixes().)
            t.capture = sep = true;
            t.lax |= MoveText::kOtherCaptureSign;
            i += 2;
        } else if (at(i) == '-' && at(i + 1) != '-') {
            sep = true;
            t.lax |= MoveText::kHyphen;
            ++i;
        } else if (detail::dash_length(s.substr(i, n - i)) == 3) {  // e2–e4
            sep = true;
            t.lax |= MoveText::kHyphen;
            i += 3;
        }
        // The captured piece named after the capture sign (Sd7xSe5), then its square.
        if (t.capture) {
            const std::size_t before = i;
            if (auto r = piece(); r && starts_file()) {
                t.captured = *r;
                t.lax |= MoveText::kCapturedPiece;
            } else {
                i = before;
            }
        }
        f2 = file();
        if (is_rank(at(i))) r2 = at(i++) - '1';

        if (f2 >= 0 && r2 >= 0) {
            t.from_file = std::int8_t(f1);
            t.from_rank = std::int8_t(r1);
            t.to = make_square(File(f2), Rank(r2));
        } else if (!sep && f2 < 0 && r2 < 0 && f1 >= 0 && r1 >= 0) {
            t.to = make_square(File(f1), Rank(r1));
        } else if (!t.piece_written && f1 >= 0 && r1 < 0 && f2 >= 0 && r2 < 0 &&
                   (f1 - f2 == 1 || f2 - f1 == 1) && !(t.lax & MoveText::kHyphen)) {
            // "cd", "cxd", "c:d", "cd:": a pawn's capture by its files alone, as abbreviated
            // notation and club scoresheets write it; the square is the one such capture's
            // (resolve()). Its rank stands as the first in `to` until then.
            if (at(i) == ':') ++i;
            t.from_file = std::int8_t(f1);
            t.to = make_square(File(f2), Rank::R1);
            t.capture = true;
            t.lax |= MoveText::kFileCapture;
            return promotion();  // "ba=Q", "baQ": a capture onto the last rank
        } else {
            return syntax();
        }
        // A hyphen belongs between two squares (long form), not after a lone file; after a
        // piece alone ("Kt-f3", "P-d4") it is how older books wrote the move to a square.
        if ((t.lax & MoveText::kHyphen) && (f1 < 0 || r1 < 0)) {
            if (!t.piece_written || f1 >= 0 || r1 >= 0) return syntax();
            t.lax = (t.lax & ~std::uint32_t(MoveText::kHyphen)) | MoveText::kPieceHyphen;
        }
        if (i == n) return std::nullopt;  // most moves end at their square
        if (auto e = promotion()) return e;
        if (!t.promotion && (at(i) == ' ' || detail::starts_en_passant(at(i)))) en_passant();
        return std::nullopt;
    }

    // Check and mate signs, glyphs and the draw offer, in that order, spaces allowed before
    // the draw offer (and before e.p.).
    std::optional<Error> suffixes() {
        t.move_end = std::uint32_t(i);
        if (i == n) return std::nullopt;
        if (detail::kSignOf[at(i)] == CheckSign::Check) {
            ++i;
            if (detail::kSignOf[at(i)] == CheckSign::Check) {  // "++", as some write mate
                ++i;
                t.check = CheckSign::Mate;
                t.double_plus = true;
            } else {
                t.check = CheckSign::Check;
            }
        } else if (detail::kSignOf[at(i)] == CheckSign::Mate) {
            ++i;
            t.check = CheckSign::Mate;
        } else if (starts("\xC3\x97")) {  // × as Russian texts print mate
            i += 2;
            t.check = CheckSign::Mate;
            t.lax |= MoveText::kCrossForMate;
        }
        if (t.kind == MoveText::Kind::Normal && !t.en_passant && !t.promotion &&
            (at(i) == ' ' || detail::starts_en_passant(at(i))))
            en_passant();
        for (std::uint8_t nag : {3, 4, 5, 6, 1, 2}) {  // two-character glyphs first
            if (starts(move_glyph(nag))) {
                t.nag = nag;
                i += move_glyph(nag).size();
                break;
            }
        }
        std::size_t k = i;
        while (at(k) == ' ') ++k;
        if (s.substr(k, detail::kDrawOffer.size()) == detail::kDrawOffer) {
            t.draw_offer = true;
            i = k + detail::kDrawOffer.size();
        }
        if (i != n) return syntax();
        return std::nullopt;
    }
};

}  // namespace

namespace {

// The shape of nearly every move in real games (detail::lex_common_shape) with its sign, in a
// language whose letters are single bytes. Anything else (or any doubt) returns false and
// goes through the full lexer, which reads this shape the same way.
bool parse_common_shape(std::string_view s, const Language& language, MoveText& t) {
    std::size_t n = s.size();
    if (n < 2 || n > 8 || !language.simple()) return false;
    const CheckSign check = detail::strip_check_sign(s, n);
    detail::CommonShape c;
    if (!detail::lex_common_shape(s, n, language, c)) return false;
    c.store(t, check, n);
    return true;
}

}  // namespace

std::optional<Error> detail::parse_move_text_into(std::string_view text, const Language& language,
                                                  MoveText& out) {
    if (parse_common_shape(text, language, out)) return std::nullopt;
    out = MoveText{};
    Lexer lx{text, 0, text.size(), language, out};
    while (lx.i < lx.n && (lx.at(lx.i) == ' ' || lx.at(lx.i) == '\t')) ++lx.i;
    while (lx.n > lx.i && (lx.at(lx.n - 1) == ' ' || lx.at(lx.n - 1) == '\t')) --lx.n;
    if (lx.i == lx.n) return Error{Errc::EmptyMove, 0, std::uint32_t(text.size())};

    const unsigned char c = lx.at(lx.i);
    std::optional<Error> e;
    if ((c == 'O' || c == '0' || c == 'o') && (lx.at(lx.i + 1) == '-' || lx.at(lx.i + 1) == 0xE2)) {
        e = lx.castling();
    } else if (c == '-' && lx.at(lx.i + 1) == '-') {
        lx.t.kind = MoveText::Kind::Null;
        lx.i += 2;
    } else if (const std::size_t n = detail::odd_null_length(text.substr(lx.i, lx.n - lx.i))) {
        lx.t.kind = MoveText::Kind::Null;
        lx.t.lax |= MoveText::kOddNull;
        lx.i += n;
    } else {
        e = lx.normal_move();
    }
    if (!e) e = lx.suffixes();
    return e;
}

Result<MoveText> parse_move_text(std::string_view text, const Language& language) {
    MoveText t;
    if (auto e = detail::parse_move_text_into(text, language, t)) return *e;
    return t;
}

}  // namespace notator
