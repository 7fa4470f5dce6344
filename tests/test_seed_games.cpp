// The sample games of the FIDE appendix texts, each in its own language, replayed move by
// move and written back identically; and what the printed texts got wrong, reported.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "notator/notation.hpp"
#include "notator/uci.hpp"

namespace notator {
namespace {

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// The moves of a bare game score: move numbers ("1.", "11.", "9") dropped, "e.p." and
// "(=)" kept with the move before them. Good enough for these texts; the PGN reader is the
// real thing.
std::vector<std::string> move_tokens(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    std::string tok;
    while (in >> tok) {
        // A move number ("12.", "12...", "9") alone is dropped; glued to a move, cut off.
        std::size_t digits = 0;
        while (digits < tok.size() && std::isdigit(static_cast<unsigned char>(tok[digits])))
            ++digits;
        if (digits > 0 && tok[0] != '0') {
            std::size_t dots = digits;
            while (dots < tok.size() && tok[dots] == '.') ++dots;
            if (dots == tok.size()) continue;
            if (dots > digits) tok.erase(0, dots);
        }
        if ((tok == "e.p." || tok == "e.p" || tok == "(=)") && !out.empty()) {
            out.back() += " " + tok;
            continue;
        }
        out.push_back(tok);
    }
    return out;
}

std::vector<std::string> seed(const char* name) {
    return move_tokens(slurp(std::string(NOTATOR_TEST_DATA) + "/seeds/" + name));
}

// Replays every token in `code`, writes each move back with `style` and expects the token.
Position replay_identically(const std::vector<std::string>& tokens, const char* code,
                            WriteOptions style) {
    ReadOptions ro;
    ro.language = find_language(code);
    style.language = ro.language;
    Position pos;
    for (std::size_t ply = 0; ply < tokens.size(); ++ply) {
        const std::string& t = tokens[ply];
        auto r = read_move(pos, t, ro);
        EXPECT_TRUE(r.ok()) << code << " ply " << ply << " " << t << ": "
                            << (r.ok() ? "" : diagnose(pos, t, r.error(), ro).message);
        if (!r.ok()) return pos;
        EXPECT_FALSE(r->warning) << t;
        std::string written;
        append_move(written, pos, r->move, style);
        append_annotations(written, r->text);
        EXPECT_EQ(written, t) << code << " ply " << ply;
        pos.play(r->move);
    }
    return pos;
}

TEST(SeedGames, GermanMusterpartie) {
    const auto tokens = seed("de-musterpartie.txt");
    ASSERT_EQ(tokens.size(), 21u);
    const Position end = replay_identically(tokens, "de", WriteOptions::fide());
    EXPECT_EQ(end.fen(), "r1bqr1k1/ppp1bppp/2nn4/6B1/8/4QN2/PPPN1PPP/1K1R1B1R b - - 9 11");
}

TEST(SeedGames, ItalianEsempio) {
    const auto tokens = seed("it-esempio.txt");
    ASSERT_EQ(tokens.size(), 33u);
    replay_identically(tokens, "it", WriteOptions::fide());
}

TEST(SeedGames, GalicianScholarsMate) {
    const auto tokens = seed("gl-mate-do-pastor.txt");
    ASSERT_EQ(tokens.size(), 7u);
    const Position end = replay_identically(tokens, "gl", WriteOptions::fide());
    EXPECT_TRUE(end.in_check());
}

TEST(SeedGames, PortugueseShortFormHasEnglishLetters) {
    const auto tokens = seed("pt-amostra-curta.txt");
    ASSERT_EQ(tokens.size(), 21u);
    // The Portuguese text describes R D T B C but its sample game is written K Q R B N.
    ReadOptions pt;
    pt.language = find_language("pt");
    EXPECT_FALSE(read_move(Position().after(*parse_uci(Position(), "e2e4")), "Nf6", pt).ok());
    const Position end = replay_identically(tokens, "en", WriteOptions::fide());
    // The same game as the German one.
    const auto de = seed("de-musterpartie.txt");
    ReadOptions ro;
    ro.language = find_language("de");
    Position german;
    for (const auto& t : de) german.play(read_move(german, t, ro)->move);
    EXPECT_EQ(end, german);
}

// What the long form of the Portuguese sample really contains, token by token.
TEST(SeedGames, PortugueseLongFormAsPrinted) {
    const auto tokens = seed("pt-amostra-longa.txt");
    // "9 Nb1d2": a move number without its dot; the tokenizer drops it like any number.
    ASSERT_EQ(tokens.size(), 21u);
    Position pos;

    // 1. "2e2e4": not notation. Reported, with e2e4 (e4) as the nearest reading.
    EXPECT_EQ(tokens[0], "2e2e4");
    auto first = read_move(pos, tokens[0]);
    ASSERT_FALSE(first.ok());
    EXPECT_EQ(first.error().code, Errc::MoveSyntax);
    const Diagnosis d = diagnose(pos, tokens[0], first.error());
    ASSERT_FALSE(d.nearest.empty());
    EXPECT_EQ(to_uci(pos, d.nearest[0]), "e2e4");
    pos.play(d.nearest[0]);  // as the short form has it

    WriteOptions long_form = WriteOptions::fide();
    long_form.style = Style::Long;
    long_form.check_signs = false;
    ReadOptions strict;
    strict.strict = true;
    for (std::size_t ply = 1; ply < tokens.size(); ++ply) {
        const std::string& t = tokens[ply];
        auto r = read_move(pos, t);
        ASSERT_TRUE(r.ok()) << t;
        std::string written = write_move(pos, r->move, long_form);
        append_annotations(written, r->text);
        if (t == "e5xd6 e.p") {
            // 6. "e.p" without its last dot: read as en passant leniently, rejected strictly,
            // written with the dot.
            EXPECT_TRUE(r->move.is_en_passant());
            EXPECT_EQ(read_move(pos, t, strict).error().code, Errc::NotStrict);
            EXPECT_EQ(written, "e5xd6 e.p.");
        } else {
            EXPECT_EQ(written, t);
        }
        if (t == "Qd4d3") {
            // 8. Qd4d3 where the short form has Qe3+: read as written, a different move.
            EXPECT_EQ(to_uci(pos, r->move), "d4d3");
            EXPECT_EQ(ply, 14u);
        }
        pos.play(r->move);
    }
    EXPECT_EQ(pos.fen(), "r1bqr1k1/ppp1bppp/2nn4/6B1/8/3Q1N2/PPPN1PPP/1K1R1B1R b - - 9 11");
}

// The German footnote: the printed edition wrote the queen as Q and Black's 4th move as Sf4.
TEST(SeedGames, GermanPrintedEditionErrorsAreReported) {
    auto tokens = seed("de-musterpartie.txt");
    ReadOptions de;
    de.language = find_language("de");
    Position pos;
    for (std::size_t ply = 0; ply < 7; ++ply) pos.play(read_move(pos, tokens[ply], de)->move);
    // 4...Sf4
    ASSERT_EQ(tokens[7], "Se4");
    auto sf4 = read_move(pos, "Sf4", de);
    ASSERT_FALSE(sf4.ok());
    EXPECT_EQ(sf4.error().code, Errc::IllegalMove);
    const Diagnosis d = diagnose(pos, "Sf4", sf4.error(), de);
    EXPECT_EQ(d.message, "'Sf4' is illegal: no knight can move to f4");
    EXPECT_NE(std::find(d.nearest_text.begin(), d.nearest_text.end(), "Se4"), d.nearest_text.end());
    pos.play(read_move(pos, "Se4", de)->move);
    // 5.Qxd4
    auto q = read_move(pos, "Qxd4", de);
    ASSERT_FALSE(q.ok());
    EXPECT_EQ(q.error().code, Errc::UnknownPieceLetter);
    const Diagnosis dq = diagnose(pos, "Qxd4", q.error(), de);
    EXPECT_EQ(
        dq.message.rfind("'Q' is not a piece letter in German; it is the queen in English", 0), 0u)
        << dq.message;
    ASSERT_FALSE(dq.nearest_text.empty());
    EXPECT_EQ(dq.nearest_text[0], "Dxd4");
}

TEST(SeedGames, RussianLongAlgebraicGame) {
    const std::string dir = std::string(NOTATOR_TEST_DATA) + "/i18n/";
    std::string ru_text, san_text;
    {
        std::istringstream in(slurp(dir + "russian-long-algebraic-game-1.txt"));
        for (std::string line; std::getline(in, line);)
            if (!line.empty() && line[0] != '#') ru_text += line + "\n";
    }
    {
        std::istringstream in(slurp(dir + "russian-long-algebraic-game-1.derived-san.txt"));
        for (std::string line; std::getline(in, line);)
            if (!line.empty() && line[0] != '#' && line.rfind("FEN", 0) != 0)
                san_text += line + " ";
    }
    auto ru = move_tokens(ru_text);
    auto san = move_tokens(san_text);
    if (!san.empty() && san.back() == "*") san.pop_back();
    ASSERT_EQ(ru.size(), 97u);
    ASSERT_EQ(san.size(), ru.size());
    ReadOptions ro;
    ro.language = find_language("ru");
    Position pos;
    WriteOptions pgn = WriteOptions::pgn();
    WriteOptions back;
    back.language = ro.language;
    back.style = Style::Long;
    back.long_hyphen = true;
    back.castling_zeros = true;
    for (std::size_t ply = 0; ply < ru.size(); ++ply) {
        auto r = read_move(pos, ru[ply], ro);
        ASSERT_TRUE(r.ok()) << ply << " " << ru[ply] << ": "
                            << diagnose(pos, ru[ply], r.error(), ro).message;
        EXPECT_EQ(write_move(pos, r->move, pgn), san[ply]) << ply;
        EXPECT_EQ(write_move(pos, r->move, back), ru[ply]) << ply;
        pos.play(r->move);
    }
    EXPECT_EQ(pos.fen(), "8/8/3pk3/8/2KP4/R7/8/1r6 b - - 2 49");
}

}  // namespace
}  // namespace notator
