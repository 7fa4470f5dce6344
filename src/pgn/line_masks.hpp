// What the splitter needs to know of 64 bytes at a time, as bit masks (internal): bit i stands
// for byte i. With these a run of lines that cannot end a game is passed over without looking
// at each line (see GameSplitter::skip_plain_lines).
#pragma once

#include <cstdint>

#if defined(__AVX512BW__) || defined(__AVX2__)
#include <immintrin.h>
#elif defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace notator::detail {

struct LineMasks {
    std::uint64_t nl = 0;          // '\n'
    std::uint64_t cr = 0;          // '\r'
    std::uint64_t bracket = 0;     // '[': a tag line starts so
    std::uint64_t comment = 0;     // '{', '}' or ';'
    std::uint64_t odd_start = 0;   // ' ', '\t' or '%': a line starting so needs a closer look
    std::uint64_t odd_end = 0;     // ' ', '\t', '\r', '*' or 0xBD (the end of '½')
    std::uint64_t digit_012 = 0;   // '0', '1' or '2': how results end
    std::uint64_t before_end = 0;  // '-', '/' or a byte >= 0x80: what stands before a result's
                                   // last digit ("1-0", "1/2", a Unicode dash)
};

namespace line_masks_impl {

#if defined(__AVX512BW__)
inline LineMasks classify(const char* p) {
    const __m512i v = _mm512_loadu_si512(p);
    const auto eq = [&](char c) { return _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8(c)); };
    LineMasks m;
    m.nl = eq('\n');
    m.cr = eq('\r');
    m.bracket = eq('[');
    m.comment = eq('{') | eq('}') | eq(';');
    const std::uint64_t blank = eq(' ') | eq('\t');
    m.odd_start = blank | eq('%');
    m.odd_end = blank | m.cr | eq('*') | eq('\xBD');
    m.digit_012 =
        _mm512_cmplt_epu8_mask(_mm512_sub_epi8(v, _mm512_set1_epi8('0')), _mm512_set1_epi8(3));
    m.before_end = eq('-') | eq('/') | _mm512_movepi8_mask(v);
    return m;
}
#else
// Narrower vectors: each class's compares are or-ed before one movemask a chunk.
#if defined(__AVX2__)
using Vec = __m256i;
constexpr int kWidth = 32;
inline Vec load(const char* p) { return _mm256_loadu_si256(reinterpret_cast<const Vec*>(p)); }
inline Vec eq(Vec v, char c) { return _mm256_cmpeq_epi8(v, _mm256_set1_epi8(c)); }
inline Vec either(Vec a, Vec b) { return _mm256_or_si256(a, b); }
inline std::uint64_t bits(Vec v) { return std::uint32_t(_mm256_movemask_epi8(v)); }
inline Vec digit_012(Vec v) {  // (v - '0') as unsigned is at most 2
    const Vec d = _mm256_sub_epi8(v, _mm256_set1_epi8('0'));
    return _mm256_cmpeq_epi8(_mm256_min_epu8(d, _mm256_set1_epi8(2)), d);
}
#elif defined(__SSE2__)
using Vec = __m128i;
constexpr int kWidth = 16;
inline Vec load(const char* p) { return _mm_loadu_si128(reinterpret_cast<const Vec*>(p)); }
inline Vec eq(Vec v, char c) { return _mm_cmpeq_epi8(v, _mm_set1_epi8(c)); }
inline Vec either(Vec a, Vec b) { return _mm_or_si128(a, b); }
inline std::uint64_t bits(Vec v) { return std::uint32_t(_mm_movemask_epi8(v)); }
inline Vec digit_012(Vec v) {
    const Vec d = _mm_sub_epi8(v, _mm_set1_epi8('0'));
    return _mm_cmpeq_epi8(_mm_min_epu8(d, _mm_set1_epi8(2)), d);
}
#endif

#if defined(__AVX2__) || defined(__SSE2__)
inline LineMasks classify(const char* p) {
    LineMasks m;
    for (int at = 0; at < 64; at += kWidth) {
        const Vec v = load(p + at);
        const Vec cr = eq(v, '\r'), blank = either(eq(v, ' '), eq(v, '\t'));
        m.nl |= bits(eq(v, '\n')) << at;
        m.cr |= bits(cr) << at;
        m.bracket |= bits(eq(v, '[')) << at;
        m.comment |= bits(either(either(eq(v, '{'), eq(v, '}')), eq(v, ';'))) << at;
        m.odd_start |= bits(either(blank, eq(v, '%'))) << at;
        m.odd_end |= bits(either(either(blank, cr), either(eq(v, '*'), eq(v, '\xBD')))) << at;
        m.digit_012 |= bits(digit_012(v)) << at;
        m.before_end |= (bits(either(eq(v, '-'), eq(v, '/'))) | bits(v)) << at;
    }
    return m;
}
#else
inline LineMasks classify(const char* p) {
    LineMasks m;
    for (int i = 0; i < 64; ++i) {
        const unsigned char c = static_cast<unsigned char>(p[i]);
        const std::uint64_t b = std::uint64_t(1) << i;
        const bool blank = c == ' ' || c == '\t';
        if (c == '\n') m.nl |= b;
        if (c == '\r') m.cr |= b;
        if (c == '[') m.bracket |= b;
        if (c == '{' || c == '}' || c == ';') m.comment |= b;
        if (blank || c == '%') m.odd_start |= b;
        if (blank || c == '\r' || c == '*' || c == 0xBD) m.odd_end |= b;
        if (c >= '0' && c <= '2') m.digit_012 |= b;
        if (c == '-' || c == '/' || c >= 0x80) m.before_end |= b;
    }
    return m;
}
#endif
#endif

}  // namespace line_masks_impl

// The masks of p[0..63]. Precondition: 64 bytes readable at p.
inline LineMasks classify_64(const char* p) { return line_masks_impl::classify(p); }

}  // namespace notator::detail
