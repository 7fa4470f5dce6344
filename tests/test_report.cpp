// The command's reports as it writes them, text and JSON, of games read as it reads them.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "../src/cli/report.hpp"
#include "../src/pgn/excerpt.hpp"
#include "notator/pgn.hpp"

namespace notator::cli {
namespace {

// Each error of the games read, as the text report and as the JSON line.
struct Reports : GameInfoTracker {
    Reports() : GameInfoTracker("games.pgn") {}
    void move_error(const Diagnostic& e, std::string_view) override {
        std::ostringstream t, j;
        report_text(t, info(), e, false);
        report_json(j, info(), e);
        text.push_back(t.str());
        json.push_back(j.str());
    }
    std::vector<std::string> text, json;
};

std::string repeated(std::string_view s, std::size_t n) {
    std::string out;
    for (std::size_t k = 0; k < n; ++k) out += s;
    return out;
}

// A name is quoted in every report of its game: a tag of megabytes is cut as a quoted move is
// (by characters, not bytes), not repeated whole in each report.
TEST(Report, LongNamesAreCutInTextAndJson) {
    const std::string white = repeated("\xD0\x96", 1u << 20);  // Ж, a million times
    const std::string black = "Anand, Viswanathan";
    Reports r;
    read_pgn("[White \"" + white + "\"]\n[Black \"" + black + "\"]\n\n1. e4 e5 2. Ke3 *\n", r);
    ASSERT_EQ(r.text.size(), 1u);
    const std::string cut = repeated("\xD0\x96", detail::kLongestQuoted) + "\xE2\x80\xA6";
    EXPECT_NE(r.text[0].find("(" + cut + " - " + black + ")"), std::string::npos) << r.text[0];
    EXPECT_NE(r.json[0].find("\"white\":\"" + cut + "\",\"black\":\"" + black + "\""),
              std::string::npos)
        << r.json[0];
    for (const std::string& report : {r.text[0], r.json[0]}) EXPECT_LT(report.size(), 1000u);
}

// Names that fit are quoted whole.
TEST(Report, ShortNamesAreWhole) {
    const std::string white = repeated("x", detail::kLongestQuoted);
    Reports r;
    read_pgn("[White \"" + white + "\"]\n[Black \"B\"]\n\n1. e4 e5 2. Ke3 *\n", r);
    ASSERT_EQ(r.text.size(), 1u);
    EXPECT_NE(r.text[0].find("(" + white + " - B)"), std::string::npos) << r.text[0];
    EXPECT_NE(r.json[0].find("\"white\":\"" + white + "\""), std::string::npos) << r.json[0];
}

}  // namespace
}  // namespace notator::cli
