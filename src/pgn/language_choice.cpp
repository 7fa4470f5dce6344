// Finding the game's language: which language reads the game's moves (whole, or furthest), by
// trials, and settling on it; what was held until then said in it.
#include "game_reader.hpp"

namespace notator::detail::reading {

namespace {

bool same_letters(const Language& a, const Language& b) {
    for (std::size_t k = 0; k < a.letters.size(); ++k)
        if (a.letters[k].view() != b.letters[k].view()) return false;
    return true;
}

// The built-in languages with letters of their own, in languages_by_use()'s order: one for
// each set of letters (German for K D T L S, which Danish, Norwegian, Slovene, Serbian and
// Swedish share), named by the first in that order.
const std::vector<const Language*>& letter_sets() {
    static const std::vector<const Language*> sets = [] {
        std::vector<const Language*> out;
        for (const Language* l : languages_by_use())
            if (std::none_of(out.begin(), out.end(),
                             [&](const Language* o) { return same_letters(*o, *l); }))
                out.push_back(l);
        return out;
    }();
    return sets;
}

// How `other` reads a game that `lang` reads whole with the letters of `roles` written
// (TrialResult::roles): see Alike.
Alike reading_in(const Language& lang, const Language& other, std::uint8_t roles) {
    if (same_letters(lang, other)) return Alike::Same;
    bool maybe = false;
    for (int r = 0; r < kRoleCount; ++r) {
        if (!(roles & (1u << r))) continue;
        // How `other` reads that letter (P for the pawn's) before a square.
        std::string probe(Role(r) == Role::Pawn ? "P" : lang.letter(Role(r)));
        probe += "e4";
        const auto read = parse_move_text(probe, other);
        if (!read) return Alike::Never;  // no letter of its
        maybe |= read->role != Role(r);
    }
    return maybe ? Alike::Maybe : Alike::Same;
}

// (Three at most, by use, then how many more: a short game reads in nearly every language.)
std::string names(const std::vector<const Language*>& list) {
    std::vector<std::string> out;
    for (const Language* l : list) {
        if (out.size() == 3 && list.size() > 4) {
            out.push_back(std::to_string(list.size() - 3) + " more");
            break;
        }
        out.push_back(std::string(l->name) + " (" + std::string(l->code) + ")");
    }
    std::string joined;
    for (std::size_t k = 0; k < out.size(); ++k)
        joined += (k == 0 ? "" : k + 1 == out.size() ? " and " : ", ") + out[k];
    return joined;
}

}  // namespace

// How each language reads a game that `now` reads whole with the letters of `roles` written
// (TrialResult::roles): it depends on those letters alone, so it is worked out once for each
// set of them (nearly every game of a file has the same).
const AlikeReadings& GameReader::alike_readings(const Language& now, std::uint8_t roles) {
    if (search_.alike_for != &now) {
        search_.alike_for = &now;
        search_.alike.fill({});
    }
    AlikeReadings& alike = search_.alike[roles & 63];
    if (alike.languages.empty()) {
        for (const Language* l : languages_by_use())
            if (const Alike a = reading_in(now, *l, roles); a != Alike::Never)
                alike.languages.emplace_back(l, a);
        if (!alike.languages.empty() &&
            std::none_of(alike.languages.begin(), alike.languages.end(),
                         [](const auto& e) { return e.second == Alike::Maybe; }))
            alike.all_alike = alike.languages.front().first;
    }
    return alike;
}

// The language to read the game in, given how the language tried first read it (`here`):
// where it read whole, the first in languages_by_use() of those that read it whole (those
// that read it alike, and those that read it with other moves, which are tried); where it
// broke, the first that reads it whole, else the one that reads it longest. `again`: the game
// must be read again (the moves differ). A note where other languages read it whole as other
// moves.
GameReader::Choice GameReader::choose_language(const TrialResult& here) {
    const Language& now = *lang_.language;
    const AlikeReadings* alike = here.whole() ? &alike_readings(now, here.roles) : nullptr;
    // Nearly every game: read whole, in letters every language reads alike.
    if (alike && alike->all_alike) return {alike->all_alike, false, {}};
    Choice c{&now, false, {}};
    std::vector<std::pair<const Language*, TrialResult>> tried;
    const auto result = [&](const Language* l) {
        for (const auto& [t, r] : tried)
            if (same_letters(*t, *l)) return r;
        const Line start = start_line();
        tried.emplace_back(l, trial(*l, start, search_.movetext_at, kNoLimit));
        return tried.back().second;
    };
    std::vector<const Language*> otherwise;  // read it whole, as other moves
    // A reading that takes P for a pawn's letter, which no FIDE language has, yields to one in
    // which P is a piece (Dutch: 2.Pf3 is the knight's move) and the game reads whole too.
    const auto pawn_p = [](const TrialResult& r) { return (r.roles & role_bit(Role::Pawn)) != 0; };
    if (alike) {
        const Language *first = nullptr, *plain = nullptr;
        bool first_maybe = false, plain_maybe = false;
        for (const auto& entry : alike->languages) {
            const Language* l = entry.first;  // (not a structured binding: clang 14 refuses
            const Alike a = entry.second;     // one captured by a lambda)
            if (a == Alike::Maybe && !result(l).whole()) continue;
            if (!first) {
                first = l;
                first_maybe = a == Alike::Maybe;
            }
            if (!plain && !pawn_p(a == Alike::Maybe ? result(l) : here)) {
                plain = l;
                plain_maybe = a == Alike::Maybe;
            }
            if (a == Alike::Maybe &&
                std::none_of(otherwise.begin(), otherwise.end(),
                             [&](const Language* o) { return same_letters(*o, *l); }))
                otherwise.push_back(l);
        }
        if (first && plain && pawn_p(first_maybe ? result(first) : here)) {
            first = plain;
            first_maybe = plain_maybe;
        }
        c.language = first ? first : &now;  // (a language of the user's own is in no list)
        c.again = first_maybe;
        if (c.again) {
            if (const auto at = std::find(otherwise.begin(), otherwise.end(), first);
                at != otherwise.end())
                otherwise.erase(at);
            otherwise.insert(otherwise.begin(), &now);
        }
    } else {
        const Language* plain = nullptr;
        for (const Language* l : letter_sets()) {
            if (same_letters(*l, now)) continue;
            const TrialResult r = result(l);
            if (!r.whole()) continue;
            if (!plain && !pawn_p(r)) plain = l;
            if (!c.again) {
                c.language = l;
                c.again = true;
            } else if (reading_in(*c.language, *l, r.roles) != Alike::Same) {
                otherwise.push_back(l);
            }
        }
        if (plain && plain != c.language && pawn_p(result(c.language))) {
            if (const auto at = std::find(otherwise.begin(), otherwise.end(), plain);
                at != otherwise.end())
                otherwise.erase(at);
            otherwise.insert(otherwise.begin(), c.language);
            c.language = plain;
        }
        if (!c.again) {
            // None reads it whole: the one whose piece letters the moves are written in (a
            // German letter in an English game is a slip, not a German game), then the one
            // that reads it longest, then the one tried first.
            const std::vector<TokenAt> moves =
                tokens_ahead(search_.movetext_at, kTokensTold, false);
            // (P read as a pawn's letter counts as foreign too: no language has one. Not so
            // P and a hyphen before the square alone, "P-d4": older English algebraic, as E.
            // Lasker printed it, where a Dutch knight's move is "Pf3" or "Pg1-f3".)
            const auto foreign = [&](const Language& l) {
                std::size_t n = 0;
                for (const TokenAt& t : moves) {
                    const auto read = parse_move_text(s_.substr(t.begin, t.end - t.begin), l);
                    n += read ? (read->lax & MoveText::kPawnP) != 0 &&
                                    !(read->lax & MoveText::kPieceHyphen)
                              : read.error().code == Errc::UnknownPieceLetter &&
                                    pgn::commentary_word_length(s_, t.begin) == 0;
                }
                return n;
            };
            // (Ties go to the first by use, whatever was tried first: the choice is the game's
            // alone, so that the pieces -j reads on their own choose as the whole does.)
            // (A language of the user's own, in no list, comes first.)
            const bool own = std::none_of(letter_sets().begin(), letter_sets().end(),
                                          [&](const Language* l) { return same_letters(*l, now); });
            std::size_t fewest = own ? foreign(now) : SIZE_MAX;
            std::uint64_t most = own ? here.moves : 0;
            for (const Language* l : letter_sets()) {
                const bool is_now = same_letters(*l, now);
                const std::size_t f = foreign(*l);
                const std::uint64_t read = is_now ? here.moves : result(l).moves;
                if (f < fewest || (f == fewest && read > most)) {
                    c.language = l;
                    fewest = f;
                    most = read;
                }
            }
            c.again = !same_letters(*c.language, now);
        }
    }
    if (!otherwise.empty()) {
        // (Chosen over a reading with P for a pawn's letter: said so.)
        const auto p = c.language->role_at("P");
        const bool for_p = p && std::any_of(otherwise.begin(), otherwise.end(),
                                            [&](const auto* o) { return !o->role_at("P"); });
        c.note = "its moves also read whole, as other moves, in " + names(otherwise) +
                 "; read in " + std::string(c.language->name) +
                 (for_p ? ", in which P is the " + std::string(detail::role_name(*p)) +
                              " (no language has a letter for the pawn)"
                        : ", the first of them by use");
    }
    return c;
}

// The game's language, by trials of its whole movetext (in the language read now too).
GameReader::Choice GameReader::choose_by_trial() {
    return choose_language(trial(*lang_.language, start_line(), search_.movetext_at, kNoLimit));
}

// The main line at the movetext's start, nothing played: where trials of the whole game begin.
Line GameReader::start_line() const {
    Line line;
    line.begin_at(*search_.movetext_start);
    return line;
}

// A visitor handed every part: the game's language found by trials before it is read.
void GameReader::choose_language_first() {
    search_.settled = true;
    const Choice c = choose_by_trial();
    set_language(*c.language);
    search_.note = c.note;
}

// Something is to be said that is no move's error (a variation not checked): the language
// found as for a visitor handed every part, so that what is said does not depend on what the
// visitor wants. True where the game is to be read again in another.
bool GameReader::settle_language_now() { return settle(choose_by_trial()); }

// The reading in the language tried first met its first error: is the game another
// language's? True where it is to be read again in that one.
bool GameReader::settle_language_at_error() {
    return settle(
        choose_language({moves_, Stop::Error, 0, i_, std::uint8_t(search_.roles_written)}));
}

// The language chosen, taken for the game (where it reads alike, only named otherwise): true
// where the game is to be read again in it; else the warnings held are given.
bool GameReader::settle(const Choice& c) {
    search_.settled = true;
    search_.note = c.note;
    set_language(*c.language);
    if (c.again) return true;
    release_held();
    return false;
}

// The reading in the language tried first read the game whole: in the language found, either
// the same reading (the language only named otherwise) or, true, another to be read.
bool GameReader::settle_language_at_end() {
    search_.settled = true;
    const Choice c =
        choose_language({moves_, Stop::Result, 0, i_, std::uint8_t(search_.roles_written)});
    search_.note = c.note;
    if (c.language != lang_.language) set_language(*c.language);
    return c.again;
}

// At a game's first error, read as algebraic notation: where the text at `start` is a legal
// move in descriptive or ICCF numeric notation, says so (a file read without its --from).
std::string GameReader::reads_in_other_notation(std::size_t start) const {
    if (options_.moves.notation != Notation::Algebraic) return {};
    ReadMove read;
    for (const auto kind : {detail::Descriptive::English, detail::Descriptive::Spanish}) {
        const std::size_t end = detail::descriptive_end(s_, start, kind);
        if (end != std::string_view::npos &&
            !detail::read_descriptive(line_.pos, s_.substr(start, end - start), kind, read))
            return kind == detail::Descriptive::English
                       ? "it reads as descriptive notation: --from descriptive"
                       : "it reads as Spanish descriptive notation: --from descriptive-es";
    }
    std::size_t end = start;
    while (end < s_.size() && s_[end] >= '0' && s_[end] <= '9') ++end;
    const std::string_view digits = s_.substr(start, end - start);
    if (detail::numeric_shape(digits) && !detail::read_numeric(line_.pos, digits, read))
        return "it reads as ICCF numeric notation: --from iccf";
    return {};
}

// With a language given: where the game breaks in it but reads whole in another, says so.
// With a language given, at the game's first error: where another reads it whole, or much
// further (twice as far, and ten moves more), says so.
std::string GameReader::reads_in_another() {
    // (Languages are algebraic notation's: the other notations read in their own.)
    if (options_.moves.notation != Notation::Algebraic) return {};
    const Line start = start_line();
    const Language* further = nullptr;
    std::uint64_t most = std::max<std::uint64_t>(2 * moves_, moves_ + 10);
    for (const Language* l : letter_sets()) {
        if (same_letters(*l, *lang_.language)) continue;
        const TrialResult r = trial(*l, start, search_.movetext_at, kNoLimit);
        if (r.whole())
            return "the game reads whole in " + std::string(l->name) + ": --from " +
                   std::string(l->code);
        if (r.moves >= most) {
            further = l;
            most = r.moves;
        }
    }
    if (!further) return {};
    return "the game reads " + std::to_string(most) + " moves in " + std::string(further->name) +
           ", " + std::to_string(moves_) + " in " + std::string(lang_.language->name) +
           ": --from " + std::string(further->code);
}

// What was said while the language was being found, in it.
void GameReader::release_held() {
    say_ = visitor_ = search_.real_visitor;
    for (Held& h : search_.held) {
        h.said.language = lang_.language;
        say(*say_, h);
    }
    search_.held.clear();
}

}  // namespace notator::detail::reading
