// Whether the byte scanning's SIMD variants (src/pgn/scan.hpp) tell what the scalar reference
// tells on a text, at every place in it: what the unit test and the scan fuzzer both check.
#pragma once

#include <string>
#include <string_view>

#include "../src/pgn/scan.hpp"

namespace notator::detail::scan {

// An empty string when every variant agrees with the reference at every place of `s`;
// otherwise what differs first.
inline std::string disagreement(std::string_view s) {
    const auto where = [&](const char* what, std::size_t i) {
        return std::string(what) + " differs at " + std::to_string(i);
    };
    for (std::size_t i = 0; i <= s.size(); ++i) {
        const TokenSpan a = scalar::token_span(s, i), b = token_span(s, i);
        if (a.end != b.end || a.next != b.next) return where("token_span", i);
        if (scalar::skip_ascii_blanks(s, i) != skip_ascii_blanks(s, i))
            return where("skip_ascii_blanks", i);
        if (scalar::find_high(s, i) != find_high(s, i)) return where("find_high", i);
        // (Every length, from every start: the last bytes are counted apart.)
        if (scalar::count_lines(s.substr(i)) != count_lines(s.substr(i)) ||
            scalar::count_lines(s.substr(0, i)) != count_lines(s.substr(0, i)))
            return where("count_lines", i);
        const ValueEnd va = scalar::tag_value_end(s, i), vb = tag_value_end(s, i);
        if (va.at != vb.at || va.high != vb.high) return where("tag_value_end", i);
        // The shortcut's span may be found the long way where it is not clean; where it is,
        // it is the reference's.
        const QuickSpan qa = scalar::quick_span(s, i), qb = quick_span(s, i);
        if (qb.clean() && (!qa.clean() || qa.end != qb.end || qa.next != qb.next))
            return where("quick_span", i);
        if (i + 32 <= s.size()) {
            const TagMasks ma = scalar::tag_masks(s.data() + i);
            const auto differs = [&](const TagMasks& mb) {
                return ma.name != mb.name || ma.quote != mb.quote || ma.space != mb.space ||
                       ma.stop != mb.stop || ma.high != mb.high;
            };
            if (differs(tag_masks(s.data() + i))) return where("tag_masks", i);
#if defined(NOTATOR_SIMD_SSE2)
            if (differs(simd::tag_masks_16(s.data() + i))) return where("tag_masks_16", i);
#endif
#if defined(NOTATOR_SIMD_AVX2)
            if (differs(simd::tag_masks_32(s.data() + i))) return where("tag_masks_32", i);
#endif
        }
    }
    if (scalar::count_lines(s) != count_lines(s)) return "count_lines differs";
    return {};
}

}  // namespace notator::detail::scan
