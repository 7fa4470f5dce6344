// The general reader pays, at every move, for what a game might hold (variations, comments,
// followers, warnings due, a ReadMove for the visitor). A database is mostly games that hold
// none of it; this path reads those with a move loop that knows only numbers, moves and the
// result, and gives up at anything else, leaving it to the general reader.
#include "plain_movetext.hpp"

#include <array>
#include <bit>
#include <cstring>
#include <type_traits>

#if defined(__AVX__)
#include <immintrin.h>
#elif defined(__SSSE3__)
#include <tmmintrin.h>
#elif defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "../notation/common_move.hpp"
#include "move_number.hpp"
#include "notator/outcome.hpp"
#include "result_token.hpp"

namespace notator::detail {

namespace {

// Spaces and line ends, as a table: one load a byte.
constexpr std::array<bool, 256> kBlank = [] {
    std::array<bool, 256> t{};
    for (unsigned char c : std::string_view(" \t\r\n")) t[c] = true;
    return t;
}();
std::size_t skip_blanks(std::string_view s, std::size_t i) {
    while (i < s.size() && kBlank[static_cast<unsigned char>(s[i])]) ++i;
    return i;
}

// The token at i: where it ends, at the first byte up to ' ' (a space, tab, line end or control
// character), and where the next one starts, after the spaces, tabs and line ends that follow
// it; both from one 16-byte load when they lie in it, so that the end of a line costs no more
// than a space. A token that runs on into a bracket or ';' is never a plain move or number and
// ends the short path, so only these bytes need looking for.
struct TokenSpan {
    std::size_t end, next;
};
// (Inlined by force: with two readings calling it, GCC would no longer inline it by itself.)
[[gnu::always_inline]] inline TokenSpan token_span(std::string_view s, std::size_t i) {
#if defined(__SSE2__)
    if (i + 16 <= s.size()) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s.data() + i));
        const unsigned ends = unsigned(_mm_movemask_epi8(
            _mm_cmpeq_epi8(_mm_subs_epu8(v, _mm_set1_epi8(' ')), _mm_setzero_si128())));
        if (ends) {
#if defined(__SSSE3__)
            // The four blanks have four different low nibbles: a byte is blank when it equals
            // the entry for its low nibble (a byte with its high bit set looks up 0).
            const __m128i by_nibble =
                _mm_setr_epi8(' ', 0, 0, 0, 0, 0, 0, 0, 0, '\t', '\n', 0, 0, '\r', 0, 0);
            const unsigned blanks =
                unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_shuffle_epi8(by_nibble, v))));
#else
            const unsigned blanks = unsigned(_mm_movemask_epi8(
                _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8(' ')),
                                          _mm_cmpeq_epi8(v, _mm_set1_epi8('\n'))),
                             _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('\r')),
                                          _mm_cmpeq_epi8(v, _mm_set1_epi8('\t'))))));
#endif
            const unsigned end = unsigned(std::countr_zero(ends));
            const unsigned after = ~blanks & (0xFFFFu << end) & 0xFFFFu;
            return {i + end, after ? i + std::countr_zero(after) : skip_blanks(s, i + 16)};
        }
    }
#endif
    while (i < s.size() && static_cast<unsigned char>(s[i]) > ' ') ++i;
    return {i, skip_blanks(s, i)};
}

// `to = from` in 32-byte moves: for a Position (192 bytes) GCC calls memcpy, which costs twice
// the instructions, at every move handed to a sink.
void copy(Position& to, const Position& from) {
    static_assert(std::is_trivially_copyable_v<Position>);
#if defined(__AVX__)
    if constexpr (sizeof(Position) % 32 == 0) {
        auto* d = reinterpret_cast<char*>(&to);
        const auto* s = reinterpret_cast<const char*>(&from);
        for (std::size_t k = 0; k < sizeof(Position); k += 32)
            _mm256_storeu_si256(reinterpret_cast<__m256i*>(d + k),
                                _mm256_loadu_si256(reinterpret_cast<const __m256i*>(s + k)));
        return;
    }
#endif
    to = from;
}

// Plays a move read_move_into read (a null move too), leaving the key to be computed if asked.
void play_read(Position& pos, Move m) {
    if (m.is_null())
        pos.play_null();
    else
        pos.play_unhashed(m);
}

// Move numbers 1 to 999 with their dot ("12."), as the first bytes of a little-endian word,
// and the mask of those bytes: a number glued to its move is checked by one compare.
struct NumberWord {
    std::uint32_t word = 0, mask = 0;
};
constexpr std::array<NumberWord, 1000> kNumberWords = [] {
    std::array<NumberWord, 1000> t{};
    for (unsigned n = 1; n < 1000; ++n) {
        char text[4] = {};
        unsigned len = 0;
        for (unsigned d = n >= 100 ? 100 : n >= 10 ? 10 : 1; d; d /= 10)
            text[len++] = char('0' + n / d % 10);
        text[len++] = '.';
        for (unsigned k = 0; k < len; ++k) {
            t[n].word |= std::uint32_t(static_cast<unsigned char>(text[k])) << (8 * k);
            t[n].mask |= 0xFFu << (8 * k);
        }
    }
    return t;
}();

// Plays the legal move the first n bytes of t name (the sign taken off) when they are castling
// or the common shape and exactly one piece fits, nothing deserving a warning (what
// read_move_into reads on its fast path), and returns true; else false, the position
// unchanged, and the general reading decides. Precondition: n >= 2, lenient reading,
// lang.simple().
// With kMove, the move played goes into `move` too.
template <bool kMove>
inline bool play_common(Position& pos, std::string_view t, std::size_t n, const Language& lang,
                        Move* move) {
    // The common shape first: castling is one move in forty.
    if (CommonShape c; lex_common_shape(t, n, lang, c)) {
        return resolve_common_then(
            pos, c, false, [&](auto kind, Square from, Square to, bool takes) {
                if constexpr (kMove) *move = Move::normal(from, to);
                if constexpr (std::is_same_v<decltype(kind), PawnStep>)
                    pos.play_pawn_step_unhashed(from, to);
                else if constexpr (std::is_same_v<decltype(kind), PawnCapture>)
                    pos.play_pawn_capture_unhashed(from, to);
                else
                    pos.play_piece_unhashed(c.role, from, to, takes);
            });
    }
    if (const auto side = castling_text(t, n)) {
        if (const auto m = legal_castling(pos, *side)) {
            if constexpr (kMove) *move = *m;
            pos.play_unhashed(*m);
            return true;
        }
    }
    return false;
}

// Where the splitter ends a game whose result runs from `at` to `end` in `s` (which goes on
// past the game), when it can be told from here: the result stands alone at its line's end,
// after a space, tab or line end (the splitter's test for a result at a line's end stops at
// those, not at a carriage return); the game then ends where the next line holding anything
// but spaces starts, unless that is a ';' comment (the game's own), or at the end of the
// input (`input_end`: `s` ends there). npos when it cannot be told (the bytes at hand end
// first, or the line is not plain).
std::size_t open_game_end(std::string_view s, std::size_t at, std::size_t end, bool input_end) {
    const char before = at > 0 ? s[at - 1] : '\n';
    if (before != ' ' && before != '\t' && before != '\n') return std::string_view::npos;
    const auto past_spaces = [&](std::size_t k) {
        while (k < s.size() && (s[k] == ' ' || s[k] == '\t' || s[k] == '\r')) ++k;
        return k;
    };
    std::size_t k = past_spaces(end);
    if (k < s.size() && s[k] != '\n') return std::string_view::npos;  // more on the line
    for (;;) {
        if (k == s.size()) return input_end ? k : std::string_view::npos;
        const std::size_t line = k + 1;  // k: a line end
        k = past_spaces(line);
        if (k < s.size() && s[k] != '\n') return s[k] == ';' ? std::string_view::npos : line;
    }
}

}  // namespace

namespace {

template <bool kSink>
bool read_plain(std::string_view s, std::size_t i, const ReadOptions& options, PlainMovetext& out,
                PlainMoveSink* sink) {
    const Language& lang = *options.language;
    Position& pos = out.end;
    std::uint64_t plies = 0;
    ReadMove general;
    Position before;  // a signed move's, to take it back
    const std::size_t size = s.size();
    i = skip_blanks(s, i);
    // Where the next move begins, with its number standing alone before it if it has one:
    // where the general reading would go on from if that move ends the short path.
    std::size_t move_start = i;
    // A move signed '+' whose check is verified, but not yet that the side in check has a move
    // (without one the sign should be '#'): the next move played from there shows it, as it
    // nearly always follows, and saves looking for one. It is the last move played while
    // `plies` is `checked_ply`; `before` is the position before it, `checked_start` where it
    // starts.
    std::uint64_t checked_ply = ~std::uint64_t{0};
    std::size_t checked_start = 0;
    // Before the position after that move is left any other way: false, the move taken back
    // (the general reading will warn at it), when there is no move.
    const auto proven = [&] {
        if (checked_ply != plies) return true;
        checked_ply = ~std::uint64_t{0};
        if (has_legal_move(pos)) return true;
        pos = before;
        move_start = checked_start;
        --plies;
        return false;
    };
    // Where the reading stops at a move: the general reading may go on from it. Where it stops
    // anywhere else, `return kSink && resume_at_move()`: with a sink, the general reading goes
    // on from the next move. (Not a lambda: one holding `if constexpr` made GCC's
    // profile-guided build of the counting reading cost 3 % more instructions.)
    const auto resume_at_move = [&] {
        proven();
        out.resume_at = move_start;
        out.plies = plies;
        return false;
    };
    const auto plain_token = [](std::string_view tok) {
        return tok.find_first_of("{}()[];") == std::string_view::npos && !tok.starts_with("e.") &&
               !tok.starts_with("ep");
    };
    // With a sink: reads, plays and hands out the move `tok` (its sign taken off: the first n
    // bytes, then `sign`) ending at `end`, keeping the position before it in `was`; false, the
    // position unchanged, when the general reading should read it. That is also when what
    // follows it is read with it (a control character, "e.p.", "(=)"), and where the game may
    // have ended on the board before it (at most one pawn left, or the 75-move rule near: the
    // general reader tells of the end, and warns at the moves after it). The sign, when
    // written, is checked at once, mate included: a move handed out stands.
    const auto sink_move = [&](std::string_view tok, std::size_t n, CheckSign sign, std::size_t end,
                               Position& was) {
        // A control character that ends the token here is part of it for the general reader.
        if (end < size && !kBlank[static_cast<unsigned char>(s[end])]) return false;
        std::size_t k = end;
        while (k < size && (s[k] == ' ' || s[k] == '\t')) ++k;
        const std::string_view after = s.substr(k, 3);
        if (after.starts_with("e.p") || after.starts_with("ep") || after == "(=)" ||
            std::popcount(pos.pieces(Role::Pawn)) <= 1 || pos.halfmove_clock() >= 149)
            return false;
        copy(was, pos);
        ReadMove* read = &sink->move;
        if (n >= 2 && play_common<true>(pos, tok, n, lang, &sink->move.move)) {
            if (sign != CheckSign::None &&
                (!pos.in_check() || has_legal_move(pos) != (sign == CheckSign::Check))) {
                copy(pos, was);
                return false;
            }
            sink->move.text.check = sign;
        } else {
            if (!plain_token(tok) || read_move_into(pos, tok, general, options) || general.warning)
                return false;
            play_read(pos, general.move);
            read = &general;
        }
        sink->visitor.move(was, *read, tok);
        return true;
    };
    while (i < size) {
        const std::size_t token_start = i;
        const char c = s[i];
        const TokenSpan span = token_span(s, i);
        i = span.end;
        // (Not substr: its bounds check costs instructions on every token, and i <= size.)
        std::string_view tok(s.data() + token_start, i - token_start);
        if (!is_alpha(c)) {
            // The next move's number glued to White's move ("12.Nf3") or alone ("12."): one
            // compare. Anything else the long way.
            std::uint32_t w;
            const unsigned number = unsigned(pos.fullmove_number());
            std::size_t dots = 0;
            if (number < 1000 && token_start + 4 <= size && pos.turn() == Color::White &&
                (std::memcpy(&w, s.data() + token_start, 4),
                 (w & kNumberWords[number].mask) == kNumberWords[number].word) &&
                (dots = std::size_t(std::bit_width(kNumberWords[number].mask) / 8),
                 dots == tok.size() || tok[dots] != '.')) {
                tok.remove_prefix(dots);
            } else {
                const NumberPrefix n = number_prefix(tok);
                if (n.dots == n.digits) {  // a result, and nothing after it; or nothing plain
                    const std::string_view r = result_of(tok);
                    if (r.empty()) {
                        // Open: a tag line may be the next game's.
                        out.end_unknown = out.open && c == '[';
                        return kSink && resume_at_move();
                    }
                    if (!out.open) {
                        if (span.next != size) return kSink && resume_at_move();
                    } else {
                        out.game_end = open_game_end(s, token_start, span.end, out.input_end);
                        out.end_unknown = out.game_end == std::string_view::npos;
                        if (out.end_unknown) return kSink && resume_at_move();
                    }
                    out.result = r;
                    out.result_at = token_start;
                    break;
                }
                // "12." before either side's move, "12..." before Black's.
                if (c == '0' || n.digits == 0 || n.digits > 9 ||
                    n.value != std::uint64_t(pos.fullmove_number()) ||
                    (n.dots - n.digits >= 2 && pos.turn() == Color::White))
                    return kSink && resume_at_move();
                tok.remove_prefix(n.dots);
            }
            if (tok.empty()) {  // a number alone
                i = span.next;
                continue;
            }
            if (!is_alpha(tok[0])) return kSink && resume_at_move();
        }
        i = span.next;
        std::size_t n = tok.size();
        const char last = tok[n - 1];
        const CheckSign sign = last == '+'   ? CheckSign::Check
                               : last == '#' ? CheckSign::Mate
                                             : CheckSign::None;
        n -= sign != CheckSign::None;
        if constexpr (kSink) {
            if (!sink_move(tok, n, sign, span.end, sink->kept[sink->last ^ 1]))
                return resume_at_move();
            sink->last ^= 1;
        } else {
            bool played = false;
            if (n >= 2) {
                // The sign written must be the one the move deserves (the general reading
                // warns, from the position before the move). A check sign after a check sign
                // (rare): the first one is settled now, as `before` is about to change.
                if (sign != CheckSign::None) {
                    if (!proven()) return resume_at_move();
                    before = pos;
                    checked_start = move_start;
                }
                played = play_common<false>(pos, tok, n, lang, nullptr);
                if (sign != CheckSign::None && played) {
                    if (!pos.in_check() || (sign == CheckSign::Mate && has_legal_move(pos))) {
                        pos = before;
                        return resume_at_move();
                    }
                    if (sign == CheckSign::Check) checked_ply = plies + 1;
                }
            }
            if (!played) {  // promotions, e.p., ambiguities, null moves, ...: the general reading
                // "e.p." (or "ep") and "(=)" after a move belong to it in the general reader,
                // which reads the two as one: here they end the short path when met as tokens.
                // A bracket or ';' in the token: not plain (the general reader ends tokens
                // there).
                if (!plain_token(tok)) return false;
                if (read_move_into(pos, tok, general, options) || general.warning)
                    return resume_at_move();
                // (A null move never follows an unproven check: read_move_into refuses one in
                // check.)
                play_read(pos, general.move);
            }
        }
        ++plies;  // (a move after a check sign's: the side in check had one)
        move_start = i;
        // A game ended by a dead position or the 75-move rule: the general reader tells it.
        // (With a sink, no move is read where one might follow, sink_move.)
        if constexpr (!kSink) {
            if ((!pos.pieces(Role::Pawn) || pos.halfmove_clock() >= 150) &&
                (pos.halfmove_clock() >= 150 || is_dead_by_material(pos)))
                return false;
        }
    }
    if (!proven()) return resume_at_move();
    if (out.open && out.result.empty()) {  // no result: the game runs to the input's end
        out.end_unknown = !out.input_end;
        if (out.end_unknown) return false;
        out.game_end = size;
    }
    out.plies = plies;
    return true;
}

}  // namespace

bool read_plain_movetext(std::string_view s, std::size_t from, const ReadOptions& options,
                         PlainMovetext& out, PlainMoveSink* sink) {
    if (options.strict || !options.language->simple()) return false;
    if (!sink) return read_plain<false>(s, from, options, out, nullptr);
    sink->move = ReadMove{};  // what no move of the short path has: a NAG, a draw offer, ...
    return read_plain<true>(s, from, options, out, sink);
}

}  // namespace notator::detail
