#!/usr/bin/env bash
# README command 1: install what is missing, build, and run the main job on the bundled
# FIDE sample games: translate them, and check the one with printing errors.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh main
scripts/build.sh -DNOTATOR_BUILD_TESTS=OFF
set -x
build/notator convert --from de --to en examples/de-musterpartie.pgn
build/notator convert --from en --to pt --preset fide examples/pt-amostra.pgn || true
build/notator convert --from it --to fr --preset fide --style figurine examples/it-esempio.pgn
build/notator convert --from gl --to en --style long examples/gl-mate-do-pastor.pgn
build/notator check --from de examples/de-musterpartie.pgn
