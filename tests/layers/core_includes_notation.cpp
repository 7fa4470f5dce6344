// Must not build: the core may not include the notation layer (tests/CMakeLists.txt).
#include "../../src/notation/lexer.hpp"
