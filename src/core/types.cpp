#include "notator/types.hpp"

namespace notator {

std::string to_string(Square s) { return {file_char(file_of(s)), rank_char(rank_of(s))}; }

std::optional<Square> parse_square(std::string_view text) {
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return std::nullopt;
    return make_square(File(text[0] - 'a'), Rank(text[1] - '1'));
}

}  // namespace notator
