// A check sign proven at the next move: is the check a mate after all?
#include "game_reader.hpp"

namespace notator::detail::reading {

// The check sign of the move that unproven_.pending speaks of, now that something other than a move
// from the position it led to comes next: reported if the move was mate.
[[gnu::noinline]] void GameReader::settle_check() {
    unproven_.pending = false;
    if (has_legal_move(line_.pos)) return;
    if (!reporting()) {  // a trial: a sign that does not fit
        ++trial_.warnings;
        return;
    }
    if (!options_.warnings) return;
    const std::string_view written = s_.substr(unproven_.from, unproven_.length);
    ReadMove read;
    if (const auto e = read_move_into(unproven_.before, written, read, lang_.read);
        !e && read.warning) {
        Diagnostic w =
            report(Severity::Warning, *read.warning,
                   diagnosis(unproven_.before, written, *read.warning).message, unproven_.from);
        about_move(w, Line{unproven_.before, unproven_.before, unproven_.ply, 0, -1}, written);
        say_->warning(w);
    }
}

}  // namespace notator::detail::reading
