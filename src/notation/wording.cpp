#include "wording.hpp"

namespace notator::detail {

std::string join_list(const std::vector<std::string>& items, std::string_view conjunction) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i + 1 == items.size() && i > 0) {
            out += ' ';
            out.append(conjunction);
            out += ' ';
        } else if (i > 0) {
            out += ", ";
        }
        out += items[i];
    }
    return out;
}

std::string_view role_name(Role r) {
    constexpr std::string_view kNames[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    return kNames[index(r)];
}

}  // namespace notator::detail
