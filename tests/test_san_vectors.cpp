// The 301 cases of tests/data/san-vectors/san_cases.tsv (collected from python-chess,
// shakmaty, chess-library, DroidFish, chess.js and notnil/chess). Where notator decides
// otherwise than the source project, the decision is in kDecisions with its reason.
#include <gtest/gtest.h>

#include <fstream>
#include <map>

#include "notator/notation.hpp"
#include "notator/uci.hpp"

namespace notator {
namespace {

struct Case {
    int line;
    std::string fen, input, expected, note;
};

std::vector<Case> read_cases() {
    std::ifstream in(std::string(NOTATOR_TEST_DATA) + "/san-vectors/san_cases.tsv");
    std::vector<Case> out;
    std::string line;
    int n = 0;
    while (std::getline(in, line)) {
        ++n;
        if (line.empty() || line[0] == '#') continue;
        std::vector<std::string> cols;
        std::size_t start = 0;
        for (std::size_t tab; (tab = line.find('\t', start)) != std::string::npos; start = tab + 1)
            cols.push_back(line.substr(start, tab - start));
        cols.push_back(line.substr(start));
        if (cols.size() < 3) continue;
        std::string input;  // "\\n" in the file stands for a line feed inside the token
        for (std::size_t i = 0; i < cols[1].size(); ++i) {
            if (cols[1].compare(i, 2, "\\n") == 0) {
                input += '\n';
                ++i;
            } else {
                input += cols[1][i];
            }
        }
        out.push_back({n, cols[0], input, cols[2], cols.size() > 3 ? cols[3] : ""});
    }
    return out;
}

// Inputs that DroidFish accepts as a guess from a partial move; notator never guesses a move
// from text that does not name one (the mission: no text it does not understand becomes a
// move), so these are syntax errors with the completed move as the nearest reading.
// (A pawn's capture by its files alone, "bxc", is read as abbreviated notation writes it, with
// a warning: DroidFish's reading.)
const std::map<std::string, std::string> kDecisions = {
    {"ne", "lowercase piece letter and no rank: not notation"},
    {"Nf", "no destination rank"},
    {"Ngf", "no destination rank"},
    {"Bxc", "no destination rank"},
};

// Rows whose expected text notator writes otherwise, with python-chess 1.11 on its side:
// (input, expected in the file) -> what notator writes, and why.
const std::map<std::pair<std::string, std::string>, std::pair<std::string, const char*>>
    kWriteDecisions = {
        {{"Rd5d1", "Rd1??"}, {"Rd1", "the glyph is commentary that the input did not carry"}},
        {{"Qxd1", "Qxd1"}, {"Qxd1+", "the move gives check (notnil's vector lacks the sign)"}},
        {{"uci:d8d1", "Qxd1"}, {"Qxd1+", "the move gives check"}},
        {{"Qd8xd1", "Qxd1"}, {"Qxd1+", "the move gives check"}},
};

// What notator must write for a case: the file's expectation unless a decision overrides it.
std::string expected_output(const std::string& input, const std::string& expected, int& decided) {
    auto it = kWriteDecisions.find({input, expected});
    if (it == kWriteDecisions.end()) return expected;
    ++decided;
    return it->second.first;
}

std::string strip_glyphs(std::string s) {
    while (!s.empty() && (s.back() == '!' || s.back() == '?')) s.pop_back();
    return s;
}

TEST(SanVectors, AllCases) {
    const auto cases = read_cases();
    ASSERT_GE(cases.size(), 300u);
    int written = 0, read = 0, errors = 0, decided = 0;
    for (const Case& c : cases) {
        SCOPED_TRACE("line " + std::to_string(c.line) + ": '" + c.input + "' -> " + c.expected +
                     "  " + c.note);
        auto pos = Position::from_fen(c.fen);
        ASSERT_TRUE(pos.ok());
        if (c.input.rfind("uci:", 0) == 0) {
            auto m = parse_uci(*pos, c.input.substr(4));
            ASSERT_TRUE(m.ok());
            WriteOptions o = WriteOptions::pgn();
            std::string want = expected_output(c.input, c.expected, decided);
            if (want.rfind("lan:", 0) == 0) {
                want = want.substr(4);
                o.style = Style::Long;
                o.long_hyphen = true;
                if (want.find('=') == std::string::npos) o.promotion = PromotionStyle::Plain;
            }
            // A glyph (Rd1??) is commentary a UCI move cannot carry: the move is compared.
            EXPECT_EQ(write_move(*pos, *m, o), strip_glyphs(want));
            ++written;
            continue;
        }
        auto r = read_move(*pos, c.input);
        if (kDecisions.count(c.input)) {
            ASSERT_FALSE(r.ok());
            EXPECT_EQ(r.error().code, Errc::MoveSyntax);
            ++decided;
            continue;
        }
        if (c.expected.rfind("ERROR:", 0) == 0) {
            const std::string kind = c.expected.substr(6);
            if (kind == "strict") {
                EXPECT_TRUE(r.ok());
                ReadOptions strict;
                strict.strict = true;
                EXPECT_FALSE(read_move(*pos, c.input, strict).ok());
            } else {
                ASSERT_FALSE(r.ok());
                const Errc e = r.error().code;
                if (kind == "empty") {
                    EXPECT_EQ(e, Errc::EmptyMove);
                } else if (kind == "ambiguous") {
                    EXPECT_EQ(e, Errc::AmbiguousMove);
                } else if (kind == "illegal") {
                    EXPECT_TRUE(e == Errc::IllegalMove || e == Errc::NoSuchPiece);
                } else {
                    EXPECT_TRUE(kind == "invalid" || kind == "incomplete") << kind;
                    EXPECT_TRUE(e == Errc::MoveSyntax || e == Errc::UnknownPieceLetter);
                }
                // Every error can be explained.
                EXPECT_FALSE(diagnose(*pos, c.input, r.error()).message.empty());
            }
            ++errors;
            continue;
        }
        ASSERT_TRUE(r.ok()) << diagnose(*pos, c.input, r.error()).message;
        std::string out = write_move(*pos, r->move, WriteOptions::pgn());
        const std::string want = expected_output(c.input, c.expected, decided);
        if (strip_glyphs(want) != want) append_annotations(out, r->text);
        EXPECT_EQ(out, want);
        ++read;
    }
    EXPECT_EQ(written + read + errors + decided - int(kWriteDecisions.size()), int(cases.size()));
    EXPECT_EQ(decided, int(kDecisions.size() + kWriteDecisions.size()));
}

}  // namespace
}  // namespace notator
