#!/usr/bin/env bash
# Installs the built module into a fresh virtual environment with pip, reaching no package index,
# and uses it from there. Usage: test_install.sh BUILD_DIR PYTHON
set -euo pipefail
build=$(cd "$1" && pwd)
python=$2
here=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# (pip builds in the directory it is given: a copy keeps the source tree clean.)
cp -r "$here" "$scratch/src"
cp "$here/../CMakeLists.txt" "$scratch/CMakeLists.txt"
"$python" -m venv --system-site-packages "$scratch/env"
NOTATOR_BUILD_DIR=$build "$scratch/env/bin/pip" install --quiet --no-index --no-build-isolation \
    "$scratch/src" >"$scratch/pip.log" 2>&1 || { cat "$scratch/pip.log"; exit 1; }
cd "$scratch"
out=$(env -u PYTHONPATH "$scratch/env/bin/python" -c '
import notator, pathlib
assert pathlib.Path(notator.__file__).is_relative_to(pathlib.Path("'"$scratch"'/env"))
b = notator.Board()
b.push_san("Sf3", language="de")
print(b.fen().split()[0], notator.Board().perft(3))')
[[ $out == "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R 8902" ]] || {
    echo "the installed module printed '$out'"
    exit 1
}
echo "python-install: pip installed the module into a virtual environment, offline"
