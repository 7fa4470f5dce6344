// The games of two files of scoresheets paired, each pair one game (internal: reconcile's).
#pragma once

#include "layer.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "notator/language.hpp"
#include "written_games.hpp"

namespace notator::detail {

struct GamePair {
    std::size_t a = SIZE_MAX, b = SIZE_MAX;  // indices; SIZE_MAX: none
    std::string why;  // where one is missing; else how they were paired, where not by names
};

// The games of sheets A and B (each in its language, la and lb) in pairs, in sheet A's order,
// then those of sheet B alone: by players and round, then the others by their first moves in
// any order; two games whose moves read alike in nothing never pair.
std::vector<GamePair> pair_games(const std::vector<WrittenGame>& ga,
                                 const std::vector<WrittenGame>& gb,
                                 const std::vector<const Language*>& la,
                                 const std::vector<const Language*>& lb);

}  // namespace notator::detail
