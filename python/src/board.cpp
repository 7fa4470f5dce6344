// notator.Board and notator.Move: a position with its moves played, as python-chess's Board.
#include <sstream>

#include "common.hpp"

namespace notator::python {

namespace {

ReadOptions reading(const std::optional<std::string>& language, bool strict) {
    ReadOptions o = read_options_of(language);
    o.strict = strict;
    return o;
}

Position from_fen(const std::string& fen, bool chess960) {
    auto p = Position::from_fen(fen, {chess960});
    if (!p) raise_error(exceptions().fen_error, p.error(), p.error().message());
    return *p;
}

char piece_char(Piece p) {
    const char c = "PNBRQK"[index(p.role)];
    return p.color == Color::White ? c : char(c - 'A' + 'a');
}

std::string diagram(const Position& pos) {
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        for (int file = 0; file < 8; ++file) {
            const auto piece = pos.piece_at(make_square(File(file), Rank(rank)));
            out += file ? " " : "";
            out += piece ? piece_char(*piece) : '.';
        }
        if (rank) out += '\n';
    }
    return out;
}

}  // namespace

WriteOptions writing(const std::optional<std::string>& language, const std::string& style,
                     bool figurine, const std::string& preset) {
    const Language& l = language_of(language);
    WriteOptions o;
    if (preset == "fide")
        o = WriteOptions::fide(l);
    else if (preset == "pgn")
        o = WriteOptions::pgn();
    else
        throw py::value_error("preset must be 'pgn' or 'fide', not '" + preset + "'");
    o.language = &l;
    if (const auto named = style_named(style))
        o.style = *named;
    else
        throw py::value_error("style must be 'short', 'long', 'uci' or 'numeric', not '" + style +
                              "'");
    o.figurine = figurine;
    return o;
}

void bind_board(py::module_& m) {
    py::class_<PyMove>(m, "Move",
                       "A move by its squares, as the UCI protocol writes it (python-chess's "
                       "Move): from_square, to_square (0 = a1 ... 63 = h8), promotion (2 knight "
                       "... 5 queen, or None).")
        .def(py::init([](int from, int to, std::optional<int> promotion) {
                 if (from < 0 || from > 63 || to < 0 || to > 63)
                     throw py::value_error("squares are 0 (a1) to 63 (h8)");
                 if (promotion && (*promotion < 2 || *promotion > 5))
                     throw py::value_error("promotion is 2 (knight) to 5 (queen)");
                 return PyMove{from, to, promotion, false};
             }),
             py::arg("from_square"), py::arg("to_square"), py::arg("promotion") = py::none())
        .def_static("from_uci", &PyMove::from_uci, py::arg("uci"),
                    "The move a UCI text names ('e2e4', 'e7e8q', '0000'). Raises "
                    "InvalidMoveError.")
        .def_static("null",
                    [] {
                        return PyMove{0, 0, std::nullopt, true};
                    })
        .def_readonly("from_square", &PyMove::from_square)
        .def_readonly("to_square", &PyMove::to_square)
        .def_readonly("promotion", &PyMove::promotion)
        .def("uci", &PyMove::uci)
        .def("__bool__", [](const PyMove& mv) { return !mv.null; })
        .def("__str__", &PyMove::uci)
        .def("__repr__", [](const PyMove& mv) { return "Move.from_uci('" + mv.uci() + "')"; })
        .def(
            "__eq__", [](const PyMove& a, const PyMove& b) { return a == b; }, py::is_operator())
        .def("__hash__", [](const PyMove& mv) { return py::hash(py::str(mv.uci())); });

    py::class_<Board>(m, "Board",
                      "A position and the moves played to it (python-chess's Board): moves read "
                      "from text in any language and form the FIDE system allows, and written "
                      "in any.")
        .def(py::init([](const std::optional<std::string>& fen, bool chess960) {
                 return fen ? Board(from_fen(*fen, chess960)) : Board();
             }),
             py::arg("fen") = py::none(), py::arg("chess960") = false,
             "The start position, or a FEN (standard, X-FEN or Shredder). Raises FenError.")
        .def(
            "fen",
            [](const Board& b, bool shredder) {
                return b.pos.fen(shredder ? CastlingFormat::Shredder : CastlingFormat::Standard);
            },
            py::arg("shredder") = false)
        .def_property_readonly(
            "turn", [](const Board& b) { return b.pos.turn() == Color::White; },
            "True: White to move (notator.WHITE).")
        .def_property_readonly("fullmove_number",
                               [](const Board& b) { return b.pos.fullmove_number(); })
        .def_property_readonly("halfmove_clock",
                               [](const Board& b) { return b.pos.halfmove_clock(); })
        .def_property_readonly("chess960", [](const Board& b) { return b.pos.is_chess960(); })
        .def_property_readonly("legal_moves",
                               [](const Board& b) {
                                   MoveList list;
                                   generate_legal(b.pos, list);
                                   std::vector<PyMove> out;
                                   out.reserve(list.size());
                                   for (const Move mv : list) out.push_back(PyMove::of(b.pos, mv));
                                   return out;
                               })
        .def_property_readonly("move_stack",
                               [](const Board& b) {
                                   std::vector<PyMove> out;
                                   for (const auto& [before, mv] : b.stack)
                                       out.push_back(PyMove::of(before, mv));
                                   return out;
                               })
        .def(
            "piece_at",
            [](const Board& b, int square) -> std::optional<std::string> {
                if (square < 0 || square > 63) throw py::value_error("squares are 0 to 63");
                const auto p = b.pos.piece_at(Square(square));
                if (!p) return std::nullopt;
                return std::string(1, piece_char(*p));
            },
            py::arg("square"), "The piece on a square as its FEN letter ('N', 'p'), or None.")
        .def("is_legal",
             [](const Board& b, const PyMove& mv) {
                 return mv.null ? !b.pos.in_check() : bool(parse_uci(b.pos, mv.uci()));
             })
        .def(
            "push", [](Board& b, const PyMove& mv) { b.play(mv.in(b.pos)); }, py::arg("move"),
            "Plays a move. Raises IllegalMoveError.")
        .def("push_uci",
             [](Board& b, const std::string& text) {
                 const PyMove mv = PyMove::from_uci(text);
                 b.play(mv.in(b.pos));
                 return mv;
             })
        .def(
            "parse_san",
            [](const Board& b, const std::string& text, const std::optional<std::string>& language,
               bool strict) {
                const ReadOptions o = reading(language, strict);
                ReadMove read;
                if (auto e = read_move_into(b.pos, text, read, o))
                    raise_move_error(b.pos, text, *e, o);
                return PyMove::of(b.pos, read.move);
            },
            py::arg("san"), py::arg("language") = py::none(), py::arg("strict") = false,
            "The legal move a text names, in any form the FIDE system allows and in the piece "
            "letters of `language` (a code, a name or five letters; None: English). Raises "
            "InvalidMoveError, IllegalMoveError or AmbiguousMoveError (ValueError), with kind, "
            "text, start, end, fen and suggestions.")
        .def(
            "push_san",
            [](Board& b, const std::string& text, const std::optional<std::string>& language,
               bool strict) {
                const ReadOptions o = reading(language, strict);
                ReadMove read;
                if (auto e = read_move_into(b.pos, text, read, o))
                    raise_move_error(b.pos, text, *e, o);
                const PyMove mv = PyMove::of(b.pos, read.move);
                b.play(read.move);
                return mv;
            },
            py::arg("san"), py::arg("language") = py::none(), py::arg("strict") = false,
            "parse_san, then the move played.")
        .def(
            "san",
            [](const Board& b, const PyMove& mv, const std::optional<std::string>& language,
               const std::string& style, bool figurine, const std::string& preset) {
                return write_move(b.pos, mv.in(b.pos), writing(language, style, figurine, preset));
            },
            py::arg("move"), py::arg("language") = py::none(), py::arg("style") = "short",
            py::arg("figurine") = false, py::arg("preset") = "pgn",
            "The move written: style 'short' (Nf3), 'long' (Ng1f3), 'uci' or 'numeric' (ICCF: "
            "7163); preset 'pgn' (O-O, "
            "e8=Q) or 'fide' (0-0, e8D, e.p.), in the letters of `language`.")
        .def(
            "lan",
            [](const Board& b, const PyMove& mv, const std::optional<std::string>& language) {
                // As python-chess writes it: Ng1-f3, Nf3xe5, e7-e8=Q, O-O.
                WriteOptions o = writing(language, "long", false, "pgn");
                o.long_hyphen = true;
                return write_move(b.pos, mv.in(b.pos), o);
            },
            py::arg("move"), py::arg("language") = py::none(),
            "The move in the long form, as python-chess's lan writes it (Ng1-f3, Nf3xe5).")
        .def(
            "variation_san",
            [](const Board& b, const std::vector<PyMove>& moves,
               const std::optional<std::string>& language, const std::string& preset) {
                Position pos = b.pos;
                std::vector<Move> line;
                for (const PyMove& mv : moves) {
                    line.push_back(mv.in(pos));
                    pos.play_or_pass(line.back());
                }
                return write_line(b.pos, line, writing(language, "short", false, preset));
            },
            py::arg("moves"), py::arg("language") = py::none(), py::arg("preset") = "pgn",
            "A line of moves from here with move numbers: '1. e4 e5 2. Nf3'. Raises "
            "IllegalMoveError.")
        .def(
            "likely_readings",
            [](const Board& b, const std::string& text, const std::optional<std::string>& language,
               std::size_t count) {
                const ReadOptions o = reading(language, false);
                std::vector<std::string> out;
                for (const Reading& r : likely_readings(b.pos, text, o, count))
                    out.push_back(write_move(b.pos, r.move, WriteOptions::fide(*o.language)));
                return out;
            },
            py::arg("text"), py::arg("language") = py::none(), py::arg("count") = 3,
            "The legal moves the text most likely stands for, likeliest first.")
        .def("pop",
             [](Board& b) {
                 if (b.stack.empty()) throw py::index_error("pop from an empty move stack");
                 const PyMove mv = PyMove::of(b.stack.back().first, b.stack.back().second);
                 b.undo();
                 return mv;
             })
        .def("peek",
             [](const Board& b) {
                 if (b.stack.empty()) throw py::index_error("no move played");
                 return PyMove::of(b.stack.back().first, b.stack.back().second);
             })
        .def(
            "copy", [](const Board& b, bool stack) { return stack ? b : Board(b.pos); },
            py::arg("stack") = true)
        .def("is_capture",
             [](const Board& b, const PyMove& mv) {
                 const Move x = mv.in(b.pos);
                 return !x.is_null() && b.pos.is_capture(x);
             })
        .def("is_en_passant",
             [](const Board& b, const PyMove& mv) { return mv.in(b.pos).is_en_passant(); })
        .def("is_castling",
             [](const Board& b, const PyMove& mv) { return mv.in(b.pos).is_castling(); })
        .def("gives_check",
             [](const Board& b, const PyMove& mv) {
                 const Move x = mv.in(b.pos);
                 return !x.is_null() && b.pos.gives_check(x);
             })
        .def("is_check", [](const Board& b) { return b.pos.in_check(); })
        .def("is_checkmate", [](const Board& b) { return is_checkmate(b.pos); })
        .def("is_stalemate", [](const Board& b) { return is_stalemate(b.pos); })
        .def("is_insufficient_material", [](const Board& b) { return is_dead_by_material(b.pos); })
        .def("is_seventyfive_moves", [](const Board& b) { return seventy_five_move_draw(b.pos); })
        .def("is_fivefold_repetition", [](const Board& b) { return b.repetitions() >= kFivefold; })
        .def("can_claim_threefold_repetition",
             [](const Board& b) { return b.repetitions() >= kThreefold; })
        .def("can_claim_fifty_moves", [](const Board& b) { return fifty_move_claimable(b.pos); })
        .def(
            "is_game_over", [](const Board& b) { return b.status() != GameStatus::Ongoing; },
            "Ended by the Laws alone: checkmate, stalemate, a dead position, the "
            "seventy-five-move rule or fivefold repetition.")
        .def("result",
             [](const Board& b) -> std::string {
                 const std::string_view r = result_for(b.status(), b.pos.turn());
                 return r.empty() ? std::string("*") : std::string(r);
             })
        .def(
            "perft",
            [](const Board& b, int depth) {
                if (depth < 0 || depth > kMaxPerftDepth)
                    throw py::value_error("depth must be 0 to " + std::to_string(kMaxPerftDepth));
                const Position pos = b.pos;  // (another thread may play on the board meanwhile)
                py::gil_scoped_release free;
                return perft(pos, depth);
            },
            py::arg("depth"), "The number of move sequences of that many plies (perft).")
        .def("__str__", [](const Board& b) { return diagram(b.pos); })
        .def("__repr__", [](const Board& b) { return "Board('" + b.pos.fen() + "')"; })
        .def(
            "__eq__", [](const Board& a, const Board& b) { return a.pos == b.pos; },
            py::is_operator())
        .def("__copy__", [](const Board& b) { return b; });
}

}  // namespace notator::python
