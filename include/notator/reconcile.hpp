// The two scoresheets of one game, White's and Black's (FIDE Laws 8.1: each player keeps one),
// each maybe in its own language, replayed side by side: every move where they differ, and the
// game they agree on, where one sheet's move is illegal the other's legal one.
#pragma once

#include <cstdint>
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

// A place where the sheets differ, or where both have the same move wrong.
struct SheetDifference {
    enum class Kind : std::uint8_t {
        Differ,     // each sheet has a move here, and they are not the same move
        MissingA,   // sheet A has no move here (one left off it, or it stops): sheet B's taken
        MissingB,   // the same, the other way round
        BothWrong,  // both sheets have this move alike, and it does not read: no difference
                    // between them, one error of the game, taken as its likeliest reading
        Result,     // the results the sheets end with differ (ply: after the last move)
        Alone,      // the game is on one sheet only (or cannot be replayed: `why` says)
    };
    Kind kind = Kind::Differ;
    int ply = 0;  // the move's ply, as Diagnostic::ply counts it (1 for White's first move)
    int move_number = 0;
    Color side = Color::White;
    std::string a, b;   // the move as each sheet has it (empty: that sheet has none there)
    std::string taken;  // the move taken, in English SAN (empty: none, the game stops there)
    std::string why;    // how it was decided, in a sentence
    // Whether the sheets differ here (all but BothWrong).
    bool differs() const { return kind != Kind::BothWrong; }
};

struct Reconciliation {
    // Sheet A's tags, then those only sheet B has.
    std::vector<std::pair<std::string, std::string>> tags;
    Position start;                  // the position both sheets start from (their FEN tag's)
    std::vector<std::string> moves;  // the game the sheets agree on, in English SAN
    std::vector<SheetDifference> differences;
    // The result the sheets agree on (one sheet's, where the other has none), else "*".
    std::string result = "*";
    const Language* language_a = nullptr;  // the languages the sheets were read in
    const Language* language_b = nullptr;
    std::size_t game_a = 0, game_b = 0;  // which game of each sheet this is (from 1; 0: none)
    // How the two were paired where their players' names are spelt apart (by their moves and
    // the round where both give one); empty where by players and round as written, or by moves
    // where unnamed.
    std::string paired_by;
    // The game as PGN (tags, its Result the one agreed on, then the movetext with each
    // difference in a comment after the move taken, and the result): to be written in any
    // language and style through PgnWriter.
    std::string pgn() const;
};

// Reconciles each game of sheet_a (PGN or bare game scores) with the same game of sheet_b. Games
// are paired by their players and round (White, Black and Round tags, in any case, blanks
// aside); where a sheet does not name them, or names them apart (Müller, Mueller), by their
// moves, in any order: each with the one whose opening moves read most alike, games of one line
// told apart by more of their moves (a game missing from one sheet is then passed over, not
// merged with another; named games need the round to fit, "4" and "4.1" alike, and one player
// the same, spelt loosely or with an initial, and say so in paired_by). A game only one sheet
// has is that sheet's alone (an Alone
// difference says why). The moves are aligned by replay and by the numbers written: at each
// move, where both sheets read as the same move, it is taken; where one reads and the other does
// not, the one that reads; where both read as different moves, the one after which the sheets
// go on together further; a move one sheet left out is said so (MissingA, MissingB), the
// sheets aligned again after it; two sheets alike in a move that does not read are one reading
// (BothWrong: their likeliest reading taken). Both sheets are taken as they come: no error stops
// the comparison before the game does, but for what stops a reader before the first move (a
// variant's game, a FEN tag that is no position) and two FEN tags of different positions: then
// one Alone difference at move 1 says why, and nothing is taken. A FEN tag on one sheet only is
// the start of both.
std::vector<Reconciliation> reconcile(std::string_view sheet_a, std::string_view sheet_b,
                                      const ReconcileOptions& options = {});

}  // namespace notator
