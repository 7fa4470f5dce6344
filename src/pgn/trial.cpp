// Trials: a second reader of the same text reads on from a place in a position and reports
// nothing, to tell how far a reading of a move or a language carries.
#include "game_reader.hpp"

namespace notator::detail::reading {

// The trial reader (made when first needed), set to read the text at hand in `mode` and
// `language` from the position `start` (the caller sets where in the text: i_).
GameReader& GameReader::trial_reader(Mode mode, const Language& language, const Position& start) {
    if (!trial_.reader) trial_.reader = std::make_unique<GameReader>(w_, options_);
    GameReader& t = *trial_.reader;
    t.say_ = t.visitor_ = &no_visitor();
    t.mode_ = mode;
    t.s_ = w_.text();
    t.game_location_ = game_location_;
    t.starts_line_ = starts_line_;
    t.set_language(language);
    t.begin_movetext(start);
    return t;
}

// Reads on from `from` in `line`, in `language`, as far as the moves read (at most `limit`),
// to the end of the line (a variation's ')', the game's end), reporting nothing.
TrialResult GameReader::trial(const Language& language, const Line& line, std::size_t from,
                              std::uint64_t limit, bool in_variation) {
    GameReader& t = trial_reader(Mode::Trial, language, line.pos);
    t.line_ = line;
    t.due_.offset = due_.offset;
    t.i_ = from;
    t.trial_.limit = limit;
    t.trial_.warnings = 0;
    t.trial_.in_variation = in_variation;
    const Stop stop = t.loop<Mode::Trial>(kNoTarget);
    s_ = w_.text();
    return {t.moves_, stop, t.trial_.warnings, t.i_, std::uint8_t(t.search_.roles_written)};
}

std::vector<TokenAt> GameReader::tokens_ahead(std::size_t from, std::size_t count,
                                              bool in_variation) {
    std::vector<TokenAt> found;
    if (count == 0) return found;
    GameReader& t = trial_reader(Mode::Skip, *lang_.language, line_.pos);
    t.i_ = from;
    t.trial_.tokens = &found;
    t.trial_.token_limit = count;
    t.loop<Mode::Skip>(in_variation ? 0 : kNoTarget);  // (the ')' that closes a variation)
    t.trial_.tokens = nullptr;
    s_ = w_.text();
    return found;
}

}  // namespace notator::detail::reading
