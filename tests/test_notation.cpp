// Every example of the four FIDE appendix texts (tests/data/seeds.md quotes them), in its own
// language: read to the right move and written back identically.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include "notator/movegen.hpp"
#include "notator/notation.hpp"
#include "notator/uci.hpp"

namespace notator {
namespace {

Position fen(const char* text) {
    auto p = Position::from_fen(text);
    EXPECT_TRUE(p.ok()) << text << ": " << (p.ok() ? "" : p.error().message());
    return p.ok() ? *p : Position();
}

const Language& lang(const char* code) {
    const Language* l = find_language(code);
    EXPECT_NE(l, nullptr) << code;
    return l ? *l : english();
}

Move uci(const Position& p, const char* text) {
    auto m = parse_uci(p, text);
    EXPECT_TRUE(m.ok()) << text;
    return m.ok() ? *m : Move();
}

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

// UTF-8 of one code point.
std::string utf8(char32_t c) {
    std::string out;
    if (c < 0x80) return out += char(c);
    if (c < 0x800) return (out += char(0xC0 | (c >> 6))) += char(0x80 | (c & 0x3F));
    if (c < 0x10000)
        out += char(0xE0 | (c >> 12));
    else
        (out += char(0xF0 | (c >> 18))) += char(0x80 | ((c >> 12) & 0x3F));
    return (out += char(0x80 | ((c >> 6) & 0x3F))) += char(0x80 | (c & 0x3F));
}

// Characters pasted from web pages that show nothing (soft hyphen, zero width characters,
// direction marks, word joiner, invisible operators, the byte order mark) and controls are named
// by code point where a message quotes them, not put between quotes that seem to hold nothing;
// what is read is the same. A byte that is no UTF-8 is named as a byte.
TEST(Reading, InvisibleCharactersAreNamedByCodePoint) {
    const Position start;
    for (const char32_t c : {0x00AD, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x2060, 0x2061, 0x2062,
                             0x2063, 0x2064, 0xFEFF, 0x180E, 0x01, 0x1B, 0x7F, 0x85}) {
        char code[16];
        std::snprintf(code, sizeof code, "U+%04X", unsigned(c));
        SCOPED_TRACE(code);
        const std::string ch = utf8(c);
        for (const std::string& text : {"Nf3" + ch, "Nf3" + ch + "Nc6", ch + "Nf3"}) {
            const auto r = read_move(start, text);
            ASSERT_FALSE(r.ok());
            // "unexpected U+00AD in ...", or before the move (where a non-ASCII character is
            // taken for a piece letter) "U+00AD ... is not a piece letter".
            const bool syntax = r.error().code == Errc::MoveSyntax;
            if (!syntax) {
                EXPECT_EQ(r.error().code, Errc::UnknownPieceLetter);
                EXPECT_GE(c, 0x80u);
            }
            const std::string msg = diagnose(start, text, r.error()).message;
            EXPECT_EQ(msg.rfind((syntax ? "unexpected " : "") + std::string(code) + ' ', 0), 0u)
                << msg;
            EXPECT_EQ(msg.find("'" + ch + "'"), std::string::npos) << msg;
        }
    }
    const std::string shy =
        diagnose(start, "Nf3\xC2\xAD", read_move(start, "Nf3\xC2\xAD").error()).message;
    EXPECT_EQ(shy.rfind("unexpected U+00AD (soft hyphen) in ", 0), 0u) << shy;
    // Characters that show are quoted as they are.
    for (const std::string c : {"&", "\xC2\xA7", "\xE2\x82\xAC"}) {  // &, section sign, euro
        const auto r = read_move(start, "Nf3" + c);
        ASSERT_FALSE(r.ok()) << c;
        const std::string msg = diagnose(start, "Nf3" + c, r.error()).message;
        EXPECT_EQ(msg.rfind("unexpected '" + c + "' in ", 0), 0u) << msg;
    }
    const auto bad = read_move(start, "Nf3\x9B");
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(diagnose(start, "Nf3\x9B", bad.error()).message.rfind("unexpected byte 0x9B in ", 0),
              0u);
}

TEST(Reading, Errors) {
    const Position p = fen("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 1");
    auto amb = read_move(p, "Nd4");
    ASSERT_TRUE(amb.ok());  // only f3 reaches d4
    const Position two = fen("rnbqkbnr/pppppppp/8/8/8/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 1");
    auto r = read_move(two, "Nd2");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, Errc::AmbiguousMove);
    EXPECT_EQ(diagnose(two, "Nd2", r.error()).message,
              "'Nd2' is ambiguous: knights on b1 and f3 can both move to d2; write Nbd2 or Nfd2");
    EXPECT_EQ(read_move(p, "Nb1d2").error().code, Errc::IllegalMove);  // a pawn stands on d2
    EXPECT_EQ(read_move(p, "Ng1f3").error().code, Errc::NoSuchPiece);
    EXPECT_EQ(read_move(p, "Qh5").error().code, Errc::IllegalMove);
    EXPECT_EQ(read_move(p, "").error().code, Errc::EmptyMove);
    EXPECT_EQ(read_move(p, "Nz3").error().code, Errc::MoveSyntax);
    auto syntax = read_move(p, "Nf3x");
    EXPECT_EQ(syntax.error().code, Errc::MoveSyntax);
    EXPECT_EQ(syntax.error().begin, 4u);  // the text ends where a square should follow
    EXPECT_EQ(diagnose(p, "Nf3x", syntax.error()).message, "'Nf3x' ends too early");
    const auto d = diagnose(p, "Qh5", read_move(p, "Qh5").error());
    EXPECT_EQ(d.message, "'Qh5' is illegal: no queen can move to h5");
    EXPECT_EQ(d.nearest.size(), 3u);
}

// An illegal move says why, as the Laws put it: the castling conditions (3.8.2), a piece pinned
// or a check not answered (3.9), the king moving into check, a pawn's own rules.
TEST(Reading, IllegalMovesSayWhy) {
    const auto why = [](const std::string& f, std::string_view text) {
        const Position p = fen(f.c_str());
        const auto r = read_move(p, text);
        EXPECT_FALSE(r.ok()) << text;
        return r.ok() ? std::string() : diagnose(p, text, r.error()).message;
    };
    const std::string after_qh5 = "rnbqkbnr/pppp1ppp/8/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2";
    EXPECT_EQ(why(after_qh5, "f6"), "'f6' is illegal: the pawn on f7 is pinned by the queen on h5");
    EXPECT_EQ(why("rnbqkbnr/ppppp1pp/8/5p1Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2", "a6"),
              "'a6' is illegal: the king is in check from the queen on h5");
    EXPECT_EQ(why("4k3/8/8/8/2b5/8/8/4K3 w - - 0 1", "Kf1"),
              "'Kf1' is illegal: f1 is attacked by the bishop on c4");
    EXPECT_EQ(why("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 1", "Nb1d2"),
              "'Nb1d2' is illegal: White's own pawn stands on d2");
    EXPECT_EQ(why("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e5"),
              "'e5' is illegal: the pawn on e5 stands in the way (a pawn takes only diagonally)");
    EXPECT_EQ(why("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "exf5"),
              "'exf5' is illegal: there is nothing to take on f5");
    EXPECT_EQ(why("8/8/8/K2Pp2r/8/8/8/7k w - e6 0 1", "dxe6"),
              "'dxe6' is illegal: taking en passant would open the rank to the rook on h5");
    // Coordinates without a letter move the piece on the origin square.
    const std::string pinned_knight =
        "rnbqk1nr/pppp1ppp/8/4p3/1b1PP3/2N5/PPP2PPP/R1BQKBNR w KQkq - 1 3";
    EXPECT_EQ(why(pinned_knight, "c3e2"),
              "'c3e2' is illegal: the knight on c3 is pinned by the bishop on b4");
    // A reason it does not know of: no false one.
    EXPECT_EQ(why("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e4=Q"),
              "'e4=Q' is illegal");
    // Castling: each condition of the Laws, the first that fails.
    EXPECT_EQ(why("r3k2r/8/8/8/8/8/8/R3K1NR w KQkq - 0 1", "O-O"),
              "'O-O' is illegal: g1 is not empty");
    EXPECT_EQ(why("r3k2r/8/8/8/8/8/8/RN1QK2R w KQkq - 0 1", "O-O-O"),
              "'O-O-O' is illegal: b1 and d1 are not empty");
    EXPECT_EQ(why("r3k2r/8/8/8/2b5/8/8/R3K2R w KQkq - 0 1", "O-O"),
              "'O-O' is illegal: the king would pass through f1, which the bishop on c4 attacks");
    EXPECT_EQ(why("r3k2r/8/8/8/8/8/6r1/R3K2R w KQkq - 0 1", "O-O"),
              "'O-O' is illegal: the king would land on g1, which the rook on g2 attacks");
    EXPECT_EQ(why("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O"),
              "'O-O' is illegal: the king is in check from the rook on e8");
    EXPECT_EQ(why("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "O-O"),
              "'O-O' is illegal: no rook of White stands on h1");
    EXPECT_EQ(why("4k3/8/8/8/8/8/8/R4K1R w - - 0 1", "O-O"),
              "'O-O' is illegal: the king has moved");
    EXPECT_EQ(why("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1", "O-O"),
              "'O-O' is illegal: the king or that rook has moved before");
    // Where no piece of the kind reaches the square, the message says so, as before.
    EXPECT_EQ(why(after_qh5, "Qa4"), "'Qa4' is illegal: no queen can move to a4");
}

// A scoresheet that goes on after the end: the message says the game is over, and offers no
// "nearest" moves, there being none.
TEST(Reading, MoveAfterTheEndOfTheGame) {
    const Position mated =
        fen("r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4");
    const auto after_mate = diagnose(mated, "Ke7", read_move(mated, "Ke7").error());
    EXPECT_EQ(after_mate.message, "'Ke7' is illegal: the game is over, Black is checkmated");
    EXPECT_TRUE(after_mate.nearest.empty());
    const Position stalemate = fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    const auto after_stalemate = diagnose(stalemate, "Kh7", read_move(stalemate, "Kh7").error());
    EXPECT_EQ(after_stalemate.message, "'Kh7' is illegal: the game is over, Black is stalemated");
    const Position mated_no_rook = fen("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
    EXPECT_EQ(diagnose(mated_no_rook, "Ra1", read_move(mated_no_rook, "Ra1").error()).message,
              "'Ra1' is illegal: the game is over, Black is checkmated");
}

// Text that shares no character with any legal move, in place, has no "nearest" reading:
// a stray '#' or a word gets none, a near miss gets its neighbours, every one within reach.
TEST(Reading, NearestReadingsShareSomethingWithTheText) {
    const Position p;
    for (std::string_view junk : {"#", "xyz", "%%"}) {
        const auto r = read_move(p, junk);
        ASSERT_FALSE(r.ok()) << junk;
        EXPECT_TRUE(diagnose(p, junk, r.error()).nearest.empty()) << junk;
    }
    const auto near = diagnose(p, "Nf4", read_move(p, "Nf4").error());
    ASSERT_FALSE(near.nearest_text.empty());
    EXPECT_EQ(near.nearest_text[0], "Nf3");
}

// English descriptive notation, as old books print it, is not read as a move; the diagnosis
// names it and offers every legal move it may stand for (squares counted from the mover's
// side, "B4" two files, "PxP" any pawn that takes a pawn).
TEST(Reading, DescriptiveNotationIsNamedWithItsReadings) {
    const auto readings = [](const Position& p, std::string_view text) {
        const auto r = read_move(p, text);
        EXPECT_FALSE(r.ok()) << text;
        const Diagnosis d = diagnose(p, text, r.error());
        EXPECT_NE(d.message.find("descriptive notation"), std::string::npos) << d.message;
        std::string out;
        for (const auto& t : d.nearest_text) out += (out.empty() ? "" : " ") + t;
        return out;
    };
    const Position start;
    EXPECT_EQ(readings(start, "P-K4"), "e4");
    EXPECT_EQ(readings(start, "Kt-KB3"), "Nf3");
    EXPECT_EQ(readings(start, "N-QB3ch"), "Nc3");
    EXPECT_EQ(readings(start.after(uci(start, "e2e4")), "P-K4"), "e5");  // Black's K4
    const Position open =
        fen("r1bqk2r/pppp1ppp/2n2n2/2b1p3/2BPP3/2P2N2/PP3PPP/RNBQK2R b KQkq - 0 5");
    EXPECT_EQ(readings(open, "PxP"), "exd4");
    EXPECT_EQ(readings(open, "KtxKP"), "Nxe4");
    EXPECT_EQ(readings(open, "B-Kt3"), "Bb6");
    EXPECT_EQ(readings(open, "Castles"), "O-O");
    const Position two = fen("4k3/8/8/2p1p3/3P4/8/8/4K3 w - - 0 1");
    EXPECT_EQ(readings(two, "PxP"), "dxc5 dxe5");
    EXPECT_EQ(readings(two, "PxKP"), "dxe5");
    EXPECT_EQ(readings(two, "P-Q5"), "d5");
    EXPECT_EQ(readings(start, "P-K5"), "");  // descriptive, but no legal move fits
    // Algebraic errors stay algebraic errors.
    EXPECT_EQ(diagnose(start, "Bb4", read_move(start, "Bb4").error()).message.find("descriptive"),
              std::string::npos);
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

#if defined(NOTATOR_ASSERTIONS)
// A language looked up by a code that does not exist (nullptr) breaks a precondition: where
// assertions are on, the program stops with a message instead of reading through null.
TEST(ReadingDeathTest, NoLanguageIsABrokenPrecondition) {
    ReadOptions none;
    none.language = find_language("xx");
    ASSERT_EQ(none.language, nullptr);
    EXPECT_DEATH((void)read_move(Position(), "e4", none), "precondition failed");
    WriteOptions nowhere;
    nowhere.language = nullptr;
    EXPECT_DEATH((void)write_move(Position(), read_move(Position(), "e4")->move, nowhere),
                 "precondition failed");
}
#endif

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

TEST(Languages, TableHoldsWhatTheIssueAsks) {
    EXPECT_GE(languages().size(), 20u);
    for (const char* code : {"en", "de", "fr", "es", "it", "pt", "gl", "nl", "pl", "eo", "ru", "cs",
                             "hu", "sv", "ro", "tr"})
        EXPECT_NE(find_language(code), nullptr) << code;
    EXPECT_EQ(find_language("xx"), nullptr);
    // A language's name or its code in capitals names it too, as people write them.
    EXPECT_EQ(find_language("DE"), find_language("de"));
    EXPECT_EQ(find_language("German"), find_language("de"));
    EXPECT_EQ(find_language("dutch"), find_language("nl"));
    EXPECT_EQ(find_language("Germa"), nullptr);
    // And its own name, as its speakers write it or as typed without accents.
    EXPECT_EQ(find_language("Deutsch"), find_language("de"));
    EXPECT_EQ(find_language("Français"), find_language("fr"));
    EXPECT_EQ(find_language("francais"), find_language("fr"));
    EXPECT_EQ(find_language("Русский"), find_language("ru"));
    EXPECT_EQ(find_language("CESTINA"), find_language("cs"));
    EXPECT_EQ(find_language(""), nullptr);
    for (const Language& l : languages()) EXPECT_EQ(find_language(l.name), &l) << l.name;
    EXPECT_EQ(lang("ru").letter(Role::King), "\xD0\x9A\xD1\x80");
    for (const Language& l : languages()) {
        EXPECT_FALSE(l.source.empty()) << l.code;
        // Five distinct letters, none of them a file or digit.
        for (int i = 0; i < 5; ++i) {
            EXPECT_FALSE(l.letters[i].view().empty()) << l.code;
            for (int k = 0; k < i; ++k)
                EXPECT_NE(l.letters[i].view(), l.letters[k].view()) << l.code;
        }
    }
}

TEST(Languages, EveryLanguageReadsWhatItWrites) {
    const Position p = fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    MoveList list;
    generate_legal(p, list);
    for (const Language& l : languages()) {
        ReadOptions ro;
        ro.language = &l;
        for (Move m : list) {
            const std::string text = write_move(p, m, WriteOptions::fide(l));
            auto r = read_move(p, text, ro);
            ASSERT_TRUE(r.ok()) << l.code << " " << text;
            EXPECT_EQ(r->move, m) << l.code << " " << text;
        }
    }
}

// The lexer reads the common shape ([piece][file][rank][x]square[+#]) on a fast path; a
// leading space sends the same text through the full lexer. Both must agree on everything.
TEST(Reading, FastPathAgreesWithFullLexer) {
    const Position p = fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    MoveList list;
    generate_legal(p, list);
    std::vector<std::string> texts = {"e4",    "exd5", "ed5",   "xd5",  "Nbd2", "N1d2",
                                      "Ng1f3", "e2e4", "Qxf7#", "Re7+", "Nf3x", "x",
                                      "Sf3",   "e9",   "i4",    "Kx"};
    for (const Language& l : languages()) {
        for (Move m : list) {
            for (Style style : {Style::Short, Style::Long}) {
                WriteOptions o;
                o.language = &l;
                o.style = style;
                texts.push_back(write_move(p, m, o));
            }
        }
    }
    for (const std::string& text : texts) {
        for (const Language& l : languages()) {
            auto fast = parse_move_text(text, l);
            auto full = parse_move_text(" " + text, l);
            ASSERT_EQ(fast.ok(), full.ok()) << l.code << " '" << text << "'";
            if (!fast.ok()) {
                EXPECT_EQ(fast.error().code, full.error().code) << text;
                continue;
            }
            const MoveText& a = *fast;
            const MoveText& b = *full;
            EXPECT_TRUE(a.kind == b.kind && a.role == b.role &&
                        a.piece_written == b.piece_written && a.from_file == b.from_file &&
                        a.from_rank == b.from_rank && a.to == b.to && a.promotion == b.promotion &&
                        a.capture == b.capture && a.check == b.check && a.lax == b.lax &&
                        a.nag == b.nag && a.piece_end + 1 == b.piece_end &&
                        a.move_end + 1 == b.move_end)
                << l.code << " '" << text << "'";
        }
    }
}

// read_move takes a fused lex-and-resolve path for the common shape; a leading space sends
// the same text through the full lexer and resolve(). Over random games, every legal move in
// several spellings (right, sloppy and wrong) must read the same both ways, strict or not.
TEST(Reading, FusedPathAgreesWithGeneralPath) {
    std::uint64_t seed = 12345;
    auto next = [&seed] {
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        return std::uint32_t(seed >> 33);
    };
    auto variants = [](std::string text) {
        std::vector<std::string> out = {text};
        std::string bare = text;
        while (!bare.empty() && (bare.back() == '+' || bare.back() == '#')) bare.pop_back();
        out.push_back(bare);
        out.push_back(bare + "+");
        out.push_back(bare + "#");
        if (auto x = bare.find('x'); x != std::string::npos)
            out.push_back(bare.substr(0, x) + bare.substr(x + 1));
        else if (bare.size() >= 2)
            out.push_back(bare.substr(0, bare.size() - 2) + "x" + bare.substr(bare.size() - 2));
        for (char extra : {'a', 'e', 'h', '1', '4', '8'})
            if (bare.size() >= 3) out.push_back(bare.substr(0, 1) + extra + bare.substr(1));
        return out;
    };
    std::size_t compared = 0;
    for (int game = 0; game < 60; ++game) {
        Position p;
        for (int ply = 0; ply < 120; ++ply) {
            MoveList list;
            generate_legal(p, list);
            if (list.size() == 0) break;
            for (Move m : list) {
                std::vector<std::string> texts = variants(write_move(p, m));
                WriteOptions lng;
                lng.style = Style::Long;
                texts.push_back(write_move(p, m, lng));
                for (const std::string& text : texts) {
                    for (bool strict : {false, true}) {
                        ReadOptions ro;
                        ro.strict = strict;
                        auto fused = read_move(p, text, ro);
                        auto general = read_move(p, " " + text, ro);
                        ++compared;
                        ASSERT_EQ(fused.ok(), general.ok()) << p.fen() << " '" << text << "'";
                        if (!fused.ok()) {
                            EXPECT_EQ(fused.error().code, general.error().code) << text;
                            continue;
                        }
                        EXPECT_EQ(fused->move, general->move) << p.fen() << " " << text;
                        EXPECT_EQ(fused->warning.has_value(), general->warning.has_value())
                            << p.fen() << " " << text;
                        if (fused->warning && general->warning) {
                            EXPECT_EQ(fused->warning->code, general->warning->code) << text;
                        }
                        const MoveText& a = fused->text;
                        const MoveText& b = general->text;
                        EXPECT_TRUE(a.role == b.role && a.piece_written == b.piece_written &&
                                    a.from_file == b.from_file && a.from_rank == b.from_rank &&
                                    a.to == b.to && a.capture == b.capture && a.check == b.check &&
                                    a.piece_end + 1 == b.piece_end && a.move_end + 1 == b.move_end)
                            << p.fen() << " '" << text << "'";
                    }
                }
            }
            p.play(list[next() % list.size()]);
        }
    }
    EXPECT_GT(compared, 100000u);
}

TEST(Languages, UserDefinedSet) {
    auto kdtls = custom_language("KDTLS");
    ASSERT_TRUE(kdtls.ok());
    const Position start;
    ReadOptions ro;
    ro.language = &*kdtls;
    EXPECT_EQ(to_uci(start, read_move(start, "Sf3", ro)->move), "g1f3");
    auto ru = custom_language("\xD0\x9A\xD1\x80 \xD0\xA4 \xD0\x9B \xD0\xA1 \xD0\x9A");
    ASSERT_TRUE(ru.ok());
    EXPECT_EQ(ru->letter(Role::King), "\xD0\x9A\xD1\x80");
    EXPECT_EQ(custom_language("KDTL").error().code, Errc::BadLetterSet);
    EXPECT_EQ(custom_language("KDTLK").error().code, Errc::BadLetterSet);
    auto file = custom_language("KDTLe");
    ASSERT_FALSE(file.ok());
    EXPECT_EQ(file.error().begin, 4u);
}

// What a user names with --from: built-in languages are the library's own; a set of one's
// own is kept, once for the same letters; other notations read as such.
TEST(Languages, Named) {
    EXPECT_EQ(*language_named("de"), find_language("de"));
    EXPECT_EQ(*language_named("German"), find_language("de"));
    const auto own = language_named("KDTLJ");
    ASSERT_TRUE(own.ok());
    EXPECT_EQ((*own)->letter(Role::Knight), "J");
    EXPECT_EQ(*language_named("K D T L J"), *own);
    EXPECT_NE(*language_named("KDTLZ"), *own);
    EXPECT_EQ(language_named("xx").error().code, Errc::BadLetterSet);
    const auto descriptive = reading_named("Descriptive");
    ASSERT_TRUE(descriptive.ok());
    EXPECT_EQ(descriptive->notation, Notation::Descriptive);
    const auto own_reading = reading_named("KDTLJ");
    ASSERT_TRUE(own_reading.ok());
    EXPECT_EQ(own_reading->language, *own);
    EXPECT_EQ(own_reading->notation, Notation::Algebraic);
    const Position start;
    EXPECT_EQ(to_uci(start, read_move(start, "Jf3", *own_reading)->move), "g1f3");
    EXPECT_FALSE(reading_named("QQQQQ").ok());
}

}  // namespace
}  // namespace notator
