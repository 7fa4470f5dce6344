// 64 bytes of text as bit masks (internal): bit i of each mask stands for byte i. The splitter
// passes over runs of plain lines by them, without a loop whose end the processor would have to
// guess at every line. Also 32 bytes, for the reader's tag lines.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>

#if defined(__AVX512BW__) || defined(__AVX2__)
#include <immintrin.h>
#elif defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace notator::detail {

class Bytes64 {
  public:
    // Precondition: 64 bytes readable at p.
    explicit Bytes64(const char* p) {
#if defined(__AVX512BW__)
        v_ = _mm512_loadu_si512(p);
#elif defined(__AVX2__) || defined(__SSE2__)
        for (int k = 0; k < kParts; ++k) v_[k] = load(p + k * kWidth);
#else
        std::memcpy(b_, p, 64);
#endif
    }

    // The bytes equal to c.
    std::uint64_t eq(char c) const {
#if defined(__AVX512BW__)
        return _mm512_cmpeq_epi8_mask(v_, _mm512_set1_epi8(c));
#elif defined(__AVX2__) || defined(__SSE2__)
        return gather([c](Vec v) { return cmpeq(v, splat(c)); });
#else
        return scalar([c](unsigned char x) { return x == static_cast<unsigned char>(c); });
#endif
    }
    // The bytes from lo to hi, as unsigned values. Precondition: lo <= hi.
    std::uint64_t in(unsigned char lo, unsigned char hi) const {
        const char span = char(hi - lo);
#if defined(__AVX512BW__)
        return _mm512_cmple_epu8_mask(_mm512_sub_epi8(v_, _mm512_set1_epi8(char(lo))),
                                      _mm512_set1_epi8(span));
#elif defined(__AVX2__) || defined(__SSE2__)
        return gather([&](Vec v) {
            const Vec d = sub(v, splat(char(lo)));
            return cmpeq(min(d, splat(span)), d);
        });
#else
        return scalar([&](unsigned char x) { return x >= lo && x <= hi; });
#endif
    }
    // The bytes from 0x80 up (the bytes of every non-ASCII character).
    std::uint64_t high() const {
#if defined(__AVX512BW__)
        return _mm512_movepi8_mask(v_);
#elif defined(__AVX2__) || defined(__SSE2__)
        return gather([](Vec v) { return v; });
#else
        return scalar([](unsigned char x) { return x >= 0x80; });
#endif
    }

  private:
#if defined(__AVX512BW__)
    __m512i v_;
#elif defined(__AVX2__) || defined(__SSE2__)
#if defined(__AVX2__)
    using Vec = __m256i;
    static constexpr int kWidth = 32;
    static Vec load(const char* p) { return _mm256_loadu_si256(reinterpret_cast<const Vec*>(p)); }
    static Vec splat(char c) { return _mm256_set1_epi8(c); }
    static Vec cmpeq(Vec a, Vec b) { return _mm256_cmpeq_epi8(a, b); }
    static Vec sub(Vec a, Vec b) { return _mm256_sub_epi8(a, b); }
    static Vec min(Vec a, Vec b) { return _mm256_min_epu8(a, b); }
    static std::uint64_t bits(Vec v) { return std::uint32_t(_mm256_movemask_epi8(v)); }
#else
    using Vec = __m128i;
    static constexpr int kWidth = 16;
    static Vec load(const char* p) { return _mm_loadu_si128(reinterpret_cast<const Vec*>(p)); }
    static Vec splat(char c) { return _mm_set1_epi8(c); }
    static Vec cmpeq(Vec a, Vec b) { return _mm_cmpeq_epi8(a, b); }
    static Vec sub(Vec a, Vec b) { return _mm_sub_epi8(a, b); }
    static Vec min(Vec a, Vec b) { return _mm_min_epu8(a, b); }
    static std::uint64_t bits(Vec v) { return std::uint32_t(_mm_movemask_epi8(v)); }
#endif
    static constexpr int kParts = 64 / kWidth;
    // The high bit of each byte of f(part), for every part.
    template <class F>
    std::uint64_t gather(F f) const {
        std::uint64_t m = 0;
        for (int k = 0; k < kParts; ++k) m |= bits(f(v_[k])) << (k * kWidth);
        return m;
    }
    Vec v_[kParts];
#else
    template <class F>
    std::uint64_t scalar(F f) const {
        std::uint64_t m = 0;
        for (int i = 0; i < 64; ++i)
            if (f(static_cast<unsigned char>(b_[i]))) m |= std::uint64_t(1) << i;
        return m;
    }
    char b_[64];
#endif
};

#if defined(__AVX2__)
// 32 bytes of text as bit masks, for a test run once per line rather than over a run of text
// (a tag line): the bytes compared with are read from memory, each an operand of the
// instruction that uses it. Knowing their values, GCC builds each in a register instead
// (three instructions), and again wherever a call between two uses has clobbered them, unless
// the table's address is hidden from it, as the constructor does.
class Bytes32 {
  public:
    // Precondition: 32 bytes readable at p.
    explicit Bytes32(const char* p)
        : v_(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p))),
          splats_(hidden(kSplats.data())) {}
    // The bytes equal to c.
    std::uint32_t eq(char c) const { return bits(_mm256_cmpeq_epi8(v_, splat(c))); }
    // The bytes from lo to hi, as unsigned values. Precondition: lo <= hi.
    std::uint32_t in(unsigned char lo, unsigned char hi) const { return bits(within(v_, lo, hi)); }
    // The ASCII letters.
    std::uint32_t letters() const {
        return bits(within(_mm256_or_si256(v_, splat(0x20)), 'a', 'z'));  // 0x20: lower case
    }
    // The bytes from 0x80 up.
    std::uint32_t high() const { return bits(v_); }

  private:
    struct alignas(32) Splat {
        std::array<char, 32> bytes;
    };
    // 32 copies of each byte value.
    static constexpr std::array<Splat, 256> kSplats = [] {
        std::array<Splat, 256> t{};
        for (int c = 0; c < 256; ++c) t[std::size_t(c)].bytes.fill(char(c));
        return t;
    }();
    static const Splat* hidden(const Splat* table) {
        asm("" : "+r"(table));
        return table;
    }
    __m256i splat(char c) const {
        return _mm256_load_si256(
            reinterpret_cast<const __m256i*>(splats_[static_cast<unsigned char>(c)].bytes.data()));
    }
    __m256i within(__m256i x, unsigned char lo, unsigned char hi) const {
        const __m256i d = _mm256_sub_epi8(x, splat(char(lo)));
        return _mm256_cmpeq_epi8(_mm256_min_epu8(d, splat(char(hi - lo))), d);
    }
    static std::uint32_t bits(__m256i m) { return std::uint32_t(_mm256_movemask_epi8(m)); }

    __m256i v_;
    const Splat* splats_;
};
#endif

}  // namespace notator::detail
