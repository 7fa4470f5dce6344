// What the module's parts share: languages from Python's words, errors as Python exceptions,
// moves as Python values, diagnostics as Python objects.
#pragma once

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <notator/notator.hpp>

namespace notator::python {

namespace py = pybind11;

// A language from its code, its name, or five letters of one's own ("KDTLS"); None: English.
// Raises ValueError for none of these. Sets of one's own are kept for the module's life.
const Language& language_of(const std::optional<std::string>& code);
// How moves are read: `language` as language_of takes it, or another notation, as `notator
// --from` names them ("descriptive", "descriptive-es", "iccf").
ReadOptions read_options_of(const std::optional<std::string>& language);

// The exception classes (created at import, subclasses of ValueError).
struct Exceptions {
    py::object move_error, invalid_move, illegal_move, ambiguous_move, fen_error, input_error;
};
Exceptions& exceptions();
// Raises the exception for an error of read_move on `text` in `pos`: InvalidMoveError,
// IllegalMoveError or AmbiguousMoveError, with kind, text, start, end, fen and suggestions.
[[noreturn]] void raise_move_error(const Position& pos, std::string_view text, const Error& error,
                                   const ReadOptions& options);
// Raises FenError (bad FEN) or InputError (a file that cannot be read) with the error's kind.
[[noreturn]] void raise_error(const py::object& type, const Error& error, std::string message);

// A move as Python sees it: its coordinates (UCI), as python-chess's Move.
struct PyMove {
    int from_square = 0, to_square = 0;
    std::optional<int> promotion;  // piece type, 2 knight ... 5 queen
    bool null = false;
    std::string uci() const;
    static PyMove of(const Position& pos, Move m);
    static PyMove of(const UciMove& m);
    static PyMove from_uci(const std::string& text);  // raises InvalidMoveError
    // The move it is in `pos`; raises IllegalMoveError where none is.
    Move in(const Position& pos) const;
    bool operator==(const PyMove& o) const {
        return from_square == o.from_square && to_square == o.to_square &&
               promotion == o.promotion && null == o.null;
    }
};

// Writing options from Python's words: style 'short', 'long' or 'uci'; preset 'pgn' or 'fide';
// raises ValueError for others.
WriteOptions writing(const std::optional<std::string>& language, const std::string& style,
                     bool figurine, const std::string& preset);

// A position and the moves played to it (notator.Board).
struct Board {
    Position pos;
    std::vector<std::pair<Position, Move>> stack;  // each move played, and the position before
    std::vector<std::uint64_t> keys;  // the repetition key of each position, pos's last

    explicit Board(const Position& start = Position()) : pos(start), keys{repetition_key(start)} {}
    void play(Move m) {
        stack.emplace_back(pos, m);
        pos.play_or_pass(m);
        keys.push_back(repetition_key(pos));
    }
    // Takes the last move back; precondition: there is one.
    void undo() {
        pos = stack.back().first;
        stack.pop_back();
        keys.pop_back();
    }
    int repetitions() const { return notator::repetitions(pos, keys); }
    GameStatus status() const { return game_status(pos, keys); }
};

// notator::Diagnostic as the Python class Diagnostic (read-only).
void bind_diagnostic(py::module_& m);

void bind_board(py::module_& m);
void bind_games(py::module_& m);

}  // namespace notator::python
