#include "descriptive.hpp"

#include <span>

#include "notator/language.hpp"
#include "notator/movegen.hpp"

namespace notator::detail {

namespace {

// The words of a designation, K Q R Kt (or N) B P, each the role it names (Kt is one word;
// the others are English's piece letters, and P). Reads them from text at i while there are any.
std::vector<Role> words(std::string_view text, std::size_t& i) {
    std::vector<Role> out;
    for (; i < text.size(); ++i) {
        if (text.substr(i, 2) == "Kt") {
            out.push_back(Role::Knight);
            ++i;
        } else if (text[i] == 'P') {
            out.push_back(Role::Pawn);
        } else if (const int r = english().ascii_role(static_cast<unsigned char>(text[i]));
                   r >= 0) {
            out.push_back(Role(r));
        } else {
            break;
        }
    }
    return out;
}

// The files a file designation names ([K|Q][R|Kt|B], one or two words): K e, Q d, KR h,
// QKt b, B c or f, ...; 0 if the words are no file designation.
Bitboard files_named(std::span<const Role> w) {
    if (w.empty() || w.size() > 2) return 0;
    bool king_side = true, queen_side = true;
    if (w[0] == Role::King || w[0] == Role::Queen) {
        king_side = w[0] == Role::King;
        queen_side = !king_side;
        w = w.subspan(1);
        if (w.empty()) return bb(king_side ? File::E : File::D);
    }
    if (w.size() != 1) return 0;
    const auto pair = [&](File k, File q) {
        return (king_side ? bb(k) : Bitboard{0}) | (queen_side ? bb(q) : Bitboard{0});
    };
    switch (w[0]) {
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

// A man and the files a pawn's designation adds (KP, QBP): the last word is the man.
struct Man {
    Role role;
    Bitboard files = ~Bitboard{0};
};

std::optional<Man> man(std::span<const Role> w) {
    if (w.empty() || w.size() > 3) return std::nullopt;
    Man m{w.back()};
    if (w.size() == 1) return m;
    const Bitboard files = files_named(w.first(w.size() - 1));
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
    std::vector<Move> out;

    if (text.starts_with("Castles") || text.starts_with("castles")) {
        std::string_view side = text.substr(7);
        while (!side.empty() && (side.front() == ' ' || side.front() == '(')) side.remove_prefix(1);
        if (!side.empty() && side.front() != 'K' && side.front() != 'Q') return std::nullopt;
        generate_legal(pos, legal);
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
    const std::vector<Role> after = words(text, i);
    if (capture) {  // PxP, BxKt, QxKBP
        taken = man(after);
        if (!taken) return std::nullopt;
    } else {  // P-K4, Kt-QB3, R-Q1
        const Bitboard files = files_named(after);
        if (!files || i >= text.size() || text[i] < '1' || text[i] > '8') return std::nullopt;
        const int rank = pos.turn() == Color::White ? text[i] - '1' : '8' - text[i];
        targets = files & bb(Rank(rank));
        ++i;
    }
    if (i < text.size()) {  // a promotion: P-K8(Q), P-K8=Q, P-K8Q
        std::size_t k = i + (text[i] == '(' || text[i] == '=');
        const std::vector<Role> piece = words(text, k);
        if (piece.size() != 1 || (text[i] == '(' && (k >= text.size() || text[k++] != ')')) ||
            k != text.size())
            return std::nullopt;
        promotion = piece[0];
    }

    generate_legal(pos, legal);
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
