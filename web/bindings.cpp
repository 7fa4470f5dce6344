// The page's WebAssembly module: notator's library behind a few C functions that take text
// and hand back JSON (see web/engine.js, their one caller). The text checked last is kept, so
// that the page can ask for one game's moves, or every game written again, without handing
// the text over again; each check has a number, which those calls name, so that an answer
// about other text than the page holds is never given.
#include <emscripten/emscripten.h>

#include <optional>
#include <string>
#include <vector>

#include "json.hpp"
#include "notator/check_summary.hpp"
#include "notator/game.hpp"
#include "notator/language.hpp"
#include "notator/notation.hpp"
#include "notator/pgn.hpp"

namespace notator::web {

namespace {

// The text checked last and how it was read.
struct Session {
    int generation = 0;  // how many checks there were
    std::string text;
    PgnReadOptions reading;
    std::optional<Game> game;  // the game asked for last (moving through it asks again)
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

const char* failure(std::string_view message, bool stale = false) {
    Json j;
    j.begin_object().key("error").string(message);
    if (stale) j.key("stale").boolean(true);
    j.end_object();
    return hand_back(std::move(j.text()));
}

// What `from` reads: a language by code or name ("de", "German"), five letters of one's own
// ("KDTLS"), or another notation ("descriptive", "iccf"); the error's sentence where it is
// none of these.
std::optional<std::string> read_options(std::string_view from, ReadOptions& out) {
    const auto named = reading_named(from);
    if (named) {
        out = *named;
        return std::nullopt;
    }
    std::string m = "'";
    m.append(from);
    m.append("' is neither a language nor five piece letters: ");
    m.append(named.error().message());
    return m;
}

// How the page writes moves: a language, a style and a preset as `notator convert` takes them,
// and "long-hyphen" for the long form with a hyphen (Ng1-f3).
std::optional<std::string> writing(std::string_view to, std::string_view style, bool figurine,
                                   std::string_view preset, PgnWriteOptions& out) {
    ReadOptions as;
    if (auto e = read_options(to, as)) return e;
    if (as.notation != Notation::Algebraic) return "moves are written in algebraic notation";
    if (preset != "pgn" && preset != "fide") return "no such preset";
    const bool hyphen = style == "long-hyphen";
    const auto named = style_named(hyphen ? "long" : style);
    if (!named) return "no such style";
    out = preset == "fide" ? PgnWriteOptions::fide(*as.language) : PgnWriteOptions::pgn();
    out.moves.language = as.language;
    out.moves.style = *named;
    out.moves.long_hyphen = hyphen;
    out.moves.figurine = figurine;
    return std::nullopt;
}

// Each game's names, errors, warnings and language, with the moves only counted: what the page
// lists, for any number of games.
class Summary : public CheckSummary {
  public:
    explicit Summary(Json& j) : j_(j) { j_.key("games").begin_array(); }
    void begin_game(std::uint64_t number, Location where) override {
        number_ = number;
        line_ = where.line;
        white_.clear(), black_.clear();
        errors_.clear(), warnings_.clear();
    }
    void tag(std::string_view name, std::string_view value) override {
        if (name == "White") white_ = value;
        if (name == "Black") black_ = value;
    }
    void finish() {
        j_.end_array();
        j_.key("total").begin_object();
        j_.key("games").number(std::int64_t(counts().games));
        j_.key("moves").number(std::int64_t(counts().moves));
        j_.key("errors").number(std::int64_t(counts().errors));
        j_.end_object();
    }

  private:
    void on_error(const Diagnostic& e) override { errors_.push_back(e); }
    void on_warning(const Diagnostic& w) override { warnings_.push_back(w); }
    void on_end_game(const GameEnd& end) override {
        j_.begin_object();
        j_.key("number").number(std::int64_t(number_));
        j_.key("line").number(std::int64_t(line_));
        j_.key("white").string(white_);
        j_.key("black").string(black_);
        j_.key("result").string(end.result);
        j_.key("moves").number(std::int64_t(end.moves));
        if (end.language) j_.key("language").string(end.language->code);
        j_.key("language_found").boolean(end.language_found);
        j_.key("errors").begin_array();
        for (const Diagnostic& d : errors_) j_.diagnostic(d);
        j_.end_array();
        j_.key("warnings").begin_array();
        for (const Diagnostic& d : warnings_) j_.diagnostic(d);
        j_.end_array();
        j_.end_object();
    }
    Json& j_;
    std::uint64_t number_ = 0, line_ = 0;
    std::string white_, black_;
    std::vector<Diagnostic> errors_, warnings_;
};

}  // namespace

}  // namespace notator::web

using namespace notator;
using namespace notator::web;

extern "C" {

// The bytes of a file as UTF-8 text, decompressed and decoded as the command reads a file
// (a byte order mark, UTF-16 with one, Windows-1252 where not UTF-8; compressed data is
// refused by name, this build having no decompressors): {"text": ...} or {"error": ...}.
EMSCRIPTEN_KEEPALIVE const char* nt_decode(const char* bytes, std::size_t size) {
    auto in = open_input(memory_bytes(std::string_view(bytes, size)));
    if (!in) return failure(in.error().message());
    const auto text = read_all(**in);
    if (!text) return failure(text.error().message());
    Json j;
    j.begin_object().key("text").string(*text).end_object();
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
// go_on reads on after an error from its likeliest reading. {"generation", "games": [...],
// "total": {...}}, or {"error": ...} (and the text checked before is kept).
EMSCRIPTEN_KEEPALIVE const char* nt_check(const char* text, std::size_t size, const char* from,
                                          int go_on, int strict) {
    PgnReadOptions reading;
    if (std::string_view(from) == "auto") {
        reading.find_language = true;
    } else if (auto e = read_options(from, reading.moves)) {
        return failure(*e);
    }
    reading.go_on = go_on != 0;
    reading.moves.strict = strict != 0;
    Session& s = session();
    s.text.assign(text, size);
    s.reading = reading;
    s.game.reset();
    ++s.generation;
    Json j;
    j.begin_object();
    j.key("generation").number(s.generation);
    Summary summary(j);
    read_pgn(s.text, summary, s.reading);
    summary.finish();
    j.end_object();
    return hand_back(std::move(j.text()));
}

// Game `number` (from 1) of check `generation` (the text checked last), its main line move
// by move with the position after each, the moves written in `to`'s letters and `style`:
// {"tags", "start", "moves": [{san, written, fen, from, to, number, side, error}], "errors",
// "warnings", "result", "language", "pgn"}, or {"error": ..., "stale": true} where another
// text was checked since.
EMSCRIPTEN_KEEPALIVE const char* nt_game(int generation, int number, const char* to,
                                         const char* style, int figurine, const char* preset) {
    Session& s = session();
    if (generation != s.generation) return failure("another text was checked since", true);
    PgnWriteOptions w;
    if (auto e = writing(to, style, figurine != 0, preset, w)) return failure(*e);
    if (!s.game || s.game->number != std::uint64_t(number)) {
        s.game.reset();
        GameStream stream(std::string_view(s.text), s.reading);
        for (int i = 0; i < number; ++i)
            if (!(s.game = stream.next())) return failure("there is no such game");
    }
    const Game& g = *s.game;
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
        j.key("san").string(m.move.is_null() ? "--" : write_move(pos, m.move, w.moves));
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
    for (const Diagnostic& d : g.errors) j.diagnostic(d);
    j.end_array();
    j.key("warnings").begin_array();
    for (const Diagnostic& d : g.warnings) j.diagnostic(d);
    j.end_array();
    j.key("pgn").string(write_game(g, w));
    j.end_object();
    return hand_back(std::move(j.text()));
}

// Every game of check `generation` (the text checked last) written again as `notator convert`
// writes it (a game with an error as far as it was read, the rest kept in a comment; no guess
// written), or with `repair` as `notator repair` does (each error's likeliest reading written,
// with a comment saying what was written and what else it may be): {"pgn": ...}, or
// {"error": ..., "stale": true} where another text was checked since.
EMSCRIPTEN_KEEPALIVE const char* nt_convert(int generation, const char* to, const char* style,
                                            int figurine, const char* preset, int repair) {
    Session& s = session();
    if (generation != s.generation) return failure("another text was checked since", true);
    PgnWriteOptions w;
    if (auto e = writing(to, style, figurine != 0, preset, w)) return failure(*e);
    std::string out;
    PgnWriter writer(w, [&](std::string_view game) { out.append(game); });
    PgnReadOptions reading = s.reading;
    reading.go_on = repair != 0;
    read_pgn(s.text, writer, reading);
    Json j;
    j.begin_object().key("pgn").string(out).end_object();
    return hand_back(std::move(j.text()));
}

// The size in bytes of what the last call handed back (its text is UTF-8).
EMSCRIPTEN_KEEPALIVE std::size_t nt_result_size() { return result().size(); }

}  // extern "C"
