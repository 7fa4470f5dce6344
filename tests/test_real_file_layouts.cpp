// The text of files as it really comes: damaged tag lines, a forum's markup around a game, files
// put together without a line end, comments left open, errors inside variations, results as
// German and Russian texts write them, the layouts of game scores printed in books, and lines
// of megabytes.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "notator/pgn.hpp"
#include "real_files_test_util.hpp"

namespace notator {
namespace {

using test::Told;
using test::told;

// A tag line with one quote or none keeps its value, with a warning; a line that only starts
// like a tag stays none.
TEST(RealFiles, DamagedTagLinesKeepTheirValues) {
    using Tag = std::pair<std::string, std::string>;
    const struct {
        const char* line;
        Tag tag;
    } cases[] = {
        {"[White \"M\xC3\xBCller, Hans]", {"White", "M\xC3\xBCller, Hans"}},
        {"[Event Paris Open]", {"Event", "Paris Open"}},
        {"[Event 'Paris Open']", {"Event", "Paris Open"}},
        {"[Round ]", {"Round", ""}},
        // Quotation marks a word processor put for '"'.
        {"[Event \xE2\x80\x9C"
         "City Open\xE2\x80\x9D]",
         {"Event", "City Open"}},
        {"[White \xE2\x80\x9EM\xC3\xBCller\xE2\x80\x9C]", {"White", "M\xC3\xBCller"}},
        {"[Site \xC2\xAB Paris\xC2\xA0\xC2\xBB]", {"Site", "Paris"}},
        {"[Event \xE2\x80\x9C]", {"Event", "\xE2\x80\x9C"}},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.line);
        const Told t = told(std::string(c.line) + "\r\n[Black \"B\"]\n\n1. e4 e5 *\n");
        EXPECT_EQ(t.games, 1u);
        EXPECT_EQ(t.tags, (std::vector<Tag>{c.tag, {"Black", "B"}}));
        EXPECT_EQ(t.moves, 2u);
        EXPECT_TRUE(t.warned(Errc::TagSyntax));
    }
    const Told none = told("[Event Paris] 1. e4 e5 *\n");
    EXPECT_TRUE(none.tags.empty());
    EXPECT_TRUE(none.warned(Errc::TagSyntax));
    // What a tag line's warning says is said once the tag section is read, so that a report
    // names the players, whose tags come after the line here.
    struct WhenWarned : Told {
        std::vector<std::size_t> tags_by_then;
        void warning(const Diagnostic& w) override {
            tags_by_then.push_back(tags.size());
            Told::warning(w);
        }
    } when;
    read_pgn("[Event Paris Open]\n[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 *\n", when);
    EXPECT_EQ(when.tags_by_then, (std::vector<std::size_t>{3}));
}

// A game score pasted from a web forum keeps the forum's markup around it ([pgn] ... [/pgn],
// BBCode): passed over, the moves read, no game made of it.
TEST(RealFiles, ForumMarkupAroundAGame) {
    for (const char* text : {"[pgn] 1. e4 e5 2. Nf3 {a \"quoted\" word} Nc6 [/pgn]\n",
                             "[PGN]\n1. e4 e5 2. Nf3 Nc6 *\n[/PGN]\n",
                             "[Event \"x\"]\n[pgn]\n1. e4 e5 2. Nf3 Nc6 *[/pgn]"}) {
        SCOPED_TRACE(text);
        const Told t = told(text);
        EXPECT_EQ(t.games, 1u);
        EXPECT_EQ(t.written, (std::vector<std::string>{"e4", "e5", "Nf3", "Nc6"}));
        EXPECT_TRUE(t.errors.empty());
        for (const auto& [name, value] : t.tags) EXPECT_EQ(name, "Event");
    }
}

// Files put together with cat, the first without a line end at its end: the next file's first
// tag line is glued to the last moves. It starts the next game (with a warning), its tag kept.
TEST(RealFiles, FilesPutTogetherWithoutALineEnd) {
    const Told t = told(
        "[Event \"A\"]\n\n1. e4 e5 2. Nf3 Nc6[Event \"B\"]\r\n[White \"b\"]\n\n1. d4 d5 1-0\n");
    EXPECT_EQ(t.games, 2u);
    using Tag = std::pair<std::string, std::string>;
    EXPECT_EQ(t.tags, (std::vector<Tag>{{"Event", "A"}, {"Event", "B"}, {"White", "b"}}));
    EXPECT_EQ(t.moves, 6u);
    EXPECT_TRUE(t.warned(Errc::TagInMovetext));
    // A tag among the moves with more after it on its line, or no tag line after it, is no
    // game's start.
    for (const char* text : {"1. e4 [Event \"B\"] e5 *\n", "1. e4 e5 [Event \"B\"]\n2. Nf3 *\n"}) {
        SCOPED_TRACE(text);
        const Told one = told(text);
        EXPECT_EQ(one.games, 1u);
        EXPECT_TRUE(one.tags.empty());
        EXPECT_TRUE(one.warned(Errc::TagInMovetext));
    }
}

// A comment left open does not swallow the rest of the file: where a new game plainly starts
// (a blank line, then a tag line; or a tag line at all) it is closed, with a warning.
TEST(RealFiles, ACommentLeftOpenEndsWhereTheNextGameStarts) {
    const Told t = told("[Event \"a\"]\n\n1. e4 {oops\nmore\n\n[Event \"b\"]\n\n1. d4 d5 *\n");
    EXPECT_EQ(t.games, 2u);
    EXPECT_EQ(t.moves, 3u);
    ASSERT_EQ(t.comments.size(), 1u);
    EXPECT_EQ(t.comments[0], "oops\nmore");
    ASSERT_TRUE(t.warned(Errc::UnclosedComment));
    EXPECT_EQ(t.warnings[0].where.line, 3u);
    // A tag line inside a comment that is closed is the comment's.
    EXPECT_EQ(told("1. e4 {see\n[Event \"x\"]\n} e5 *\n").games, 1u);
    // In one left open, the next game's tags with no blank line before them start that game.
    const Told next = told(
        "[Event \"a\"]\n\n1. e4 {oops\n[Event \"b\"]\n[Result \"*\"]\n\n1. d4 d5 *\n\n"
        "[Event \"c\"]\n\n1. c4 {left open too\n  [Event \"d\"]\n1. Nf3 *\n");
    EXPECT_EQ(next.games, 4u);
    EXPECT_EQ(next.moves, 5u);
    EXPECT_EQ(next.comments, (std::vector<std::string>{"oops", "left open too"}));
    EXPECT_EQ(next.tags.size(), 5u);
    EXPECT_EQ(next.results, (std::vector<std::string>{"", "*", "", "*"}));
    // A damaged tag line at the head of those tags is theirs: its value kept, with a warning.
    const Told damaged = told(
        "1. e4 e5 {left open 2. Nf3\n\n[Event Paris Open]\n[White \"E]\n[Black \"F\"]\n\n"
        "1. d4 d5 *\n");
    EXPECT_EQ(damaged.games, 2u);
    EXPECT_EQ(damaged.comments, (std::vector<std::string>{"left open 2. Nf3"}));
    using Tag = std::pair<std::string, std::string>;
    EXPECT_EQ(damaged.tags,
              (std::vector<Tag>{{"Event", "Paris Open"}, {"White", "E"}, {"Black", "F"}}));
    EXPECT_TRUE(damaged.warned(Errc::TagSyntax));
    // The next game's tags straight after the comment, with clock comments in its moves:
    // the first '}' is that game's, and its tag section (tag lines, then a blank line) shows
    // it. A tag line with no value ([Round]) above them is of that section too.
    const Told clocked = told(
        "[Event \"A\"]\n\n1. e4 e5 {good game\n[Round]\n[Event \"B\"]\n[White \"w2\"]\n\n"
        "1. d4 { [%clk 0:03:00] } 1... d5 { [%clk 0:03:00] } 2. c4 0-1\n\n"
        "[Event \"C\"]\n\n1. c4 *\n");
    EXPECT_EQ(clocked.games, 3u);
    EXPECT_EQ(clocked.moves, 6u);
    EXPECT_TRUE(clocked.errors.empty()) << clocked.errors[0].message;
    EXPECT_EQ(clocked.tags,
              (std::vector<Tag>{
                  {"Event", "A"}, {"Round", ""}, {"Event", "B"}, {"White", "w2"}, {"Event", "C"}}));
    EXPECT_TRUE(clocked.warned(Errc::UnclosedComment));
}

// An error inside a variation is reported, the variation's rest kept with it, and the main
// line still checked to its end (where a second error is reported too).
TEST(RealFiles, AnErrorInsideAVariation) {
    Told t = told("1. e4 (1. d4 Ke3 2. c4 (2. Nf3)) e5 2. Nf3 (2. Qh5) Nc6 *\n");
    ASSERT_EQ(t.errors.size(), 1u);
    EXPECT_EQ(t.errors[0].text, "Ke3");
    EXPECT_EQ(t.rests[0], "Ke3 2. c4 (2. Nf3)");
    EXPECT_EQ(t.written, (std::vector<std::string>{"e4", "d4", "e5", "Nf3", "Qh5", "Nc6"}));
    t = told("1. e4 (1. d4 Ke3) e5 2. Kxe8 *\n");
    EXPECT_EQ(t.errors.size(), 2u);
    EXPECT_EQ(t.written, (std::vector<std::string>{"e4", "d4", "e5"}));
}

TEST(RealFiles, ResultsAsGermanAndRussianTextsWriteThem) {
    const Told t = told("1. e4 e5 1:0\n1. d4 d5 0:1\n1. c4 c5 \xC2\xBD:\xC2\xBD\n");
    EXPECT_EQ(t.games, 3u);
    EXPECT_EQ(t.results, (std::vector<std::string>{"1-0", "0-1", "1/2-1/2"}));
    EXPECT_TRUE(t.errors.empty());
    // Typed with blanks around the sign, as a word processor's text may have them.
    const Told spaced = told(
        "1. e4 e5 1 : 0\n1. d4 d5 0 - 1\n1. c4 c5 \xC2\xBD \xE2\x80\x93 \xC2\xBD\n"
        "1. Nf3 Nf6 1/2 - 1/2\n1. g3 g6 1 0\n");
    EXPECT_EQ(spaced.games, 5u);
    EXPECT_EQ(spaced.results, (std::vector<std::string>{"1-0", "0-1", "1/2-1/2", "1/2-1/2", ""}));
    EXPECT_TRUE(spaced.errors.empty());
    EXPECT_EQ(spaced.moves, 10u);
}

// The layouts of game scores printed in books, newspapers and web pages, read leniently, each
// reported (once a game) as a form no standard has, never read as a different move.
TEST(RealFiles, TheLayoutsOfBooksAndWebPages) {
    const struct {
        const char* text;
        std::vector<std::string> moves;
        Form form;
    } cases[] = {
        {"1. e4 e5 2. Nf3 ... {a note} 2... Nc6 *", {"e4", "e5", "Nf3", "Nc6"}, Form::DotsForMove},
        {"1. e4 e5 2. Nf3 \xE2\x80\xA6 {a note} 2... Nc6 *",
         {"e4", "e5", "Nf3", "Nc6"},
         Form::DotsForMove},
        {"1. e4 e5 2. Nf3 .... {a note} 2... Nc6 *", {"e4", "e5", "Nf3", "Nc6"}, Form::DotsForMove},
        {"1. e4 {a note} ...e5 *", {"e4", "e5"}, Form::DotsWithoutNumber},
        {"1. e4, e5 2. Nf3, Nc6 *", {"e4", "e5", "Nf3", "Nc6"}, Form::CommaAfterMove},
        {"1. e4,e5 2. Nf3,,Nc6 *", {"e4", "e5", "Nf3", "Nc6"}, Form::CommaAfterMove},
        {"1) e4 e5 2) Nf3 Nc6 *", {"e4", "e5", "Nf3", "Nc6"}, Form::ParenMoveNumber},
        {"1. e4 e5; 2. Nf3 Nc6;  3. Bb5 a6 *",
         {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"},
         Form::SemicolonAfterMove},
        {"1. f3 e5 2. g4 \xD0\xA4h4\xC3\x97 0-1",
         {"f3", "e5", "g4", "\xD0\xA4h4\xC3\x97"},
         Form::CrossForMate},
        {"1. \xD0\xB5"
         "4 \xD0\xB5"
         "5 2. d4 \xD0\xB5\xD1\x85"
         "d4 *",
         {"\xD0\xB5"
          "4",
          "\xD0\xB5"
          "5",
          "d4",
          "\xD0\xB5\xD1\x85"
          "d4"},
         Form::CyrillicLetter},
        {"1. e4 d5 2. Nc3 d4 3. Nd5 Qxd5 4. exNd5 *",
         {"e4", "d5", "Nc3", "d4", "Nd5", "Qxd5"},
         Form::CapturedPieceNamed},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.text);
        PgnReadOptions options;
        if (std::string_view(c.text).find("\xD0\xA4") != std::string_view::npos)
            options.moves.language = find_language("ru");
        const Told t = told(c.text, options);
        EXPECT_EQ(t.written, c.moves);
        std::size_t forms = 0;
        for (const Diagnostic& w : t.warnings)
            if (w.error.code == Errc::NonstandardForm) {
                EXPECT_EQ(w.error.detail, int(c.form)) << w.message;
                // Said of the move it concerns, as errors are (not a move number's form).
                if (c.form != Form::ParenMoveNumber && c.form != Form::SemicolonAfterMove) {
                    EXPECT_GT(w.move_number, 0) << w.message;
                }
                ++forms;
            }
        if (c.form == Form::CapturedPieceNamed) {
            // exNd5: the captured piece named is checked against the board (a queen is there).
            ASSERT_EQ(t.errors.size(), 1u);
            EXPECT_EQ(t.errors[0].error.code, Errc::CapturedPieceMismatch);
        } else {
            EXPECT_TRUE(t.errors.empty()) << t.errors[0].message;
            EXPECT_EQ(forms, 1u);
        }
    }
    // A comma after a move's NAG, glyph or comment: no move, and said where it stands.
    for (const char* text : {"1. e4 $1, e5 2. Nf3 {x}, Nc6 *", "1. e4 ! , e5 2. Nf3 Nc6 *"}) {
        SCOPED_TRACE(text);
        const Told t = told(text);
        EXPECT_EQ(t.written, (std::vector<std::string>{"e4", "e5", "Nf3", "Nc6"}));
        EXPECT_TRUE(t.errors.empty()) << t.errors[0].message;
        ASSERT_EQ(t.warnings.size(), 1u);
        EXPECT_EQ(t.warnings[0].error.detail, int(Form::CommaAfterMove));
        EXPECT_EQ(std::string_view(text).substr(t.warnings[0].where.column - 1, 1), ",");
    }
    // A ';' with a blank before it, or no move number after it, starts a comment, as PGN has it.
    for (const char* text : {"1. e4 ; 2. Nf3 is good\ne5 *", "1. e4;2 knights next\ne5 *"}) {
        SCOPED_TRACE(text);
        const Told t = told(text);
        EXPECT_EQ(t.written, (std::vector<std::string>{"e4", "e5"}));
        EXPECT_EQ(t.comments.size(), 1u);
        EXPECT_TRUE(t.warnings.empty());
    }
    // The old German long form, right: Sf3xSd4 names the knight it takes.
    PgnReadOptions german;
    german.moves.language = find_language("de");
    const Told named = told("1. e4 e5 2. Sf3 Sc6 3. Sc3 Sd4 4. Sf3xSd4 exd4 *", german);
    EXPECT_TRUE(named.errors.empty()) << named.errors[0].message;
    ASSERT_EQ(named.written.size(), 8u);
    EXPECT_EQ(named.written[6], "Sf3xSd4");
    EXPECT_TRUE(named.warned(Errc::NonstandardForm));
}

// Memory and reports stay bounded on pathological lines: a report quotes at most a line's
// worth of the source around the place, never a megabyte token, never a control character.
TEST(RealFiles, ReportsStayBoundedOnPathologicalLines) {
    std::string line;  // 250 KB of moves on one line, an illegal one in the middle
    for (int n = 1; n <= 20000; n += 2)
        line += std::to_string(n) + ". Nf3 Nf6 " + std::to_string(n + 1) + ". Ng1 Ng8 ";
    line.replace(line.find(" Ng8 ", line.size() / 2), 5, " Ng7 ");
    line += "1-0 ";
    std::string text = line;
    text += "\n1. e4 x";
    text.append(3u << 20, 'y');  // a token of 3 MB, with control characters in it
    text += "\x01\x02z *\n1. d4 ";
    text.append(line, 0, 90);
    text += " Nf5 *\n";
    const Told t = told(text);
    ASSERT_EQ(t.errors.size(), 3u);
    for (const Diagnostic& e : t.errors) {
        SCOPED_TRACE(e.message.substr(0, 200));
        EXPECT_LE(e.source.text.size(), 300u);
        EXPECT_LE(e.text.size(), 50u);
        EXPECT_LE(e.message.size(), 1200u);
        for (const std::string* s : {&e.message, &e.text, &e.source.text})
            for (const char c : *s) EXPECT_FALSE(c >= 0 && c < 0x20 && c != '\t') << int(c);
    }
    EXPECT_EQ(t.errors[0].text, "Ng7");
    EXPECT_TRUE(t.errors[0].source.cut_before);
    EXPECT_TRUE(t.errors[0].source.cut_after);
    EXPECT_NE(t.errors[0].source.text.find(" Ng7 "), std::string::npos);
    EXPECT_EQ(t.games, 3u);
}

}  // namespace
}  // namespace notator
