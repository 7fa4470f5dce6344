// Games: read from files, file objects and strings into notator.Game, or checked without
// building them (notator.check); written back in any language and style.
#include <cstring>
#include <map>

#include "common.hpp"

namespace notator::python {

namespace {

// How games are read, from Python's keywords.
struct Reading {
    PgnReadOptions pgn;
    InputOptions input;
};

Reading reading_options(const std::string& language, bool go_on, bool strict, bool claims,
                        const std::string& encoding) {
    Reading r;
    if (language == "auto") {
        r.pgn.find_language = true;
    } else {
        r.pgn.moves = read_options_of(language);
    }
    r.pgn.go_on = go_on;
    r.pgn.moves.strict = strict;
    r.pgn.claims = claims;
    r.input.encoding = encoding;
    return r;
}

// Why reading a Python file object failed: the exception its read() raised (kept to be raised
// again, or as the cause of an InputError), or what it handed back instead of text. Shared by
// the source and the input, for decoding may drop the source on an error.
struct Failure {
    py::object exception;  // (freed with the GIL held: by the input, or the source)
    std::string message;
};

// A Python file object's bytes: str from text files (encoded here as UTF-8), bytes or any
// buffer from binary ones. Called with the GIL released around the reading: it takes it for
// each call. After a failure it hands out nothing more.
class PythonFileSource : public ByteSource {
  public:
    PythonFileSource(py::object file, std::shared_ptr<Failure> failure)
        : file_(std::move(file)), failure_(std::move(failure)) {}
    ~PythonFileSource() override {
        py::gil_scoped_acquire gil;
        file_ = py::object();
        failure_.reset();
    }
    std::size_t read(char* buffer, std::size_t size) override {
        if (at_ == held_.size()) {
            held_.clear();
            at_ = 0;
            if (failed_) return 0;
            py::gil_scoped_acquire gil;
            try {
                take(file_.attr("read")(1 << 16));
            } catch (py::error_already_set& e) {
                fail(std::string(py::str(e.value())), e.value());
            } catch (const std::exception& e) {
                fail(e.what());
            }
        }
        const std::size_t n = std::min(size, held_.size() - at_);
        std::memcpy(buffer, held_.data() + at_, n);
        at_ += n;
        return n;
    }
    std::optional<Error> error() const override {
        if (!failed_) return std::nullopt;
        return Error{Errc::ReadFailed, 0, 0, 0};
    }

  private:
    void take(const py::object& got) {
        if (py::isinstance<py::str>(got)) {
            held_ = std::string(py::str(got));
        } else if (got.is_none()) {
            fail(
                "the file object's read() gave None (a non-blocking stream, which cannot be "
                "waited for)");
        } else if (PyObject_CheckBuffer(got.ptr())) {
            Py_buffer view;
            if (PyObject_GetBuffer(got.ptr(), &view, PyBUF_SIMPLE) != 0)
                throw py::error_already_set();
            held_.assign(static_cast<const char*>(view.buf), std::size_t(view.len));
            PyBuffer_Release(&view);
        } else {
            fail("the file object's read() gave " +
                 std::string(py::str(got.get_type().attr("__name__"))) + ", not text or bytes");
        }
    }
    void fail(std::string message, py::object exception = py::object()) {
        failed_ = true;
        held_.clear();
        failure_->message = std::move(message);
        failure_->exception = std::move(exception);
    }
    py::object file_;
    std::string held_;
    std::size_t at_ = 0;
    bool failed_ = false;
    std::shared_ptr<Failure> failure_;
};

// The bytes of a source: a path (str, bytes or os.PathLike; "-" is standard input, as for the
// command), a file object, or (text=True) a str.
struct Input {
    std::string text;  // the games' text, where given as a string
    std::unique_ptr<ByteSource> source;
    std::shared_ptr<Failure> failure = std::make_shared<Failure>();
    // Raises the source's error: InputError with the error's kind, caused by the file object's
    // own exception where it raised one (which is raised again as it was where it is no
    // Exception: KeyboardInterrupt, SystemExit).
    [[noreturn]] void raise(const Error& e, const std::string& prefix = {}) const {
        const py::object& cause = failure->exception;
        if (cause && !py::isinstance(cause, py::reinterpret_borrow<py::object>(PyExc_Exception))) {
            PyErr_SetObject(reinterpret_cast<PyObject*>(Py_TYPE(cause.ptr())), cause.ptr());
            throw py::error_already_set();
        }
        py::object exc = exceptions().input_error(
            prefix + (failure->message.empty() ? e.message() : failure->message));
        exc.attr("kind") = std::string(name(e.code));
        if (cause) exc.attr("__cause__") = cause;
        PyErr_SetObject(exceptions().input_error.ptr(), exc.ptr());
        throw py::error_already_set();
    }
};

std::unique_ptr<Input> open_source(const py::object& source, const InputOptions& options,
                                   bool text) {
    auto in = std::make_unique<Input>();
    Result<std::unique_ptr<ByteSource>> opened = Error{};
    std::string prefix;
    if (text) {
        if (!py::isinstance<py::str>(source))
            throw py::type_error("parse_games takes the games' text as a str");
        in->text = py::str(source);
        opened = memory_input(in->text, options);
    } else if (py::hasattr(source, "read")) {
        opened = open_input(std::make_unique<PythonFileSource>(source, in->failure), options);
    } else {
        // A path as the file system names it (os.fsdecode takes str, bytes and PathLike).
        const std::string path = py::str(py::module_::import("os").attr("fsdecode")(source));
        if (path.find('\0') != std::string::npos)
            throw py::value_error("a path with a NUL character");
        opened = open_input(path, options);
        prefix = path + ": ";
    }
    if (!opened) in->raise(opened.error(), prefix);
    in->source = std::move(*opened);
    return in;
}

// A game read: shared by its nodes.
using GamePtr = std::shared_ptr<Game>;  // (pybind11 holds non-const; nothing changes it)

// A move of a game with the position before it (notator.GameNode).
struct Node {
    GamePtr game;
    const GameMove* move;
    Position before;
    int ply;  // in its line, from the game's start
};

std::vector<Node> nodes(const GamePtr& game, const Line& line, Position pos, int ply) {
    std::vector<Node> out;
    out.reserve(line.moves.size());
    for (const GameMove& g : line.moves) {
        out.push_back(Node{game, &g, pos, ply++});
        pos.play_or_pass(g.move);
    }
    return out;
}

std::vector<int> nags_of(const GameMove& g) {
    std::vector<int> nags;
    if (g.text.nag) nags.push_back(g.text.nag);  // the glyph, as its NAG (python-chess does so)
    nags.insert(nags.end(), g.nags.begin(), g.nags.end());
    return nags;
}

std::string joined(const std::vector<std::string>& comments) {
    std::string out;
    for (const std::string& c : comments) {
        if (!out.empty()) out += ' ';
        out += c;
    }
    return out;
}

// The games of an input, one at a time (notator.read_games).
class GameIterator {
  public:
    GameIterator(std::unique_ptr<Input> input, PgnReadOptions options)
        : input_(std::move(input)), stream_(*input_->source, options) {}
    GamePtr next() {
        // (The reading runs without the GIL: another thread must not enter it meanwhile.)
        if (busy_) throw py::value_error("this game iterator is already being read");
        busy_ = true;
        std::optional<Game> game;
        {
            py::gil_scoped_release free;
            game = stream_.next();
        }
        busy_ = false;
        if (!game) {
            if (const auto e = stream_.source_error()) input_->raise(*e);
            throw py::stop_iteration();
        }
        return std::make_shared<Game>(std::move(*game));
    }

  private:
    std::unique_ptr<Input> input_;
    GameStream stream_;
    bool busy_ = false;
};

// What checking a source found (notator.check).
struct CheckReport {
    std::uint64_t games = 0, moves = 0;
    std::vector<Diagnostic> errors, warnings;
    std::map<std::string, std::uint64_t> languages;
};

// Keeps every error and warning, and the games by the language read in (given or found).
class Checker : public CheckSummary {
  public:
    explicit Checker(CheckReport& report) : r_(report) {}

  private:
    void on_error(const Diagnostic& e) override { r_.errors.push_back(e); }
    void on_warning(const Diagnostic& w) override { r_.warnings.push_back(w); }
    void on_end_game(const GameEnd& end) override {
        if (end.language) ++r_.languages[std::string(end.language->code)];
    }
    CheckReport& r_;
};

PgnWriteOptions pgn_writing(const std::optional<std::string>& language, const std::string& preset,
                            const std::string& style, bool figurine, std::size_t line_width) {
    PgnWriteOptions o =
        preset == "fide" ? PgnWriteOptions::fide(language_of(language)) : PgnWriteOptions::pgn();
    o.moves = writing(language, style, figurine, preset);
    o.line_width = line_width;
    return o;
}

constexpr const char* kReadingDoc =
    "language: 'auto' (each game's found from its moves, as `notator check` does), a code, a "
    "name or five piece letters; go_on: after an error, read on from its likeliest reading "
    "(every error reported); strict: only what FIDE and the PGN standard allow; claims: warn "
    "where a draw could first be claimed; encoding: 'auto' (UTF-8, else Windows-1252) or an "
    "iconv name. Compressed files (gzip, zstd, bzip2, xz) are recognised.";

}  // namespace

void bind_games(py::module_& m) {
    py::class_<Node>(m, "GameNode", "A move of a game, with the position it was played in.")
        .def_property_readonly("move",
                               [](const Node& n) { return PyMove::of(n.before, n.move->move); })
        .def_property_readonly(
            "written", [](const Node& n) { return n.move->written; },
            "The move as the input had it; for a move read in place of an error (guessed), what "
            "the input had there, the error's text.")
        .def_property_readonly(
            "guessed", [](const Node& n) { return n.move->read_for_error >= 0; },
            "Whether the move was read in place of an error (reading on after it, as `notator "
            "check` does), not as written: a reading for a person to review.")
        .def_property_readonly(
            "error",
            [](const Node& n) -> std::optional<Diagnostic> {
                if (n.move->read_for_error < 0) return std::nullopt;
                return n.game->errors.at(std::size_t(n.move->read_for_error));
            },
            "The error this move was read in place of (see guessed), or None.")
        .def(
            "san",
            [](const Node& n, const std::optional<std::string>& language, const std::string& style,
               bool figurine, const std::string& preset) {
                return write_move(n.before, n.move->move,
                                  writing(language, style, figurine, preset));
            },
            py::arg("language") = py::none(), py::arg("style") = "short",
            py::arg("figurine") = false, py::arg("preset") = "pgn")
        .def_property_readonly("comments", [](const Node& n) { return n.move->comments; })
        .def_property_readonly(
            "comment", [](const Node& n) { return joined(n.move->comments); },
            "The comments after the move, joined by a space.")
        .def_property_readonly(
            "nags", [](const Node& n) { return nags_of(*n.move); },
            "Its glyph as a NAG (! is 1), then its NAGs.")
        .def_property_readonly(
            "alternatives",
            [](const Node& n) {
                std::vector<std::vector<Node>> out;
                for (const Line& l : n.move->variations)
                    out.push_back(nodes(n.game, l, n.before, n.ply));
                return out;
            },
            "The variations written for this move: other moves in its place, each a list of "
            "nodes from the position before it. (python-chess keeps them on the node before, "
            "as that node's variations after its first.)")
        .def("ply",
             [](const Node& n) {
                 // As python-chess counts: the half-moves to the position after the move.
                 return 2 * (n.before.fullmove_number() - 1) +
                        (n.before.turn() == Color::Black ? 1 : 0) + 1;
             })
        .def(
            "turn", [](const Node& n) { return n.before.turn() == Color::Black; },
            "The side to move after the move (True: White), as python-chess's.")
        .def_property_readonly("move_number",
                               [](const Node& n) { return n.before.fullmove_number(); })
        .def_property_readonly(
            "color", [](const Node& n) { return n.before.turn() == Color::White; },
            "The side that made the move (True: White).")
        .def("board_before", [](const Node& n) { return Board(n.before); })
        .def(
            "board",
            [](const Node& n) {
                Board b(n.before);
                b.play(n.move->move);
                return b;
            },
            "The position after the move.")
        .def("__repr__", [](const Node& n) {
            return "<GameNode " + std::to_string(n.before.fullmove_number()) +
                   (n.before.turn() == Color::White ? ". " : "... ") +
                   write_move(n.before, n.move->move) + ">";
        });

    py::class_<Game, GamePtr>(m, "Game",
                              "A game read whole: tags, start position, moves with comments, "
                              "NAGs and variations, result, errors and warnings.")
        // The tags as Game.headers edits them (notator.Headers, in Python): the first of a
        // name read, set (or added at the end) and deleted (every one of the name).
        .def("_tag_names",
             [](const Game& g) {
                 std::vector<std::string> names;
                 for (const auto& [k, v] : g.tags)
                     if (std::find(names.begin(), names.end(), k) == names.end())
                         names.push_back(k);
                 return names;
             })
        .def("_get_tag",
             [](const Game& g, const std::string& name) -> std::optional<std::string> {
                 if (const auto v = g.tag(name)) return std::string(*v);
                 return std::nullopt;
             })
        .def("_set_tag",
             [](Game& g, const std::string& name, const std::string& value) {
                 // (The result after the moves is the tag's, as python-chess writes it.)
                 if (name == "Result")
                     g.result =
                         value == "1-0" || value == "0-1" || value == "1/2-1/2" ? value : "*";
                 for (auto& [k, v] : g.tags)
                     if (k == name) {
                         v = value;
                         return;
                     }
                 g.tags.emplace_back(name, value);
             })
        .def("_del_tag",
             [](Game& g, const std::string& name) {
                 if (name == "Result") g.result = "*";
                 return std::erase_if(g.tags, [&](const auto& t) { return t.first == name; }) > 0;
             })
        .def_property_readonly(
            "tags", [](const Game& g) { return g.tags; },
            "Every tag, in order: (name, value); edit them through headers.")
        .def_readonly("result", &Game::result)
        .def_readonly("number", &Game::number)
        .def_property_readonly("line", [](const Game& g) { return g.where.line; })
        .def_readonly("errors", &Game::errors)
        .def_readonly("warnings", &Game::warnings)
        .def_property_readonly("ok", &Game::ok, "No move was in error.")
        .def_property_readonly("language",
                               [](const Game& g) -> std::optional<std::string> {
                                   if (!g.language) return std::nullopt;
                                   return std::string(g.language->code);
                               })
        .def_readonly("language_found", &Game::language_found)
        .def_readonly("moves_read", &Game::moves_read, "In every line of play.")
        .def(
            "board", [](const Game& g) { return Board(g.start); }, "The start position.")
        .def(
            "end_board",
            [](const Game& g) {
                Board b(g.start);
                for (const GameMove& mv : g.main.moves) b.play(mv.move);
                return b;
            },
            "The position after the main line, its moves on the move stack.")
        .def("mainline_moves",
             [](const Game& g) {
                 std::vector<PyMove> out;
                 out.reserve(g.main.moves.size());
                 Position pos = g.start;
                 for (const GameMove& mv : g.main.moves) {
                     out.push_back(PyMove::of(pos, mv.move));
                     pos.play_or_pass(mv.move);
                 }
                 return out;
             })
        .def(
            "mainline", [](const GamePtr& g) { return nodes(g, g->main, g->start, 0); },
            "The main line's moves as nodes.")
        .def(
            "mainline_san",
            [](const Game& g, const std::optional<std::string>& language, const std::string& style,
               bool figurine, const std::string& preset) {
                const WriteOptions o = writing(language, style, figurine, preset);
                std::vector<std::string> out;
                out.reserve(g.main.moves.size());
                Position pos = g.start;
                for (const GameMove& mv : g.main.moves) {
                    out.push_back(write_move(pos, mv.move, o));
                    pos.play_or_pass(mv.move);
                }
                return out;
            },
            py::arg("language") = py::none(), py::arg("style") = "short",
            py::arg("figurine") = false, py::arg("preset") = "pgn",
            "Each move of the main line written, in one call.")
        .def_property_readonly("starting_comments",
                               [](const Game& g) { return g.main.starting_comments; })
        .def_property_readonly(
            "unchecked",
            [](const Game& g) {
                std::vector<std::string> out;
                for (const UncheckedRest& r : g.main.unchecked) out.push_back(r.text);
                return out;
            },
            "The main line's text from an error on, kept unchecked.")
        .def(
            "pgn",
            [](const Game& g, const std::optional<std::string>& language, const std::string& preset,
               const std::string& style, bool figurine, std::size_t line_width) {
                return write_game(g, pgn_writing(language, preset, style, figurine, line_width));
            },
            py::arg("language") = py::none(), py::arg("preset") = "pgn", py::arg("style") = "short",
            py::arg("figurine") = false, py::arg("line_width") = 80,
            "The game as PGN, in the letters of `language` (None: English), preset 'pgn' or "
            "'fide', style 'short', 'long' or 'uci'.")
        .def("__str__", [](const Game& g) { return write_game(g); })
        .def("__repr__", [](const Game& g) {
            const auto w = g.tag("White"), b = g.tag("Black");
            return "<Game " + std::to_string(g.number) + " " + std::string(w.value_or("?")) +
                   " - " + std::string(b.value_or("?")) + " " + g.result + ", " +
                   std::to_string(g.main.moves.size()) + " moves, " +
                   std::to_string(g.errors.size()) + " errors>";
        });

    py::class_<GameIterator>(m, "GameIterator")
        .def("__iter__", [](GameIterator& it) -> GameIterator& { return it; })
        .def("__next__", &GameIterator::next);

    const auto read_games = [](const py::object& source, bool text, const std::string& language,
                               bool go_on, bool strict, bool claims, const std::string& encoding) {
        const Reading r = reading_options(language, go_on, strict, claims, encoding);
        return GameIterator(open_source(source, r.input, text), r.pgn);
    };
    m.def(
        "read_games",
        [read_games](const py::object& source, const std::string& language, bool go_on, bool strict,
                     bool claims, const std::string& encoding) {
            return read_games(source, false, language, go_on, strict, claims, encoding);
        },
        py::arg("source"), py::kw_only(), py::arg("language") = "auto", py::arg("go_on") = true,
        py::arg("strict") = false, py::arg("claims") = false, py::arg("encoding") = "auto",
        (std::string("The games of a file (a path, or a file object open for reading, text or "
                     "binary), one at a time, as Game objects. Raises InputError for a file "
                     "that cannot be read. ") +
         kReadingDoc)
            .c_str());
    m.def(
        "parse_games",
        [read_games](const py::object& text, const std::string& language, bool go_on, bool strict,
                     bool claims) {
            return read_games(text, true, language, go_on, strict, claims, "auto");
        },
        py::arg("text"), py::kw_only(), py::arg("language") = "auto", py::arg("go_on") = true,
        py::arg("strict") = false, py::arg("claims") = false,
        "The games of PGN text held in a str, as read_games reads a file.");

    py::class_<CheckReport>(m, "CheckReport", "What checking found.")
        .def_readonly("games", &CheckReport::games)
        .def_readonly("moves", &CheckReport::moves, "In every line of play.")
        .def_readonly("errors", &CheckReport::errors)
        .def_readonly("warnings", &CheckReport::warnings)
        .def_readonly("languages", &CheckReport::languages, "Games by language code.")
        .def_property_readonly("ok", [](const CheckReport& r) { return r.errors.empty(); })
        .def("__repr__", [](const CheckReport& r) {
            return "<CheckReport " + std::to_string(r.games) + " games, " +
                   std::to_string(r.moves) + " moves, " + std::to_string(r.errors.size()) +
                   " errors, " + std::to_string(r.warnings.size()) + " warnings>";
        });
    m.def(
        "check",
        [](const py::object& source, const std::string& language, bool go_on, bool strict,
           bool claims, const std::string& encoding) {
            const Reading r = reading_options(language, go_on, strict, claims, encoding);
            std::unique_ptr<Input> in = open_source(source, r.input, false);
            CheckReport report;
            Checker checker(report);
            {
                py::gil_scoped_release free;
                read_pgn(*in->source, checker, r.pgn);
            }
            report.games = checker.counts().games;
            report.moves = checker.counts().moves;
            if (const auto e = in->source->error()) in->raise(*e);
            return report;
        },
        py::arg("source"), py::kw_only(), py::arg("language") = "auto", py::arg("go_on") = true,
        py::arg("strict") = false, py::arg("claims") = false, py::arg("encoding") = "auto",
        (std::string("Checks every game of a file (a path or a file object) as `notator check` "
                     "does, building no Game objects: the fast way to check files from Python. "
                     "Raises InputError. ") +
         kReadingDoc)
            .c_str());
}

}  // namespace notator::python
