// Finding a game's language (PgnReadOptions::find_language): what the search keeps while a
// game's language is not settled, and what it concludes.
#pragma once

#include "layer.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "held_reports.hpp"
#include "notator/language.hpp"
#include "notator/position.hpp"

namespace notator::detail::reading {

// How another language reads a game that one reads whole: every move alike (the same letters
// name the same pieces), never whole (a letter written is none of its), or maybe otherwise (a
// letter names another piece: only a trial tells).
enum class Alike : std::uint8_t { Same, Never, Maybe };

// How the languages read a game read whole, by the letters written.
struct AlikeReadings {
    // Every language but those that never read it whole, in languages_by_use() order.
    std::vector<std::pair<const Language*, Alike>> languages;
    // Where every one of them reads it alike (nearly always): the first of them.
    const Language* all_alike = nullptr;
};

// The language a search settled on, whether the game is to be read again in it, and a note.
struct LanguageChoice {
    const Language* language;
    bool again;
    std::string note;
};

struct LanguageSearch {
    explicit LanguageSearch(const Language* first) : tried_first(first) {}
    const Language* tried_first;               // the last game's: tried first for this one
    bool settled = true;                       // the language is known for this game
    std::size_t movetext_at = 0;               // where the movetext starts
    const Position* movetext_start = nullptr;  // the position it starts from (read()'s)
    PgnVisitor* real_visitor = nullptr;        // the game's visitor, while warnings are held back
    std::vector<Held> held;                    // what was said until the language is settled
    // See TrialResult::roles. (Not a byte: a store to a char type may alias anything, and the
    // compiler would read the position again after each move.)
    std::uint32_t roles_written = 0;
    std::string note;  // a warning about the language, given at the end
    // How the languages read a game read whole in alike_for, by the letters written (role
    // bits): GameReader::alike_readings. (Large and seldom read: last.)
    const Language* alike_for = nullptr;
    std::array<AlikeReadings, 64> alike;
};

}  // namespace notator::detail::reading
