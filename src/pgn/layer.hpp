// An internal header of the pgn layer (src/pgn), for the pgn layer only: the build
// sets NOTATOR_LAYER for each layer's target (core 1, notation 2, pgn 3; the command, the
// Python module and the page see include/notator alone), so that an upward include, or one of a
// library's internals from outside it, fails to build.
#pragma once

#if !defined(NOTATOR_LAYER) || NOTATOR_LAYER < 3
#error \
    "this header is internal to src/pgn: core and notation may not include it (layers point down), and outside the library include/notator is the API"
#endif
