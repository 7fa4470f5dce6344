// The forms a move is read in besides the FIDE appendix's own: capture signs and figurines,
// promotions, check signs, a pawn's letter, the null move; no piece letter ever read as a pawn
// move; and the sloppy forms strict reading refuses.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "notation_test_util.hpp"
#include "notator/notation.hpp"
#include "notator/uci.hpp"

namespace notator {
namespace {

using test::fen;
using test::lang;
using test::uci;

TEST(Reading, CaptureSignsAndFigurines) {
    const Position p = fen("4k3/8/8/4p3/8/8/1B6/4K3 w - - 0 1");
    for (const char* text : {"Bxe5", "B:e5",
                             "B\xC3\x97"
                             "e5",
                             "Be5", "\xE2\x99\x97xe5",
                             "\xE2\x99\x9D"
                             "e5",
                             "Bb2xe5", "Bb2e5", "b2e5"}) {
        auto r = read_move(p, text);
        ASSERT_TRUE(r.ok()) << text;
        EXPECT_EQ(to_uci(p, r->move), "b2e5") << text;
    }
    WriteOptions fig;
    fig.figurine = true;
    EXPECT_EQ(write_move(p, uci(p, "b2e5"), fig), "\xE2\x99\x97xe5");
    WriteOptions colon;
    colon.capture_sign = ":";
    EXPECT_EQ(write_move(p, uci(p, "b2e5"), colon), "B:e5");
}

TEST(Reading, PromotionForms) {
    const Position p = fen("8/4P3/8/8/8/8/8/K5k1 w - - 0 1");
    for (const char* text : {"e8Q", "e8=Q", "e8/Q", "e8(Q)", "e7e8q", "e7e8Q", "e8\xE2\x99\x95"}) {
        auto r = read_move(p, text);
        ASSERT_TRUE(r.ok()) << text;
        EXPECT_EQ(to_uci(p, r->move), "e7e8q") << text;
    }
    auto missing = read_move(p, "e8");
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error().code, Errc::MissingPromotion);
    EXPECT_EQ(diagnose(p, "e8", missing.error()).message,
              "'e8' brings a pawn to the last rank but names no new piece; write e8Q, e8R, "
              "e8B or e8N");
    EXPECT_EQ(read_move(p, "e8K").error().code, Errc::BadPromotionPiece);
    WriteOptions o;
    for (auto [style, want] : {std::pair{PromotionStyle::Plain, "e8Q"},
                               {PromotionStyle::Equals, "e8=Q"},
                               {PromotionStyle::Slash, "e8/Q"},
                               {PromotionStyle::Parens, "e8(Q)"}}) {
        o.promotion = style;
        EXPECT_EQ(write_move(p, uci(p, "e7e8q"), o), want);
    }
}

TEST(Reading, NeverASilentPawnMove) {
    // python-chess and chessops read Sf3 and a figurine as the pawn move f3; notator names the
    // languages where S is a piece letter instead.
    const Position start;
    auto r = read_move(start, "Sf3");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, Errc::UnknownPieceLetter);
    EXPECT_EQ(r.error().begin, 0u);
    EXPECT_EQ(r.error().end, 1u);
    const std::string msg = diagnose(start, "Sf3", r.error()).message;
    EXPECT_NE(msg.find("'S' is not a piece letter in English"), std::string::npos) << msg;
    EXPECT_NE(msg.find("the knight in"), std::string::npos) << msg;
    EXPECT_NE(msg.find("German"), std::string::npos) << msg;
    EXPECT_NE(msg.find("the bishop in Czech"), std::string::npos) << msg;
    // Three languages named at most, the most used first, the rest counted: a message to
    // read, not every language of the table (S is the knight in seven, the bishop in two).
    EXPECT_EQ(msg.find("Swedish"), std::string::npos) << msg;
    EXPECT_NE(msg.find("more"), std::string::npos) << msg;
    EXPECT_EQ(diagnose(start, "Sf3", r.error()).nearest_text.at(0), "Nf3");
    // A Russian knight (К) of a Windows-1251 file read as Windows-1252: 'Ê', and said so.
    const auto cp1251 = read_move(start,
                                  "\xC3\x8A"
                                  "f3");
    ASSERT_FALSE(cp1251.ok());
    const std::string told = diagnose(start,
                                      "\xC3\x8A"
                                      "f3",
                                      cp1251.error())
                                 .message;
    EXPECT_NE(told.find("the Russian \xD0\x9A of a Windows-1251 file"), std::string::npos) << told;
    EXPECT_NE(told.find("--encoding windows-1251"), std::string::npos) << told;
    // R is a rook in English and a king in French.
    ReadOptions fr;
    fr.language = &lang("fr");
    const Position p = fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    EXPECT_EQ(to_uci(p, read_move(p, "Rd1", fr)->move), "e1d1");
    EXPECT_EQ(to_uci(p, read_move(p, "Rd1")->move), "a1d1");
    // Cyrillic in English, and Esperanto's Ĉ.
    EXPECT_EQ(read_move(start,
                        "\xD0\x9A"
                        "f3")
                  .error()
                  .code,
              Errc::UnknownPieceLetter);
    ReadOptions eo;
    eo.language = &lang("eo");
    EXPECT_EQ(to_uci(start, read_move(start,
                                      "\xC4\x88"
                                      "f3",
                                      eo)
                                ->move),
              "g1f3");
}

TEST(Reading, CheckSignsLenientAndStrict) {
    const Position p = fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    auto lenient = read_move(p, "Ra7+");
    ASSERT_TRUE(lenient.ok());
    ASSERT_TRUE(lenient->warning);
    EXPECT_EQ(lenient->warning->code, Errc::WrongCheckSign);
    ReadOptions strict;
    strict.strict = true;
    EXPECT_EQ(read_move(p, "Ra7+", strict).error().code, Errc::WrongCheckSign);
    EXPECT_TRUE(read_move(p, "Ra8+", strict).ok());
    EXPECT_TRUE(read_move(p, "Ra8", strict).ok());  // FIDE: the signs are optional
    EXPECT_EQ(diagnose(p, "Ra7+", lenient->warning.value()).message, "'Ra7+' gives no check");
}

TEST(Reading, StrictRejectsSloppyForms) {
    const Position p = fen("r2qkbnr/ppp2ppp/2n5/1B2pQ2/4P3/8/PPP2PPP/RNB1K2R b KQkq - 3 7");
    ReadOptions strict;
    strict.strict = true;
    EXPECT_EQ(read_move(p, "Nge7", strict).error().code, Errc::OverDisambiguated);
    EXPECT_TRUE(read_move(p, "Ng8e7", strict).ok());  // the whole square: the long form
    EXPECT_TRUE(read_move(p, "Nge7").ok());
    const Position cap = fen("4k3/8/8/4p3/8/8/1B6/4K3 w - - 0 1");
    EXPECT_EQ(read_move(cap, "Be5", strict).error().code, Errc::MissingCaptureSign);
    EXPECT_EQ(read_move(cap, "B:e5", strict).error().code, Errc::NotStrict);
    EXPECT_EQ(read_move(cap, "b2e5", strict).error().code, Errc::PieceNotWritten);
    EXPECT_EQ(read_move(cap, "Bxd4", strict).error().code, Errc::CaptureSignMismatch);
    EXPECT_TRUE(read_move(cap, "Bxe5", strict).ok());
    const Position ep = fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    EXPECT_TRUE(read_move(ep, "exd6 e.p.", strict).ok());
    EXPECT_EQ(read_move(ep, "exd6 e.p", strict).error().code, Errc::NotStrict);
    // The form refused is named; a move illegal anyway is reported as illegal first.
    const Position open = fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    const auto hyphen = read_move(open, "Bf1-b5", strict);
    ASSERT_FALSE(hyphen.ok());
    EXPECT_EQ(diagnose(open, "Bf1-b5", hyphen.error(), strict).message,
              "'Bf1-b5' is not strict FIDE notation: the long form with a hyphen");
    EXPECT_EQ(read_move(open, "Bb5-a6", strict).error().code, Errc::NoSuchPiece);
    EXPECT_EQ(read_move(open, "Bf1-a7", strict).error().code, Errc::IllegalMove);
    const Position takes = fen("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    EXPECT_TRUE(read_move(takes, "xd5").ok());
    const auto bare = read_move(takes, "xd5", strict);
    ASSERT_FALSE(bare.ok());
    EXPECT_EQ(diagnose(takes, "xd5", bare.error(), strict).message,
              "'xd5' is not strict FIDE notation: a pawn's capture without its file");
    EXPECT_EQ(read_move(takes, "xe5", strict).error().code, Errc::IllegalMove);
}

// "P" before a pawn move, as some writers put it, is the pawn's letter where P is no piece
// letter (English): the same move, a lenient form. In Dutch P is the knight.
TEST(Reading, PawnLetterBeforeAPawnMove) {
    const Position start;
    ReadOptions strict;
    strict.strict = true;
    EXPECT_EQ(read_move(start, "Pe4")->move, read_move(start, "e4")->move);
    EXPECT_EQ(read_move(start, "Pe4", strict).error().code, Errc::NotStrict);
    const Position cap = fen("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    EXPECT_EQ(read_move(cap, "Pxd5")->move, read_move(cap, "exd5")->move);
    EXPECT_EQ(read_move(cap, "Pexd5")->move, read_move(cap, "exd5")->move);
    ReadOptions nl;
    nl.language = find_language("nl");
    EXPECT_EQ(read_move(start, "Pf3", nl)->move, read_move(start, "Nf3")->move);
    EXPECT_EQ(read_move(start, "Pe4", nl).error().code, Errc::IllegalMove);  // a knight: none
    // Descriptive notation is still told apart (P-K4), and P names no piece.
    EXPECT_FALSE(read_move(start, "P-K4").ok());
    EXPECT_EQ(read_move(start, "Pf6").error().code, Errc::IllegalMove);
}

// The null move: "--" as PGN tools write it; Z0, 0000 (UCI) and @@@@ as other programs do,
// lenient forms; strict reading refuses them all. UCI output writes 0000 and reads it back.
TEST(Reading, NullMoveForms) {
    const Position p;
    ReadOptions strict;
    strict.strict = true;
    for (const char* text : {"--", "Z0", "0000", "@@@@", "Z0!?"}) {
        SCOPED_TRACE(text);
        const auto r = read_move(p, text);
        ASSERT_TRUE(r.ok());
        EXPECT_TRUE(r->move.is_null());
        // Neither the FIDE appendix nor the PGN standard has a null move: read leniently with
        // a warning, refused by strict reading.
        ASSERT_TRUE(r->warning.has_value());
        EXPECT_EQ(r->warning->code, Errc::NonstandardForm);
        EXPECT_EQ(Form(r->warning->detail), Form::NullMove);
        EXPECT_EQ(read_move(p, text, strict).error().code, Errc::NotStrict);
    }
    EXPECT_EQ(read_move(p, "Z0!?")->text.nag, 5);
    EXPECT_FALSE(read_move(p, "Z00").ok());
    EXPECT_FALSE(read_move(p, "000").ok());
    WriteOptions u;
    u.style = Style::Uci;
    EXPECT_EQ(write_move(p, Move{}, u), "0000");
    EXPECT_EQ(write_move(p, Move{}), "--");
    const Position check = fen("4k3/8/8/8/8/8/8/4K2r w - - 0 1");
    EXPECT_EQ(read_move(check, "Z0").error().code, Errc::NullMoveInCheck);
}

}  // namespace
}  // namespace notator
