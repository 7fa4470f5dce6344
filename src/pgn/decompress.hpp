// Decompressors: the bytes of a gzip, zstd, bzip2 or xz stream (internal). A build without
// the compression libraries (NOTATOR_COMPRESSION off, as for WebAssembly) has a stand-in
// whose source fails at once with Errc::NotDecompressed.
#pragma once

#include "layer.hpp"

#include <memory>

#include "notator/error.hpp"
#include "notator/pgn.hpp"

namespace notator::detail {

// The data `compressed` holds, decompressed; its errors (corrupt or truncated data, the
// source's own) are the returned source's.
std::unique_ptr<ByteSource> decompressed(Compression kind, std::unique_ptr<ByteSource> compressed);

}  // namespace notator::detail
