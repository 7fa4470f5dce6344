// The Python module notator._notator (the package notator re-exports it).
#include "common.hpp"

namespace py = pybind11;
using namespace notator;
using namespace notator::python;

namespace {

py::object new_exception(py::module_& m, const char* name, PyObject* base, const char* doc) {
    std::string qualified = "notator.";
    qualified += name;
    py::object type = py::reinterpret_steal<py::object>(
        PyErr_NewExceptionWithDoc(qualified.c_str(), doc, base, nullptr));
    m.attr(name) = type;
    return type;
}

}  // namespace

PYBIND11_MODULE(_notator, m) {
    m.doc() =
        "FIDE algebraic chess notation: read, check and write moves and games in any "
        "language's piece letters.";
    Exceptions& e = exceptions();
    e.move_error = new_exception(m, "MoveError", PyExc_ValueError,
                                 "A move that cannot be read: kind, text, start, end (its "
                                 "characters in error), fen, suggestions (likely readings).");
    e.invalid_move = new_exception(m, "InvalidMoveError", e.move_error.ptr(),
                                   "Text that is no move in any form (python-chess's name).");
    e.illegal_move = new_exception(m, "IllegalMoveError", e.move_error.ptr(),
                                   "A move that the position does not allow.");
    e.ambiguous_move = new_exception(m, "AmbiguousMoveError", e.move_error.ptr(),
                                     "Text that names several legal moves.");
    e.fen_error = new_exception(m, "FenError", PyExc_ValueError, "A FEN that is no position.");
    e.input_error = new_exception(m, "InputError", PyExc_OSError,
                                  "A file that cannot be read (missing, cut short, not text).");

    m.attr("WHITE") = true;
    m.attr("BLACK") = false;
    m.attr("PAWN") = 1;
    m.attr("KNIGHT") = 2;
    m.attr("BISHOP") = 3;
    m.attr("ROOK") = 4;
    m.attr("QUEEN") = 5;
    m.attr("KING") = 6;
    m.attr("STARTING_FEN") = Position().fen();
    py::list names;
    for (int s = 0; s < 64; ++s) names.append(to_string(Square(s)));
    m.attr("SQUARE_NAMES") = names;
    m.def(
        "parse_square",
        [](const std::string& name) {
            const auto s = parse_square(name);
            if (!s) throw py::value_error("'" + name + "' is not a square");
            return int(*s);
        },
        py::arg("name"), "0 for 'a1' ... 63 for 'h8'. Raises ValueError.");
    m.def(
        "languages",
        [] {
            std::vector<std::tuple<std::string, std::string, std::string>> out;
            for (const Language& l : notator::languages()) {
                std::string letters;
                for (const auto& letter : l.letters) {
                    if (!letters.empty()) letters += ' ';
                    letters += letter.view();
                }
                out.emplace_back(l.code, l.name, letters);
            }
            return out;
        },
        "Every built-in language: (code, name, 'K Q R B N' letters).");

    m.def(
        "find_game_start",
        [](const py::object& data, std::size_t start) -> std::optional<std::size_t> {
            // The bytes as one contiguous block (a strided view is refused: TypeError).
            Py_buffer view;
            if (PyObject_GetBuffer(data.ptr(), &view, PyBUF_SIMPLE) != 0)
                throw py::error_already_set();
            const std::string_view text(static_cast<const char*>(view.buf), std::size_t(view.len));
            std::size_t at;
            {
                py::gil_scoped_release free;
                at = find_game_start(text, std::min(start, text.size()));
            }
            PyBuffer_Release(&view);
            if (at == std::string_view::npos) return std::nullopt;
            return at;
        },
        py::arg("data"), py::arg("start"),
        "The first byte offset at or after `start` of PGN bytes (bytes, bytearray, mmap, any "
        "contiguous buffer) where a game certainly starts, whatever came before; None where "
        "none does. Pieces cut there read as the whole does (what `notator check -j N` and a "
        "cluster's shards rely on). `data` must begin where a file or a game begins.");

    bind_diagnostic(m);
    bind_board(m);
    bind_games(m);

    py::class_<ProseResult>(m, "Translation", "What translate() made of a text.")
        .def_readonly("text", &ProseResult::text, "The text, its moves translated.")
        .def_readonly("moves", &ProseResult::moves, "Words read as moves.")
        .def_readonly("translated", &ProseResult::translated, "Moves whose letters changed.")
        .def_readonly("checked", &ProseResult::checked, "Moves replayed in numbered sequences.")
        .def_readonly("errors", &ProseResult::errors,
                      "Moves of a sequence that do not replay (Diagnostic).")
        .def_readonly("warnings", &ProseResult::warnings, "Diagnostic warnings.")
        .def("__repr__", [](const ProseResult& r) {
            return "<Translation " + std::to_string(r.moves) + " moves, " +
                   std::to_string(r.translated) + " translated, " +
                   std::to_string(r.errors.size()) + " errors>";
        });
    m.def(
        "translate",
        [](const std::string& text, const std::string& from_language,
           const std::optional<std::string>& to_language, bool html) {
            ProseOptions o;
            o.from = &language_of(from_language);
            o.to = &language_of(to_language);
            o.html = html;
            py::gil_scoped_release free;
            return translate_prose(text, o);
        },
        py::arg("text"), py::arg("from_language"), py::arg("to_language") = py::none(),
        py::arg("html") = false,
        "The moves inside running text (a chapter, an article; Markdown, or HTML with "
        "html=True) in another language's letters (None: English), every other character as it "
        "was; numbered sequences replayed and their errors reported, as `notator translate` does. "
        "Raises ValueError for a language it does not know.");
}
