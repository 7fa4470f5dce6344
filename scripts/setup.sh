#!/usr/bin/env bash
# Installs, from Debian's packages, whatever notator's build, tests and benchmarks need and
# this machine lacks. Safe to run again: it installs nothing that is already there.
set -euo pipefail

packages=(
    cmake ninja-build g++ clang          # build (clang also for the fuzzers)
    libgtest-dev libgmock-dev            # tests
    libcli11-dev                         # the command line
    zlib1g-dev libzstd-dev libbz2-dev liblzma-dev  # compressed input
    libbenchmark-dev python3             # benchmarks and their comparison scripts
    stockfish pgn-extract                # reference programs for the benchmarks
    gzip zstd bzip2 xz-utils time        # compressed test inputs, peak memory
    pkgconf                              # the installed library's pkg-config file, tested
    pybind11-dev python3-dev             # the Python module
    python3-pytest python3-venv python3-pip python3-setuptools python3-wheel  # ... its tests
    python3-distributed parallel         # the cluster examples and their test
)

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "setup: installing ${missing[*]}" >&2
sudo=()
[[ $(id -u) -ne 0 ]] && sudo=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
