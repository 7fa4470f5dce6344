// The PGN reader's input, however it comes: in pieces of any size (what is told never depends
// on how the bytes arrive), games longer than the reader's buffer, a byte order mark, Latin-1,
// gzip and bzip2 recognised by their bytes, and a compressed file cut short.
#include <bzlib.h>
#include <gtest/gtest.h>
#include <zlib.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "notator/pgn.hpp"
#include "pgn_test_util.hpp"
#include "test_data.hpp"

namespace notator {
namespace {

namespace fs = std::filesystem;

using test::census;
using test::Census;
using test::data;
using test::slurp;
using test::Trickle;

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
