// The Laws' draws: fivefold repetition ends the game (FIDE 9.6.1), and where asked, the first
// moment a draw could be claimed (9.2, 9.3), as the library's GameHistory counts them on real
// games; and a reader that wants no warnings is handed none of them, nor any other.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>

#include "arbiter_test_util.hpp"
#include "notator/outcome.hpp"
#include "notator/pgn.hpp"
#include "test_data.hpp"

namespace notator {
namespace {

using test::going_on;
using test::Heard;
using test::heard;
using test::says;

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
