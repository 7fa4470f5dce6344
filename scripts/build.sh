#!/usr/bin/env bash
# Configures and builds notator into DIR (default build/). Extra arguments go to cmake.
# It builds for this machine's processor (-march=native; NATIVE=0 builds for any machine of
# its kind, as a plain cmake configure does). A Release build with GCC is profile-guided
# (scripts/build-pgo.sh: built once instrumented, run on training games that ship with the
# repository, built again from the profile), which makes check and convert faster; PGO=0
# builds it plain, as other build types and compilers always are.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${BUILD_DIR:-build}
type=${BUILD_TYPE:-Release}
native=-DNOTATOR_NATIVE=ON
# (The project's own builds treat warnings as errors; a user's plain cmake build does not.)
werror=-DNOTATOR_WERROR=ON
[[ ${NATIVE:-1} == 1 ]] || native=-DNOTATOR_NATIVE=OFF
if [[ ${PGO:-1} == 1 && $type == Release && $("${CXX:-c++}" --version) == *"Free Software Foundation"* ]]; then
    BUILD_DIR=$dir exec scripts/build-pgo.sh "$native" "$werror" "$@"
fi
cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE="$type" -DNOTATOR_PGO= "$native" "$werror" "$@" >/dev/null
cmake --build "$dir"
