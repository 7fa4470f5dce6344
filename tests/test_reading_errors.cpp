// A move that cannot be read, and what it is told: each error with its message (invisible
// characters named by code point, an illegal move saying why, the game already over), the
// nearest readings, descriptive notation named with the moves it may stand for; and a
// precondition broken.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <string_view>

#include "notation_test_util.hpp"
#include "notator/notation.hpp"

namespace notator {
namespace {

using test::fen;
using test::uci;

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

}  // namespace
}  // namespace notator
