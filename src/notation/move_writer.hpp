// Writing a move's text through a pointer (internal): the PGN writer makes room for a whole
// token once instead of growing a string byte by byte (each std::string append tests its
// capacity and ends the string again; on a move of four bytes that was most of the work).
#pragma once

#include "layer.hpp"

#include <cstddef>

#include "notator/notation.hpp"

namespace notator::detail {

// At least the most bytes write_move_raw writes for these options: a piece letter or figurine
// (up to 7 bytes), the origin square or its file or rank, the capture sign, the target square,
// a promotion with its sign or brackets and letter, a check sign ("++") and " e.p.".
inline std::size_t max_move_bytes(const WriteOptions& o) { return 40 + o.capture_sign.size(); }

// Writes the move's text at `p` and returns the end of what it wrote. `known`: the move's
// check or mate sign when the caller knows it, else nullptr (worked out here). Preconditions:
// m is legal in pos; max_move_bytes(o) bytes are free at p.
char* write_move_raw(char* p, const Position& pos, Move m, const WriteOptions& o,
                     const CheckSign* known);

}  // namespace notator::detail
