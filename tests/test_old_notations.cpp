// The notations before algebraic (English and Spanish descriptive) and ICCF numeric notation:
// single moves, whole games, and games transcribed from public-domain books (origin in
// tests/data/descriptive/ORIGIN.md).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "notator/game.hpp"
#include "notator/language.hpp"
#include "notator/movegen.hpp"
#include "notator/notation.hpp"
#include "notator/uci.hpp"
#include "test_data.hpp"

namespace notator {
namespace {

Position fen(const char* text) {
    auto p = Position::from_fen(text);
    EXPECT_TRUE(p.ok()) << text;
    return p ? *p : Position{};
}

ReadOptions descriptive(const char* language = "en") {
    ReadOptions o;
    o.notation = Notation::Descriptive;
    o.language = find_language(language);
    return o;
}

// The move the text names, in UCI, or the error's kind.
std::string read(const Position& p, std::string_view text, const ReadOptions& options) {
    const auto r = read_move(p, text, options);
    if (!r) return "error " + std::string(name(r.error().code));
    return to_uci(p, r->move);
}

// A position after moves given in UCI from the start.
Position after(std::initializer_list<const char*> moves) {
    Position p;
    for (const char* m : moves) p.play(*parse_uci(p, m));
    return p;
}

TEST(Descriptive, EnglishCompactForms) {
    const ReadOptions o = descriptive();
    const Position start;
    EXPECT_EQ(read(start, "P-K4", o), "e2e4");
    EXPECT_EQ(read(start, "Kt-KB3", o), "g1f3");
    EXPECT_EQ(read(start, "N-QB3", o), "b1c3");
    EXPECT_EQ(read(start, "P-QB4", o), "c2c4");
    EXPECT_EQ(read(start, "P-KKt3", o), "g2g3");
    EXPECT_EQ(read(after({"e2e4"}), "P-K4", o), "e7e5");  // Black's K4
    EXPECT_EQ(read(after({"e2e4"}), "P-QB4", o), "c7c5");
    // A knight's B3: two squares, and both knights can go: ambiguous.
    EXPECT_EQ(read(start, "Kt-B3", o), "error ambiguous_move");
    EXPECT_EQ(read(start, "P-K5", o), "error illegal_move");
    EXPECT_EQ(read(start, "Castles", o), "error illegal_move");
    EXPECT_EQ(read(start, "e4", o), "error move_syntax");  // algebraic is not descriptive
}

TEST(Descriptive, BooksSpacingAndWords) {
    const ReadOptions o = descriptive();
    const Position start;
    EXPECT_EQ(read(start, "P - K 4", o), "e2e4");
    EXPECT_EQ(read(start, "Kt - K B 3", o), "g1f3");
    EXPECT_EQ(read(start, "P to K4", o), "e2e4");
    EXPECT_EQ(read(start, "P - Q Kt 4", o), "b2b4");
    EXPECT_EQ(read(start, "B--KKt5", o), "error illegal_move");
    const Position open = after({"d2d4", "d7d5", "c2c4", "e7e6", "b1c3", "g8f6", "c1g5", "f8e7"});
    EXPECT_EQ(read(open, "B--KKt5", o), "error illegal_move");  // (the bishop is there already)
    EXPECT_EQ(read(open, "B × Kt", o), "g5f6");
    EXPECT_EQ(read(open, "B takes Kt", o), "g5f6");
    EXPECT_EQ(read(open, "BxKt", o), "g5f6");
    EXPECT_EQ(read(open, "B:Kt", o), "g5f6");
    EXPECT_EQ(read(open, "PxP", o), "c4d5");
    EXPECT_EQ(read(open, "P × P", o), "c4d5");
    const Position taken = open.after(*parse_uci(open, "g5f6"));
    EXPECT_EQ(read(taken, "BxB", o), "e7f6");
    EXPECT_EQ(read(taken, "P × B", o), "g7f6");
}

TEST(Descriptive, SignsGlyphsAndTheirWarnings) {
    const ReadOptions o = descriptive();
    // 1. P-K4 P-KB3 2. Q-R5 ch
    const Position p = after({"e2e4", "f7f6"});
    auto r = read_move(p, "Q-R5 ch", o);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->text.check, CheckSign::Check);
    EXPECT_FALSE(r->warning);
    r = read_move(p, "Q-R5", o);  // the check not said: a warning, as in algebraic
    ASSERT_TRUE(r.ok());
    ASSERT_TRUE(r->warning);
    EXPECT_EQ(r->warning->code, Errc::WrongCheckSign);
    r = read_move(p, "Q - R 5 ch !", o);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->text.nag, 1);
    // Fool's mate: 1. P-KB3 P-K4 2. P-KKt4 Q-R5 mate
    const Position fool = after({"f2f3", "e7e5", "g2g4"});
    r = read_move(fool, "Q-R5 mate", o);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->text.check, CheckSign::Mate);
    EXPECT_FALSE(r->warning);
    EXPECT_EQ(read(fool, "Q-R5 ch", o), "d8h4");
}

TEST(Descriptive, DisambiguationWingAndSquare) {
    const ReadOptions o = descriptive();
    // Rooks on a1 and f1, the king on g1: the king's rook is the one nearer the king's side.
    const Position rooks = fen("6k1/8/8/8/8/8/8/R4RK1 w - - 0 1");
    EXPECT_EQ(read(rooks, "R-Kt1", o), "error ambiguous_move");
    EXPECT_EQ(read(rooks, "KR-Kt1", o), "f1b1");
    EXPECT_EQ(read(rooks, "K R - Kt 1", o), "f1b1");
    EXPECT_EQ(read(rooks, "QR-Kt1", o), "a1b1");
    EXPECT_EQ(read(rooks, "R(B1)-Kt1", o), "f1b1");
    EXPECT_EQ(read(rooks, "R (K B 1) - Kt 1", o), "f1b1");
    // Two knights that can reach the same square: the square each stands on tells them apart.
    const Position knights = fen("6k1/8/3N4/8/3N4/8/8/6K1 w - - 0 1");
    EXPECT_EQ(read(knights, "Kt-B5", o), "error ambiguous_move");
    EXPECT_EQ(read(knights, "Kt (Q 6) - B 5", o), "d6f5");
    EXPECT_EQ(read(knights, "Kt(Q4)-B5", o), "d4f5");
    // The captured man's designation: PxKP takes the king's pawn only.
    const Position two = fen("4k3/8/8/2p1p3/3P4/8/8/4K3 w - - 0 1");
    EXPECT_EQ(read(two, "PxP", o), "error ambiguous_move");
    EXPECT_EQ(read(two, "PxKP", o), "d4e5");
    EXPECT_EQ(read(two, "PxQBP", o), "d4c5");
    EXPECT_EQ(read(two, "P × Q B P", o), "d4c5");
}

TEST(Descriptive, CastlingPromotionEnPassant) {
    const ReadOptions o = descriptive();
    const Position both = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    EXPECT_EQ(read(both, "Castles", o), "e1g1");  // alone: the king's side
    EXPECT_EQ(read(both, "Castles KR", o), "e1g1");
    EXPECT_EQ(read(both, "Castles (Q R)", o), "e1c1");
    EXPECT_EQ(read(both, "O-O", o), "e1g1");
    EXPECT_EQ(read(both, "O - O - O", o), "e1c1");
    EXPECT_EQ(read(both, "O--O", o), "e1g1");
    const Position pawn = fen("3r2k1/4P3/8/8/8/8/8/6K1 w - - 0 1");
    EXPECT_EQ(read(pawn, "P-K8(Q)", o), "e7e8q");
    EXPECT_EQ(read(pawn, "P-K8=Kt", o), "e7e8n");
    EXPECT_EQ(read(pawn, "P-K8Q", o), "e7e8q");
    EXPECT_EQ(read(pawn, "P - K 8 (R)", o), "e7e8r");
    EXPECT_EQ(read(pawn, "PxR(Q)", o), "e7d8q");
    EXPECT_EQ(read(pawn, "P-K8", o), "error missing_promotion");
    const Position ep = fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    EXPECT_EQ(read(ep, "PxP e.p.", o), "e5d6");
    EXPECT_EQ(read(ep, "PxP", o), "e5d6");
}

TEST(Descriptive, Spanish) {
    const ReadOptions o = descriptive("es");
    const Position start;
    EXPECT_EQ(read(start, "P4R", o), "e2e4");
    EXPECT_EQ(read(start, "C3AR", o), "g1f3");
    EXPECT_EQ(read(start, "C3AD", o), "b1c3");
    EXPECT_EQ(read(start, "P4AD", o), "c2c4");
    EXPECT_EQ(read(start, "C3A", o), "error ambiguous_move");
    EXPECT_EQ(read(after({"e2e4"}), "P4R", o), "e7e5");
    const Position open = after({"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"});
    EXPECT_EQ(read(open, "AxC", o), "b5c6");
    EXPECT_EQ(read(open, "A4T", o), "b5a4");
    const Position rooks = fen("6k1/8/8/8/8/8/8/R4RK1 w - - 0 1");
    EXPECT_EQ(read(rooks, "TR1C", o), "f1b1");
    EXPECT_EQ(read(rooks, "TD1C", o), "a1b1");
    EXPECT_EQ(read(fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "O-O-O", o), "e1c1");
}

TEST(Descriptive, LikelyReadingsOfAnError) {
    const ReadOptions o = descriptive();
    // Black's K4 counted from White's side: P-K5 for 1... e5.
    const Position p = after({"e2e4"});
    const auto r = read_move(p, "P-K5", o);
    ASSERT_FALSE(r.ok());
    const Diagnosis d = diagnose(p, "P-K5", r.error(), o);
    EXPECT_NE(d.message.find("illegal"), std::string::npos) << d.message;
    ASSERT_FALSE(d.nearest_text.empty());
    EXPECT_EQ(d.nearest_text[0], "e5");
    // Ambiguous: the message names the moves it fits.
    const Position start;
    const Diagnosis a = diagnose(start, "Kt-B3", read_move(start, "Kt-B3", o).error(), o);
    EXPECT_NE(a.message.find("Nc3 and Nf3"), std::string::npos) << a.message;
}

TEST(Numeric, ReadAndWrite) {
    ReadOptions o;
    o.notation = Notation::Numeric;
    const Position start;
    EXPECT_EQ(read(start, "5254", o), "e2e4");
    EXPECT_EQ(read(start, "7163", o), "g1f3");
    EXPECT_EQ(read(start, "5254!?", o), "e2e4");
    EXPECT_EQ(read(start, "5255", o), "error illegal_move");
    EXPECT_EQ(read(start, "52540", o), "error move_syntax");
    EXPECT_EQ(read(start, "e2e4", o), "error move_syntax");
    const Position castle = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    EXPECT_EQ(read(castle, "5171", o), "e1g1");
    EXPECT_EQ(read(castle, "5131", o), "e1c1");
    const Position pawn = fen("3r2k1/4P3/8/8/8/8/8/6K1 w - - 0 1");
    EXPECT_EQ(read(pawn, "57581", o), "e7e8q");
    EXPECT_EQ(read(pawn, "57484", o), "e7d8n");
    EXPECT_EQ(read(pawn, "5758", o), "error missing_promotion");

    WriteOptions w;
    w.style = Style::Numeric;
    EXPECT_EQ(write_move(start, *parse_uci(start, "g1f3"), w), "7163");
    EXPECT_EQ(write_move(castle, *parse_uci(castle, "e1c1"), w), "5131");
    EXPECT_EQ(write_move(pawn, *parse_uci(pawn, "e7d8r"), w), "57482");
    // Every legal move of a busy position reads back as itself.
    const Position busy = fen("n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1");
    MoveList legal;
    generate_legal(busy, legal);
    for (Move m : legal) EXPECT_EQ(read(busy, write_move(busy, m, w), o), to_uci(busy, m));
}

// Whole games in descriptive notation, as the reader reads them: the words of a move stand
// apart, two columns, "7. ........" for a move given above a comment.
TEST(Descriptive, GamesInTheReader) {
    PgnReadOptions options;
    options.moves = descriptive();
    const std::string text =
        "[Event \"?\"]\n\n"
        "        1. P - K 4                P - K 4\n"
        "        2. Kt - K B 3             Kt - Q B 3\n"
        "        3. B - Kt 5\n"
        "{A comment.}\n"
        "        3. ........               P - Q R 3\n"
        "        4. B × Kt                 Q P × B\n"
        "        5. Castles                B - K Kt 5\n"
        "        6. P - K R 3              P - K R 4 !\n"
        "        7. P × B                  P × P  *\n\n"
        "1. P-K4 P-K4 2. Kt-KB3 Kt-QB3 3. B-Kt5 P-QR3 4. BxKt QPxB 5. Castles B-KKt5 *\n";
    const std::vector<Game> games = read_games(text, options);
    ASSERT_EQ(games.size(), 2u);
    for (const Game& g : games) EXPECT_TRUE(g.errors.empty()) << g.errors[0].message;
    EXPECT_EQ(games[0].main.moves.size(), 14u);
    EXPECT_EQ(games[1].main.moves.size(), 10u);
    PgnWriteOptions w = PgnWriteOptions::pgn();
    const std::string out = write_game(games[1], w);
    EXPECT_NE(out.find("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O Bg4"), std::string::npos)
        << out;
}

// The mainline of a game read in descriptive notation, in SAN, or its first error.
std::string mainline(const std::string& text) {
    PgnReadOptions options;
    options.moves = descriptive();
    const std::vector<Game> games = read_games(text, options);
    std::string out;
    if (games.size() != 1) return out.append("games: ").append(std::to_string(games.size()));
    if (!games[0].errors.empty()) return out.append("error: ").append(games[0].errors[0].message);
    Position p = games[0].start;
    for (const GameMove& m : games[0].main.moves) {
        if (!out.empty()) out += ' ';
        out += write_move(p, m.move);
        p.play(m.move);
    }
    return out;
}

// Words one space apart, and columns one space or a tab apart: where a move ends is where the
// text goes on as it may, not the longest reading.
TEST(Descriptive, WhereAMoveEndsInOneLine) {
    EXPECT_EQ(mainline("1. P - K 4 P - Q 4 2. P x P Q x P *\n"), "e4 d5 exd5 Qxd5");
    EXPECT_EQ(mainline("1. P-K4 P-Q4 2. P takes P Q takes P *\n"), "e4 d5 exd5 Qxd5");
    EXPECT_EQ(mainline("1. P-K4\tP-Q4 2. P x P\tQ x P *\n"), "e4 d5 exd5 Qxd5");
    // Q x Q, then P x Q (not "Q takes QP").
    EXPECT_EQ(mainline("[FEN \"4k3/8/3p4/4q3/8/3p4/4Q3/6K1 w - - 0 1\"]\n\n1. Q x Q ch P x Q *\n"),
              "Qxe5+ dxe5");
    // Castles, then Q-K2 (not castling on the queen's side).
    EXPECT_EQ(mainline("[FEN \"r1bqk2r/pppp1ppp/8/8/8/3Q4/PPPP1PPP/R3K2R w KQkq - 0 1\"]\n\n"
                       "1. Castles Q-K2 *\n"),
              "O-O Qe7");
    EXPECT_EQ(mainline("1. P-K4 P-K4 2. B-B4 B-B4 3. K to K2 P-Q3 4. K to K B-Kt3 *\n"),
              "e4 e5 Bc4 Bc5 Ke2 d6 Ke1 Bb6");
    // A rank then a full stop; the next move's number after a capture.
    EXPECT_EQ(mainline("1. P-Q4 P-Q4 2. Q-Q3 Q-Q3 3. K - Q 2. *\n"), "d4 d5 Qd3 Qd6 Kd2");
    EXPECT_EQ(mainline("1. P-K4 P-K4 2. Kt-KB3 Kt-QB3 3. B-Kt5 P-QR3 4. BxKt QPxB 5. Castles *\n"),
              "e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O");
    EXPECT_EQ(mainline("1. P-K4, P-K4; 2. Kt-KB3, Kt-QB3; 3. B-Kt5 *\n"), "e4 e5 Nf3 Nc6 Bb5");
}

// KKt is the king's knight: where the one nearer the king's side began on the queen's, the
// move is ambiguous, never the other knight's in silence.
TEST(Descriptive, WingOfPiecesThatCrossed) {
    const std::string game =
        "1. P-K4 P-K4 2. Kt-KB3 Kt-QB3 3. P-Q4 PxP 4. KtxP Kt-B3 5. B-Q3 B-B4 6. QKt-Q2 P-Q3 "
        "7. Kt-B1 Castles 8. Kt-KKt3 P-KR3 9. KKt-B5 *\n";
    EXPECT_EQ(mainline(game), "error: 'KKt-B5' is ambiguous: it fits Ngf5 and Ndf5");
    // A piece that is neither nearer that side nor began there is not the one named.
    EXPECT_EQ(mainline("1. P-K4  P-K4\n2. Kt-KB3  Kt-QB3\n3. QKt-Kt5 *\n"),
              "error: 'QKt-Kt5' is illegal: no legal move fits it");
    // Two rooks on one file, both where the game (its FEN) began them: neither is nearer.
    EXPECT_EQ(mainline("[FEN \"4R3/8/7k/8/8/8/8/4RK2 w - - 0 30\"]\n\n30. KR-K4 *\n"),
              "error: 'KR-K4' is ambiguous: it fits R1e4 and R8e4");
    // Where they have not crossed, the wing tells them apart.
    EXPECT_EQ(mainline("1. Kt-KB3 Kt-KB3 2. Kt-QB3 P-Q4 3. KKt-Q4 *\n"), "Nf3 Nf6 Nc3 d5 Nd4");
}

TEST(Descriptive, WarningsSayWhatIsWrong) {
    const Position p = after({"e2e4", "f7f6"});
    const auto r = read_move(p, "Q-R5", descriptive());
    ASSERT_TRUE(r.ok());
    ASSERT_TRUE(r->warning);
    EXPECT_EQ(diagnose(p, "Q-R5", *r->warning, descriptive()).message,
              "'Q-R5' gives check: write ch");
}

// The books' games (tests/data/descriptive, ORIGIN.md), moves copied as printed: at least 63
// replay legally to their end, and written in algebraic notation read back to the same moves.
// A move the book prints so that two men could make it is the one after which the game goes on
// (a warning says so); every other game stops at such a move where both go on alike (B - Kt 5
// where Bb5 and Bg5 are both legal: an error naming both), or at one of the misprints.
TEST(Descriptive, GamesFromTheBooks) {
    const std::vector<std::string> misprints{
        "KR-KI",  // Lasker No. 2, 16.: the letter I for the digit 1
        "BxKtQ",  // Lasker No. 18 (game 12 here), 4.: for BxKt QPxB
        "PXB",    // Lasker No. 46, 21...
        "P",      // Capablanca GAME 3, 30.: "P K 4 !", the hyphen left out
    };
    std::size_t clean = 0, games_read = 0;
    for (const auto& entry : std::filesystem::directory_iterator(test::data("descriptive"))) {
        if (entry.path().extension() != ".pgn") continue;
        const std::string text = test::read_games(entry.path().string());
        PgnReadOptions options;
        options.moves = descriptive();
        for (const Game& g : read_games(text, options)) {
            ++games_read;
            const std::string name =
                entry.path().filename().string() + " game " + std::to_string(g.number);
            if (!g.errors.empty()) {
                const Diagnostic& e = g.errors[0];
                const bool listed =
                    std::find(misprints.begin(), misprints.end(), e.text) != misprints.end();
                EXPECT_TRUE(e.error.code == Errc::AmbiguousMove || listed)
                    << name << ": " << e.message;
                if (e.error.code == Errc::AmbiguousMove) {
                    EXPECT_GE(e.nearest.size(), 2u) << name;
                }
                continue;
            }
            ++clean;
            EXPECT_GE(g.main.moves.size(), 20u) << name;
            const std::string algebraic = write_game(g, PgnWriteOptions::pgn());
            const std::vector<Game> again = read_games(algebraic);
            ASSERT_EQ(again.size(), 1u) << name;
            EXPECT_TRUE(again[0].errors.empty()) << name << "\n" << algebraic;
            ASSERT_EQ(again[0].main.moves.size(), g.main.moves.size()) << name;
            for (std::size_t k = 0; k < g.main.moves.size(); ++k)
                EXPECT_EQ(again[0].main.moves[k].move, g.main.moves[k].move)
                    << name << " ply " << k;
        }
    }
    EXPECT_GE(games_read, 71u);
    EXPECT_GE(clean, 63u);
}

}  // namespace
}  // namespace notator
