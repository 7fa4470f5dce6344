// The arbiter's reading of a game, read on from each error: every error reported, each with the
// likeliest reading of the move by what was written and by how the moves after it replay
// (scoresheet mistakes, castling, signs, dots and numbers), in variations too.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "arbiter_test_util.hpp"
#include "notator/pgn.hpp"

namespace notator {
namespace {

using test::going_on;
using test::Heard;
using test::heard;
using test::says;

// Was exactly one error heard, and does it say `words`?
::testing::AssertionResult one_error_saying(const Heard& h, std::string_view words) {
    if (h.errors.size() != 1)
        return ::testing::AssertionFailure() << h.errors.size() << " errors, not one";
    return says(h.errors[0], words);
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

}  // namespace
}  // namespace notator
