// Reports: a warning or error made from what the reader found, with where it stands.
#include "game_reader.hpp"

namespace notator::detail::reading {

Diagnostic GameReader::report(Severity severity, Error error, std::string message,
                              std::size_t at) const {
    Diagnostic d;
    d.severity = severity;
    d.error = error;
    d.message = notator::printable(message);
    d.where = here(at);
    d.source = detail::excerpt(s_, at, d.where.column);
    d.language = in_movetext_ ? lang_.language : nullptr;
    return d;
}

void GameReader::about_move(Diagnostic& d, const Line& line, std::string_view written) const {
    const Position& pos = line.pos;
    d.text = notator::printable(detail::shortened(written, kLongestQuoted));
    d.move_number = pos.fullmove_number();
    d.side = pos.turn();
    d.ply = pos.ply() + 1;
    d.fen_before = pos.fen();
}

// A layout of books and web pages, read leniently: reported once a game for each form.
void GameReader::nonstandard(std::size_t at, Form form, const Line* line,
                             std::string_view written) {
    const std::uint32_t bit = 1u << (int(form) - 1);
    if (!warning_wanted() || (forms_warned_ & bit)) return;
    forms_warned_ |= bit;
    const Error e{Errc::NonstandardForm, 0, 0, int(form)};
    Diagnostic d = report(Severity::Warning, e, e.message(), at);
    if (line) about_move(d, *line, written);
    say_->warning(d);
}

// diagnose() on what was written, cut short if it is long (a token of junk can be megabytes
// long, and the likely readings are found by edit distance); without those where `readings`
// is false (the caller ranks its own).
Diagnosis GameReader::diagnosis(const Position& pos, std::string_view written, const Error& error,
                                bool readings, const detail::CastlingHistory* history) const {
    if (written.size() <= kLongestQuoted)
        return detail::diagnose(pos, written, error, lang_.read, readings, history);
    // Cut, with "…" after it: what is read and quoted is the text up to there.
    const std::string capped = detail::shortened(written, kLongestQuoted);
    ReadMove scratch;
    const std::optional<Error> again = read_move_into(pos, capped, scratch, lang_.read);
    return detail::diagnose(pos, capped, again ? *again : Error{error.code, 0, 0, error.detail},
                            lang_.read, readings, history);
}

}  // namespace notator::detail::reading
