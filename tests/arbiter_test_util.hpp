// What the tests of the arbiter's reading share: a visitor that keeps what a reading of a game
// said, and reading with the game read on from each error (internal to the tests).
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "notator/pgn.hpp"

namespace notator::test {

// What a reading of one game said: its errors and warnings, the moves handed over (All), and
// how it ended.
struct Heard : PgnVisitor {
    MovetextReading wanted = MovetextReading::Check;
    std::vector<Diagnostic> errors, warnings;
    std::vector<std::string> moves;  // in English, as the writer writes them
    GameEnd end;                     // the last game's
    std::string end_language;
    std::uint64_t games = 0, moves_read = 0;  // every game's
    MovetextReading begin_movetext(const Position&) override { return wanted; }
    void move(const Position& before, const ReadMove& m, std::string_view) override {
        WriteOptions o;
        o.check_signs = false;
        moves.push_back(write_move(before, m.move, o));
    }
    void move_error(const Diagnostic& e, std::string_view) override { errors.push_back(e); }
    void warning(const Diagnostic& w) override { warnings.push_back(w); }
    bool warned(Errc code) const {
        return std::any_of(warnings.begin(), warnings.end(),
                           [&](const Diagnostic& w) { return w.error.code == code; });
    }
    void end_game(const GameEnd& e) override {
        ++games;
        moves_read += e.moves;
        end = e;
        end_language = e.language ? std::string(e.language->code) : "";
    }
};

// Does the report say `words`? (Its message, where not.)
inline ::testing::AssertionResult says(const Diagnostic& d, std::string_view words) {
    if (d.message.find(words) != std::string::npos) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << d.message;
}

inline PgnReadOptions going_on(bool find_language = false) {
    PgnReadOptions o;
    o.go_on = true;
    o.find_language = find_language;
    return o;
}

inline Heard heard(std::string_view pgn, const PgnReadOptions& options,
                   MovetextReading wanted = MovetextReading::Check) {
    Heard h;
    h.wanted = wanted;
    read_pgn(pgn, h, options);
    return h;
}

}  // namespace notator::test
