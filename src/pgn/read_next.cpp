// Reading a game as it is split (GameSplitter::read_next): the reading of a plain game finds
// where the game ends, so that the splitter need not look at its lines first.
#include <bit>
#include <string_view>

#include "byte_masks.hpp"
#include "notator/pgn.hpp"
#include "open_game.hpp"

namespace notator {

namespace {

// The line ends in the first n bytes of b.
std::uint64_t count_lines(std::string_view b, std::size_t n) {
    std::uint64_t lines = 0;
    std::size_t i = 0;
    for (; i + 64 <= n; i += 64)
        lines += std::uint64_t(std::popcount(detail::Bytes64(b.data() + i).eq('\n')));
    if (i == n) return lines;
    if (i + 64 <= b.size())  // the last bytes in a window of 64 that b holds
        return lines + std::uint64_t(std::popcount(detail::Bytes64(b.data() + i).eq('\n') &
                                                   ((std::uint64_t(1) << (n - i)) - 1)));
    for (; i < n; ++i) lines += b[i] == '\n';
    return lines;
}

}  // namespace

bool GameSplitter::read_next(std::uint64_t number, PgnVisitor& visitor,
                             const PgnReadOptions& options) {
    // Only the short path finds a game's end, and only for a visitor that does not want each
    // move, read leniently in a language of one-byte letters.
    const ReadOptions& moves = options.moves;
    if (!visitor.wants_each_move() && !moves.strict && moves.language->simple()) {
        // A few kilobytes at hand (more than nearly every game), so that few games need
        // cutting the usual way for want of bytes.
        constexpr std::size_t kAhead = 4096;
        std::size_t keep = pos_;
        while (size_ - pos_ < kAhead && fill(keep)) {
        }
        // A game that starts with a tag (a game after one found so starts at its first line
        // that holds anything), to the last line end at hand, so that the reading meets no
        // token cut short.
        if (pos_ < size_ && data_[pos_] == '[' && (eof_ || lines_end_ > pos_)) {
            const std::size_t start = pos_;
            const std::uint64_t first_line = line_;
            const detail::OpenGame game{buffer().substr(start, (eof_ ? size_ : lines_end_) - start),
                                        eof_, first_line, [this] {
                                            std::string_view text;
                                            std::uint64_t line;
                                            next(text, line);
                                            return text;
                                        }};
            const std::size_t length = detail::read_open_game(game, number, visitor, options);
            if (length != std::string_view::npos) {
                line_ += count_lines(buffer().substr(start), length);
                pos_ = start + length;
            }
            return true;
        }
    }
    std::string_view game;
    std::uint64_t first_line;
    if (!next(game, first_line)) return false;
    read_game(game, number, first_line, visitor, options);
    return true;
}

}  // namespace notator
