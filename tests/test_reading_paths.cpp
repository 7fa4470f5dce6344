// The reader's quick paths for the common shape of a move, the lexer's and read_move's fused
// one, against the general paths a leading space sends the same text through: every legal move
// in every language and several spellings reads the same both ways.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "notation_test_util.hpp"
#include "notator/movegen.hpp"
#include "notator/notation.hpp"

namespace notator {
namespace {

using test::fen;

// The lexer reads the common shape ([piece][file][rank][x]square[+#]) on a fast path; a
// leading space sends the same text through the full lexer. Both must agree on everything.
TEST(Reading, FastPathAgreesWithFullLexer) {
    const Position p = fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    MoveList list;
    generate_legal(p, list);
    std::vector<std::string> texts = {"e4",    "exd5", "ed5",   "xd5",  "Nbd2", "N1d2",
                                      "Ng1f3", "e2e4", "Qxf7#", "Re7+", "Nf3x", "x",
                                      "Sf3",   "e9",   "i4",    "Kx"};
    for (const Language& l : languages()) {
        for (Move m : list) {
            for (Style style : {Style::Short, Style::Long}) {
                WriteOptions o;
                o.language = &l;
                o.style = style;
                texts.push_back(write_move(p, m, o));
            }
        }
    }
    for (const std::string& text : texts) {
        for (const Language& l : languages()) {
            auto fast = parse_move_text(text, l);
            auto full = parse_move_text(" " + text, l);
            ASSERT_EQ(fast.ok(), full.ok()) << l.code << " '" << text << "'";
            if (!fast.ok()) {
                EXPECT_EQ(fast.error().code, full.error().code) << text;
                continue;
            }
            const MoveText& a = *fast;
            const MoveText& b = *full;
            EXPECT_TRUE(a.kind == b.kind && a.role == b.role &&
                        a.piece_written == b.piece_written && a.from_file == b.from_file &&
                        a.from_rank == b.from_rank && a.to == b.to && a.promotion == b.promotion &&
                        a.capture == b.capture && a.check == b.check && a.lax == b.lax &&
                        a.nag == b.nag && a.piece_end + 1 == b.piece_end &&
                        a.move_end + 1 == b.move_end)
                << l.code << " '" << text << "'";
        }
    }
}

// read_move takes a fused lex-and-resolve path for the common shape; a leading space sends
// the same text through the full lexer and resolve(). Over random games, every legal move in
// several spellings (right, sloppy and wrong) must read the same both ways, strict or not.
TEST(Reading, FusedPathAgreesWithGeneralPath) {
    std::uint64_t seed = 12345;
    auto next = [&seed] {
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        return std::uint32_t(seed >> 33);
    };
    auto variants = [](std::string text) {
        std::vector<std::string> out = {text};
        std::string bare = text;
        while (!bare.empty() && (bare.back() == '+' || bare.back() == '#')) bare.pop_back();
        out.push_back(bare);
        out.push_back(bare + "+");
        out.push_back(bare + "#");
        if (auto x = bare.find('x'); x != std::string::npos)
            out.push_back(bare.substr(0, x) + bare.substr(x + 1));
        else if (bare.size() >= 2)
            out.push_back(bare.substr(0, bare.size() - 2) + "x" + bare.substr(bare.size() - 2));
        for (char extra : {'a', 'e', 'h', '1', '4', '8'})
            if (bare.size() >= 3) out.push_back(bare.substr(0, 1) + extra + bare.substr(1));
        return out;
    };
    std::size_t compared = 0;
    for (int game = 0; game < 60; ++game) {
        Position p;
        for (int ply = 0; ply < 120; ++ply) {
            MoveList list;
            generate_legal(p, list);
            if (list.size() == 0) break;
            for (Move m : list) {
                std::vector<std::string> texts = variants(write_move(p, m));
                WriteOptions lng;
                lng.style = Style::Long;
                texts.push_back(write_move(p, m, lng));
                for (const std::string& text : texts) {
                    for (bool strict : {false, true}) {
                        ReadOptions ro;
                        ro.strict = strict;
                        auto fused = read_move(p, text, ro);
                        auto general = read_move(p, " " + text, ro);
                        ++compared;
                        ASSERT_EQ(fused.ok(), general.ok()) << p.fen() << " '" << text << "'";
                        if (!fused.ok()) {
                            EXPECT_EQ(fused.error().code, general.error().code) << text;
                            continue;
                        }
                        EXPECT_EQ(fused->move, general->move) << p.fen() << " " << text;
                        EXPECT_EQ(fused->warning.has_value(), general->warning.has_value())
                            << p.fen() << " " << text;
                        if (fused->warning && general->warning) {
                            EXPECT_EQ(fused->warning->code, general->warning->code) << text;
                        }
                        const MoveText& a = fused->text;
                        const MoveText& b = general->text;
                        EXPECT_TRUE(a.role == b.role && a.piece_written == b.piece_written &&
                                    a.from_file == b.from_file && a.from_rank == b.from_rank &&
                                    a.to == b.to && a.capture == b.capture && a.check == b.check &&
                                    a.piece_end + 1 == b.piece_end && a.move_end + 1 == b.move_end)
                            << p.fen() << " '" << text << "'";
                    }
                }
            }
            p.play(list[next() % list.size()]);
        }
    }
    EXPECT_GT(compared, 100000u);
}

}  // namespace
}  // namespace notator
