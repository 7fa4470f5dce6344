// What a reading keeps of what it could not check: the rest of a line an error stopped, kept
// byte for byte (in a comment, or PGN's escape lines where it holds a '}') and read back as a
// rest still unchecked, from the move's number or a variation's '('; and escape lines kept.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "notator/game.hpp"
#include "notator/pgn.hpp"
#include "pgn_test_util.hpp"

namespace notator {
namespace {

using test::census;
using test::Census;
using test::convert;

// The rests of lines that errors stopped, as a visitor that asks for `reading` is told them.
struct Rests : PgnVisitor {
    explicit Rests(MovetextReading r) : reading(r) {}
    MovetextReading reading;
    std::vector<std::string> rests;
    MovetextReading begin_movetext(const Position&) override { return reading; }
    void move_error(const Diagnostic&, std::string_view rest) override { rests.emplace_back(rest); }
};

// An escape line that opens a variation's text opens the variation, whatever is asked of the
// reading: the error after it keeps the same rest.
TEST(PgnReading, AnEscapeLineInAVariationReadsAlikeCheckedOrWhole) {
    const std::string text = "1. e4 (\n%foo\nQh5) e5 *\n";
    Rests checked(MovetextReading::Check), all(MovetextReading::All);
    read_pgn(text, checked);
    read_pgn(text, all);
    EXPECT_EQ(checked.rests, all.rests);
    EXPECT_EQ(all.rests, (std::vector<std::string>{"Qh5"}));
}

// PGN's escape lines (a '%' at a line's start) are data of other programs: convert keeps each,
// on a line of its own, where it came (before the tags, which are written together, where it
// came among them), also where the game's language is found midway through the moves.
TEST(PgnWriting, EscapeLinesAreKept) {
    const std::string pgn =
        "%before\n[Event \"a\"]\n%among\n[Site \"b\"]\n\n1. e4 e5\n%in the moves\x07\n"
        "2. Cf3 Cc6 3. Fb5 *\n";  // French: English reads up to Cf3
    PgnReadOptions finding;
    finding.find_language = true;
    for (const PgnReadOptions& read : {PgnReadOptions{}, finding}) {
        const std::string out = convert(pgn, PgnWriteOptions::pgn(), read);
        SCOPED_TRACE(out);
        // (One among the tags follows them: the writer writes the tags when the moves begin.)
        EXPECT_TRUE(out.starts_with("%before\n[Event \"a\"]\n")) << out;
        EXPECT_NE(out.find("\"]\n\n%among\n1. e4 e5"), std::string::npos) << out;
        EXPECT_NE(out.find("1. e4 e5\n%in the moves\xEF\xBF\xBD\n"), std::string::npos);
        EXPECT_EQ(out.find("%in the moves", out.find("%in the moves") + 1), std::string::npos);
        // Read back, the output is the same game, and written again, the same text.
        EXPECT_EQ(census(out).moves, census(pgn, read).moves);
        EXPECT_EQ(convert(out, PgnWriteOptions::pgn(), read), out);
    }
    // Those after the input's last game, which no game follows, are that game's; those before
    // a game, the game's.
    const std::string two =
        "[Event \"a\"]\n\n1. e4 e5 1-0\n\n%between\n\n[Event \"b\"]\n\n"
        "1. d4 *\n%after\r\n%all\n\n";
    const std::string out = convert(two, PgnWriteOptions::pgn());
    EXPECT_NE(out.find("1. e4 e5 1-0\n\n%between\n[Event \"b\"]"), std::string::npos) << out;
    EXPECT_NE(out.find("1. d4\n%after\n%all\n*\n"), std::string::npos) << out;
    EXPECT_EQ(census(two).games, 2u);
    EXPECT_EQ(convert(out, PgnWriteOptions::pgn()), out);
}

// Written output holding one kept rest reads back as that one comment (or the escape lines
// that hold one with a '}'), with nothing to report, and is written again unchanged.
void expect_kept_rest_reads_back(const std::string& out) {
    SCOPED_TRACE(out);
    const Census back = census(out);
    EXPECT_EQ(back.comments + back.escape_rests, 1u);
    // The rest kept is said to be unchecked still, once.
    ASSERT_EQ(back.errors, 1u);
    EXPECT_EQ(back.error_list[0].error.code, Errc::UncheckedRest);
    EXPECT_EQ(back.issues, 0u);
    EXPECT_EQ(convert(out, PgnWriteOptions::pgn()), out);
}

// A kept rest is the text as written, byte for byte: where it holds a '}', which no brace
// comment can hold (and pgn-extract knows no ';' comments), PGN's escape lines hold it, each of
// its lines after a '%'; other readers pass over them, notator reads them back as the rest
// still unchecked. Files of earlier versions, which wrote each '}' "}{" (a chain of
// comments), read as the one rest they were.
TEST(PgnWriting, KeptRestIsKeptByteForByte) {
    const std::string rest = "Nc7 {a {b} c} 3. Bb5 {d}} (3. Bc4) {}}";
    const std::string in = "1. e4 e5 2. Nf3 " + rest + " 1-0\n";
    const std::string out = convert(in, PgnWriteOptions::pgn());
    EXPECT_EQ(out.find(';'), std::string::npos) << out;
    EXPECT_NE(out.find("2. Nf3\n%notator: not checked from here on (illegal move):\n%" + rest +
                       "\n1-0\n"),
              std::string::npos)
        << out;
    expect_kept_rest_reads_back(out);
    // The game model holds the rest as written, and so does what it writes.
    const std::vector<Game> games = read_games(in);
    ASSERT_EQ(games.at(0).main.unchecked.size(), 1u);
    EXPECT_EQ(games[0].main.unchecked[0].text, rest);
    EXPECT_EQ(write_game(games[0]), out);
    // Line ends in the kept rest are the output's, not the input's CRLF; each line kept.
    const std::string crlf =
        convert("1. e4 e5 2. Nf3 Nc7 3. Bb5\r\n4. O-O {a\r\nb} 1-0\r\n", PgnWriteOptions::pgn());
    EXPECT_EQ(crlf.find('\r'), std::string::npos) << crlf;
    EXPECT_NE(crlf.find("%Nc7 3. Bb5\n%4. O-O {a\n%b}\n1-0\n"), std::string::npos) << crlf;
    expect_kept_rest_reads_back(crlf);
    // A rest that holds no '}' stays one brace comment, byte for byte ('{' and all).
    const std::string open = convert("1. e4 e5 2. Nf3 Nc7 {a {b c 1-0\n", PgnWriteOptions::pgn());
    EXPECT_NE(
        open.find("2. Nf3 {notator: not checked from here on (illegal move):\nNc7 {a {b c 1-0}"),
        std::string::npos)
        << open;
    // A rest in escape lines where the game has no move before it is still the movetext's.
    const std::string first = convert("Nc7 {x} 1. e4 1-0\n", PgnWriteOptions::pgn());
    expect_kept_rest_reads_back(first);
    // The chain earlier versions wrote reads as the one rest it was.
    const std::string chain =
        "1. e4 e5 2. Nf3 {notator: not checked from here on (illegal move):\n"
        "Nc7 {a {b}{ c}{ 3. Bb5 {d}{}{ (3. Bc4) {}{}{} 1-0\n";
    const Census old = census(chain);
    EXPECT_EQ(old.comments, 1u);
    ASSERT_EQ(old.errors, 1u);
    EXPECT_EQ(old.error_list[0].error.code, Errc::UncheckedRest);
    EXPECT_NE(convert(chain, PgnWriteOptions::pgn()).find("%" + rest + "\n1-0"), std::string::npos);
    // A chain whose last brace is missing is still reported as a comment never closed.
    EXPECT_EQ(census("1. e4 " + chain.substr(16, chain.size() - 22) + "\n").issues, 1u);
}

// An error at a variation's first move: the variation is not opened (other PGN readers refuse
// one that holds only a comment), and it is kept whole, from its '(' to its ')', after the
// move before; the reading goes on after it.
TEST(PgnWriting, ErrorAtAVariationsFirstMoveLeavesItUnopened) {
    const std::string in = "1. e4 e5 2. Nf3 (2. Ke3 Nc6) 2... Nc6 *\n";
    const std::string out = convert(in, PgnWriteOptions::pgn());
    EXPECT_NE(out.find("2. Nf3 {notator: not checked from here on (illegal move):\n"
                       "(2. Ke3 Nc6)} 2... Nc6 *\n"),
              std::string::npos)
        << out;
    // A move that does not read: said so, not that the game is in another notation.
    std::string junk;
    PgnWriter junk_writer(PgnWriteOptions::pgn(), [&](std::string_view t) { junk += t; });
    read_pgn("1. 2e2e4 e7e5 *\n", junk_writer);
    EXPECT_NE(junk.find("{notator: not checked from here on (a move that does not read as "
                        "algebraic notation):"),
              std::string::npos)
        << junk;
    expect_kept_rest_reads_back(out);
    // Nested, and with something in the variation before the error: the variations that hold
    // something are opened and closed as before.
    const std::string nested =
        convert("1. e4 e5 2. Nf3 (2. Nc3 (2. Ke3) Nc6) *\n", PgnWriteOptions::pgn());
    EXPECT_NE(nested.find("2. Nf3 (2. Nc3 {notator: not checked from here on (illegal move):\n"
                          "(2. Ke3)} 2... Nc6) *\n"),
              std::string::npos)
        << nested;
    const std::string commented =
        convert("1. e4 e5 2. Nf3 ({c} 2. Ke3) *\n", PgnWriteOptions::pgn());
    EXPECT_NE(commented.find("2. Nf3 ({c} {notator: not checked from here on (illegal move):\n"
                             "2. Ke3}) *\n"),
              std::string::npos)
        << commented;
}

// A visitor that only checks is told the same rest of a line as one that takes every part:
// from the '(' where nothing of the variation came before the error, else from the move.
TEST(PgnReading, CheckingAloneTellsTheSameRestOfAVariation) {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"1. e4 e5 2. Nf3 (2. Ke3 Nc6) 2... Nc6 *", "(2. Ke3 Nc6)"},
        {"1. e4 e5 2. Nf3 ({c} 2. Ke3) *", "2. Ke3"},
        {"1. e4 e5 2. Nf3 ($1 2. Ke3) *", "2. Ke3"},
        {"1. e4 e5 2. Nf3 (2. Nc3 Ke6) *", "Ke6"},
        {"1. e4 e5 2. Nf3 (2. Nc3 (2. Ke3) Nc6) *", "(2. Ke3)"},
        {"1. e4 e5 2. Nf3 ((2. Nc3) 2. Ke3) *", "2. Ke3"},
    };
    for (const auto& [text, rest] : cases) {
        Rests all(MovetextReading::All), checked(MovetextReading::Check);
        read_pgn(text, all);
        read_pgn(text, checked);
        EXPECT_EQ(all.rests, std::vector<std::string>{rest}) << text;
        EXPECT_EQ(checked.rests, all.rests) << text;
    }
}

// The kept rest starts at the bad move's number, which the move's text alone would lose; a
// comment already passed on before the move is not repeated in it.
TEST(PgnWriting, KeptRestStartsAtTheMoveNumber) {
    const auto rest = [](const std::string& pgn) {
        const std::string out = convert(pgn, PgnWriteOptions::pgn());
        const std::size_t at = out.find("move):\n");
        return at == std::string::npos ? out : out.substr(at + 7, out.find('}', at) - at - 7);
    };
    EXPECT_EQ(rest("1. e4 e5 2.Qxe8 Nc6 *\n"), "2.Qxe8 Nc6");
    EXPECT_EQ(rest("1. e4 e5 2. Nf3 Nc6 3. Bb7 *\n"), "3. Bb7");
    EXPECT_EQ(rest("1. e4 e5 2. Nf3 Nc6 3. ... Bb7 *\n"), "3. ... Bb7");
    EXPECT_EQ(rest("1. e4 e5 2. Nf3 Nc6 3. ...Bb7 *\n"), "3. ...Bb7");
    EXPECT_EQ(rest("1. e4 e5 2. Nf3 Nc6 3. {c} Bb7 *\n"), "Bb7");
    EXPECT_EQ(rest("1. e4 e5 2. Nf3 Nc7 *\n"), "Nc7");
}

}  // namespace
}  // namespace notator
