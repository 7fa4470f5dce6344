// Files as they really come: byte order marks, spaces pasted from web pages, Windows-1252 and
// other encodings, UTF-16, xz, binary data, comments left open, games one after another on one
// line, errors inside variations, results as German and Russian texts write them, the layouts
// of game scores printed in books, and lines of megabytes.
#include <gtest/gtest.h>
#include <lzma.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>

#include "notator/pgn.hpp"
#include "test_data.hpp"

namespace notator {
namespace {

namespace fs = std::filesystem;

// Everything a reading tells, kept.
struct Told : PgnVisitor {
    std::uint64_t games = 0, moves = 0;
    std::vector<std::pair<std::string, std::string>> tags;
    std::vector<std::string> comments, written, results;
    std::vector<Diagnostic> errors, warnings;
    std::vector<std::string> rests;
    void tag(std::string_view n, std::string_view v) override { tags.emplace_back(n, v); }
    void move(const Position&, const ReadMove&, std::string_view w) override {
        written.emplace_back(w);
    }
    void comment(std::string_view c) override { comments.emplace_back(c); }
    void move_error(const Diagnostic& e, std::string_view rest) override {
        errors.push_back(e);
        rests.emplace_back(rest);
    }
    void warning(const Diagnostic& w) override { warnings.push_back(w); }
    void end_game(const GameEnd& end) override {
        ++games;
        moves += end.moves;
        results.emplace_back(end.result);
    }
    bool warned(Errc code) const {
        return std::any_of(warnings.begin(), warnings.end(),
                           [&](const Diagnostic& w) { return w.error.code == code; });
    }
};

Told told(std::string_view text, const PgnReadOptions& options = {}) {
    Told t;
    read_pgn(text, t, options);
    return t;
}

Told told_through(const InputOptions& input, std::string_view bytes) {
    Told t;
    auto source = memory_input(bytes, input);
    EXPECT_TRUE(source) << source.error().message();
    if (source) read_pgn(**source, t);
    return t;
}

const std::string kGame = "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n";

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

TEST(RealFiles, AByteOrderMarkBeforeTheFirstTag) {
    const std::string bom = "\xEF\xBB\xBF";
    for (const Told& t : {told(bom + kGame), told_through({}, bom + kGame)}) {
        EXPECT_EQ(t.games, 1u);
        ASSERT_EQ(t.tags.size(), 1u);
        EXPECT_EQ(t.tags[0], (std::pair<std::string, std::string>("Event", "x")));
        EXPECT_EQ(t.moves, 4u);
        EXPECT_TRUE(t.warnings.empty());
    }
    // Files put together with cat keep their marks between games: blanks there.
    const Told two = told(bom + kGame + "\n" + bom + kGame);
    EXPECT_EQ(two.games, 2u);
    EXPECT_EQ(two.tags.size(), 2u);
}

TEST(RealFiles, UnicodeSpacesAreBlanks) {
    // no-break, en, em, thin, narrow no-break, ideographic space
    const Told t = told(
        "[Event\xC2\xA0\"x\"]\n\n1.\xC2\xA0"
        "e4\xE2\x80\x82"
        "e5\xE2\x80\x83"
        "2.\xE2\x80\x89Nf3\xE2\x80\xAFNc6\xE3\x80\x80"
        "1-0\n");
    EXPECT_EQ(t.moves, 4u);
    EXPECT_TRUE(t.errors.empty()) << t.errors[0].message;
    EXPECT_EQ(t.results, (std::vector<std::string>{"1-0"}));
    // A soft hyphen, which word processors put in unseen, stands between words as they do.
    const Told soft = told(
        "1. e4 e5 2. Nf3\xC2\xAD Nc6 3.\xC2\xAD"
        "Bb5\xC2\xAD a6 *\n");
    EXPECT_EQ(soft.moves, 6u);
    EXPECT_TRUE(soft.errors.empty()) << soft.errors[0].message;
}

// Files that are not UTF-8 are Windows-1252, as browsers read "ISO-8859-1": 0x80-0x9F are
// curly quotes, dashes, "…" and "€", not control characters.
TEST(RealFiles, Windows1252) {
    const std::string pgn =
        "[Event \"\x93Open\x94 \x96 M\xFCnchen\"]\n\n1. e4 {\x85 \x80 5 \x97 fine} e5 *\n";
    for (const Told& t : {told(pgn), told_through({}, pgn)}) {
        ASSERT_EQ(t.tags.size(), 1u);
        EXPECT_EQ(t.tags[0].second, "\xE2\x80\x9COpen\xE2\x80\x9D \xE2\x80\x93 M\xC3\xBCnchen");
        ASSERT_EQ(t.comments.size(), 1u);
        EXPECT_EQ(t.comments[0], "\xE2\x80\xA6 \xE2\x82\xAC 5 \xE2\x80\x94 fine");
    }
    // UTF-8 stays UTF-8, in the same file.
    const Told mixed = told(pgn + "\n[Event \"M\xC3\xBCnchen\"]\n\n1. d4 *\n");
    ASSERT_EQ(mixed.tags.size(), 2u);
    EXPECT_EQ(mixed.tags[1].second, "M\xC3\xBCnchen");
}

// Another encoding named (old Russian files): through the C library's iconv.
TEST(RealFiles, AnEncodingNamed) {
    const std::string cp1251 = "[White \"\xC8\xE2\xE0\xED\xEE\xE2\"]\n\n1. e4 *\n";  // Иванов
    const Told t = told_through({"windows-1251"}, cp1251);
    ASSERT_EQ(t.tags.size(), 1u);
    EXPECT_EQ(t.tags[0].second, "\xD0\x98\xD0\xB2\xD0\xB0\xD0\xBD\xD0\xBE\xD0\xB2");
    EXPECT_EQ(t.moves, 1u);
    const auto unknown = memory_input(cp1251, {"no-such-encoding"});
    ASSERT_FALSE(unknown);
    EXPECT_EQ(unknown.error().code, Errc::UnknownEncoding);
}

// A UTF-8 byte order mark says the file is UTF-8, as UTF-16's says it is UTF-16: read as
// Windows-1251 it would be three letters before the first tag.
TEST(RealFiles, AUtf8ByteOrderMarkWinsOverTheEncodingNamed) {
    const std::string ivanov = "\xD0\x98\xD0\xB2\xD0\xB0\xD0\xBD\xD0\xBE\xD0\xB2";  // Иванов
    const std::string pgn = "\xEF\xBB\xBF[White \"" + ivanov + "\"]\n\n1. e4 e5 *\n";
    for (const char* encoding : {"windows-1251", "cp866", "iso-8859-2", "utf-16le"}) {
        const Told t = told_through({encoding}, pgn);
        EXPECT_EQ(t.games, 1u) << encoding;
        ASSERT_EQ(t.tags.size(), 1u) << encoding;
        EXPECT_EQ(t.tags[0], (std::pair<std::string, std::string>("White", ivanov))) << encoding;
        EXPECT_EQ(t.moves, 2u) << encoding;
        EXPECT_TRUE(t.errors.empty()) << encoding;
    }
    // A name that names no encoding is an error all the same.
    const auto unknown = memory_input(pgn, {"no-such-encoding"});
    ASSERT_FALSE(unknown);
    EXPECT_EQ(unknown.error().code, Errc::UnknownEncoding);
}

std::string utf16(std::string_view ascii, bool big_endian) {
    std::string out = big_endian ? "\xFE\xFF" : "\xFF\xFE";
    for (char c : ascii) {
        if (big_endian) out += '\0';
        out += c;
        if (!big_endian) out += '\0';
    }
    return out;
}

TEST(RealFiles, Utf16WithAByteOrderMark) {
    for (const bool big : {false, true}) {
        const Told t = told_through({}, utf16(kGame, big));
        EXPECT_EQ(t.games, 1u) << big;
        EXPECT_EQ(t.moves, 4u) << big;
    }
    // Without the mark it is refused as not text, saying what it looks like.
    const auto bare = memory_input(utf16(kGame, false).substr(2));
    ASSERT_FALSE(bare);
    EXPECT_EQ(bare.error().code, Errc::NotText);
    EXPECT_EQ(bare.error().detail, int(NotText::Utf16WithoutMark));
    EXPECT_NE(bare.error().message().find("--encoding utf-16le"), std::string::npos);
}

// Old Mac files end their lines with a carriage return alone: read as line ends, so that games
// start where they do and reports give the line, in UTF-16 too and across the reads of a file
// larger than one.
TEST(RealFiles, LinesEndingInACarriageReturnAlone) {
    const std::string lf =
        "[Event \"a\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n"
        "[Event \"b\"]\n\n1. d4 d5 2. Bxd5 *\n";
    std::string cr = lf;
    std::replace(cr.begin(), cr.end(), '\n', '\r');
    for (const std::string& bytes : {cr, utf16(cr, false)}) {
        const Told t = told_through({}, bytes);
        EXPECT_EQ(t.games, 2u);
        ASSERT_EQ(t.tags.size(), 3u);
        EXPECT_EQ(t.tags[1], (std::pair<std::string, std::string>("Result", "1-0")));
        ASSERT_EQ(t.errors.size(), 1u);
        EXPECT_EQ(t.errors[0].where.line, 8u);
        EXPECT_EQ(t.errors[0].where.column, 13u);
    }
    // Many games, so that a return and what follows it come in different reads; a line feed
    // after a return stays one line end.
    std::string many, many_lf;
    for (int i = 0; i < 4000; ++i) many_lf += lf;
    many = many_lf;
    std::replace(many.begin(), many.end(), '\n', '\r');
    many += "\r\n[Event \"c\"]\r\n\r\n1. c4 *\r\n";
    many_lf += "\n[Event \"c\"]\n\n1. c4 *\n";
    const Told t = told_through({}, many), u = told_through({}, many_lf);
    EXPECT_EQ(t.games, 8001u);
    EXPECT_EQ(t.moves, u.moves);
    ASSERT_EQ(t.errors.size(), u.errors.size());
    EXPECT_EQ(t.errors.back().where.line, u.errors.back().where.line);
    // A return at the end of what one read holds (64 KiB, then 64 KiB less the return held
    // back): alone at the first boundary, before a line feed at the second, each a byte or two
    // either side too.
    const std::string game = "[Event \"g\"]\r\r1. e4 e5 *\r\r";
    for (int d = -2; d <= 2; ++d) {
        SCOPED_TRACE(d);
        std::string edge;
        const auto blanks_then = [&](std::size_t at, std::string_view end) {
            while (edge.size() + game.size() < at) edge += game;
            edge += std::string(at - edge.size(), ' ');
            edge += end;
        };
        blanks_then(std::size_t(65'535 + d), "\r");
        blanks_then(std::size_t(131'070 + d), "\r\n");
        for (int i = 0; i < 10; ++i) edge += game;
        edge += "[Event \"h\"]\r\r1. e4 e4 *\r";  // an error, to tell its line
        std::string edge_lf = edge;
        for (std::size_t k = 0; k < edge_lf.size(); ++k)
            if (edge_lf[k] == '\r' && (k + 1 == edge_lf.size() || edge_lf[k + 1] != '\n'))
                edge_lf[k] = '\n';
        const Told e = told_through({}, edge), e_lf = told_through({}, edge_lf);
        EXPECT_EQ(e.games, e_lf.games);
        EXPECT_EQ(e.moves, e_lf.moves);
        EXPECT_EQ(e.warnings.size(), e_lf.warnings.size());
        ASSERT_EQ(e.errors.size(), 1u);
        ASSERT_EQ(e_lf.errors.size(), 1u);
        EXPECT_EQ(e.errors[0].where.line, e_lf.errors[0].where.line);
    }
    // In UTF-16 a character may hold the byte 0x0A (U+040A, Њ): no line feed for all that.
    const std::string nje = utf16("[White \"", false) + std::string("\x0A\x04", 2) +
                            utf16("\"]\r\r1. e4 e4 *\r", false).substr(2);
    const Told in_utf16 = told_through({}, nje);
    ASSERT_EQ(in_utf16.tags.size(), 1u);
    EXPECT_EQ(in_utf16.tags[0].second, "\xD0\x8A");
    ASSERT_EQ(in_utf16.errors.size(), 1u);
    EXPECT_EQ(in_utf16.errors[0].where.line, 3u);
    // A file with line feeds keeps a return alone as a blank.
    const Told mixed = told_through({}, "[Event \"a\"]\n\n1. e4\re5 *\n");
    EXPECT_EQ(mixed.moves, 2u);
    EXPECT_TRUE(mixed.errors.empty());
}

std::string xz(std::string_view in) {
    std::string out(in.size() + 1024, '\0');
    std::size_t size = 0;
    lzma_easy_buffer_encode(6, LZMA_CHECK_CRC64, nullptr,
                            reinterpret_cast<const std::uint8_t*>(in.data()), in.size(),
                            reinterpret_cast<std::uint8_t*>(out.data()), &size, out.size());
    out.resize(size);
    return out;
}

TEST(RealFiles, XzIsReadLikeTheOtherCompressions) {
    const std::string pgn = test::read_games(test::data("games/pgnmentor-first-2000.pgn.zst"));
    const auto dir = fs::temp_directory_path() / "notator-test-xz";
    fs::create_directories(dir);
    const std::string path = (dir / "games.pgn.xz").string();
    const std::string packed = xz(pgn);
    std::ofstream(path, std::ios::binary) << packed;
    auto source = open_input(path);
    ASSERT_TRUE(source) << source.error().message();
    Told t;
    read_pgn(**source, t);
    EXPECT_FALSE((*source)->error());
    EXPECT_EQ(t.games, 2000u);
    // Cut short: the reading ends with the source's error.
    std::ofstream(path, std::ios::binary) << packed.substr(0, packed.size() / 2);
    auto cut = open_input(path);
    ASSERT_TRUE(cut);
    Told c;
    read_pgn(**cut, c);
    ASSERT_TRUE((*cut)->error());
    EXPECT_EQ((*cut)->error()->message(), "xz: the file ends in the middle of the data");
    fs::remove_all(dir);
    // A file's bytes handed over whole (the page's dropped file) are read as the file is.
    auto in_memory = open_input(memory_bytes(packed));
    ASSERT_TRUE(in_memory) << in_memory.error().message();
    const auto text = read_all(**in_memory);
    ASSERT_TRUE(text) << text.error().message();
    EXPECT_EQ(*text, pgn);
}

// What a report prints of a file's text (names, file names) reaches a terminal without control
// characters: C0, DEL, C1 (as UTF-8 or a lone byte) and bytes that are no UTF-8 become U+FFFD;
// every character else is kept.
TEST(RealFiles, PrintableTextKeepsCharactersAndDropsControls) {
    const std::string r = "\xEF\xBF\xBD";
    EXPECT_EQ(printable("Anand\tV"), "Anand\tV");
    EXPECT_EQ(printable("Kr\xC3\xA4mer \xE2\x99\x98 \xF0\x9F\x98\x80"),
              "Kr\xC3\xA4mer \xE2\x99\x98 \xF0\x9F\x98\x80");
    EXPECT_EQ(printable("a\x1B]0;x\x07"
                        "b"),
              "a" + r + "]0;x" + r + "b");
    EXPECT_EQ(printable("\x7F\xC2\x9B\x9B\xC3"), r + r + r + r);
    EXPECT_EQ(printable("\xE2\x99"), r + r);  // a character cut short
}

TEST(RealFiles, BinaryDataIsRefused) {
    std::mt19937 rng(3);
    std::string noise(4000, '\0');
    for (char& c : noise) c = char(rng());
    for (const std::string& bytes :
         {noise, std::string("1. e4 e5\0\0\0\0 *\n", 15), std::string(100, '\x01')}) {
        const auto source = memory_input(bytes);
        ASSERT_FALSE(source);
        EXPECT_EQ(source.error().code, Errc::NotText);
    }
    // A DOS end-of-file mark and an escape or two are text.
    EXPECT_TRUE(memory_input(kGame + "\x1A"));
    // An archive, as downloads of PGN files often come, is named: to be unpacked first.
    std::string tar(1024, '\0');
    tar.replace(0, 9, "twic.pgn");
    tar.replace(257, 6, std::string("ustar\0", 6));
    tar.replace(512, kGame.size(), kGame);
    const std::vector<std::pair<std::string, NotText>> archives = {
        {std::string("PK\x03\x04\x14\0\0\0\x08\0", 10) + "twic1500.pgn", NotText::ZipArchive},
        {std::string("7z\xBC\xAF\x27\x1C\0\x04", 8), NotText::SevenZipArchive},
        {std::string("Rar!\x1A\x07\x01\0", 8), NotText::RarArchive},
        {tar, NotText::TarArchive}};
    for (const auto& [bytes, kind] : archives) {
        const auto source = memory_input(bytes);
        ASSERT_FALSE(source);
        EXPECT_EQ(source.error().code, Errc::NotText);
        EXPECT_EQ(source.error().detail, int(kind));
        EXPECT_NE(source.error().message().find("unpack it"), std::string::npos)
            << source.error().message();
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
