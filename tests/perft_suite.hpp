// Reads the two perft file formats of tests/data/perft: EPD lines "FEN ;D1 n ;D2 n ..." and
// blocks of "id NAME" / "epd FEN" / "perft DEPTH NODES".
#pragma once

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace notator::test {

struct PerftCase {
    std::string name;
    std::string fen;
    std::vector<std::pair<int, std::uint64_t>> counts;  // depth, nodes
};

// Positions of the suites that notator rejects on purpose, with the error it gives:
// "max-legals-too-much-material" (shakmaty) has 28 white pieces; notator accepts at most 16
// a side, which bounds the moves of any position it accepts (see MoveList).
inline bool rejected_on_purpose(const PerftCase& c) {
    return c.name == "max-legals-too-much-material";
}

inline std::vector<PerftCase> read_perft_file(const std::string& path) {
    std::ifstream in(path);
    std::vector<PerftCase> out;
    std::string line;
    int line_no = 0;
    while (std::getline(in, line)) {
        ++line_no;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || line[0] == '#') continue;
        if (line.rfind("id ", 0) == 0) {
            out.push_back({line.substr(3), "", {}});
        } else if (line.rfind("epd ", 0) == 0) {
            if (out.empty()) out.push_back({"line " + std::to_string(line_no), "", {}});
            out.back().fen = line.substr(4);
        } else if (line.rfind("perft ", 0) == 0) {
            std::istringstream s(line.substr(6));
            int depth;
            std::uint64_t nodes;
            s >> depth >> nodes;
            out.back().counts.emplace_back(depth, nodes);
        } else if (auto semi = line.find(';'); semi != std::string::npos) {
            PerftCase c{"line " + std::to_string(line_no), line.substr(0, semi), {}};
            std::istringstream s(line.substr(semi));
            std::string tok;
            while (s >> tok) {
                if (tok == ";") continue;
                if (tok[0] == ';') tok.erase(0, 1);
                if (tok.size() > 1 && tok[0] == 'D') {
                    std::uint64_t nodes;
                    s >> nodes;
                    c.counts.emplace_back(std::stoi(tok.substr(1)), nodes);
                }
            }
            out.push_back(std::move(c));
        }
    }
    return out;
}

}  // namespace notator::test
