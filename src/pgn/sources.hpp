// Byte sources the library makes for itself (internal).
#pragma once

#include "layer.hpp"

#include <memory>
#include <string_view>

#include "notator/pgn.hpp"

namespace notator::detail {

// Bytes in memory as UTF-8 text: their UTF-8 as it is, each other byte as Windows-1252. Unlike
// memory_input, it takes any bytes (binary data is read as text).
std::unique_ptr<ByteSource> utf8_text(std::string_view bytes);

}  // namespace notator::detail
