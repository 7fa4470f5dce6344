// Game-termination markers as people write them (internal), for the reader and the splitter:
// 1-0, 0-1, 1/2-1/2 and *, with ½ for 1/2 and any Unicode hyphen, dash or minus sign for the
// hyphen; a lone 1/2 (or ½) is a draw too.
#pragma once

#include <string_view>

#include "../notation/lexer_util.hpp"

namespace notator::detail {

// The standard form of the result `token` stands for, or empty if it is none.
inline std::string_view result_of(std::string_view token) {
    // Every result starts with 1, 0, * or ½ (0xC2): moves rarely do, so most tokens stop here.
    const char c = token.empty() ? '\0' : token[0];
    if ((c != '1' && c != '0' && c != '*' && c != '\xC2') || token.size() > 16) return {};
    char plain[24];  // '½' (2 bytes) becomes 3, a dash (3 bytes) 1
    std::size_t n = 0;
    for (std::size_t i = 0; i < token.size();) {
        const std::string_view rest = token.substr(i);
        if (const std::size_t dash = dash_length(rest)) {
            plain[n++] = '-';
            i += dash;
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
    for (std::string_view r : {"1-0", "0-1", "1/2-1/2", "*"})
        if (t == r) return r;
    return t == "1/2" ? "1/2-1/2" : std::string_view();
}

}  // namespace notator::detail
