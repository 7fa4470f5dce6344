// Any bytes as a PGN file: no crash, no hang, bounded memory; and the PGN the writer makes of
// it reads again to the same moves (nothing checked is lost or changed). Byte-identical
// re-writing is checked by the unit tests on real files; on arbitrary bytes a malformed game
// may still be laid out differently the second time (see fuzz/README.md).
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "notator/pgn.hpp"

namespace {

using namespace notator;

struct Moves : PgnVisitor {
    std::vector<std::uint16_t> raw;
    void move(const Position&, const ReadMove& m, std::string_view) override {
        raw.push_back(m.move.raw());
    }
};

std::string write(std::string_view in) {
    std::string out;
    PgnWriter w(PgnWriteOptions::pgn(), [&](std::string_view s) { out += s; });
    auto src = memory_input(in);
    read_pgn(*src, w);
    return out;
}

std::vector<std::uint16_t> moves(std::string_view in) {
    Moves m;
    auto src = memory_input(in);
    read_pgn(*src, m);
    return m.raw;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view in(reinterpret_cast<const char*>(data), size);
    const std::string once = write(in);
    if (moves(once) != moves(in)) std::abort();
    return 0;
}
