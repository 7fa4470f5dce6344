// Trials: a second reader of the same text, which reads on from a place in a position and
// reports nothing; what it read, and the state the trial reader keeps for it.
#pragma once

#include "layer.hpp"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "movetext_kinds.hpp"
#include "notator/pgn.hpp"

namespace notator::detail::reading {

// A visitor that hears nothing: a trial's.
inline PgnVisitor& no_visitor() {
    static PgnVisitor none;
    return none;
}

// What a trial read: how far, and how well.
struct TrialResult {
    std::uint64_t moves = 0;  // moves read (every line of play)
    Stop stop{};              // why it stopped (Error: at a move that does not read)
    int warnings = 0;         // moves read with a sign that does not fit them
    std::size_t end = 0;      // where it stopped
    std::uint8_t roles = 0;   // the roles whose letters were written (role_bit), and the pawn's
                              // where "P" was written before a pawn move
    bool whole() const { return stop != Stop::Error; }
};

// A move token ahead, as a trial's skip found it: [begin, end), and where the next one starts.
struct TokenAt {
    std::size_t begin = 0, end = 0, next = 0;
};

// A reader's trials: the trial reader (made when first needed), and, in the trial reader, the
// moves it may read, the moves with a sign that does not fit, whether the line tried is a
// variation, and (skipping) the tokens it records.
template <class Reader>
struct Trials {
    std::unique_ptr<Reader> reader;
    std::uint64_t limit = 0;
    int warnings = 0;
    bool in_variation = false;
    std::vector<TokenAt>* tokens = nullptr;
    std::size_t token_limit = 0;
};

}  // namespace notator::detail::reading
