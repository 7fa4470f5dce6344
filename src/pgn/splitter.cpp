// Splits a byte stream into games. A game ends where a tag line follows its movetext, or
// where a line follows a line that ended with a result (bare scoresheets without tags). Tag
// lines inside a multi-line comment do not count.
#include <algorithm>
#include <bit>
#include <cstring>
#include <memory>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "notator/pgn.hpp"
#include "result_token.hpp"

namespace notator {

namespace {

// Does the line end with a result, standing alone or after a space, a move number's dot, a
// comment or a variation?
bool ends_with_result(std::string_view line) {
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r' ||
                             line.back() == '\n'))
        line.remove_suffix(1);
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

}  // namespace

GameSplitter::GameSplitter(ByteSource& source) : source_(source) {}

bool GameSplitter::fill(std::size_t& keep) {
    if (eof_) return false;
    if (keep > 0) {  // keep memory flat: drop what earlier games used
        std::memmove(data_.get(), data_.get() + keep, size_ - keep);
        size_ -= keep;
        pos_ -= keep;
        keep = 0;
    }
    constexpr std::size_t kChunk = 1 << 16;
    if (capacity_ - size_ < kChunk) {  // a game longer than the buffer: make room
        const std::size_t capacity = std::max(2 * capacity_, size_ + kChunk);
        auto grown = std::make_unique_for_overwrite<char[]>(capacity);
        if (size_ > 0) std::memcpy(grown.get(), data_.get(), size_);
        data_ = std::move(grown);
        capacity_ = capacity;
    }
    const std::size_t n = source_.read(data_.get() + size_, capacity_ - size_);
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
        LineScan scan = scan_line(buffer(), pos_);
        while (scan.end == std::string_view::npos && fill(start)) scan = scan_line(buffer(), pos_);
        if (pos_ >= size_) break;
        const std::size_t end = scan.end == std::string_view::npos ? size_ : scan.end;
        const std::string_view line(data_.get() + pos_, end - pos_);
        std::size_t k = 0;
        while (k < line.size() &&
               (line[k] == ' ' || line[k] == '\t' || line[k] == '\r' || line[k] == '\n'))
            ++k;
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
