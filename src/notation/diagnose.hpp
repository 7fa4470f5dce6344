// The diagnosis of a move in error (internal), for a caller that ranks the readings itself.
#pragma once

#include "layer.hpp"

#include <string_view>

#include "notator/notation.hpp"

namespace notator::detail {

struct CastlingHistory;

// diagnose(), and its likely readings only where `readings` (the message alone otherwise,
// with the readings that are part of it: the moves an ambiguous text fits, the promotions);
// illegal castling says how the right went as `history` knows it (why_no_castling).
Diagnosis diagnose(const Position& pos, std::string_view text, const Error& error,
                   const ReadOptions& options, bool readings,
                   const CastlingHistory* history = nullptr);

}  // namespace notator::detail
