// Pairing the games of two files of scoresheets: named games by their players and round,
// the others by how alike their first moves read, whatever their places in the files.
#include "game_pairing.hpp"

#include <algorithm>
#include <optional>
#include <tuple>

#include "../notation/code_points.hpp"
#include "notator/notation.hpp"
#include "notator/position.hpp"

namespace notator::detail {

namespace {

// Unnamed games pair by their first moves: this many of them, and at least so many alike.
constexpr std::size_t kOpening = 12;
// Pairs whose openings are alike in all of those are told apart by this many moves.
constexpr std::size_t kFurther = 60;
constexpr std::size_t kAlike = 4;

// A tag's value as players and rounds are compared: blanks at the ends and inside taken as
// one, ASCII letters in one case; "?" and "-" are none.
std::string normalized(const WrittenGame& g, std::string_view name) {
    for (const auto& [n, v] : g.tags) {
        if (n != name) continue;
        std::string out;
        for (const char c : v) {
            if (c == ' ' || c == '\t') {
                if (!out.empty() && out.back() != ' ') out += ' ';
                continue;
            }
            out += c >= 'A' && c <= 'Z' ? char(c + ('a' - 'A')) : c;
        }
        while (!out.empty() && out.back() == ' ') out.pop_back();
        return out == "?" || out == "-" ? std::string() : out;
    }
    return {};
}

struct Named {
    std::string white, black, round;
    bool named() const { return !white.empty() && !black.empty(); }
};
Named named(const WrittenGame& g) {
    return {normalized(g, "White"), normalized(g, "Black"), normalized(g, "Round")};
}

// A name as two sheets may spell it apart: its words in any order, each in small letters with
// no accents, "ue", "oe" and "ae" as the umlauts they stand for ("Müller, Hans", "Mueller Hans"
// and "Hans Muller" are one).
std::string loosely(std::string_view name) {
    std::vector<std::string> words(1);
    const std::u32string cp = detail::code_points(name);
    for (const char32_t c : cp) {
        char32_t base = c;
        if (c >= 0xC0 && c <= 0x17F) {
            // Latin-1 and Latin Extended-A: the letter under the accent (ß as s, æ as a; the
            // signs × and ÷ as no letter).
            static constexpr std::string_view kBase =
                "AAAAAAACEEEEIIIIDNOOOOO/OUUUUYTsaaaaaaaceeeeiiiidnooooo/ouuuuyty"
                "AaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIiIiJjKkkLlLlLlL"
                "lLlNnNnNnnNnOoOoOoOoRrRrRrSsSsSsSsTtTtTtUuUuUuUuUuUuWwYyYZzZzZzs";
            base = char32_t(kBase[c - 0xC0]);
        }
        if (base >= 'A' && base <= 'Z') base += 'a' - 'A';
        if (base >= 'a' && base <= 'z') {
            std::string& w = words.back();
            const char ch = char(base);
            // (ue, oe, ae: how an umlaut is typed where there is none)
            if (ch == 'e' && !w.empty() && (w.back() == 'u' || w.back() == 'o' || w.back() == 'a'))
                continue;
            w += ch;
        } else if (!words.back().empty()) {
            words.emplace_back();
        }
    }
    if (words.back().empty()) words.pop_back();
    std::sort(words.begin(), words.end());
    std::string out;
    for (const std::string& w : words) out.append(w).append(" ");
    return out;
}

// A game's players as its tags write them, for a message.
std::string display(const WrittenGame& g) {
    std::string white = "?", black = "?";
    for (const auto& [n, v] : g.tags) {
        if (n == "White") white = v;
        if (n == "Black") black = v;
    }
    return "'" + white + " - " + black + "'";
}

// Two names one player's, as two sheets may write them: alike loosely, or word by word, a
// word of one the other's or its initial ("Carlsen, M." and "Magnus Carlsen").
bool same_player(std::string_view x, std::string_view y) {
    const std::string a = loosely(x), b = loosely(y);
    if (a == b) return !a.empty();
    const auto words = [](const std::string& s) {
        std::vector<std::string> out;
        for (std::size_t k = 0, e; k < s.size(); k = e + 1) {
            e = s.find(' ', k);
            out.push_back(s.substr(k, e - k));
        }
        return out;
    };
    std::vector<std::string> wa = words(a), wb = words(b);
    if (wa.size() > wb.size()) std::swap(wa, wb);
    std::size_t full = 0;
    for (const std::string& w : wa) {
        const auto fits = [&](const std::string& v) {
            return v == w || (w.size() == 1 && v[0] == w[0]) || (v.size() == 1 && w[0] == v[0]);
        };
        if (std::none_of(wb.begin(), wb.end(), fits)) return false;
        full += w.size() > 1;
    }
    return full > 0;  // (initials alone are no name)
}

// Two rounds one, where both are given: the same, or one a board or game of the other ("4" and
// "4.1").
bool rounds_fit(const std::string& x, const std::string& y) {
    if (x.empty() || y.empty() || x == y) return true;
    const std::string& shorter = x.size() < y.size() ? x : y;
    const std::string& longer = x.size() < y.size() ? y : x;
    return longer.starts_with(shorter) && longer[shorter.size()] == '.';
}

// A game's first moves, in English SAN, each game in its own language, from `start`: a move
// that does not read as its likeliest reading (a slip in the first moves does not hide the
// game), as far as one is found.
std::vector<std::string> opening(const WrittenGame& g, const Language* l, const Position& start,
                                 std::size_t plies = kOpening) {
    std::vector<std::string> out;
    if (!g.unchecked.empty()) {  // (a variant's game: its moves as written)
        for (std::size_t k = 0; k < g.moves.size() && k < plies; ++k) out.push_back(g.moves[k]);
        return out;
    }
    Position pos = start;
    ReadOptions o;
    o.language = l;
    for (const std::string& text : g.moves) {
        if (out.size() == plies) break;
        std::optional<Move> move;
        if (const auto m = read_move(pos, text, o)) {
            move = m->move;
        } else if (const auto r = likely_readings(pos, text, o, 1); !r.empty()) {
            move = r[0].move;
        } else {
            break;
        }
        out.push_back(write_move(pos, *move, WriteOptions::pgn()));
        pos.play_or_pass(*move);
    }
    return out;
}

// How alike two openings are: the moves they share in order (the longest common subsequence,
// so that a move left out or misread early does not hide the game), or -1 where too few.
int alike(const std::vector<std::string>& x, const std::vector<std::string>& y) {
    std::vector<std::vector<int>> t(x.size() + 1, std::vector<int>(y.size() + 1, 0));
    for (std::size_t i = 1; i <= x.size(); ++i)
        for (std::size_t j = 1; j <= y.size(); ++j)
            t[i][j] =
                x[i - 1] == y[j - 1] ? t[i - 1][j - 1] + 1 : std::max(t[i - 1][j], t[i][j - 1]);
    const int common = t[x.size()][y.size()];
    // Where one has moves too few to tell (a forfeit, a game cut short), all it has.
    const std::size_t need = std::max<std::size_t>(1, std::min({kAlike, x.size(), y.size()}));
    if (x.empty() && y.empty()) return int(kAlike);
    return common >= int(need) ? common : -1;
}

}  // namespace

std::vector<GamePair> pair_games(const std::vector<WrittenGame>& ga,
                                 const std::vector<WrittenGame>& gb,
                                 const std::vector<const Language*>& la,
                                 const std::vector<const Language*>& lb) {
    std::vector<std::size_t> partner(ga.size(), SIZE_MAX);
    std::vector<std::string> notes(ga.size());  // how a pair was found, where not by names
    std::vector<bool> taken_b(gb.size(), false);
    std::vector<Named> na, nb;
    for (const auto& g : ga) na.push_back(named(g));
    for (const auto& g : gb) nb.push_back(named(g));
    // By players and round: the same players, and the same round where both give one.
    for (std::size_t i = 0; i < ga.size(); ++i) {
        if (!na[i].named()) continue;
        std::size_t best = SIZE_MAX;
        for (std::size_t j = 0; j < gb.size(); ++j) {
            if (taken_b[j] || nb[j].white != na[i].white || nb[j].black != na[i].black) continue;
            if (!na[i].round.empty() && !nb[j].round.empty() && na[i].round != nb[j].round)
                continue;
            if (best == SIZE_MAX || (na[i].round == nb[j].round && nb[best].round != na[i].round))
                best = j;
        }
        if (best != SIZE_MAX) {
            partner[i] = best;
            taken_b[best] = true;
        }
    }
    // The others by their moves, in any order: each pair whose openings share the most moves
    // first, then the nearest in the files among pairs alike so. Two named games pair so only
    // where the round fits and a player is the same, spelt as the other sheet spells him or
    // her loosely (Müller and Mueller, "Hans Müller" and "Müller, Hans"): a typo in a name
    // hides no game, and two games of other players never pair.
    std::vector<std::size_t> ra, rb;
    for (std::size_t i = 0; i < ga.size(); ++i)
        if (partner[i] == SIZE_MAX) ra.push_back(i);
    for (std::size_t j = 0; j < gb.size(); ++j)
        if (!taken_b[j]) rb.push_back(j);
    std::vector<std::vector<std::string>> oa, ob;
    for (const std::size_t i : ra) oa.push_back(opening(ga[i], la.at(i), ga[i].start));
    for (const std::size_t j : rb) ob.push_back(opening(gb[j], lb.at(j), gb[j].start));
    const auto score = [&](std::size_t x, std::size_t y) {
        const WrittenGame &a = ga[ra[x]], &b = gb[rb[y]];
        const Named &n = na[ra[x]], &m = nb[rb[y]];
        if (n.named() && m.named()) {
            if (!rounds_fit(n.round, m.round)) return -1;
            if (!same_player(n.white, m.white) && !same_player(n.black, m.black)) return -1;
        }
        // A FEN tag on one sheet only is the start of both (as reconcile_game takes it).
        if (has_fen(a) != has_fen(b)) {
            const Position& start = has_fen(a) ? a.start : b.start;
            return alike(opening(a, la.at(ra[x]), start), opening(b, lb.at(rb[y]), start));
        }
        return alike(oa[x], ob[y]);
    };
    struct Candidate {
        int score;
        std::size_t apart, x, y;
    };
    std::vector<Candidate> candidates;
    for (std::size_t x = 0; x < ra.size(); ++x)
        for (std::size_t y = 0; y < rb.size(); ++y)
            if (const int sc = score(x, y); sc >= 0)
                candidates.push_back({sc, ra[x] > rb[y] ? ra[x] - rb[y] : rb[y] - ra[x], x, y});
    // Openings alike in every move compared (two games of one line) are told apart by more of
    // their moves, where the games have them.
    for (Candidate& c : candidates) {
        if (c.score < int(kOpening)) continue;
        const WrittenGame &a = ga[ra[c.x]], &b = gb[rb[c.y]];
        const Position& start = has_fen(a) ? a.start : b.start;
        c.score = alike(opening(a, la.at(ra[c.x]), start, kFurther),
                        opening(b, lb.at(rb[c.y]), start, kFurther));
    }
    std::sort(candidates.begin(), candidates.end(), [](const Candidate& p, const Candidate& q) {
        return p.score != q.score ? p.score > q.score
                                  : std::tie(p.apart, p.x, p.y) < std::tie(q.apart, q.x, q.y);
    });
    // (Games whose moves read alike in nothing never pair, whatever their places: two games
    // merged into one would be a game nobody played.)
    for (const Candidate& c : candidates) {
        if (partner[ra[c.x]] != SIZE_MAX || taken_b[rb[c.y]]) continue;
        partner[ra[c.x]] = rb[c.y];
        taken_b[rb[c.y]] = true;
        const Named &n = na[ra[c.x]], &m = nb[rb[c.y]];
        if (n.named() && m.named())
            notes[ra[c.x]] = std::string("paired by ") +
                             (!n.round.empty() && !m.round.empty() ? "round and moves" : "moves") +
                             ", the players' names spelt apart: sheet A " + display(ga[ra[c.x]]) +
                             ", sheet B " + display(gb[rb[c.y]]);
    }
    // Why a game is one sheet's alone.
    const auto why = [](const Named& n, std::size_t k, const char* other, const char* own) {
        return std::string(other) + " has no game " +
               (n.named() ? "of these players and round, nor one of a player and round in "
                            "common "
                          : "") +
               "whose moves read alike: this game, " + own + "'s game " + std::to_string(k + 1) +
               ", is " + own + "'s alone";
    };
    std::vector<GamePair> out;
    for (std::size_t i = 0; i < ga.size(); ++i) {
        GamePair p{i, partner[i], notes[i]};
        if (partner[i] == SIZE_MAX) p.why = why(na[i], i, "sheet B", "sheet A");
        out.push_back(p);
    }
    for (std::size_t j = 0; j < gb.size(); ++j)
        if (!taken_b[j]) out.push_back({SIZE_MAX, j, why(nb[j], j, "sheet A", "sheet B")});
    return out;
}

}  // namespace notator::detail
