#!/usr/bin/env bash
# README command 1: install what is missing, build, and run the main job.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
echo "notator perft 6 (start position):"
build/notator perft 6
echo "notator perft 5 --divide (Kiwipete):"
build/notator perft 5 --divide --fen "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
