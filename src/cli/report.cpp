#include "report.hpp"

#include <cstdio>

namespace notator::cli {

namespace {

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

std::string move_label(const MoveError& e) {
    return std::to_string(e.move_number) + (e.side == Color::White ? ". " : "... ") + e.text;
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
        out << "  " << e.source_line << "\n  ";
        // The caret goes under the move: columns count characters, so pad with spaces (tabs
        // kept, so that it lines up under them too).
        std::uint32_t col = 1;
        for (std::size_t i = 0; i < e.source_line.size() && col < e.where.column; ++i) {
            if ((static_cast<unsigned char>(e.source_line[i]) & 0xC0) == 0x80) continue;
            out << (e.source_line[i] == '\t' ? '\t' : ' ');
            ++col;
        }
        out << red << '^';
        for (std::size_t i = 1; i < e.text.size() && e.text[i] != ' '; ++i)
            if ((static_cast<unsigned char>(e.text[i]) & 0xC0) != 0x80) out << '~';
        out << reset << '\n';
    }
    if (!e.nearest.empty()) {
        out << "  nearest legal readings:";
        for (const auto& n : e.nearest) out << ' ' << n;
        out << '\n';
    }
}

void report_json(std::ostream& out, const GameInfo& g, const MoveError& e) {
    out << "{\"file\":" << json_string(g.file) << ",\"line\":" << e.where.line
        << ",\"column\":" << e.where.column << ",\"game\":" << g.number
        << ",\"white\":" << json_string(g.white) << ",\"black\":" << json_string(g.black)
        << ",\"ply\":" << e.ply << ",\"move_number\":" << e.move_number
        << ",\"side\":" << (e.side == Color::White ? "\"white\"" : "\"black\"")
        << ",\"text\":" << json_string(e.text) << ",\"kind\":" << json_string(name(e.error.code))
        << ",\"message\":" << json_string(e.message) << ",\"fen\":" << json_string(e.fen_before)
        << ",\"suggestions\":[";
    for (std::size_t i = 0; i < e.nearest.size(); ++i)
        out << (i ? "," : "") << json_string(e.nearest[i]);
    out << "]}\n";
}

void report_issue(std::ostream& out, const GameInfo& g, const SyntaxIssue& issue) {
    out << g.file << ':' << issue.where.line << ':' << issue.where.column << ": warning: game "
        << g.number << " (" << g.white << " - " << g.black << "): " << issue.message << '\n';
}

}  // namespace notator::cli
