#include <gtest/gtest.h>

#include <cstring>

#include "notator/movegen.hpp"
#include "notator/position.hpp"
#include "perft_suite.hpp"

namespace notator {
namespace {

TEST(Fen, StartPosition) {
    Position start;
    EXPECT_EQ(start.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    auto parsed = Position::from_fen(start.fen());
    ASSERT_TRUE(parsed.ok());
    EXPECT_EQ(*parsed, start);
    EXPECT_EQ(parsed->key(), start.key());
    EXPECT_FALSE(parsed->is_chess960());
}

// Every FEN of every suite reads, writes and reads again to the same position and key.
TEST(Fen, RoundTripEverySuitePosition) {
    int n = 0;
    for (const char* file : {"standard.epd", "chess960.perft", "sedlak.epd", "frc.epd",
                             "shakmaty-tricky.perft", "random-sample.perft"}) {
        for (const auto& c :
             test::read_perft_file(std::string(NOTATOR_TEST_DATA) + "/perft/" + file)) {
            if (test::rejected_on_purpose(c)) continue;
            auto a = Position::from_fen(c.fen);
            ASSERT_TRUE(a.ok()) << c.fen << ": " << a.error().message();
            for (CastlingFormat format : {CastlingFormat::Standard, CastlingFormat::Shredder}) {
                auto b = Position::from_fen(a->fen(format));
                ASSERT_TRUE(b.ok()) << a->fen(format);
                EXPECT_EQ(*a, *b) << c.fen;
                EXPECT_EQ(a->key(), b->key()) << c.fen;
                EXPECT_EQ(a->fen(format), b->fen(format));
            }
            ++n;
        }
    }
    EXPECT_GT(n, 1400);
}

TEST(Fen, ShredderAndXFenCastling) {
    auto p =
        Position::from_fen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    ASSERT_TRUE(p.ok());
    EXPECT_TRUE(p->is_chess960());
    EXPECT_EQ(p->castling_rook(Color::White, CastlingSide::King), Square::H1);
    EXPECT_EQ(p->castling_rook(Color::White, CastlingSide::Queen), Square::F1);
    EXPECT_EQ(p->fen(CastlingFormat::Shredder),
              "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    EXPECT_EQ(p->fen(), "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
    // X-FEN: K names the outermost h-side rook; an inner rook needs its file letter.
    auto x = Position::from_fen("r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - 0 1");
    ASSERT_TRUE(x.ok());
    EXPECT_EQ(x->castling_rook(Color::White, CastlingSide::King), Square::E1);
    auto inner = Position::from_fen("1k6/8/8/8/8/8/8/R1K1R2R w E - 0 1");
    ASSERT_TRUE(inner.ok());
    EXPECT_EQ(inner->fen(), "1k6/8/8/8/8/8/8/R1K1R2R w E - 0 1");
}

TEST(Fen, EnPassantKeptOnlyWhenACaptureIsPossible) {
    auto none = Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    ASSERT_TRUE(none.ok());
    EXPECT_FALSE(none->ep_square());
    auto some = Position::from_fen("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    ASSERT_TRUE(some.ok());
    EXPECT_EQ(some->ep_square(), Square::E3);
    EXPECT_EQ(some->fen(), "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    // After a double step the square is set the same way by play().
    Position start;
    start.play(Move::normal(Square::E2, Square::E4));
    EXPECT_FALSE(start.ep_square());
}

TEST(Fen, ClocksAreOptional) {
    auto p = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - -");
    ASSERT_TRUE(p.ok());
    EXPECT_EQ(p->halfmove_clock(), 0);
    EXPECT_EQ(p->fullmove_number(), 1);
}

constexpr std::uint32_t kWhole = ~0u;  // the error covers the whole text

struct BadFen {
    const char* fen;
    Errc code;
    std::uint32_t begin, end;  // the byte range the error must point at
    const char* message_part;
};

class FenErrors : public ::testing::TestWithParam<BadFen> {};

TEST_P(FenErrors, NamesFieldAndFault) {
    const BadFen& bad = GetParam();
    auto p = Position::from_fen(bad.fen);
    ASSERT_FALSE(p.ok()) << bad.fen;
    EXPECT_EQ(p.error().code, bad.code) << bad.fen << ": " << p.error().message();
    EXPECT_EQ(p.error().begin, bad.begin) << bad.fen;
    const std::uint32_t end = bad.end == kWhole ? std::uint32_t(std::strlen(bad.fen)) : bad.end;
    EXPECT_EQ(p.error().end, end) << bad.fen;
    EXPECT_NE(p.error().message().find(bad.message_part), std::string::npos) << p.error().message();
}

INSTANTIATE_TEST_SUITE_P(
    Faults, FenErrors,
    ::testing::Values(
        BadFen{"", Errc::FenEmpty, 0, 0, "empty"}, BadFen{"   ", Errc::FenEmpty, 0, 3, "empty"},
        BadFen{"8/8/8/8/8/8/8/8 w", Errc::FenTooFewFields, 0, kWhole, "too few"},
        BadFen{"4k3/8/8/8/8/8/8/4K3 w - - 0 1 x", Errc::FenTooManyFields, 30, 31, "too many"},
        BadFen{"4k3/8/8/8/8/8/8/4K2X w - - 0 1", Errc::FenBadPieceChar, 19, 20, "rank 1"},
        BadFen{"4k3/8/8/8/8/ppppppppp/8/4K3 w - - 0 1", Errc::FenRankTooLong, 20, 21, "rank 3"},
        BadFen{"4k3/8/8/8/8/45/8/4K3 w - - 0 1", Errc::FenRankTooLong, 13, 14, "rank 3"},
        BadFen{"4k3/8/8/8/8/7/8/4K3 w - - 0 1", Errc::FenRankTooShort, 13, 14, "rank 3"},
        BadFen{"4k3/8/8/8/8/8/4K3 w - - 0 1", Errc::FenRankCount, 0, 17, "eight ranks"},
        BadFen{"4k3/8/8/8/8/8/8/8/4K3 w - - 0 1", Errc::FenRankCount, 0, 21, "eight ranks"},
        BadFen{"4k3/8/8/8/8/8/8/4K3 x - - 0 1", Errc::FenBadSide, 20, 21, "side to move"},
        BadFen{"4k3/8/8/8/8/8/8/8 w - - 0 1", Errc::NoKing, 0, 17, "white"},
        BadFen{"4k3/8/8/8/8/8/8/3KK3 w - - 0 1", Errc::TooManyKings, 0, 20, "more than one king"},
        BadFen{"4k3/8/8/8/8/8/8/4K3 w X - 0 1", Errc::FenBadCastlingChar, 22, 23, "castling"},
        BadFen{"4k3/8/8/8/8/8/8/4K3 w K - 0 1", Errc::FenCastlingNoRook, 22, 23,
               "without its rook"},
        BadFen{"4k3/8/8/8/8/8/4K3/7R w K - 0 1", Errc::FenCastlingNoKing, 23, 24, "no king"},
        BadFen{"4k3/8/8/8/8/8/8/4K2R w KK - 0 1", Errc::FenCastlingDuplicate, 24, 25, "twice"},
        BadFen{"4k3/8/8/8/8/8/8/4K3 w - e4 0 1", Errc::FenBadEnPassant, 24, 26, "en passant"},
        BadFen{"4k3/8/8/8/8/8/8/4K3 w - e6 0 1", Errc::FenImpossibleEnPassant, 24, 26,
               "double step"},
        BadFen{"4k3/8/8/8/8/8/8/4K3 w - - x 1", Errc::FenBadHalfmove, 26, 27, "halfmove"},
        BadFen{"4k3/8/8/8/8/8/8/4K3 w - - 0 -3", Errc::FenBadFullmove, 28, 30, "move number"},
        BadFen{"4k3/8/8/8/8/8/8/P3K3 w - - 0 1", Errc::PawnOnBackRank, 0, kWhole, "pawn"},
        BadFen{"4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", Errc::OpponentInCheck, 0, kWhole,
               "not to move is in check"},
        BadFen{"k7/8/8/8/7b/3n4/8/4K2r w - - 0 1", Errc::TooManyCheckers, 0, kWhole, "check"}));

}  // namespace
}  // namespace notator
