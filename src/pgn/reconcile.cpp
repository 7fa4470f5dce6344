// Two scoresheets of one game replayed side by side: the games of two files paired by their
// players and round (or, unnamed, by their moves), then at each move the sheets' texts read in
// their own languages, and where they differ the Laws (what is legal), the moves after it (how
// far the sheets then go on together) and the numbers written decide, a move left off one
// sheet among them.
#include "notator/reconcile.hpp"

#include <algorithm>
#include <optional>

#include "game_pairing.hpp"
#include "grammar.hpp"
#include "notator/notation.hpp"
#include "notator/pgn.hpp"
#include "notator/position.hpp"
#include "written_games.hpp"

namespace notator {

namespace {

using Kind = SheetDifference::Kind;

// How many moves ahead the sheets' going on together is compared.
constexpr int kAhead = 20;
// A move left off one sheet is taken where the sheets go on together this much further for it
// (one move less where the number written says so): a slip in a move is the likelier mistake.
constexpr int kLeftOutMargin = 2;

// Each game's language, as finding it from its moves finds it.
std::vector<const Language*> languages_found(std::string_view text) {
    struct Found : PgnVisitor {
        std::vector<const Language*> languages;
        MovetextReading begin_movetext(const Position&) override { return MovetextReading::Check; }
        void end_game(const GameEnd& end) override {
            languages.push_back(end.language ? end.language : &english());
        }
    } found;
    PgnReadOptions options;
    options.find_language = true;
    read_pgn(text, found, options);
    return found.languages;
}

struct Sheet {
    const detail::WrittenGame* game;
    const Language* language;
    const char* name;  // "sheet A"
    std::size_t size() const { return game->moves.size(); }
    std::string_view at(std::size_t k) const {
        return k < size() ? std::string_view(game->moves[k]) : std::string_view();
    }
    ReadOptions reading() const {
        ReadOptions o;
        o.language = language;
        return o;
    }
    std::optional<Move> read(const Position& pos, std::size_t k) const {
        const std::string_view text = at(k);
        if (text.empty()) return std::nullopt;
        const auto m = read_move(pos, text, reading());
        if (!m) return std::nullopt;
        return m->move;
    }
    std::string why_not(const Position& pos, std::size_t k) const {
        const auto m = read_move(pos, at(k), reading());
        return m ? std::string() : diagnose(pos, at(k), m.error(), reading()).message;
    }
    // Does the number written before move k say it is a later move than the one at `pos`?
    bool numbered_later(std::size_t k, const Position& pos) const {
        if (k >= game->numbers.size() || game->numbers[k] == 0) return false;
        const std::uint32_t n = game->numbers[k];
        const long written = 2L * (long(n / 2) - 1) + long(n % 2);
        const long due = 2L * (pos.fullmove_number() - 1) + (pos.turn() == Color::Black ? 1 : 0);
        return written > due;
    }
};

std::string san(const Position& pos, Move m) { return write_move(pos, m, WriteOptions::pgn()); }

// How far the sheets go on together from their moves pa and pb, in `pos`: each move alike on
// both (kAhead where both end there, as far as it can be).
int together(Position pos, std::size_t pa, std::size_t pb, const Sheet& a, const Sheet& b) {
    for (int n = 0; n < kAhead; ++n, ++pa, ++pb) {
        if (pa >= a.size() && pb >= b.size()) return kAhead;
        const std::optional<Move> ma = a.read(pos, pa), mb = b.read(pos, pb);
        if (!ma || !mb || *ma != *mb) return n;
        pos.play_or_pass(*ma);
    }
    return kAhead;
}

// How far the sheets go on alike after a reading, `n` moves, in words: kAhead is as far as
// together() looks.
std::string how_far(int n) {
    return n >= kAhead ? std::string("as far as they go")
           : n <= 0    ? std::string("not one move")
                       : "for " + std::to_string(n) + (n == 1 ? " move" : " moves");
}

// Where neither sheet's text at pa, pb reads (one may have none): the likely reading of
// either, the one after which the sheets go on together furthest, then one both share, then
// the nearer. `why` says how it was found.
std::optional<Move> likeliest(const Position& pos, std::size_t pa, std::size_t pb, const Sheet& a,
                              const Sheet& b, bool& shared) {
    const auto readings = [&](const Sheet& s, std::size_t k) {
        return s.at(k).empty() ? std::vector<Reading>()
                               : likely_readings(pos, s.at(k), s.reading(), 3);
    };
    const std::vector<Reading> ra = readings(a, pa), rb = readings(b, pb);
    std::optional<Move> taken;
    int best_on = -1;
    double best_distance = 0;
    shared = false;
    for (const auto* list : {&ra, &rb})
        for (const Reading& reading : *list) {
            const auto in = [&](const std::vector<Reading>& l) {
                return std::any_of(l.begin(), l.end(),
                                   [&](const Reading& x) { return x.move == reading.move; });
            };
            const bool both = in(ra) && in(rb);
            Position after = pos;
            after.play_or_pass(reading.move);
            const int on = together(after, pa + 1, pb + 1, a, b);
            if (on > best_on || (on == best_on && both && !shared) ||
                (on == best_on && both == shared && reading.distance < best_distance)) {
                taken = reading.move;
                best_on = on;
                shared = both;
                best_distance = reading.distance;
            }
        }
    return taken;
}

// Both sheets' texts, trimmed, are the same.
bool same_text(std::string_view x, std::string_view y) {
    const auto trim = [](std::string_view s) {
        while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
        while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
        return s;
    };
    return !x.empty() && trim(x) == trim(y);
}

// A game of only one sheet, or one that cannot be replayed: said at its first move.
SheetDifference alone(const Position& start, std::string a, std::string b, std::string why) {
    SheetDifference d;
    d.kind = Kind::Alone;
    d.ply = start.ply() + 1;
    d.move_number = start.fullmove_number();
    d.side = start.turn();
    d.a = std::move(a);
    d.b = std::move(b);
    d.why = std::move(why);
    return d;
}

Reconciliation reconcile_game(const detail::WrittenGame& ga, const detail::WrittenGame& gb,
                              const Language* la, const Language* lb) {
    Reconciliation r;
    r.tags = ga.tags;
    for (const auto& tag : gb.tags)
        if (std::none_of(r.tags.begin(), r.tags.end(),
                         [&](const auto& t) { return t.first == tag.first; }))
            r.tags.push_back(tag);
    r.language_a = la;
    r.language_b = lb;
    const Sheet a{&ga, la, "sheet A"}, b{&gb, lb, "sheet B"};
    // The start position as the reader takes it from each sheet's tags; where it cannot,
    // nothing can be replayed (as a reader stops such a game).
    const bool fen_a = detail::has_fen(ga), fen_b = detail::has_fen(gb);
    const std::string& unchecked = !ga.unchecked.empty() ? ga.unchecked : gb.unchecked;
    if (!unchecked.empty() || (fen_a && fen_b && !(ga.start == gb.start))) {
        r.differences.push_back(alone(ga.start, std::string(a.at(0)), std::string(b.at(0)),
                                      !unchecked.empty()
                                          ? unchecked
                                          : "the sheets start from different positions (FEN tags), "
                                            "so they cannot be replayed side by side"));
        return r;
    }
    r.start = fen_a || !fen_b ? ga.start : gb.start;  // a FEN tag on one sheet starts both
    Position pos = r.start;
    // Moves left off a sheet still to be taken from the other (two: a move pair left off).
    int left_off_a = 0, left_off_b = 0;
    for (std::size_t pa = 0, pb = 0; pa < a.size() || pb < b.size();) {
        const std::optional<Move> ma = a.read(pos, pa), mb = b.read(pos, pb);
        if ((left_off_a > 0 && mb) || (left_off_b > 0 && ma)) {
            SheetDifference d;
            d.kind = left_off_a > 0 ? Kind::MissingA : Kind::MissingB;
            d.ply = r.start.ply() + int(r.moves.size()) + 1;
            d.move_number = pos.fullmove_number();
            d.side = pos.turn();
            const Move m = left_off_a > 0 ? *mb : *ma;
            (left_off_a > 0 ? d.b : d.a) = std::string(left_off_a > 0 ? b.at(pb) : a.at(pa));
            d.taken = san(pos, m);
            d.why = std::string("the second of the two moves left off ") +
                    (left_off_a > 0 ? "sheet A" : "sheet B");
            r.differences.push_back(d);
            r.moves.push_back(d.taken);
            pos.play_or_pass(m);
            (left_off_a > 0 ? pb : pa) += 1;
            left_off_a = left_off_b = 0;
            continue;
        }
        left_off_a = left_off_b = 0;
        if (ma && mb && *ma == *mb) {
            r.moves.push_back(san(pos, *ma));
            pos.play_or_pass(*ma);
            ++pa, ++pb;
            continue;
        }
        SheetDifference d;
        d.ply = r.start.ply() + int(r.moves.size()) + 1;
        d.move_number = pos.fullmove_number();
        d.side = pos.turn();
        d.a = std::string(a.at(pa));
        d.b = std::string(b.at(pb));
        std::optional<Move> taken;
        bool step_a = pa < a.size(), step_b = pb < b.size();
        const auto after = [&](Move m) {
            Position p = pos;
            p.play_or_pass(m);
            return p;
        };
        if (!step_a || !step_b) {
            // One sheet's moves end: the other's go on alone.
            const Sheet& on = step_a ? a : b;
            d.kind = step_a ? Kind::MissingB : Kind::MissingA;
            taken = step_a ? ma : mb;
            d.why = "only " + std::string(on.name) + " has a move here";
            if (!taken) {
                bool shared = false;
                taken = likeliest(pos, pa, pb, a, b, shared);
                d.why += taken ? ", and it does not read: " + on.why_not(pos, step_a ? pa : pb) +
                                     "; " + san(pos, *taken) + ", a likely reading, taken"
                               : ", and it does not read, nor has it a likely reading: the game "
                                 "stops here";
            }
        } else if (!ma && !mb && same_text(a.at(pa), b.at(pb))) {
            // Both alike, and it does not read: one reading of the game, not a difference.
            d.kind = Kind::BothWrong;
            bool shared = false;
            taken = likeliest(pos, pa, pb, a, b, shared);
            d.why = "both sheets have it, and it does not read: " + a.why_not(pos, pa) +
                    (taken ? "; " + san(pos, *taken) +
                                 ", its likely reading after which the game goes on furthest, "
                                 "taken"
                           : "; no likely reading: the game stops here");
        } else {
            // The same move on both sheets, one of them in error, or a move left off one.
            const int on_a = ma ? together(after(*ma), pa + 1, pb + 1, a, b) : -1;
            const int on_b = mb ? together(after(*mb), pa + 1, pb + 1, a, b) : -1;
            // One move left off a sheet, or a move pair (both sides' moves of one number):
            // the other sheet's taken, and how far the sheets then go on together.
            const auto left_off = [&](const Sheet& full, std::size_t at, std::size_t other_at,
                                      bool full_is_a, int& count) {
                int best = -1;
                Position p = pos;
                for (int k = 1; k <= 2; ++k) {
                    const std::optional<Move> m = full.read(p, at + std::size_t(k - 1));
                    if (!m) break;
                    p.play_or_pass(*m);
                    const int on = full_is_a ? together(p, at + std::size_t(k), other_at, a, b)
                                             : together(p, other_at, at + std::size_t(k), a, b);
                    if (on > best) best = on, count = k;
                }
                return best;
            };
            int count_b = 0, count_a = 0;
            const int left_b = ma ? left_off(a, pa, pb, true, count_b) : -1;
            const int left_a = mb ? left_off(b, pb, pa, false, count_a) : -1;
            const int same = std::max(on_a, on_b);
            const int margin_b = kLeftOutMargin - (b.numbered_later(pb, pos) ? 1 : 0);
            const int margin_a = kLeftOutMargin - (a.numbered_later(pa, pos) ? 1 : 0);
            const auto left_why = [&](const char* sheet, const char* other, Move m, int on,
                                      int count) {
                return std::string(count == 2 ? "two seem left off " : "one seems left off ") +
                       sheet + ": with " + other + "'s " + san(pos, m) +
                       (count == 2 ? " and the move after it" : "") + " the sheets go on alike " +
                       how_far(on) + ", without " + (count == 2 ? "them " : "it ") + how_far(same);
            };
            if (ma && left_b >= same + margin_b && left_b >= left_a) {
                d.kind = Kind::MissingB;
                d.b.clear();
                taken = ma;
                step_b = false;
                left_off_b = count_b - 1;
                d.why = left_why("sheet B", "sheet A", *ma, left_b, count_b);
            } else if (mb && left_a >= same + margin_a) {
                d.kind = Kind::MissingA;
                d.a.clear();
                taken = mb;
                step_a = false;
                left_off_a = count_a - 1;
                d.why = left_why("sheet A", "sheet B", *mb, left_a, count_a);
            } else if (ma && mb) {
                taken = on_b > on_a ? mb : ma;
                d.why = on_a == on_b
                            ? "both read, and the game goes on alike after each: sheet A's taken"
                            : "both read; after " + san(pos, *taken) + " the sheets go on alike " +
                                  how_far(std::max(on_a, on_b)) + ", after the other " +
                                  how_far(std::min(on_a, on_b));
            } else if (ma || mb) {
                taken = ma ? ma : mb;
                d.why = std::string(ma ? b.name : a.name) +
                        "'s does not read: " + (ma ? b : a).why_not(pos, ma ? pb : pa);
            } else {
                bool shared = false;
                taken = likeliest(pos, pa, pb, a, b, shared);
                d.why = taken
                            ? "neither reads; " + san(pos, *taken) +
                                  (shared ? ", a likely reading of both," : ", a likely reading,") +
                                  " after which the game goes on furthest"
                            : "neither reads, and neither has a likely reading: the game "
                              "stops here";
            }
        }
        if (taken) d.taken = san(pos, *taken);
        r.differences.push_back(d);
        if (!taken) break;
        r.moves.push_back(d.taken);
        pos.play_or_pass(*taken);
        pa += step_a;
        pb += step_b;
    }
    // The result the sheets agree on; one sheet's where the other has none. A sheet's is the
    // one its moves end with, else its Result tag's.
    const auto known = [](const std::string& s) { return !s.empty() && s != "*"; };
    const auto result_of = [&](const detail::WrittenGame& g) {
        if (known(g.result)) return g.result;
        for (const auto& [name, value] : g.tags)
            if (name == "Result") return std::string(detail::pgn::result_of(value));
        return std::string();
    };
    const std::string result_a = result_of(ga), result_b = result_of(gb);
    if (known(result_a) && known(result_b) && result_a != result_b) {
        SheetDifference d;
        d.kind = Kind::Result;
        d.ply = r.start.ply() + int(r.moves.size()) + 1;
        d.move_number = pos.fullmove_number();
        d.side = pos.turn();
        d.a = result_a;
        d.b = result_b;
        d.why = "the sheets end with different results: the game's is left open (*)";
        r.differences.push_back(d);
    } else {
        r.result = known(result_a) ? result_a : known(result_b) ? result_b : "*";
    }
    return r;
}

}  // namespace

std::vector<Reconciliation> reconcile(std::string_view sheet_a, std::string_view sheet_b,
                                      const ReconcileOptions& options) {
    const std::vector<detail::WrittenGame> ga = detail::written_games(sheet_a);
    const std::vector<detail::WrittenGame> gb = detail::written_games(sheet_b);
    std::vector<const Language*> la =
        options.language_a ? std::vector<const Language*>(ga.size(), options.language_a)
                           : languages_found(sheet_a);
    std::vector<const Language*> lb =
        options.language_b ? std::vector<const Language*>(gb.size(), options.language_b)
                           : languages_found(sheet_b);
    la.resize(ga.size(), &english());  // (the two readings count the same games)
    lb.resize(gb.size(), &english());
    std::vector<Reconciliation> out;
    const detail::WrittenGame none;
    for (const detail::GamePair& p : detail::pair_games(ga, gb, la, lb)) {
        const bool in_a = p.a != SIZE_MAX, in_b = p.b != SIZE_MAX;
        const detail::WrittenGame& a = in_a ? ga[p.a] : none;
        const detail::WrittenGame& b = in_b ? gb[p.b] : none;
        const Language* language_a = in_a ? la[p.a] : lb[p.b];
        const Language* language_b = in_b ? lb[p.b] : la[p.a];
        Reconciliation r = reconcile_game(a, b, language_a, language_b);
        r.game_a = in_a ? p.a + 1 : 0;
        r.game_b = in_b ? p.b + 1 : 0;
        if (in_a && in_b) r.paired_by = p.why;
        if (!in_a || !in_b) {
            // A game of one sheet alone: said at its start, and no difference at each of its
            // moves that the other sheet lacks (it lacks them all).
            std::erase_if(r.differences, [](const SheetDifference& d) {
                return (d.kind == Kind::MissingA || d.kind == Kind::MissingB) &&
                       d.why.find("does not read") == std::string::npos;
            });
            const detail::WrittenGame& g = in_a ? a : b;
            SheetDifference d = alone(r.start, in_a && !g.moves.empty() ? g.moves[0] : "",
                                      in_b && !g.moves.empty() ? g.moves[0] : "", p.why);
            if (!r.moves.empty() &&
                (r.differences.empty() || r.differences[0].ply > r.start.ply() + 1))
                d.taken = r.moves[0];
            r.differences.insert(r.differences.begin(), d);
        }
        out.push_back(std::move(r));
    }
    return out;
}

std::string Reconciliation::pgn() const {
    std::string out;
    bool result_tag = false;
    for (const auto& [name, v] : tags) {
        const bool is_result = name == "Result" && !result_tag;
        result_tag |= is_result;
        const std::string& value = is_result ? result : v;
        out += '[' + name + " \"";
        for (const char c : value) {
            if (c == '"' || c == '\\') out += '\\';
            out += c;
        }
        out += "\"]\n";
    }
    if (!result_tag) out += "[Result \"" + result + "\"]\n";
    out += '\n';
    std::size_t d = 0;
    Position pos = start;
    const auto note = [&](const SheetDifference& diff) {
        std::string said = "{notator: ";
        switch (diff.kind) {
            case Kind::Alone:  // (the why says it all)
                break;
            case Kind::BothWrong:
                said += "both sheets " + diff.a + ": ";
                break;
            case Kind::Result:
                said += "the result: sheet A " + diff.a + ", sheet B " + diff.b + ": ";
                break;
            default:
                said += "sheet A " + (diff.a.empty() ? std::string("has no move") : diff.a) +
                        ", sheet B " + (diff.b.empty() ? std::string("has no move") : diff.b) +
                        ": ";
        }
        return said + diff.why + "} ";
    };
    if (!paired_by.empty()) out += "{notator: " + paired_by + "} ";
    for (std::size_t ply = 0; ply < moves.size(); ++ply) {
        if (pos.turn() == Color::White || ply == 0)
            out += std::to_string(pos.fullmove_number()) +
                   (pos.turn() == Color::White ? ". " : "... ");
        out += moves[ply] + ' ';
        ReadOptions o;
        if (const auto m = read_move(pos, moves[ply], o)) pos.play_or_pass(m->move);
        for (; d < differences.size() && differences[d].ply == start.ply() + int(ply) + 1; ++d) {
            out += note(differences[d]);
            if (pos.turn() == Color::Black && ply + 1 < moves.size())
                out += std::to_string(pos.fullmove_number()) + "... ";
        }
    }
    for (; d < differences.size(); ++d) out += note(differences[d]);  // where the game stopped
    out += result + "\n";
    return out;
}

}  // namespace notator
