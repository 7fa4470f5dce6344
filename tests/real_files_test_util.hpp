// What the tests of files as they really come share: a visitor that keeps everything a reading
// tells (internal to the tests).
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "notator/pgn.hpp"

namespace notator::test {

// Everything a reading tells, kept.
struct Told : PgnVisitor {
    std::uint64_t games = 0, moves = 0;
    std::vector<std::pair<std::string, std::string>> tags;
    std::vector<std::string> comments, written, results;
    std::vector<Diagnostic> errors, warnings;
    std::vector<std::string> rests;
    void tag(std::string_view n, std::string_view v) override { tags.emplace_back(n, v); }
    void move(const Position&, const ReadMove&, std::string_view w) override {
        written.emplace_back(w);
    }
    void comment(std::string_view c) override { comments.emplace_back(c); }
    void move_error(const Diagnostic& e, std::string_view rest) override {
        errors.push_back(e);
        rests.emplace_back(rest);
    }
    void warning(const Diagnostic& w) override { warnings.push_back(w); }
    void end_game(const GameEnd& end) override {
        ++games;
        moves += end.moves;
        results.emplace_back(end.result);
    }
    bool warned(Errc code) const {
        return std::any_of(warnings.begin(), warnings.end(),
                           [&](const Diagnostic& w) { return w.error.code == code; });
    }
};

inline Told told(std::string_view text, const PgnReadOptions& options = {}) {
    Told t;
    read_pgn(text, t, options);
    return t;
}

}  // namespace notator::test
