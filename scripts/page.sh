#!/usr/bin/env bash
# README: builds the page (notator compiled to WebAssembly by Debian's emscripten) into
# build/web/page and serves it on http://127.0.0.1:${PORT:-8000}/ until Ctrl-C. The page needs
# no server of its own: build/web/page/index.html also works opened from disk, checking on the
# page's own thread where the browser starts no worker from a file.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
dir=${BUILD_DIR:-build}/web
[[ -f $dir/build.ninja ]] || emcmake cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DNOTATOR_WERROR=ON >/dev/null
cmake --build "$dir"
port=${PORT:-8000}
echo "notator page: http://127.0.0.1:$port/  (Ctrl-C stops it)"
exec python3 -m http.server --bind 127.0.0.1 --directory "$dir/page" "$port"
