#!/usr/bin/env bash
# README command 2: install what is missing, build, and run every test.
# SANITIZE=address,undefined builds the same tests with those sanitizers (into build-sanitize/);
# PORTABLE=1 builds them with no -march=native and no SIMD at all, the scalar code that runs
# anywhere (into build-portable/).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# (The tests are asked for: a build directory configured without them before keeps that
# choice in its cache, and ctest would run the test binaries left from an older build.)
if [[ -n ${SANITIZE:-} ]]; then
    export BUILD_DIR=build-sanitize BUILD_TYPE=RelWithDebInfo
    export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1
    scripts/build.sh -DNOTATOR_BUILD_TESTS=ON -DNOTATOR_SANITIZE="$SANITIZE" \
        -DNOTATOR_PERFT_TEST_MAX_NODES=200000
elif [[ ${PORTABLE:-0} == 1 ]]; then
    export BUILD_DIR=build-portable NATIVE=0 PGO=0
    scripts/build.sh -DNOTATOR_BUILD_TESTS=ON -DNOTATOR_SIMD=OFF
else
    export BUILD_DIR=build
    # (and the page, tested in chromium)
    scripts/build.sh -DNOTATOR_BUILD_TESTS=ON -DNOTATOR_BUILD_WEB=ON
fi
ctest --test-dir "$BUILD_DIR" -LE deep --output-on-failure -j "$(nproc)"
