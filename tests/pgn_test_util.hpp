// What the PGN reader's and writer's tests share: a file's bytes, a visitor that counts
// everything a game has, a game converted, a source that hands out its bytes in small pieces,
// the warnings of each game (internal to the tests).
#pragma once

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "notator/pgn.hpp"

namespace notator::test {

inline std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// Counts everything a game has, and keeps its moves in UCI-like raw form.
struct Census : PgnVisitor {
    std::uint64_t games = 0, moves = 0, comments = 0, nags = 0, variations = 0, errors = 0,
                  issues = 0;
    // NAGs before their line's first move (the export format keeps each in a comment), and
    // the rests notator kept in escape lines (those that hold a '}').
    std::uint64_t leading_nags = 0, escape_rests = 0;
    std::vector<bool> moved{false};
    std::vector<std::uint16_t> raw;
    std::vector<Diagnostic> error_list;
    std::vector<std::pair<std::string, std::string>> tags;
    void begin_game(std::uint64_t, Location) override { moved.assign(1, false); }
    void tag(std::string_view n, std::string_view v) override { tags.emplace_back(n, v); }
    void move(const Position&, const ReadMove& m, std::string_view) override {
        ++moves;
        raw.push_back(m.move.raw());
        nags += m.text.nag != 0;  // a glyph after the move ("e4!") is its NAG
        moved.back() = true;
    }
    void comment(std::string_view) override { ++comments; }
    void nag(int) override {
        ++nags;
        leading_nags += !moved.back();
    }
    void escape_line(std::string_view line) override {
        escape_rests += line.starts_with("%notator: not checked from here on (");
    }
    void begin_variation() override {
        ++variations;
        moved.push_back(false);
    }
    void end_variation() override {
        if (moved.size() > 1) moved.pop_back();
    }
    void move_error(const Diagnostic& e, std::string_view) override {
        ++errors;
        error_list.push_back(e);
    }
    void warning(const Diagnostic&) override { ++issues; }
    void end_game(const GameEnd&) override { ++games; }
};

inline Census census(std::string_view pgn, const PgnReadOptions& options = {}) {
    Census c;
    read_pgn(pgn, c, options);
    return c;
}

inline std::string convert(std::string_view pgn, const PgnWriteOptions& write,
                           const PgnReadOptions& read = {}) {
    std::string out;
    PgnWriter writer(write, [&](std::string_view s) { out += s; });
    read_pgn(pgn, writer, read);
    return out;
}

// A source that hands out its bytes in small pieces of changing size, as a pipe may.
// The sizes of the first pieces may be given.
class Trickle : public ByteSource {
  public:
    explicit Trickle(std::string text, std::vector<std::size_t> first = {})
        : text_(std::move(text)), first_(std::move(first)) {}
    std::size_t read(char* buffer, std::size_t size) override {
        const std::size_t piece = step_ < first_.size() ? first_[step_] : 1 + (step_ * 7919) % 5000;
        ++step_;
        const std::size_t n = std::min({size, text_.size() - at_, piece});
        std::copy_n(text_.data() + at_, n, buffer);
        at_ += n;
        return n;
    }

  private:
    std::string text_;
    std::vector<std::size_t> first_;
    std::size_t at_ = 0, step_ = 0;
};

// The warnings about the result of each game, in order (an empty string: none for that game).
inline std::vector<std::string> result_warnings(std::string_view pgn,
                                                const PgnReadOptions& options = {}) {
    struct Warnings : PgnVisitor {
        std::vector<std::string> list;
        void begin_game(std::uint64_t, Location) override { list.emplace_back(); }
        void warning(const Diagnostic& i) override {
            list.back() += i.message + " @" + std::to_string(i.where.line) + ":" +
                           std::to_string(i.where.column) + ";";
        }
    } w;
    read_pgn(pgn, w, options);
    return w.list;
}

}  // namespace notator::test
