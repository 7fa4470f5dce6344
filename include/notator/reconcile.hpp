// The two scoresheets of one game, White's and Black's (FIDE Laws 8.1: each player keeps one),
// each maybe in its own language, replayed side by side: every move where they differ, and the
// game they agree on, where one sheet's move is illegal the other's legal one.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "notator/language.hpp"
#include "notator/position.hpp"
#include "notator/types.hpp"

namespace notator {

struct ReconcileOptions {
    // The languages of the two sheets' piece letters; nullptr: each game's found from its moves
    // (as PgnReadOptions::find_language finds it).
    const Language* language_a = nullptr;
    const Language* language_b = nullptr;
};

// A move where the sheets differ.
struct SheetDifference {
    int ply = 0;  // half-moves played before it
    int move_number = 0;
    Color side = Color::White;
    std::string a, b;   // the move as each sheet has it (empty: that sheet has none there)
    std::string taken;  // the move taken, in English SAN (empty: none, the game stops there)
    std::string why;    // how it was decided, in a sentence
};

struct Reconciliation {
    // Sheet A's tags, then those only sheet B has.
    std::vector<std::pair<std::string, std::string>> tags;
    Position start;                  // the position both sheets start from (their FEN tag's)
    std::vector<std::string> moves;  // the game the sheets agree on, in English SAN
    std::vector<SheetDifference> differences;
    const Language* language_a = nullptr;  // the languages the sheets were read in
    const Language* language_b = nullptr;
    // The game as PGN (tags, then the movetext with each difference in a comment after the
    // move taken, and "*"): to be written in any language and style through PgnWriter.
    std::string pgn() const;
};

// Reconciles game k of sheet_a (PGN or a bare game score) with game k of sheet_b, for every k
// either has (a game only one sheet has is that sheet's alone: a difference at its first move
// says so, and one more at each of its moves that does not read). At each move: where both sheets'
// moves read as the same move, it is taken; where one reads and the other does not (or is missing),
// the one that reads; where both read as different moves, the one after which the game goes on
// further on both sheets (sheet A's where they go on alike); where neither reads, the likely
// reading they share, else sheet A's likeliest (nothing where neither has one, and the game stops
// there). Both sheets are taken as they come: no error stops the comparison before the game does,
// but for what stops a reader before the first move (a variant's game, a FEN tag that is no
// position) and two FEN tags of different positions: then one difference at move 1 says why, and
// nothing is taken. A FEN tag on one sheet only is the start of both.
std::vector<Reconciliation> reconcile(std::string_view sheet_a, std::string_view sheet_b,
                                      const ReconcileOptions& options = {});

}  // namespace notator
