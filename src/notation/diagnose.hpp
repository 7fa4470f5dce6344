// The diagnosis of a move in error (internal), for a caller that ranks the readings itself.
#pragma once

#include <string_view>

#include "notator/notation.hpp"

namespace notator::detail {

// diagnose(), and its likely readings only where `readings` (the message alone otherwise,
// with the readings that are part of it: the moves an ambiguous text fits, the promotions).
Diagnosis diagnose(const Position& pos, std::string_view text, const Error& error,
                   const ReadOptions& options, bool readings);

}  // namespace notator::detail
