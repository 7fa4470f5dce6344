#!/usr/bin/env python3
"""Runs `notator check` and `notator convert` beside pgn-extract on the same PGN file in the
same run, alternating, several rounds, and prints the minimum times and the ratios; then
`-j 2` against `-j 1`, and notator's peak memory on a 200 MB input (the file repeated).

Whole-process wall times. Defaults to the project's 30,000-game corpus beside the
repository (shared/data/games/...30000.pgn.zst), decompressed to a temporary file first.

Usage: bench/pgn_vs_pgn_extract.py [--pgn FILE] [--notator build/notator] [--rounds 5]
"""
import argparse
import os
import subprocess
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(HERE, "..", "..", "shared", "data", "games", "pgnmentor-sample",
                       "pgnmentor-sample-30000.pgn.zst")
PGN_EXTRACT = "/usr/games/pgn-extract"


def timed(cmd):
    """Wall time of one run of cmd, with nothing between (a /usr/bin/time around it would add
    its own start-up, about 3 ms, to every run)."""
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def peak_memory(cmd):
    """Wall time and peak resident memory (KiB, as /usr/bin/time reports it) of one run."""
    start = time.perf_counter()
    proc = subprocess.run(["/usr/bin/time", "-f", "%M"] + cmd, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
    return elapsed, int(proc.stderr.strip().splitlines()[-1])


def best(cmds, rounds):
    times = {name: [] for name in cmds}
    for r in range(rounds):
        order = list(cmds.items())
        if r % 2:
            order.reverse()
        for name, cmd in order:
            times[name].append(timed(cmd))
    return {name: min(t) for name, t in times.items()}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--pgn", default=DEFAULT)
    ap.add_argument("--notator", default=os.path.join(HERE, "..", "build", "notator"))
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="notator-bench-")
    pgn = args.pgn
    if pgn.endswith(".zst"):
        plain = os.path.join(tmp, "corpus.pgn")
        with open(plain, "wb") as out:
            subprocess.run(["zstd", "-dc", pgn], stdout=out, check=True)
        pgn = plain
    n = args.notator
    print(f"input: {args.pgn} ({os.path.getsize(pgn) / 1e6:.1f} MB)")

    t = best({"notator check -j 1": [n, "check", "-q", "-j", "1", pgn],
              "pgn-extract -r": [PGN_EXTRACT, "-r", "-s", pgn]}, args.rounds)
    c = best({"notator convert --to de -j 1": [n, "convert", "-q", "--to", "de", "-j", "1", pgn],
              "pgn-extract -WsanBSLTDK": [PGN_EXTRACT, "-s", "-WsanBSLTDK", "-o", "/dev/null", pgn]},
             args.rounds)
    j = best({"notator check -j 1": [n, "check", "-q", "-j", "1", pgn],
              "notator check -j 2": [n, "check", "-q", "-j", "2", pgn]}, args.rounds)
    for name, secs in {**t, **c}.items():
        print(f"  {name:<32}{secs:8.3f} s")
    print(f"check:   notator is {t['pgn-extract -r'] / t['notator check -j 1']:5.1f}x as fast as "
          f"pgn-extract -r (target 20x)")
    print(f"convert: notator is {c['pgn-extract -WsanBSLTDK'] / c['notator convert --to de -j 1']:5.1f}x "
          f"as fast as pgn-extract -WsanBSLTDK (target 10x)")
    print(f"threads: -j 2 is {j['notator check -j 1'] / j['notator check -j 2']:4.2f}x as fast as "
          f"-j 1 ({j['notator check -j 2']:.3f} s against {j['notator check -j 1']:.3f} s; "
          f"target 1.7x)")

    big = os.path.join(tmp, "big.pgn")
    with open(pgn, "rb") as f:
        data = f.read()
    with open(big, "wb") as out:
        while out.tell() < 200_000_000:
            out.write(data)
    size = os.path.getsize(big) / 1e6
    for cmd in ([n, "check", "-q", "-j", "1", big], [n, "check", "-q", "-j", "2", big],
                [n, "convert", "-q", "--to", "de", "-j", "2", "-o", os.devnull, big]):
        secs, peak = peak_memory(cmd)
        print(f"memory: {' '.join(os.path.basename(x) for x in cmd[1:-1])} on {size:.0f} MB: "
              f"peak {peak / 1024:.1f} MiB in {secs:.2f} s (target <= 32 MiB)")
    for f in os.listdir(tmp):
        os.remove(os.path.join(tmp, f))
    os.rmdir(tmp)


if __name__ == "__main__":
    main()
