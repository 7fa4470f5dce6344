// Reading the words of a descriptive move (descriptive_words.hpp) and finding where one ends.
#include <string>
#include <vector>

#include "descriptive_words.hpp"
#include "lexer_util.hpp"

namespace notator::detail {

namespace {

using Parsed = DescriptiveText;

constexpr std::string_view kTimes = "\xC3\x97";  // ×, the sign for takes in many books

bool is_space(char c) { return c == ' ' || c == '\t'; }

// Reads a descriptive move from s[i]. Words may stand one space apart where `spaced`; signs
// and glyphs after one space always. Each part is taken only where it is whole; the reading
// stops where the next text fits no part, and `i` is then where the move ends.
class Reader {
  public:
    Reader(std::string_view s, std::size_t i, Descriptive kind)
        : s_(s),
          i_(i),
          spanish_(kind == Descriptive::Spanish),
          letters_(spanish_ ? *find_language("es") : english()) {
        // Words stand apart where the first one names only a man ("Kt - B 3", "P to K4",
        // "K Kt-K2"), not where it is a move already ("P-K4 P-K4" is two moves).
        std::size_t j = i;
        while (j < s.size() && !is_space(s[j]) && s[j] != '\n' && s[j] != '\r') ++j;
        const std::string_view first = s.substr(i, j - i);
        spaced_ = first.find_first_of("-x(:0123456789") == std::string_view::npos &&
                  first.find(kTimes) == std::string_view::npos;
    }

    std::optional<Parsed> move() {
        Parsed p;
        if (castles(p)) return suffixes(p);
        if (!man(p.role, p.pawn_files, p.wing, false)) return std::nullopt;
        if (!spanish_) where(p.from_files, p.from_rank);
        if (capture_sign()) {
            p.capture = true;
            const std::size_t at = i_;
            if (!square(p.to_files, p.to_rank)) {
                i_ = at;
                Role r{};
                if (!man(r, p.taken_files, p.taken_wing, true)) return std::nullopt;
                p.taken = r;
                if (!spanish_) where(p.to_files, p.to_rank);
            }
        } else {
            if (!spanish_ && !(word("-", true) || word("to", true))) return std::nullopt;
            word("-", false);                                                     // B--KKt5
            if (!spanish_ && p.from_rank == 0) where(p.from_files, p.from_rank);  // R-(B5)B7
            if (!square(p.to_files, p.to_rank)) {
                // The first rank left unsaid, as some old books do: "K to B", "R to QB".
                Bitboard f = 0;
                if (spanish_ || !first_rank(f)) return std::nullopt;
                p.to_files = f;
                p.to_rank = 1;
            }
        }
        promotion(p);
        return suffixes(p);
    }

    std::size_t at() const { return i_; }

  private:
    std::string_view s_;
    std::size_t i_;
    bool spanish_;
    const Language& letters_;  // the men's letters: English's or Spanish's piece letters
    bool spaced_ = false;

    // Where the next word starts: after one space or tab if `gap` allows one (never two: the
    // next column of a book's game), else here.
    std::size_t next(bool gap) const {
        if (gap && i_ + 1 < s_.size() && s_[i_] == ' ' && !is_space(s_[i_ + 1]) &&
            s_[i_ + 1] != '\n' && s_[i_ + 1] != '\r')
            return i_ + 1;
        return i_;
    }
    // The text w at the next word (a word of letters must end there); taken if so.
    bool word(std::string_view w, bool gap) {
        const std::size_t j = next(gap);
        if (s_.substr(j, w.size()) != w) return false;
        const std::size_t end = j + w.size();
        // (A word such as "to", "ch" or "Castles" must end there; "x" needs no space.)
        if (w.size() > 1 && is_alpha(w.back()) && end < s_.size() && is_alpha(s_[end]))
            return false;
        i_ = end;
        return true;
    }
    bool capture_sign() {
        // (A capital X only as a word of its own: "P X P".)
        const std::size_t j = next(spaced_);
        if (spaced_ && s_.substr(j, 2) == "X " && j > i_) {
            i_ = j + 1;
            return true;
        }
        return word("x", spaced_) || word(kTimes, spaced_) || word(":", spaced_) ||
               (!spanish_ && (word("takes", spaced_) || word("take", spaced_)));
    }
    // A name of a man or a file: the language's piece letters (K Q R B N, and Kt, in English;
    // R D T A C in Spanish) and P.
    std::optional<Role> role_word(bool gap) {
        const std::size_t j = next(gap);
        if (j >= s_.size()) return std::nullopt;
        std::size_t length = 1;
        std::optional<Role> role;
        if (!spanish_ && s_.substr(j, kOldKnight.size()) == kOldKnight) {
            role = Role::Knight, length = kOldKnight.size();
        } else if (s_[j] == kPawnLetter) {
            role = Role::Pawn;
        } else {
            role = letters_.role_at(s_.substr(j, 1));
        }
        if (role) i_ = j + length;
        return role;
    }
    // The files a file's name gives: K e, Q d, KR h, QKt b, B c and f (English); R e, D d,
    // TR h, CD b, A c and f (Spanish). 0 if the words name no file.
    Bitboard files(const std::vector<Role>& w) const {
        if (w.empty() || w.size() > 2) return 0;
        const bool wing_first = !spanish_;
        Role piece = w.size() == 2 ? w[wing_first ? 1 : 0] : w[0];
        int wing = 0;  // 1 king's, 2 queen's
        if (w.size() == 2) {
            const Role side = w[wing_first ? 0 : 1];
            if (side != Role::King && side != Role::Queen) return 0;
            wing = side == Role::King ? 1 : 2;
        } else if (piece == Role::King || piece == Role::Queen) {
            return bb(piece == Role::King ? File::E : File::D);
        }
        const auto pair = [&](File k, File q) {
            return (wing != 2 ? bb(k) : Bitboard{0}) | (wing != 1 ? bb(q) : Bitboard{0});
        };
        switch (piece) {
            case Role::Rook:
                return pair(File::H, File::A);
            case Role::Knight:
                return pair(File::G, File::B);
            case Role::Bishop:
                return pair(File::F, File::C);
            default:
                return 0;
        }
    }
    // Words of a file's name at the next word: one or two (in English separated by a space
    // where spaced: "K Kt").
    std::vector<Role> file_words(bool gap) {
        std::vector<Role> w;
        const std::size_t at = i_;
        for (int k = 0; k < 2; ++k) {
            const std::size_t before = i_;
            const auto r = role_word(k == 0 ? gap : spaced_ && !spanish_);
            if (!r) break;
            w.push_back(*r);
            if (!files(w)) {  // not a file's name with this word: it is not part of it
                w.pop_back();
                i_ = before;
                break;
            }
        }
        if (w.empty()) i_ = at;
        return w;
    }
    // A square: English [file][rank] (K4, QB 3), Spanish [rank][file] (4R, 3AD).
    bool square(Bitboard& out_files, int& rank) {
        const std::size_t at = i_;
        const bool gap = spaced_ || spanish_;  // (a Spanish square follows "x" or "-" glued)
        if (spanish_) {
            const std::size_t j = next(spaced_);
            if (j >= s_.size() || s_[j] < '1' || s_[j] > '8') return false;
            rank = s_[j] - '0';
            i_ = j + 1;
            const std::vector<Role> w = file_words(false);
            if (!w.empty()) {
                out_files = files(w);
                return true;
            }
        } else {
            const std::vector<Role> w = file_words(gap && spaced_);
            // The rank may stand one space apart even in a compact move ("P-Q 3").
            const std::size_t j = next(true);
            const bool more_digits = j + 1 < s_.size() && is_digit(s_[j + 1]);
            if (!w.empty() && j < s_.size() && s_[j] >= '1' && s_[j] <= '8' && !more_digits) {
                out_files = files(w);
                rank = s_[j] - '0';
                i_ = j + 1;
                return true;
            }
            // The first rank as old books name it: "K to R square", "R to K sq."
            if (!w.empty() && (word("square", true) || word("sq.", true) || word("sq", true))) {
                out_files = files(w);
                rank = 1;
                return true;
            }
        }
        i_ = at;
        rank = 0;
        return false;
    }
    // A file's name alone where a square is due, at the move's end: the first rank.
    bool first_rank(Bitboard& out_files) {
        const std::size_t at = i_;
        const std::vector<Role> w = file_words(spaced_);
        const std::size_t j = i_;
        if (!w.empty() && (j == s_.size() || (!is_alpha(s_[j]) && !is_digit(s_[j])))) {
            out_files = files(w);
            return true;
        }
        i_ = at;
        return false;
    }
    // A man: English [file's name] man (P, KBP, QR, K Kt, Kt); Spanish man [file's name]
    // (P, PAR, TD, CR). A piece's file name says its wing only. After the capture sign
    // (`taken`), a wing and its piece may be all there is: "QxKB".
    bool man(Role& role, Bitboard& pawn_files, int& wing, bool taken) {
        const std::size_t at = i_;
        const bool gap = taken && spaced_;
        std::vector<Role> w;
        std::vector<std::size_t> ends;  // where each word ends
        for (int k = 0; k < 3; ++k) {
            const auto r = role_word(k == 0 ? gap : spaced_ && !spanish_);
            if (!r) break;
            w.push_back(*r);
            ends.push_back(i_);
        }
        // The most words that name a man ("K Kt", "Q B P"), else fewer ("P x P Q" is P).
        while (!w.empty() && !names_a_man(w)) {
            w.pop_back();
            ends.pop_back();
        }
        if (w.empty()) {
            i_ = at;
            return false;
        }
        i_ = ends.back();
        std::vector<Role> name;
        if (spanish_) {
            role = w[0];
            name.assign(w.begin() + 1, w.end());
        } else {
            role = w.back();
            name.assign(w.begin(), w.end() - 1);
        }
        if (!name.empty()) {
            const Bitboard f = files(name);
            if (!f) {
                i_ = at;
                return false;
            }
            if (role == Role::Pawn) {
                pawn_files = f;
            } else if (name.size() == 1 && (name[0] == Role::King || name[0] == Role::Queen)) {
                wing = name[0] == Role::King ? 1 : 2;
            } else {
                i_ = at;
                return false;
            }
        }
        return true;
    }
    // Do these words name a man: a man alone, or a file's name and a pawn, or a wing and a
    // piece (English: wing or file first; Spanish: the man first)?
    bool names_a_man(const std::vector<Role>& w) const {
        if (w.size() == 1) return true;
        const Role role = spanish_ ? w[0] : w.back();
        const std::vector<Role> name = spanish_ ? std::vector<Role>(w.begin() + 1, w.end())
                                                : std::vector<Role>(w.begin(), w.end() - 1);
        if (!files(name)) return false;
        return role == Role::Pawn ||
               (name.size() == 1 && (name[0] == Role::King || name[0] == Role::Queen));
    }
    // "(Q 6)", "(QB3)": the square a man stands on, where two could make the move.
    void where(Bitboard& out_files, int& rank) {
        const std::size_t at = i_;
        const std::size_t j = next(true);
        if (j < s_.size() && s_[j] == '(') {
            i_ = j + 1;
            if (word("on", false) && i_ < s_.size() && is_space(s_[i_])) ++i_;  // "(on R4)"
            Bitboard f = 0;
            int r = 0;
            const bool was = spaced_;
            spaced_ = true;  // (inside the brackets, words may always stand apart)
            const bool ok = square(f, r) && word(")", true);
            spaced_ = was;
            if (ok) {
                out_files = f;
                rank = r;
                return;
            }
        }
        i_ = at;
    }
    // The castling forms: Castles, Castles (K R), Castles QR, O-O, O - O, O--O, 0-0-0.
    bool castles(Parsed& p) {
        const std::size_t at = i_;
        if (word("Castles", false) || word("castles", false)) {
            p.kind = Parsed::Kind::Castles;
            const std::size_t after = i_;
            const bool bracket = word("(", true);
            const auto side = role_word(!bracket);
            if (side == Role::King || side == Role::Queen) {
                role_word(true);  // "K R", "Q R"
                if (!bracket || word(")", true)) {
                    p.castle_side = side == Role::King ? 1 : 2;
                    return true;
                }
            }
            i_ = after;
            return true;
        }
        int o = 0;
        for (;;) {
            const std::size_t j = o == 0 ? i_ : next(true);
            if (j >= s_.size() || (s_[j] != 'O' && s_[j] != '0' && s_[j] != 'o')) break;
            ++o;
            i_ = j + 1;
            const std::size_t before_dash = i_;
            if (!word("-", true)) break;
            word("-", false);  // "O--O"
            if (next(true) >= s_.size() ||
                (s_[next(true)] != 'O' && s_[next(true)] != '0' && s_[next(true)] != 'o')) {
                i_ = before_dash;
                break;
            }
        }
        if (o == 2 || o == 3) {
            p.kind = Parsed::Kind::Castles;
            p.castle_side = o == 2 ? 1 : 2;
            return true;
        }
        i_ = at;
        return false;
    }
    // P-K8(Q), P-K8 (Q), P-K8=Q, P-K8/Q, P-K8Q (the letter glued); Spanish P8R=D, P8R(D).
    void promotion(Parsed& p) {
        const std::size_t at = i_;
        for (const PromotionMark& m : kPromotionMarks) {
            if (m.before.empty() || !word(m.before, true)) continue;
            if (const auto r = role_word(false); r && (m.after.empty() || word(m.after, false)))
                p.promotion = *r;
            else
                i_ = at;
            return;
        }
        if (p.to_rank == 8) {  // the piece glued, or after a space
            if (const auto r = role_word(false);
                r && *r != Role::Pawn && *r != Role::King &&
                (i_ >= s_.size() || !is_alpha(s_[i_]) || s_.substr(i_, 2) == "ch")) {
                p.promotion = *r;
                return;
            }
        }
        i_ = at;
    }
    // "double ch", "dis. ch.": the kind of check named.
    bool kind_of_check() {
        const std::size_t at = i_;
        if ((word("double", true) || word("dbl.", true) || word("dis.", true) ||
             word("dis", true)) &&
            (word("ch.", true) || word("ch", true)))
            return true;
        i_ = at;
        return false;
    }
    // "e.p." in any form algebraic reading takes (kEnPassantForms), or as English books also
    // wrote it.
    bool en_passant_words() {
        for (const std::string_view form : kEnPassantForms)
            if (word(form, true)) return true;
        return word(", e.p.", false) || word("en passant", true) || word("en pas.", true) ||
               word("en pas", true);
    }
    // Check and mate, e.p., glyphs, in any order, each glued or after one space.
    std::optional<Parsed> suffixes(Parsed& p) {
        for (bool more = true; more;) {
            more = true;
            if (word("mate", true) || word("++", true) || word("#", true)) {
                p.check = CheckSign::Mate;
            } else if (word("ch.", true) || word("ch", true) || word("check", true) ||
                       word("+", true) || kind_of_check()) {
                if (p.check == CheckSign::None) p.check = CheckSign::Check;
            } else if (spanish_ ? (word("a.p.", true) || word("a. p.", true) || word("ap", true))
                                : en_passant_words()) {
                p.en_passant = true;
            } else {
                more = false;
                // The move glyphs, the two-character ones first (!! before !).
                for (const int nag : {3, 4, 5, 6, 1, 2}) {
                    if (word(move_glyph(nag), true)) {
                        p.nag = std::uint8_t(nag);
                        more = true;
                        break;
                    }
                }
            }
        }
        return p;
    }
};

}  // namespace

std::optional<DescriptiveText> parse_descriptive(std::string_view s, std::size_t start,
                                                 Descriptive kind, std::size_t& end) {
    Reader r(s, start, kind);
    auto p = r.move();
    end = r.at();
    return p;
}

Descriptive descriptive_of(const Language& language) {
    return language.code == "es" ? Descriptive::Spanish : Descriptive::English;
}

namespace {

// Where a move read from s[start, stop) ends, if all of that text is the move (or the move and
// punctuation after it: "P-K4,", "Castles."); npos otherwise.
std::size_t whole_move(std::string_view s, std::size_t start, std::size_t stop, Descriptive kind) {
    Reader r(s.substr(0, stop), start, kind);
    if (!r.move()) return std::string_view::npos;
    const std::size_t end = r.at();
    for (std::size_t k = end; k < stop; ++k)
        if (std::string_view(",;.:)").find(s[k]) == std::string_view::npos)
            return std::string_view::npos;
    return end;
}

// The text a move may take from `start`: up to a line's end, a tab, two spaces (the next
// column), a comment, and no longer than any move is written. Returns the single spaces
// within it (where a move may end) and its end, last.
std::vector<std::size_t> move_stops(std::string_view s, std::size_t start) {
    constexpr std::size_t kLongest = 64;
    std::vector<std::size_t> stops;
    std::size_t k = start;
    while (k < s.size() && k - start < kLongest) {
        const char c = s[k];
        if (c == '\n' || c == '\r' || c == '\t' || c == '{') break;
        if (c == ' ') {
            if (k + 1 >= s.size() || s[k + 1] == ' ' || s[k + 1] == '\t' || s[k + 1] == '\n' ||
                s[k + 1] == '\r')
                break;
            stops.push_back(k);
        }
        ++k;
    }
    stops.push_back(k);
    return stops;
}

// May what follows a move at `at` (one space after it) come next: a move, a number, a
// comment, a variation, a result?
bool may_follow(std::string_view s, std::size_t at, Descriptive kind) {
    if (at >= s.size()) return true;
    const char c = s[at];
    if (is_digit(c) || std::string_view("{([;*.\xE2").find(c) != std::string_view::npos)
        return true;
    for (const std::size_t stop : move_stops(s, at))
        if (whole_move(s, at, stop, kind) != std::string_view::npos) return true;
    return commentary_word_length(s, at) > 0;  // "P-QKt4 Resigns.", "R to Q8. Good"
}

}  // namespace

std::size_t descriptive_end(std::string_view s, std::size_t start, Descriptive kind,
                            int next_number) {
    const std::vector<std::size_t> stops = move_stops(s, start);
    const std::size_t region = stops.back();
    // A reading followed by the number of the next move ("QPxB 5. Castles": not QPxB5), first.
    if (next_number > 0) {
        const std::string number = std::to_string(next_number) + ".";
        for (auto k = stops.rbegin(); k != stops.rend(); ++k) {
            if (*k == region || s.substr(*k + 1, number.size()) != number) continue;
            const std::size_t end = whole_move(s, start, *k, kind);
            if (end != std::string_view::npos) return end;
        }
    }
    // The longest reading after which the text goes on as text may ("Q x Q P x Q" is Q x Q,
    // then P x Q; "Castles Q-K2" is castling, then Q-K2); else the longest reading.
    std::size_t longest = std::string_view::npos;
    for (auto k = stops.rbegin(); k != stops.rend(); ++k) {
        const std::size_t end = whole_move(s, start, *k, kind);
        if (end == std::string_view::npos) continue;
        if (longest == std::string_view::npos) longest = end;
        if (*k == region || may_follow(s, *k + 1, kind)) return end;
    }
    return longest;
}

}  // namespace notator::detail
