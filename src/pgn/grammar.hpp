// The words of PGN as people really write them (internal), each rule stated once, for the
// reader and for find_game_start: blanks (Unicode spaces too), tokens, results, move numbers
// and the dots books print for a move, NAG glyphs, and what makes a line a tag line.
#pragma once

#include "layer.hpp"

#include <cstdint>
#include <string>
#include <string_view>

#include "notator/language.hpp"

#include "../notation/lexer_util.hpp"
#include "scan.hpp"

namespace notator::detail::pgn {

// The byte length of the Unicode space at s[i] that text pasted from web pages and word
// processors holds (no-break, en, em, thin and the other spaces of U+2000-U+200B, U+202F,
// U+205F, U+3000, the line and paragraph separators U+2028-U+2029, and U+FEFF, the byte
// order mark), or the soft hyphen U+00AD, which word processors put in unseen; 0 if none
// stands there.
constexpr std::size_t unicode_blank_length(std::string_view s, std::size_t i) {
    const auto at = [&](std::size_t k) {
        return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0u;
    };
    const unsigned a = at(0);
    if (a == 0xC2) return at(1) == 0xA0 || at(1) == 0xAD ? 2 : 0;
    if (a == 0xE2) {
        const unsigned b = at(1), c = at(2);
        if (b == 0x80)
            return (c >= 0x80 && c <= 0x8B) || c == 0xA8 || c == 0xA9 || c == 0xAF ? 3 : 0;
        return b == 0x81 && c == 0x9F ? 3 : 0;
    }
    if (a == 0xE3) return at(1) == 0x80 && at(2) == 0x80 ? 3 : 0;
    if (a == 0xEF) return at(1) == 0xBB && at(2) == 0xBF ? 3 : 0;
    return 0;
}

// The byte length of the blank at s[i] (ASCII or Unicode), 0 if none stands there.
constexpr std::size_t blank_length(std::string_view s, std::size_t i) {
    if (i >= s.size()) return 0;
    if (scan::is_ascii_blank(s[i])) return 1;
    return scan::byte_class(s[i]) == scan::kHigh ? unicode_blank_length(s, i) : 0;
}

// Past the blanks from i on.
inline std::size_t skip_blanks(std::string_view s, std::size_t i) {
    for (;;) {
        i = scan::skip_ascii_blanks(s, i);
        const std::size_t n = blank_length(s, i);
        if (n == 0) return i;
        i += n;
    }
}

// Past the spaces and tabs from i on (blanks that do not end a line).
inline std::size_t skip_line_blanks(std::string_view s, std::size_t i) {
    for (;;) {
        if (i < s.size() && s[i] != '\n' && s[i] != '\r' && scan::is_ascii_blank(s[i])) {
            ++i;
            continue;
        }
        const std::size_t n = i < s.size() && s[i] != '\n' ? blank_length(s, i) : 0;
        if (n == 0 || s[i] == '\r') return i;
        i += n;
    }
}

// The token of movetext at i (s[i] neither a blank nor a stop): it ends at a blank or at one
// of ( ) { } [ ] ; and `next` is where the next one starts, past the blanks.
inline scan::TokenSpan token_at(std::string_view s, std::size_t i) {
    for (;;) {
        scan::TokenSpan span = scan::token_span(s, i);
        if (span.end == s.size() || scan::byte_class(s[span.end]) != scan::kHigh) [[likely]] {
            if (span.next < s.size() && scan::byte_class(s[span.next]) == scan::kHigh)
                span.next = skip_blanks(s, span.next);
            return span;
        }
        if (unicode_blank_length(s, span.end) > 0) return {span.end, skip_blanks(s, span.end)};
        i = span.end + 1;  // a letter, figurine or sign of several bytes: part of the token
    }
}

// Is the line from `start` to its line feed (or s.size()) blank?
inline bool blank_line(std::string_view s, std::size_t start) {
    const std::size_t k = skip_line_blanks(s, start);
    return k == s.size() || s[k] == '\n' ||
           (s[k] == '\r' && (k + 1 == s.size() || s[k + 1] == '\n'));
}

// Past the tag name (scan::is_tag_name_byte: letters, digits, '_') that starts at k.
inline std::size_t past_tag_name(std::string_view s, std::size_t k) {
    while (k < s.size() && scan::is_tag_name_byte(s[k])) ++k;
    return k;
}

// Does a tag start at s[i] ('['): a name (letters, digits, '_'), then a quote, blanks allowed
// between? A line that starts with one is a tag line.
inline bool starts_tag(std::string_view s, std::size_t i) {
    if (i >= s.size() || s[i] != '[') return false;
    const std::size_t name = skip_line_blanks(s, i + 1);
    std::size_t k = past_tag_name(s, name);
    if (k == name) return false;
    k = skip_line_blanks(s, k);
    return k < s.size() && s[k] == '"';
}

// Does the line at `at` hold a tag the reader keeps, its quotes whole or not ([Event "x"],
// [Event Paris Open], [Event 'Paris Open'], [White "Müller, Hans], [Round]): a name, then a
// closing bracket (the first one right after a quote, else the line's last) with nothing but
// blanks after it on the line, and no '[' between? (Where its quotes are not whole, the reader
// keeps what the brackets hold as its value, with a warning.) The line must be read whole.
inline bool kept_tag_line(std::string_view s, std::size_t at) {
    const std::size_t i = skip_line_blanks(s, at);
    if (i >= s.size() || s[i] != '[') return false;
    const std::size_t name = skip_line_blanks(s, i + 1);
    const std::size_t k = past_tag_name(s, name);
    if (k == name) return false;
    const std::size_t eol = std::min(s.find('\n', k), s.size());
    const std::string_view line = s.substr(i, eol - i);
    std::size_t close = line.find("\"]");
    close = close != std::string_view::npos ? close + 1 : line.rfind(']');
    if (close == std::string_view::npos) return false;
    close += i;
    std::size_t after = skip_line_blanks(s, close + 1);
    if (after < s.size() && s[after] == '\r') ++after;
    if (after < s.size() && s[after] != '\n') return false;
    const std::size_t from = skip_line_blanks(s, k);
    return from >= close || s.substr(from, close - from).find('[') == std::string_view::npos;
}

// The length of the forum markup at s[i] that wraps a game score pasted from a web forum
// ([pgn] and [/pgn], BBCode, in any case), else 0. It is no tag and no part of the game.
inline std::size_t forum_markup_length(std::string_view s, std::size_t i) {
    // (Where a game starts, a tag nearly always stands: its second byte tells.)
    if (s.size() - std::min(i, s.size()) < 5 || s[i] != '[' ||
        ((s[i + 1] | 0x20) != 'p' && s[i + 1] != '/'))
        return 0;
    for (const std::string_view markup : {std::string_view("[pgn]"), std::string_view("[/pgn]")}) {
        if (s.size() - std::min(i, s.size()) < markup.size()) continue;
        bool same = true;
        for (std::size_t k = 0; k < markup.size() && same; ++k)
            same = s[i + k] == markup[k] || (is_alpha(markup[k]) && (s[i + k] | 0x20) == markup[k]);
        if (same) return markup.size();
    }
    return 0;
}

// The byte length of the typographic quotation mark at the start of `text` (“ ” „ ‘ ’ ‚ « »,
// which word processors put for '"'), 0 if none stands there; `at_end`: at its end instead.
inline std::size_t typographic_quote_length(std::string_view text, bool at_end) {
    for (const std::string_view mark :
         {"\xE2\x80\x9C", "\xE2\x80\x9D", "\xE2\x80\x9E", "\xE2\x80\x98", "\xE2\x80\x99",
          "\xE2\x80\x9A", "\xC2\xAB", "\xC2\xBB"})
        if (at_end ? text.ends_with(mark) : text.starts_with(mark)) return mark.size();
    return 0;
}

// The name of the tag at s[i] ('['), empty where none starts there (starts_tag).
inline std::string_view tag_name(std::string_view s, std::size_t i) {
    if (!starts_tag(s, i)) return {};
    const std::size_t name = skip_line_blanks(s, i + 1);
    return s.substr(name, past_tag_name(s, name) - name);
}

// A result as scoresheets and national files write it where PGN has none of these forms: a draw
// in decimal halves ("0,5-0,5", "0.5:0.5") or in a word ("remis", "draw", "Drawn.", "ничья"),
// a forfeit marked "+--" or "--+" (German files: "+:-", "-:+"; TWIC: "(+)-(-)", which a reader
// of tokens sees from its '('). What it stands for; `result` empty where it is none of them.
// (Only where a result stands, at the movetext's end, is it taken so: elsewhere such a token
// is what it is, an evaluation or junk.)
struct LooseResult {
    std::string_view result;
    bool forfeit = false;
};
inline LooseResult loose_result(std::string_view tok) {
    if (tok.empty() || tok.size() > 16) return {};
    // A full stop after a word ("Remis.", "Drawn.").
    std::string_view word = tok;
    if (word.size() > 1 && word.back() == '.') word.remove_suffix(1);
    for (const std::string_view w :
         {"draw", "drawn", "remis", "remise", "nulle", "patta", "tablas", "remíza", "döntetlen"}) {
        // (Its first letter small or capital.)
        if (word.size() == w.size() && word.substr(1) == w.substr(1) &&
            (word[0] == w[0] || word[0] == w[0] - ('a' - 'A')))
            return {"1/2-1/2", false};
    }
    if (word == "ничья" || word == "Ничья") return {"1/2-1/2", false};
    for (const std::string_view f : {"+--", "+:-", "(+)-(-)", "+/--"})
        if (tok == f) return {"1-0", true};
    for (const std::string_view f : {"--+", "-:+", "(-)-(+)", "--/+"})
        if (tok == f) return {"0-1", true};
    // Halves written 0,5 or 0.5 on either side of the sign.
    const auto half = [](std::string_view t) {
        return t.starts_with("0,5") || t.starts_with("0.5") ? 3 : 0;
    };
    if (const std::size_t a = half(tok); a > 0 && a < tok.size()) {
        const std::size_t sign = tok[a] == ':' ? 1 : dash_length(tok.substr(a));
        if (sign > 0 && half(tok.substr(a + sign)) == 3 && a + sign + 3 == tok.size())
            return {"1/2-1/2", false};
    }
    return {};
}

// A word of commentary standing among the moves at s[i]: detail::commentary_word_length.
using detail::commentary_word_length;

// The result that words after a game's last move tell ("Resigns." after White's move: Black
// resigned, 1-0; "White resigns.": 0-1; "and wins": the side that moved last won; "Drawn."),
// in English and the languages whose words for these a scoresheet or book may hold; empty
// where they tell none. `white_last`: White made the last move.
inline std::string_view result_words(std::string_view words, bool white_last) {
    std::string w;
    for (const char c : words) w += c >= 'A' && c <= 'Z' ? char(c + ('a' - 'A')) : c;
    const auto has = [&](std::string_view part) { return w.find(part) != std::string::npos; };
    const bool white = has("white") || has("weiß") || has("weiss") || has("blancs") ||
                       has("blanco") || has("bianco");
    const bool black =
        has("black") || has("schwarz") || has("noirs") || has("negro") || has("nero");
    const std::string_view white_wins = "1-0", black_wins = "0-1";
    if (has("resign") || has("aufgegeben") || has("gibt auf") || has("abandon") || has("сдал")) {
        // The side named resigned; else the side to move.
        const bool white_resigned = white != black ? white : !white_last;
        return white_resigned ? black_wins : white_wins;
    }
    if (has("wins") || has("win.") || has("gewinnt") || has("mates") || has("mate in") ||
        has("gagne") || has("gana")) {
        const bool white_won = white != black ? white : white_last;
        return white_won ? white_wins : black_wins;
    }
    if (has("drawn") || has("draw") || has("remis") || has("nulle") || has("tablas") ||
        has("patta"))
        return "1/2-1/2";
    return {};
}

// A move number printed in brackets, as old books number moves ("(1) P-d4 P-d5 (2) Kt-f3"), at
// s[i] ('('): "(12)" or "(12...)"; its length, 0 where none stands there. (No variation holds a
// number alone.)
inline std::size_t bracketed_number_length(std::string_view s, std::size_t i) {
    std::size_t k = i + 1;
    while (k < s.size() && k - i <= 5 && is_digit(s[k])) ++k;
    if (k == i + 1 || s[i + 1] == '0') return 0;
    while (k < s.size() && s[k] == '.' && k - i <= 10) ++k;
    return k < s.size() && s[k] == ')' ? k + 1 - i : 0;
}

// What the forms below look at past a token: at most kFewBytes spaces or tabs at a time, so
// that what they tell depends on the next 32 bytes alone (need(i, 32) holds them), not on how
// much of a long run of blanks was read.
inline constexpr std::size_t kFewBytes = 8;
inline std::size_t skip_few_blanks(std::string_view s, std::size_t i) {
    const std::size_t from = i;
    while (i < s.size() && i - from < kFewBytes && (s[i] == ' ' || s[i] == '\t')) ++i;
    return i;
}

// Does the ';' at s[i] stand between moves, as web pages print game scores ("1) e4, e5; 2)
// Nf3"), rather than start a comment: glued to a move before it, and a move number ("2.", "2)"
// or "(2)", not "6.5") next on its line?
inline bool semicolon_between_moves(std::string_view s, std::size_t i) {
    if (i == 0 || i + 1 >= s.size()) return false;
    // (How a move ends: its rank, a check or mate sign, a glyph, castling's O or 0, a piece
    // letter it promotes to.)
    const char before = s[i - 1];
    if (!((before >= '1' && before <= '8') || (before >= 'A' && before <= 'Z') ||
          std::string_view("+#!?0o").find(before) != std::string_view::npos))
        return false;
    std::size_t k = skip_few_blanks(s, i + 1);
    // ("(7)", as old books number moves: "(6) P-b3, B-d6; (7) B-b2")
    if (k < s.size() && s[k] == '(') return bracketed_number_length(s, k) > 0;
    const std::size_t digits = k;
    while (k < s.size() && k - digits < kFewBytes && is_digit(s[k])) ++k;
    if (k == digits || k >= s.size()) return false;
    return s[k] == ')' || (s[k] == '.' && (k + 1 == s.size() || !is_digit(s[k + 1])));
}

// The game-termination markers, as PGN writes them.
inline constexpr std::string_view kResults[] = {"1-0", "0-1", "1/2-1/2", "*"};

// The standard form of the game-termination marker `token` stands for, or empty if it is none:
// 1-0, 0-1, 1/2-1/2 and *, with ½ for 1/2, any Unicode hyphen, dash or minus sign for the
// hyphen, and ':' as German and Russian texts write it (1:0, ½:½); a lone 1/2 or ½ is a draw.
inline std::string_view result_of(std::string_view token) {
    // Every result starts with 1, 0, * or ½ (0xC2): moves rarely do, so most tokens stop here.
    const char c = token.empty() ? '\0' : token[0];
    if ((c != '1' && c != '0' && c != '*' && c != '\xC2') || token.size() > 16) return {};
    for (std::string_view r : kResults)
        if (token == r) return r;
    char plain[24];  // '½' (2 bytes) becomes 3, a dash (3 bytes) 1
    std::size_t n = 0;
    for (std::size_t i = 0; i < token.size();) {
        const std::string_view rest = token.substr(i);
        if (const std::size_t dash = dash_length(rest)) {
            plain[n++] = '-';
            i += dash;
        } else if (rest[0] == ':') {
            plain[n++] = '-';
            ++i;
        } else if (rest.starts_with("\xC2\xBD")) {
            plain[n++] = '1';
            plain[n++] = '/';
            plain[n++] = '2';
            i += 2;
        } else {
            plain[n++] = token[i++];
        }
    }
    const std::string_view t(plain, n);
    for (std::string_view r : kResults)
        if (t == r) return r;
    return t == "1/2" ? "1/2-1/2" : std::string_view();
}

// A result typed with blanks around its sign ("1 : 0", "1 - 0", "0 : 1", "\xC2\xBD - \xC2\xBD"),
// at s[i], all on one line: its byte length, and its standard form in `result`; 0 if none
// stands there.
inline std::size_t spaced_result_length(std::string_view s, std::size_t i,
                                        std::string_view& result) {
    const auto half_at = [&](std::size_t k) -> std::size_t {
        for (const std::string_view h : {"1/2", "\xC2\xBD", "1", "0"})
            if (s.substr(k).starts_with(h)) return h.size();
        return 0;
    };
    const std::size_t first = half_at(i);
    if (first == 0) return 0;
    std::size_t sign = skip_few_blanks(s, i + first);
    if (sign == i + first) return 0;  // (no blank: a token of its own, read as such)
    std::size_t sign_end = sign;
    while (sign_end < s.size() && sign_end - sign < 4 && !scan::is_ascii_blank(s[sign_end]))
        ++sign_end;
    const std::size_t second = skip_few_blanks(s, sign_end);
    const std::size_t length = half_at(second);
    const std::size_t end = second + length;
    if (length == 0 || second == sign_end ||
        (end < s.size() && !scan::is_ascii_blank(s[end]) &&
         scan::byte_class(s[end]) != scan::kStop))
        return 0;
    std::string compact(s.substr(i, first));
    compact.append(s.substr(sign, sign_end - sign)).append(s.substr(second, length));
    result = result_of(compact);
    return result.empty() ? 0 : end - i;
}

// The result a Result tag's value stands for, as the writer puts it and the reader checks it:
// the export format's, one that sheets write ("+--", "remis", "1 - 0"), or either with words
// after it ("1-0 ff", "1-0 (forfeit)"), which are `words`; empty where the value holds none
// ("", "?").
struct TagResult {
    std::string_view result;
    bool forfeit = false;
    std::string_view words;
};
inline TagResult tag_result(std::string_view value) {
    if (const std::string_view r = result_of(value); !r.empty()) return {r, false, {}};
    if (const LooseResult r = loose_result(value); !r.result.empty())
        return {r.result, r.forfeit, {}};
    // The result, then words after a blank or a bracket.
    LooseResult r;
    std::size_t end = spaced_result_length(value, 0, r.result);
    if (end == 0) {
        end = value.find_first_of(" \t(", 1);
        if (end == std::string_view::npos) return {};
        const std::string_view first = value.substr(0, end);
        r.result = result_of(first);
        if (r.result.empty()) r = loose_result(first);
        if (r.result.empty()) return {};
    }
    std::string_view words = value.substr(end);
    while (!words.empty() && (words.front() == ' ' || words.front() == '\t'))
        words.remove_prefix(1);
    return {r.result, r.forfeit, words};
}

// The horizontal ellipsis, which word processors put for "...".
inline constexpr std::string_view kEllipsis = "\xE2\x80\xA6";

// The dots at the start of `tok` that stand for a move or before Black's move: "..", "...",
// "....", "…" (more dots are taken as a whole); their byte length, 0 if none.
constexpr std::size_t dots_length(std::string_view tok) {
    if (tok.starts_with(kEllipsis)) return kEllipsis.size();
    std::size_t n = 0;
    while (n < tok.size() && tok[n] == '.') ++n;
    return n >= 2 ? n : 0;
}

// A move number at the start of a token: digits, then "." (either side's move), two or more
// dots or "…" (Black's), or ")" as some books number moves; digits alone when nothing follows
// them in the token.
struct MoveNumber {
    std::size_t length = 0;  // of the number and its dots in the token; 0: none
    std::uint64_t value = 0;
    bool black = false;  // written for Black's move ("12..." or "12…")
    bool paren = false;  // "12)"
};
// Precondition: tok[0] is a digit. `paren_follows`: the token ended at a ')' just after it.
inline MoveNumber move_number(std::string_view tok, bool paren_follows) {
    MoveNumber m;
    std::size_t k = 0;
    for (; k < tok.size() && is_digit(tok[k]) && k < 10; ++k)
        m.value = m.value * 10 + std::uint64_t(tok[k] - '0');
    if (k < tok.size() && is_digit(tok[k])) return {};  // no move number has so many digits
    const std::string_view rest = tok.substr(k);
    if (const std::size_t dots = dots_length(rest)) {
        m.black = true;
        m.length = k + dots;
    } else if (rest.starts_with('.')) {
        m.length = k + 1;
    } else if (rest.empty()) {
        m.length = k;
        m.paren = paren_follows;
    }
    return m;
}

// The NAG that a glyph standing as a token of its own means, or -1.
inline int glyph_nag(std::string_view tok) {
    struct Glyph {
        std::string_view text;
        int nag;
    };
    // (The move glyphs, NAGs 1 to 6, are move_glyph's.)
    for (int nag = 1; nag <= 6; ++nag)
        if (tok == move_glyph(nag)) return nag;
    static constexpr Glyph kGlyphs[] = {
        {"=", 10},
        {"\xE2\x88\x9E", 13},
        {"+=", 14},
        {"=+", 15},
        {"+/-", 16},
        {"\xC2\xB1", 16},
        {"-/+", 17},
        {"\xE2\x88\x93", 17},
        {"+-", 18},
        {"-+", 19},
        // As ChessBase and typeset books print them: □ (only move), ⩲ ⩱, +− and −+ (minus
        // signs).
        {"\xE2\x96\xA1", 7},
        {"\xE2\xA9\xB2", 14},
        {"\xE2\xA9\xB1", 15},
        {"+\xE2\x88\x92", 18},
        {"\xE2\x88\x92+", 19},
    };
    for (const Glyph& g : kGlyphs)
        if (tok == g.text) return g.nag;
    return -1;
}

// Past the rest of the token of movetext from k on (tokens of ASCII end only where those
// rules say; a Unicode space ends one too).
inline std::size_t token_end(std::string_view s, std::size_t k) {
    return k < s.size() && scan::byte_class(s[k]) != scan::kBlank &&
                   scan::byte_class(s[k]) != scan::kStop
               ? token_at(s, k).end
               : k;
}

// What follows a move's token in movetext and still belongs to the move, as read_move reads
// it: a promotion piece in parentheses glued to it ("d8(D)", with what is glued after it:
// "d8(D)+"), and after spaces or tabs (or glued) "e.p." in any form read_move takes ("exd6
// e. p.", "exd6 e.p.+", kEnPassantForms) and the draw offer "(=)". The token of `s` ends at
// `end`. Appends to `suffix` what belongs to the move, the followers after one space each, so
// that the token and `suffix` read as one move; returns where the reading of `s` goes on
// (`end` when nothing follows).
inline std::size_t move_continuation(std::string_view s, std::size_t end, const Language& language,
                                     std::string& suffix) {
    std::size_t k = end;
    // A promotion piece in parentheses, glued: d8(D).
    constexpr PromotionMark kParens = kPromotionMarks[int(PromotionStyle::Parens)];
    if (s.substr(k, kParens.before.size()) == kParens.before &&
        s.substr(k, kDrawOffer.size()) != kDrawOffer) {
        std::size_t len = 0;
        const std::string_view inside = s.substr(k + kParens.before.size());
        if (figurine_role(inside))
            len = 3;
        else if (!language.role_at(inside, &len))
            len = 0;
        if (len == 0 || inside.substr(len, kParens.after.size()) != kParens.after) return end;
        const std::size_t stop =
            token_end(s, k + kParens.before.size() + len + kParens.after.size());
        suffix.append(s.substr(k, stop - k));
        k = stop;
    }
    const auto skip_spaces = [&](std::size_t j) {
        while (j < s.size() && (s[j] == ' ' || s[j] == '\t')) ++j;
        return j;
    };
    // Where the text `form` standing at j ends the token (a sign or glyph may be glued to it),
    // or npos.
    const auto form_end = [&](std::size_t j, std::string_view form) {
        const std::size_t after = j + form.size();
        if (s.substr(j, form.size()) != form) return std::string_view::npos;
        const char next = after < s.size() ? s[after] : ' ';
        if (token_end(s, after) != after && next != '+' && next != '#' && next != '!' &&
            next != '?')
            return std::string_view::npos;
        return token_end(s, after);
    };
    // Followers after spaces or tabs (or glued): e.p., then the draw offer. A form of e.p. with
    // a space in it may have its first part glued to the move ("exd6e. p.").
    bool en_passant = false;
    for (std::string_view form : kEnPassantForms) {
        const std::size_t space = form.find(' ');
        const std::size_t j = skip_spaces(k);
        if (space == std::string_view::npos || j == k || k != end || end < space ||
            s.substr(end - space, space) != form.substr(0, space))
            continue;
        if (const std::size_t stop = form_end(j, form.substr(space + 1));
            stop != std::string_view::npos) {
            suffix += ' ';
            suffix.append(s.substr(j, stop - j));
            k = stop;
            en_passant = true;
            break;
        }
    }
    for (;;) {
        const std::size_t j = skip_spaces(k);
        if (s.substr(j, kDrawOffer.size()) == kDrawOffer) {
            suffix.append(" ").append(kDrawOffer);
            return j + kDrawOffer.size();
        }
        if (en_passant || j == s.size() ||
            !detail::starts_en_passant(static_cast<unsigned char>(s[j])))
            return k;
        en_passant = true;
        for (std::string_view form : kEnPassantForms) {
            const std::size_t stop = form_end(j, form);
            if (stop == std::string_view::npos) continue;
            suffix += ' ';
            suffix.append(s.substr(j, stop - j));
            k = stop;
            break;
        }
        if (k < j) return k;  // no form of e.p. stands there
    }
}

}  // namespace notator::detail::pgn
