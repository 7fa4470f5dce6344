// Splits a byte stream into games. A game ends where a tag line follows its movetext, or
// where a line follows a line that ended with a result (bare scoresheets without tags). Tag
// lines inside a multi-line comment do not count.
#include <string.h>  // memrchr

#include <algorithm>
#include <bit>
#include <cstring>
#include <memory>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "byte_masks.hpp"
#include "notator/pgn.hpp"
#include "result_token.hpp"

namespace notator {

namespace {

// What a splitter of bytes in memory reads more from: nothing (it never asks).
class NoMoreBytes : public ByteSource {
  public:
    std::size_t read(char*, std::size_t) override { return 0; }
};
NoMoreBytes no_more_bytes;

// Space as the splitter counts it: a line of nothing else is blank.
constexpr bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// Does the line end with a result, standing alone or after a space, a move number's dot, a
// comment or a variation?
bool ends_with_result(std::string_view line) {
    while (!line.empty() && is_blank(line.back())) line.remove_suffix(1);
    // Every result ends in 0, 1, 2, * or ½ (0xC2 0xBD): most lines end in something else.
    const char last = line.empty() ? '\0' : line.back();
    if (last != '0' && last != '1' && last != '2' && last != '*' && last != '\xBD') return false;
    // The last token, back to a separator (results are short: a few bytes back at most).
    std::size_t begin = line.size();
    while (begin > 0 && line.size() - begin <= 16) {
        const char c = line[begin - 1];
        if (c == ' ' || c == '\t' || c == '.' || c == '}' || c == ')') break;
        --begin;
    }
    return !detail::result_of(line.substr(begin)).empty();
}

// The line that starts at `from`: where it ends (just after its '\n'; npos when `b` holds
// no '\n' from there on) and whether a '{', '}' or ';' stands in it. One pass: the splitter
// asks this of every line of every game.
struct LineScan {
    std::size_t end;
    bool braces_or_semicolon;
};
LineScan scan_line(std::string_view b, std::size_t from) {
    bool special = false;
    std::size_t i = from;
#if defined(__SSE2__)
    const __m128i nl = _mm_set1_epi8('\n'), open = _mm_set1_epi8('{'), close = _mm_set1_epi8('}'),
                  semi = _mm_set1_epi8(';');
    for (; i + 16 <= b.size(); i += 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(b.data() + i));
        const unsigned ends = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(v, nl)));
        const unsigned marks = unsigned(_mm_movemask_epi8(
            _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, open), _mm_cmpeq_epi8(v, close)),
                         _mm_cmpeq_epi8(v, semi))));
        if (ends) {
            const unsigned at = unsigned(std::countr_zero(ends));
            return {i + at + 1, special || (marks & ((1u << at) - 1)) != 0};
        }
        special |= marks != 0;
    }
#endif
    for (; i < b.size(); ++i) {
        const char c = b[i];
        if (c == '\n') return {i + 1, special};
        special |= c == '{' || c == '}' || c == ';';
    }
    return {std::string_view::npos, special};
}

// What the skipping below needs to know of 64 bytes.
struct LineMasks {
    explicit LineMasks(const detail::Bytes64& b)
        : nl(b.eq('\n')),
          cr(b.eq('\r')),
          bracket(b.eq('[')),
          comment(b.eq('{') | b.eq('}') | b.eq(';')),
          odd_start(b.eq(' ') | b.eq('\t') | b.eq('%')),
          odd_end(b.eq(' ') | b.eq('\t') | cr | b.eq('*') | b.eq('\xBD')),
          digit_012(b.in('0', '2')),
          before_end(b.eq('-') | b.eq('/') | b.high()) {}
    std::uint64_t nl, cr;
    std::uint64_t bracket;     // a tag line starts so
    std::uint64_t comment;     // '{', '}' or ';'
    std::uint64_t odd_start;   // a space, tab or '%': a line that starts so needs a closer look
    std::uint64_t odd_end;     // a space, tab, '\r', '*' or 0xBD (the end of '½') at a line's end
    std::uint64_t digit_012;   // how results end ("1-0", "0-1", "1/2")
    std::uint64_t before_end;  // what stands before a result's last digit: '-', '/' or a
                               // Unicode dash's last byte
};

// Lines from `from` (a line start) on that the splitter's loop would only count: in a game's
// tags (`movetext` false), tag lines and empty lines; in its movetext (outside a comment, the
// line before not ending in a result), empty lines and lines with no comment that do not end in
// a result. Nearly every line of a database is one of these; here they are passed over 64 bytes
// at a time, by masks, without a branch on each line. Stops at the start of the first line that
// needs a closer look (one that starts with a space, '%' or '[' in movetext, holds '{', '}' or
// ';', or ends in a space or what may be a result), or where fewer than 66 bytes are left (a
// window and the two bytes after it that tell how its last line ends). Conservative: a line it
// stops at may turn out plain, never the other way round.
struct PlainRun {
    std::size_t end;      // where it stopped: a line start
    std::uint64_t lines;  // lines passed over
};
PlainRun skip_plain_lines(std::string_view b, std::size_t from, bool movetext) {
    PlainRun run{from, 0};
    std::uint64_t starts_carry = 1, before_carry = 0;  // bit 0 of the next window's masks
    for (std::size_t q = from; q + 66 <= b.size(); q += 64) {
        const LineMasks m(detail::Bytes64(b.data() + q));
        const auto next_is = [&](std::size_t k, char c) {
            return std::uint64_t(b[q + 64 + k] == c);
        };
        // The masks of the bytes one and two further on.
        const std::uint64_t nl1 = (m.nl >> 1) | (next_is(0, '\n') << 63);
        const std::uint64_t nl2 = (m.nl >> 2) | (next_is(0, '\n') << 62) | (next_is(1, '\n') << 63);
        const std::uint64_t cr1 = (m.cr >> 1) | (next_is(0, '\r') << 63);
        const std::uint64_t starts = (m.nl << 1) | starts_carry;  // the first byte of a line
        const std::uint64_t empty = m.nl | (m.cr & nl1);          // at a start: an empty line
        std::uint64_t odd;
        if (!movetext) {
            odd = starts & ~(m.bracket | empty);
        } else {
            // A line's last byte before its "\n" or "\r\n", and the byte before each byte.
            const std::uint64_t last = (nl1 & ~m.cr) | (cr1 & nl2);
            const std::uint64_t before = (m.before_end << 1) | before_carry;
            odd = m.comment | (starts & (m.bracket | m.odd_start | (m.cr & ~nl1))) |
                  (last & (m.odd_end | (m.digit_012 & before)));
        }
        // The line ends before the first odd byte (all of them when there is none).
        const std::uint64_t ends = odd ? m.nl & ((odd & (0 - odd)) - 1) : m.nl;
        run.lines += std::uint64_t(std::popcount(ends));
        if (ends) run.end = q + 64 - std::size_t(std::countl_zero(ends));
        if (odd) break;
        starts_carry = m.nl >> 63;
        before_carry = m.before_end >> 63;
    }
    return run;
}

// The first byte of the line from `start` that is not a space, tab or '\r' (the line's '\n'
// or the text's end when it is blank).
std::size_t first_nonblank(std::string_view text, std::size_t start) {
    while (start < text.size() && is_blank(text[start]) && text[start] != '\n') ++start;
    return start;
}

// Does GameSplitter start a game at the line `line` (a line start, not the first line)? True
// only when it must: the line is not blank; before it, past blank lines, stands a line of
// movetext (not a tag or escape line: GameSplitter::next counts any other non-blank line as
// movetext); no brace comment is open (the last brace before it is '}', or there is none:
// a '{' that a ';' comment or a tag line hides is taken as open, which only passes a start
// over); and the line is a tag line, or the line before it ends in a result with nothing
// that could hide it (no brace, no ';') and this one is not a ';' comment.
bool certain_game_start(std::string_view text, std::size_t line) {
    const std::size_t k = first_nonblank(text, line);
    if (k == text.size() || text[k] == '\n') return false;
    // The last non-blank line before this one: [before, before_end).
    std::size_t before_end = line;
    std::size_t before = 0;
    for (;;) {
        if (before_end == 0) return false;  // no line before it holds anything
        const std::size_t nl = before_end >= 2 ? text.rfind('\n', before_end - 2) : text.npos;
        before = nl == text.npos ? 0 : nl + 1;
        const std::size_t b = first_nonblank(text, before);
        if (b < before_end && text[b] != '\n') {
            if (text[b] == '[' || text[b] == '%') return false;
            break;
        }
        before_end = before;
    }
    if (text[k] != '[') {
        const std::string_view prev = text.substr(before, before_end - before);
        if (text[k] == ';' || prev.find_first_of("{};") != std::string_view::npos ||
            !ends_with_result(prev))
            return false;
    }
    // Last, as it may look through the whole text: no brace comment open (no '{', or a '}'
    // after the last one).
    const char* open = static_cast<const char*>(memrchr(text.data(), '{', line));
    return !open || memrchr(open, '}', std::size_t(text.data() + line - open));
}

}  // namespace

std::size_t find_game_start(std::string_view text, std::size_t from) {
    // The first line start at or after `from` (the text's first line never counts: no line
    // stands before it).
    std::size_t line = from;
    if (line == 0 || text[std::min(line, text.size()) - 1] != '\n') {
        const std::size_t nl = text.find('\n', line);
        if (nl == text.npos) return text.npos;
        line = nl + 1;
    }
    while (line < text.size()) {
        if (certain_game_start(text, line)) return line;
        const std::size_t nl = text.find('\n', line);
        if (nl == text.npos) break;
        line = nl + 1;
    }
    return text.npos;
}

GameSplitter::GameSplitter(ByteSource& source) : source_(source) {}

GameSplitter::GameSplitter(std::string_view bytes)
    : source_(no_more_bytes),
      data_(bytes.data()),
      size_(bytes.size()),
      capacity_(bytes.size()),
      lines_end_(bytes.rfind('\n') + 1),  // 0 when there is none
      eof_(true) {}

bool GameSplitter::fill(std::size_t& keep) {
    if (eof_) return false;
    if (keep > 0) {  // keep memory flat: drop what earlier games used
        std::memmove(storage_.get(), storage_.get() + keep, size_ - keep);
        size_ -= keep;
        pos_ -= keep;
        lines_end_ = lines_end_ > keep ? lines_end_ - keep : 0;
        keep = 0;
    }
    constexpr std::size_t kChunk = 1 << 16;
    if (capacity_ - size_ < kChunk) {  // a game longer than the buffer: make room
        const std::size_t capacity = std::max(2 * capacity_, size_ + kChunk);
        auto grown = std::make_unique_for_overwrite<char[]>(capacity);
        if (size_ > 0) std::memcpy(grown.get(), storage_.get(), size_);
        storage_ = std::move(grown);
        data_ = storage_.get();
        capacity_ = capacity;
    }
    const std::size_t n = source_.read(storage_.get() + size_, capacity_ - size_);
    if (const std::string_view read(data_ + size_, n); read.rfind('\n') != read.npos)
        lines_end_ = size_ + read.rfind('\n') + 1;
    size_ += n;
    if (n == 0) eof_ = true;
    return n > 0;
}

bool GameSplitter::next(std::string& game, std::uint64_t& first_line) {
    std::string_view view;
    const bool found = next(view, first_line);
    game.assign(view);
    return found;
}

bool GameSplitter::next(std::string_view& game, std::uint64_t& first_line) {
    game = {};
    bool started = false, movetext = false, after_result = false;
    int depth = 0;  // 1 inside a {comment} that goes on across lines (comments do not nest)
    std::size_t start = pos_;  // where the game begins; the buffer keeps it from there on
    for (;;) {
        if (started && depth == 0 && !after_result) {
            const PlainRun run = skip_plain_lines(buffer(), pos_, movetext);
            pos_ = run.end;
            line_ += run.lines;
        }
        LineScan scan = scan_line(buffer(), pos_);
        while (scan.end == std::string_view::npos && fill(start)) scan = scan_line(buffer(), pos_);
        if (pos_ >= size_) break;
        const std::size_t end = scan.end == std::string_view::npos ? size_ : scan.end;
        const std::string_view line(data_ + pos_, end - pos_);
        std::size_t k = 0;
        while (k < line.size() && is_blank(line[k])) ++k;
        const bool blank = k == line.size();
        const bool tag_line = depth == 0 && !blank && line[k] == '[';
        if (!started && blank) {
            pos_ = end;
            start = pos_;
            ++line_;
            continue;
        }
        // Rest-of-line comments just after the result are that game's (engine matches write
        // the game's duration and adjudication so), not a game of their own.
        const bool own_comment = after_result && !blank && line[k] == ';';
        if (started && movetext && depth == 0 && !blank && (tag_line || after_result) &&
            !own_comment)
            break;
        if (!started) {
            started = true;
            first_line = line_;
        }
        pos_ = end;
        ++line_;
        if (blank || tag_line || (depth == 0 && line[k] == '%')) continue;
        movetext = true;
        std::size_t code_end = line.size();  // where a rest-of-line comment starts
        // Most lines hold no brace and no ';' (the line's scan says so).
        for (std::size_t i = scan.braces_or_semicolon ? k : line.size(); i < line.size(); ++i) {
            if (line[i] == '{') {
                depth = 1;
            } else if (line[i] == '}') {
                depth = 0;
            } else if (line[i] == ';' && depth == 0) {
                code_end = i;
                break;
            }
        }
        if (!own_comment)
            after_result = depth == 0 && code_end == line.size() && ends_with_result(line);
    }
    if (started) game = buffer().substr(start, pos_ - start);
    return started;
}

}  // namespace notator
