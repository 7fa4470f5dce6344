// The moves inside running text (notator/prose.hpp): words read by their shape, translated
// letter by letter, and the numbered sequences replayed.
#include "notator/prose.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <tuple>

#include "../notation/code_points.hpp"
#include "../notation/diagnose.hpp"
#include "excerpt.hpp"
#include "grammar.hpp"
#include "notator/assert.hpp"
#include "notator/notation.hpp"

namespace notator {

namespace {

bool is_alnum(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// Brackets, quotes and punctuation that may stand around a move in a sentence: "(13.h3)",
// "«Sf3»", "14.Dh5!,", "…Lxf3." Each with its length in bytes at the start or end of a word.
constexpr std::array<std::string_view, 16> kBefore{"(",
                                                   "[",
                                                   "{",
                                                   "\"",
                                                   "'",
                                                   "*",
                                                   "_",
                                                   "\xC2\xAB" /* « */,
                                                   "\xC2\xBB" /* » */,
                                                   "\xE2\x80\x9C" /* “ */,
                                                   "\xE2\x80\x98" /* ‘ */,
                                                   "\xE2\x80\x9E" /* „ */,
                                                   "\xE2\x80\x9A" /* ‚ */,
                                                   "\xE2\x80\xB9" /* ‹ */,
                                                   "\xC2\xA1" /* ¡ */,
                                                   "\xC2\xBF" /* ¿ */};
constexpr std::array<std::string_view, 19> kAfter{",",
                                                  ";",
                                                  ":",
                                                  ".",
                                                  ")",
                                                  "]",
                                                  "}",
                                                  "\"",
                                                  "'",
                                                  "*",
                                                  "_",
                                                  "\xC2\xBB" /* » */,
                                                  "\xC2\xAB" /* « */,
                                                  "\xE2\x80\x9D" /* ” */,
                                                  "\xE2\x80\x9C" /* “ */,
                                                  "\xE2\x80\x99" /* ’ */,
                                                  "\xE2\x80\x98" /* ‘ */,
                                                  "\xE2\x80\xBA" /* › */,
                                                  "\xE2\x80\xA6" /* … */};
// Signs that are no words: a sequence of moves goes on past them ("1.e4 e5 — 2.Sf3", "±").
constexpr std::array<std::string_view, 12> kSigns{
    "\xE2\x80\x94" /* — */, "\xE2\x80\x93" /* – */, "\xC2\xB1" /* ± */,     "\xE2\x88\x93" /* ∓ */,
    "\xE2\xA9\xB2" /* ⩲ */, "\xE2\xA9\xB1" /* ⩱ */, "\xE2\x88\x9E" /* ∞ */, "\xE2\x86\x92" /* → */,
    "\xC2\xB7" /* · */,     "\xE2\x80\xA2" /* • */, "\xC3\x97" /* × */,     "\xE2\x96\xA1" /* □ */};

// A line of play being replayed: its positions from `first_ply` on (plies counted from the
// game's start, as move numbers count them).
struct Sequence {
    int first_ply = 0;
    std::vector<Position> positions;
    std::uint64_t used = 0;  // when a move was last played in it
    int next_ply() const { return first_ply + int(positions.size()) - 1; }
    bool covers(int ply) const { return ply >= first_ply && ply <= next_ply(); }
};

int ply_of(int number, bool black) { return (number - 1) * 2 + (black ? 1 : 0); }

class Translator {
  public:
    Translator(std::string_view text, const ProseOptions& options) : s_(text), options_(options) {
        reading_.language = options.from;
        out_.text.reserve(text.size() + text.size() / 16);
    }

    ProseResult run() {
        std::size_t i = 0;
        std::size_t copied = 0;  // s_[0, copied) is in the output
        while (i < s_.size()) {
            if (options_.html && (s_[i] == '<' || s_[i] == '&')) {
                // A tag (a script's or a style's contents with it), an entity or a bare '&':
                // left as it is, and a word ends there.
                i = markup_end(i);
                continue;
            }
            if (detail::pgn::blank_length(s_, i) > 0) {
                i += detail::pgn::blank_length(s_, i);
                continue;
            }
            std::size_t end = i;
            while (end < s_.size() && detail::pgn::blank_length(s_, end) == 0 &&
                   !(options_.html && (s_[end] == '<' || s_[end] == '&')))
                ++end;
            word(i, end, copied);
            i = end;
        }
        out_.text.append(s_.substr(copied));
        return std::move(out_);
    }

  private:
    std::string_view s_;
    const ProseOptions& options_;
    ReadOptions reading_;
    ProseResult out_;
    std::vector<Sequence> sequences_;
    int current_ = -1;        // the sequence the next move continues, where moves follow moves
    bool following_ = false;  // nothing but moves and punctuation since its last move
    // The sequence each open bracket interrupted, and whether moves were following then.
    std::vector<std::pair<int, bool>> opened_;
    std::optional<std::pair<int, bool>> pending_number_;  // "12." standing before a move
    std::optional<Position> fen_;                         // a FEN written in the text
    std::uint64_t clock_ = 0;
    bool separated_ = false;  // the last move had a comma, semicolon or colon after it
    // The moves since the text came back to a sequence after other words (resume): where one
    // fails, another sequence they all fit in may be the one meant.
    int run_ply_ = -1;
    std::vector<std::string> run_;
    static constexpr std::size_t kMostSequences = 64;  // kept, the least recently used dropped

    // Where the markup at s_[i] ('<' or '&') ends.
    std::size_t markup_end(std::size_t i) const {
        const auto lower_starts = [&](std::size_t at, std::string_view w) {
            if (s_.size() - at < w.size()) return false;
            for (std::size_t k = 0; k < w.size(); ++k)
                if (char(s_[at + k] | 0x20) != w[k]) return false;
            return true;
        };
        if (s_[i] == '&') {  // &amp; &#8212; &nbsp; (a bare '&' is one byte)
            std::size_t j = i + 1;
            while (j < s_.size() && j - i <= 10 && (is_alnum(s_[j]) || s_[j] == '#')) ++j;
            return j < s_.size() && s_[j] == ';' && j > i + 1 ? j + 1 : i + 1;
        }
        for (std::string_view element : {"script", "style"}) {
            if (!lower_starts(i + 1, element)) continue;
            for (std::size_t at = s_.find("</", i); at != std::string_view::npos;
                 at = s_.find("</", at + 2))
                if (lower_starts(at + 2, element)) {
                    const std::size_t close = s_.find('>', at);
                    return close == std::string_view::npos ? s_.size() : close + 1;
                }
            return s_.size();
        }
        const std::size_t close = s_.find('>', i);
        return close == std::string_view::npos ? s_.size() : close + 1;
    }

    void after_other_word() {
        following_ = false;
        separated_ = false;
        pending_number_.reset();
    }

    // The word s_[begin, end): a move (maybe numbered), a number, a FEN, or any other word.
    void word(std::size_t begin, std::size_t end, std::size_t& copied) {
        std::size_t b = begin, e = end;
        for (bool more = true; more;) {
            more = false;
            for (std::string_view p : kBefore) {
                if (s_.substr(b, e - b).starts_with(p) && e - b > p.size()) {
                    if (p == "(" || p == "[") opened_.push_back({current_, following_});
                    b += p.size();
                    more = true;
                }
            }
        }
        int closed = 0;
        bool sentence_end = false;
        for (bool more = true; more;) {
            more = false;
            for (std::string_view p : kAfter) {
                if (s_.substr(b, e - b).ends_with(p) && e - b > p.size()) {
                    // "e4." or "12..." : the dots of a move number are no sentence's end.
                    if (p == "." && e - b >= 2 && (s_[e - 2] == '.' || is_digit_run(b, e - 1)))
                        break;
                    closed += p == ")" || p == "]";
                    sentence_end |= p == "." || p == "!" || p == "?";
                    e -= p.size();
                    more = true;
                }
            }
        }
        const std::string_view w = s_.substr(b, e - b);
        if (w == "(" || w == "[") opened_.push_back({current_, following_});
        if (looks_like_fen(w)) {
            read_fen(b);
            after_other_word();
        } else if (!w.empty() && detail::pgn::dots_length(w) == w.size()) {
            // "4. ... Sf6": the dots say the number is Black's move's.
            if (pending_number_) pending_number_->second = true;
        } else if (move_word(b, e, copied)) {
            // A move after a comma or a colon may be another choice than the next move ("3.Lb5,
            // Lc4 und d4"): it continues a sequence only where it fits.
            separated_ = s_.substr(e, end - e).starts_with(",") ||
                         s_.substr(e, end - e).starts_with(";") ||
                         s_.substr(e, end - e).starts_with(":");
        } else if (is_word(w) && !number_alone(w)) {
            after_other_word();  // a word; signs alone ("—", "=", "+-") let a sequence go on
        }
        for (; closed > 0; --closed) close_bracket();
        if (w == ")" || w == "]") close_bracket();
        if (sentence_end) after_other_word();  // a sentence's end ends a sequence too
    }

    // Has w a letter or a digit, not only punctuation and signs?
    static bool is_word(std::string_view w) {
        for (std::size_t k = 0; k < w.size();) {
            if (is_alnum(w[k])) return true;
            if (static_cast<unsigned char>(w[k]) < 0x80) {
                ++k;
                continue;
            }
            bool sign = false;
            for (std::string_view p : kSigns)
                if (w.substr(k).starts_with(p)) {
                    k += p.size();
                    sign = true;
                    break;
                }
            if (!sign) return true;  // a letter of another script
        }
        return false;
    }

    bool is_digit_run(std::size_t b, std::size_t e) const {
        if (b >= e) return false;
        for (std::size_t k = b; k < e; ++k)
            if (s_[k] < '0' || s_[k] > '9') return false;
        return true;
    }

    void close_bracket() {
        if (opened_.empty()) return;
        current_ = opened_.back().first;
        following_ = opened_.back().second && current_ >= 0;
        opened_.pop_back();
    }

    // "12." "12..." "12…" at the start of w (as the PGN reader takes move numbers, but with
    // their dots: digits alone are no move number in a text): the number, Black's move or
    // not, and its length.
    static std::optional<std::tuple<int, bool, std::size_t>> number_at(std::string_view w) {
        if (w.empty() || w[0] < '0' || w[0] > '9') return std::nullopt;
        const detail::pgn::MoveNumber m = detail::pgn::move_number(w, false);
        std::size_t digits = 0;
        while (digits < w.size() && w[digits] >= '0' && w[digits] <= '9') ++digits;
        if (m.length <= digits || m.value == 0 || m.value > 9999) return std::nullopt;
        return std::tuple{int(m.value), m.black, m.length};
    }

    // A number standing alone before its move ("1. e4"): kept for the next word.
    bool number_alone(std::string_view w) {
        const auto n = number_at(w);
        if (!n || std::get<2>(*n) != w.size()) return false;
        pending_number_ = std::pair{std::get<0>(*n), std::get<1>(*n)};
        return true;
    }

    // The word s_[b, e) read as a move (after its number, if any); translated into the output.
    bool move_word(std::size_t b, std::size_t e, std::size_t& copied) {
        std::string_view w = s_.substr(b, e - b);
        std::optional<std::pair<int, bool>> number;
        std::size_t start = b;
        if (const auto n = number_at(w)) {
            number = std::pair{std::get<0>(*n), std::get<1>(*n)};
            start += std::get<2>(*n);
        } else if (const std::size_t dots = detail::pgn::dots_length(w)) {
            start += dots;  // "...Lxf3": Black's
        }
        const std::string_view core = s_.substr(start, e - start);
        if (core.empty()) return false;
        const auto parsed = parse_move_text(core, *options_.from);
        if (!parsed || !shaped(core, *parsed)) return false;
        if (!number && pending_number_) number = pending_number_;
        pending_number_.reset();
        ++out_.moves;
        replay(start, core, number);
        // The letters: each piece letter of the move proper (the piece, a promotion piece, a
        // captured piece named) in the other language; every other byte as it was.
        std::string text;
        bool changed = false;
        for (std::size_t k = 0; k < core.size();) {
            std::size_t len = 0;
            // (Castling has no piece letter, though O is one in some languages.)
            const bool letters = parsed->kind == MoveText::Kind::Normal && k < parsed->move_end;
            Role role = Role::Pawn;  // (none)
            if (letters && (parsed->lax & MoveText::kOldKnight) &&
                core.substr(k).starts_with("Kt")) {
                role = Role::Knight;  // (older English books' Kt, which the lexer read as such)
                len = 2;
            } else if (letters) {
                std::optional<Role> r = options_.from->role_at(core.substr(k), &len);
                if (!r && (parsed->lax & MoveText::kLatinLetter))  // (Kp for Кр, as read)
                    r = options_.from->look_alike_role_at(core.substr(k), &len);
                if (r) role = *r;
            }
            if (role != Role::Pawn && (k == 0 || !is_upper(core[k - 1]))) {
                // (Into the same language, each letter as written: Kt stays Kt.)
                const std::string_view to =
                    options_.to == options_.from ? core.substr(k, len) : options_.to->letter(role);
                changed |= to != core.substr(k, len);
                text += to;
                k += len;
            } else {
                text += core[k++];
            }
        }
        if (changed) {
            ++out_.translated;
            out_.text.append(s_.substr(copied, start - copied));
            out_.text += text;
            copied = e;
        }
        return true;
    }

    static bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }

    // A move's shape, not a word that happens to parse: castling, or a square it goes to
    // written in the word (and not a word of letters: "a" alone is none).
    static bool shaped(std::string_view core, const MoveText& t) {
        if (t.kind == MoveText::Kind::Null) return false;
        if (t.kind != MoveText::Kind::Normal) return true;
        for (std::size_t k = 0; k + 1 < core.size(); ++k)
            if (core[k] >= 'a' && core[k] <= 'h' && core[k + 1] >= '1' && core[k + 1] <= '8')
                return true;
        return false;
    }

    // The move `core` at `at`, numbered or not: played in the sequence it belongs to.
    void replay(std::size_t at, std::string_view core,
                const std::optional<std::pair<int, bool>>& number) {
        int target = -1;         // the sequence it is played in
        bool tentative = false;  // where it does not fit, it is no move of the sequence
        bool opening = false;    // the first move of a sequence from "1." (no FEN)
        if (number) {
            const int ply = ply_of(number->first, number->second);
            if (current_ >= 0 && following_ && sequences_[current_].next_ply() == ply) {
                target = current_;
            } else if (fen_ &&
                       ply == ply_of(fen_->fullmove_number(), fen_->turn() == Color::Black)) {
                target = start_sequence(*fen_, ply);
                fen_.reset();
                run_ply_ = -1;
            } else if (ply == 0) {
                target = start_sequence(Position{}, 0);
                opening = true;
                run_ply_ = -1;
            } else {
                target = resume(ply, core);
                run_ply_ = target >= 0 ? ply : -1;
                run_.clear();
            }
        } else if (current_ >= 0 && following_) {
            target = current_;
            tentative = separated_;
        }
        separated_ = false;
        if (target < 0) {
            following_ = false;
            current_ = -1;
            return;
        }
        const Position& pos = sequences_[target].positions.back();
        const Result<ReadMove> read = read_move(pos, core, reading_);
        if (!read) {
            // Another choice after a comma; a study's or puzzle's solution written from "1."
            // (its first move is no move of the start position); the sequence meant, where
            // the text came back to another one the moves fit too: no error.
            if (tentative || opening) {
                if (opening) erase_sequence(target);
                current_ = -1;
                following_ = false;
                return;
            }
            if (const int other = refit(target, core); other >= 0) {
                current_ = other;
                following_ = true;
                ++out_.checked;
                return;
            }
            report(Diagnostic::Severity::Error, read.error(), at, core, sequences_[target]);
            erase_sequence(target);
            current_ = -1;
            following_ = false;
            return;
        }
        Sequence& seq = sequences_[target];
        if (read->warning) report(Diagnostic::Severity::Warning, *read->warning, at, core, seq);
        seq.positions.push_back(pos.after(read->move));
        seq.used = ++clock_;
        ++out_.checked;
        if (run_ply_ >= 0) run_.emplace_back(core);
        current_ = target;
        following_ = true;
    }

    int start_sequence(const Position& start, int ply) {
        if (sequences_.size() >= kMostSequences) {
            int oldest = 0;
            for (int k = 1; k < int(sequences_.size()); ++k)
                if (sequences_[k].used < sequences_[oldest].used) oldest = k;
            erase_sequence(oldest);
        }
        sequences_.push_back(Sequence{ply, {start}, ++clock_});
        return int(sequences_.size()) - 1;
    }

    // A sequence that is wrong, or dropped: no more moves are played in it.
    void erase_sequence(int k) {
        sequences_.erase(sequences_.begin() + k);
        const auto fix = [k](int& i) { i = i == k ? -1 : i > k ? i - 1 : i; };
        fix(current_);
        for (auto& [o, following] : opened_) fix(o);
    }

    // The sequences that reach `ply`, last used first.
    std::vector<int> reaching(int ply) const {
        std::vector<int> order;
        for (int k = 0; k < int(sequences_.size()); ++k)
            if (sequences_[k].covers(ply)) order.push_back(k);
        std::sort(order.begin(), order.end(),
                  [&](int a, int b) { return sequences_[a].used > sequences_[b].used; });
        return order;
    }

    // From `seq`'s position at `ply`, the moves `moves` then `core`, each where the one before
    // left it; the positions, or nothing where one does not fit.
    std::optional<std::vector<Position>> play_from(const Sequence& seq, int ply,
                                                   const std::vector<std::string>& moves,
                                                   std::string_view core) const {
        std::vector<Position> line(seq.positions.begin(),
                                   seq.positions.begin() + (ply - seq.first_ply) + 1);
        for (std::size_t k = 0; k <= moves.size(); ++k) {
            const auto read = read_move(line.back(), k < moves.size() ? moves[k] : core, reading_);
            if (!read) return std::nullopt;
            line.push_back(line.back().after(read->move));
        }
        return line;
    }

    // The move `core` does not fit `failed`, which the text came back to at run_ply_: another
    // sequence in which all the moves since, and this one, fit (a branch of it made); -1 if
    // none.
    int refit(int failed, std::string_view core) {
        if (run_ply_ < 0) return -1;
        for (int k : reaching(run_ply_)) {
            if (k == failed) continue;
            auto line = play_from(sequences_[k], run_ply_, run_, core);
            if (!line) continue;
            const int first = sequences_[k].first_ply;
            const int branch = start_sequence(Position{}, first);
            sequences_[branch].positions = std::move(*line);
            run_.emplace_back(core);
            return branch;
        }
        return -1;
    }

    // A numbered move after words: the sequence, last used first, in which it is legal at
    // that ply (going on from its end, or else a variation from before it); -1 if none.
    int resume(int ply, std::string_view core) {
        const std::vector<int> order = reaching(ply);
        // A sequence that it continues first (the text comes back to its game after a
        // variation), then one it branches from.
        for (int k : order) {
            const Sequence& seq = sequences_[k];
            if (ply == seq.next_ply() && read_move(seq.positions.back(), core, reading_)) return k;
        }
        for (int k : order) {
            const Sequence& seq = sequences_[k];
            if (!read_move(seq.positions[std::size_t(ply - seq.first_ply)], core, reading_))
                continue;
            std::vector<Position> prefix(seq.positions.begin(),
                                         seq.positions.begin() + (ply - seq.first_ply) + 1);
            const int first = seq.first_ply;
            const int branch = start_sequence(Position{}, first);
            sequences_[branch].positions = std::move(prefix);
            return branch;
        }
        // Where the last sequence used goes on with exactly this move number, it is its move
        // (and its error).
        if (!order.empty() && sequences_[order[0]].next_ply() == ply) return order[0];
        return -1;
    }

    void report(Diagnostic::Severity severity, const Error& error, std::size_t at,
                std::string_view core, const Sequence& seq) {
        const Position& pos = seq.positions.back();
        Diagnostic d;
        d.severity = severity;
        d.error = error;
        const Diagnosis why = detail::diagnose(pos, core, error, reading_, true);
        d.message = why.message;
        if (severity == Diagnostic::Severity::Error) d.nearest = why.nearest_text;
        // Line and column (in characters) of `at`.
        std::size_t line_start = s_.rfind('\n', at == 0 ? 0 : at - 1);
        line_start = line_start == std::string_view::npos || at == 0 ? 0 : line_start + 1;
        std::uint32_t line = 1;
        for (std::size_t k = 0; k < line_start; ++k) line += s_[k] == '\n';
        const auto column =
            std::uint32_t(1 + detail::characters(s_.substr(line_start, at - line_start)));
        d.where = Location{line, column};
        d.source = detail::excerpt(s_, at, column);
        d.text = detail::shortened(core, 64);
        d.ply = pos.ply() + 1;
        d.side = pos.turn();
        d.move_number = pos.fullmove_number();
        d.fen_before = pos.fen();
        d.language = options_.from;
        (severity == Diagnostic::Severity::Error ? out_.errors : out_.warnings)
            .push_back(std::move(d));
    }

    // A board's field of a FEN: eight ranks, seven slashes, pieces and digits only.
    static bool looks_like_fen(std::string_view w) {
        int slashes = 0;
        for (char c : w) {
            if (c == '/') {
                ++slashes;
            } else if (std::string_view("prnbqkPRNBQK12345678").find(c) == std::string_view::npos) {
                return false;
            }
        }
        return slashes == 7;
    }

    // The FEN whose board starts at `at`: its fields to the line's end (a quote or bracket
    // after them left out); kept for the sequence that starts at its move.
    void read_fen(std::size_t at) {
        std::size_t end = s_.find('\n', at);
        if (end == std::string_view::npos) end = s_.size();
        std::string_view fields = s_.substr(at, end - at);
        while (!fields.empty() &&
               std::string_view("\"']) \r\t.").find(fields.back()) != std::string_view::npos)
            fields.remove_suffix(1);
        // As many fields as read as a position: all six, or the first four (then move 1).
        std::vector<std::size_t> spaces;
        for (std::size_t k = 0; k < fields.size(); ++k)
            if (fields[k] == ' ') spaces.push_back(k);
        for (std::size_t n = std::min<std::size_t>(spaces.size() + 1, 6); n >= 2; --n) {
            std::string_view f = n > spaces.size() ? fields : fields.substr(0, spaces[n - 1]);
            while (!f.empty() && std::string_view(".,;:").find(f.back()) != std::string_view::npos)
                f.remove_suffix(1);  // "... 0 30." ends a sentence
            std::string text(f);
            if (n < 6)
                text += n <= 4 ? std::string(n == 2   ? " - - 0 1"
                                             : n == 3 ? " - 0 1"
                                                      : " 0 1")
                               : std::string(" 1");
            if (auto p = Position::from_fen(text)) {
                fen_ = *p;
                return;
            }
        }
    }
};

}  // namespace

ProseResult translate_prose(std::string_view text, const ProseOptions& options) {
    NOTATOR_ASSERT(options.from != nullptr && options.to != nullptr);
    return Translator(text, options).run();
}

}  // namespace notator
