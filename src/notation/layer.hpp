// An internal header of the notation layer (src/notation), for the notation and pgn layers only:
// the build sets NOTATOR_LAYER for each layer's target (core 1, notation 2, pgn 3; the command, the
// Python module and the page see include/notator alone), so that an upward include, or one of a
// library's internals from outside it, fails to build.
#pragma once

#if !defined(NOTATOR_LAYER) || NOTATOR_LAYER < 2
#error \
    "this header is internal to src/notation: the core may not include it (layers point down), and outside the library include/notator is the API"
#endif
