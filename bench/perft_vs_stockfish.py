#!/usr/bin/env python3
"""Runs `notator perft` and Stockfish's `go perft` on the same positions in the same run,
alternating, several rounds, and prints each time and the ratio (Stockfish time / notator
time; above 1 means notator is faster).

Times are whole-process wall times taken here, minus each program's own start-up time
(measured the same way at depth 1), so the ratio compares perft itself. The minimum over
the rounds is used, because these shared machines vary by +-30 % between runs.

Usage: bench/perft_vs_stockfish.py [--notator build/notator] [--stockfish /usr/games/stockfish]
                                   [--rounds 5]
"""
import argparse
import subprocess
import sys
import time

POSITIONS = [
    ("start position", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6, 119060324),
    ("Kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5,
     193690690),
]


def run_notator(binary, fen, depth):
    start = time.perf_counter()
    out = subprocess.run([binary, "perft", str(depth), "--fen", fen], capture_output=True,
                         text=True, check=True).stdout
    return time.perf_counter() - start, int(out.split()[-1])


def run_stockfish(binary, fen, depth):
    script = f"position fen {fen}\ngo perft {depth}\nquit\n"
    start = time.perf_counter()
    out = subprocess.run([binary], input=script, capture_output=True, text=True,
                         check=True).stdout
    elapsed = time.perf_counter() - start
    nodes = [l for l in out.splitlines() if l.startswith("Nodes searched")]
    return elapsed, int(nodes[-1].split(":")[1])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--notator", default="build/notator")
    ap.add_argument("--stockfish", default="/usr/games/stockfish")
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()

    version = subprocess.run([args.stockfish], input="quit\n", capture_output=True,
                             text=True).stdout.splitlines()[0]
    print(f"reference: {version}")
    startup = {"notator": [], "stockfish": []}
    results = {name: {"notator": [], "stockfish": []} for name, *_ in POSITIONS}
    for r in range(args.rounds):
        startup["notator"].append(run_notator(args.notator, POSITIONS[0][1], 1)[0])
        startup["stockfish"].append(run_stockfish(args.stockfish, POSITIONS[0][1], 1)[0])
        for name, fen, depth, expected in POSITIONS:
            # Alternate which program goes first, so neither always gets the warmer machine.
            order = [("notator", run_notator, args.notator),
                     ("stockfish", run_stockfish, args.stockfish)]
            if r % 2:
                order.reverse()
            for who, fn, binary in order:
                t, nodes = fn(binary, fen, depth)
                if nodes != expected:
                    sys.exit(f"{who} counted {nodes} on {name}, expected {expected}")
                results[name][who].append(t)
    s_n, s_s = min(startup["notator"]), min(startup["stockfish"])
    print(f"start-up (depth 1), min of {args.rounds}: notator {s_n:.3f} s, stockfish {s_s:.3f} s")
    print(f"{'position':<16}{'depth':>6}{'notator s':>12}{'stockfish s':>13}{'ratio':>8}"
          f"{'raw ratio':>11}")
    worst = None
    for name, fen, depth, _ in POSITIONS:
        n, s = min(results[name]["notator"]), min(results[name]["stockfish"])
        ratio = (s - s_s) / (n - s_n)
        worst = ratio if worst is None else min(worst, ratio)
        print(f"{name:<16}{depth:>6}{n:>12.3f}{s:>13.3f}{ratio:>8.2f}{s / n:>11.2f}")
    print(f"lowest ratio (start-up subtracted): {worst:.2f}x")


if __name__ == "__main__":
    main()
