// The page's WebAssembly module: notator's library behind a few C functions that take text
// and hand back JSON (see web/engine.js, their one caller). The text checked last is kept, so
// that the page can ask for one game's moves, or every game written again, without handing
// the text over again.
#include <emscripten/emscripten.h>

#include <optional>
#include <string>
#include <vector>

#include "json.hpp"
#include "notator/game.hpp"
#include "notator/language.hpp"
#include "notator/notation.hpp"
#include "notator/pgn.hpp"

namespace notator::web {

namespace {

// The text checked last and how it was read.
struct Session {
    std::string text;
    PgnReadOptions reading;
    std::optional<Language> own_letters;  // a set of one's own the reading points to
};

Session& session() {
    static Session s;
    return s;
}

// What the last call handed back: valid until the next call.
std::string& result() {
    static std::string r;
    return r;
}

const char* hand_back(std::string text) {
    result() = std::move(text);
    return result().c_str();
}

const char* failure(std::string_view message) {
    Json j;
    j.begin_object().key("error").string(message).end_object();
    return hand_back(std::move(j.text()));
}

// A language by code or name ("de", "German"), five letters of one's own ("KDTLS"), or
// another notation ("descriptive", "iccf"); the error's sentence where it is none of these.
std::optional<std::string> read_options(std::string_view from, ReadOptions& out,
                                        std::optional<Language>& own) {
    if (const auto other = notation_named(from)) {
        out = *other;
        return std::nullopt;
    }
    if (const Language* l = find_language(from)) {
        out.language = l;
        return std::nullopt;
    }
    auto custom = custom_language(from);
    if (!custom) {
        std::string m = "'";
        m.append(from);
        m.append("' is neither a language nor five piece letters: ");
        m.append(custom.error().message());
        return m;
    }
    own = *custom;
    out.language = &*own;
    return std::nullopt;
}

// How the page writes moves: a language, a style and a preset as `notator convert` takes them.
struct Writing {
    PgnWriteOptions pgn;
    std::optional<Language> own_letters;
};

std::optional<std::string> writing(std::string_view to, std::string_view style, bool figurine,
                                   std::string_view preset, Writing& out) {
    ReadOptions as;
    if (auto e = read_options(to, as, out.own_letters)) return e;
    if (as.notation != Notation::Algebraic) return "moves are written in algebraic notation";
    out.pgn = preset == "fide" ? PgnWriteOptions::fide(*as.language) : PgnWriteOptions::pgn();
    out.pgn.moves.language = as.language;
    if (style == "long" || style == "long-hyphen") out.pgn.moves.style = Style::Long;
    if (style == "long-hyphen") out.pgn.moves.long_hyphen = true;
    if (style == "uci") out.pgn.moves.style = Style::Uci;
    if (style == "numeric") out.pgn.moves.style = Style::Numeric;
    out.pgn.moves.figurine = figurine;
    return std::nullopt;
}

void put_diagnostic(Json& j, const Diagnostic& d) {
    j.begin_object();
    j.key("severity").string(d.severity == Diagnostic::Severity::Error ? "error" : "warning");
    j.key("kind").string(name(d.error.code));
    j.key("message").string(d.message);
    j.key("line").number(std::int64_t(d.where.line));
    j.key("column").number(d.where.column);
    if (d.move_number > 0) {
        j.key("text").string(d.text);
        j.key("move_number").number(d.move_number);
        j.key("side").string(d.side == Color::White ? "white" : "black");
        j.key("ply").number(d.ply);
        j.key("fen").string(d.fen_before);
    }
    j.key("suggestions").begin_array();
    for (const std::string& s : d.nearest) j.string(s);
    j.end_array();
    if (!d.read_as.empty()) j.key("read_as").string(d.read_as);
    if (d.language) j.key("language").string(d.language->code);
    j.end_object();
}

// Each game's tags of note, errors, warnings and language, with the moves only counted: what
// the page lists, for any number of games.
class Summary : public PgnVisitor {
  public:
    explicit Summary(Json& j) : j_(j) { j_.key("games").begin_array(); }
    void begin_game(std::uint64_t number, Location where) override {
        number_ = number;
        line_ = where.line;
        white_.clear(), black_.clear(), event_.clear();
        errors_.clear(), warnings_.clear();
    }
    void tag(std::string_view name, std::string_view value) override {
        if (name == "White") white_ = value;
        if (name == "Black") black_ = value;
        if (name == "Event") event_ = value;
    }
    MovetextReading begin_movetext(const Position&) override { return MovetextReading::Check; }
    void move_error(const Diagnostic& e, std::string_view) override { errors_.push_back(e); }
    void warning(const Diagnostic& w) override { warnings_.push_back(w); }
    void end_game(const GameEnd& end) override {
        j_.begin_object();
        j_.key("number").number(std::int64_t(number_));
        j_.key("line").number(std::int64_t(line_));
        j_.key("white").string(white_);
        j_.key("black").string(black_);
        j_.key("event").string(event_);
        j_.key("result").string(end.result);
        j_.key("moves").number(std::int64_t(end.moves));
        if (end.language) j_.key("language").string(end.language->code);
        j_.key("language_found").boolean(end.language_found);
        j_.key("errors").begin_array();
        for (const Diagnostic& d : errors_) put_diagnostic(j_, d);
        j_.end_array();
        j_.key("warnings").begin_array();
        for (const Diagnostic& d : warnings_) put_diagnostic(j_, d);
        j_.end_array();
        j_.end_object();
        ++games_, moves_ += end.moves, error_count_ += errors_.size();
    }
    void finish() {
        j_.end_array();
        j_.key("total").begin_object();
        j_.key("games").number(std::int64_t(games_));
        j_.key("moves").number(std::int64_t(moves_));
        j_.key("errors").number(std::int64_t(error_count_));
        j_.end_object();
    }

  private:
    Json& j_;
    std::uint64_t number_ = 0, line_ = 0, games_ = 0, moves_ = 0, error_count_ = 0;
    std::string white_, black_, event_;
    std::vector<Diagnostic> errors_, warnings_;
};

}  // namespace

}  // namespace notator::web

using namespace notator;
using namespace notator::web;

extern "C" {

// The bytes of a file as UTF-8 text, decoded as the command decodes a file (a byte order
// mark, UTF-16 with one, Windows-1252 where not UTF-8): {"text": ...} or {"error": ...}.
EMSCRIPTEN_KEEPALIVE const char* nt_decode(const char* bytes, std::size_t size) {
    auto in = memory_input(std::string_view(bytes, size));
    if (!in) return failure(in.error().message());
    std::string text;
    char buffer[1 << 16];
    while (const std::size_t n = (*in)->read(buffer, sizeof buffer)) text.append(buffer, n);
    if (const auto e = (*in)->error()) return failure(e->message());
    Json j;
    j.begin_object().key("text").string(text).end_object();
    return hand_back(std::move(j.text()));
}

// The built-in languages, the most used first: [{code, name, letters}].
EMSCRIPTEN_KEEPALIVE const char* nt_languages() {
    Json j;
    j.begin_array();
    for (const Language* l : languages_by_use()) {
        j.begin_object().key("code").string(l->code).key("name").string(l->name);
        std::string letters;
        for (const auto& letter : l->letters) {
            if (!letters.empty()) letters += ' ';
            letters.append(letter.view());
        }
        j.key("letters").string(letters).end_object();
    }
    j.end_array();
    return hand_back(std::move(j.text()));
}

// Checks every game of UTF-8 text (kept for nt_game and nt_convert): from is "auto" (each
// game's language found from its moves), a language, five letters or another notation;
// go_on reads on after an error from its likeliest reading. {"games": [...], "total": {...}}
// or {"error": ...}.
EMSCRIPTEN_KEEPALIVE const char* nt_check(const char* text, std::size_t size, const char* from,
                                          int go_on, int strict) {
    Session& s = session();
    s.text.assign(text, size);
    s.reading = PgnReadOptions{};
    s.own_letters.reset();
    if (std::string_view(from) == "auto") {
        s.reading.find_language = true;
    } else if (auto e = read_options(from, s.reading.moves, s.own_letters)) {
        return failure(*e);
    }
    s.reading.go_on = go_on != 0;
    s.reading.moves.strict = strict != 0;
    Json j;
    j.begin_object();
    Summary summary(j);
    read_pgn(s.text, summary, s.reading);
    summary.finish();
    j.end_object();
    return hand_back(std::move(j.text()));
}

// Game `number` (from 1) of the text checked last, its main line move by move with the
// position after each, the moves written in `to`'s letters and `style`: {"tags", "start",
// "moves": [{san, written, fen, from, to, number, side, error}], "errors", "warnings",
// "result", "language", "pgn"}, or {"error": ...}.
EMSCRIPTEN_KEEPALIVE const char* nt_game(int number, const char* to, const char* style,
                                         int figurine, const char* preset) {
    Writing w;
    if (auto e = writing(to, style, figurine != 0, preset, w)) return failure(*e);
    Session& s = session();
    GameStream stream(std::string_view(s.text), s.reading);
    std::optional<Game> game;
    for (int i = 0; i < number; ++i)
        if (!(game = stream.next())) return failure("there is no such game");
    const Game& g = *game;
    Json j;
    j.begin_object();
    j.key("number").number(std::int64_t(g.number));
    j.key("tags").begin_array();
    for (const auto& [name, value] : g.tags) j.begin_array().string(name).string(value).end_array();
    j.end_array();
    j.key("start").string(g.start.fen());
    j.key("result").string(g.result);
    if (g.language) j.key("language").string(g.language->code);
    j.key("language_found").boolean(g.language_found);
    j.key("moves").begin_array();
    Position pos = g.start;
    for (const GameMove& m : g.main.moves) {
        j.begin_object();
        j.key("san").string(m.move.is_null() ? "--" : write_move(pos, m.move, w.pgn.moves));
        j.key("written").string(m.written);
        j.key("number").number(pos.fullmove_number());
        j.key("side").string(pos.turn() == Color::White ? "white" : "black");
        if (!m.move.is_null()) {
            j.key("from").string(to_string(m.move.from()));
            j.key("to").string(to_string(m.move.king_destination()));
        }
        j.key("error").number(m.read_for_error);
        pos.play_or_pass(m.move);
        j.key("fen").string(pos.fen());
        j.end_object();
    }
    j.end_array();
    j.key("stopped").boolean(!g.main.unchecked.empty());
    j.key("errors").begin_array();
    for (const Diagnostic& d : g.errors) put_diagnostic(j, d);
    j.end_array();
    j.key("warnings").begin_array();
    for (const Diagnostic& d : g.warnings) put_diagnostic(j, d);
    j.end_array();
    j.key("pgn").string(write_game(g, w.pgn));
    j.end_object();
    return hand_back(std::move(j.text()));
}

// Every game of the text checked last written again as `notator convert` writes it (a game
// with an error as far as it was read, the rest kept in a comment; no guess written):
// {"pgn": ...} or {"error": ...}.
EMSCRIPTEN_KEEPALIVE const char* nt_convert(const char* to, const char* style, int figurine,
                                            const char* preset) {
    Writing w;
    if (auto e = writing(to, style, figurine != 0, preset, w)) return failure(*e);
    Session& s = session();
    std::string out;
    PgnWriter writer(w.pgn, [&](std::string_view game) { out.append(game); });
    PgnReadOptions reading = s.reading;
    reading.go_on = false;
    read_pgn(s.text, writer, reading);
    Json j;
    j.begin_object().key("pgn").string(out).end_object();
    return hand_back(std::move(j.text()));
}

// The size in bytes of what the last call handed back (its text is UTF-8).
EMSCRIPTEN_KEEPALIVE std::size_t nt_result_size() { return result().size(); }

}  // extern "C"
