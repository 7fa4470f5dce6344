// Nothing invented, nothing lost: what scoresheets, national files and old books really hold
// at the edges where notator used to break its promise (issue 48). Each case is the input as
// it was seen, and the family around it.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "notator/game.hpp"
#include "notator/pgn.hpp"
#include "test_data.hpp"

namespace notator {
namespace {

// What a reading said: errors, warnings, the main line's moves in English, the result.
struct Said : PgnVisitor {
    std::vector<Diagnostic> errors, warnings;
    std::vector<std::string> moves;
    std::vector<std::string> comments;
    std::string result, language;
    std::uint64_t games = 0;
    int depth = 0;
    void begin_variation() override { ++depth; }
    void end_variation() override { --depth; }
    void move(const Position& before, const ReadMove& m, std::string_view) override {
        if (depth == 0) moves.push_back(write_move(before, m.move));
    }
    void comment(std::string_view text) override { comments.emplace_back(text); }
    void move_error(const Diagnostic& e, std::string_view) override { errors.push_back(e); }
    void warning(const Diagnostic& w) override { warnings.push_back(w); }
    void end_game(const GameEnd& end) override {
        ++games;
        result = end.result;
        language = end.language ? std::string(end.language->code) : "";
    }
    bool warned(Errc code) const {
        for (const Diagnostic& w : warnings)
            if (w.error.code == code) return true;
        return false;
    }
    std::string line() const {
        std::string out;
        for (const std::string& m : moves) out += (out.empty() ? "" : " ") + m;
        return out;
    }
};

PgnReadOptions as_check() {  // as `notator check` reads
    PgnReadOptions o;
    o.go_on = o.find_language = true;
    return o;
}

Said read(std::string_view text, const PgnReadOptions& options = as_check()) {
    Said s;
    read_pgn(text, s, options);
    return s;
}

std::string written(std::string_view text, const PgnReadOptions& options = as_check(),
                    PgnWriteOptions write = PgnWriteOptions::pgn()) {
    std::string out;
    PgnWriter w(write, [&](std::string_view t) { out += t; });
    read_pgn(text, w, options);
    return out;
}

// ---- Results as sheets and national files write them, where a result stands

TEST(Promise, ResultsAsSheetsWriteThem) {
    struct Case {
        const char* written;
        const char* result;
    };
    for (const Case& c :
         {Case{"0,5-0,5", "1/2-1/2"}, Case{"0.5-0.5", "1/2-1/2"}, Case{"0,5:0,5", "1/2-1/2"},
          Case{"remis", "1/2-1/2"}, Case{"Remis", "1/2-1/2"}, Case{"draw", "1/2-1/2"},
          Case{"Drawn.", "1/2-1/2"}, Case{"+--", "1-0"}, Case{"--+", "0-1"}, Case{"+:-", "1-0"},
          Case{"-:+", "0-1"}, Case{"(+)-(-)", "1-0"}, Case{"(-)-(+)", "0-1"}}) {
        SCOPED_TRACE(c.written);
        // After the game's last move, and where a forfeit stands for the whole game.
        for (const std::string moves : {"1.e4 e5 2.Nf3 Nc6 ", ""}) {
            const std::string text =
                "[Event \"x\"]\n\n" + moves + c.written + "\n\n[Event \"y\"]\n\n1.d4 *\n";
            const Said s = read(text);
            EXPECT_TRUE(s.errors.empty()) << s.errors[0].message;
            EXPECT_EQ(s.games, 2u);
            EXPECT_TRUE(s.warned(Errc::NonstandardResult));
            const std::string out = written(text);
            // No move nobody wrote: the moves as written, the result as PGN writes it (a
            // forfeit's mark kept in a comment before it).
            std::string want = moves.empty() ? "" : "1. e4 e5 2. Nf3 Nc6 ";
            if (std::string_view(c.written).find_first_of("+(") != std::string_view::npos)
                want.append("{").append(c.written).append("} ");
            want.append(c.result).append("\n");
            EXPECT_NE(out.find(want), std::string::npos) << out;
        }
    }
    // Scores with no tags, the next game's first move number after the result: on lines of
    // their own or one after another on one line, each its own game (they ran together).
    for (const char* sep : {"\n", " "}) {
        const std::string bare = std::string("1. e4 e5 2. Nf3 Nc6 remis") + sep +
                                 "1. d4 d5 2. c4 e6 0,5-0,5" + sep + "1. c4 c5 +--" + sep +
                                 "1. Nf3 d5 1-0\n";
        const Said s = read(bare);
        EXPECT_EQ(s.games, 4u) << bare;
        EXPECT_TRUE(s.errors.empty()) << s.errors[0].message;
        EXPECT_EQ(s.result, "1-0");
    }
    // Repair makes no move of them (it did: 0,5-0,5 was 3. a3 ... 3... a5).
    EXPECT_EQ(written("1.e4 e5 2.Nf3 Nc6 0,5-0,5\n").find("a3"), std::string::npos);
    // Words after the result, in brackets too, are the game's, kept as a comment: no game of
    // their own.
    for (const char* words : {"ff", "(forfeit)", "(zeit)"}) {
        const Said s = read("[Event \"x\"]\n\n1.e4 e5 2.Nf3 1-0 " + std::string(words) +
                            "\n\n[Event \"y\"]\n\n1.d4 1-0\n");
        EXPECT_EQ(s.games, 2u) << words;
        EXPECT_TRUE(s.errors.empty()) << words;
        EXPECT_TRUE(s.warned(Errc::TextAfterResult)) << words;
        EXPECT_EQ(s.comments, std::vector<std::string>{words});
    }
    // After a move, +/- and +- stay evaluations (NAGs), not results.
    const Said eval = read("1.e4 e5 2.Qh5 +- *\n");
    EXPECT_TRUE(eval.errors.empty());
    EXPECT_EQ(eval.result, "*");
    EXPECT_NE(written("1.e4 e5 2.Qh5 +/- *\n").find("2. Qh5 $16 *"), std::string::npos);
    // Nor is such a form a result where more moves follow: an error, with no reading made
    // of it.
    const Said mid = read("1.e4 e5 +-- 2.Nf3 *\n");
    ASSERT_EQ(mid.errors.size(), 1u);
    EXPECT_TRUE(mid.errors[0].nearest.empty());
    EXPECT_TRUE(mid.errors[0].read_as.empty());
    // A result with the game's next number after it on its line is written amid the moves:
    // the game reads on, the result kept as a comment (its rest was a second game, from the
    // start position, whose moves repair "read" as 1. b4 and 2. Ba3).
    const std::string stray =
        "[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0 3. Bb5 a6 4. Ba4 Nf6 1-0\n";
    const Said amid = read(stray);
    EXPECT_EQ(amid.games, 1u);
    EXPECT_TRUE(amid.errors.empty());
    EXPECT_EQ(amid.moves.size(), 8u);
    EXPECT_TRUE(amid.warned(Errc::ResultAmidMoves));
    EXPECT_EQ(amid.comments, std::vector<std::string>{"1-0"});
    EXPECT_NE(written(stray).find("2. Nf3 Nc6 {1-0} 3. Bb5"), std::string::npos);
    // A new game's "1." after it starts the next game, as before; so does a number that is not
    // the move due, and a date after the result is the game's, kept as a comment.
    EXPECT_EQ(read("1. e4 e5 1-0 1. d4 d5 0-1\n").games, 2u);
    EXPECT_FALSE(
        read("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0 2. Runde\n").warned(Errc::ResultAmidMoves));
    const Said date = read("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0 12.03.2021\n\n1. d4 d5 *\n");
    EXPECT_EQ(date.games, 2u);
    EXPECT_TRUE(date.errors.empty());
    EXPECT_EQ(date.moves.size(), 8u);
    EXPECT_EQ(date.comments, std::vector<std::string>{"12.03.2021"});
    // A Result tag of "?" says nothing: the marker's result is written in it.
    const std::string unknown = written("[Result \"?\"]\n\n1.e4 e5 0-1\n");
    EXPECT_NE(unknown.find("[Result \"0-1\"]"), std::string::npos) << unknown;
}

TEST(Promise, TextThatSharesNothingWithAMoveHasNoReading) {
    const Position start;
    for (const char* junk : {"-", "+--", "0", "%%", "(+)", "+"}) {
        const auto r = read_move(start, junk);
        ASSERT_FALSE(r.ok()) << junk;
        EXPECT_TRUE(likely_readings(start, junk, ReadOptions{}, 3).empty()) << junk;
    }
    // A text that shares something with a move keeps its readings.
    EXPECT_FALSE(likely_readings(start, "e9", ReadOptions{}, 3).empty());
}

TEST(Promise, WordsAmongTheMovesAreComments) {
    // "Resigns." after White's move: Black resigned. Said, kept as a comment, never taken as
    // the result (the Result tag is the game's).
    const std::string text =
        "[Result \"*\"]\n\n1.e4 e5 2.Nf3 Good 2...Nc6 3.Bb5 a6 4.Ba4 Resigns.\n";
    const Said s = read(text);
    EXPECT_TRUE(s.errors.empty());
    EXPECT_EQ(s.line(), "e4 e5 Nf3 Nc6 Bb5 a6 Ba4");
    EXPECT_EQ(s.comments, (std::vector<std::string>{"Good", "Resigns."}));
    ASSERT_EQ(s.warnings.size(), 2u);
    EXPECT_EQ(s.warnings[1].error.code, Errc::WordsAmongMoves);
    EXPECT_NE(s.warnings[1].message.find("says the result is 1-0"), std::string::npos)
        << s.warnings[1].message;
    EXPECT_EQ(s.result, "");
    const std::string out = written(text);
    EXPECT_NE(out.find("[Result \"*\"]"), std::string::npos) << out;
    EXPECT_NE(out.find("4. Ba4 {Resigns.} *"), std::string::npos) << out;
    // "and wins" after a mate: the side that moved.
    const Said wins = read("1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6 4.Qxf7# and wins\n");
    EXPECT_TRUE(wins.errors.empty());
    EXPECT_TRUE(wins.warned(Errc::WordsAmongMoves));
    EXPECT_NE(wins.warnings[0].message.find("1-0"), std::string::npos);
    // Three letters alone may be a move garbled ("erg" for e3): an error, with readings.
    EXPECT_EQ(read("1.e4 e5 2.erg *\n").errors.size(), 1u);
    // Nor is a word of four letters alone that a move reads as by a known slip ("exds": the 5
    // of exd5 written as an s): a move in error, read as that move.
    const Said slip = read("1.e4 d5 2.exds Nf6 *\n");
    ASSERT_EQ(slip.errors.size(), 1u);
    EXPECT_FALSE(slip.warned(Errc::WordsAmongMoves));
    EXPECT_EQ(slip.errors[0].read_as, "exd5");
    // The same where the s stands for another digit (exd4): one character amiss, whatever it.
    const Said other = read("1.e4 e5 2.Nf3 Nc6 3.d4 exds 4.Nxd4 Nf6 *\n");
    ASSERT_EQ(other.errors.size(), 1u);
    EXPECT_EQ(other.errors[0].read_as, "exd4");
    EXPECT_EQ(other.moves.size(), 8u);
    // Words that are words stay so: German and English ones a sheet holds.
    const Said german = read("1.e4 e5 2.Nf3 Nc6 3.Bb5 Zeit 3...a6 4.Ba4 Aufgabe\n");
    EXPECT_TRUE(german.errors.empty());
    EXPECT_EQ(german.comments, (std::vector<std::string>{"Zeit", "Aufgabe"}));
    // Words of a run stay words however near their first is: "White is better".
    const Said run = read("1.e4 e5 2.Nf3 White is better 2...Nc6 *\n");
    EXPECT_TRUE(run.errors.empty());
    EXPECT_EQ(run.comments, std::vector<std::string>{"White is better"});
    // So are words of a run written with the files' letters alone ("be", "bad"): no move is
    // read from them (pgn-extract's nested-comment.pgn read "be" as b5). Two neighbouring
    // files are a pawn's capture, and stay a move.
    const Said be = read("1.e4 e5 2.Nf3 which should be 2...Nc6 3.Bb5 quite bad 3...a6 *\n");
    EXPECT_TRUE(be.errors.empty());
    EXPECT_EQ(be.comments, (std::vector<std::string>{"which should be", "quite bad"}));
    EXPECT_EQ(be.moves.size(), 6u);
    // Nor are two neighbouring files within a run where no pawn takes so ("de", "ab"), while
    // a capture with its x ("cxd") is never a word.
    const Said de = read(
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 une erreur de calcul 3...a6 4.Ba4 gibt sich ab "
        "4...Nf6 *\n");
    EXPECT_TRUE(de.errors.empty()) << de.errors[0].message;
    EXPECT_EQ(de.comments, (std::vector<std::string>{"une erreur de calcul", "gibt sich ab"}));
    const Said cxd = read("1.e4 c5 2.Nf3 d6 3.d4 Black plays cxd 4.Nxd4 Nf6 *\n");
    EXPECT_EQ(cxd.comments, std::vector<std::string>{"Black plays"});
    EXPECT_EQ(cxd.moves.at(5), "cxd4");
    const Said cd = read("1.e4 c5 2.Nf3 d6 3.d4 cd 4.Nxd4 Nf6 *\n");
    EXPECT_TRUE(cd.errors.empty());
    EXPECT_EQ(cd.moves.at(5), "cxd4");
    // Before a game's first move, words are no comment: a page of prose is no game.
    EXPECT_EQ(read("Following are a few examples 1.e4 *\n").errors.size(), 1u);
}

// ---- Piece letters: every language found as itself, P never a pawn's letter

// A game with every piece letter and both castlings, written in each language, is found to be
// that language, or one whose letters are the same (reads it to the same moves).
TEST(Promise, EveryLanguageIsFoundAsItself) {
    const std::string game =
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 6.Re1 b5 7.Bb3 d6 8.c3 O-O 9.h3 Nb8 "
        "10.d4 Nbd7 11.Nbd2 Bb7 12.Bc2 Re8 13.Nf1 Bf8 14.Ng3 g6 15.Qe2 Kh8 16.Kh2 Qe7 *\n";
    const std::vector<Game> english = read_games(game);
    ASSERT_TRUE(english.at(0).ok());
    for (const Language& l : languages()) {
        SCOPED_TRACE(l.code);
        for (const bool pawns_with_p : {false, true}) {
            PgnWriteOptions o = PgnWriteOptions::fide(l);
            o.moves.castling_zeros = false;
            std::string text = write_game(english[0], o);
            // The pawn's "P" some writers put before pawn moves (where P is no letter of l).
            if (pawns_with_p && !l.role_at("P")) {
                std::string with_p;
                for (std::size_t i = 0; i < text.size(); ++i) {
                    if (text[i] >= 'a' && text[i] <= 'h' && i > 0 && text[i - 1] == ' ' &&
                        i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '8')
                        with_p += 'P';
                    with_p += text[i];
                }
                text = with_p;
            }
            const std::vector<Game> back = read_games(text, as_check());
            ASSERT_EQ(back.size(), 1u);
            EXPECT_TRUE(back[0].ok()) << text;
            ASSERT_TRUE(back[0].language);
            const Language& found = *back[0].language;
            bool same_letters = true;
            for (int k = 0; k < 5; ++k)
                same_letters &= found.letters[k].view() == l.letters[k].view();
            EXPECT_TRUE(same_letters) << found.code << "\n" << text;
            EXPECT_EQ(back[0].mainline_moves(), english[0].mainline_moves());
        }
    }
}

TEST(Promise, ADutchKnightIsNoPawn) {
    // P = paard, the knight. Found Dutch, 2.Pf3 the knight's move; "cd", the pawn's capture by
    // its files, read as abbreviated notation writes it.
    const std::string club =
        "1.e4 c5 2.Pf3 Pc6 3.d4 cd 4.Pd4 Pf6 5.Pc3 d6 6.Lc4 e5 7.Pf3 Le7 8.O-O O-O 9.Dd3 Dc7 "
        "10.Td1 Td8 1-0\n";
    const Said s = read(club);
    EXPECT_TRUE(s.errors.empty());
    EXPECT_EQ(s.language, "nl");
    EXPECT_EQ(s.moves.at(2), "Nf3");
    EXPECT_EQ(s.moves.at(5), "cxd4");
    // Given English, the first error says it reads whole in Dutch, and the P read as a pawn's
    // letter is said, naming the form.
    PgnReadOptions english;
    const Said en = read(club, english);
    ASSERT_EQ(en.errors.size(), 1u);
    EXPECT_NE(en.errors[0].message.find("--from nl"), std::string::npos) << en.errors[0].message;
    ASSERT_FALSE(en.warnings.empty());
    EXPECT_NE(en.warnings[0].message.find("P before a pawn move"), std::string::npos);
    // Where a reading with P for a pawn's letter reads whole too, the one in which P is a
    // piece wins, said so.
    const Said both = read("1.Pf3 Pf6 2.Pc3 Pc6 3.e4 e5 4.Lc4 Lc5 *\n");
    EXPECT_EQ(both.language, "nl");
    EXPECT_EQ(both.line(), "Nf3 Nf6 Nc3 Nc6 e4 e5 Bc4 Bc5");
    ASSERT_TRUE(both.warned(Errc::LanguageAmbiguous));
    EXPECT_NE(both.warnings[0].message.find("in which P is the knight"), std::string::npos);
    // A short game reads in nearly every language: three are named, by use, and the rest
    // counted (all 22 were listed).
    // (After a Dutch game, as a club's file has them.)
    const Said short_game = read(club + "\n1. Pc3 d5 2. Pf3 Pf6 3. d4 e6 *\n");
    ASSERT_TRUE(short_game.warned(Errc::LanguageAmbiguous));
    const std::string& said = short_game.warnings.back().message;
    EXPECT_NE(said.find("English (en), German (de), French (fr) and "), std::string::npos) << said;
    EXPECT_NE(said.find(" more; read in Dutch"), std::string::npos) << said;
}

TEST(Promise, CyrillicLettersOnALatinKeyboard) {
    // Russian typed on a Latin keyboard: K for К (knight), C for С (bishop), Kp for Кр.
    const Said ru = read(
        "1.e4 e5 2.Kf3 Kc6 3.Cb5 a6 4.Ca4 Kf6 5.0-0 Ce7 6.Лe1 b5 7.Cb3 d6 8.c3 0-0 9.h3 Kph8 "
        "10.d4 Kpg8 *\n");
    EXPECT_TRUE(ru.errors.empty()) << ru.errors[0].message;
    EXPECT_EQ(ru.language, "ru");
    EXPECT_EQ(ru.moves.at(2), "Nf3");
    EXPECT_EQ(ru.moves.at(4), "Bb5");
    EXPECT_EQ(ru.moves.at(17), "Kh8");
    EXPECT_TRUE(ru.warned(Errc::NonstandardForm));
    // Serbian Cyrillic (К Д Т Л С) is told from Russian (Кр Ф Л С К).
    const Said sr = read(
        "1.e4 e5 2.Сf3 Сc6 3.Лb5 a6 4.Лa4 Сf6 5.0-0 Лe7 6.Тe1 b5 7.Лb3 d6 8.c3 0-0 9.h3 Кh8 "
        "10.Дe2 *\n");
    EXPECT_TRUE(sr.errors.empty()) << sr.errors[0].message;
    EXPECT_EQ(sr.language, "sr-Cyrl");
    EXPECT_EQ(sr.moves.at(18), "Qe2");
}

// ---- Readings: a move left out named, handwriting

TEST(Promise, AMoveLeftOutIsNamed) {
    // Black's 3...Jf6 left off a Czech sheet: only a knight's move from g8 lets the later 0-0
    // stand, so no null move is read and no later error made (repair wrote Kf8 for 0-0). White's
    // number 4 where Black's move is due says where: the move is read before it.
    const std::string sheet = "1.e4 e5 2.Jf3 Jc6 3.Sc4 4.O-O Sc5 5.c3 O-O 6.d4 exd4 1-0\n";
    const Said s = read(sheet);
    ASSERT_EQ(s.errors.size(), 1u);
    EXPECT_EQ(s.errors[0].read_as, "Jf6");
    EXPECT_NE(s.errors[0].message.find("Jf6 or Jh6, which the moves after it do not tell apart"),
              std::string::npos)
        << s.errors[0].message;
    EXPECT_EQ(s.moves.at(5), "Nf6");
    EXPECT_EQ(s.moves.at(9), "O-O");
    const std::string out = written(sheet);
    EXPECT_EQ(out.find("Kf8"), std::string::npos) << out;
    // Where the moves after it tell which move it was, that one alone.
    const Said one =
        read("1.e4 e5 2.Jf3 Jc6 3.Sc4 4.O-O Sc5 5.c3 O-O 6.d4 exd4 7.cxd4 Sb4 8.e5 Je4 1-0\n");
    ASSERT_EQ(one.errors.size(), 1u);
    EXPECT_EQ(one.errors[0].read_as, "Jf6");
    // With no number to say where, the move left out and the one written, read after it.
    const Said bare = read("1.e4 e5 2.Jf3 Jc6 3.Sc4 O-O 4.Sc5 c3 5.O-O d4 6.exd4 1-0\n");
    ASSERT_EQ(bare.errors.size(), 1u);
    EXPECT_EQ(bare.errors[0].read_as, "Jf6 O-O");
    EXPECT_EQ(one.errors[0].message.find("do not tell apart"), std::string::npos);
}

TEST(Promise, OForQInHandwriting) {
    const Said s = read(
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 6.Re1 b5 7.Bb3 d6 8.c3 O-O 9.h3 Nb8 "
        "10.d4 Nbd7 11.Nbd2 Bb7 12.Bc2 Re8 13.Nf1 Bf8 14.Ng3 g6 15.a4 c5 16.d5 c4 17.Bg5 h6 "
        "18.Be3 Nc5 19.Od2 h5 *\n");
    ASSERT_EQ(s.errors.size(), 1u);
    EXPECT_EQ(s.errors[0].read_as, "Qd2");
    EXPECT_EQ(s.errors[0].nearest.at(0), "Qd2");
}

// ---- Old books and old forms

TEST(Promise, MoveNumbersInBracketsAndOlderEnglishAlgebraic) {
    // E. Lasker's Chess and Checkers (1918): "(1) P-d4 P-d5 ... (4) Kt-f3 Kt-c6", and
    // "(6) P-b3, B-d6; (7) B-b2, o-o".
    const Said s = read(
        "(1) P-d4 P-d5 (2) Kt-f3 Kt-f6 (3) P-c4 P-e6 (4) Kt-c3 Kt-c6 (5) B-g5 B-e7 "
        "(6) P-e3, o-o; (7) B-d3, Kt-b4 *\n");
    EXPECT_TRUE(s.errors.empty()) << s.errors[0].message;
    EXPECT_EQ(s.line(), "d4 d5 Nf3 Nf6 c4 e6 Nc3 Nc6 Bg5 Be7 e3 O-O Bd3 Nb4");
    EXPECT_FALSE(s.warned(Errc::WrongMoveNumber));
    EXPECT_FALSE(s.warned(Errc::VariationBeforeMove));
    // With an error in it (here a descriptive word), such a game is still English: "P-d4" is
    // no Dutch knight's move, which the Dutch would write Pd4 (it was taken for Dutch, and
    // lost at its first move).
    const Said slip = read(
        "1. P-d4 P-d5 2. Kt-f3 Kt-f6 3. P-c4 P-e6 4. Kt-c3 B-e7 5. B-g5 "
        "Castles *\n");
    EXPECT_EQ(slip.language, "en");
    EXPECT_EQ(slip.moves.size(), 9u);
    ASSERT_EQ(slip.errors.size(), 1u);
    // Long forms with Kt: Kte3xd5, Ktf6-g4.
    EXPECT_TRUE(read("1.e4 e5 2.Ktg1-f3 Ktb8-c6 3.Ktf3xe5 *\n").errors.empty());
    // Kt is English's alone: in German, K is the king.
    EXPECT_EQ(
        read("1.e4 e5 2.Ktf3 *\n", PgnReadOptions{ReadOptions{find_language("de")}}).errors.size(),
        1u);
}

TEST(Promise, OldBooksReadToTheirEnd) {
    PgnReadOptions descriptive;
    descriptive.moves = *notation_named("descriptive");
    // A word after the last move ("Resigns.", in every game of Capablanca's book) is the
    // game's comment, and the move before it whole.
    const Said resigns = read(
        "1. P - K 4  P - K 4\n2. Kt - K B 3  Kt - Q B 3\n3. B - B 4  B - B 4\n"
        "4. P - Q Kt 4 Resigns.\n",
        descriptive);
    EXPECT_TRUE(resigns.errors.empty());
    EXPECT_EQ(resigns.moves.back(), "b4");
    EXPECT_EQ(resigns.comments, std::vector<std::string>{"Resigns."});
    // Commentary between the moves: "Best", "Good".
    const Said best =
        read("1. P-K4 P-K4 2. Kt-KB3 Best 2. ... Kt-QB3 3. B-B4 Good *\n", descriptive);
    EXPECT_TRUE(best.errors.empty());
    EXPECT_EQ(best.line(), "e4 e5 Nf3 Nc6 Bc4");
    // A move two men could make, where only one lets the game go on: that one, said.
    const Said knight = read(
        "1. P-K4 P-K4 2. Kt-KB3 Kt-QB3 3. P-Q4 PxP 4. KtxP Kt-B3 "
        "5. Kt-B3 B-Kt5 6. KtxKt KtPxKt 7. B-Q3 P-Q4 *\n",
        descriptive);
    EXPECT_TRUE(knight.errors.empty()) << knight.errors[0].message;
    ASSERT_TRUE(knight.warned(Errc::AmbiguityResolved));
    EXPECT_EQ(knight.moves.at(8), "Nc3");
    // A printer's I for the digit 1 ("KR-KI", Lasker No. 2) gets its reading.
    const auto castled =
        Position::from_fen("r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 6 5");
    ASSERT_TRUE(castled.ok());
    ReadOptions o = descriptive.moves;
    ASSERT_FALSE(read_move(*castled, "KR-KI", o).ok());
    const auto readings = likely_readings(*castled, "KR-KI", o, 3);
    ASSERT_FALSE(readings.empty());
    EXPECT_EQ(write_move(*castled, readings[0].move), "Re1");
    // The ambiguity message names only the moves that give the check written ("Q x P ch"
    // fitted Qxh7 too, which gives none): here Qxf7 and Qxe5, not Qxb7 nor Qxh5.
    const auto qxp = Position::from_fen("8/1p3pk1/8/3Qp2p/8/8/8/6K1 w - - 0 1");
    ASSERT_TRUE(qxp.ok());
    const auto amb = read_move(*qxp, "Q x P ch", o);
    ASSERT_FALSE(amb.ok());
    EXPECT_EQ(amb.error().code, Errc::AmbiguousMove);
    const Diagnosis d = diagnose(*qxp, "Q x P ch", amb.error(), o);
    EXPECT_NE(d.message.find("Qxf7 and Qxe5"), std::string::npos) << d.message;
    EXPECT_EQ(d.message.find("Qxb7"), std::string::npos) << d.message;
    EXPECT_EQ(d.message.find("Qxh5"), std::string::npos) << d.message;
}

// ---- Text that is lost: bytes of another encoding

TEST(Promise, CentralEuropeanBytesAreSaid) {
    // A Czech file in Windows-1250: Přebor, Šťastný (ť is 0x9D, which Windows-1252 has not).
    const std::string cp1250 =
        "[Event \"P\xF8"
        "ebor\"]\n[White \"\x8A\x9D"
        "astn\xFD, Petr\"]\n\n1.e4 e5 *\n";
    const Said s = read(cp1250);
    ASSERT_TRUE(s.warned(Errc::EncodingDoubt));
    EXPECT_NE(s.warnings[0].message.find("byte 0x9D"), std::string::npos) << s.warnings[0].message;
    EXPECT_NE(s.warnings[0].message.find("--encoding windows-1250"), std::string::npos);
    // Read so, the names are right.
    InputOptions central;
    central.encoding = "windows-1250";
    auto source = memory_input(cp1250, central);
    ASSERT_TRUE(source.ok());
    const std::vector<Game> games = read_games(**source);
    ASSERT_EQ(games.size(), 1u);
    EXPECT_EQ(games[0].tag("White"), "Šťastný, Petr");
    EXPECT_EQ(games[0].tag("Event"), "Přebor");
    // Polish in either Central European encoding: ą and ł are 0xB9 and 0xB3 in Windows-1250
    // (ISO-8859-2 has ą at 0xB1): "¹" and "³" between letters are no Western word.
    const Said polish = read("[White \"Ka\xB9par, Micha\xB3\"]\n\n1.e4 *\n");
    ASSERT_TRUE(polish.warned(Errc::EncodingDoubt));
    EXPECT_NE(polish.warnings[0].message.find("--encoding windows-1250 or iso-8859-2"),
              std::string::npos)
        << polish.warnings[0].message;
    // Western text says nothing: Søren, Müller, "Fritz®", «Open», Cœur, in either encoding.
    EXPECT_FALSE(read("[White \"S\xF8"
                      "ren M\xFC"
                      "ller\"]\n[Event \"Fritz\xAE 15\"]\n\n1.e4 *\n")
                     .warned(Errc::EncodingDoubt));
    EXPECT_FALSE(read("[Event \"\xC2\xAB"
                      "Open\xC2\xBB Fritz\xC2\xAE"
                      "Engine\"]\n"
                      "[Site \"C\xC5\x93ur\"]\n\n1.e4 *\n")
                     .warned(Errc::EncodingDoubt));
}

// ---- What is written keeps what was read

TEST(Promise, CommentsKeepTheirCommandsAndLines) {
    const std::string text =
        "1. e4 { [%eval 0.25] [%clk 0:02:57] } 1... e5 2. Nf3 { A long comment that goes on "
        "and on so that it has to wrap somewhere [%clk 0:02:55] and [%eval 0.25] } 2... Nc6 "
        "{first line\nsecond line\n\nnew paragraph} *\n";
    const std::string out = written(text);
    for (const char* command : {"[%eval 0.25]", "[%clk 0:02:57]", "[%clk 0:02:55]"})
        EXPECT_NE(out.find(command), std::string::npos) << command << "\n" << out;
    EXPECT_NE(out.find("{first line\nsecond line\n\nnew paragraph}"), std::string::npos) << out;
    for (std::size_t i = 0, j; (j = out.find('\n', i)) != std::string::npos; i = j + 1)
        EXPECT_LE(j - i, 80u);
    EXPECT_EQ(written(out), out);
}

TEST(Promise, ThePgnPresetWritesTheExportFormat) {
    // A Result tag with a forfeit's word: the tag as PGN writes it, the word in a Termination
    // tag; a NAG before any move, in a comment.
    const std::string out = written("[Result \"1-0 ff\"]\n\n$1 1.e4 e5 1-0 ff\n");
    EXPECT_NE(out.find("[Result \"1-0\"]\n"), std::string::npos) << out;
    EXPECT_NE(out.find("[Termination \"ff\"]\n"), std::string::npos) << out;
    EXPECT_NE(out.find("{$1} 1. e4 e5 {ff} 1-0"), std::string::npos) << out;
    // The fix option puts a Result tag that the moves contradict right, and the result after
    // the moves too where the final position decides it.
    PgnWriteOptions fix = PgnWriteOptions::pgn();
    fix.fix_result_tag = true;
    const std::string mate = "[Result \"1-0\"]\n\n1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6 4.Qxf7# 0-1\n";
    EXPECT_NE(written(mate).find("[Result \"1-0\"]"), std::string::npos);
    EXPECT_NE(written(mate).find("4. Qxf7# 0-1"), std::string::npos);
    const std::string fixed = written(mate, as_check(), fix);
    EXPECT_NE(fixed.find("[Result \"1-0\"]"), std::string::npos) << fixed;
    EXPECT_NE(fixed.find("4. Qxf7# 1-0"), std::string::npos) << fixed;
    const std::string tag = written("[Result \"1-0\"]\n\n1.d4 d5 0-1\n", as_check(), fix);
    EXPECT_NE(tag.find("[Result \"0-1\"]"), std::string::npos) << tag;
    EXPECT_NE(tag.find("1. d4 d5 0-1"), std::string::npos) << tag;
    // SetUp "1" with no FEN tag (or an empty one): the FEN of the position the moves were
    // read from, which the export format asks for.
    for (const char* fen : {"", "[FEN \"\"]\n"}) {
        const std::string setup = written("[SetUp \"1\"]\n" + std::string(fen) + "\n1.e4 *\n");
        EXPECT_NE(setup.find("[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]"),
                  std::string::npos)
            << setup;
    }
    // A game whose moves end with no result keeps its tag's.
    const std::string cut = written("[Result \"1-0\"]\n\n1.d4 d5\n", as_check(), fix);
    EXPECT_NE(cut.find("[Result \"1-0\"]"), std::string::npos) << cut;
    EXPECT_NE(cut.find("1. d4 d5 1-0"), std::string::npos) << cut;
    // Nor does "*" (unknown) undo a result the tag knows: both say the tag's.
    const std::string unknown = written("[Result \"1-0\"]\n\n1.d4 d5 *\n", as_check(), fix);
    EXPECT_NE(unknown.find("[Result \"1-0\"]"), std::string::npos) << unknown;
    EXPECT_NE(unknown.find("1. d4 d5 1-0"), std::string::npos) << unknown;
    // A Result tag as a sheet writes it: warned of, read as its result, written so, and a
    // forfeit's mark kept whole in a Termination tag (it says the game was not played).
    const std::string forfeit = "[Result \"+--\"]\n\n1-0\n";
    const Said tagged = read(forfeit);
    EXPECT_TRUE(tagged.warned(Errc::NonstandardResult));
    EXPECT_FALSE(tagged.warned(Errc::ResultMismatch));
    const std::string kept = written(forfeit);
    EXPECT_NE(kept.find("[Result \"1-0\"]\n"), std::string::npos) << kept;
    EXPECT_NE(kept.find("[Termination \"+--\"]\n"), std::string::npos) << kept;
    // Where the moves say otherwise, the tag read so is contradicted, and said to be.
    EXPECT_TRUE(read("[Result \"remis\"]\n\n1.e4 e5 0-1\n").warned(Errc::ResultMismatch));
    // A tag with no result at all is warned of too.
    const Said none = read("[Result \"?\"]\n\n1.e4 e5 *\n");
    ASSERT_TRUE(none.warned(Errc::NonstandardResult));
    // ... and written as PGN writes an unknown result.
    for (const char* unknown : {"?", ""}) {
        const std::string out = written("[Result \"" + std::string(unknown) + "\"]\n\n1.e4 e5\n");
        EXPECT_NE(out.find("[Result \"*\"]"), std::string::npos) << out;
        EXPECT_NE(out.find("1. e4 e5 *"), std::string::npos) << out;
    }
    EXPECT_TRUE(read("[Result \"1-0\"]\n\n1.e4 e5 1-0\n").warnings.empty());
}

TEST(Promise, APawnsCaptureByFilesOntoTheLastRank) {
    // White pawn on b7, a black rook on a8: "ba=Q", "baQ", "bxa=Q" are bxa8=Q; "ba" alone
    // names no piece, and says which to name.
    const std::string fen = "[FEN \"r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n";
    for (const char* written : {"ba=Q", "baQ", "bxa=Q", "ba:Q"}) {
        const Said s = read(fen + "1." + written + " *\n");
        EXPECT_TRUE(s.errors.empty()) << written << ": " << s.errors[0].message;
        EXPECT_EQ(s.line(), "bxa8=Q+") << written;
    }
    // Two pawns that can take on the file: ambiguous, said with the file and each capture.
    const Said two =
        read("[FEN \"4k3/3p4/2P5/3p4/2P5/8/8/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1.cd Kf8 *\n");
    ASSERT_FALSE(two.errors.empty());
    EXPECT_NE(two.errors[0].message.find(
                  "pawns on c4 and c6 can both take on the d-file; write cxd5 or cxd7"),
              std::string::npos)
        << two.errors[0].message;
    const Said bare = read(fen + "1.ba *\n");
    ASSERT_EQ(bare.errors.size(), 1u);
    EXPECT_EQ(bare.errors[0].error.code, Errc::MissingPromotion);
    EXPECT_NE(bare.errors[0].message.find("write bxa8Q, bxa8R"), std::string::npos)
        << bare.errors[0].message;
    // Read on as the capture it names, not as the push b8=Q, which nobody wrote.
    EXPECT_EQ(bare.errors[0].read_as.substr(0, 6), "bxa8=Q");
}

}  // namespace
}  // namespace notator
