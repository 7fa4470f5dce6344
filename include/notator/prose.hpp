// The moves inside running text: a chapter, an article, a column in Markdown or HTML. Words
// with a move's shape are translated into another language's piece letters, and nothing else
// changes, byte for byte; where a numbered sequence replays from the start position (or from a
// FEN written in the text), it is checked as a game is.
//
//   "Nach 12.Sf3 Lg4 13.h3 steht Weiß besser" (German) -> "Nach 12.Nf3 Bg4 13.h3 steht Weiß
//   besser" (English)
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "notator/language.hpp"
#include "notator/pgn.hpp"

namespace notator {

struct ProseOptions {
    const Language* from = &english();  // the text's piece letters; precondition: not null
    const Language* to = &english();    // the letters to write; precondition: not null
    // HTML: what stands inside <...> (tags, their attributes) and entities is left as it is.
    bool html = false;
};

struct ProseResult {
    std::string text;            // the input, its moves translated
    std::size_t moves = 0;       // words read as moves
    std::size_t translated = 0;  // of those, the ones whose letters changed
    std::size_t checked = 0;     // of those, the ones replayed in a numbered sequence
    // Moves of a sequence that do not replay, as `check` reports a game's (the place, the
    // position before as FEN, the likely readings); that sequence is checked no further.
    // Warnings: what a sequence's move says wrongly (a check sign the position does not bear).
    std::vector<Diagnostic> errors, warnings;
};

// Which words are moves: a word (between blanks, and without the brackets, quotes and
// punctuation around it) that reads as a whole move in `from` (parse_move_text: "Sf3",
// "Lxf3!", "exd5", "0-0", "e8D", "♘f3"), after a move number where one is glued to it or
// stands before it ("12.Sf3", "12... Lxf3", "1. e4"). A square named alone ("e4") reads as a
// pawn's move, and stays as it is. A sequence starts at "1." (or at the number of a FEN written
// in the text before it) and goes on while moves follow one another, each after the one before
// (or with its number, after words in between). A numbered move that goes back in it starts a
// variation from there.
ProseResult translate_prose(std::string_view text, const ProseOptions& options = {});

}  // namespace notator
