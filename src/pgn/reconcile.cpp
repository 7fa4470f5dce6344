// Two scoresheets of one game replayed side by side: at each move the sheets' texts are read in
// their own languages, and where they differ the Laws (what is legal) and the moves after it
// (how far the game then goes on) decide.
#include "notator/reconcile.hpp"

#include <algorithm>
#include <optional>

#include "notator/notation.hpp"
#include "notator/pgn.hpp"
#include "notator/position.hpp"
#include "written_games.hpp"

namespace notator {

namespace {

// How many moves ahead the going on of two readings is compared.
constexpr int kAhead = 20;

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
    const std::vector<std::string>* moves;
    const Language* language;
    const char* name;  // "sheet A"
    std::string_view at(std::size_t ply) const {
        return ply < moves->size() ? std::string_view((*moves)[ply]) : std::string_view();
    }
    std::optional<Move> read(const Position& pos, std::size_t ply) const {
        const std::string_view text = at(ply);
        if (text.empty()) return std::nullopt;
        ReadOptions o;
        o.language = language;
        const auto m = read_move(pos, text, o);
        if (!m) return std::nullopt;
        return m->move;
    }
    std::string why_not(const Position& pos, std::size_t ply) const {
        ReadOptions o;
        o.language = language;
        const auto m = read_move(pos, at(ply), o);
        return m ? std::string() : diagnose(pos, at(ply), m.error(), o).message;
    }
};

// How many moves the game goes on from `pos` at `ply`, each the first sheet's that reads there.
int goes_on(Position pos, std::size_t ply, const Sheet& a, const Sheet& b) {
    int n = 0;
    for (; n < kAhead; ++n, ++ply) {
        std::optional<Move> m = a.read(pos, ply);
        if (!m) m = b.read(pos, ply);
        if (!m) break;
        pos.play_or_pass(*m);
    }
    return n;
}

std::string san(const Position& pos, Move m) { return write_move(pos, m, WriteOptions::pgn()); }

// `alone`: one sheet has no such game, and where only the other has a move that reads, that
// is no difference.
Reconciliation reconcile_game(const detail::WrittenGame& ga, const detail::WrittenGame& gb,
                              const Language* la, const Language* lb, bool alone = false) {
    Reconciliation r;
    r.tags = ga.tags;
    for (const auto& tag : gb.tags)
        if (std::none_of(r.tags.begin(), r.tags.end(),
                         [&](const auto& t) { return t.first == tag.first; }))
            r.tags.push_back(tag);
    r.language_a = la;
    r.language_b = lb;
    const Sheet a{&ga.moves, la, "sheet A"}, b{&gb.moves, lb, "sheet B"};
    // The start position as the reader takes it from each sheet's tags; where it cannot,
    // nothing can be replayed (as a reader stops such a game).
    const auto has_fen = [](const detail::WrittenGame& g) {
        return std::any_of(g.tags.begin(), g.tags.end(),
                           [](const auto& t) { return t.first == "FEN"; });
    };
    const bool fen_a = has_fen(ga), fen_b = has_fen(gb);
    const std::string& unchecked = !ga.unchecked.empty() ? ga.unchecked : gb.unchecked;
    if (!unchecked.empty() || (fen_a && fen_b && !(ga.start == gb.start))) {
        SheetDifference d;
        d.move_number = 1;
        d.a = std::string(a.at(0));
        d.b = std::string(b.at(0));
        d.why = !unchecked.empty() ? unchecked
                                   : "the sheets start from different positions (FEN tags), so "
                                     "they cannot be replayed side by side";
        r.differences.push_back(d);
        return r;
    }
    r.start = fen_a || !fen_b ? ga.start : gb.start;  // a FEN tag on one sheet starts both
    Position pos = r.start;
    const std::size_t plies = std::max(ga.moves.size(), gb.moves.size());
    for (std::size_t ply = 0; ply < plies; ++ply) {
        const std::optional<Move> ma = a.read(pos, ply), mb = b.read(pos, ply);
        if (ma && mb && *ma == *mb) {
            r.moves.push_back(san(pos, *ma));
            pos.play_or_pass(*ma);
            continue;
        }
        SheetDifference d;
        d.ply = int(ply);
        d.move_number = pos.fullmove_number();
        d.side = pos.turn();
        d.a = std::string(a.at(ply));
        d.b = std::string(b.at(ply));
        std::optional<Move> taken;
        bool said = true;  // (a difference)
        if (ma && mb) {
            Position after_a = pos, after_b = pos;
            after_a.play_or_pass(*ma);
            after_b.play_or_pass(*mb);
            const int na = goes_on(after_a, ply + 1, a, b), nb = goes_on(after_b, ply + 1, a, b);
            taken = nb > na ? mb : ma;
            d.why = na == nb ? "both read, and the game goes on alike after each: sheet A's taken"
                             : "both read; the game goes on further after " + san(pos, *taken) +
                                   " (" + std::to_string(std::max(na, nb)) + " moves against " +
                                   std::to_string(std::min(na, nb)) + ")";
        } else if (ma || mb) {
            taken = ma ? ma : mb;
            const Sheet& other = ma ? b : a;
            said = !(alone && other.at(ply).empty());
            d.why = other.at(ply).empty()
                        ? "only " + std::string(ma ? a.name : b.name) + " has a move here"
                        : std::string(other.name) + "'s does not read: " + other.why_not(pos, ply);
        } else {
            // Neither reads: the likely readings of both, the one after which the game goes on
            // furthest, then one both sheets share, then the nearer.
            ReadOptions oa, ob;
            oa.language = la;
            ob.language = lb;
            const auto ra =
                a.at(ply).empty() ? std::vector<Reading>() : likely_readings(pos, a.at(ply), oa, 3);
            const auto rb =
                b.at(ply).empty() ? std::vector<Reading>() : likely_readings(pos, b.at(ply), ob, 3);
            int best_on = -1;
            bool best_shared = false;
            double best_distance = 0;
            for (const auto* list : {&ra, &rb})
                for (const Reading& reading : *list) {
                    const bool shared =
                        std::any_of(ra.begin(), ra.end(),
                                    [&](const Reading& x) { return x.move == reading.move; }) &&
                        std::any_of(rb.begin(), rb.end(),
                                    [&](const Reading& x) { return x.move == reading.move; });
                    Position after = pos;
                    after.play_or_pass(reading.move);
                    const int on = goes_on(after, ply + 1, a, b);
                    if (on > best_on || (on == best_on && shared && !best_shared) ||
                        (on == best_on && shared == best_shared &&
                         reading.distance < best_distance)) {
                        taken = reading.move;
                        best_on = on;
                        best_shared = shared;
                        best_distance = reading.distance;
                    }
                }
            d.why =
                taken ? "neither reads; " + san(pos, *taken) +
                            (best_shared ? ", a likely reading of both," : ", a likely reading,") +
                            " after which the game goes on furthest"
                      : "neither reads, and neither has a likely reading: the game stops here";
        }
        if (taken) d.taken = san(pos, *taken);
        if (said) r.differences.push_back(d);
        if (!taken) break;
        r.moves.push_back(d.taken);
        pos.play_or_pass(*taken);
    }
    return r;
}

}  // namespace

std::vector<Reconciliation> reconcile(std::string_view sheet_a, std::string_view sheet_b,
                                      const ReconcileOptions& options) {
    const std::vector<detail::WrittenGame> ga = detail::written_games(sheet_a);
    const std::vector<detail::WrittenGame> gb = detail::written_games(sheet_b);
    const std::vector<const Language*> la =
        options.language_a ? std::vector<const Language*>() : languages_found(sheet_a);
    const std::vector<const Language*> lb =
        options.language_b ? std::vector<const Language*>() : languages_found(sheet_b);
    std::vector<Reconciliation> out;
    for (std::size_t k = 0; k < ga.size() && k < gb.size(); ++k)
        out.push_back(reconcile_game(ga[k], gb[k],
                                     options.language_a ? options.language_a : la.at(k),
                                     options.language_b ? options.language_b : lb.at(k)));
    // A game only one sheet has: that sheet's alone, one difference at its start saying so, and
    // those where its own moves do not read.
    const detail::WrittenGame none;
    for (std::size_t k = out.size(); k < std::max(ga.size(), gb.size()); ++k) {
        const bool in_a = k < ga.size();
        const Language* language = in_a ? (options.language_a ? options.language_a : la.at(k))
                                        : (options.language_b ? options.language_b : lb.at(k));
        Reconciliation r =
            reconcile_game(in_a ? ga[k] : none, in_a ? none : gb[k], language, language, true);
        SheetDifference d;
        d.move_number = r.start.fullmove_number();
        d.side = r.start.turn();
        const detail::WrittenGame& g = in_a ? ga[k] : gb[k];
        (in_a ? d.a : d.b) = g.moves.empty() ? std::string() : g.moves[0];
        if (!r.moves.empty() && (r.differences.empty() || r.differences[0].ply > 0))
            d.taken = r.moves[0];
        d.why = std::string(in_a ? "sheet B" : "sheet A") + " has no game " +
                std::to_string(k + 1) + ": this game is " + (in_a ? "sheet A" : "sheet B") +
                "'s alone";
        r.differences.insert(r.differences.begin(), d);
        out.push_back(std::move(r));
    }
    return out;
}

std::string Reconciliation::pgn() const {
    std::string out;
    for (const auto& [name, value] : tags) {
        out += '[' + name + " \"";
        for (const char c : value) {
            if (c == '"' || c == '\\') out += '\\';
            out += c;
        }
        out += "\"]\n";
    }
    out += '\n';
    std::size_t d = 0;
    Position pos = start;
    for (std::size_t ply = 0; ply < moves.size(); ++ply) {
        if (pos.turn() == Color::White || ply == 0)
            out += std::to_string(pos.fullmove_number()) +
                   (pos.turn() == Color::White ? ". " : "... ");
        out += moves[ply] + ' ';
        ReadOptions o;
        if (const auto m = read_move(pos, moves[ply], o)) pos.play_or_pass(m->move);
        for (; d < differences.size() && differences[d].ply == int(ply); ++d) {
            const SheetDifference& diff = differences[d];
            out += "{notator: sheet A " + (diff.a.empty() ? std::string("has no move") : diff.a) +
                   ", sheet B " + (diff.b.empty() ? std::string("has no move") : diff.b) + ": " +
                   diff.why + "} ";
            if (pos.turn() == Color::Black && ply + 1 < moves.size())
                out += std::to_string(pos.fullmove_number()) + "... ";
        }
    }
    for (; d < differences.size(); ++d)  // where the game stopped
        out += "{notator: sheet A " + differences[d].a + ", sheet B " + differences[d].b + ": " +
               differences[d].why + "} ";
    out += "*\n";
    return out;
}

}  // namespace notator
