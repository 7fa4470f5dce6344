// Where a token of PGN movetext ends (internal): the reader and the plain-movetext path share it.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <string_view>

#if defined(__SSSE3__)
#include <immintrin.h>
#endif

namespace notator::detail {

// Characters that end a token, as a table: the tokenizer asks for every byte of a game.
constexpr std::array<bool, 256> kDelimiter = [] {
    std::array<bool, 256> t{};
    for (unsigned char c : std::string_view(" \t\r\n{}()[];")) t[c] = true;
    return t;
}();
constexpr bool is_delimiter(char c) { return kDelimiter[static_cast<unsigned char>(c)]; }

// The first delimiter at or after i (or the end), many bytes at a time: a byte loop over
// tokens of every length mispredicts its exit once a token.
inline std::size_t next_delimiter(std::string_view s, std::size_t i) {
#if defined(__SSSE3__)
    // Sixteen bytes at once, classified by their two nibbles (each delimiter's high nibble
    // selects a bit that only its low nibbles carry): ' ' \t \r \n ( ) { } [ ] ; and no other.
    const __m128i lo_table = _mm_setr_epi8(2, 0, 0, 0, 0, 0, 0, 0, 2, 3, 1, 12, 0, 9, 0, 0);
    const __m128i hi_table = _mm_setr_epi8(1, 0, 2, 4, 0, 8, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0);
    const __m128i nibble = _mm_set1_epi8(0x0F);
    while (i + 16 <= s.size()) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s.data() + i));
        const __m128i lo = _mm_shuffle_epi8(lo_table, _mm_and_si128(v, nibble));
        const __m128i hi = _mm_shuffle_epi8(hi_table, _mm_and_si128(_mm_srli_epi16(v, 4), nibble));
        const __m128i none = _mm_cmpeq_epi8(_mm_and_si128(lo, hi), _mm_setzero_si128());
        const unsigned hits = ~unsigned(_mm_movemask_epi8(none)) & 0xFFFFu;
        if (hits) return i + std::size_t(std::countr_zero(hits));
        i += 16;
    }
#else
    // Eight bytes at a time. In each mask the lowest flagged byte is exact (a borrow only
    // flags bytes above a true one), so the lowest of all is too.
    constexpr std::uint64_t kOnes = 0x0101010101010101ULL, kHigh = 0x8080808080808080ULL;
    const auto zero_bytes = [](std::uint64_t v) { return (v - kOnes) & ~v & kHigh; };
    while (std::endian::native == std::endian::little && i + 8 <= s.size()) {
        std::uint64_t w;
        std::memcpy(&w, s.data() + i, 8);
        std::uint64_t hits = 0;
        for (unsigned char c : {' ', '\t', '\r', '\n', '(', ')', '{', '}', '[', ']', ';'})
            hits |= zero_bytes(w ^ (c * kOnes));
        if (hits) return i + std::size_t(std::countr_zero(hits) / 8);
        i += 8;
    }
#endif
    while (i < s.size() && !is_delimiter(s[i])) ++i;
    return i;
}

}  // namespace notator::detail
