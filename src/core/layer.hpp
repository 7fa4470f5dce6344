// An internal header of the core layer (src/core), for the core, notation and pgn layers only: the
// build sets NOTATOR_LAYER for each layer's target (core 1, notation 2, pgn 3; the command, the
// Python module and the page see include/notator alone), so that an upward include, or one of a
// library's internals from outside it, fails to build.
#pragma once

#if !defined(NOTATOR_LAYER) || NOTATOR_LAYER < 1
#error "this header is internal to the library (src/core): outside it, include/notator is the API"
#endif
