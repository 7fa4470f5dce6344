// Must not build: the notation layer may not include the pgn layer (tests/CMakeLists.txt).
#include "../../src/pgn/grammar.hpp"
