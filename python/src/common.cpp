#include "common.hpp"

namespace notator::python {

const Language& language_of(const std::optional<std::string>& code) {
    if (!code) return english();
    const auto named = language_named(*code);
    if (!named)
        throw py::value_error("'" + *code +
                              "' is neither a language's code or name nor five piece letters: " +
                              named.error().message());
    return **named;
}

Exceptions& exceptions() {
    // Never freed: the types live as long as the process (a static's destructor would run
    // after the interpreter has gone).
    static Exceptions* e = new Exceptions;
    return *e;
}

void raise_error(const py::object& type, const Error& error, std::string message) {
    py::object exc = type(message);
    exc.attr("kind") = std::string(name(error.code));
    PyErr_SetObject(type.ptr(), exc.ptr());
    throw py::error_already_set();
}

void raise_move_error(const Position& pos, std::string_view text, const Error& error,
                      const ReadOptions& options) {
    const Exceptions& e = exceptions();
    const py::object& type = [&]() -> const py::object& {
        switch (error.code) {
            case Errc::AmbiguousMove:
                return e.ambiguous_move;
            case Errc::NoSuchPiece:
            case Errc::IllegalMove:
            case Errc::NullMoveInCheck:
            case Errc::MissingPromotion:
            case Errc::CapturedPieceMismatch:
                return e.illegal_move;
            default:
                return e.invalid_move;
        }
    }();
    const Diagnosis why = diagnose(pos, text, error, options);
    py::object exc = type(why.message);
    exc.attr("kind") = std::string(name(error.code));
    exc.attr("text") = std::string(text);
    exc.attr("start") = error.begin;
    exc.attr("end") = error.end;
    exc.attr("fen") = pos.fen();
    exc.attr("suggestions") = why.nearest_text;
    PyErr_SetObject(type.ptr(), exc.ptr());
    throw py::error_already_set();
}

// (python-chess's square numbers are notator's: a1 0, b1 1, ... h8 63; its piece types
// count from pawn 1.)
std::string PyMove::uci() const {
    UciMove m{Square(from_square), Square(to_square), std::nullopt, null};
    if (promotion) m.promotion = Role(*promotion - 1);
    return write_uci(m);
}

PyMove PyMove::of(const Position& pos, Move m) {
    if (m.is_null()) return PyMove{0, 0, std::nullopt, true};
    return of(uci_move(pos, m));
}

PyMove PyMove::of(const UciMove& m) {
    if (m.null) return PyMove{0, 0, std::nullopt, true};
    PyMove out{int(m.from), int(m.to), std::nullopt, false};
    if (m.promotion) out.promotion = int(*m.promotion) + 1;
    return out;
}

PyMove PyMove::from_uci(const std::string& text) {
    const Result<UciMove> m = read_uci(text);
    if (m) return of(*m);
    py::object exc = exceptions().invalid_move("'" + text + "' is not a move in UCI notation");
    exc.attr("kind") = "uci_syntax";
    exc.attr("text") = text;
    PyErr_SetObject(exceptions().invalid_move.ptr(), exc.ptr());
    throw py::error_already_set();
}

Move PyMove::in(const Position& pos) const {
    if (null) {
        if (pos.in_check()) {
            py::object exc = exceptions().illegal_move("a null move in check");
            exc.attr("kind") = "null_move_in_check";
            PyErr_SetObject(exceptions().illegal_move.ptr(), exc.ptr());
            throw py::error_already_set();
        }
        return Move();
    }
    const auto m = parse_uci(pos, uci());
    if (!m) {
        py::object exc = exceptions().illegal_move("illegal move " + uci() + " in " + pos.fen());
        exc.attr("kind") = std::string(name(m.error().code));
        exc.attr("text") = uci();
        exc.attr("fen") = pos.fen();
        PyErr_SetObject(exceptions().illegal_move.ptr(), exc.ptr());
        throw py::error_already_set();
    }
    return *m;
}

ReadOptions read_options_of(const std::optional<std::string>& language) {
    if (language)
        if (const auto other = notation_named(*language)) return *other;
    ReadOptions o;
    o.language = &language_of(language);
    return o;
}

void bind_diagnostic(py::module_& m) {
    py::class_<Diagnostic>(m, "Diagnostic",
                           "An error or a warning about a game: what `notator check` reports.")
        .def_property_readonly("severity",
                               [](const Diagnostic& d) {
                                   return d.severity == Diagnostic::Severity::Error ? "error"
                                                                                    : "warning";
                               })
        .def_property_readonly("kind",
                               [](const Diagnostic& d) { return std::string(name(d.error.code)); })
        .def_readonly("message", &Diagnostic::message)
        .def_property_readonly("line", [](const Diagnostic& d) { return d.where.line; })
        .def_property_readonly("column", [](const Diagnostic& d) { return d.where.column; })
        .def_readonly("move_number", &Diagnostic::move_number)
        .def_property_readonly("color",
                               [](const Diagnostic& d) -> std::optional<bool> {
                                   if (d.move_number <= 0) return std::nullopt;
                                   return d.side == Color::White;
                               })
        .def_readonly("text", &Diagnostic::text)
        .def_readonly("ply", &Diagnostic::ply)
        .def_readonly("fen", &Diagnostic::fen_before)
        .def_readonly("suggestions", &Diagnostic::nearest)
        .def_readonly("read_as", &Diagnostic::read_as)
        .def_property_readonly("language",
                               [](const Diagnostic& d) -> std::optional<std::string> {
                                   if (!d.language) return std::nullopt;
                                   return std::string(d.language->code);
                               })
        .def("__str__", [](const Diagnostic& d) { return d.message; })
        .def("__repr__", [](const Diagnostic& d) {
            return "<Diagnostic " + std::string(name(d.error.code)) + " at line " +
                   std::to_string(d.where.line) + ": " + d.message + ">";
        });
}

}  // namespace notator::python
