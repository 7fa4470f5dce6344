// The arbiter's reading: every error of a game, each with the likeliest reading of the move by
// what was written and by how the moves after it replay, the game read on from it; the
// language a game is written in; a rest an earlier conversion kept unchecked; the Laws' draws
// (fivefold repetition, and the claims of threefold repetition and fifty moves).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "notator/outcome.hpp"
#include "notator/pgn.hpp"
#include "notator/reconcile.hpp"
#include "test_data.hpp"

namespace notator {
namespace {

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
::testing::AssertionResult says(const Diagnostic& d, std::string_view words) {
    if (d.message.find(words) != std::string::npos) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << d.message;
}

// Was exactly one error heard, and does it say `words`?
::testing::AssertionResult one_error_saying(const Heard& h, std::string_view words) {
    if (h.errors.size() != 1)
        return ::testing::AssertionFailure() << h.errors.size() << " errors, not one";
    return says(h.errors[0], words);
}

PgnReadOptions going_on(bool find_language = false) {
    PgnReadOptions o;
    o.go_on = true;
    o.find_language = find_language;
    return o;
}

Heard heard(std::string_view pgn, const PgnReadOptions& options,
            MovetextReading wanted = MovetextReading::Check) {
    Heard h;
    h.wanted = wanted;
    read_pgn(pgn, h, options);
    return h;
}

// An error at move 12 no longer hides one at move 25: both are reported, each read on from.
TEST(GoingOn, EveryErrorOfAGameIsReported) {
    // A closed Ruy Lopez ending in a slip at move 25 (Qxe9: no such square).
    const std::string game =
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 6.Re1 b5 7.Bb3 d6 8.c3 O-O 9.h3 Nb8 "
        "10.d4 Nbd7 11.Nbd2 Bb7 12.Bc2 Re8 13.Nf1 Bf8 14.Ng3 g6 15.a4 c5 16.d5 c4 17.Bg5 h6 "
        "18.Be3 Nc5 19.Qd2 h5 20.Bg5 Be7 21.Ra3 Nfd7 22.Bh6 Nb6 23.Bg7 Kxg7 24.Nxh5+ Kg8 "
        "25.Qxe9 *";
    const Heard stop = heard(game, PgnReadOptions{});
    ASSERT_EQ(stop.errors.size(), 1u);
    EXPECT_TRUE(stop.errors[0].read_as.empty());

    std::string two = game;
    two.replace(two.find("12.Bc2"), 6, "12.Be2");  // e for c, as handwriting has it
    const Heard h = heard(two, going_on());
    ASSERT_EQ(h.errors.size(), 2u);
    EXPECT_EQ(h.errors[0].move_number, 12);
    EXPECT_EQ(h.errors[0].read_as, "Bc2");
    EXPECT_TRUE(says(h.errors[0], "read as Bc2 to go on"));
    EXPECT_EQ(h.errors[1].move_number, 25);
    EXPECT_EQ(h.end.moves, 49u);  // every move, the two in error as read
}

// The likeliest reading weighs what the moves after it say: of the knights that can go to d2,
// the one after whose move the game goes on (4.Ne5 is the other knight's).
TEST(GoingOn, LookAheadTellsWhichPieceMoved) {
    const Heard h = heard("1.Nf3 d5 2.d4 Nf6 3.Nd2 e6 4.Ne5 c5 *", going_on());
    ASSERT_EQ(h.errors.size(), 1u);
    EXPECT_EQ(h.errors[0].error.code, Errc::AmbiguousMove);
    EXPECT_EQ(h.errors[0].read_as, "Nbd2");
    ASSERT_FALSE(h.errors[0].nearest.empty());
    EXPECT_EQ(h.errors[0].nearest[0], "Nbd2");
    EXPECT_EQ(h.end.moves, 8u);
}

// The mistakes the issue names, each read as the move meant.
TEST(GoingOn, ScoresheetMistakesAreReadAsMeant) {
    const auto read_as = [](std::string_view game) {
        const Heard h = heard(game, going_on());
        EXPECT_EQ(h.errors.size(), 1u) << game;
        return h.errors.empty() ? std::string() : h.errors[0].read_as;
    };
    // The king's step for castling.
    EXPECT_EQ(read_as("1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.Kg1 Nf6 5.d3 d6 *"), "O-O");
    // A capital file letter.
    EXPECT_EQ(read_as("1.E4 e5 2.Nf3 *"), "e4");
    const Heard capital = heard("1.E4 e5 2.Nf3 *", going_on());
    ASSERT_EQ(capital.errors.size(), 1u);
    EXPECT_TRUE(says(capital.errors[0], "a file is written in a small letter (e4)"));
    // A piece letter of another language in an English game.
    EXPECT_EQ(read_as("1.e4 e5 2.Sf3 Nc6 3.Bb5 *"), "Nf3");
    // Handwriting: 7 for 1.
    EXPECT_EQ(read_as("1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 6.Re7 b5 7.Bb3 *"), "Re1");
    // The departure square written for the arrival, then the game tells where it went.
    EXPECT_EQ(read_as("1.e4 e5 2.Ng1 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O *"), "Nf3");
    // The two squares of the long form swapped.
    EXPECT_EQ(read_as("1.e4 e5 2.Nf3g1 Nc6 *"), "Nf3");
    // The move and the reply in each other's place: read as both, in order.
    EXPECT_EQ(read_as("1.e4 e5 2.Nc6 Nf3 3.Bb5 a6 *"), "Nf3 Nc6");
}

// Castling where the right is gone: which piece moved, and when; read on as the king's or the
// rook's move toward that side where the moves after it read so.
TEST(GoingOn, IllegalCastlingSaysWhyAndIsReadOn) {
    const Heard king =
        heard("1.e4 e5 2.Ke2 Ke7 3.Ke1 Ke8 4.Nf3 Nf6 5.Bc4 Bc5 6.O-O d6 *", going_on());
    ASSERT_TRUE(one_error_saying(king, "the king has moved before (at move 2.)"));
    EXPECT_EQ(king.errors[0].read_as, "Kf1");
    EXPECT_EQ(king.end.moves, 12u);
    // The rook went and came back: the rook's move is named, and the game tells that it was
    // the rook's move to f1 that was played (the rook then goes on from f1).
    const Heard rook = heard(
        "[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1.Rg1 Kd7 2.Rh1 Ke7 3.O-O Kd7 4.Rf7+ Ke6 *",
        going_on());
    ASSERT_TRUE(one_error_saying(rook, "the rook on h1 has moved before (at move 1.)"));
    EXPECT_EQ(rook.errors[0].read_as, "Rf1");
    EXPECT_EQ(rook.end.moves, 8u);
    // Black's rook taken, and another in its place.
    const Heard taken = heard(
        "[FEN \"r3k2r/8/8/8/8/8/6B1/R3K2R w KQkq - 0 1\"]\n\n1.Bxa8 Ke7 2.Bg2 Rh6 3.Ra2 "
        "Ra6 4.Ra1 Ra8 5.Ra2 Ke8 6.Ra1 O-O-O *",
        going_on());
    ASSERT_TRUE(one_error_saying(taken, "the rook on a8 was taken (at move 1.)"));
}

// In a variation, how the variation lost the right, not how the main line did; Black's moves
// and a FEN's start numbered as the game numbers them.
TEST(GoingOn, IllegalCastlingInAVariationAndFromAFen) {
    const Heard v =
        heard("1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.Rg1 (4.Kf1 Nf6 5.Ke1 d6 6.O-O a6) 4...Nf6 5.Rh1 d6 *",
              going_on());
    ASSERT_TRUE(one_error_saying(v, "the king has moved before (at move 4.)"));
    const Heard castled = heard(
        "1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.O-O (4.Kf1 Nf6 5.Kg1 d6 6.O-O a6) 4...Nf6 *", going_on());
    ASSERT_TRUE(one_error_saying(castled, "the king has moved (at move 4.)"));
    const Heard black = heard(
        "[FEN \"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 20\"]\n\n20...Kd7 21.Kd2 Ke8 22.Ke1 O-O-O *",
        going_on());
    ASSERT_TRUE(one_error_saying(black, "the king has moved before (at move 20...)"));
    EXPECT_EQ(black.errors[0].move_number, 22);
}

// A capture sign on a move that takes nothing, where the moves after it read only from
// another move: the move misread, reported as an error and read on from that one. Where they
// read from the move as read, a slip of the sign, said as a warning.
TEST(GoingOn, ACaptureSignThatTakesNothingMayBeAMoveMisread) {
    const Heard slip = heard("1.e4 e5 2.Nxf3 Nc6 3.Bb5 a6 *", going_on());
    EXPECT_TRUE(slip.errors.empty());
    ASSERT_EQ(slip.warnings.size(), 1u);
    EXPECT_EQ(slip.warnings[0].error.code, Errc::CaptureSignMismatch);
    // A slip with an error of its own a few moves later: still a slip, and that error is one.
    const Heard later = heard("1.e4 e5 2.Nxf3 Nc6 3.Bb5 a6 4.Bz4 Nf6 5.O-O *", going_on());
    ASSERT_EQ(later.warnings.size(), 1u);
    EXPECT_EQ(later.warnings[0].error.code, Errc::CaptureSignMismatch);
    ASSERT_EQ(later.errors.size(), 1u);
    EXPECT_EQ(later.errors[0].move_number, 4);
    EXPECT_EQ(later.errors[0].read_as, "Ba4");
    const Heard misread = heard(
        "1.e4 e5 2.Nf3 d6 3.d4 Nd7 4.Bc4 c6 5.Ng5 Nh6 6.Nxf7 Nxf7 7.Bxf7+ Kxe7 8.Qh5+ Kg8 9.O-O *",
        going_on());
    ASSERT_EQ(misread.errors.size(), 1u) << misread.errors[0].message;
    EXPECT_EQ(misread.errors[0].error.code, Errc::CaptureSignMismatch);
    EXPECT_EQ(misread.errors[0].read_as, "Kxf7");
    EXPECT_TRUE(misread.warnings.empty());
    EXPECT_EQ(misread.end.moves, 17u);
}

// Castling written again after castling: the king's move along its home rank is a reading
// (Kh1), and the reason says when the king castled; where the king went away, when it did.
TEST(GoingOn, CastlingAgainOrAfterTheKingWentAway) {
    const Heard again =
        heard("1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.O-O Nf6 5.d3 d6 6.O-O a6 7.h3 h6 *", going_on());
    ASSERT_TRUE(one_error_saying(again, "the king has castled (at move 4.)"));
    EXPECT_EQ(again.errors[0].read_as, "Kh1");
    EXPECT_EQ(again.end.moves, 14u);
    const Heard away =
        heard("1.e4 e5 2.Ke2 Nc6 3.Ke1 Nf6 4.Nf3 Bc5 5.Bc4 d6 6.Kf1 a6 7.O-O *", going_on());
    ASSERT_TRUE(one_error_saying(away, "the king has moved (at move 2.)"));
    EXPECT_EQ(away.errors[0].read_as, "Kg1");
}

// A reader that does not go on (convert, --stop-at-error) still tells a move misread by its
// capture sign: its line stops there, not two moves later at a move that does fit.
TEST(GoingOn, AMisreadSignStopsALineThatDoesNotGoOn) {
    const Heard h =
        heard("1.d4 Nf6 2.Nf3 e6 3.Qd3 Bb4+ 4.Nbd2 Bxd2+ 5.Kxd1 Nc6 6.Kc3 O-O *", PgnReadOptions{});
    ASSERT_EQ(h.errors.size(), 1u);
    EXPECT_EQ(h.errors[0].error.code, Errc::CaptureSignMismatch);
    EXPECT_EQ(h.errors[0].move_number, 5);
    // It names the move the moves after it fit, first of the readings.
    EXPECT_TRUE(says(h.errors[0], "read on only from Kxd2"));
    ASSERT_FALSE(h.errors[0].nearest.empty());
    EXPECT_EQ(h.errors[0].nearest[0], "Kxd2");
    EXPECT_TRUE(h.warnings.empty());
    EXPECT_EQ(h.end.moves, 8u);
}

// The null move as the UCI protocol writes it, after a move: a move, not a move number 0; what
// the uci style writes reads back.
TEST(GoingOn, TheUciNullMoveIsAMove) {
    const Heard h = heard("1.e4 0000 2.d4 e5 *", going_on());
    EXPECT_TRUE(h.errors.empty());
    ASSERT_EQ(h.warnings.size(), 1u);
    EXPECT_EQ(h.warnings[0].error.code, Errc::NonstandardForm);
    EXPECT_EQ(h.end.moves, 4u);
    std::string uci;
    PgnWriteOptions o = PgnWriteOptions::pgn();
    o.moves.style = Style::Uci;
    PgnWriter writer(o, [&](std::string_view t) { uci += t; });
    read_pgn("1.e4 -- 2.d4 e5 *\n", writer);
    ASSERT_NE(uci.find("0000"), std::string::npos) << uci;
    const Heard back = heard(uci, going_on());
    EXPECT_TRUE(back.errors.empty());
    EXPECT_EQ(back.end.moves, 4u);
}

// Under strict reading, moves written in a form it refuses are errors, each read as the move
// it is, and however many there are the line goes on; what is said of the rest comes after.
TEST(GoingOn, StrictFormsDoNotStopTheLine) {
    PgnReadOptions strict = going_on();
    strict.moves.strict = true;
    const Heard h = heard("1.Pe4 e5 2.Pd4 Pxd4 3.Qxd4 Nc6 4.Qd1 Nf6 *", strict);
    ASSERT_EQ(h.errors.size(), 3u);
    for (const Diagnostic& e : h.errors) EXPECT_EQ(e.error.code, Errc::NotStrict) << e.message;
    EXPECT_EQ(h.end.moves, 8u);
    // Nor after two errors of the line: the line goes on.
    const Heard after_two = heard(
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Bz4 Nf6 5.O-O Be7 6.Re2 b5 7.Pc3 d6 8.Bb3 O-O *", strict);
    ASSERT_EQ(after_two.errors.size(), 3u);
    EXPECT_EQ(after_two.errors[2].error.code, Errc::NotStrict);
    EXPECT_EQ(after_two.errors[2].message.find("read no further"), std::string::npos);
    EXPECT_EQ(after_two.end.moves, 16u);
    // Castling in lower case, which descriptive notation writes too, is castling refused for
    // its form, and the game is checked on: 7.Ke2 is illegal, White having castled.
    PgnReadOptions strict_any = going_on(true);
    strict_any.moves.strict = true;
    const Heard oo =
        heard("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. o-o Nf6 5. d3 O-O 6. Bg5 h6 7. Ke2 a6 1/2-1/2",
              strict_any);
    ASSERT_EQ(oo.errors.size(), 2u);
    EXPECT_EQ(oo.errors[0].error.code, Errc::NotStrict);
    EXPECT_TRUE(says(oo.errors[0], "read as O-O to go on"));
    EXPECT_EQ(oo.errors[0].message.find("descriptive"), std::string::npos);
    EXPECT_EQ(oo.errors[1].move_number, 7);
    // Nor is castling with a sign strict reading does not let pass (descriptive notation
    // writes "O-O ch" so) taken for another notation: the game is checked on, and 5.Qz9 found.
    const Heard signed_oo =
        heard("1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.O-O+ Nf6 5.Qz9 Bxf2+ 6.Kh1 *", strict_any);
    ASSERT_EQ(signed_oo.errors.size(), 2u);
    EXPECT_EQ(signed_oo.errors[0].error.code, Errc::WrongCheckSign);
    EXPECT_TRUE(says(signed_oo.errors[0], "read as O-O to go on"));
    EXPECT_EQ(signed_oo.errors[0].message.find("descriptive"), std::string::npos);
    EXPECT_EQ(signed_oo.errors[1].move_number, 5);
    // The null move is read as what it is, not guessed at.
    const Heard null = heard("1.e4 -- 2.d4 e5 *", strict);
    ASSERT_EQ(null.errors.size(), 1u);
    EXPECT_EQ(null.errors[0].read_as, "--");
    EXPECT_EQ(null.end.moves, 4u);
    // A line stopped at an error: the result's warning after the error, in the input's order.
    struct Order : PgnVisitor {
        std::vector<std::string> said;
        void move_error(const Diagnostic& e, std::string_view) override {
            said.push_back(std::string(name(e.error.code)));
        }
        void warning(const Diagnostic& w) override {
            said.push_back(std::string(name(w.error.code)));
        }
    } order;
    PgnReadOptions stop;
    stop.moves.strict = true;
    read_pgn("1.e4 e5 2.Nf3 Qxh8 3.Bb5 a6 \xC2\xBD-\xC2\xBD\n", order, stop);
    EXPECT_EQ(order.said, (std::vector<std::string>{"illegal_move", "not_strict"}));
    // So in a variation stopped at an error: what its skip says comes after.
    order.said.clear();
    read_pgn("1.e4 e5 2.Nf3 (2.Qh8 Nc6 1-0 3.Bc4) 2...Nc6 *\n", order, going_on());
    EXPECT_EQ(order.said, (std::vector<std::string>{"illegal_move", "result_in_variation"}));
}

// Where no reading lets the line go on, it stops there as without going on, its rest kept.
TEST(GoingOn, JunkStopsTheLineAsBefore) {
    const Heard h = heard("1.e4 e5 2.zz9 Nc6 3.Bb5 *", going_on());
    ASSERT_EQ(h.errors.size(), 1u);
    EXPECT_TRUE(h.errors[0].read_as.empty());
    EXPECT_TRUE(says(h.errors[0], "the rest of it is not checked"));
    EXPECT_EQ(h.end.moves, 2u);
}

// Dots that stand for Black's move, then White's next number: that move is not given. An error,
// read on as a move passed, where the moves after it read so at least as far as they do with
// the number taken as wrong; else the number is wrong, as a warning says.
TEST(GoingOn, DotsForAMoveNotGiven) {
    const Heard h =
        heard("1.e4 e5 2.Nf3 Nc6 3.Bc4 ... 4.Nd4 Nxd4 *", going_on(), MovetextReading::All);
    ASSERT_EQ(h.errors.size(), 1u);
    EXPECT_EQ(h.errors[0].error.code, Errc::MoveNotGiven);
    EXPECT_EQ(h.errors[0].read_as, "--");
    EXPECT_TRUE(says(h.errors[0], "stands for Black's move 3, which is not given"));
    EXPECT_EQ(h.moves,
              (std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bc4", "--", "Nd4", "Nxd4"}));
    // Without going on, the line stops there: no move read as the other side's.
    const Heard stop =
        heard("1.e4 e5 2.Nf3 Nc6 3.Bc4 ... 4.Nd4 Nxd4 *", PgnReadOptions{}, MovetextReading::All);
    ASSERT_EQ(stop.errors.size(), 1u);
    EXPECT_EQ(stop.moves.size(), 5u);
    // 2. d5 is no White move: the number is the mistake.
    const Heard number = heard("1. e4 ... 2. d5 *", going_on());
    EXPECT_TRUE(number.errors.empty());
    EXPECT_EQ(number.end.moves, 2u);
    EXPECT_TRUE(number.warned(Errc::WrongMoveNumber));
    // Dots before a note and Black's numbered move are the book layout: no error.
    EXPECT_TRUE(heard("1.e4 e5 2.Nf3 ... {a note} 2... Nc6 3.Bb5 *", going_on()).errors.empty());
}

// White's next number where Black's move is due, no dots: Black's move left out where the move
// after the number, played for Black, soon breaks the line and a move of Black's before the
// number lets it read on. Never White's move played for Black without a word.
TEST(GoingOn, WhitesNumberWhereBlacksMoveIsDue) {
    const std::string game =
        "1. e4 e5 2. Nf3 Nc6 3. d4 4. Nxd4 Nf6 5. Nc3 Bb4 6. Nxc6 bxc6 7. Bd3 d5 *";
    const Heard h = heard(game, going_on(), MovetextReading::All);
    ASSERT_EQ(h.errors.size(), 1u);
    EXPECT_EQ(h.errors[0].error.code, Errc::MoveNotGiven);
    EXPECT_TRUE(says(h.errors[0], "'4.' is White's number where Black's move 3 is due"));
    // exd4 and Nxd4 both let it read on; exd4 with no sign that does not fit, so it goes first.
    EXPECT_EQ(h.errors[0].read_as, "exd4");
    EXPECT_EQ(h.errors[0].nearest, (std::vector<std::string>{"exd4", "Nxd4"}));
    EXPECT_TRUE(h.warnings.empty());
    ASSERT_EQ(h.moves.size(), 14u);
    EXPECT_EQ(h.moves[5], "exd4");
    EXPECT_EQ(h.moves[6], "Nxd4");
    // Without going on, the line stops there.
    const Heard stop = heard(game, PgnReadOptions{}, MovetextReading::All);
    ASSERT_EQ(stop.errors.size(), 1u);
    EXPECT_EQ(stop.moves.size(), 5u);
    // Where any move of Black's would do (a move passed reads as far), none is named.
    const Heard any = heard("1. e4 e5 2. Nf3 Nc6 3. Bb5 4. Ba4 Nf6 5. O-O Be7 *", going_on());
    ASSERT_EQ(any.errors.size(), 1u);
    EXPECT_EQ(any.errors[0].read_as, "--");
    EXPECT_EQ(any.errors[0].nearest, std::vector<std::string>{"--"});
    EXPECT_TRUE(says(any.errors[0], "which the moves after it do not tell"));
    // Where the move after the number reads on as Black's, the number is the mistake: a warning.
    const Heard number = heard("1. e4 e5 2. Nf3 Nc6 3. d4 4. exd4 5. Nxd4 Nf6 *", going_on());
    EXPECT_TRUE(number.errors.empty());
    EXPECT_EQ(number.end.moves, 8u);
    EXPECT_TRUE(number.warned(Errc::WrongMoveNumber));
}

// A game's errors are read on from up to a bound (a page of junk costs no more than a page);
// the error that meets it says that the line is read no further, and why.
TEST(GoingOn, ManyErrorsStopTheLineAndSaySo) {
    // Knights out and back, Black going to h8 (where none can) every six moves.
    std::string game;
    for (int n = 1; n <= 420; ++n)
        game += std::to_string(n) + ". " +
                (n % 2 ? "Nf3 Nf6 " : (n % 6 == 0 ? "Ng1 Nh8 " : "Ng1 Ng8 "));
    game += "*";
    const Heard h = heard(game, going_on());
    ASSERT_GT(h.errors.size(), 2u);
    for (std::size_t k = 0; k + 1 < h.errors.size(); ++k) EXPECT_FALSE(h.errors[k].read_as.empty());
    const Diagnostic& last = h.errors.back();
    EXPECT_TRUE(last.read_as.empty());
    EXPECT_TRUE(says(last, "the line is read no further: " + std::to_string(h.errors.size() - 1) +
                               " errors of this game were read on from already"));
    EXPECT_LT(h.end.moves, 840u);
}

// Going on in a variation keeps to it; the main line goes on after it.
TEST(GoingOn, InsideAVariation) {
    const Heard h =
        heard("1.e4 e5 2.Nf3 (2.Bc4 Nf6 3.Qf7 Bc5) Nc6 3.Bb5 *", going_on(), MovetextReading::All);
    ASSERT_EQ(h.errors.size(), 1u);
    EXPECT_EQ(h.errors[0].ply, 5);  // (3.Qf7, as python-chess counts: the position after it)
    EXPECT_FALSE(h.errors[0].read_as.empty());
    // Main line 1.e4 e5 2.Nf3 Nc6 3.Bb5 and the variation 2.Bc4 Nf6 3.(read) Bc5.
    EXPECT_EQ(h.moves.size(), 9u);
    EXPECT_EQ(h.moves.back(), "Bb5");
}

// A variation whose first move is in error, read on from: opened before its moves, so that
// what repairing writes reads again to the same moves (a fuzzer's find).
TEST(GoingOn, AVariationBegunWithAnError) {
    std::string out;
    PgnWriter writer(PgnWriteOptions::pgn(), [&](std::string_view s) { out += s; });
    read_pgn("1.g3 (1.erg) 1...e5 *\n", writer, going_on());
    EXPECT_NE(out.find("1. g3 (1. e3 {notator:"), std::string::npos) << out;
    const Heard h = heard("1.g3 (1.erg) 1...e5 *", going_on(), MovetextReading::All);
    EXPECT_EQ(heard(out, PgnReadOptions{}, MovetextReading::All).moves, h.moves);
}

// A visitor handed every part gets the moves read on from, and nothing is said twice: what a
// trial read ahead reports nothing.
TEST(GoingOn, MovesReadAreHandedOverAndTrialsSayNothing) {
    // A wrong check sign before the error and one after it: each said once.
    const Heard h = heard("1.e4+ e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba5 Nf6 5.O-O+ Be7 *", going_on(),
                          MovetextReading::All);
    ASSERT_EQ(h.errors.size(), 1u);
    EXPECT_EQ(h.warnings.size(), 2u);
    ASSERT_EQ(h.moves.size(), 10u);
    EXPECT_EQ(h.moves[6], h.errors[0].read_as);
}

// The readings alone, by what was written (the look ahead aside).
// The readings named are the same whether the reading goes on from them or stops there (check
// and convert, one error of a real game: Schleining - Paehtz, 2014).
TEST(GoingOn, TheSameReadingsWhetherItGoesOnOrNot) {
    const std::string pgn =
        "[FEN \"6k1/pb3r1p/1q4p1/6Q1/2p1rb2/3p3P/PP1R2P1/2BR1N1K w - - 8 38\"]\n\n"
        "38. Bf3 Re1 39. Qd8+ Qxd8 0-1\n";
    const Heard on = heard(pgn, going_on()), stopped = heard(pgn, PgnReadOptions{});
    ASSERT_EQ(on.errors.size(), 1u);
    ASSERT_EQ(stopped.errors.size(), 1u);
    EXPECT_EQ(on.errors[0].nearest.size(), 3u);
    EXPECT_EQ(stopped.errors[0].nearest, on.errors[0].nearest);
    EXPECT_FALSE(on.errors[0].read_as.empty());
    EXPECT_TRUE(stopped.errors[0].read_as.empty());
}

TEST(LikelyReadings, KnowWhatPeopleGetWrong) {
    const Position start;
    const auto first = [](const Position& p, std::string_view text) {
        const auto r = likely_readings(p, text, ReadOptions{}, 3);
        WriteOptions o;
        o.check_signs = false;
        return r.empty() ? std::string() : write_move(p, r[0].move, o);
    };
    EXPECT_EQ(first(start, "E4"), "e4");  // before a4 b4 c4, which plain edit distance gives
    EXPECT_EQ(first(start, "Sf3"), "Nf3");
    EXPECT_EQ(first(start, "Cc3"), "Nc3");
    EXPECT_EQ(first(start, "Ng1"), "Nf3");  // (Nh3 as near: the departure square)
    EXPECT_TRUE(likely_readings(start, "xyz", ReadOptions{}).empty());
    EXPECT_TRUE(likely_readings(start, "%%", ReadOptions{}).empty());
    const Position castle =
        *Position::from_fen("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
    EXPECT_EQ(first(castle, "Kg1"), "O-O");
    // A reading that fits the text exactly, among others: ambiguous, each as near.
    const Position two = *Position::from_fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    const auto r = likely_readings(two, "Nd2", ReadOptions{}, 3);
    ASSERT_GE(r.size(), 2u);
    EXPECT_EQ(r[0].distance, r[1].distance);
}

// ---------------------------------------------------------------------------------------

// German, read with --from auto: found, and every move read.
TEST(FindLanguage, AGermanGameIsFoundGerman) {
    const std::string de = "1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.La4 Sf6 5.O-O Le7 6.Te1 b5 *";
    for (const auto wanted : {MovetextReading::Check, MovetextReading::All}) {
        const Heard h = heard(de, going_on(true), wanted);
        EXPECT_TRUE(h.errors.empty());
        EXPECT_EQ(h.end.moves, 12u);
        EXPECT_EQ(h.end_language, "de");
        EXPECT_TRUE(h.end.language_found);
        if (wanted == MovetextReading::All) {
            ASSERT_EQ(h.moves.size(), 12u);
            EXPECT_EQ(h.moves[2], "Nf3");
        }
    }
}

// What is said before the language is known is held, but not without bound: where a great
// many wait, the language is found at once and they are said. A writer, which is handed the
// moves as they come, hears them before the game's last move, not all after it; and a game of
// junk warnings before its first German letter is still found German, every warning said, in
// order.
struct WritingHeard : PgnWriter {
    WritingHeard() : PgnWriter(PgnWriteOptions{}, [](std::string_view) {}) {}
    std::string events;  // 'm' a move, 'w' a warning, in the order heard
    void move(const Position& before, const ReadMove& m, std::string_view written) override {
        events += 'm';
        PgnWriter::move(before, m, written);
    }
    void warning(const Diagnostic& w) override {
        events += 'w';
        PgnWriter::warning(w);
    }
};

TEST(FindLanguage, ManyWarningsBeforeTheLanguageIsKnown) {
    std::string nags, results = "(1.d4 ";
    for (int k = 0; k < 1500; ++k) {
        nags += '$';
        nags += std::to_string(1000 + k);
        nags += ' ';
        results += "1-0 ";
    }
    results += ") ";
    for (const std::string* junk : {&nags, &results}) {
        const bool nag = junk == &nags;
        SCOPED_TRACE(nag ? "NAGs" : "results in a variation");
        const Heard h = heard("1.e4 " + *junk + "e5 2.Sf3 Sc6 3.Lb5 a6 *", going_on(true));
        EXPECT_TRUE(h.errors.empty());
        EXPECT_EQ(h.end.moves, nag ? 6u : 7u);  // (1.d4 in the variation)
        EXPECT_EQ(h.end_language, "de");
        ASSERT_EQ(h.warnings.size(), 1500u);
        for (int k = 0; k < 1500; ++k) {
            const Diagnostic& w = h.warnings[std::size_t(k)];
            EXPECT_EQ(w.error.code, nag ? Errc::BadNag : Errc::ResultInVariation);
            if (nag) {
                EXPECT_TRUE(says(w, std::to_string(1000 + k)));
            }
        }
        // In English, the language tried first: read once, the warnings said as they pass
        // the bound.
        WritingHeard writing;
        read_pgn("1.e4 " + *junk + "e5 2.Nf3 Nc6 3.Bb5 a6 *", writing, going_on(true));
        EXPECT_EQ(std::count(writing.events.begin(), writing.events.end(), 'w'), 1500);
        EXPECT_LT(writing.events.find('w'), writing.events.rfind('m'));
    }
}

// The FIDE Portuguese sample game as printed, with English letters: Re8 is a rook in English,
// a king in Portuguese, so the game is English.
TEST(FindLanguage, ThePortugueseSampleInEnglishLettersIsEnglish) {
    const std::string game =
        "1.e4 e5 2. Nf3 Nf6 3. d4 exd4 4. e5 Ne4 5. Qxd4 d5 6. exd6 e.p. Nxd6 7. Bg5 Nc6 8. "
        "Qe3+ Be7 9. Nbd2 0-0 10. 0-0-0 Re8 11. Kb1 (=) *";
    const Heard h = heard(game, going_on(true));
    EXPECT_TRUE(h.errors.empty());
    EXPECT_EQ(h.end_language, "en");
    const std::string pt =
        "1.e4 e5 2. Cf3 Cf6 3. d4 exd4 4. e5 Ce4 5. Dxd4 d5 6. exd6 e.p. Cxd6 7. Bg5 Cc6 8. "
        "De3+ Be7 9. Cbd2 0-0 10. 0-0-0 Te8 11. Rb1 (=) *";
    EXPECT_EQ(heard(pt, going_on(true)).end_language, "pt");
}

// Several languages read every move, as different moves: the first by use, and a warning
// that names the others.
TEST(FindLanguage, SeveralFitAndAWarningNamesTheOthers) {
    const Heard h = heard("1. h4 h5 2. Rh3 *", going_on(true));
    EXPECT_TRUE(h.errors.empty());
    EXPECT_EQ(h.end_language, "en");
    ASSERT_EQ(h.warnings.size(), 1u);
    EXPECT_EQ(h.warnings[0].error.code, Errc::LanguageAmbiguous);
    EXPECT_TRUE(says(h.warnings[0], "Finnish"));
    // "Ke2" is also Esperanto's bishop.
    EXPECT_NE(heard("1. e4 e5 2. Ke2 *", going_on(true)).warnings.at(0).message.find("Esperanto"),
              std::string::npos);
    // Where the others do not read it whole (Romanian's N is a bishop), nothing to say.
    EXPECT_TRUE(heard("1. e4 e5 2. Nf3 Nc6 *", going_on(true)).warnings.empty());
}

// One foreign letter in an English game is a slip, not a German game.
TEST(FindLanguage, OneForeignLetterIsASlip) {
    const Heard h = heard("1.e4 e5 2.Sf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 *", going_on(true));
    EXPECT_EQ(h.end_language, "en");
    ASSERT_EQ(h.errors.size(), 1u);
    EXPECT_EQ(h.errors[0].read_as, "Nf3");
    EXPECT_EQ(h.errors[0].language, &english());
}

// Warnings of a reading in the wrong language are not kept: the game read again in its own
// says what there is to say, once.
TEST(FindLanguage, WarningsOfTheWrongLanguageAreDropped) {
    // A wrong number before the first German letter: said once, in German.
    const Heard h = heard("1.e4 e5 3.Sf3 Sc6 *", going_on(true));
    EXPECT_TRUE(h.errors.empty());
    ASSERT_EQ(h.warnings.size(), 1u);
    EXPECT_EQ(h.warnings[0].error.code, Errc::WrongMoveNumber);
    EXPECT_EQ(h.warnings[0].language, find_language("de"));
    EXPECT_EQ(h.end_language, "de");
}

// With the language given, a game that reads whole in another says so at its first error.
TEST(FindLanguage, AGivenLanguageThatFailsNamesTheOneThatReads) {
    const Heard h = heard("1.e4 e5 2.Sf3 Sc6 3.Lb5 *", PgnReadOptions{});
    ASSERT_EQ(h.errors.size(), 1u);
    EXPECT_TRUE(says(h.errors[0], "the game reads whole in German: --from de"));
}

// The writer tags a game whose language was found, where it is not English.
TEST(FindLanguage, ConvertingTagsTheLanguageFound) {
    std::string out;
    PgnWriter writer(PgnWriteOptions::pgn(), [&](std::string_view s) { out += s; });
    read_pgn("[Event \"x\"]\n\n1.e4 e5 2.Sf3 Sc6 *\n\n1.e4 e5 2.Nf3 *\n", writer, going_on(true));
    EXPECT_NE(out.find("[FromLanguage \"de\"]\n\n1. e4 e5 2. Nf3 Nc6 *"), std::string::npos) << out;
    EXPECT_EQ(out.find("FromLanguage", out.find("Nc6")), std::string::npos) << out;
    std::string twice;
    PgnWriter again(PgnWriteOptions::pgn(), [&](std::string_view s) { twice += s; });
    PgnReadOptions german = going_on(true);
    german.moves.language = find_language("de");
    read_pgn("[FromLanguage \"de\"]\n\n1.e4 e5 2.Sf3 Sc6 *\n", again, german);
    EXPECT_EQ(twice.find("FromLanguage"), twice.rfind("FromLanguage")) << twice;
}

// ---------------------------------------------------------------------------------------

// Repairing: the moves read on from are written, and a comment after them says what was
// written and what else it may have been; read again, the game is clean.
TEST(Repair, MarksEachReadingInAComment) {
    std::string out;
    PgnWriter writer(PgnWriteOptions::pgn(), [&](std::string_view s) { out += s; });
    read_pgn("1.e4 e5 2.Nc6 Nf3 3.Bb5 a6 *\n", writer, going_on());
    // The note, broken over lines as the writer writes it, is one line in the warning.
    const std::size_t note = out.find("{notator: read as");
    ASSERT_LT(out.find('\n', note), out.find('}', note)) << out;
    const Heard as_written = heard(out, PgnReadOptions{});
    ASSERT_EQ(as_written.warnings.size(), 1u);
    EXPECT_TRUE(says(as_written.warnings[0], "written 'Nc6': 'Nc6' is illegal"));
    for (char& c : out)
        if (c == '\n') c = ' ';
    EXPECT_NE(out.find("2. Nf3 Nc6 {notator: read as Nf3 Nc6, written 'Nc6': 'Nc6' is illegal"),
              std::string::npos)
        << out;
    EXPECT_NE(out.find("3. Bb5 a6"), std::string::npos) << out;
    // Read again, the game is legal, and the note is there to review.
    const Heard again = heard(out.substr(out.find("1. e4")), PgnReadOptions{});
    EXPECT_TRUE(again.errors.empty());
    EXPECT_EQ(again.end.moves, 6u);
    ASSERT_EQ(again.warnings.size(), 1u);
    EXPECT_EQ(again.warnings[0].error.code, Errc::RepairedMove);
    EXPECT_EQ(again.warnings[0].message.find("\xE2\x80\xA6"), std::string::npos)  // whole
        << again.warnings[0].message;
    // A note broken anywhere between its first words (right after "read as", say) is one too.
    const Heard broken = heard(
        "1.e4 e5 2.Nf3 {notator: read as\nNf3, written 'Nf': the knight} Nc6 *", PgnReadOptions{});
    ASSERT_EQ(broken.warnings.size(), 1u);
    EXPECT_EQ(broken.warnings[0].error.code, Errc::RepairedMove);
    const Heard broken_early =
        heard("1.e4 e5 2.Nf3 {notator:\nread\r\nas Nf3, written 'Nf'} Nc6 *", PgnReadOptions{});
    EXPECT_EQ(broken_early.warnings.size(), 1u);
    // Written in the writer's letters, the readings too.
    std::string de;
    PgnWriter german(PgnWriteOptions::fide(*find_language("de")),
                     [&](std::string_view s) { de += s; });
    read_pgn("1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba5 Nf6 *\n", german, going_on());
    for (char& c : de)
        if (c == '\n') c = ' ';
    EXPECT_NE(de.find("4. La4 {notator: read as La4, written 'Ba5'"), std::string::npos) << de;
}

// A rest an earlier conversion kept unchecked is an error when the file is checked again, and
// converting again keeps it as it was, once.
TEST(UncheckedRest, IsReportedAndKept) {
    std::string once;
    PgnWriter writer(PgnWriteOptions::pgn(), [&](std::string_view s) { once += s; });
    read_pgn("1.e4 e5 2.Nf3 Nc6 3.Bf5 a6 4.Ba4 *\n", writer);
    ASSERT_NE(once.find("not checked from here on"), std::string::npos);

    const Heard h = heard(once, PgnReadOptions{});
    ASSERT_EQ(h.errors.size(), 1u);
    EXPECT_EQ(h.errors[0].error.code, Errc::UncheckedRest);
    EXPECT_TRUE(says(h.errors[0], "3.Bf5 a6 4.Ba4"));

    std::string twice;
    PgnWriter again(PgnWriteOptions::pgn(), [&](std::string_view s) { twice += s; });
    read_pgn(once, again);
    EXPECT_EQ(twice, once);
}

}  // namespace
}  // namespace notator

namespace notator {
namespace {

// ---------------------------------------------------------------------------------------
// The Laws' draws: fivefold repetition ends the game (FIDE 9.6.1), and where asked, the first
// moment a draw could be claimed (9.2, 9.3).

// The move after which the game was over, as the warning at the next move says it ("" if
// none).
std::string over_after(const Heard& h) {
    for (const Diagnostic& w : h.warnings)
        if (w.error.code == Errc::MoveAfterGameEnd) {
            const std::size_t from = w.message.find("after ") + 6;
            return w.message.substr(from, w.message.find(':') - from);
        }
    return {};
}

std::string knights(int from, int to) {
    std::string out;
    for (int n = from; n <= to; ++n) out += std::to_string(n) + (n % 2 ? ".Nf3 Nf6 " : ".Ng1 Ng8 ");
    return out;
}

TEST(Repetition, FivefoldEndsTheGame) {
    const Heard h = heard("[Result \"1-0\"]\n\n" + knights(1, 8) + "9.e4 1-0", PgnReadOptions{});
    EXPECT_EQ(over_after(h), "8...Ng8");  // the start position for the fifth time
    ASSERT_EQ(h.warnings.size(), 2u);
    EXPECT_EQ(h.warnings[1].error.code, Errc::ResultMismatch);
    EXPECT_NE(h.warnings[1].message.find("so 1/2-1/2"), std::string::npos);
    // Four times is no end.
    EXPECT_TRUE(heard(knights(1, 6) + "7.e4 *", PgnReadOptions{}).warnings.empty());
}

// A perpetual check written with its signs: the checks are played where check's reading only
// sees the check and leaves "not mate" to the next move. The position after 1.Qd8+ stands there
// for the fifth time after 9.Qd8+, a checking move: read for checking or handed every part.
TEST(Repetition, PerpetualCheckWithSigns) {
    std::string game = "[FEN \"6k1/5pp1/8/8/8/8/5PPP/3Q2K1 w - - 0 1\"]\n\n";
    for (int n = 1; n <= 10; ++n) game += std::to_string(n) + (n % 2 ? ".Qd8+ Kh7 " : ".Qh4+ Kg8 ");
    game += "*";
    for (MovetextReading reading : {MovetextReading::Check, MovetextReading::All})
        EXPECT_EQ(over_after(heard(game, PgnReadOptions{}, reading)), "9.Qd8+");
    // Four times is no end.
    EXPECT_EQ(over_after(heard(game.substr(0, game.find("9.Qd8+")) + "*", PgnReadOptions{})), "");
}

// Positions are the same only with the same castling rights and en passant possibility.
TEST(Repetition, RightsAndEnPassantCount) {
    // After 3...Rh8 the rooks are back, the castling rights gone: the knights-out position
    // stands there for the first time (after 1...Nf6 it had its rights), and for the fifth
    // after 11...Nf6 (with 1...Nf6 counted, it would be after 9...Nf6).
    const Heard rights =
        heard("1.Nf3 Nf6 2.Rg1 Rg8 3.Rh1 Rh8 4.Ng1 Ng8 " + knights(5, 13) + "*", PgnReadOptions{});
    EXPECT_EQ(over_after(rights), "11...Nf6");
    // After 1...d5 White could take en passant: that position is not the one of 3...Ke8 and
    // later (counted, it would stand there for the fifth time after 9...Ke8); the position
    // after 2.Ke2 does, for the fifth time after 10.Ke2.
    const Heard ep = heard(
        "[FEN \"4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1\"]\n\n1...d5 2.Ke2 Ke7 3.Ke1 Ke8 4.Ke2 Ke7 "
        "5.Ke1 Ke8 6.Ke2 Ke7 7.Ke1 Ke8 8.Ke2 Ke7 9.Ke1 Ke8 10.Ke2 Ke7 11.Ke1 Ke8 12.Ke2 *",
        PgnReadOptions{});
    EXPECT_EQ(over_after(ep), "10.Ke2");
}

// A variation between the main line's moves changes nothing of what they repeat.
TEST(Repetition, VariationsAside) {
    std::string game = knights(1, 8) + "9.e4 *";
    game.insert(game.find("3.Nf3"), "(2...Nc6 3.Nc3 Nb8 4.Nb1 Na6) ");
    EXPECT_EQ(over_after(heard(game, PgnReadOptions{}, MovetextReading::All)), "8...Ng8");
}

TEST(Repetition, ClaimsWhereAsked) {
    PgnReadOptions claims;
    claims.claims = true;
    const Heard h = heard(knights(1, 6) + "*", claims);
    ASSERT_EQ(h.warnings.size(), 1u);
    EXPECT_EQ(h.warnings[0].error.code, Errc::DrawClaimable);
    EXPECT_TRUE(says(h.warnings[0], "after 4...Ng8: the same position for the third time"));
    EXPECT_TRUE(heard(knights(1, 6) + "*", PgnReadOptions{}).warnings.empty());
    const Heard fifty =
        heard("[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 98 60\"]\n\n60. Ra2 Kd7 61. Ra3 Kc6 *", claims);
    ASSERT_EQ(fifty.warnings.size(), 1u);
    EXPECT_TRUE(says(fifty.warnings[0], "after 60...Kd7: fifty moves"));
}

// A reader that wants no warnings (`check --quiet`) is handed none, and everything else as
// before: the same errors, moves and language.
TEST(Warnings, NoneWhereNoneIsWanted) {
    const std::string games =
        "[Event \"A\"]\n[Event \"B\"]\n[Result \"1-0\"]\n\n"  // a tag given again
        "1) e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7+ 0-1\n\n"     // 1): a layout; + for #
        "1. e4 e5 2. Ke3 Nc6 3. Nf3 *\n\n"                    // an illegal move
        // Signs that do not fit (+ of no check, # of a check that is no mate, a castling's),
        // and the result not the tag's: warnings alone.
        "[Result \"0-1\"]\n\n1. e4+ e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Bxf7# Kxf7 5. O-O+ Bd6 "
        "1/2-1/2\n\n"
        "[Result \"1-0\"]\n\n" +
        // Over by fivefold repetition, the result not its, and a move after it illegal: a
        // reader that wants no warnings does not look for the end, and still finds the error.
        knights(1, 8) + "9.e4 Nc6 10.Ke3 1-0\n";
    for (const MovetextReading reading : {MovetextReading::Check, MovetextReading::All}) {
        for (const bool claims : {false, true}) {
            PgnReadOptions told = going_on(true), quiet = going_on(true);
            told.claims = quiet.claims = claims;
            quiet.warnings = false;
            const Heard a = heard(games, told, reading), b = heard(games, quiet, reading);
            EXPECT_GE(a.warnings.size(), 5u);
            EXPECT_EQ(std::count_if(
                          a.warnings.begin(), a.warnings.end(),
                          [](const Diagnostic& w) { return w.error.code == Errc::WrongCheckSign; }),
                      4);  // (4.Qxf7+ too)
            EXPECT_EQ(std::count_if(a.warnings.begin(), a.warnings.end(),
                                    [](const Diagnostic& w) {
                                        return w.error.code == Errc::MoveAfterGameEnd;
                                    }),
                      1);
            EXPECT_TRUE(b.warnings.empty()) << b.warnings[0].message;
            ASSERT_EQ(a.errors.size(), 2u);
            ASSERT_EQ(b.errors.size(), 2u);
            for (std::size_t k = 0; k < 2; ++k) {
                EXPECT_EQ(b.errors[k].message, a.errors[k].message);
                EXPECT_EQ(b.errors[k].where.line, a.errors[k].where.line);
                EXPECT_EQ(b.errors[k].where.column, a.errors[k].where.column);
            }
            EXPECT_EQ(b.moves, a.moves);  // (handed in All only)
            EXPECT_EQ(a.games, 4u);
            EXPECT_EQ(b.games, a.games);
            EXPECT_EQ(b.moves_read, a.moves_read);
            EXPECT_EQ(b.end_language, a.end_language);
        }
    }
}

}  // namespace
}  // namespace notator

namespace notator {
namespace {

// On 2,000 master games, the reader finds the first threefold repetition of each game's main
// line where the library's GameHistory, replaying its moves, does.
TEST(Repetition, AsGameHistoryCountsOnRealGames) {
    struct Both : PgnVisitor {
        int depth = 0, ply = 0, first = -1, games = 0, found = 0, agree = 0;
        std::string claimed;  // "after N.X" of the reader's claim
        GameHistory history;
        MovetextReading begin_movetext(const Position& start) override {
            history = GameHistory(start);
            depth = ply = 0;
            first = -1;
            claimed.clear();
            return MovetextReading::All;
        }
        void begin_variation() override { ++depth; }
        void end_variation() override { --depth; }
        void move(const Position& before, const ReadMove& m, std::string_view written) override {
            if (depth) return;
            history.play(m.move);
            ++ply;
            if (first < 0 && history.threefold_claimable()) {
                first = ply;
                const bool white = before.turn() == Color::White;
                claimed = "after " + std::to_string(before.fullmove_number()) +
                          (white ? "." : "...") + std::string(written) + ":";
            }
        }
        std::string said;
        void warning(const Diagnostic& w) override {
            if (w.error.code == Errc::DrawClaimable && w.message.find("third") != std::string::npos)
                said = w.message;
        }
        void end_game(const GameEnd&) override {
            ++games;
            found += first >= 0;
            agree += first >= 0 ? said.find(claimed) != std::string::npos : said.empty();
            said.clear();
        }
    } both;
    PgnReadOptions claims;
    claims.claims = true;
    read_pgn(test::read_games(test::data("games/pgnmentor-first-2000.pgn.zst")), both, claims);
    EXPECT_EQ(both.games, 2000);
    EXPECT_GT(both.found, 20);  // master games repeat: enough to tell
    EXPECT_EQ(both.agree, both.games);
}

}  // namespace
}  // namespace notator

namespace notator {
namespace {

// White's and Black's scoresheets of one game, side by side.
TEST(Reconcile, SheetsSideBySide) {
    // Sheet B in German with a slip (4.La5) and one move more; sheet A in English.
    const auto games = reconcile("1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 *",
                                 "1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.La5 Sf6 5.0-0 Le7 6.Te1 *");
    ASSERT_EQ(games.size(), 1u);
    const Reconciliation& r = games[0];
    EXPECT_EQ(r.language_a->code, "en");
    EXPECT_EQ(r.language_b->code, "de");
    ASSERT_EQ(r.differences.size(), 2u);
    EXPECT_EQ(r.differences[0].move_number, 4);
    EXPECT_EQ(r.differences[0].taken, "Ba4");
    EXPECT_NE(r.differences[0].why.find("'La5' is illegal"), std::string::npos);
    EXPECT_EQ(r.differences[1].taken, "Re1");  // only on sheet B
    EXPECT_EQ(r.moves.size(), 11u);
    // The game they agree on reads, its differences in comments.
    const std::string pgn = r.pgn();
    EXPECT_NE(pgn.find("4. Ba4 {notator: sheet A Ba4, sheet B La5:"), std::string::npos) << pgn;
    struct Count : PgnVisitor {
        int moves = 0, errors = 0;
        void move(const Position&, const ReadMove&, std::string_view) override { ++moves; }
        void move_error(const Diagnostic&, std::string_view) override { ++errors; }
    } count;
    read_pgn(pgn, count);
    EXPECT_EQ(count.moves, 11);
    EXPECT_EQ(count.errors, 0);
}

// Both sheets legal but different: the moves after it tell which.
TEST(Reconcile, TheMovesAfterDecide) {
    const auto r = reconcile("1.e4 e5 2.Nf3 Nc6 3.Bc4 a6 4.Ba4 Nf6 5.O-O *",
                             "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O *");
    ASSERT_EQ(r.size(), 1u);
    ASSERT_EQ(r[0].differences.size(), 1u);
    EXPECT_EQ(r[0].differences[0].taken, "Bb5");
    EXPECT_NE(r[0].differences[0].why.find("after Bb5 the sheets go on alike as far as they go"),
              std::string::npos)
        << r[0].differences[0].why;
    // Sheets that agree: no difference; games pair in order.
    const auto same = reconcile("1.d4 d5 *\n", "1.d4 d5 *\n");
    ASSERT_EQ(same.size(), 1u);
    EXPECT_TRUE(same[0].differences.empty());
}

// A game only one sheet has is neither dropped nor said to agree: it is that sheet's, with a
// difference that says so (and one at each of its moves that does not read).
TEST(Reconcile, AGameOnlyOneSheetHas) {
    const auto r =
        reconcile("1.d4 d5 *\n\n[White \"X\"]\n\n1.c4 e5 2.Nc3 Nf6 3.Nf4 *\n", "1.d4 d5 *\n");
    ASSERT_EQ(r.size(), 2u);
    EXPECT_TRUE(r[0].differences.empty());
    EXPECT_EQ(r[1].tags, (std::vector<std::pair<std::string, std::string>>{{"White", "X"}}));
    ASSERT_EQ(r[1].moves.size(), 5u);
    EXPECT_EQ(r[1].moves[0], "c4");
    ASSERT_EQ(r[1].differences.size(), 2u);
    EXPECT_EQ(r[1].differences[0].ply, 1);
    EXPECT_EQ(r[1].differences[0].a, "c4");
    EXPECT_EQ(r[1].differences[0].b, "");
    EXPECT_EQ(r[1].differences[0].taken, "c4");
    EXPECT_EQ(r[1].differences[0].why,
              "sheet B has no game whose moves read alike: this game, sheet A's game 2, is sheet "
              "A's alone");
    EXPECT_EQ(r[1].differences[1].ply, 5);  // Nf4 does not read: a likely reading taken
    EXPECT_EQ(r[1].differences[1].taken, r[1].moves[4]);
    // One sheet empty: its games are the other's alone.
    const auto empty = reconcile("", "1.e4 e5 *\n");
    ASSERT_EQ(empty.size(), 1u);
    ASSERT_EQ(empty[0].differences.size(), 1u);
    EXPECT_EQ(empty[0].differences[0].b, "e4");
    EXPECT_EQ(empty[0].differences[0].why,
              "sheet A has no game whose moves read alike: this game, sheet B's game 1, is sheet "
              "B's alone");
    EXPECT_EQ(empty[0].moves.size(), 2u);
}

// A move left off one sheet is one difference, said so, and the sheets are aligned again after
// it by replay and the numbers written (it was six false differences, one at each move after).
TEST(Reconcile, AMoveLeftOffASheet) {
    const std::string a =
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 6.Re1 b5 7.Bb3 d6 8.c3 O-O 9.h3 Nb8 1-0\n";
    // Sheet B lacks White's sixth move (6.Re1): "6... b5" follows 5...Be7.
    const std::string b =
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 6...b5 7.Bb3 d6 8.c3 O-O 9.h3 Nb8 1-0\n";
    for (const bool swapped : {false, true}) {
        const auto r = swapped ? reconcile(b, a) : reconcile(a, b);
        ASSERT_EQ(r.size(), 1u);
        ASSERT_EQ(r[0].differences.size(), 1u) << r[0].differences[1].why;
        const SheetDifference& d = r[0].differences[0];
        EXPECT_EQ(d.kind,
                  swapped ? SheetDifference::Kind::MissingA : SheetDifference::Kind::MissingB);
        EXPECT_EQ(d.move_number, 6);
        EXPECT_EQ(d.taken, "Re1");
        EXPECT_NE(d.why.find(swapped ? "left off sheet A" : "left off sheet B"), std::string::npos)
            << d.why;
        // How far the sheets go on in words, and the merged game's note says each thing once.
        EXPECT_NE(d.why.find("as far as they go"), std::string::npos) << d.why;
        const std::string merged = r[0].pgn();
        EXPECT_EQ(merged.find("has no move here"), std::string::npos) << merged;
        EXPECT_NE(merged.find(swapped ? "{notator: sheet A has no move, sheet B Re1: one seems "
                                      : "{notator: sheet A Re1, sheet B has no move: one seems "),
                  std::string::npos)
            << merged;
        EXPECT_EQ(r[0].moves.size(), 18u);
        EXPECT_EQ(r[0].result, "1-0");
    }
    // Both of a move's halves left off (no number says so): two, and no more.
    const std::string c =
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 7.Bb3 d6 8.c3 O-O 9.h3 Nb8 1-0\n";
    const auto two = reconcile(a, c);
    ASSERT_EQ(two.size(), 1u);
    EXPECT_EQ(two[0].differences.size(), 2u);
    EXPECT_EQ(two[0].moves.size(), 18u);
}

// Games pair by players and round, whatever their order, and a game one file lacks is passed
// over, not merged with the next (it was: games paired by their place in the file).
TEST(Reconcile, GamesPairByPlayersAndRound) {
    const auto game = [](const char* white, const char* black, const char* round,
                         const char* moves) {
        return "[White \"" + std::string(white) + "\"]\n[Black \"" + black + "\"]\n[Round \"" +
               round + "\"]\n\n" + moves + "\n\n";
    };
    const std::string g1 = game("Ann", "Bob", "1", "1.e4 e5 2.Nf3 Nc6 1-0");
    const std::string g2 = game("Cid", "Dan", "1", "1.d4 d5 2.c4 e6 0-1");
    const std::string g3 = game("Bob", "Ann", "2", "1.c4 e5 2.Nc3 Nf6 1/2-1/2");
    // Black's sheets in another order, one game (Cid - Dan) missing, names in another case.
    const std::string other = game("bob", "ANN", "2", "1.c4 e5 2.Sc3 Sf6 1/2-1/2") +
                              game("Ann", "Bob", "1", "1.e4 e5 2.Sf3 Sc6 1-0");
    const auto r = reconcile(g1 + g2 + g3, other);
    ASSERT_EQ(r.size(), 3u);
    EXPECT_EQ(r[0].game_a, 1u);
    EXPECT_EQ(r[0].game_b, 2u);
    EXPECT_TRUE(r[0].differences.empty());
    EXPECT_EQ(r[1].game_b, 0u);  // Cid - Dan: sheet A's alone
    ASSERT_EQ(r[1].differences.size(), 1u);
    EXPECT_EQ(r[1].differences[0].kind, SheetDifference::Kind::Alone);
    EXPECT_NE(r[1].differences[0].why.find("of these players and round"), std::string::npos);
    EXPECT_EQ(r[2].game_a, 3u);
    EXPECT_EQ(r[2].game_b, 1u);
    EXPECT_TRUE(r[2].differences.empty());
    EXPECT_EQ(r[2].result, "1/2-1/2");
    // Unnamed games pair by their moves: the second of three missing from one file.
    const auto bare = reconcile(
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 *\n\n1.d4 d5 2.c4 e6 3.Nc3 *\n\n"
        "1.c4 e5 2.Nc3 Nf6 3.g3 *\n",
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 *\n\n1.c4 e5 2.Nc3 Nf6 3.g3 *\n");
    ASSERT_EQ(bare.size(), 3u);
    EXPECT_TRUE(bare[0].differences.empty());
    EXPECT_EQ(bare[1].game_b, 0u);
    EXPECT_EQ(bare[2].game_b, 2u);
    EXPECT_TRUE(bare[2].differences.empty());
    // Two named games of other players never pair: each sheet's alone.
    EXPECT_EQ(reconcile(g1, game("Eve", "Fay", "1", "1.e4 e5 2.Nf3 Nc6 1-0")).size(), 2u);
    // Nor two unnamed games whose moves read alike in nothing, in the same places (it was a
    // game nobody played, merged of the two).
    const auto unlike = reconcile("1.e4 e5 2.Nf3 Nc6 *\n\n1.d4 d5 2.c4 e6 3.Nc3 Nf6 *\n",
                                  "1.e4 e5 2.Nf3 Nc6 *\n\n1.c4 e5 2.Nc3 Nf6 3.g3 d5 *\n");
    ASSERT_EQ(unlike.size(), 3u);
    EXPECT_EQ(unlike[1].game_b, 0u);
    EXPECT_EQ(unlike[2].game_a, 0u);
    // A slip in a first move does not hide the game.
    const auto slip = reconcile("1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 *\n", "1.e9 e5 2.Sf3 Sc6 3.Lb5 a6 *\n");
    ASSERT_EQ(slip.size(), 1u);
    EXPECT_EQ(slip[0].differences.size(), 1u);
}

// Unnamed games pair by their moves in any order (they paired only in the files' order: the
// second pair crossed the first and was lost), and a result the sheets differ in is said.
TEST(Reconcile, UnnamedGamesPairInAnyOrder) {
    const std::string a =
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n\n1. d4 d5 2. c4 e6 3. Nc3 Nf6 0-1\n\n"
        "1. c4 c5 2. Nc3 Nc6 1/2-1/2\n";
    const std::string b =
        "1. d4 d5 2. c4 e6 3. Nc3 Nf6 1/2-1/2\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n";
    const auto r = reconcile(a, b);
    ASSERT_EQ(r.size(), 3u);
    EXPECT_EQ(r[0].game_b, 2u);
    EXPECT_TRUE(r[0].differences.empty());
    EXPECT_EQ(r[1].game_b, 1u);
    ASSERT_EQ(r[1].differences.size(), 1u);
    EXPECT_EQ(r[1].differences[0].kind, SheetDifference::Kind::Result);
    EXPECT_EQ(r[2].game_b, 0u);  // 1. c4: sheet A's alone
}

// Named games whose names the sheets spell apart (an umlaut typed "ue", the given name first)
// pair by round and moves, said so; other players' games of the same round and opening never.
TEST(Reconcile, NamesSpeltApartPairByRoundAndMoves) {
    const auto game = [](const char* white, const char* black, const char* moves) {
        return "[Round \"4\"]\n[White \"" + std::string(white) + "\"]\n[Black \"" + black +
               "\"]\n\n" + moves + "\n\n";
    };
    const char* moves = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0";
    const auto r = reconcile(game("M\xC3\xBCller, Hans", "Braun, Eva", moves),
                             game("Hans Mueller", "Braun, Eva", moves));
    ASSERT_EQ(r.size(), 1u);
    EXPECT_TRUE(r[0].differences.empty());
    EXPECT_NE(r[0].paired_by.find("names spelt apart"), std::string::npos) << r[0].paired_by;
    EXPECT_NE(r[0].pgn().find("{notator: paired by round and moves"), std::string::npos);
    // Other players, the same round and moves: two games, each one sheet's.
    const auto other = reconcile(game("Ann", "Bob", moves), game("Cid", "Dan", moves));
    ASSERT_EQ(other.size(), 2u);
    EXPECT_EQ(other[0].differences.at(0).kind, SheetDifference::Kind::Alone);
    EXPECT_EQ(other[1].differences.at(0).kind, SheetDifference::Kind::Alone);
    // An initial for a first name, and a round with its board ("4" and "4.1"), fit.
    const auto initial = reconcile(game("Carlsen, M.", "Braun, Eva", moves),
                                   "[Round \"4.1\"]\n[White \"Carlsen, Magnus\"]\n[Black "
                                   "\"Braun, E.\"]\n\n" +
                                       std::string(moves) + "\n");
    ASSERT_EQ(initial.size(), 1u);
    EXPECT_TRUE(initial[0].differences.empty());
    // With no round on either sheet, the note says the moves paired them.
    const std::string unround = "[White \"Carlsen\"]\n[Black \"Anand\"]\n\n" + std::string(moves);
    const auto moves_only =
        reconcile(unround, "[White \"Carlsen\"]\n[Black \"Caruana\"]\n\n" + std::string(moves));
    ASSERT_EQ(moves_only.size(), 1u);
    EXPECT_EQ(moves_only[0].paired_by.find("paired by moves,"), 0u) << moves_only[0].paired_by;
}

// Two games of one line, alike in their first twelve moves and more, pair by the moves after
// them, not by their places (sheet B's only game was paired with sheet A's first).
TEST(Reconcile, GamesOfOneLinePairByTheirLaterMoves) {
    const std::string first =
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O "
        "9. h3 Nb8 10. d4 Nbd7 *\n\n";
    const std::string second =
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 O-O 8. a4 Bb7 "
        "9. d3 d6 10. Nc3 Na5 *\n\n";
    const auto r = reconcile(first + second, second);
    ASSERT_EQ(r.size(), 2u);
    EXPECT_EQ(r[0].game_a, 1u);
    EXPECT_EQ(r[0].game_b, 0u);
    EXPECT_EQ(r[1].game_a, 2u);
    EXPECT_EQ(r[1].game_b, 1u);
    EXPECT_TRUE(r[1].differences.empty());
}

// Two sheets alike in a move that does not read are one reading, not a difference between them;
// the result they agree on is the game's (it was "*" under [Result "1-0"]).
TEST(Reconcile, SheetsThatAgreeAreOneReading) {
    const std::string sheet = "[Result \"1-0\"]\n\n1.e4 e5 2.Nf3 Nc6 3.Bb9 a6 4.Ba4 Nf6 1-0\n";
    const auto r = reconcile(sheet, sheet);
    ASSERT_EQ(r.size(), 1u);
    ASSERT_EQ(r[0].differences.size(), 1u);
    const SheetDifference& d = r[0].differences[0];
    EXPECT_EQ(d.kind, SheetDifference::Kind::BothWrong);
    EXPECT_FALSE(d.differs());
    EXPECT_EQ(d.taken, "Bb5");
    EXPECT_EQ(r[0].result, "1-0");
    const std::string pgn = r[0].pgn();
    EXPECT_NE(pgn.find("[Result \"1-0\"]"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("Nf6 1-0\n"), std::string::npos) << pgn;
    // Results that differ are said, and the game's left open.
    const auto apart = reconcile("1.e4 e5 1-0\n", "1.e4 e5 0-1\n");
    ASSERT_EQ(apart.at(0).differences.size(), 1u);
    EXPECT_EQ(apart[0].differences[0].kind, SheetDifference::Kind::Result);
    EXPECT_EQ(apart[0].result, "*");
    // One sheet's result where the other has none; a Result tag's where the moves end with none.
    EXPECT_EQ(reconcile("1.e4 e5 1-0\n", "1.e4 e5\n").at(0).result, "1-0");
    const std::string tagged = "[Result \"1-0\"]\n\n1.e4 e5\n";
    EXPECT_EQ(reconcile(tagged, tagged).at(0).result, "1-0");
}

// Found by the pgn fuzzer: a FEN tag that is no position was replayed from the start position,
// so the game written did not read again.
TEST(Reconcile, AFenTagThatIsNoPositionStopsTheGame) {
    const std::string sheet = "[FEN \"rnbq1rB1R b KQ - 0 1\"]\n\n1... a5 2. g3 *\n";
    const auto r = reconcile(sheet, sheet);
    ASSERT_EQ(r.size(), 1u);
    EXPECT_TRUE(r[0].moves.empty());
    ASSERT_EQ(r[0].differences.size(), 1u);
    EXPECT_TRUE(r[0].differences[0].taken.empty());
    EXPECT_NE(r[0].differences[0].why.find("FEN"), std::string::npos) << r[0].differences[0].why;
    // Nor is a variant's game replayed, nor two sheets from different positions.
    const std::string crazyhouse = "[Variant \"Crazyhouse\"]\n\n1. e4 e5 *\n";
    const auto v = reconcile(crazyhouse, "1. e4 e5 *");
    ASSERT_EQ(v.size(), 1u);
    EXPECT_TRUE(v[0].moves.empty());
    ASSERT_EQ(v[0].differences.size(), 1u);
    EXPECT_NE(v[0].differences[0].why.find("variant"), std::string::npos);
    // Two unnamed games from different positions whose moves read alike in nothing are not
    // one game: each sheet's alone. Named the same, they pair, and cannot be replayed.
    const auto apart = reconcile("[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O *",
                                 "[FEN \"4k3/8/8/8/8/8/8/4KR2 w - - 0 1\"]\n\n1. Rf2 *");
    ASSERT_EQ(apart.size(), 2u);
    EXPECT_EQ(apart[0].differences.at(0).kind, SheetDifference::Kind::Alone);
    const std::string named = "[White \"A\"]\n[Black \"B\"]\n";
    const auto paired = reconcile(named + "[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O *",
                                  named + "[FEN \"4k3/8/8/8/8/8/8/4KR2 w - - 0 1\"]\n\n1. Rf2 *");
    ASSERT_EQ(paired.size(), 1u);
    EXPECT_TRUE(paired[0].moves.empty());
    EXPECT_NE(paired[0].differences.at(0).why.find("different positions"), std::string::npos);
    // One sheet's FEN tag is the start of both.
    const auto one = reconcile("1. O-O *", "[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. 0-0 *");
    ASSERT_EQ(one.size(), 1u);
    EXPECT_TRUE(one[0].differences.empty());
    EXPECT_EQ(one[0].moves, std::vector<std::string>{"O-O"});
    // A FEN tag on both: replayed from it (castling in Chess960 notation alike).
    const std::string fen = "[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n";
    const auto both = reconcile(fen + "1. O-O Kd7 *", fen + "1. 0-0 Kd7 *");
    ASSERT_EQ(both.size(), 1u);
    EXPECT_TRUE(both[0].differences.empty());
    EXPECT_EQ(both[0].moves, (std::vector<std::string>{"O-O", "Kd7"}));
}

}  // namespace
}  // namespace notator
