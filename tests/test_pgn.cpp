// The PGN reader and writer on real files: the 332 tricky or broken PGN files of other
// projects' suites, 2,000 games of the master-game corpus, encodings, compression.
#include <bzlib.h>
#include <gtest/gtest.h>
#include <zlib.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "../src/notation/lexer_util.hpp"
#include "notator/game.hpp"
#include "notator/pgn.hpp"
#include "test_data.hpp"

namespace notator {
namespace {

namespace fs = std::filesystem;

using test::data;

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// Counts everything a game has, and keeps its moves in UCI-like raw form.
struct Census : PgnVisitor {
    std::uint64_t games = 0, moves = 0, comments = 0, nags = 0, variations = 0, errors = 0,
                  issues = 0;
    // NAGs before their line's first move (the export format keeps each in a comment), and
    // the rests notator kept in escape lines (those that hold a '}').
    std::uint64_t leading_nags = 0, escape_rests = 0;
    std::vector<bool> moved{false};
    std::vector<std::uint16_t> raw;
    std::vector<Diagnostic> error_list;
    std::vector<std::pair<std::string, std::string>> tags;
    void begin_game(std::uint64_t, Location) override { moved.assign(1, false); }
    void tag(std::string_view n, std::string_view v) override { tags.emplace_back(n, v); }
    void move(const Position&, const ReadMove& m, std::string_view) override {
        ++moves;
        raw.push_back(m.move.raw());
        nags += m.text.nag != 0;  // a glyph after the move ("e4!") is its NAG
        moved.back() = true;
    }
    void comment(std::string_view) override { ++comments; }
    void nag(int) override {
        ++nags;
        leading_nags += !moved.back();
    }
    void escape_line(std::string_view line) override {
        escape_rests += line.starts_with("%notator: not checked from here on (");
    }
    void begin_variation() override {
        ++variations;
        moved.push_back(false);
    }
    void end_variation() override {
        if (moved.size() > 1) moved.pop_back();
    }
    void move_error(const Diagnostic& e, std::string_view) override {
        ++errors;
        error_list.push_back(e);
    }
    void warning(const Diagnostic&) override { ++issues; }
    void end_game(const GameEnd&) override { ++games; }
};

Census census(std::string_view pgn, const PgnReadOptions& options = {}) {
    Census c;
    read_pgn(pgn, c, options);
    return c;
}

std::string convert(std::string_view pgn, const PgnWriteOptions& write,
                    const PgnReadOptions& read = {}) {
    std::string out;
    PgnWriter writer(write, [&](std::string_view s) { out += s; });
    read_pgn(pgn, writer, read);
    return out;
}

std::vector<std::string> pgn_test_files() {
    std::vector<std::string> files;
    for (const auto& e : fs::recursive_directory_iterator(data("pgn-tests")))
        if (e.is_regular_file()) files.push_back(e.path().string());
    std::sort(files.begin(), files.end());
    return files;
}

// Every file reads without a crash, and its PGN export reads again to the same moves,
// comments, NAGs and variations, each error's rest kept in a comment that reads back as a rest
// still unchecked, and the same text when written once more.
TEST(PgnFiles, EveryFileReadsAndRoundTrips) {
    const auto files = pgn_test_files();
    ASSERT_GE(files.size(), 330u);
    std::uint64_t games = 0, moves = 0, errors = 0;
    for (const std::string& f : files) {
        SCOPED_TRACE(f);
        const std::string text = slurp(f);
        const Census in = census(text);
        games += in.games;
        moves += in.moves;
        errors += in.errors;
        const std::string once = convert(text, PgnWriteOptions::pgn());
        const Census out = census(once);
        EXPECT_EQ(out.games, in.games);
        EXPECT_EQ(out.moves, in.moves);
        EXPECT_EQ(out.raw, in.raw);
        // (A NAG before its line's first move is kept in a comment: PGN has no place for it.)
        EXPECT_EQ(out.nags, in.nags - in.leading_nags);
        EXPECT_EQ(out.leading_nags, 0u);
        EXPECT_EQ(out.variations, in.variations);
        // Each error's unchecked rest becomes one comment, or escape lines where it holds a
        // '}' (byte for byte either way).
        // Games that cannot be checked at all (a variant, a bad FEN tag) stay so; their
        // errors have no move text, and their movetext is never read as comments.
        std::uint64_t unchecked = 0, kept = 0;
        for (const Diagnostic& e : in.error_list) unchecked += e.text.empty();
        for (const Diagnostic& e : out.error_list) kept += e.error.code == Errc::UncheckedRest;
        EXPECT_EQ(out.comments + out.escape_rests,
                  in.comments + in.leading_nags + in.errors - unchecked);
        EXPECT_EQ(kept, in.errors - unchecked);
        EXPECT_EQ(out.errors, in.errors);
        EXPECT_EQ(convert(once, PgnWriteOptions::pgn()), once);
    }
    // The suites hold hundreds of games; many are broken on purpose.
    EXPECT_GT(games, 800u);
    EXPECT_GT(moves, 60000u);
    EXPECT_GT(errors, 20u);
}

TEST(PgnFiles, AnnotatedCollectionsKeepEverything) {
    for (const char* name : {"python-chess/variations-nags-and-comments.pgn",
                             "pychess/annotated.pgn", "scalachess/fixtures/wcc2023_1.pgn"}) {
        SCOPED_TRACE(name);
        const std::string text = slurp(data(std::string("pgn-tests/") + name));
        const Census in = census(text);
        EXPECT_GT(in.comments + in.nags + in.variations, 0u);
        for (const Language& l : languages()) {
            PgnReadOptions back;
            back.moves.language = &l;
            const Census out = census(convert(text, PgnWriteOptions::fide(l)), back);
            EXPECT_EQ(out.raw, in.raw) << l.code;
            EXPECT_EQ(out.comments, in.comments + in.errors) << l.code;
            EXPECT_EQ(out.nags, in.nags) << l.code;
            EXPECT_EQ(out.variations, in.variations) << l.code;
        }
    }
}

TEST(PgnFiles, IllegalMoveIsReportedWhereItStands) {
    const Census c = census(slurp(data("games/schleining-paehtz-2014.pgn")));
    ASSERT_EQ(c.games, 1u);
    ASSERT_EQ(c.errors, 1u);
    const Diagnostic& e = c.error_list[0];
    EXPECT_EQ(e.text, "Bf3");
    EXPECT_EQ(e.move_number, 38);
    EXPECT_EQ(e.side, Color::White);
    EXPECT_EQ(e.error.code, Errc::IllegalMove);
    EXPECT_EQ(e.where.line, 17u);
    EXPECT_EQ(e.where.column, 15u);
    EXPECT_EQ(e.fen_before, "6k1/pb3r1p/1q4p1/6Q1/2p1rb2/3p3P/PP1R2P1/2BR1N1K w - - 8 38");
    EXPECT_EQ(e.ply, 75);  // python-chess's ply: 38.Bf3 would lead to the position at ply 75
    EXPECT_NE(e.source.text.find("38.Bf3"), std::string::npos);
}

// Files known to hold broken games: each error at its game, line, column and move, as read
// off the files by hand (twic9nn_error.pgn line 127 is "hxg5 e3 68. fxe3 f4 69. Kf5 b1 0-1").
TEST(PgnFiles, KnownBrokenGamesAreReportedWhereTheyBreak) {
    struct Expected {
        std::uint64_t line;
        std::uint32_t column;
        int move_number;
        Color side;
        const char* text;
        Errc code;
    };
    const auto check = [](const char* file, std::uint64_t games,
                          std::vector<std::pair<std::uint64_t, Expected>> errors) {
        SCOPED_TRACE(file);
        const Census c = census(slurp(data(std::string("pgn-tests/") + file)));
        EXPECT_EQ(c.games, games);
        for (const auto& [index, want] : errors) {
            ASSERT_LT(index, c.error_list.size());
            const Diagnostic& e = c.error_list[index];
            EXPECT_EQ(e.where.line, want.line);
            EXPECT_EQ(e.where.column, want.column);
            EXPECT_EQ(e.move_number, want.move_number);
            EXPECT_EQ(e.side, want.side);
            EXPECT_EQ(e.text, want.text);
            EXPECT_EQ(e.error.code, want.code);
        }
    };
    check("chess-library/corrupted.pgn", 1,
          {{0, {57, 25, 63, Color::White, "Kx", Errc::MoveSyntax}}});
    // "(+)-(-)": an error in the variation "(+)", then one in the main line; "1-0 ff": the
    // words after the result are kept as a comment, no error.
    // (Line 62's "(+)-(-) (+)-(-)" is TWIC's mark of a forfeit, where a result stands: a
    // result, with a warning, and no error.)
    check("pgn-read/twic9nn_error.pgn", 7,
          {{0, {127, 29, 69, Color::Black, "b1", Errc::MissingPromotion}}});
    check("pychess/badpgn.pgn", 1, {{0, {2, 1, 1, Color::White, "g", Errc::MoveSyntax}}});
}

// A source that hands out its bytes in small pieces of changing size, as a pipe may.
// The sizes of the first pieces may be given.
class Trickle : public ByteSource {
  public:
    explicit Trickle(std::string text, std::vector<std::size_t> first = {})
        : text_(std::move(text)), first_(std::move(first)) {}
    std::size_t read(char* buffer, std::size_t size) override {
        const std::size_t piece = step_ < first_.size() ? first_[step_] : 1 + (step_ * 7919) % 5000;
        ++step_;
        const std::size_t n = std::min({size, text_.size() - at_, piece});
        std::copy_n(text_.data() + at_, n, buffer);
        at_ += n;
        return n;
    }

  private:
    std::string text_;
    std::vector<std::size_t> first_;
    std::size_t at_ = 0, step_ = 0;
};

// The forms read past a token (a semicolon between moves, a result typed with blanks) look no
// further than a few blanks: what they tell does not depend on how much of a long run of
// blanks the reader holds, whatever the pieces the bytes come in (as -j N cuts them).
TEST(PgnReading, FormsPastATokenReadAlikeHoweverTheBytesCome) {
    for (const std::size_t blanks : {1u, 3u, 8u, 9u, 700u}) {
        const std::string gap(blanks, ' ');
        for (const std::string& text :
             {"1. e4 e5;" + gap + "2. Nf3 Nc6 *\n", "1. e4 e5 1" + gap + ": 0\n\n1. d4 *\n",
              "1. e4 e5 1-0 0" + gap + "- 1\n"}) {
            const Census whole = census(text);
            for (std::size_t cut = 5; cut < 20; ++cut) {
                SCOPED_TRACE(std::to_string(blanks) + " blanks, cut at " + std::to_string(cut));
                Trickle source(text, {cut, 1, 2, 1, 3, 1});
                Census pieces;
                read_pgn(source, pieces);
                EXPECT_EQ(pieces.games, whole.games);
                EXPECT_EQ(pieces.raw, whole.raw);
                EXPECT_EQ(pieces.comments, whole.comments);
                EXPECT_EQ(pieces.issues, whole.issues);
                EXPECT_EQ(pieces.errors, whole.errors);
            }
        }
    }
    // A few blanks are the forms'; many are no longer.
    EXPECT_EQ(census("1. e4 e5;   2. Nf3 Nc6 *\n").moves, 4u);
    EXPECT_EQ(census("1. e4 e5;" + std::string(700, ' ') + "2. Nf3 Nc6 *\n").moves, 2u);
}

// What the PGN fuzzer found (tests/data/fuzz-findings): tag lines with HTML markup after them
// told a warning read from memory that they did not told read one byte at a time. What is
// reported never depends on how the input arrives.
TEST(PgnReading, TheFuzzersFindingsReadAlikeHoweverTheBytesCome) {
    struct Log : PgnVisitor {
        std::string said;
        void warning(const Diagnostic& w) override {
            said += std::to_string(w.where.line) + ':' + std::to_string(w.where.column) + ' ' +
                    w.message + '\n';
        }
        void move_error(const Diagnostic& e, std::string_view rest) override {
            said += std::to_string(e.where.line) + ':' + std::to_string(e.where.column) + ' ' +
                    e.message + " | " + std::string(rest) + '\n';
        }
        void move(const Position&, const ReadMove& m, std::string_view) override {
            said += std::to_string(m.move.raw()) + ' ';
        }
        void end_game(const GameEnd& end) override { said += std::string(end.result) + '\n'; }
    };
    // Each file, and a warning it draws however it is read.
    const std::pair<const char*, const char*> findings[] = {
        {"pgn-bytes-one-at-a-time.pgn", "a tag line that is not [Name \"value\"]"},
        {"pgn-bytes-one-at-a-time-2.pgn", "HTML markup after tag Event"},
        {"pgn-comment-lines-like-tags.pgn", "a variation that is never closed"}};
    for (const auto& [name, warning] : findings) {
        SCOPED_TRACE(name);
        const std::string text = slurp(data(std::string("fuzz-findings/") + name));
        for (const bool go_on : {false, true}) {
            PgnReadOptions o;
            o.go_on = o.find_language = go_on;
            Log whole;
            read_pgn(text, whole, o);
            EXPECT_NE(whole.said.find(warning), std::string::npos) << whole.said;
            for (const std::size_t piece : {1u, 2u, 3u, 7u}) {
                Trickle source(text, std::vector<std::size_t>(text.size() + 1, piece));
                Log pieces;
                read_pgn(source, pieces, o);
                EXPECT_EQ(pieces.said, whole.said) << piece << " bytes at a time";
            }
            // And what the writer makes of it reads to the same moves: no line of a comment
            // starts with what reads as a tag line (the third finding: a comment's words
            // wrapped so, with a blank line of the comment's own after them, made a new game).
            std::string out;
            PgnWriter writer(PgnWriteOptions::pgn(), [&](std::string_view t) { out += t; });
            read_pgn(text, writer, o);
            EXPECT_EQ(census(out, o).raw, census(text, o).raw) << out;
        }
    }
}

// The fuzzer's fourth finding (not UTF-8 throughout): read from memory, which the reader
// decodes itself, and decoded by memory_input first, it told
// the same but for one error, White's number where Black's move is due, whose text was quoted
// from bytes that the trials after it had moved.
TEST(PgnReading, ALeftOutMovesNumberIsQuotedFromTheText) {
    struct Errors : PgnVisitor {
        std::string said;
        void move_error(const Diagnostic& e, std::string_view) override {
            said += std::to_string(e.where.line) + ':' + e.message + '\n';
        }
    };
    const std::string raw = slurp(data("fuzz-findings/pgn-number-after-trials.pgn"));
    Errors whole, decoded;
    read_pgn(raw, whole);
    auto source = memory_input(raw);
    ASSERT_TRUE(source.ok());
    const auto text = read_all(**source);
    ASSERT_TRUE(text.ok());
    read_pgn(*text, decoded);
    EXPECT_NE(whole.said.find("'18.' is White's number where Black's move 17 is due"),
              std::string::npos)
        << whole.said;
    EXPECT_EQ(decoded.said, whole.said);
}

// A UTF-8 byte order mark before the first tag line is no part of the text, however the bytes
// come: the first game starts at line 1, column 1, and keeps its Event tag.
TEST(PgnEncoding, ByteOrderMarkFromAnySource) {
    struct Where : PgnVisitor {
        std::vector<Location> starts;
        std::vector<std::string> names;
        void begin_game(std::uint64_t, Location where) override { starts.push_back(where); }
        void tag(std::string_view name, std::string_view) override { names.emplace_back(name); }
    };
    const std::string text = "\xEF\xBB\xBF[Event \"x\"]\n\n1. e4 *\n\n[Event \"y\"]\n\n1. d4 *\n";
    Where in_memory, trickled;
    read_pgn(text, in_memory);
    Trickle source(text);  // its first piece is one byte: the mark comes in two reads
    read_pgn(source, trickled);
    for (const Where* w : {&in_memory, &trickled}) {
        ASSERT_EQ(w->starts.size(), 2u);
        EXPECT_EQ(w->starts[0].line, 1u);
        EXPECT_EQ(w->starts[0].column, 1u);
        EXPECT_EQ(w->starts[1].line, 5u);
        EXPECT_EQ(w->names, (std::vector<std::string>{"Event", "Event"}));
    }
    // In memory, a later game that comes near the end (the reader asks for more there, first
    // time) is read where it lies, not from the mark's end again.
    const std::string game = "[Event \"z\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n";
    std::string many = "\xEF\xBB\xBF";
    for (int i = 0; i < 20; ++i) many += game;
    Where all;
    read_pgn(many, all);
    ASSERT_EQ(all.starts.size(), 20u);
    EXPECT_EQ(all.starts.back().line, 1u + 19u * 4u);
    EXPECT_EQ(all.names, std::vector<std::string>(20, "Event"));
}

// A source whose reads end where the reader must look further: right after a long tag line's
// closing bracket (the markup after it, or the line's end, comes in the next read, which may
// move the bytes read so far). The tags are read as from memory.
TEST(PgnEncoding, ATagLineWhoseReadEndsAtItsBracket) {
    struct Tags : PgnVisitor {
        std::vector<std::pair<std::string, std::string>> list;
        void tag(std::string_view n, std::string_view v) override { list.emplace_back(n, v); }
    };
    const std::string long_value(600, 'a');
    const std::string head = "[Event \"" + long_value + "\"]";
    for (const std::string tail : {" <br>\n[Site \"x\"]\n\n1. e4 *\n", " 1. e4 *\n"}) {
        SCOPED_TRACE(tail);
        Tags in_memory, in_pieces;
        read_pgn(head + tail, in_memory);
        Trickle source(head + tail, {head.size(), 1, 3});
        read_pgn(source, in_pieces);
        ASSERT_FALSE(in_memory.list.empty());
        EXPECT_EQ(in_memory.list[0], (std::pair<std::string, std::string>("Event", long_value)));
        EXPECT_EQ(in_pieces.list, in_memory.list);
    }
}

// Rest-of-line comments right after a game's result are that game's (engine matches write its
// duration and adjudication so), not a game of their own; a move after them starts the next.
TEST(PgnReader, CommentLinesAfterTheResultBelongToTheGame) {
    const Census c = census(
        "[Event \"a\"]\n\n1. e4 e5 1-0\n; adjudicated\n; after 2 hours\n\n"
        "[Event \"b\"]\n\n1. d4 d5 0-1\n; a note\n1. c4 *\n");
    EXPECT_EQ(c.games, 3u);
    EXPECT_EQ(c.comments, 2u);  // consecutive ';' lines are one comment
    EXPECT_EQ(c.moves, 5u);
    EXPECT_EQ(c.issues, 0u);
}

// Games longer than the reader's buffer (64 KB to start with), between short ones, from a
// source that trickles: each game comes out whole, from its first line.
TEST(PgnReader, GamesLongerThanItsBufferComeOutWhole) {
    const std::string short_game = "[Event \"a\"]\n\n1. e4 e5 2. Nf3 1-0\n\n";
    std::string long_game = "[Event \"b\"]\n\n1. d4 {";
    for (int i = 0; i < 30000; ++i) long_game += "a long comment\n";  // 450 KB, 30,000 lines
    long_game += "} d5 0-1\n\n";
    const std::vector<std::string> games = {short_game, long_game, short_game, long_game,
                                            short_game};
    std::string text;
    std::vector<std::uint64_t> first_lines;
    std::uint64_t line = 1;
    for (const auto& g : games) {
        first_lines.push_back(line);
        text += g;
        line += std::uint64_t(std::count(g.begin(), g.end(), '\n'));
    }
    struct Games : Census {
        std::vector<std::uint64_t> lines;
        std::vector<std::size_t> comment_sizes;
        void begin_game(std::uint64_t, Location where) override { lines.push_back(where.line); }
        void comment(std::string_view text) override {
            Census::comment(text);
            comment_sizes.push_back(text.size());
        }
    };
    Trickle source(text);
    Games c;
    PgnReader reader(source);
    while (reader.read_game(c)) {
    }
    EXPECT_EQ(reader.line(), line);
    EXPECT_EQ(c.lines, first_lines);
    EXPECT_EQ(c.games, 5u);
    EXPECT_EQ(c.moves, 3u * 3 + 2u * 2);
    EXPECT_EQ(c.comment_sizes, (std::vector<std::size_t>(2, 30000u * 15 - 1)));
    EXPECT_EQ(c.errors + c.issues, 0u);
}

TEST(PgnFiles, CorpusConvertsToEveryLanguageAndStyleAndBack) {
    auto src = open_input(data("games/pgnmentor-first-2000.pgn.zst"));
    ASSERT_TRUE(src) << src.error().message();
    std::string text;
    char buf[1 << 16];
    for (std::size_t n; (n = (*src)->read(buf, sizeof buf)) > 0;) text.append(buf, n);
    ASSERT_FALSE((*src)->error());
    const Census original = census(text);
    ASSERT_EQ(original.games, 2000u);
    EXPECT_EQ(original.errors, 0u);
    const std::string reference = convert(text, PgnWriteOptions::pgn());
    struct Form {
        const char* code;
        Style style;
        bool figurine, fide;
    };
    std::vector<Form> forms;
    for (const Language& l : languages())
        forms.push_back({l.code.data(), Style::Short, false, true});
    for (const char* code : {"en", "de", "ru"}) {
        forms.push_back({code, Style::Long, false, false});
        forms.push_back({code, Style::Short, true, false});
        forms.push_back({code, Style::Uci, false, true});
        forms.push_back({code, Style::Long, false, true});
    }
    for (const Form& f : forms) {
        const Language& lang = *find_language(f.code);
        PgnWriteOptions w = f.fide ? PgnWriteOptions::fide(lang) : PgnWriteOptions::pgn();
        w.moves.language = &lang;
        w.moves.style = f.style;
        w.moves.figurine = f.figurine;
        PgnReadOptions r;
        r.moves.language = &lang;
        const std::string there = convert(reference, w);
        const std::string back = convert(there, PgnWriteOptions::pgn(), r);
        EXPECT_EQ(back, reference) << f.code << " style " << int(f.style) << " figurine "
                                   << f.figurine << " fide " << f.fide;
    }
}

TEST(PgnEncoding, Latin1IsDetectedAndHandedOnAsUtf8) {
    const Census c = census(slurp(data("games/latin1-event.pgn")));
    ASSERT_EQ(c.games, 1u);
    EXPECT_EQ(c.tags.at(0).second, "4th Marx Gy\xC3\xB6rgy Mem");
    EXPECT_EQ(c.errors, 0u);
}

TEST(PgnEncoding, ByteOrderMark) {
    const Census c = census(slurp(data("pgn-tests/python-chess/utf8-bom.pgn")));
    EXPECT_GE(c.games, 1u);
    EXPECT_EQ(c.errors, 0u);
    EXPECT_EQ(c.tags.at(0).first, "Event");
}

TEST(PgnReading, WhatPeopleReallyWrite) {
    const Census c = census(
        "1.e4 e5 2.Nf3 {a comment} 2...Nc6 3 Bb5 a6 $1 4.Ba4 (4.Bxc6 dxc6 (4...bxc6)) 4..Nf6 "
        "5.O-O ; rest of line\n"
        "% an escape line\n"
        "5...Be7 \xC2\xBD-\xC2\xBD\n\n"
        "1.d4 d5 1\xE2\x80\x93"
        "0\n\n"
        "[Event \"with \\\"quotes\\\" and \\\\\"]\n\n1.e4 -- 2.d4 *\n");
    EXPECT_EQ(c.games, 3u);
    EXPECT_EQ(c.errors, 0u) << (c.error_list.empty() ? "" : c.error_list[0].message);
    EXPECT_EQ(c.moves, 10u + 3u + 2u + 3u);  // main line, variations, game 2, game 3
    EXPECT_EQ(c.comments, 2u);
    EXPECT_EQ(c.nags, 1u);
    EXPECT_EQ(c.variations, 2u);
    EXPECT_EQ(c.tags.at(0).second, "with \"quotes\" and \\");
}

// Every spelling read_move accepts for a move reads the same in movetext, where its parts
// stand apart as tokens ("exd6 e. p.", "b8(D)+"): en passant in each form of the one list both
// readings share, glued and after a space; promotions in each form; in English and German.
TEST(PgnReading, MovetextAcceptsEverySpellingReadMoveAccepts) {
    const std::string fen = "4k3/1P6/8/3pP3/8/8/8/4K3 w - d6 0 1";
    const Position pos = *Position::from_fen(fen);
    std::vector<std::pair<std::string, std::string>> cases;  // language, spelling
    for (const std::string_view form : detail::kEnPassantForms) {
        for (const std::string_view lang : {"en", "de"}) {
            cases.emplace_back(lang, "exd6" + std::string(form));
            cases.emplace_back(lang, "exd6 " + std::string(form));
            cases.emplace_back(lang, "exd6 " + std::string(form) + "!?");
        }
    }
    for (const std::string_view form : {"b8=%", "b8%", "b8(%)", "b8/%"}) {
        for (const auto& [lang, queen] : {std::pair{"en", "Q"}, std::pair{"de", "D"}}) {
            std::string written(form);
            written.replace(written.find('%'), 1, queen);
            cases.emplace_back(lang, written + "+");
            cases.emplace_back(lang, written + "+ (=)");
        }
    }
    ASSERT_GE(cases.size(), 30u);
    for (const auto& [lang, written] : cases) {
        ReadOptions by_itself;
        by_itself.language = find_language(lang);
        const auto alone = read_move(pos, written, by_itself);
        ASSERT_TRUE(alone) << lang << " " << written << ": " << alone.error().message();
        PgnReadOptions options;
        options.moves.language = by_itself.language;
        const Census c = census(
            "[FEN \"" + fen + "\"]\n[SetUp \"1\"]\n\n1. " + written + " Kd7 2. Kd2 *\n", options);
        EXPECT_EQ(c.errors, 0u) << lang << " " << written << ": "
                                << (c.error_list.empty() ? "" : c.error_list[0].message);
        ASSERT_EQ(c.moves, 3u) << lang << " " << written;
        EXPECT_EQ(c.raw[0], alone->move.raw()) << lang << " " << written;
        EXPECT_EQ(c.issues, alone->warning ? 1u : 0u) << lang << " " << written;
    }
}

// Black's move after a move number standing alone ("7. ... e5", "7. ..e5"), as books and
// engines print it; results with any dash and ½ (each ending a bare game); the glyphs of
// typeset books (□ ⩲ ⩱, +− and −+ with minus signs).
TEST(PgnReading, DotsDashesAndGlyphsOfBooksAndWebPages) {
    const Census c = census(
        "1. e4 1. ... e5 2. Nf3 2. ..Nc6 3. Bb5 3. .. a6 \xE2\x96\xA1 4. Ba4 \xE2\xA9\xB2 "
        "4... Nf6 \xE2\xA9\xB1 +\xE2\x88\x92 \xE2\x88\x92+ 1/2\xE2\x80\x93"
        "1/2\n"
        "1. d4 d5 1\xE2\x80\x91"
        "0\n"
        "1. c4 c5 0\xE2\x88\x92"
        "1\n"
        "1. Nf3 Nf6 \xC2\xBD\n");
    EXPECT_EQ(c.games, 4u);
    EXPECT_EQ(c.errors, 0u) << (c.error_list.empty() ? "" : c.error_list[0].message);
    EXPECT_EQ(c.issues, 0u);
    EXPECT_EQ(c.moves, 8u + 2u + 2u + 2u);
    EXPECT_EQ(c.nags, 5u);
    // Dots with no number before them stand for a move, as books print them: read leniently,
    // reported.
    const Census dots = census("1. e4 e5 ... Nf3 *");
    EXPECT_EQ(dots.errors, 0u);
    EXPECT_EQ(dots.issues, 1u);
}

// The warnings about the result of each game, in order (an empty string: none for that game).
std::vector<std::string> result_warnings(std::string_view pgn, const PgnReadOptions& options = {}) {
    struct Warnings : PgnVisitor {
        std::vector<std::string> list;
        void begin_game(std::uint64_t, Location) override { list.emplace_back(); }
        void warning(const Diagnostic& i) override {
            list.back() += i.message + " @" + std::to_string(i.where.line) + ":" +
                           std::to_string(i.where.column) + ";";
        }
    } w;
    read_pgn(pgn, w, options);
    return w.list;
}

// Lines are counted only when something is reported: across multi-line comments, ';' comments
// and '%' escape lines alike, and a problem is placed where it starts, not where it ends.
TEST(PgnReading, ProblemsAreReportedAtTheirLineAndColumn) {
    const Census c = census(
        "[Event \"x\"]\n\n1. e4 {a\nlong\ncomment} e5 ; rest\n; more\n% escape\n2. Nf3 Qxx9 *\n");
    ASSERT_EQ(c.error_list.size(), 1u);
    EXPECT_EQ(c.error_list[0].where.line, 8u);
    EXPECT_EQ(c.error_list[0].where.column, 8u);
    EXPECT_EQ(c.error_list[0].source.text, "2. Nf3 Qxx9 *");
    EXPECT_EQ(result_warnings("1. e4 e5\n2. Nf3 {never\nclosed\n")[0],
              "a comment that is never closed: it ends where its game does @2:8;");
}

// Games one after another on one long line: a report's column counts the characters (not the
// bytes) from the line's start, however the bytes come and the buffer moves on under it.
TEST(PgnReading, ColumnsHoldOnALineOfManyGames) {
    const std::string no_break_space = "\xC2\xA0";
    std::string line;
    for (int k = 0; k < 10000; ++k) line += "1." + no_break_space + "e4 e5 1-0 ";
    const std::string text = "[Event \"x\"]\n\n" + line + "1. e4 Ke9 *\n";
    const std::uint32_t column = 10000 * 13 + 7;  // 13 characters a game, "Ke9" at 7
    Census whole;
    read_pgn(text, whole);
    Trickle pieces(text);
    Census trickled;
    read_pgn(pieces, trickled);
    for (const Census* c : {&whole, &trickled}) {
        EXPECT_EQ(c->games, 10001u);
        ASSERT_EQ(c->error_list.size(), 1u);
        EXPECT_EQ(c->error_list[0].where.line, 3u);
        EXPECT_EQ(c->error_list[0].where.column, column);
    }
}

// Many reports in one game, in the order of the text or not, each at its own column; a long
// line is quoted in part only.
TEST(PgnReading, ManyProblemsOnOneLineKeepTheirColumns) {
    EXPECT_EQ(result_warnings("1. f3 e5 2. g4 Qh4# } 1-0 }\n")[0],
              "a stray '}' @1:21;a stray '}' @1:27;the result 1-0 does not fit the final "
              "position: White is checkmated, so 0-1 @1:23;");
    const std::string tag = "[Event \"" + std::string(100, 'x') + "\"]";
    const std::string w = result_warnings("1. e4 " + tag + " e5 *\n")[0];
    EXPECT_EQ(w, "a tag inside the movetext: " + tag.substr(0, 60) + "\xE2\x80\xA6 @1:7;");
}

// A game that ended on the board has one result; the result in the movetext is the Result
// tag's. Both are warnings: the moves themselves are legal.
TEST(PgnReading, ResultMustFitTheFinalPositionAndTheTag) {
    const auto w = result_warnings(
        "1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6 4.Qxf7# 0-1\n\n"                     // mate by White: 1-0
        "1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6 4.Qxf7# 1-0\n\n"                     // right
        "1.f3 e5 2.g4 Qh4# 1/2-1/2\n\n"                                   // mate by Black: 0-1
        "1.f3 e5 2.g4 Qh4# *\n\n"                                         // unknown: nothing to say
        "[Result \"1-0\"]\n\n1.e4 e5 0-1\n\n"                             // the tag says otherwise
        "[Result \"0-1\"]\n\n1.e4 e5\n\n"                                 // no marker: cut short?
        "[FEN \"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\"]\n\n1...Kh7 1-0\n\n"     // stopped
        "[FEN \"k7/8/3Q4/8/8/8/8/7K w - - 0 1\"]\n\n1.Kg2 1-0\n\n"        // not over
        "[FEN \"k7/8/8/8/8/8/8/1Q5K w - - 0 1\"]\n\n1.Qb7+ Kxb7 1-0\n\n"  // K v K: a draw
        "[FEN \"7k/8/6Q1/8/8/8/8/K7 w - - 0 1\"]\n\n1.Qf7 1-0\n\n"        // stalemate
        "[Event \"no result\"]\n\n1.f3 e5 2.g4 Qh4#\n\n"                  // decided: 0-1
        "[Event \"no result\"]\n\n1.f3 e5 2.g4 Qh5\n");                   // not decided
    ASSERT_EQ(w.size(), 12u);
    EXPECT_EQ(w[0],
              "the result 0-1 does not fit the final position: Black is checkmated, so 1-0 @1:37;");
    EXPECT_EQ(w[1], "");
    EXPECT_NE(w[2].find("White is checkmated, so 0-1"), std::string::npos) << w[2];
    EXPECT_EQ(w[3], "");
    EXPECT_NE(w[4].find("the result 0-1 differs from the Result tag \"1-0\""), std::string::npos)
        << w[4];
    // (A resignation fits the tag; a game's moves end in its result, which the PGN standard
    // asks for, and without it a file cut in the middle of a game looks whole.)
    EXPECT_EQ(w[5],
              "the moves end without a result, where the Result tag says 0-1: is the game cut "
              "short? @15:8;");
    EXPECT_EQ(w[6], "");  // stalemate: Kh7 is a move error, and nothing about the result
    EXPECT_EQ(w[7], "");
    EXPECT_NE(w[8].find("(insufficient material), so 1/2-1/2"), std::string::npos) << w[8];
    EXPECT_NE(w[9].find("Black is stalemated, so 1/2-1/2"), std::string::npos) << w[9];
    EXPECT_EQ(w[10],
              "the game has no result, though the final position decides it: White is "
              "checkmated, so 0-1 @35:18;");
    EXPECT_EQ(w[11], "");
}

// FIDE Laws 5.2.2 and 9.6.2: a dead position or the seventy-fifth move without a capture or a
// pawn move ends the game; moves after that are legal but do not count, and the first one
// is warned about (once; variations, being analysis, are not).
TEST(PgnReading, MovesAfterTheEndOfTheGame) {
    const auto w = result_warnings(
        "[FEN \"k7/8/8/8/8/8/8/1Q5K w - - 0 1\"]\n\n1.Qb7+ Kxb7 2.Kg2 Kc6 1/2-1/2\n\n"
        "[FEN \"k7/8/8/8/8/8/8/1Q5K w - - 0 1\"]\n\n1.Qb7+ Kxb7 1/2-1/2\n\n"
        "[FEN \"k7/8/8/8/8/8/8/1Q5K w - - 0 1\"]\n\n1.Qb7+ Kxb7 (1...Ka7) 1/2-1/2\n\n"
        "[FEN \"k7/8/8/8/8/8/8/1Q5K w - - 0 1\"]\n\n1.Qb7+ (1.Kg2 Ka7 2.Kf3) 1...Kxb7 "
        "2.Kg2 1/2-1/2\n\n"
        "[FEN \"k7/8/8/8/8/8/1R6/7K w - - 148 80\"]\n\n80.Kg1 Ka7 81.Kf1 1/2-1/2\n\n"
        "[FEN \"k7/8/8/8/8/8/1R6/7K w - - 148 80\"]\n\n80.Kg1 Ka7 1/2-1/2\n");
    ASSERT_EQ(w.size(), 6u);
    EXPECT_EQ(w[0],
              "the game was over after 1...Kxb7: a dead position (insufficient material); the "
              "moves from here on do not count @3:15;");
    EXPECT_EQ(w[1], "");
    EXPECT_EQ(w[2], "");
    EXPECT_NE(w[3].find("the game was over after 1...Kxb7"), std::string::npos) << w[3];
    EXPECT_EQ(w[4],
              "the game was over after 80...Ka7: seventy-five moves of each side without a "
              "capture or a pawn move; the moves from here on do not count @19:15;");
    EXPECT_EQ(w[5], "");
}

// A move number that is not the next move's often marks a move left out of a scoresheet: the
// first one in a game is reported. "12." before Black's move passes, "12..." before White's
// does not; a game from a FEN may be numbered from its FEN's move number or from 1.
TEST(PgnReading, WrongMoveNumbersAreReported) {
    const auto w = result_warnings(
        "[Event \"a\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 5. Ba4 Nf6 9. O-O *\n\n"
        "[Event \"b\"]\n\n1. e4 e5 2. Nf3 2... Nc6 3. Bb5 3. a6 4 Ba4 (4. Bxc6) *\n\n"
        "[Event \"c\"]\n\n1. e4 e5 2... Nf3 *\n\n"
        "[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 0 40\"]\n\n40... Kd7 41. O-O Ke6 *\n\n"
        "[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 0 40\"]\n\n1... Kd7 2. O-O Ke6 *\n\n"
        "[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 0 40\"]\n\n1... Kd7 3. O-O Ke6 *\n\n"
        "[Event \"g\"]\n\n1. e4 e5 2. Nf3 12 Nc6 *\n\n"
        "[Event \"h\"]\n\n1. e4 e5 2. ... Nf3 *\n\n"
        "[Event \"i\"]\n\n7... e5 8. Nf3 *\n");
    ASSERT_EQ(w.size(), 9u);
    EXPECT_EQ(w[0], "move number 5. where 4. is due @3:31;");  // once a game
    EXPECT_EQ(w[1], "");
    EXPECT_EQ(w[2], "move number 2... where 2. is due @11:10;");
    EXPECT_EQ(w[3], "");
    EXPECT_EQ(w[4], "");
    EXPECT_EQ(w[5], "move number 3. where 41. is due @23:10;");
    EXPECT_EQ(w[6], "move number 12 where 2... is due @27:17;");
    EXPECT_EQ(w[7], "'...' (Black's move) where 2. is due @31:13;");
    // A fragment of a game, without the FEN tag it needs: said (then its first move is White's).
    EXPECT_EQ(w[8].substr(0, w[8].find(';') + 1),
              "move number 7... where 1. is due: a game that starts at a later move needs a FEN "
              "tag of its position @35:1;");
}

// A tag given twice is written twice (the roster takes the first), and the first FEN, SetUp,
// Variant or Result is the one that counts, the second reported.
TEST(PgnReading, TagsGivenTwice) {
    const std::string pgn =
        "[White \"A\"]\n[White \"B\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n"
        "[FEN \"8/8/8/8/8/8/8/K6k w - - 0 1\"]\n\n1. O-O *\n";
    const Census c = census(pgn);
    EXPECT_EQ(c.moves, 1u);  // castling: the first FEN
    EXPECT_EQ(c.errors, 0u);
    EXPECT_EQ(c.issues, 1u);
    const std::string out = convert(pgn, PgnWriteOptions::pgn());
    EXPECT_NE(out.find("[White \"A\"]\n[Black \"?\"]\n[Result \"*\"]\n[White \"B\"]\n"),
              std::string::npos)
        << out;
    EXPECT_EQ(census(out).raw, c.raw);
}

// A tag's name is letters, digits and '_' (PGN's symbol characters, less the ones no tag
// uses): every byte tried at every place of a name, on the tag line's short path. A name
// character keeps the name whole; any other byte never passes as part of it.
TEST(PgnReading, TagNameCharacters) {
    const std::string name = "Abcdefghijklmnopqrstu";  // 21 characters
    std::size_t whole = 0;
    for (int c = 1; c < 256; ++c) {
        const bool name_char =
            (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
        for (std::size_t at = 1; at < name.size(); ++at) {
            std::string n = name;
            n[at] = char(c);
            const Census r = census("[" + n + " \"v\"]\n\n1. e4 *\n");
            const bool kept = r.tags.size() == 1 && r.tags[0].first == n && r.issues == 0;
            ASSERT_EQ(kept, name_char) << c << " at " << at;
            whole += kept;
        }
    }
    EXPECT_EQ(whole, 63u * 20u);
}

// Tag lines of every length up to past the reader's 32-byte window, the value's end, a
// non-ASCII byte (Latin-1, which must be converted) and an escape at every place in it: the
// name and value come out whole, with no issue, however the line falls on the window.
TEST(PgnReading, TagLinesOfEveryLength) {
    std::size_t read = 0;
    for (std::size_t name_length : {1u, 2u, 7u, 26u, 27u, 28u, 29u, 30u, 31u, 33u}) {
        const std::string name =
            std::string("Ab_9xyzwvutsrqponmlkjihgfedcbaZYXWV").substr(0, name_length);
        for (std::size_t value_length = 0; value_length <= 40; ++value_length) {
            for (std::size_t at = 0; at <= value_length; ++at) {
                for (int kind = 0; kind < 4; ++kind) {
                    // The value's bytes before and after the one at `at`, as written and as
                    // read.
                    const std::string before(at, 'v'),
                        after(value_length - std::min(at + 1, value_length), 'v');
                    const bool special = at < value_length && (kind == 1 || kind == 2);
                    const std::string written = special ? (kind == 1 ? "\xE9" : "\\\"") : "v";
                    const std::string meant = special ? (kind == 1 ? "\xC3\xA9" : "\"") : "v";
                    const std::string value = at < value_length ? before + written + after : before;
                    const std::string expected =
                        at < value_length ? before + meant + after : before;
                    const std::string eol = kind == 3 ? "\r\n" : "\n";
                    const std::string pgn = "[" + name + " \"" + value + "\"]" + eol +
                                            "[Round \"1\"]" + eol + eol + "1. e4 *" + eol;
                    const Census r = census(pgn);
                    ASSERT_EQ(r.tags.size(), 2u) << pgn;
                    ASSERT_EQ(r.tags[0].first, name) << pgn;
                    ASSERT_EQ(r.tags[0].second, expected) << pgn;
                    ASSERT_EQ(r.tags[1], (std::pair<std::string, std::string>("Round", "1")))
                        << pgn;
                    ASSERT_EQ(r.issues, 0u) << pgn;
                    ASSERT_EQ(r.moves, 1u) << pgn;
                    ++read;
                }
            }
        }
    }
    EXPECT_EQ(read, 10u * 4u * (41u * 42u / 2u));
}

// NAGs: PGN's are 0 to 255; a larger one is kept and reported, one no int holds is reported,
// and no digit of either is left behind to be read as something else.
TEST(PgnReading, NagsOutsideTheRangeAreReported) {
    const Census c = census("1. e4 $12345 e5 $255 2. Nf3 $99999999999 Nc6 *\n");
    EXPECT_EQ(c.moves, 4u);
    EXPECT_EQ(c.nags, 2u);
    EXPECT_EQ(c.issues, 2u);
    EXPECT_EQ(c.errors, 0u);
    const std::string out = convert("1. e4 $12345 e5 $255 *\n", PgnWriteOptions::pgn());
    EXPECT_NE(out.find("1. e4 $12345 e5 $255 *"), std::string::npos) << out;
}

// A result ends its game: bare games one after another on one line are separate games, and the
// comments after a result on its line are its game's. A second result right after the first is
// its game's too (the last one counts, reported when it differs).
TEST(PgnReading, AResultEndsItsGame) {
    Census c = census("1. e4 e5 1-0 1. d4 d5 0-1 1. c4 {English} 1/2-1/2 {agreed} 1. Nf3 *\n");
    EXPECT_EQ(c.games, 4u);
    EXPECT_EQ(c.moves, 2u + 2u + 1u + 1u);
    EXPECT_EQ(c.comments, 2u);
    EXPECT_EQ(c.errors + c.issues, 0u);
    const auto w = result_warnings("1. e4 e5 1-0 0-1\n\n1. d4 * *\n");
    ASSERT_EQ(w.size(), 2u);
    EXPECT_EQ(w[0], "a second result 0-1 after 1-0: the last one counts @1:14;");
    EXPECT_EQ(w[1], "");
    // The game's next number after the result on its line says the result stands amid the
    // moves: one game, read on (a new game's "1." starts the next, as above).
    c = census("[Event \"a\"]\n\n1. e4 e5 1-0 2. Nf3 *\n");
    EXPECT_EQ(c.games, 1u);
    EXPECT_EQ(c.moves, 3u);
    // Words after the result end at a bracket, which is reported on its own.
    c = census("1. e4 e5 1-0 resigned) ( {x} ]\n\n1. d4 *\n");
    EXPECT_EQ(c.games, 2u);
    EXPECT_EQ(c.moves, 3u);
    EXPECT_EQ(c.comments, 2u);
}

// Strict reading refuses what neither the FIDE appendix nor the PGN standard allows: results
// written otherwise than PGN's four (a warning: the result is still understood), the null move
// "--" (an error, as any move strict reading refuses).
TEST(PgnReading, StrictReadingRefusesResultsAndNullMovesOfNoStandard) {
    PgnReadOptions strict;
    strict.moves.strict = true;
    const auto w =
        result_warnings("1. e4 e5 \xC2\xBD-\xC2\xBD\n\n1. d4 1:0\n\n1. c4 1-0\n", strict);
    ASSERT_EQ(w.size(), 3u);
    EXPECT_EQ(w[0], "'\xC2\xBD-\xC2\xBD' is not strict: PGN writes 1/2-1/2 @1:10;");
    EXPECT_EQ(w[1], "'1:0' is not strict: PGN writes 1-0 @3:7;");
    EXPECT_EQ(w[2], "");
    EXPECT_EQ(result_warnings("1. e4 e5 \xC2\xBD-\xC2\xBD\n")[0], "");  // lenient: none
    const Census c = census("1. e4 -- 2. d4 *\n", strict);
    EXPECT_EQ(c.errors, 1u);
    EXPECT_EQ(c.error_list.at(0).error.code, Errc::NotStrict);
    EXPECT_EQ(census("1. e4 -- 2. d4 *\n").errors, 0u);
}

// Every warning carries its kind, which programs filter by (--json writes its name).
TEST(PgnReading, WarningsCarryTheirKind) {
    struct Kinds : PgnVisitor {
        std::vector<Errc> list;
        void warning(const Diagnostic& w) override { list.push_back(w.error.code); }
    };
    const std::pair<const char*, Errc> cases[] = {
        {"[White A]\n\n1. e4 *\n", Errc::TagSyntax},
        {"[Result \"1-0\"]\n[Result \"0-1\"]\n\n1. e4 *\n", Errc::TagRepeated},
        {"1. e4 [White \"x\"] e5 *\n", Errc::TagInMovetext},
        {"1. e4 {never closed\n", Errc::UnclosedComment},
        {"1. e4 (1. d4\n", Errc::UnclosedVariation},
        {"1. e4 ) e5 *\n", Errc::StrayBracket},
        {"( 1. e4 ) *\n", Errc::VariationBeforeMove},
        {"1. e4 $300 *\n", Errc::BadNag},
        {"1. e4 (1. d4 1-0) e5 *\n", Errc::ResultInVariation},
        {"1. e4 1-0 0-1\n", Errc::ResultRepeated},
        {"1. e4 e5 3. Nf3 *\n", Errc::WrongMoveNumber},
        {"[FEN \"k7/8/8/8/8/8/8/1Q5K w - - 0 1\"]\n\n1.Qb7+ Kxb7 2.Kg2 1/2-1/2\n",
         Errc::MoveAfterGameEnd},
        {"1.f3 e5 2.g4 Qh4# 1-0\n", Errc::ResultMismatch},
        {"1. e4, e5 *\n", Errc::NonstandardForm},
        {"1. e4+ *\n", Errc::WrongCheckSign},
        {"1. Nxf3 *\n", Errc::CaptureSignMismatch},
    };
    std::set<std::string_view> names;
    for (const auto& [pgn, kind] : cases) {
        SCOPED_TRACE(pgn);
        Kinds k;
        read_pgn(pgn, k);
        ASSERT_FALSE(k.list.empty());
        EXPECT_EQ(k.list.front(), kind);
        EXPECT_TRUE(names.insert(name(kind)).second);  // each its own name
    }
}

// A variation stands after the move it is another choice for. One written after a move number
// (or after a result inside a variation) is not where its moves are meant from: it is reported,
// kept unchecked, and the line goes on; a comment between changes nothing.
TEST(PgnReading, VariationAfterAMoveNumberIsNotChecked) {
    const std::pair<const char*, std::uint64_t> cases[] = {
        {"1. e4 e5 2. Nf3 2... (2... Nc6 3. Bb5) Nc6 3. Bc4 *\n", 5},
        {"1. e4 e5 2. Nf3 {a comment} 2... (2... Nc6 3. Bb5) Nc6 3. Bc4 *\n", 5},
        {"1. e4 e5 2. (2. Nf3 Nc6) Bc4 Nc6 *\n", 4},
        {"1. e4 (1. d4 1-0 (1. c4)) e5 *\n", 3},
    };
    for (const auto& [pgn, moves] : cases) {
        SCOPED_TRACE(pgn);
        const Census c = census(pgn);
        EXPECT_EQ(c.moves, moves);
        ASSERT_EQ(c.errors, 1u);
        EXPECT_EQ(c.error_list[0].error.code, Errc::NotCheckable);
        EXPECT_NE(c.error_list[0].message.find("not right after the move it stands for"),
                  std::string::npos);
    }
    // Said in the order of the text, whether the visitor wants every part or only the checks
    // (the result's warning is held until the game's language is settled; the error with it).
    struct Said : PgnVisitor {
        MovetextReading reading;
        std::vector<Errc> said;
        explicit Said(MovetextReading r) : reading(r) {}
        MovetextReading begin_movetext(const Position&) override { return reading; }
        void warning(const Diagnostic& w) override { said.push_back(w.error.code); }
        void move_error(const Diagnostic& e, std::string_view) override {
            said.push_back(e.error.code);
        }
    };
    PgnReadOptions finding;
    finding.find_language = true;
    for (const MovetextReading r : {MovetextReading::Check, MovetextReading::All}) {
        Said s(r);
        read_pgn("1. e4 (1. d4 1-0 (1. c4)) e5 *\n", s, finding);
        EXPECT_EQ(s.said, (std::vector<Errc>{Errc::ResultInVariation, Errc::NotCheckable}));
    }
    // A writer is told it once, though the game is found to be in another language than the
    // one tried first (the last game's) and read again.
    struct Writes : PgnWriter {
        int unchecked = 0;
        Writes() : PgnWriter({}, [](std::string_view) {}) {}
        void move_error(const Diagnostic& e, std::string_view rest) override {
            unchecked += e.error.code == Errc::NotCheckable;
            PgnWriter::move_error(e, rest);
        }
    };
    Writes w;
    read_pgn("1. e4 e5 2. Sf3 Sc6 *\n\n1. e4 e5 2. d4 2... (2... d6) exd4 3. Nf3 *\n", w, finding);
    EXPECT_EQ(w.unchecked, 1);
    // Where no number says which move it stands for: "2. ..." is read as the number's dots.
    for (const char* pgn : {"1. e4 e5 2. Nf3 2. ... (2... Nc6) Nc6 *\n",
                            "1. e4 e5 2. Nf3 2... (2... Nc6) (2... d6) Nc6 *\n"}) {
        SCOPED_TRACE(pgn);
        const Census c = census(pgn);
        EXPECT_EQ(c.moves, 4u);
        EXPECT_GE(c.errors, 1u);
        for (const Diagnostic& d : c.error_list) EXPECT_EQ(d.error.code, Errc::NotCheckable);
    }
    // Right after its move, a variation is that move's alternative, as PGN writes it; before
    // the first move, one is read from the start.
    EXPECT_EQ(census("1. e4 e5 2. Nf3 (2. Bc4 Nc6) 2... Nc6 *\n").errors, 0u);
    EXPECT_EQ(census("1. (1. d4 d5) e4 e5 *\n").errors, 0u);
}

// Read leniently, a sign that does not fit the move is accepted and reported, not dropped.
TEST(PgnReading, LenientReadingReportsWhatItAccepted) {
    const auto w = result_warnings("1.e4 e5 2.Qh5 Nc6 3.Bc4+ Nf6 4.Qxf7+ *\n\n1.Nxf3 *\n");
    ASSERT_EQ(w.size(), 2u);
    EXPECT_EQ(w[0],
              "'Bc4+' gives no check @1:21;"
              "'Qxf7+' is checkmate: write # @1:32;");
    EXPECT_NE(w[1].find("'Nxf3'"), std::string::npos) << w[1];
    EXPECT_NE(w[1].find("@3:3;"), std::string::npos) << w[1];  // line 3 of the text
}

TEST(PgnReading, ABrokenGameDoesNotTakeTheRestWithIt) {
    const Census c = census("1.e4 e5 2.Ke3 Nc6 *\n\n1.d4 d5 *\n\n[Event \"x\"]\n\n1.c4 e5 *\n");
    EXPECT_EQ(c.games, 3u);
    EXPECT_EQ(c.errors, 1u);
    EXPECT_EQ(c.moves, 2u + 2u + 2u);
    ASSERT_EQ(c.error_list.size(), 1u);
    EXPECT_EQ(c.error_list[0].text, "Ke3");
    EXPECT_EQ(c.error_list[0].where.line, 1u);
    EXPECT_EQ(c.error_list[0].where.column, 11u);  // the move, after its number "2."
}

// Found by the PGN fuzzer: a result inside a variation is read as that line's outcome (and
// the variation left open goes on); NUL bytes are not white space; comments do not nest.
TEST(PgnReading, MalformedInputFoundByTheFuzzer) {
    Census c = census("1. e4 e5 (1... c5 1-0\n\n1. d4 *\n");
    EXPECT_EQ(c.games, 1u);
    EXPECT_EQ(c.moves, 4u);  // e4 e5, then c5 d4 in the variation never closed
    EXPECT_GE(c.issues, 3u);
    c = census(std::string("1. e4 e5 2. Zz3 foo\0 *\n", 23));
    EXPECT_EQ(c.errors, 1u);
    const std::string once =
        convert(std::string("1. e4 e5 2. Zz3 foo\0\0 *\n", 25), PgnWriteOptions::pgn());
    // (kept, each NUL written as U+FFFD: PgnWriting.NoControlCharactersInTheOutput)
    EXPECT_NE(once.find("foo\xEF\xBF\xBD\xEF\xBF\xBD"), std::string::npos) << once;
    c = census("1. e4 { a { b } e5 *\n[Event \"x\"]\n\n1. d4 *\n");
    EXPECT_EQ(c.games, 2u);
    EXPECT_EQ(c.moves, 3u);
}

TEST(PgnReading, FenSetupAndChess960) {
    const Census c = census(
        "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/"
        "1R2K1R1 w GBgb - 0 1\"]\n\n1. O-O-O *\n\n"
        "[Variant \"crazyhouse\"]\n\n1. e4 e5 *\n\n"
        "[Variant \"normal\"]\n\n1. d4 d5 *\n");  // TCEC's name for standard chess
    EXPECT_EQ(c.games, 3u);
    EXPECT_EQ(c.moves, 3u);
    // The crazyhouse game is reported once, with why, not misread: a warning (nothing is
    // wrong with its text), its movetext handed over as a rest kept unchecked.
    ASSERT_EQ(c.errors, 1u);
    EXPECT_EQ(c.issues, 0u);
    EXPECT_EQ(c.error_list[0].error.code, Errc::VariantNotChecked);
    EXPECT_EQ(c.error_list[0].severity, Diagnostic::Severity::Warning);
    EXPECT_NE(c.error_list[0].message.find("not checked: variant 'crazyhouse'"), std::string::npos);
    // In the game model a warning, and the game written back keeps its moves.
    const std::vector<Game> games = read_games("[Variant \"Crazyhouse\"]\n\n1. e4 e5 *\n");
    ASSERT_EQ(games.size(), 1u);
    EXPECT_TRUE(games[0].ok());
    ASSERT_EQ(games[0].warnings.size(), 1u);
    const std::string out = write_game(games[0]);
    EXPECT_NE(out.find("1. e4 e5"), std::string::npos) << out;
    EXPECT_NE(out.find("not checked from here on (variant 'Crazyhouse', a game"), std::string::npos)
        << out;
    EXPECT_EQ(read_games(out).at(0).warnings.size(), 1u) << out;
}

// Variations nest 256 deep and no deeper: the game is checked up to there, its rest kept.
TEST(PgnReading, VariationsNestAtMost256Deep) {
    const auto nested = [](int depth) {
        std::string text = "1. e4 e5";
        for (int i = 0; i < depth; ++i) text += " (1... d5";
        return text + std::string(std::size_t(depth), ')') + " *\n";
    };
    Census c = census(nested(256));
    EXPECT_EQ(c.errors, 0u);
    EXPECT_EQ(c.variations, 256u);
    c = census(nested(257));
    ASSERT_EQ(c.errors, 1u);
    EXPECT_EQ(c.error_list[0].error.code, Errc::NotCheckable);
    EXPECT_EQ(c.error_list[0].where.column, 10u + 9u * 256u);  // the 257th (
    const std::string out = convert(nested(257), PgnWriteOptions::pgn());
    EXPECT_NE(out.find("(variations nested more than 256 deep: this one is not checked):"),
              std::string::npos);
    EXPECT_NE(out.find(")))"), std::string::npos);  // the rest, kept
}

TEST(PgnWriting, ExportFormat) {
    const std::string out = convert(
        "[White \"A\"]\n[Black \"B\"]\n\n1.e4 e5 2.Nf3 Nc6 {ok} 3.Bb5 "
        "a6 (3...Nf6) 4.Ba4 Nf6 5.O-O Be7 6.Re1 b5 7.Bb3 d6 8.c3 O-O "
        "9.h3 Nb8 10.d4 Nbd7 11.c4 c6 12.cxb5 axb5 13.Nc3 Bb7 1/2-1/2\n",
        PgnWriteOptions::pgn());
    EXPECT_EQ(out,
              "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"A\"]\n"
              "[Black \"B\"]\n[Result \"1/2-1/2\"]\n\n"
              "1. e4 e5 2. Nf3 Nc6 {ok} 3. Bb5 a6 (3... Nf6) 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5\n"
              "7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5 13. Nc3 Bb7\n"
              "1/2-1/2\n\n");
    for (const auto& line : {out.substr(0, out.find("\n\n"))})
        for (std::size_t i = 0, j; (j = line.find('\n', i)) != std::string::npos; i = j + 1)
            EXPECT_LE(j - i, 80u);
}

// Lines of at most 80 characters, also where a variation's ')' would end a full line: it
// goes to the next.
TEST(PgnWriting, LinesOfAtMostEightyCharacters) {
    const std::vector<std::string> variation = {
        "d4",  "d5",  "c4",  "e6", "Nc3",  "Nf6",  "Bg5",  "Be7",  "e3",   "O-O",
        "Nf3", "h6",  "Bh4", "b6", "cxd5", "Nxd5", "Bxe7", "Qxe7", "Nxd5", "exd5",
        "Rc1", "Be6", "Qa4", "c5", "Qa3",  "Rc8",  "Bb5",  "a6"};
    int closing_breaks = 0;
    for (std::size_t k = 1; k <= variation.size(); ++k) {
        for (std::size_t pad = 0; pad <= 12; ++pad) {
            std::string pgn = "1. e4 {";
            pgn.append(pad + 1, 'x');
            pgn += "} (1.";
            for (std::size_t i = 0; i < k; ++i) {
                if (i % 2 == 0 && i > 0) pgn.append(" ").append(std::to_string(i / 2 + 1)) += '.';
                pgn += " " + variation[i];
            }
            pgn += ") 1... c5 2. Nf3 d6 *\n";
            const std::string out = convert(pgn, PgnWriteOptions::pgn());
            SCOPED_TRACE(out);
            EXPECT_EQ(census(out).moves, census(pgn).moves);
            for (std::size_t i = 0, j; (j = out.find('\n', i)) != std::string::npos; i = j + 1) {
                EXPECT_LE(j - i, 80u);
                closing_breaks += out.compare(i, 2, ")\n") == 0 || out.compare(i, 2, ") ") == 0;
            }
        }
    }
    EXPECT_GT(closing_breaks, 0);  // (the case was met)
}

// The FIDE preset writes NAGs 1 to 6 as the glyphs books print, glued to their move; others
// stay NAGs, and a move that has its glyph keeps it. The export format writes $1, for a glyph
// written on a move too.
TEST(PgnWriting, FidePresetWritesNagsAsGlyphs) {
    const std::string text = "1. e4 $1 e5 $14 2. Nf3!? $5 Nc6 $2 $4 {x} $6 *\n";
    const std::string fide = convert(text, PgnWriteOptions::fide(english()));
    EXPECT_NE(fide.find("1. e4! e5 $14 2. Nf3!? $5 Nc6? $4 {x} $6 *"), std::string::npos) << fide;
    const std::string pgn = convert(text, PgnWriteOptions::pgn());
    EXPECT_NE(pgn.find("1. e4 $1 e5 $14 2. Nf3 $5 $5 Nc6 $2 $4 {x} $6 *"), std::string::npos)
        << pgn;
    EXPECT_EQ(convert(fide, PgnWriteOptions::pgn()), pgn);
    // Read again, the glyphs are the same NAGs.
    const Census a = census(text), b = census(fide);
    EXPECT_EQ(b.nags, a.nags);
    EXPECT_EQ(b.raw, a.raw);
}

// Figurines in both colours: black ones for Black's moves, read back as the same moves.
TEST(PgnWriting, BlackFigurinesForBlacksMoves) {
    PgnWriteOptions o = PgnWriteOptions::pgn();
    o.moves.figurine = o.moves.black_figurines = true;
    const std::string text = "1. Nf3 Nf6 2. b3 b6 3. Bb2 Bb7 4. Qc1 Qc8 5. Rg1 Rg8 6. Kd1 Kd8 *\n";
    const std::string out = convert(text, o);
    EXPECT_NE(out.find("1. \u2658f3 \u265Ef6 2. b3 b6 3. \u2657b2 \u265Db7 4. \u2655c1 \u265Bc8 "
                       "5. \u2656g1 \u265Cg8 6. \u2654d1 \u265Ad8"),
              std::string::npos)
        << out;
    EXPECT_EQ(census(out).raw, census(text).raw);
}

TEST(PgnWriting, ResultTagAgreesWithTheMarker) {
    const auto result_tag = [](const std::string& pgn) {
        const std::size_t at = pgn.find("[Result \"");
        return at == std::string::npos ? std::string("none")
                                       : pgn.substr(at + 9, pgn.find('"', at + 9) - at - 9);
    };
    // A bare scoresheet: the tag takes the game's marker.
    std::string out = convert("1. d4 d5 2. c4 1-0\n", PgnWriteOptions::pgn());
    EXPECT_EQ(result_tag(out), "1-0") << out;
    EXPECT_NE(out.find("2. c4 1-0\n"), std::string::npos) << out;
    out = convert("1. d4 d5 2. c4\n", PgnWriteOptions::pgn());
    EXPECT_EQ(result_tag(out), "*") << out;
    EXPECT_NE(out.find("2. c4 *\n"), std::string::npos) << out;
    // A tag the game has is kept as it is, whatever the marker (the reader warns).
    out = convert("[Result \"0-1\"]\n\n1. d4 d5 2. c4 1-0\n", PgnWriteOptions::pgn());
    EXPECT_EQ(result_tag(out), "0-1") << out;
    EXPECT_NE(out.find("2. c4 1-0\n"), std::string::npos) << out;
    // No marker: the tag's.
    out = convert("[Result \"1/2-1/2\"]\n\n1. d4 d5 2. c4\n", PgnWriteOptions::pgn());
    EXPECT_EQ(result_tag(out), "1/2-1/2") << out;
    EXPECT_NE(out.find("2. c4 1/2-1/2\n"), std::string::npos) << out;
    // A tag written as German and Russian texts write results goes out as PGN's, as the
    // marker does.
    out = convert("[Result \"1:0\"]\n\n1. d4 d5 2. c4 1:0\n", PgnWriteOptions::pgn());
    EXPECT_EQ(result_tag(out), "1-0") << out;
    EXPECT_NE(out.find("2. c4 1-0\n"), std::string::npos) << out;
    out =
        convert("[Result \"1:0\"]\n\n1. d4 d5\n", PgnWriteOptions::pgn());  // no marker: the tag's
    EXPECT_EQ(result_tag(out), "1-0") << out;
    EXPECT_NE(out.find("1. d4 d5 1-0\n"), std::string::npos) << out;
    out = convert("[Result \"\xC2\xBD:\xC2\xBD\"]\n\n1. d4 d5\n", PgnWriteOptions::pgn());
    EXPECT_EQ(result_tag(out), "1/2-1/2") << out;
    EXPECT_NE(out.find("1. d4 d5 1/2-1/2\n"), std::string::npos) << out;
}

// Control characters from a damaged file (a NUL, an escape, a bell, C1's next line and control
// sequence) are not written: U+FFFD stands in their place, in tags, comments and a kept rest
// alike.
TEST(PgnWriting, NoControlCharactersInTheOutput) {
    const std::string out = convert(
        std::string(
            "[Event \"a\x1B[1mb\"]\n[Site \"\xC2\x85x\"]\n\n1. e4 {x\x07y \xC2\x9B[31m} e5 2. ") +
            '\0' + " Nf3 *\n",
        PgnWriteOptions::pgn());
    EXPECT_NE(out.find("[Event \"a\xEF\xBF\xBD[1mb\"]"), std::string::npos) << out;
    EXPECT_NE(out.find("[Site \"\xEF\xBF\xBDx\"]"), std::string::npos) << out;  // C1 too
    EXPECT_NE(out.find("{x\xEF\xBF\xBDy \xEF\xBF\xBD[31m}"), std::string::npos) << out;
    EXPECT_NE(out.find("\xEF\xBF\xBD Nf3"), std::string::npos) << out;  // the kept rest
    for (const char c : out)
        EXPECT_FALSE((static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t') || c == 0x7F)
            << int(c) << " in " << out;
}

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

TEST(PgnWriting, DrawOfferIsNotTakenForAVariation) {
    const std::string pgn = convert("1.e4 e5 2.Nf3 (=) Nc6 *\n", PgnWriteOptions::pgn());
    EXPECT_NE(pgn.find("2. Nf3 {(=)} 2... Nc6"), std::string::npos) << pgn;
    const std::string fide = convert("1.e4 e5 2.Nf3 (=) Nc6 *\n", PgnWriteOptions::fide(english()));
    EXPECT_NE(fide.find("2. Nf3 (=) Nc6"), std::string::npos) << fide;
    EXPECT_EQ(census(fide).moves, 4u);
}

std::string gzip(std::string_view in) {
    z_stream z{};
    deflateInit2(&z, 6, Z_DEFLATED, 31, 8, Z_DEFAULT_STRATEGY);
    std::string out(deflateBound(&z, uLong(in.size())) + 32, '\0');
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
    z.avail_in = uInt(in.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = uInt(out.size());
    deflate(&z, Z_FINISH);
    out.resize(z.total_out);
    deflateEnd(&z);
    return out;
}

std::string bzip2(std::string_view in) {
    unsigned int size = unsigned(in.size() + in.size() / 100 + 1024);
    std::string out(size, '\0');
    BZ2_bzBuffToBuffCompress(out.data(), &size, const_cast<char*>(in.data()), unsigned(in.size()),
                             9, 0, 0);
    out.resize(size);
    return out;
}

TEST(PgnInput, CompressedInputIsRecognisedByItsBytes) {
    const std::string pgn = slurp(data("pgn-tests/python-chess/kasparov-deep-blue-1997.pgn"));
    const Census plain = census(pgn);
    ASSERT_GT(plain.moves, 0u);
    const auto dir = fs::temp_directory_path() / "notator-test-input";
    fs::create_directories(dir);
    for (const auto& [name, bytes] : {std::pair{std::string("a.dat"), gzip(pgn)},
                                      std::pair{std::string("b.pgn"), bzip2(pgn)}}) {
        const auto path = (dir / name).string();
        std::ofstream(path, std::ios::binary) << bytes;
        auto src = open_input(path);
        ASSERT_TRUE(src) << src.error().message();
        Census c;
        read_pgn(**src, c);
        EXPECT_FALSE((*src)->error()) << name << ": " << (*src)->error()->message();
        EXPECT_EQ(c.raw, plain.raw) << name;
    }
    // A truncated compressed file is an error, not a silent end.
    const std::string gz = gzip(pgn);
    const auto cut = (dir / "cut.gz").string();
    std::ofstream(cut, std::ios::binary) << gz.substr(0, gz.size() / 2);
    auto src = open_input(cut);  // (it meets the end in the first bytes it reads)
    ASSERT_FALSE(src);
    EXPECT_EQ(src.error().code, Errc::TruncatedInput);
    EXPECT_EQ(src.error().message(), "gzip: the file ends in the middle of the data");
    const auto missing = open_input((dir / "missing.pgn").string());
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().code, Errc::CannotOpen);
    EXPECT_EQ(missing.error().message(), "No such file or directory");
    fs::remove_all(dir);
}

}  // namespace
}  // namespace notator
