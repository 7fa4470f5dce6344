// The reader's view of its input (internal): the bytes from the start of the game being read
// to as far as they have been read. Over a ByteSource they are kept in a buffer that is read
// into as the reading needs, and only the current game is kept: memory stays bounded by the
// longest game, whatever the input's size. Bytes held in memory are viewed where they lie.
#pragma once

#include "layer.hpp"

#include <cstdint>
#include <memory>
#include <string_view>

#include "notator/pgn.hpp"

namespace notator::detail {

class Window {
  public:
    // A UTF-8 byte order mark at the input's start is no part of its text (open_input drops it
    // too), whether the input is a source or bytes in memory.
    explicit Window(ByteSource& source) : source_(&source) {}
    explicit Window(std::string_view bytes)
        : at_input_start_(false), data_(bytes.data()), size_(bytes.size()), ended_(true) {
        if (bytes.starts_with(kByteOrderMark)) start_ = column_from_ = kByteOrderMark.size();
    }

    // From the current game's start to the last byte read. Offsets into it stay valid as more
    // is read; the view itself must be taken again after more().
    std::string_view text() const { return {data_ + start_, size_ - start_}; }
    // Nothing more will come.
    bool ended() const { return ended_; }
    // Reads more of the input; false when nothing more came (the input's end, or the source's
    // error).
    bool more();
    // The current game's start moves on by n bytes (those read), their lines counted.
    void advance(std::size_t n);
    // Where text() starts. (Not for several threads at once: it counts the column.)
    Location location() const;
    // The line where text() starts.
    std::uint64_t line() const { return line_; }
    // Whether text() starts a line (the input's start does).
    bool at_line_start() const { return at_line_start_; }

  private:
    static constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
    bool read_into_buffer();
    // The column counted up to start_ (column_from_ moves there).
    void settle_column() const;

    ByteSource* source_ = nullptr;
    bool at_input_start_ = true;  // no byte has been read from the source yet
    std::unique_ptr<char[]> storage_;
    const char* data_ = nullptr;
    std::size_t start_ = 0, size_ = 0, capacity_ = 0;
    bool ended_ = false;
    std::uint64_t line_ = 1;
    // The column is counted when asked for (nearly always at a line's start, where nothing
    // is to count): column_ is that of the byte at column_from_, on the same line as start_.
    // Each byte is counted once, however many games a line holds.
    mutable std::uint32_t column_ = 1;
    mutable std::size_t column_from_ = 0;
    bool at_line_start_ = true;
};

}  // namespace notator::detail
