#!/usr/bin/env bash
# Builds the fastest notator: a profile-guided build (GCC), as scripts/build.sh does for a
# Release build with GCC. Step 1 builds an instrumented notator into DIR (BUILD_DIR; default
# build-pgo/ when run alone), step 2 runs it on training games that ship with the repository
# (bench/data/, The Week in Chess #920: not the benchmark's corpus), step 3 rebuilds DIR from
# the profile. Extra arguments go to cmake, e.g. -DNOTATOR_BUILD_BENCH=ON.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh main
dir=${BUILD_DIR:-build-pgo}
profile="$(realpath -m "$dir")/pgo-profile"
rm -rf "$profile"

export BUILD_DIR="$dir"
cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DNOTATOR_PGO=generate \
    -DNOTATOR_PGO_DIR="$profile" "$@" >/dev/null
cmake --build "$dir" --target notator notator_pgo_train

# Training: reading, checking and writing games in several languages and styles, perft from a
# middlegame position (neither of the benchmarks' positions), and the library's own move loop
# (tools/pgo_train.cpp).
games=bench/data/twic0920.pgn.zst
n="$dir/notator"
"$n" check -j 1 --quiet "$games" >/dev/null
# The same games as many files hold them (ChessBase's exports, most older files): CRLF line
# ends and each move number glued to White's move ("12.Nf3"), which TWIC's files never have.
zstd -dc "$games" | sed -E 's/([0-9]+)\. /\1./g; s/$/\r/' >"$dir/training-crlf.pgn"
"$n" check -j 1 --quiet "$dir/training-crlf.pgn" >/dev/null
"$n" convert -j 1 --quiet --to de "$dir/training-crlf.pgn" -o /dev/null
"$n" check -j 2 --quiet "$games" >/dev/null  # as users run it: all cores by default
"$n" convert -j 2 --quiet --to de "$games" -o /dev/null
"$n" convert -j 1 --quiet --to de "$games" -o /dev/null
"$n" convert -j 1 --quiet --to fr --preset fide --style long "$games" -o /dev/null
"$n" convert -j 1 --quiet --style figurine "$games" -o /dev/null
"$n" convert -j 1 --quiet --to de "$games" -o "$dir/training-de.pgn"
"$n" check -j 1 --quiet --from de "$dir/training-de.pgn" >/dev/null
"$n" perft 4 --fen "r3k2r/pp1n1ppp/2p1pn2/q2p4/1bPP4/2N1PN2/PPQB1PPP/R3KB1R w KQkq - 0 9" \
    >/dev/null 2>&1
rm -f "$dir/training-de.pgn" "$dir/training-crlf.pgn"
# The library as programs that embed it use it: Position::play, key(), append_move.
"$dir/notator_pgo_train" "$games" >/dev/null

cmake -S . -B "$dir" -DNOTATOR_PGO=use "$@" >/dev/null
cmake --build "$dir"
echo "build-pgo: $dir/notator built with the profile in $profile" >&2
