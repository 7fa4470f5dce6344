// The legal moves a piece of move text most likely stands for. The distance is an edit distance
// over characters whose costs follow what people really get wrong on scoresheets and in print:
// a piece letter of another language, a capture sign or hyphen left out or added, a capital
// file letter, handwriting look-alikes (1 and 7, 6 and b, 3 and 8, c and e, g and 9, 5 and s,
// O and Q),
// Cyrillic look-alikes, a neighbouring file or rank. Each legal move is compared in the forms it
// may be written in (short, long, with its file or rank, O-O and 0-0), and in the forms of the
// mistakes that change its shape: the departure square written for the arrival, the two
// squares of the long form swapped, the king's step written for castling.
#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "candidates.hpp"
#include "code_points.hpp"
#include "descriptive.hpp"
#include "lexer.hpp"
#include "lexer_util.hpp"
#include "notator/movegen.hpp"
#include "notator/notation.hpp"
#include "numeric.hpp"

namespace notator {

namespace {

// What a slip costs, in units of an ordinary one (another character where it does not belong).
constexpr double kOther = 1.0;
constexpr double kForeignLetter = 0.25;  // the letter of that piece in another language much
constexpr double kRareLetter = 0.5;      // used, or in one little used
constexpr double kCapitalFile = 0.2;     // "E4" for "e4"
constexpr double kLookAlike = 0.1;       // Cyrillic "е" for "e", "0" for "O"
constexpr double kHandwriting = 0.35;    // "7" for "1"
constexpr double kNeighbour = 0.5;       // a file or rank next to the right one
constexpr double kSign = 0.2;            // a capture sign, hyphen or '=' left out or added
constexpr double kSquarePart = 0.6;      // a file letter or rank digit left out or added
constexpr double kPieceLetter = 0.7;     // a piece letter left out or added
constexpr double kTransposed = 0.5;      // two neighbouring characters swapped
// Shapes of mistakes, on top of the characters' cost.
constexpr double kDepartureWritten = 0.6;  // "Ng1" for Ng1-f3
constexpr double kAmbiguous = 0.1;         // a move the text fits, among others it fits too
constexpr double kSquaresSwapped = 0.3;    // "Nf3g1" for Ng1-f3
constexpr double kKingStep = 0.2;          // "Kg1" for castling
// Castling written where it is not legal: the king's move toward that side along its home rank
// (to the square castling takes it to, or another), or that rook's to the square castling takes
// it to, as a player may have meant it or played it instead.
constexpr double kCastlingKingMeant = 0.6, kCastlingKingToward = 0.7, kCastlingRookMeant = 0.8;
constexpr double kUnderpromotion = 0.1;  // a promotion to less than a queen, all else equal
// A check or mate sign that does not fit (written but not so; or left out, which is common).
constexpr double kWrongSign = 0.3, kMissingSign = 0.05;
// A form as far as two ordinary slips, or farther, is no reading of what was written.
constexpr double kFarthest = 2.0;

constexpr bool latin_upper(char32_t c) { return c >= 'A' && c <= 'Z'; }
constexpr bool file_char(char32_t c) { return c >= 'a' && c <= 'h'; }
constexpr bool rank_digit(char32_t c) { return c >= '1' && c <= '8'; }

// The Latin letter a Cyrillic one looks like (а с е о р х, and the capitals that look Latin).
char32_t latin_look_alike(char32_t c) {
    switch (c) {
        case U'а':
            return 'a';
        case U'с':
            return 'c';
        case U'е':
            return 'e';
        case U'о':
            return 'o';
        case U'р':
            return 'p';
        case U'х':
            return 'x';
        case U'А':
            return 'A';
        case U'В':
            return 'B';
        case U'С':
            return 'C';
        case U'Е':
            return 'E';
        case U'Н':
            return 'H';
        case U'К':
            return 'K';
        case U'М':
            return 'M';
        case U'О':
            return 'O';
        case U'Р':
            return 'P';
        case U'Т':
            return 'T';
        case U'Х':
            return 'X';
        default:
            return 0;
    }
}

bool handwriting_pair(char32_t a, char32_t b) {
    constexpr std::pair<char32_t, char32_t> kPairs[] = {
        {'1', '7'}, {'6', 'b'}, {'3', '8'}, {'c', 'e'}, {'g', '9'},
        {'5', 's'}, {'5', 'S'}, {'O', 'Q'},  // the queen's tail left off: 19.Od2 for Qd2
    };
    for (const auto& [x, y] : kPairs)
        if ((a == x && b == y) || (a == y && b == x)) return true;
    return false;
}

// The roles a one-character letter stands for (bits of role_bit), in the languages chess is
// most written in (the first eight of languages_by_use(): `much`) or in any, figurines
// included.
struct LetterRoles {
    std::uint8_t much = 0, any = 0;
};
LetterRoles roles_of_letter(char32_t c) {
    static const std::vector<std::pair<char32_t, LetterRoles>> table = [] {
        std::vector<std::pair<char32_t, LetterRoles>> t;
        const auto add = [&](char32_t c, Role r, bool much) {
            auto it = std::find_if(t.begin(), t.end(), [&](const auto& e) { return e.first == c; });
            if (it == t.end()) it = t.insert(t.end(), {c, {}});
            it->second.any |= role_bit(r);
            if (much) it->second.much |= role_bit(r);
        };
        std::size_t rank = 0;
        for (const Language* l : languages_by_use()) {
            for (const Role r : {Role::King, Role::Queen, Role::Rook, Role::Bishop, Role::Knight}) {
                const std::u32string letter = detail::code_points(l->letter(r));
                if (!letter.empty()) add(letter[0], r, rank < 8);  // "Кр": its first character
            }
            ++rank;
        }
        for (char32_t f = detail::kFirstFigurine; detail::figurine_role_of(f); ++f)
            add(f, *detail::figurine_role_of(f), true);
        return t;
    }();
    for (const auto& [k, roles] : table)
        if (k == c) return roles;
    return {};
}

// What a character written and not in the form, or in the form and not written, costs.
double extra_of(char32_t c) {
    if (c == 'x' || c == ':' || c == U'×' || c == '-' || c == '=' || c == U'х') return kSign;
    if (file_char(c) || rank_digit(c)) return kSquarePart;
    if (latin_upper(c) || roles_of_letter(c).any) return kPieceLetter;
    return kOther;
}

// Compares what was written with the forms of legal moves, in the reader's language. What
// depends on the written characters alone is worked out once, for every character a form may
// hold (a diagnosis compares the text with some two hundred forms).
class Distance {
  public:
    Distance(const Language& language, const std::u32string& written) : w_(written) {
        for (const Role r : {Role::King, Role::Queen, Role::Rook, Role::Bishop, Role::Knight}) {
            const std::u32string letter = detail::code_points(language.letter(r));
            if (letter.size() == 1) letter_role_.emplace_back(letter[0], r);
            for (const char32_t c : letter) add(c);
        }
        for (const char32_t c : std::u32string_view(U"abcdefgh12345678x=-O")) add(c);
        for (const char32_t c : w_) {
            const LetterRoles roles = roles_of_letter(c);
            extra_.push_back(extra(c));
            for (const char32_t f : alphabet_) substitute_.push_back(substitute(c, roles, f));
        }
    }

    // What a character costs that stands in the form and was not written (or the reverse).
    static double extra(char32_t c) {
        static const std::array<double, 128> ascii = [] {
            std::array<double, 128> t{};
            for (char32_t c = 0; c < 128; ++c) t[c] = extra_of(c);
            return t;
        }();
        return c < 128 ? ascii[c] : extra_of(c);
    }

    // Whether what was written and the form f have anything in common: a character of one
    // that stands in the other, or nearly (a look-alike, another language's letter for the
    // piece, a neighbouring file or rank). A form that shares nothing is no reading of the
    // text, however short both are ("-" is no a3).
    bool shares(const std::u32string& f) const {
        const std::size_t a = alphabet_.size();
        for (std::size_t i = 0; i < w_.size(); ++i)
            for (const char32_t c : f) {
                const std::size_t k = index_of(c);
                const double cost =
                    k < a ? substitute_[i * a + k] : substitute(w_[i], roles_of_letter(w_[i]), c);
                if (cost < kOther) return true;
            }
        return false;
    }

    // The weighted edit distance (with transpositions of neighbours) of what was written and
    // the form f; HUGE_VAL where it is kFarthest or more.
    double to(const std::u32string& f) const {
        const std::size_t n = w_.size(), m = f.size(), a = alphabet_.size();
        if (m >= kRow) return HUGE_VAL;  // (no move's form is that long)
        // Three rows: the one before last for transpositions.
        std::array<double, kRow> prev2{}, prev{}, row{}, form_extra{};
        std::array<std::size_t, kRow> index{};
        for (std::size_t j = 1; j <= m; ++j) {
            index[j] = index_of(f[j - 1]);
            form_extra[j] = extra(f[j - 1]);
            prev[j] = prev[j - 1] + form_extra[j];
        }
        for (std::size_t i = 1; i <= n; ++i) {
            const double* sub = substitute_.data() + (i - 1) * a;
            row[0] = prev[0] + extra_[i - 1];
            double least = row[0];
            for (std::size_t j = 1; j <= m; ++j) {
                const double swap =
                    index[j] < a ? sub[index[j]]  // (nearly always)
                                 : substitute(w_[i - 1], roles_of_letter(w_[i - 1]), f[j - 1]);
                double d = std::min(
                    {prev[j] + extra_[i - 1], row[j - 1] + form_extra[j], prev[j - 1] + swap});
                if (i > 1 && j > 1 && w_[i - 1] == f[j - 2] && w_[i - 2] == f[j - 1])
                    d = std::min(d, prev2[j - 2] + kTransposed);
                row[j] = d;
                least = std::min(least, d);
            }
            // No cost is negative: a row past the farthest reading ends the comparison.
            if (least >= kFarthest) return HUGE_VAL;
            prev2 = prev;
            prev = row;
        }
        return prev[m];
    }

  private:
    static constexpr std::size_t kRow = 32;

    void add(char32_t c) {
        if (std::find(alphabet_.begin(), alphabet_.end(), c) == alphabet_.end())
            alphabet_.push_back(c);
    }
    std::size_t index_of(char32_t c) const {
        return std::size_t(std::find(alphabet_.begin(), alphabet_.end(), c) - alphabet_.begin());
    }

    // What it costs to read `w` (written; the roles it is the letter of) where the form has `c`.
    double substitute(char32_t w, LetterRoles roles, char32_t c) const {
        if (w == c) return 0;
        for (const auto& [letter, role] : letter_role_) {
            if (c != letter) continue;
            if (roles.much & role_bit(role)) return kForeignLetter;
            if (roles.any & role_bit(role)) return kRareLetter;
        }
        if (latin_look_alike(w) == c) return kLookAlike;
        if (latin_upper(w) && w + 32 == c && file_char(c)) return kCapitalFile;
        if ((w == '0' && c == 'O') || (w == 'O' && c == '0') || (w == 'o' && c == 'O'))
            return kLookAlike;
        if (handwriting_pair(w, c)) return kHandwriting;
        if ((file_char(w) && file_char(c)) || (rank_digit(w) && rank_digit(c)))
            return (w > c ? w - c : c - w) == 1 ? kNeighbour : kOther;
        return kOther;
    }

    const std::u32string& w_;
    std::vector<std::pair<char32_t, Role>> letter_role_;
    std::vector<char32_t> alphabet_;  // every character a form holds
    std::vector<double> extra_;       // each written character's
    std::vector<double> substitute_;  // [written][alphabet]
};

// The written text without what comes after the move proper (its signs and annotations, which
// say nothing of which move it is), and its check sign: where it reads as a move text, as the
// lexer read it; else without the signs and suffixes the lexer knows at its end.
struct Written {
    std::u32string core;
    CheckSign sign = CheckSign::None;
    std::optional<MoveText> parsed;
};
Written written_core(std::string_view text, const Language& language) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
    Written w;
    if (auto t = parse_move_text(text, language)) {
        w.core = detail::code_points(text.substr(0, t->move_end));
        w.sign = t->check;
        w.parsed = *t;
        return w;
    }
    const auto drop = [&](std::string_view tail) {
        if (text.size() <= tail.size() || !text.ends_with(tail)) return false;
        text.remove_suffix(tail.size());
        while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
        return true;
    };
    drop(detail::kDrawOffer);
    for (const std::string_view form : detail::kEnPassantForms)
        if (drop(form)) break;
    while (!text.empty() && (text.back() == '!' || text.back() == '?')) text.remove_suffix(1);
    for (std::size_t n = text.size(); n > 0;) {  // "+", "#", "++"
        const CheckSign sign = detail::strip_check_sign(text, n);
        if (sign == CheckSign::None) break;
        w.sign = w.sign == CheckSign::None ? sign : CheckSign::Mate;
        text = text.substr(0, n);
    }
    w.core = detail::code_points(text);
    return w;
}

// The parts, one after another. (Not a chain of operator+, which GCC 12 warns of falsely:
// bug 105329.)
std::string joined(std::initializer_list<std::string_view> parts) {
    std::string out;
    for (const std::string_view p : parts) out.append(p);
    return out;
}

// Each form the legal move m may be written in, or mistaken into, with the cost of the
// mistake the form is: short and long, the origin's file or rank alone, and the shapes of the
// mistakes (the departure square for the arrival, the squares swapped, the king's step for
// castling).
void forms_of(const Position& pos, Move m, const Language& language,
              std::vector<std::pair<std::string, double>>& out) {
    out.clear();
    WriteOptions o;
    o.language = &language;
    o.check_signs = false;
    WriteOptions long_form = o;
    long_form.style = Style::Long;
    if (m.is_castling()) {
        const std::string_view king = language.letter(Role::King);
        out.emplace_back(write_move(pos, m, o), 0.0);
        out.emplace_back(write_move(pos, m, long_form), 0.0);
        out.emplace_back(joined({king, to_string(m.king_destination())}), kKingStep);
        return;
    }
    const Role role = pos.role_at(m.from());
    const double under =
        m.is_promotion() && m.promotion_role() != Role::Queen ? kUnderpromotion : 0.0;
    out.emplace_back(write_move(pos, m, o), under);
    out.emplace_back(write_move(pos, m, long_form), under);
    const std::string_view piece = role == Role::Pawn ? "" : language.letter(role);
    const bool captures = pos.is_capture(m);
    const std::string_view x = captures ? "x" : "";
    const std::string from = to_string(m.from()), to = to_string(m.to());
    if (role != Role::Pawn) {
        out.emplace_back(joined({piece, from.substr(0, 1), x, to}), 0.0);
        out.emplace_back(joined({piece, from.substr(1), x, to}), 0.0);
    }
    out.emplace_back(joined({piece, from}), kDepartureWritten + under);
    out.emplace_back(joined({piece, to, from}), kSquaresSwapped + under);
}

// What it costs to read castling written on `side` as the move m (not castling): the king's or
// that rook's move toward the castling squares on their home rank; HUGE_VAL for any other.
double castling_meant(const Position& pos, Move m, CastlingSide side) {
    const Color us = pos.turn();
    const Rank home = relative_rank(us, Rank::R1);
    const Square king = pos.king_square(us);
    if (rank_of(king) != home || rank_of(m.to()) != home || m.is_promotion()) return HUGE_VAL;
    const bool kingside = side == CastlingSide::King;
    // Castling to that side as the rules place king and rook (a rook in the corner stands for
    // whichever rook it would be).
    const Move castling = Move::castling(king, make_square(kingside ? File::H : File::A, home));
    const File to = file_of(m.to());
    const Role role = pos.role_at(m.from());
    // The king along its home rank toward that side (after castling already, Kh1 say).
    if (role == Role::King) {
        if (kingside ? to <= file_of(king) : to >= file_of(king)) return HUGE_VAL;
        return m.to() == castling.king_destination() ? kCastlingKingMeant : kCastlingKingToward;
    }
    // That side's rook (beyond the king), to the square castling would take it to.
    const bool beyond =
        kingside ? file_of(m.from()) > file_of(king) : file_of(m.from()) < file_of(king);
    if (role == Role::Rook && beyond && m.to() == castling.rook_destination())
        return kCastlingRookMeant;
    return HUGE_VAL;
}

}  // namespace

std::vector<Reading> likely_readings(const Position& pos, std::string_view text,
                                     const ReadOptions& options, std::size_t count) {
    NOTATOR_ASSERT(options.language != nullptr);
    if (options.notation != Notation::Algebraic) {
        std::vector<Reading> other =
            options.notation == Notation::Numeric
                ? detail::numeric_likely(pos, text)
                : detail::descriptive_likely(pos, text, detail::descriptive_of(*options.language),
                                             options.origins);
        if (other.size() > count) other.resize(count);
        return other;
    }
    std::vector<Reading> found;
    const Written w = written_core(text, *options.language);
    // (Each character more than a move's longest form costs at least kSign: past these, no
    // form is near enough.)
    constexpr std::size_t kLongest = 24;
    if (w.core.empty() || w.core.size() > kLongest || count == 0) return found;
    const Distance distance(*options.language, w.core);
    MoveList list;
    generate_legal(pos, list);
    // The moves the text fits, where it reads as a move text: several, where it is in error
    // (ambiguous), each as near.
    MoveList fitting;
    if (w.parsed && w.parsed->kind == MoveText::Kind::Normal) {
        detail::moves_fitting(pos, *w.parsed, fitting);
        // A pawn's move to the last rank with no piece named ("e8", "ba"): each promotion of
        // that move fits it, the queen first.
        if (fitting.empty() && !w.parsed->promotion) {
            MoveText promoting = *w.parsed;
            for (const Role r : {Role::Queen, Role::Rook, Role::Bishop, Role::Knight}) {
                promoting.promotion = r;
                detail::moves_fitting(pos, promoting, fitting);
            }
        }
    }
    const auto fits = [&](Move m) {
        return std::find(fitting.begin(), fitting.end(), m) != fitting.end();
    };
    // Castling written: on which side (where it is legal, it is among the moves and reads so).
    std::optional<CastlingSide> castling;
    if (w.parsed && w.parsed->kind == MoveText::Kind::CastleKingside) castling = CastlingSide::King;
    if (w.parsed && w.parsed->kind == MoveText::Kind::CastleQueenside)
        castling = CastlingSide::Queen;
    std::vector<std::pair<std::string, double>> forms;
    std::vector<std::pair<Reading, std::string>> ranked;
    for (const Move m : list) {
        forms_of(pos, m, *options.language, forms);
        double best = HUGE_VAL;
        for (const auto& [form, shape] : forms) {
            const std::u32string f = detail::code_points(form);
            const double d = distance.to(f);
            // A form that shares nothing with what was written in place, or is two slips away,
            // is no reading of it ("xyz" and "%%" get none).
            if (d >= kFarthest || d >= double(std::max(w.core.size(), f.size())) ||
                !distance.shares(f))
                continue;
            best = std::min(best, d + shape);
        }
        if (fits(m))
            best =
                std::min(best, kAmbiguous + (m.is_promotion() && m.promotion_role() != Role::Queen
                                                 ? kUnderpromotion
                                                 : 0.0));
        if (castling && !m.is_castling()) best = std::min(best, castling_meant(pos, m, *castling));
        if (best == HUGE_VAL) continue;
        const CheckSign deserved = detail::deserved_sign(pos, m);
        if (w.sign != deserved)
            best += w.sign == CheckSign::None                                   ? kMissingSign
                    : w.sign == CheckSign::Mate && deserved == CheckSign::Check ? kWrongSign / 2
                                                                                : kWrongSign;
        ranked.push_back({{m, best}, forms.front().first});
    }
    std::sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) {
        if (a.first.distance != b.first.distance) return a.first.distance < b.first.distance;
        return a.second < b.second;
    });
    for (std::size_t i = 0; i < ranked.size() && i < count; ++i) found.push_back(ranked[i].first);
    return found;
}

}  // namespace notator
