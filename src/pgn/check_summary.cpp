#include "notator/check_summary.hpp"

namespace notator {

void CheckCounts::game(const GameEnd& end) {
    ++games;
    moves += end.moves;
    // (Only a language found is counted: one given is the same for every game.)
    if (end.language_found && end.language) add_language(end.language, 1);
}

void CheckCounts::add_language(const Language* language, std::uint64_t n) {
    for (auto& [l, count] : languages)
        if (l == language) {
            count += n;
            return;
        }
    languages.emplace_back(language, n);
}

std::uint64_t CheckCounts::warnings() const {
    std::uint64_t n = 0;
    for (const std::uint64_t k : warnings_by_kind) n += k;
    return n;
}

void CheckCounts::add(const CheckCounts& o) {
    games += o.games;
    moves += o.moves;
    errors += o.errors;
    for (std::size_t k = 0; k < kErrcCount; ++k) warnings_by_kind[k] += o.warnings_by_kind[k];
    for (const auto& [l, n] : o.languages) add_language(l, n);
}

void CheckCounts::clear() {
    games = moves = errors = 0;
    warnings_by_kind = {};
    languages.clear();
}

MovetextReading CheckSummary::begin_movetext(const Position&) { return MovetextReading::Check; }

void CheckSummary::move_error(const Diagnostic& e, std::string_view) {
    if (told_as_warning(e)) return warning(e);
    counts_->error();
    on_error(e);
}

void CheckSummary::warning(const Diagnostic& w) {
    counts_->warning(w.error.code);
    on_warning(w);
}

void CheckSummary::end_game(const GameEnd& end) {
    counts_->game(end);
    on_end_game(end);
}

}  // namespace notator
