// Diagnostics as JSON: what `notator check --json` writes of each and the page reads.
#include <cstdio>

#include "notator/pgn.hpp"

namespace notator {

std::string json_string(std::string_view text) {
    std::string out = "\"";
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
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
                    char escaped[8];
                    std::snprintf(escaped, sizeof escaped, "\\u%04x", c);
                    out += escaped;
                } else {
                    out += ch;
                }
        }
    }
    out += '"';
    return out;
}

void append_json_fields(std::string& out, const Diagnostic& d) {
    const auto field = [&](std::string_view name) {
        out += ",\"";
        out += name;
        out += "\":";
    };
    field("line");
    out += std::to_string(d.where.line);
    field("column");
    out += std::to_string(d.where.column);
    if (d.move_number > 0) {
        field("ply");
        out += std::to_string(d.ply);
        field("move_number");
        out += std::to_string(d.move_number);
        field("side");
        out += d.side == Color::White ? "\"white\"" : "\"black\"";
        field("text");
        out += json_string(d.text);
    }
    field("kind");
    out += json_string(name(d.error.code));
    field("message");
    out += json_string(d.message);
    if (!d.fen_before.empty()) {
        field("fen");
        out += json_string(d.fen_before);
    }
    if (d.language) {
        field("language");
        out += json_string(d.language->code);
    }
    if (d.severity == Diagnostic::Severity::Error) {
        field("suggestions");
        out += '[';
        for (std::size_t i = 0; i < d.nearest.size(); ++i) {
            if (i > 0) out += ',';
            out += json_string(d.nearest[i]);
        }
        out += ']';
        if (!d.read_as.empty()) {
            field("read_as");
            out += json_string(d.read_as);
        }
    }
}

}  // namespace notator
