#include "descriptive.hpp"

#include "notator/movegen.hpp"

namespace notator::detail {

namespace {

// The words of a designation: K Q R Kt N B P (Kt is one word), one letter at a time.
enum class Word { K, Q, R, Kt, B, P };

// Reads words from text at i for as long as there are any; false on any other letter.
std::vector<Word> words(std::string_view text, std::size_t& i) {
    std::vector<Word> out;
    while (i < text.size()) {
        const char c = text[i];
        if (c == 'K' && i + 1 < text.size() && text[i + 1] == 't') {
            out.push_back(Word::Kt);
            i += 2;
            continue;
        }
        if (c == 'K')
            out.push_back(Word::K);
        else if (c == 'Q')
            out.push_back(Word::Q);
        else if (c == 'R')
            out.push_back(Word::R);
        else if (c == 'N')
            out.push_back(Word::Kt);
        else if (c == 'B')
            out.push_back(Word::B);
        else if (c == 'P')
            out.push_back(Word::P);
        else
            break;
        ++i;
    }
    return out;
}

// The files a file designation names ([K|Q][R|Kt|B], one or two words): K e, Q d, KR h,
// QKt b, B c or f, ...; 0 if the words are no file designation.
Bitboard files_named(const std::vector<Word>& w, std::size_t begin, std::size_t end) {
    const std::size_t n = end - begin;
    if (n == 0 || n > 2) return 0;
    int wing = 0;  // 1: king's side, 2: queen's side, 3: either
    std::size_t k = begin;
    if (w[k] == Word::K || w[k] == Word::Q) {
        wing = w[k] == Word::K ? 1 : 2;
        ++k;
        if (k == end) return bb(wing == 1 ? File::E : File::D);
    } else {
        wing = 3;
    }
    if (k + 1 != end) return 0;
    File king_side, queen_side;
    switch (w[k]) {
        case Word::R:
            king_side = File::H, queen_side = File::A;
            break;
        case Word::Kt:
            king_side = File::G, queen_side = File::B;
            break;
        case Word::B:
            king_side = File::F, queen_side = File::C;
            break;
        default:
            return 0;
    }
    return ((wing & 1) ? bb(king_side) : 0) | ((wing & 2) ? bb(queen_side) : 0);
}

std::optional<Role> role_of(Word w) {
    switch (w) {
        case Word::K:
            return Role::King;
        case Word::Q:
            return Role::Queen;
        case Word::R:
            return Role::Rook;
        case Word::Kt:
            return Role::Knight;
        case Word::B:
            return Role::Bishop;
        case Word::P:
            return Role::Pawn;
    }
    return std::nullopt;
}

// A man and the files a pawn's designation adds (KP, QBP): the last word is the man.
struct Man {
    Role role;
    Bitboard files = ~Bitboard{0};
};

std::optional<Man> man(const std::vector<Word>& w) {
    if (w.empty() || w.size() > 3) return std::nullopt;
    Man m{*role_of(w.back())};
    if (w.size() == 1) return m;
    const Bitboard files = files_named(w, 0, w.size() - 1);
    if (!files) return std::nullopt;
    if (m.role == Role::Pawn) m.files = files;  // a piece's wing says where it began, no more
    return m;
}

// The text without what may follow a move: check, mate, e.p., glyphs, spaces.
std::string_view without_suffixes(std::string_view s, bool& en_passant) {
    for (bool more = true; more;) {
        more = false;
        for (std::string_view suffix :
             {" ", "!", "?", "+", "#", "ch.", "ch", "mate", "e.p.", "ep"}) {
            if (s.size() > suffix.size() && s.ends_with(suffix)) {
                en_passant |= suffix == "e.p." || suffix == "ep";
                s.remove_suffix(suffix.size());
                more = true;
            }
        }
    }
    return s;
}

}  // namespace

std::optional<std::vector<Move>> descriptive_readings(const Position& pos, std::string_view text) {
    bool en_passant = false;
    text = without_suffixes(text, en_passant);
    MoveList legal;
    generate_legal(pos, legal);
    std::vector<Move> out;

    if (text.starts_with("Castles") || text.starts_with("castles")) {
        std::string_view side = text.substr(7);
        while (!side.empty() && (side.front() == ' ' || side.front() == '(')) side.remove_prefix(1);
        if (!side.empty() && side.front() != 'K' && side.front() != 'Q') return std::nullopt;
        for (Move m : legal) {
            if (!m.is_castling()) continue;
            const bool king_side = index(m.to()) > index(m.from());
            if (side.empty() || (side.front() == 'K') == king_side) out.push_back(m);
        }
        return out;
    }

    std::size_t i = 0;
    const auto mover = man(words(text, i));
    if (!mover || i >= text.size() || (text[i] != '-' && text[i] != 'x')) return std::nullopt;
    const bool capture = text[i++] == 'x';
    Bitboard targets = ~Bitboard{0};
    std::optional<Man> taken;
    std::optional<Role> promotion;
    const std::vector<Word> after = words(text, i);
    if (capture) {  // PxP, BxKt, QxKBP
        taken = man(after);
        if (!taken) return std::nullopt;
    } else {  // P-K4, Kt-QB3, R-Q1
        const Bitboard files = files_named(after, 0, after.size());
        if (!files || i >= text.size() || text[i] < '1' || text[i] > '8') return std::nullopt;
        const int rank = pos.turn() == Color::White ? text[i] - '1' : '8' - text[i];
        targets = files & bb(Rank(rank));
        ++i;
    }
    if (i < text.size()) {  // a promotion: P-K8(Q), P-K8=Q, P-K8Q
        std::size_t k = i + (text[i] == '(' || text[i] == '=');
        const std::vector<Word> piece = words(text, k);
        if (piece.size() != 1 || (text[i] == '(' && (k >= text.size() || text[k++] != ')')) ||
            k != text.size())
            return std::nullopt;
        promotion = role_of(piece[0]);
    }

    for (Move m : legal) {
        if (m.is_castling() || pos.role_at(m.from()) != mover->role) continue;
        if (!contains(mover->files, m.from()) || !contains(targets, m.to())) continue;
        if (m.is_promotion() && promotion && m.promotion_role() != *promotion) continue;
        const bool takes = m.is_en_passant() || contains(pos.pieces(~pos.turn()), m.to());
        if (takes != capture || (en_passant && !m.is_en_passant())) continue;
        if (taken) {
            const Role victim = m.is_en_passant() ? Role::Pawn : pos.role_at(m.to());
            const Square where =
                m.is_en_passant() ? make_square(file_of(m.to()), rank_of(m.from())) : m.to();
            if (victim != taken->role || !contains(taken->files, where)) continue;
        }
        out.push_back(m);
    }
    return out;
}

}  // namespace notator::detail
