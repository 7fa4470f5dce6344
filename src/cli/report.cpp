#include "report.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <vector>

namespace notator::cli {

namespace {

// A byte inside a UTF-8 character, not its first.
constexpr bool continuation(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

std::string json_string(std::string_view s) {
    std::string out = "\"";
    for (char ch : s) {
        const unsigned char c = static_cast<unsigned char>(ch);
        switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\r':
                out += "\\r";
                break;
            case '\t':
                out += "\\t";
                break;
            default:
                if (c < 0x20) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\u%04x", c);
                    out += buf;
                } else {
                    out += ch;
                }
        }
    }
    return out + "\"";
}

// The part of a source line shown under an error: all of it up to kWidth characters; of a
// longer line (movetext exported on one line, a scoresheet typed without breaks) at most
// kWidth characters around the error's column, cut between tokens where it can be and marked
// "… " and " …" (not "...", which reads as a move number's dots).
struct SourceWindow {
    std::size_t begin, end;      // bytes of the line shown
    std::uint32_t first_column;  // the column of its first character
    bool cut_before, cut_after;
};

SourceWindow source_window(std::string_view line, std::uint32_t column) {
    constexpr std::size_t kWidth = 100, kBefore = 40;
    std::vector<std::size_t> starts;  // the byte where each character starts
    for (std::size_t i = 0; i < line.size(); ++i)
        if (!continuation(line[i])) starts.push_back(i);
    const std::size_t chars = starts.size();
    if (chars <= kWidth) return {0, line.size(), 1, false, false};
    // The error's character (on the line: a column past its end is taken as the last one).
    const std::size_t at = std::min<std::size_t>(column > 0 ? column - 1 : 0, chars - 1);
    std::size_t first = at > kBefore ? at - kBefore : 0;
    first = std::min(first, chars - kWidth);
    std::size_t last = first + kWidth;
    const auto space = [&](std::size_t k) { return line[starts[k]] == ' '; };
    // Cut after a space and before one, keeping the error's token (a move is at most 8 bytes).
    if (first > 0)
        for (std::size_t k = first; k <= at; ++k)
            if (space(k - 1)) {
                first = k;
                break;
            }
    if (last < chars)
        for (std::size_t k = last; k > at + 8 && k > first; --k)
            if (space(k)) {
                last = k;
                break;
            }
    return {starts[first], last < chars ? starts[last] : line.size(), std::uint32_t(first + 1),
            first > 0, last < chars};
}

// "38. Bf3"; a "move" of more than 40 characters (garbage in the movetext) is cut short.
std::string move_label(const MoveError& e) {
    constexpr std::size_t kLongest = 40;
    std::size_t end = 0, chars = 0;
    while (end < e.text.size() && chars < kLongest)
        if (!continuation(e.text[end++])) ++chars;
    while (end < e.text.size() && continuation(e.text[end])) ++end;
    return std::to_string(e.move_number) + (e.side == Color::White ? ". " : "... ") +
           e.text.substr(0, end) + (end < e.text.size() ? "\u2026" : "");
}

}  // namespace

void report_text(std::ostream& out, const GameInfo& g, const MoveError& e, bool color) {
    const char* red = color ? "\x1b[1;31m" : "";
    const char* bold = color ? "\x1b[1m" : "";
    const char* reset = color ? "\x1b[0m" : "";
    out << bold << g.file << ':' << e.where.line << ':' << e.where.column << ":" << reset << ' '
        << red << "error:" << reset << " game " << g.number << " (" << g.white << " - " << g.black
        << ")";
    if (!e.text.empty()) out << ", move " << move_label(e);
    out << ": " << e.message << '\n';
    if (!e.source_line.empty()) {
        const SourceWindow w = source_window(e.source_line, e.where.column);
        const std::string_view shown =
            std::string_view(e.source_line).substr(w.begin, w.end - w.begin);
        out << "  " << (w.cut_before ? "\u2026 " : "") << shown << (w.cut_after ? " \u2026" : "")
            << "\n  " << (w.cut_before ? "  " : "");
        // The caret goes under the move: columns count characters, so pad with spaces (tabs
        // kept, so that it lines up under them too).
        std::uint32_t col = w.first_column;
        std::size_t i = 0;
        for (; i < shown.size() && col < e.where.column; ++i) {
            if (continuation(shown[i])) continue;
            out << (shown[i] == '\t' ? '\t' : ' ');
            ++col;
        }
        // Under the rest of the move, as far as the line is shown.
        std::size_t room = 0;
        for (std::size_t k = i; k < shown.size(); ++k) room += !continuation(shown[k]);
        out << red << '^';
        for (std::size_t k = 1; k < e.text.size() && e.text[k] != ' ' && room > 1; ++k)
            if (!continuation(e.text[k])) {
                out << '~';
                --room;
            }
        out << reset << '\n';
    }
    if (!e.nearest.empty()) {
        out << "  nearest legal readings:";
        for (const auto& n : e.nearest) out << ' ' << n;
        out << '\n';
    }
}

namespace {

// The fields every JSON report starts with, the object left open.
void json_head(std::ostream& out, std::string_view severity, const GameInfo& g, Location where) {
    out << "{\"severity\":\"" << severity << "\",\"file\":" << json_string(g.file)
        << ",\"line\":" << where.line << ",\"column\":" << where.column << ",\"game\":" << g.number
        << ",\"white\":" << json_string(g.white) << ",\"black\":" << json_string(g.black);
}

}  // namespace

void report_json(std::ostream& out, const GameInfo& g, const MoveError& e) {
    json_head(out, "error", g, e.where);
    out << ",\"ply\":" << e.ply << ",\"move_number\":" << e.move_number
        << ",\"side\":" << (e.side == Color::White ? "\"white\"" : "\"black\"")
        << ",\"text\":" << json_string(e.text) << ",\"kind\":" << json_string(name(e.error.code))
        << ",\"message\":" << json_string(e.message) << ",\"fen\":" << json_string(e.fen_before)
        << ",\"suggestions\":[";
    for (std::size_t i = 0; i < e.nearest.size(); ++i)
        out << (i ? "," : "") << json_string(e.nearest[i]);
    out << "]}\n";
}

void report_issue_json(std::ostream& out, const GameInfo& g, const SyntaxIssue& issue) {
    json_head(out, "warning", g, issue.where);
    out << ",\"kind\":" << json_string(issue_kind_name(issue.kind))
        << ",\"message\":" << json_string(issue.message) << "}\n";
}

void report_unreadable_json(std::ostream& out, std::string_view file, std::string_view why) {
    out << "{\"severity\":\"error\",\"file\":" << json_string(file)
        << ",\"kind\":\"unreadable_file\",\"message\":" << json_string(why) << "}\n";
}

void report_summary(std::ostream& out, std::string_view command, const Output& total,
                    double seconds, std::uint64_t unreadable) {
    const auto count = [&](std::uint64_t n, std::string_view what) {
        out << n << ' ' << what << (n == 1 ? "" : "s");
    };
    out << "notator " << command << ": ";
    count(total.games, "game");
    out << ", ";
    count(total.moves, "move");
    out << ", ";
    count(total.errors, "error");
    out << ", ";
    const std::uint64_t warnings = total.warnings();
    count(warnings, "warning");
    if (warnings > 0) {  // by kind, most first (ties in IssueKind order)
        std::array<std::size_t, kIssueKindCount> kinds;
        for (std::size_t k = 0; k < kinds.size(); ++k) kinds[k] = k;
        std::stable_sort(kinds.begin(), kinds.end(), [&](std::size_t a, std::size_t b) {
            return total.warnings_by_kind[a] > total.warnings_by_kind[b];
        });
        const char* sep = " (";
        for (const std::size_t k : kinds) {
            if (total.warnings_by_kind[k] == 0) break;
            out << sep << total.warnings_by_kind[k] << ' ' << issue_kind_name(IssueKind(k));
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

void report_issue(std::ostream& out, const GameInfo& g, const SyntaxIssue& issue) {
    out << g.file << ':' << issue.where.line << ':' << issue.where.column << ": warning: game "
        << g.number << " (" << g.white << " - " << g.black << "): " << issue.message << '\n';
}

namespace {

// A report of `what` in `game`, written by `write` with the game's number and `what`'s line
// counted on from the games and line ends before them.
template <class What, class Write>
Output::Report placed_report(const GameInfo& game, const What& what, bool to_err, Write write) {
    return {to_err, [game, what, write](std::ostream& out, std::uint64_t games_before,
                                        std::uint64_t lines_before) {
                GameInfo g = game;
                g.number += games_before;
                What w = what;
                w.where.line += lines_before;
                write(out, g, w);
            }};
}

}  // namespace

Output::Report error_report(const GameInfo& game, const MoveError& e, ReportForm form, bool color,
                            bool to_err) {
    return placed_report(game, e, to_err,
                         [form, color](std::ostream& out, const GameInfo& g, const MoveError& m) {
                             if (form == ReportForm::Json)
                                 report_json(out, g, m);
                             else
                                 report_text(out, g, m, color);
                         });
}

Output::Report issue_report(const GameInfo& game, const SyntaxIssue& issue, ReportForm form,
                            bool to_err) {
    return placed_report(game, issue, to_err,
                         [form](std::ostream& out, const GameInfo& g, const SyntaxIssue& i) {
                             if (form == ReportForm::Json)
                                 report_issue_json(out, g, i);
                             else
                                 report_issue(out, g, i);
                         });
}

}  // namespace notator::cli
