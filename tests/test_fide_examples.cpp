// Every example of the four FIDE appendix texts (tests/data/seeds.md quotes them), in its own
// language: read to the right move and written back identically.
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

#include "notation_test_util.hpp"
#include "notator/notation.hpp"
#include "notator/uci.hpp"

namespace notator {
namespace {

using test::fen;
using test::lang;
using test::uci;

// Reads `text` in `code`, expects the move `expected` (UCI), and writes it back in the FIDE
// preset of that language, expecting `text` again.
void round_trip(const Position& p, const char* code, const char* text, const char* expected) {
    ReadOptions ro;
    ro.language = &lang(code);
    auto r = read_move(p, text, ro);
    ASSERT_TRUE(r.ok()) << code << " " << text << ": "
                        << (r.ok() ? "" : diagnose(p, text, r.error(), ro).message);
    EXPECT_EQ(to_uci(p, r->move), expected) << text;
    EXPECT_FALSE(r->warning) << text;
    EXPECT_EQ(write_move(p, r->move, WriteOptions::fide(lang(code))), text);
}

// FIDE C.10 (Portuguese text, C = cavalo): knights on g1 and e1, g5 and g1, h2 and d4; the
// Italian text has d2 instead of e1 for the first pair.
TEST(FideExamples, DisambiguationByFileRankAndSquare) {
    const Position file = fen("4k3/8/8/8/8/8/8/2K1N1N1 w - - 0 1");
    round_trip(file, "pt", "Cgf3", "g1f3");
    round_trip(file, "pt", "Cef3", "e1f3");
    const Position rank = fen("4k3/8/8/6N1/8/8/8/2K3N1 w - - 0 1");
    round_trip(rank, "pt", "C5f3", "g5f3");
    round_trip(rank, "pt", "C1f3", "g1f3");
    const Position diagonal = fen("4k3/8/8/8/3N4/8/7N/2K5 w - - 0 1");
    round_trip(diagonal, "pt", "Chf3", "h2f3");
    round_trip(diagonal, "pt", "Cdf3", "d4f3");
    const Position italian = fen("4k3/8/8/8/8/8/3N4/2K3N1 w - - 0 1");
    round_trip(italian, "it", "Cgf3", "g1f3");
    round_trip(italian, "it", "Cdf3", "d2f3");
    // The German text: Sgf3/Sef3, S5f3/S1f3, Shf3/Sdf3.
    round_trip(file, "de", "Sgf3", "g1f3");
    round_trip(rank, "de", "S1f3", "g1f3");
    round_trip(diagonal, "de", "Shf3", "h2f3");
}

TEST(FideExamples, DisambiguationWithCapture) {
    const Position file = fen("4k3/8/8/8/8/5p2/8/2K1N1N1 w - - 0 1");
    round_trip(file, "pt", "Cgxf3", "g1f3");
    round_trip(file, "pt", "Cexf3", "e1f3");
    const Position rank = fen("4k3/8/8/6N1/8/5p2/8/2K3N1 w - - 0 1");
    round_trip(rank, "pt", "C5xf3", "g5f3");
    round_trip(rank, "pt", "C1xf3", "g1f3");
    const Position diagonal = fen("4k3/8/8/8/3N4/5p2/7N/2K5 w - - 0 1");
    round_trip(diagonal, "pt", "Chxf3", "h2f3");
    round_trip(diagonal, "pt", "Cdxf3", "d4f3");
    round_trip(diagonal, "de", "Sdxf3", "d4f3");
}

TEST(FideExamples, PieceMovesAndCaptures) {
    const Position p = fen("4k3/8/8/4p3/8/5p2/1B6/R5NK w - - 0 1");
    round_trip(p, "pt", "Bxe5", "b2e5");
    round_trip(p, "pt", "Cxf3", "g1f3");
    round_trip(p, "pt", "Td1", "a1d1");
}

TEST(FideExamples, Promotions) {
    // d8D exf8C (white), b1B g1T (black), Portuguese letters; d8D f8S b1L g1T in German.
    const Position white = fen("5r2/3PP3/8/8/8/8/8/K5k1 w - - 0 1");
    round_trip(white, "pt", "d8D", "d7d8q");
    round_trip(white, "pt", "exf8C", "e7f8n");
    round_trip(white, "de", "d8D", "d7d8q");
    round_trip(white, "de", "exf8S", "e7f8n");
    const Position black = fen("K7/8/8/8/8/8/1p4p1/7k b - - 0 1");
    round_trip(black, "pt", "b1B", "b2b1b");
    round_trip(black, "pt", "g1T", "g2g1r");
    round_trip(black, "de", "b1L", "b2b1b");
    round_trip(black, "it", "b1A", "b2b1b");
}

TEST(FideExamples, PawnCapturesNameTheirFile) {
    // White pawns on c4 and e4, a black piece on d5 (German E11, Italian E10).
    const Position p = fen("4k3/8/8/3n4/2P1P3/8/8/4K3 w - - 0 1");
    round_trip(p, "de", "cxd5", "c4d5");
    round_trip(p, "de", "exd5", "e4d5");
}

TEST(FideExamples, EnPassant) {
    const Position p = fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    round_trip(p, "pt", "exd6 e.p.", "e5d6");
    // Without the suffix, attached, or as "ep": the same move.
    for (const char* text : {"exd6", "exd6e.p.", "exd6 ep", "exd6ep", "e5xd6 e.p"}) {
        auto r = read_move(p, text);
        ASSERT_TRUE(r.ok()) << text;
        EXPECT_EQ(to_uci(p, r->move), "e5d6") << text;
    }
}

TEST(FideExamples, CastlingWithZerosAndLetters) {
    const Position p = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    round_trip(p, "pt", "0-0", "e1g1");
    round_trip(p, "pt", "0-0-0", "e1c1");
    // En dash, non-breaking hyphen (as word processors and web pages give them), minus sign.
    for (const char* text : {"O-O", "o-o",
                             "0\xE2\x80\x93"
                             "0",
                             "O\xE2\x80\x91"
                             "O",
                             "O\xE2\x88\x92"
                             "O"}) {
        auto r = read_move(p, text);
        ASSERT_TRUE(r.ok()) << text;
        EXPECT_EQ(to_uci(p, r->move), "e1g1");
        if (std::string_view(text) != "O-O") {
            EXPECT_EQ(read_move(p, text, {.strict = true}).error().code, Errc::NotStrict) << text;
        }
    }
    auto long_form = read_move(Position(),
                               "e2\xE2\x80\x93"
                               "e4");  // e2–e4
    ASSERT_TRUE(long_form.ok());
    EXPECT_EQ(to_uci(Position(), long_form->move), "e2e4");
    EXPECT_TRUE(long_form->text.lax & MoveText::kHyphen);
    EXPECT_FALSE(read_move(Position(),
                           "O\xE2\x80\x99"
                           "O")
                     .ok());  // a quote mark is no dash
    EXPECT_EQ(write_move(p, uci(p, "e1c1"), WriteOptions::pgn()), "O-O-O");
}

TEST(FideExamples, Chess960Castling) {
    const Position p = fen("1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1");
    auto r = read_move(p, "0-0-0");
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r->move.is_castling());
    EXPECT_EQ(r->move.king_destination(), Square::C1);
    EXPECT_EQ(write_move(p, r->move, WriteOptions::fide()), "0-0-0");
    // UCI writes Chess960 castling as king takes own rook; it reads back (found by the
    // notation fuzzer).
    WriteOptions uci_style;
    uci_style.style = Style::Uci;
    EXPECT_EQ(write_move(p, r->move, uci_style), "e1b1");
    auto back = read_move(p, "e1b1");
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(back->move, r->move);
}

TEST(FideExamples, SignsAndDrawOfferAreKept) {
    const Position p = fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    auto r = read_move(p, "Ra8+!? (=)");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->text.check, CheckSign::Check);
    EXPECT_EQ(r->text.nag, 5);
    EXPECT_TRUE(r->text.draw_offer);
    std::string out = write_move(p, r->move);
    append_annotations(out, r->text);
    EXPECT_EQ(out, "Ra8+!? (=)");
    // Mate as ++ (FIDE C.13) and #.
    const Position m = fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    for (const char* text : {"Ra8#", "Ra8++"}) {
        auto mate = read_move(m, text);
        ASSERT_TRUE(mate.ok()) << text;
        EXPECT_FALSE(mate->warning) << text;
    }
    WriteOptions plus = WriteOptions::fide();
    plus.mate_double_plus = true;
    EXPECT_EQ(write_move(m, uci(m, "a1a8"), plus), "Ra8++");
}

TEST(FideExamples, PinnedPieceCreatesNoAmbiguity) {
    // Galician text: a piece that cannot move because its king would be in check does not
    // count. Knights on b3 and e2 both reach d4; the rook on e8 pins e2.
    const Position p = fen("4r1k1/8/8/8/8/1N6/4N3/4K3 w - - 0 1");
    round_trip(p, "gl", "Cd4", "b3d4");
}

TEST(FideExamples, LongForm) {
    // C.8: Bb2e5, Cg1f3, Ta1d1, e7e5, d2d4, a6a5; and the hyphenated Ng1-f3, e2-e4.
    const Position start;
    for (const auto& [text, want] :
         std::initializer_list<std::pair<const char*, const char*>>{{"Cg1f3", "g1f3"},
                                                                    {"d2d4", "d2d4"},
                                                                    {"Cg1-f3", "g1f3"},
                                                                    {"d2-d4", "d2d4"},
                                                                    {"g1f3", "g1f3"}}) {
        ReadOptions ro;
        ro.language = &lang("pt");
        auto r = read_move(start, text, ro);
        ASSERT_TRUE(r.ok()) << text;
        EXPECT_EQ(to_uci(start, r->move), want) << text;
    }
    WriteOptions lf = WriteOptions::fide(lang("pt"));
    lf.style = Style::Long;
    EXPECT_EQ(write_move(start, uci(start, "g1f3"), lf), "Cg1f3");
    lf.long_hyphen = true;
    EXPECT_EQ(write_move(start, uci(start, "g1f3"), lf), "Cg1-f3");
    const Position black = fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    lf.long_hyphen = false;
    EXPECT_EQ(write_move(black, uci(black, "e7e5"), lf), "e7e5");
}

}  // namespace
}  // namespace notator
