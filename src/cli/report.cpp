#include "report.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <vector>

#include "notator/pgn.hpp"

namespace notator::cli {

namespace {

// "38. Bf3", "38... Bf3"; the reader has cut a long text short already. A text that ends in a
// colon is quoted, so that the colon after the label stands apart ("1... ':': ...").
std::string move_label(const Diagnostic& d) {
    const std::string text = d.text.ends_with(':') ? "'" + d.text + "'" : d.text;
    return std::to_string(d.move_number) + (d.side == Color::White ? ". " : "... ") + text;
}

bool about_a_move(const Diagnostic& d) { return d.move_number > 0 && !d.text.empty(); }

}  // namespace

void report_text(std::ostream& out, const GameInfo& g, const Diagnostic& d, bool color) {
    const bool error = d.severity == Diagnostic::Severity::Error;
    const char* hue = !color ? "" : error ? "\x1b[1;31m" : "\x1b[1;35m";
    const char* bold = color ? "\x1b[1m" : "";
    const char* reset = color ? "\x1b[0m" : "";
    // (Names and file names come from the input: no control character reaches the terminal.)
    out << bold << printable(g.file) << ':' << d.where.line << ':' << d.where.column << ":" << reset
        << ' ' << hue << (error ? "error:" : "warning:") << reset;
    // (Game 0: a text that is no game record, such as a chapter's prose.)
    if (g.number > 0)
        out << " game " << g.number << " (" << printable(g.white) << " - " << printable(g.black)
            << ")";
    if (about_a_move(d)) out << (g.number > 0 ? ", move " : " move ") << move_label(d);
    out << ": " << d.message << '\n';
    const SourceExcerpt& src = d.source;
    if (!src.text.empty()) {
        out << "  " << (src.cut_before ? "\u2026 " : "") << src.text
            << (src.cut_after ? " \u2026" : "") << "\n  " << (src.cut_before ? "  " : "");
        // The caret goes under the place: columns count characters, so pad with spaces (tabs
        // kept, so that it lines up under them too).
        std::uint32_t col = src.first_column;
        std::size_t i = 0;
        for (; i < src.text.size() && col < d.where.column; ++i) {
            if (continues_character(src.text[i])) continue;
            out << (src.text[i] == '\t' ? '\t' : ' ');
            ++col;
        }
        // Under the rest of the move, as far as the line is shown.
        std::size_t room = 0;
        for (std::size_t k = i; k < src.text.size(); ++k) room += !continues_character(src.text[k]);
        out << hue << '^';
        if (about_a_move(d))
            for (std::size_t k = 1; k < d.text.size() && d.text[k] != ' ' && room > 1; ++k)
                if (!continues_character(d.text[k])) {
                    out << '~';
                    --room;
                }
        out << reset << '\n';
    }
    if (!d.nearest.empty()) {
        out << "  likely readings: ";
        for (std::size_t k = 0; k < d.nearest.size(); ++k)
            out << (k ? ", " : "") << d.nearest[k];  // (a reading may be two moves)
        out << '\n';
    }
}

void report_json(std::ostream& out, const GameInfo& g, const Diagnostic& d) {
    std::string line = "{\"severity\":";
    line += d.severity == Diagnostic::Severity::Error ? "\"error\"" : "\"warning\"";
    line += ",\"file\":";
    line += json_string(g.file);
    line += ",\"game\":";
    line += std::to_string(g.number);
    line += ",\"white\":";
    line += json_string(g.white);
    line += ",\"black\":";
    line += json_string(g.black);
    append_json_fields(line, d);
    line += "}\n";
    out << line;
}

void report_unreadable_json(std::ostream& out, std::string_view file, Errc code,
                            std::string_view why) {
    out << "{\"severity\":\"error\",\"file\":" << json_string(file) << ",\"kind\":\"" << name(code)
        << "\",\"message\":" << json_string(why) << "}\n";
}

void report_summary(std::ostream& out, std::string_view command, const Output& total,
                    double seconds, std::uint64_t unreadable) {
    const auto count = [&](std::uint64_t n, std::string_view what) {
        out << n << ' ' << what << (n == 1 ? "" : "s");
    };
    out << "notator " << command << ": ";
    count(total.games, "game");
    // The languages found, where any is not English: by games, most first ("30 games (German
    // 28, English 2)").
    const bool all_english = std::all_of(total.languages.begin(), total.languages.end(),
                                         [](const auto& l) { return l.first == &english(); });
    if (!all_english) {
        auto by_games = total.languages;
        std::stable_sort(by_games.begin(), by_games.end(),
                         [](const auto& a, const auto& b) { return a.second > b.second; });
        const char* sep = " (";
        for (const auto& [l, n] : by_games) {
            out << sep << l->name << ' ' << n;
            sep = ", ";
        }
        out << ')';
    }
    out << ", ";
    count(total.moves, "move");
    out << ", ";
    count(total.errors, "error");
    out << ", ";
    const std::uint64_t warnings = total.warnings();
    count(warnings, "warning");
    if (warnings > 0) {  // by kind, most first (ties in the order of the kinds)
        std::array<std::size_t, kErrcCount> kinds;
        for (std::size_t k = 0; k < kinds.size(); ++k) kinds[k] = k;
        std::stable_sort(kinds.begin(), kinds.end(), [&](std::size_t a, std::size_t b) {
            return total.warnings_by_kind[a] > total.warnings_by_kind[b];
        });
        const char* sep = " (";
        for (const std::size_t k : kinds) {
            if (total.warnings_by_kind[k] == 0) break;
            out << sep << total.warnings_by_kind[k] << ' ' << name(Errc(k));
            sep = ", ";
        }
        out << ')';
    }
    if (unreadable > 0) {
        out << ", ";
        count(unreadable, "file");
        out << " not read";
    }
    char time[32];
    std::snprintf(time, sizeof time, " in %.3f s\n", seconds);
    out << time;
}

// (In the strings' own memory: every game sets them.)
void GameInfoTracker::begin_game(std::uint64_t number, Location) {
    info_.number = number;
    info_.white.assign(1, '?');
    info_.black.assign(1, '?');
    white_ = black_ = false;
}

void GameInfoTracker::tag(std::string_view name, std::string_view value) {
    // Names are cut as quoted moves are: every report of the game repeats them and keeps its
    // own copy.
    // (By the first letter: Event and Round share their length.)
    if (name.size() != 5) return;
    if (name[0] == 'W' && name == "White" && !white_) {
        notator::assign_shortened(info_.white, value, notator::kLongestQuoted);
        white_ = true;
    }
    if (name[0] == 'B' && name == "Black" && !black_) {
        notator::assign_shortened(info_.black, value, notator::kLongestQuoted);
        black_ = true;
    }
}

Output::Report placed_report(const GameInfo& game, const Diagnostic& d, ReportForm form, bool color,
                             bool to_err) {
    return {to_err, [game, d, form, color](std::ostream& out, std::uint64_t games_before,
                                           std::uint64_t lines_before) {
                GameInfo g = game;
                g.number += games_before;
                Diagnostic placed = d;
                placed.where.line += lines_before;
                if (form == ReportForm::Json)
                    report_json(out, g, placed);
                else
                    report_text(out, g, placed, color);
            }};
}

}  // namespace notator::cli
