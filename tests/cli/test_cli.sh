#!/usr/bin/env bash
# Runs the built `notator` binary as a user would and checks exit status and output.
# Usage: test_cli.sh PATH-TO-NOTATOR
set -u
bin=$1
passed=0
failed=0

# expect NAME STATUS PATTERN -- ARGS...: runs notator ARGS, wants exit STATUS and the
# extended regex PATTERN somewhere in stdout+stderr.
expect() {
    local name=$1 status=$2 pattern=$3
    shift 4
    local out rc
    out=$("$bin" "$@" 2>&1)
    rc=$?
    if [[ $rc -ne $status ]]; then
        echo "FAIL $name: exit $rc, wanted $status"; echo "$out" | head -20; failed=$((failed + 1)); return
    fi
    if ! grep -qE -- "$pattern" <<<"$out"; then
        echo "FAIL $name: output lacks /$pattern/"; echo "$out" | head -20; failed=$((failed + 1)); return
    fi
    echo "ok   $name"
    passed=$((passed + 1))
}

expect perft-start 0 '^8902$' -- perft 3
expect perft-fen 0 '^2039$' -- perft 2 --fen "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
expect perft-960 0 '^528$' -- perft 2 --fen "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
expect perft-divide 0 '^e2e4: 600$' -- perft 3 --divide
expect perft-divide-total 0 '^8902$' -- perft 3 --divide
expect perft-divide-960-castling 0 '^e1b1: 1$' -- perft 1 --divide --fen "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1"
expect perft-divide-castling 0 '^e1g1: 1$' -- perft 1 --divide --fen "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
expect perft-timing-on-stderr 0 'nodes/s' -- perft 1
expect perft-no-depth 2 'depth' -- perft
expect perft-bad-depth 2 'depth' -- perft x
expect perft-negative-depth 2 '' -- perft -- -1
expect perft-too-deep 2 'depth' -- perft 99
expect perft-bad-fen 2 'rank 1' -- perft 1 --fen "4k3/8/8/8/8/8/8/4K2X w - - 0 1"
expect perft-bad-fen-caret 2 '\^' -- perft 1 --fen "4k3/8/8/8/8/8/8/4K3 w K - 0 1"
expect no-subcommand 2 'subcommand' --
expect unknown-subcommand 2 '' -- frobnicate
expect help 0 'perft' -- --help
expect perft-help 0 'divide' -- perft --help

# stdout holds only the count; the timing goes to stderr.
out=$("$bin" perft 2 2>/dev/null)
if [[ $out == "400" ]]; then echo "ok   perft-stdout-only-count"; passed=$((passed + 1));
else echo "FAIL perft-stdout-only-count: got '$out'"; failed=$((failed + 1)); fi

echo "cli: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
