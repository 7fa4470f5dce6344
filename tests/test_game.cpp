// The game model (notator/game.hpp) and the conveniences of moves as text.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>

#include "notator/game.hpp"
#include "notator/uci.hpp"
#include "test_data.hpp"

using namespace notator;

namespace {

Move uci(const Position& pos, std::string_view text) { return parse_uci(pos, text).value(); }

// What the writer makes of text read straight into it.
std::string written_directly(std::string_view text, const PgnReadOptions& options) {
    std::string out;
    PgnWriter writer(PgnWriteOptions::pgn(), [&](std::string_view s) { out += s; });
    read_pgn(text, writer, options);
    return out;
}

}  // namespace

TEST(GameModel, HoldsEveryPart) {
    const auto games = notator::read_games(
        "[White \"Anna\"]\n[Black \"Ben\"]\n\n{before} 1. e4! $14 {a} {b} (1. d4 d5 {q} (1... Nf6 "
        "2. c4)) 1... e5 2. Nf3 Nc6 1-0\n\n1. d4 *\n");
    ASSERT_EQ(games.size(), 2u);
    const Game& g = games[0];
    EXPECT_EQ(g.number, 1u);
    EXPECT_EQ(g.tag("White"), "Anna");
    EXPECT_FALSE(g.tag("Site"));
    EXPECT_EQ(g.result, "1-0");
    EXPECT_TRUE(g.ok());
    EXPECT_EQ(g.language, &english());
    EXPECT_EQ(g.main.starting_comments, std::vector<std::string>{"before"});
    ASSERT_EQ(g.main.moves.size(), 4u);
    const GameMove& e4 = g.main.moves[0];
    EXPECT_EQ(e4.written, "e4!");
    EXPECT_EQ(e4.text.nag, 1);  // the glyph
    EXPECT_EQ(e4.nags, std::vector<int>{14});
    EXPECT_EQ(e4.comments, (std::vector<std::string>{"a", "b"}));
    ASSERT_EQ(e4.variations.size(), 1u);
    const Line& d4 = e4.variations[0];
    ASSERT_EQ(d4.moves.size(), 2u);
    EXPECT_EQ(d4.moves[1].comments, std::vector<std::string>{"q"});
    ASSERT_EQ(d4.moves[1].variations.size(), 1u);  // 1... Nf6 in d5's place
    EXPECT_EQ(d4.moves[1].variations[0].moves.size(), 2u);
    EXPECT_EQ(g.moves_read, 8u);
    EXPECT_EQ(g.mainline_moves().size(), 4u);
    EXPECT_EQ(g.end().fen(), "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    EXPECT_EQ(games[1].number, 2u);
    EXPECT_EQ(games[1].result, "*");
}

TEST(GameModel, KeepsErrorsWhereTheyStand) {
    PgnReadOptions options;
    const auto stopped = notator::read_games("1. e4 e5 2. Nf4 Nc6 3. Bb5 *", options);
    ASSERT_EQ(stopped.size(), 1u);
    ASSERT_EQ(stopped[0].errors.size(), 1u);
    EXPECT_EQ(stopped[0].errors[0].error.code, Errc::IllegalMove);
    ASSERT_EQ(stopped[0].main.unchecked.size(), 1u);
    EXPECT_EQ(stopped[0].main.unchecked[0].error, 0);
    EXPECT_EQ(stopped[0].main.unchecked[0].text, "2. Nf4 Nc6 3. Bb5");
    EXPECT_EQ(stopped[0].main.moves.size(), 2u);
    // Going on: the move read in its place carries the error.
    options.go_on = true;
    const auto on = notator::read_games("1. e4 e5 2. Nf4 Nc6 3. Bb5 *", options);
    ASSERT_EQ(on[0].errors.size(), 1u);
    EXPECT_TRUE(on[0].main.unchecked.empty());
    ASSERT_EQ(on[0].main.moves.size(), 5u);
    EXPECT_EQ(on[0].main.moves[2].read_for_error, 0);
    const Position after_e5 =
        on[0].start.after(on[0].main.moves[0].move).after(on[0].main.moves[1].move);
    EXPECT_EQ(to_uci(after_e5, on[0].main.moves[2].move), "g1f3");
}

// PGN's escape lines are kept: before the movetext by the game, in it by its line, and written
// back where they stood.
TEST(GameModel, KeepsEscapeLines) {
    const std::string text =
        "%before\n[Event \"a\"]\n%among\n\n1. e4 e5 (1... c5\n%in a variation\n2. Nf3)\n"
        "%in the main line\n2. Nf3 *\n";
    const auto games = notator::read_games(text);
    ASSERT_EQ(games.size(), 1u);
    const Game& g = games[0];
    // (One among the tags stands after them, before the first move, where it is written.)
    EXPECT_EQ(g.escape_lines, (std::vector<std::string>{"%before"}));
    ASSERT_EQ(g.main.escape_lines.size(), 2u);
    EXPECT_EQ(g.main.escape_lines[0], (std::pair<std::size_t, std::string>(0, "%among")));
    EXPECT_EQ(g.main.escape_lines[1],
              (std::pair<std::size_t, std::string>(2, "%in the main line")));
    ASSERT_EQ(g.main.moves[1].variations.size(), 1u);
    const Line& v = g.main.moves[1].variations[0];
    ASSERT_EQ(v.escape_lines.size(), 1u);
    EXPECT_EQ(v.escape_lines[0], (std::pair<std::size_t, std::string>(1, "%in a variation")));
    std::string direct;
    PgnWriter writer(PgnWriteOptions::pgn(), [&](std::string_view s) { direct += s; });
    read_pgn(text, writer);
    EXPECT_EQ(write_game(g), direct);
    EXPECT_NE(direct.find("\n%in the main line\n2. Nf3"), std::string::npos) << direct;
    EXPECT_NE(direct.find("%before\n[Event"), std::string::npos) << direct;
    EXPECT_NE(direct.find("[Result \"*\"]\n\n%among\n1. e4"), std::string::npos) << direct;
}

// The words of a text, sorted: what it holds, whatever the order.
std::vector<std::string> sorted_words(const std::string& text) {
    std::vector<std::string> words;
    std::string spaced;
    for (const char c : text) (c == '(' || c == ')') ? spaced.append({' ', c, ' '}) : spaced += c;
    std::istringstream in(spaced);
    for (std::string w; in >> w;) words.push_back(w);
    std::sort(words.begin(), words.end());
    return words;
}

// Read into the model and written back, a game is what the writer makes of the text read
// straight into it: the model loses nothing the writer writes (errors, kept rests and the
// readings of going on included). The order of one move's NAGs, comments and variations is
// the model's (NAGs, comments, variations), which real files keep; the test files that mix
// them must still hold every word.
TEST(GameModel, WrittenBackAsTheWriterWritesTheText) {
    std::vector<std::string> files;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(test::data("pgn-tests")))
        if (entry.path().extension() == ".pgn") files.push_back(entry.path().string());
    ASSERT_GT(files.size(), 100u);
    PgnReadOptions arbiter;
    arbiter.go_on = arbiter.find_language = true;
    const auto from_model = [](const std::string& text, const PgnReadOptions& options) {
        std::string out;
        for (const Game& game : notator::read_games(text, options)) out += write_game(game);
        return out;
    };
    int exact = 0;
    for (const auto& file : files) {
        const std::string text = test::read_games(file);
        for (const PgnReadOptions& options : {PgnReadOptions(), arbiter}) {
            const std::string model = from_model(text, options),
                              direct = written_directly(text, options);
            exact += model == direct;
            ASSERT_EQ(sorted_words(model), sorted_words(direct)) << file;
        }
    }
    EXPECT_GE(exact, int(2 * files.size()) * 97 / 100);  // (595 of 606 today)
    // Real games: exactly.
    const std::string real = test::read_games(test::data("games/pgnmentor-first-2000.pgn.zst")) +
                             test::read_games(test::data("games/schleining-paehtz-2014.pgn"));
    for (const PgnReadOptions& options : {PgnReadOptions(), arbiter})
        EXPECT_EQ(from_model(real, options), written_directly(real, options));
}

// A visitor that checks is handed, from the model, the errors the reader hands it, in order:
// those inside variations too.
TEST(GameModel, ReplayedToACheckingVisitorAsTheReaderTellsIt) {
    struct Errors : PgnVisitor {
        std::vector<std::string> said;
        MovetextReading begin_movetext(const Position&) override { return MovetextReading::Check; }
        void move_error(const Diagnostic& e, std::string_view rest) override {
            said.push_back(e.message + " | " + std::string(rest));
        }
        void end_game(const GameEnd& end) override { said.push_back(std::to_string(end.moves)); }
    };
    PgnReadOptions arbiter;
    arbiter.go_on = arbiter.find_language = true;
    int with_errors = 0;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(test::data("pgn-tests")))
        if (entry.path().extension() == ".pgn") {
            const std::string text = test::read_games(entry.path().string());
            for (const PgnReadOptions& options : {PgnReadOptions(), arbiter}) {
                Errors read, replayed;
                read_pgn(text, read, options);
                for (const Game& game : notator::read_games(text, options))
                    replay_game(game, replayed);
                ASSERT_EQ(replayed.said, read.said) << entry.path();
                with_errors += read.said.size() > 1;
            }
        }
    EXPECT_GT(with_errors, 50);
    // An error inside a variation.
    Errors in_variation;
    replay_game(notator::read_games("1. e4 (1. d4 d5 2. Nf4) e5 *")[0], in_variation);
    ASSERT_EQ(in_variation.said.size(), 2u);
    EXPECT_NE(in_variation.said[0].find("'Nf4' is illegal"), std::string::npos);
}

TEST(GameModel, StreamsFilesOneGameAtATime) {
    auto stream = GameStream::open(test::data("games/pgnmentor-first-2000.pgn.zst"));
    ASSERT_TRUE(stream) << stream.error().message();
    std::uint64_t games = 0, moves = 0;
    while (const auto game = stream->next()) {
        ++games;
        moves += game->main.moves.size();
        EXPECT_TRUE(game->ok()) << game->number;
    }
    EXPECT_EQ(games, 2000u);
    EXPECT_GT(moves, 100000u);
    EXPECT_FALSE(stream->source_error());
    const auto missing = GameStream::open(test::data("no-such-file.pgn"));
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().code, Errc::CannotOpen);
}

TEST(MoveConveniences, PlayMoveInAnyLanguage) {
    Position pos;
    const ReadOptions german{find_language("de")};
    const auto m = play_move(pos, "Sf3", german);
    ASSERT_TRUE(m);
    EXPECT_EQ(to_uci(Position(), *m), "g1f3");
    EXPECT_EQ(pos.turn(), Color::Black);
    const Position before = pos;
    const auto wrong = play_move(pos, "Sf3", german);  // no black knight reaches f3
    ASSERT_FALSE(wrong);
    EXPECT_EQ(wrong.error().code, Errc::IllegalMove);
    EXPECT_EQ(pos, before);
}

TEST(MoveConveniences, WriteLineAsBooksPrintIt) {
    Position pos;
    const std::vector<Move> moves{uci(pos, "e2e4"), uci(pos.after(uci(pos, "e2e4")), "e7e5")};
    EXPECT_EQ(write_line(pos, moves), "1. e4 e5");
    EXPECT_EQ(write_line(pos, moves, WriteOptions::fide(*find_language("de"))), "1. e4 e5");
    const Position black = pos.after(moves[0]);
    const Move nf3 = uci(black.after(moves[1]), "g1f3");
    EXPECT_EQ(write_line(black, std::vector<Move>{moves[1], nf3},
                         WriteOptions::fide(*find_language("de"))),
              "1... e5 2. Sf3");
    EXPECT_EQ(write_line(pos, {}), "");
}

TEST(MoveConveniences, IsCapture) {
    const Position pos = Position::from_fen("r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 2").value();
    EXPECT_TRUE(pos.is_capture(uci(pos, "e5d6")));   // en passant
    EXPECT_FALSE(pos.is_capture(uci(pos, "e1g1")));  // castling: king takes own rook inside
    EXPECT_TRUE(pos.is_capture(uci(pos, "a1a8")));
    EXPECT_FALSE(pos.is_capture(uci(pos, "a1a7")));
}
