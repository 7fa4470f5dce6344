// Loads a PGN corpus for the benchmarks and splits it into games of move tokens, without the
// PGN reader (so that a benchmark measures the notation layer and the rules core alone).
// Tags, comments, variations, NAGs, move numbers and results are dropped.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace notator::bench {

struct Corpus {
    std::string text;                                  // owns the bytes
    std::vector<std::vector<std::string_view>> games;  // move tokens
    std::size_t tokens = 0;
};

// Reads `path`, through `zstd -dc` if it ends in .zst. Empty corpus if it cannot be read.
inline Corpus load_corpus(const std::string& path) {
    Corpus c;
    const bool zst = path.size() > 4 && path.compare(path.size() - 4, 4, ".zst") == 0;
    FILE* f = zst ? popen(("zstd -dc '" + path + "' 2>/dev/null").c_str(), "r")
                  : std::fopen(path.c_str(), "rb");
    if (!f) return c;
    char buf[1 << 16];
    for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, f)) > 0;) c.text.append(buf, n);
    zst ? pclose(f) : std::fclose(f);

    std::string_view s = c.text;
    std::vector<std::string_view>* game = nullptr;
    int depth = 0;  // variation nesting
    for (std::size_t i = 0; i < s.size();) {
        const char ch = s[i];
        if (ch == '[' && (i == 0 || s[i - 1] == '\n')) {  // a tag line: a new game may start
            if (game == nullptr || !game->empty()) game = nullptr;
            i = s.find('\n', i);
            if (i == std::string_view::npos) break;
            continue;
        }
        if (ch == '{') {
            i = s.find('}', i);
            if (i == std::string_view::npos) break;
            ++i;
            continue;
        }
        if (ch == ';') {
            i = s.find('\n', i);
            if (i == std::string_view::npos) break;
            continue;
        }
        if (ch == '(') ++depth;
        if (ch == ')') --depth;
        if (ch == ' ' || ch == '\n' || ch == '\r' || ch == '\t' || ch == '(' || ch == ')') {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < s.size() && s[j] != ' ' && s[j] != '\n' && s[j] != '\r' && s[j] != '\t' &&
               s[j] != '{' && s[j] != '(' && s[j] != ')')
            ++j;
        std::string_view tok = s.substr(i, j - i);
        i = j;
        // Strip a move number glued to the move ("12.Nf3", "12...Nf3").
        std::size_t k = 0;
        while (k < tok.size() && tok[k] >= '0' && tok[k] <= '9') ++k;
        if (k > 0 && k < tok.size() && tok[k] == '.') {
            while (k < tok.size() && tok[k] == '.') ++k;
            tok.remove_prefix(k);
        }
        if (tok.empty() ||
            (tok[0] >= '1' && tok[0] <= '9' && tok.find('-') == std::string_view::npos &&
             tok.find('/') == std::string_view::npos))
            continue;  // a bare move number
        if (tok == "1-0" || tok == "0-1" || tok == "1/2-1/2" || tok == "*" || tok[0] == '$')
            continue;
        if (depth > 0) continue;
        if (!game) {
            c.games.emplace_back();
            game = &c.games.back();
        }
        game->push_back(tok);
        ++c.tokens;
    }
    return c;
}

// The corpus the benchmarks use: $NOTATOR_CORPUS, else the project's shared collection beside
// the repository when it is there.
inline std::string corpus_path() {
    if (const char* env = std::getenv("NOTATOR_CORPUS")) return env;
    return NOTATOR_SOURCE_DIR
        "/../shared/data/games/pgnmentor-sample/pgnmentor-sample-30000.pgn.zst";
}

}  // namespace notator::bench
