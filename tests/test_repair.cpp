// What a conversion writes of the moves it could not take as written: each move read on from,
// with a comment that says what was written and what else it may have been; and a rest an
// earlier conversion kept unchecked, reported and kept again as it was.
#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "arbiter_test_util.hpp"
#include "notator/pgn.hpp"

namespace notator {
namespace {

using test::going_on;
using test::Heard;
using test::heard;
using test::says;

// Repairing: the moves read on from are written, and a comment after them says what was
// written and what else it may have been; read again, the game is clean.
TEST(Repair, MarksEachReadingInAComment) {
    std::string out;
    PgnWriter writer(PgnWriteOptions::pgn(), [&](std::string_view s) { out += s; });
    read_pgn("1.e4 e5 2.Nc6 Nf3 3.Bb5 a6 *\n", writer, going_on());
    // The note, broken over lines as the writer writes it, is one line in the warning.
    const std::size_t note = out.find("{notator: read as");
    ASSERT_LT(out.find('\n', note), out.find('}', note)) << out;
    const Heard as_written = heard(out, PgnReadOptions{});
    ASSERT_EQ(as_written.warnings.size(), 1u);
    EXPECT_TRUE(says(as_written.warnings[0], "written 'Nc6': 'Nc6' is illegal"));
    for (char& c : out)
        if (c == '\n') c = ' ';
    EXPECT_NE(out.find("2. Nf3 Nc6 {notator: read as Nf3 Nc6, written 'Nc6': 'Nc6' is illegal"),
              std::string::npos)
        << out;
    EXPECT_NE(out.find("3. Bb5 a6"), std::string::npos) << out;
    // Read again, the game is legal, and the note is there to review.
    const Heard again = heard(out.substr(out.find("1. e4")), PgnReadOptions{});
    EXPECT_TRUE(again.errors.empty());
    EXPECT_EQ(again.end.moves, 6u);
    ASSERT_EQ(again.warnings.size(), 1u);
    EXPECT_EQ(again.warnings[0].error.code, Errc::RepairedMove);
    EXPECT_EQ(again.warnings[0].message.find("\xE2\x80\xA6"), std::string::npos)  // whole
        << again.warnings[0].message;
    // A note broken anywhere between its first words (right after "read as", say) is one too.
    const Heard broken = heard(
        "1.e4 e5 2.Nf3 {notator: read as\nNf3, written 'Nf': the knight} Nc6 *", PgnReadOptions{});
    ASSERT_EQ(broken.warnings.size(), 1u);
    EXPECT_EQ(broken.warnings[0].error.code, Errc::RepairedMove);
    const Heard broken_early =
        heard("1.e4 e5 2.Nf3 {notator:\nread\r\nas Nf3, written 'Nf'} Nc6 *", PgnReadOptions{});
    EXPECT_EQ(broken_early.warnings.size(), 1u);
    // Written in the writer's letters, the readings too.
    std::string de;
    PgnWriter german(PgnWriteOptions::fide(*find_language("de")),
                     [&](std::string_view s) { de += s; });
    read_pgn("1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba5 Nf6 *\n", german, going_on());
    for (char& c : de)
        if (c == '\n') c = ' ';
    EXPECT_NE(de.find("4. La4 {notator: read as La4, written 'Ba5'"), std::string::npos) << de;
}

// A rest an earlier conversion kept unchecked is an error when the file is checked again, and
// converting again keeps it as it was, once.
TEST(UncheckedRest, IsReportedAndKept) {
    std::string once;
    PgnWriter writer(PgnWriteOptions::pgn(), [&](std::string_view s) { once += s; });
    read_pgn("1.e4 e5 2.Nf3 Nc6 3.Bf5 a6 4.Ba4 *\n", writer);
    ASSERT_NE(once.find("not checked from here on"), std::string::npos);

    const Heard h = heard(once, PgnReadOptions{});
    ASSERT_EQ(h.errors.size(), 1u);
    EXPECT_EQ(h.errors[0].error.code, Errc::UncheckedRest);
    EXPECT_TRUE(says(h.errors[0], "3.Bf5 a6 4.Ba4"));

    std::string twice;
    PgnWriter again(PgnWriteOptions::pgn(), [&](std::string_view s) { twice += s; });
    read_pgn(once, again);
    EXPECT_EQ(twice, once);
}

}  // namespace
}  // namespace notator
