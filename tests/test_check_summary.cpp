// The check-summary visitor the command, Python and the page share: what it counts, what it
// hands on; and the capability a visitor declares to be handed a movetext again.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "notator/check_summary.hpp"
#include "notator/pgn.hpp"

namespace notator {
namespace {

struct Kept : CheckSummary {
    std::vector<Errc> errors, warnings;
    int ends = 0;
    void on_error(const Diagnostic& e) override { errors.push_back(e.error.code); }
    void on_warning(const Diagnostic& w) override { warnings.push_back(w.error.code); }
    void on_end_game(const GameEnd&) override { ++ends; }
};

TEST(CheckSummary, CountsWhatItHandsOn) {
    Kept k;
    PgnReadOptions finding;
    finding.find_language = true;
    // An illegal move, a wrong check sign, a variant's game (an error of severity warning),
    // and a German game.
    read_pgn(
        "1. e4 e5 2. Ke3 *\n\n1. e4+ e5 *\n\n[Variant \"crazyhouse\"]\n\n1. e4 e5 *\n\n"
        "1. e4 e5 2. Sf3 Sc6 *\n",
        k, finding);
    const CheckCounts& c = k.counts();
    EXPECT_EQ(c.games, 4u);
    EXPECT_EQ(k.ends, 4);
    EXPECT_EQ(c.errors, 1u);
    EXPECT_EQ(k.errors, (std::vector<Errc>{Errc::IllegalMove}));
    EXPECT_EQ(c.warnings(), k.warnings.size());
    EXPECT_EQ(c.warnings_by_kind[std::size_t(Errc::VariantNotChecked)], 1u);
    EXPECT_EQ(c.warnings_by_kind[std::size_t(Errc::WrongCheckSign)], 1u);
    // Moves of the games whose moves were read: 2 (up to the error) + 2 + 4.
    EXPECT_EQ(c.moves, 8u);
    ASSERT_FALSE(c.languages.empty());
    std::uint64_t german = 0;
    for (const auto& [l, n] : c.languages)
        if (l->code == "de") german = n;
    EXPECT_EQ(german, 1u);

    // Counts of games read apart, added.
    CheckCounts twice = c;
    twice.add(c);
    EXPECT_EQ(twice.games, 8u);
    EXPECT_EQ(twice.warnings(), 2 * c.warnings());
    EXPECT_EQ(twice.languages.size(), c.languages.size());
    twice.clear();
    EXPECT_EQ(twice.games + twice.moves + twice.errors + twice.warnings(), 0u);
}

TEST(CheckSummary, CountsWhereItIsTold) {
    Kept k;
    CheckCounts elsewhere;
    k.counts_into(elsewhere);
    read_pgn("1. e4 e5 *\n", k);
    EXPECT_EQ(elsewhere.games, 1u);
    EXPECT_EQ(elsewhere.moves, 2u);
    EXPECT_EQ(&k.counts(), &elsewhere);
}

// A visitor handed every part that can forget a movetext is handed its moves as they are
// read, and again in the language found; one that cannot is handed them once.
struct Moves : PgnVisitor {
    explicit Moves(bool forgets) : forgets(forgets) {}
    bool forgets;
    int forgotten = 0;
    std::vector<std::string> moves;
    void move(const Position&, const ReadMove&, std::string_view written) override {
        moves.emplace_back(written);
    }
    bool forgets_movetext() const override { return forgets; }
    void forget_movetext() override {
        ++forgotten;
        moves.clear();
    }
};

TEST(CheckSummary, AVisitorDeclaresThatItForgets) {
    PgnReadOptions finding;
    finding.find_language = true;
    // The second game is tried in the first's language (English) first.
    const std::string text = "1. d4 d5 *\n\n1. e4 e5 2. Sf3 Sc6 *\n";
    const std::vector<std::string> second{"e4", "e5", "Sf3", "Sc6"};
    Moves forgets(true), keeps(false);
    read_pgn(text, forgets, finding);
    read_pgn(text, keeps, finding);
    EXPECT_EQ(forgets.forgotten, 1);
    EXPECT_EQ(forgets.moves, second);
    EXPECT_EQ(keeps.forgotten, 0);
    ASSERT_EQ(keeps.moves.size(), 6u);
    EXPECT_EQ(std::vector<std::string>(keeps.moves.begin() + 2, keeps.moves.end()), second);
}

}  // namespace
}  // namespace notator
