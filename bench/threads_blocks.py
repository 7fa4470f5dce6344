#!/usr/bin/env python3
"""How steady `-j 2`'s speed-up is on a shared machine: blocks of rounds, each round running
`notator check -j 1`, `-j 2`, and two `-j 1` processes at once on the file's two halves (the
machine's own ceiling for two threads), by turns. Per block it prints the ratios the bench
script computes (minimum time of `-j 1` over minimum time of the others) and `-j 2`'s share of
that ceiling, then how many blocks fall below the target share, 0.95.

Usage: bench/threads_blocks.py --pgn FILE [--notator build/notator] [--blocks 20] [--rounds 15]
"""
import argparse
import os
import tempfile

from pgn_vs_pgn_extract import halves, rounds_of

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--pgn", required=True, help="an uncompressed PGN file")
    ap.add_argument("--notator", default=os.path.join(HERE, "..", "build", "notator"))
    ap.add_argument("--blocks", type=int, default=20)
    ap.add_argument("--rounds", type=int, default=15)
    args = ap.parse_args()
    n = args.notator
    with tempfile.TemporaryDirectory(prefix="notator-blocks-") as tmp:
        half = halves(args.pgn, tmp)
        cmds = {"j1": [n, "check", "-q", "-j", "1", args.pgn],
                "j2": [n, "check", "-q", "-j", "2", args.pgn],
                "halves": [[n, "check", "-q", "-j", "1", h] for h in half]}
        j2, ceiling = [], []
        for b in range(args.blocks):
            best = {name: min(t) for name, t in rounds_of(cmds, args.rounds).items()}
            j2.append(best["j1"] / best["j2"])
            ceiling.append(best["j1"] / best["halves"])
            print(f"block {b:2}: -j 1 {best['j1'] * 1e3:6.1f} ms, -j 2 {best['j2'] * 1e3:5.1f} ms "
                  f"({j2[-1]:.2f}x), halves {best['halves'] * 1e3:5.1f} ms ({ceiling[-1]:.2f}x), "
                  f"share {j2[-1] / ceiling[-1]:.2f}", flush=True)
    for name, r in (("-j 2", j2), ("ceiling", ceiling)):
        print(f"{name:8} mean {sum(r) / len(r):.2f}x, min {min(r):.2f}x, max {max(r):.2f}x")
    share = [a / b for a, b in zip(j2, ceiling)]
    print(f"share    mean {sum(share) / len(share):.2f}, min {min(share):.2f}, "
          f"blocks below 0.95: {sum(x < 0.95 for x in share)} of {len(share)}")


if __name__ == "__main__":
    main()
