// A move signed '+' whose check is seen, but not yet that it is not mate (Check mode that
// checks signs, and trials): where it stands and the position it was played in. The next move
// from there shows it (GameReader::settle_check).
#pragma once

#include "layer.hpp"

#include <cstddef>

#include "notator/position.hpp"

namespace notator::detail::reading {

struct UnprovenCheck {
    bool pending = false;
    std::size_t from = 0, length = 0;
    int ply = 0;
    Position before;
};

}  // namespace notator::detail::reading
