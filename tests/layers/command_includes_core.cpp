// Must not build: the command sees the public API only (tests/CMakeLists.txt).
#include "../../src/core/attacked.hpp"
