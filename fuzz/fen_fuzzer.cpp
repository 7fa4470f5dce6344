// Any bytes as a FEN: never a crash; whatever is accepted writes out and reads back as the
// same position, in both castling formats.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "notator/position.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto pos = notator::Position::from_fen(text);
    if (!pos.ok()) {
        if (pos.error().end > size || pos.error().begin > pos.error().end) std::abort();
        (void)pos.error().message();
        return 0;
    }
    for (auto format : {notator::CastlingFormat::Standard, notator::CastlingFormat::Shredder}) {
        const std::string written = pos->fen(format);
        auto again = notator::Position::from_fen(written);
        if (!again.ok() || !(*again == *pos) || again->key() != pos->key() ||
            again->fen(format) != written)
            std::abort();
    }
    return 0;
}
