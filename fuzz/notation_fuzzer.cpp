// Random move text against random positions, in a language (and notation) the input chooses:
// never a crash;
// an error's range lies inside the text and can be diagnosed, its likely readings legal moves;
// whatever is accepted, written
// back in every style and read again, is the same move.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "notator/movegen.hpp"
#include "notator/notation.hpp"

namespace {

using namespace notator;

const char* const kStarts[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "4k3/1P6/8/3pP3/8/8/6p1/4K2R w K d6 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "4r1k1/8/8/8/8/1N6/4N3/4K3 w - - 0 1",
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 3) return 0;
    Position pos = *Position::from_fen(kStarts[data[0] % std::size(kStarts)]);
    // A few random moves to reach a random position.
    for (int k = 0; k < (data[1] & 15); ++k) {
        MoveList list;
        generate_legal(pos, list);
        if (list.empty()) break;
        pos.play(list[(data[1] * 31u + unsigned(k) * 7u) % list.size()]);
    }
    const auto langs = languages();
    ReadOptions ro;
    ro.language = &langs[data[2] % langs.size()];
    ro.strict = data[2] & 0x80;
    // One input in eight read in descriptive notation, one in eight in ICCF numeric.
    if ((data[1] & 0x70) == 0x10) ro.notation = Notation::Descriptive;
    if ((data[1] & 0x70) == 0x20) ro.notation = Notation::Numeric;
    const std::string_view text(reinterpret_cast<const char*>(data + 3), size - 3);

    auto r = read_move(pos, text, ro);
    if (!r) {
        const Error& e = r.error();
        if (e.begin > e.end || e.end > text.size()) std::abort();
        if (diagnose(pos, text, e, ro).message.empty()) std::abort();
        // Its likely readings are legal moves, nearest first.
        MoveList legal;
        generate_legal(pos, legal);
        double last = 0;
        for (const Reading& reading : likely_readings(pos, text, ro, 8)) {
            bool found = false;
            for (Move m : legal) found |= m == reading.move;
            if (!found || reading.distance < last) std::abort();
            last = reading.distance;
        }
        return 0;
    }
    if (r->move.is_null()) return 0;
    MoveList legal;
    generate_legal(pos, legal);
    bool found = false;
    for (Move m : legal) found |= m == r->move;
    if (!found) std::abort();  // an accepted move is always legal
    // Written in numeric notation, it reads back as itself.
    WriteOptions numeric;
    numeric.style = Style::Numeric;
    ReadOptions numeric_read;
    numeric_read.notation = Notation::Numeric;
    auto digits = read_move(pos, write_move(pos, r->move, numeric), numeric_read);
    if (!digits || !(digits->move == r->move)) std::abort();
    ro.notation = Notation::Algebraic;
    for (Style style : {Style::Short, Style::Long, Style::Uci}) {
        for (bool figurine : {false, true}) {
            WriteOptions wo = WriteOptions::fide(*ro.language);
            wo.style = style;
            wo.figurine = figurine;
            const std::string written = write_move(pos, r->move, wo);
            ReadOptions back = ro;
            back.strict = false;
            auto again = read_move(pos, written, back);
            if (!again || !(again->move == r->move)) std::abort();
        }
    }
    return 0;
}
