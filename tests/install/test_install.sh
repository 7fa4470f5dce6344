#!/usr/bin/env bash
# Installs the built tree into a scratch prefix, builds tests/install against it with
# find_package(notator), and runs the result. Usage: test_install.sh BUILD_DIR [SANITIZERS]
set -euo pipefail
build=$1
flags=${2:+-fsanitize=$2}  # a sanitized library needs a sanitized program
here=$(cd "$(dirname "$0")" && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cmake --install "$build" --prefix "$scratch/prefix" >/dev/null
test -x "$scratch/prefix/bin/notator"
test -f "$scratch/prefix/include/notator/position.hpp"
test -f "$scratch/prefix/share/man/man1/notator.1"
cmake -S "$here" -B "$scratch/consumer" -DCMAKE_PREFIX_PATH="$scratch/prefix" \
    -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_EXE_LINKER_FLAGS="$flags" >/dev/null
cmake --build "$scratch/consumer" >/dev/null
out=$("$scratch/consumer/c")
[[ $out == 8902 ]] || { echo "consumer printed '$out', expected 8902"; exit 1; }
# The same program built without CMake, as pkg-config tells.
pc=$(dirname "$(find "$scratch/prefix" -name notator.pc)")
static=--static
[[ -n $(find "$scratch/prefix" -name 'libnotator.so*') ]] && static=
# shellcheck disable=SC2046
${CXX:-c++} -std=c++20 $flags $(PKG_CONFIG_PATH=$pc pkg-config --cflags notator) "$here/main.cpp" \
    $(PKG_CONFIG_PATH=$pc pkg-config --libs $static notator) -o "$scratch/pc-consumer"
out=$("$scratch/pc-consumer")
[[ $out == 8902 ]] || { echo "pkg-config consumer printed '$out', expected 8902"; exit 1; }
echo "install: find_package(notator) and pkg-config work"
