// Byte scanning (internal): the loops of the PGN reader that look at every byte of the input.
// Each is written once as a scalar reference, always compiled (namespace scan::scalar), and,
// where the compiler targets the instructions, once with SIMD (scan::simd, behind the named
// switches below); scan:: itself is the fastest variant built. tests/test_scan.cpp holds every
// variant against the reference. Building with NOTATOR_NO_SIMD (CMake: -DNOTATOR_SIMD=OFF)
// leaves the scalar code alone, with no intrinsics at all.
#pragma once

#include "layer.hpp"

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <string_view>

#include "byte_classes.hpp"

#if !defined(NOTATOR_NO_SIMD) && defined(__SSE2__)
#define NOTATOR_SIMD_SSE2 1
#include <emmintrin.h>
#if defined(__SSSE3__)
#define NOTATOR_SIMD_SSSE3 1
#include <tmmintrin.h>
#endif
#if defined(__AVX2__)
#define NOTATOR_SIMD_AVX2 1
#include <immintrin.h>
#endif
#endif

namespace notator::detail::scan {

// A token of movetext and what follows it: `end` is the first byte from the token's start on
// that is not kToken (or the text's end); `next` the first byte from `end` on that is not an
// ASCII blank (or the text's end).
struct TokenSpan {
    std::size_t end, next;
};

namespace scalar {

inline std::size_t skip_ascii_blanks(std::string_view s, std::size_t i) {
    while (i < s.size() && is_ascii_blank(s[i])) ++i;
    return i;
}

inline TokenSpan token_span(std::string_view s, std::size_t i) {
    while (i < s.size() && byte_class(s[i]) == kToken) ++i;
    return {i, skip_ascii_blanks(s, i)};
}

// A token as the reader's shortcut for the commonest tokens takes it: it ends at the first byte
// from 0x80 up or below '!' (a blank, or a control character). It is clean() when it ends at an
// ASCII blank and something follows the blanks: then `next` is past those blanks, and `end` and
// `next` are token_span's, unless the token holds a bracket or ';' (which no move or move
// number does: the shortcut's reading fails on it, and the general one reads it). (Two words,
// so that it is returned in registers: next is 0 where it is not clean.)
struct QuickSpan {
    std::size_t end, next;
    bool clean() const { return next != 0; }
};
inline QuickSpan quick_span(std::string_view s, std::size_t i) {
    while (i < s.size() && static_cast<unsigned char>(s[i]) > ' ' &&
           static_cast<unsigned char>(s[i]) < 0x80)
        ++i;
    const std::size_t next = skip_ascii_blanks(s, i);
    const bool clean = i < s.size() && is_ascii_blank(s[i]) && next < s.size();
    return {i, clean ? next : 0};
}

// What the short reading of a tag line ([Name "value"]) needs of 32 bytes: bit k stands for
// byte k. `name`: a tag name's bytes (is_tag_name_byte); `stop`: '"', '\\' and line feeds.
struct TagMasks {
    std::uint32_t name = 0, quote = 0, space = 0, stop = 0;
    std::uint32_t high = 0;  // bytes from 0x80 up (a value's letters of other scripts)
};
// Precondition: 32 bytes readable at p.
inline TagMasks tag_masks(const char* p) {
    TagMasks m;
    for (unsigned k = 0; k < 32; ++k) {
        const unsigned char c = static_cast<unsigned char>(p[k]);
        const std::uint32_t bit = std::uint32_t(1) << k;
        if (is_tag_name_byte(char(c))) m.name |= bit;
        if (c == '"') m.quote |= bit;
        if (c == ' ') m.space |= bit;
        if (c == '"' || c == '\\' || c == '\n') m.stop |= bit;
        if (c >= 0x80) m.high |= bit;
    }
    return m;
}

// The line feeds in s.
inline std::size_t count_lines(std::string_view s) {
    std::size_t n = 0;
    for (char c : s) n += c == '\n';
    return n;
}

// The first byte from `from` on that is 0x80 or more, or s.size().
inline std::size_t find_high(std::string_view s, std::size_t from) {
    while (from < s.size() && static_cast<unsigned char>(s[from]) < 0x80) ++from;
    return from;
}

// Where a tag's value ends: the first '"', '\\' or line feed from `from` on (or s.size()), and
// whether a byte from 0x80 up stands before it.
struct ValueEnd {
    std::size_t at;
    bool high;
};
inline ValueEnd tag_value_end(std::string_view s, std::size_t from) {
    bool high = false;
    for (; from < s.size(); ++from) {
        const unsigned char c = static_cast<unsigned char>(s[from]);
        if (c == '"' || c == '\\' || c == '\n') break;
        high |= c >= 0x80;
    }
    return {from, high};
}

}  // namespace scalar

#if defined(NOTATOR_SIMD_SSE2)
namespace simd {

// Sixteen bytes from p, and masks of them (bit k: byte k).
inline __m128i load16(const char* p) {
    return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
}
inline unsigned mask(__m128i v) { return unsigned(_mm_movemask_epi8(v)); }
inline unsigned equal(__m128i v, char c) { return mask(_mm_cmpeq_epi8(v, _mm_set1_epi8(c))); }

// The ASCII blanks of v.
inline unsigned blanks(__m128i v) {
#if defined(NOTATOR_SIMD_SSSE3)
    // Each blank has its own low nibble: a byte is blank when it equals the entry for its low
    // nibble (a byte with its high bit set looks up 0).
    const __m128i by_nibble =
        _mm_setr_epi8(' ', 0, 0, 0, 0, 0, 0, 0, 0, '\t', '\n', '\v', '\f', '\r', 0, 0);
    return mask(_mm_cmpeq_epi8(v, _mm_shuffle_epi8(by_nibble, v)));
#else
    // ' ' and the five from '\t' to '\r'.
    const __m128i d = _mm_sub_epi8(v, _mm_set1_epi8('\t'));
    return equal(v, ' ') | mask(_mm_cmpeq_epi8(_mm_min_epu8(d, _mm_set1_epi8(4)), d));
#endif
}

// The bytes of v that are not kToken.
inline unsigned stops(__m128i v) {
#if defined(NOTATOR_SIMD_SSSE3)
    // Classified by their two nibbles: each class of high nibble selects a bit that only the
    // low nibbles of its members carry (bit 4: any byte from 0x80 up).
    const __m128i lo_table = _mm_setr_epi8(0x12, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x12,
                                           0x13, 0x11, 0x1D, 0x11, 0x19, 0x10, 0x10);
    const __m128i hi_table = _mm_setr_epi8(0x01, 0, 0x02, 0x04, 0, 0x08, 0, 0x08, 0x10, 0x10, 0x10,
                                           0x10, 0x10, 0x10, 0x10, 0x10);
    const __m128i nibble = _mm_set1_epi8(0x0F);
    const __m128i lo = _mm_shuffle_epi8(lo_table, _mm_and_si128(v, nibble));
    const __m128i hi = _mm_shuffle_epi8(hi_table, _mm_and_si128(_mm_srli_epi16(v, 4), nibble));
    return ~mask(_mm_cmpeq_epi8(_mm_and_si128(lo, hi), _mm_setzero_si128())) & 0xFFFFu;
#else
    return blanks(v) | mask(v) | equal(v, '(') | equal(v, ')') | equal(v, '{') | equal(v, '}') |
           equal(v, '[') | equal(v, ']') | equal(v, ';');
#endif
}

inline std::size_t skip_ascii_blanks(std::string_view s, std::size_t i) {
    for (; i + 16 <= s.size(); i += 16)
        if (const unsigned other = ~blanks(load16(s.data() + i)) & 0xFFFFu)
            return i + std::size_t(std::countr_zero(other));
    return scalar::skip_ascii_blanks(s, i);
}

// The token's end and the next token's start from one load when both lie in it (nearly every
// token of movetext), so that a line's end costs no more than a space.
inline TokenSpan token_span(std::string_view s, std::size_t i) {
    while (i + 16 <= s.size()) {
        const __m128i v = load16(s.data() + i);
        if (const unsigned ends = stops(v)) {
            const unsigned end = unsigned(std::countr_zero(ends));
            const unsigned after = ~blanks(v) & (0xFFFFu << end) & 0xFFFFu;
            return {i + end, after ? i + std::countr_zero(after) : skip_ascii_blanks(s, i + 16)};
        }
        i += 16;
    }
    return scalar::token_span(s, i);
}

// One load for both ends when they lie in it (nearly every token of movetext), so that a line's
// end costs no more than a space. (Precondition: i <= s.size(). The test is written as the
// reader's loop writes its own, which then makes this one needless.)
inline scalar::QuickSpan quick_span(std::string_view s, std::size_t i) {
    if (s.size() - i >= 16) {
        const __m128i v = load16(s.data() + i);
        // Below '!' as signed bytes: the blanks and control characters, and every byte from
        // 0x80 up.
        const unsigned ends = mask(_mm_cmpgt_epi8(_mm_set1_epi8('!'), v));
        const unsigned blank = blanks(v);
        const unsigned end = unsigned(std::countr_zero(ends | 0x10000u));
        const unsigned after = ~blank & (0xFFFEu << end) & 0xFFFFu;
        // Clean when a blank ends it and the next token starts in the same load.
        if (after && ((blank >> end) & 1)) return {i + end, i + std::countr_zero(after)};
    }
    return scalar::quick_span(s, i);
}

// The bytes of v from lo to hi (unsigned).
inline unsigned within(__m128i v, char lo, char hi) {
    const __m128i d = _mm_sub_epi8(v, _mm_set1_epi8(lo));
    return mask(_mm_cmpeq_epi8(_mm_min_epu8(d, _mm_set1_epi8(char(hi - lo))), d));
}

// Two 16-byte halves (SSE2), and where AVX2 is built one 32-byte register, which takes half
// the instructions for every tag line. The test holds each to the reference.
inline scalar::TagMasks tag_masks_16(const char* p) {
    scalar::TagMasks m;
    for (unsigned half = 0; half < 2; ++half) {
        const __m128i v = load16(p + 16 * half);
        // (is_tag_name_byte in vector form: tests/test_scan.cpp holds it to the reference.)
        const unsigned name = within(_mm_or_si128(v, _mm_set1_epi8(0x20)), 'a', 'z') |
                              within(v, '0', '9') | equal(v, '_');
        const unsigned quote = equal(v, '"');
        const unsigned shift = 16 * half;
        m.name |= name << shift;
        m.quote |= quote << shift;
        m.space |= equal(v, ' ') << shift;
        m.stop |= (quote | equal(v, '\\') | equal(v, '\n')) << shift;
        m.high |= unsigned(_mm_movemask_epi8(v)) << shift;
    }
    return m;
}

#if defined(NOTATOR_SIMD_AVX2)
inline scalar::TagMasks tag_masks_32(const char* p) {
    const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
    const auto equal32 = [](__m256i x, char c) {
        return std::uint32_t(_mm256_movemask_epi8(_mm256_cmpeq_epi8(x, _mm256_set1_epi8(c))));
    };
    const auto within32 = [](__m256i x, char lo, char hi) {
        const __m256i d = _mm256_sub_epi8(x, _mm256_set1_epi8(lo));
        return std::uint32_t(_mm256_movemask_epi8(
            _mm256_cmpeq_epi8(_mm256_min_epu8(d, _mm256_set1_epi8(char(hi - lo))), d)));
    };
    scalar::TagMasks m;
    m.name = within32(_mm256_or_si256(v, _mm256_set1_epi8(0x20)), 'a', 'z') |
             within32(v, '0', '9') | equal32(v, '_');
    m.quote = equal32(v, '"');
    m.space = equal32(v, ' ');
    m.stop = m.quote | equal32(v, '\\') | equal32(v, '\n');
    m.high = std::uint32_t(_mm256_movemask_epi8(v));
    return m;
}
inline scalar::TagMasks tag_masks(const char* p) { return tag_masks_32(p); }
#else
inline scalar::TagMasks tag_masks(const char* p) { return tag_masks_16(p); }
#endif

inline std::size_t count_lines(std::string_view s) {
    std::size_t n = 0, i = 0;
#if defined(NOTATOR_SIMD_AVX2)
    for (; i + 32 <= s.size(); i += 32) {
        const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(s.data() + i));
        n += std::size_t(std::popcount(
            unsigned(_mm256_movemask_epi8(_mm256_cmpeq_epi8(v, _mm256_set1_epi8('\n'))))));
    }
#endif
    for (; i + 16 <= s.size(); i += 16)
        n += std::size_t(std::popcount(equal(load16(s.data() + i), '\n')));
    // The last bytes: the load that ends with them, the bytes already counted shifted out.
    if (i < s.size() && s.size() >= 16)
        return n + std::size_t(std::popcount(equal(load16(s.data() + s.size() - 16), '\n') >>
                                             (16 - (s.size() - i))));
    return n + scalar::count_lines(s.substr(i));
}

inline std::size_t find_high(std::string_view s, std::size_t from) {
#if defined(NOTATOR_SIMD_AVX2)
    for (; from + 32 <= s.size(); from += 32) {
        const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(s.data() + from));
        if (const unsigned high = unsigned(_mm256_movemask_epi8(v)))
            return from + std::size_t(std::countr_zero(high));
    }
#endif
    for (; from + 16 <= s.size(); from += 16)
        if (const unsigned high = mask(load16(s.data() + from)))
            return from + std::size_t(std::countr_zero(high));
    return scalar::find_high(s, from);
}

inline scalar::ValueEnd tag_value_end(std::string_view s, std::size_t from) {
    unsigned high = 0;
    for (; from + 16 <= s.size(); from += 16) {
        const __m128i v = load16(s.data() + from);
        const unsigned hits = equal(v, '"') | equal(v, '\\') | equal(v, '\n');
        if (hits) {
            high |= mask(v) & ((hits & (0 - hits)) - 1);
            return {from + std::size_t(std::countr_zero(hits)), high != 0};
        }
        high |= mask(v);
    }
    const scalar::ValueEnd rest = scalar::tag_value_end(s, from);
    return {rest.at, rest.high || high != 0};
}

}  // namespace simd
using namespace simd;
#else
using namespace scalar;
#endif

using scalar::QuickSpan;
using scalar::TagMasks;
using scalar::ValueEnd;

}  // namespace notator::detail::scan
