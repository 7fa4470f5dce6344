#include "window.hpp"

#include <algorithm>
#include <cstring>

#include "../notation/code_points.hpp"
#include "scan.hpp"

namespace notator::detail {

bool Window::more() {
    if (!at_input_start_) return read_into_buffer();
    // The first bytes: as many as tell whether a byte order mark starts the input.
    at_input_start_ = false;
    bool got = false;
    while (size_ < kByteOrderMark.size() &&
           kByteOrderMark.starts_with(std::string_view(storage_.get(), size_)) &&
           read_into_buffer())
        got = true;
    if (std::string_view(data_, size_).starts_with(kByteOrderMark))
        start_ = column_from_ = kByteOrderMark.size();
    return got;
}

bool Window::read_into_buffer() {
    if (ended_) return false;
    // What earlier games took is dropped (once a game: the game's own bytes then stay put,
    // and growing the buffer by doubling keeps a long game's copying linear).
    if (start_ > 0) {
        settle_column();
        column_from_ = 0;  // (start_, where the bytes kept now begin)
        std::memmove(storage_.get(), storage_.get() + start_, size_ - start_);
        size_ -= start_;
        start_ = 0;
    }
    constexpr std::size_t kChunk = 64u << 10;
    if (capacity_ - size_ < kChunk) {
        const std::size_t capacity = std::max(2 * capacity_, size_ + kChunk);
        // (Not make_unique_for_overwrite: emscripten's library lacks it. The bytes are
        // written before they are read.)
        std::unique_ptr<char[]> grown(new char[capacity]);
        if (size_ > 0) std::memcpy(grown.get(), storage_.get(), size_);
        storage_ = std::move(grown);
        data_ = storage_.get();
        capacity_ = capacity;
    }
    const std::size_t n = source_->read(storage_.get() + size_, capacity_ - size_);
    if (n == 0) {
        ended_ = true;
        return false;
    }
    size_ += n;
    return true;
}

void Window::advance(std::size_t n) {
    if (n == 0) return;
    const std::string_view passed(data_ + start_, n);
    if (const std::size_t lines = scan::count_lines(passed)) {
        line_ += lines;
        column_ = 1;
        column_from_ = start_ + passed.rfind('\n') + 1;
    }
    at_line_start_ = passed.back() == '\n';
    start_ += n;
}

void Window::settle_column() const {
    column_ +=
        std::uint32_t(characters(std::string_view(data_ + column_from_, start_ - column_from_)));
    column_from_ = start_;
}

Location Window::location() const {
    settle_column();
    return {line_, column_};
}

}  // namespace notator::detail
