// Documented preconditions, checked where assertions are on: in the sanitizer and debug builds
// of notator (NOTATOR_ASSERTIONS, set by CMake), and in a program that defines it before
// including notator's headers. Elsewhere a precondition is a promise the caller keeps, and
// breaking it is undefined behaviour, as in the standard library.
#pragma once

#if defined(NOTATOR_ASSERTIONS)
#include <cstdio>
#include <cstdlib>

namespace notator::detail {
[[noreturn]] inline void precondition_failed(const char* condition, const char* file, int line) {
    std::fprintf(stderr, "notator: precondition failed: %s (%s:%d)\n", condition, file, line);
    std::abort();
}
}  // namespace notator::detail

#define NOTATOR_ASSERT(condition)       \
    ((condition) ? static_cast<void>(0) \
                 : ::notator::detail::precondition_failed(#condition, __FILE__, __LINE__))
#else
#define NOTATOR_ASSERT(condition) static_cast<void>(0)
#endif
