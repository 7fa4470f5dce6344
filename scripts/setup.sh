#!/usr/bin/env bash
# Installs, from Debian's packages, what this machine lacks for notator. `setup.sh main`: what
# building and running the command needs (README command 1, scripts/demo.sh). `setup.sh` or
# `setup.sh all`: also what the tests, benchmarks and the page need, and, from the npm registry,
# the two npm packages of the page's tests (web/package-lock.json). Safe to run again: it
# installs nothing that is already there.
set -euo pipefail
mode=${1:-all}
[[ $mode == main || $mode == all ]] || { echo "setup: usage: setup.sh [main|all]" >&2; exit 2; }

main_packages=(
    cmake ninja-build g++                # build
    libcli11-dev                         # the command line
    zlib1g-dev libzstd-dev libbz2-dev liblzma-dev  # compressed input
    zstd                                 # the training games of the profile-guided build
)
packages=(
    "${main_packages[@]}"
    clang                                # the fuzzers, and the portable build CI makes
    libgtest-dev libgmock-dev            # tests
    libbenchmark-dev python3             # benchmarks and their comparison scripts
    stockfish pgn-extract                # reference programs for the benchmarks
    gzip bzip2 xz-utils time             # compressed test inputs, peak memory
    pkgconf                              # the installed library's pkg-config file, tested
    pybind11-dev python3-dev             # the Python module
    python3-pytest python3-venv python3-pip python3-setuptools python3-wheel  # ... its tests
    python3-distributed parallel         # the cluster examples and their test
    emscripten chromium                  # the page (WebAssembly) and its tests in a browser
)
# Node.js and npm for the page's tests: Debian's, unless the machine has them from elsewhere.
command -v node >/dev/null || packages+=(nodejs)
command -v npm >/dev/null || packages+=(npm)
[[ $mode == main ]] && packages=("${main_packages[@]}")

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [[ ${#missing[@]} -gt 0 ]]; then
    echo "setup: installing ${missing[*]}" >&2
    sudo=()
    [[ $(id -u) -ne 0 ]] && sudo=(sudo)
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

[[ $mode == main ]] && exit 0

# The page's tests' npm packages (playwright-core, chess.js), as web/package-lock.json pins
# them, from the npm registry; again only where the lock changed.
cd "$(dirname "$0")/../web"
if ! cmp -s package-lock.json node_modules/.notator-lock 2>/dev/null; then
    echo "setup: installing web/'s npm packages" >&2
    npm ci --no-audit --no-fund --loglevel=error >/dev/null
    cp package-lock.json node_modules/.notator-lock
fi
