#include "excerpt.hpp"

#include <algorithm>
#include <vector>

#include "../notation/code_points.hpp"

namespace notator {

std::string printable(std::string_view text) { return detail::printable(text, false); }

void assign_shortened(std::string& to, std::string_view text, std::size_t limit) {
    if (text.size() <= limit) {  // (no more characters than bytes: nearly every name)
        to.assign(text);
        return;
    }
    std::size_t end = 0, chars = 0;
    while (end < text.size() && chars < limit) {
        ++end;
        while (end < text.size() && continues_character(text[end])) ++end;
        ++chars;
    }
    to.assign(text.substr(0, end));
    if (end < text.size()) to += "\xE2\x80\xA6";
}

std::string shortened(std::string_view text, std::size_t limit) {
    std::string out;
    assign_shortened(out, text, limit);
    return out;
}

}  // namespace notator

namespace notator::detail {

std::string printable(std::string_view text, bool line_ends) {
    const auto byte = [&](std::size_t k) {
        return k < text.size() ? static_cast<unsigned char>(text[k]) : 0u;
    };
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const unsigned c = byte(i);
        if (c < 0x80) {
            if (is_control(c) && c != '\t' && !(line_ends && (c == '\n' || c == '\r')))
                out += "\xEF\xBF\xBD";
            else
                out += char(c);
            ++i;
            continue;
        }
        // A whole UTF-8 character, or else one byte that is none (a terminal may take a lone
        // 0x9B for a control sequence): shown as U+FFFD, as are the C1 controls.
        bool cut = false;
        const std::size_t n = utf8_sequence(text.substr(i), cut);
        std::size_t length = 0;
        if (n == 0 || is_control(first_code_point(text.substr(i, n), length))) {
            out += "\xEF\xBF\xBD";
            i += n == 0 ? 1 : n;
            continue;
        }
        out.append(text.substr(i, n));
        i += n;
    }
    return out;
}

bool maybe_unprintable(std::string_view text) {
    return std::any_of(text.begin(), text.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return u < 0x20 || u >= 0x7F;
    });
}

SourceExcerpt excerpt(std::string_view s, std::size_t at, std::uint32_t column) {
    constexpr std::size_t kWidth = 100, kBefore = 40, kLongestMove = 8;
    at = std::min(at, s.size());
    // The characters within kWidth of `at` on its line, each by its first byte.
    std::vector<std::size_t> starts;
    std::size_t k = at, back = 0;
    while (k > 0 && s[k - 1] != '\n' && back <= kWidth) {
        --k;
        if (!continues_character(s[k])) {
            starts.push_back(k);
            ++back;
        }
    }
    const bool line_start = k == 0 ? column <= back + 1 : s[k - 1] == '\n';
    std::reverse(starts.begin(), starts.end());
    const std::size_t at_index = starts.size();  // `at`'s character
    std::size_t end = at, ahead = 0;
    while (end < s.size() && s[end] != '\n' && ahead <= kWidth) {
        if (!continues_character(s[end])) {
            starts.push_back(end);
            ++ahead;
        }
        ++end;
    }
    while (end < s.size() && s[end] != '\n' && continues_character(s[end])) ++end;
    std::size_t line_end = end;
    const bool line_ends = end == s.size() || s[end] == '\n';
    if (line_ends && line_end > 0 && line_end > at && s[line_end - 1] == '\r') --line_end;
    const std::size_t chars = starts.size();
    std::size_t first = 0, last = chars;  // characters shown: [first, last)
    bool cut_before = !line_start, cut_after = !line_ends;
    if (chars > kWidth || cut_before || cut_after) {
        first = at_index > kBefore ? at_index - kBefore : 0;
        if (line_ends && chars >= kWidth) first = std::min(first, chars - kWidth);
        last = std::min(chars, first + kWidth);
        const auto space = [&](std::size_t i) { return s[starts[i]] == ' '; };
        if (first > 0 || cut_before) {
            cut_before = true;
            for (std::size_t i = std::max<std::size_t>(first, 1); i <= at_index && i < chars; ++i)
                if (space(i - 1)) {
                    first = i;
                    break;
                }
        }
        if (last < chars || cut_after) {
            cut_after = true;
            for (std::size_t i = last; i < chars && i > at_index + kLongestMove && i > first; --i)
                if (space(i)) {
                    last = i;
                    break;
                }
        }
    }
    SourceExcerpt e;
    const std::size_t from = first < chars ? starts[first] : at;
    const std::size_t to = last < chars ? starts[last] : line_end;
    e.text = notator::printable(s.substr(from, to > from ? to - from : 0));
    e.first_column = std::uint32_t(column - (at_index - std::min(first, at_index)));
    e.cut_before = cut_before;
    e.cut_after = cut_after;
    return e;
}

}  // namespace notator::detail
