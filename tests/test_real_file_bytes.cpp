// The bytes of files as they really come: byte order marks, spaces pasted from web pages,
// Windows-1252 and other encodings, UTF-16, lines ending in a carriage return alone, xz, text
// with control characters, and binary data.
#include <gtest/gtest.h>
#include <lzma.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "notator/pgn.hpp"
#include "real_files_test_util.hpp"
#include "test_data.hpp"

namespace notator {
namespace {

namespace fs = std::filesystem;

using test::Told;
using test::told;

Told told_through(const InputOptions& input, std::string_view bytes) {
    Told t;
    auto source = memory_input(bytes, input);
    EXPECT_TRUE(source) << source.error().message();
    if (source) read_pgn(**source, t);
    return t;
}

const std::string kGame = "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n";

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

}  // namespace
}  // namespace notator
