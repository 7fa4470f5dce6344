#!/usr/bin/env python3
"""Runs `notator check` and `notator convert` beside pgn-extract on the same PGN file in the
same run, alternating, several rounds, and prints the minimum times and the ratios; then
`--from auto` against `--from en`, `-j 2` against `-j 1`, and notator's peak memory on a
200 MB input (the file repeated).

Beside `-j 2`, the same rounds time the machine's own ceiling for two threads: two `-j 1`
processes started at once on the file's two halves (cut where a game starts), which share
nothing but the machine. On a shared host two busy virtual CPUs are each slower than one, so
that ceiling is below 2x and moves with the neighbours' load; `-j 2` can only come near it.

Whole-process wall times. Defaults to the project's 30,000-game corpus beside the
repository (shared/data/games/...30000.pgn.zst), or where that is missing to the games that
ship with it (bench/data/twic0920.pgn.zst), decompressed to a temporary file first.

Usage: bench/pgn_vs_pgn_extract.py [--pgn FILE] [--notator build/notator] [--rounds 5]
"""
import argparse
import os
import statistics
import subprocess
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(HERE, "..", "..", "shared", "data", "games", "pgnmentor-sample",
                       "pgnmentor-sample-30000.pgn.zst")
# In a clone without the project's shared data: the games that ship with the repository.
if not os.path.exists(DEFAULT):
    DEFAULT = os.path.join(HERE, "data", "twic0920.pgn.zst")
PGN_EXTRACT = "/usr/games/pgn-extract"


def timed(cmd):
    """Wall time of one run of cmd, with nothing between (a /usr/bin/time around it would add
    its own start-up, about 3 ms, to every run). A list of commands runs them all at once, and
    times them until the last ends."""
    cmds = cmd if isinstance(cmd[0], list) else [cmd]
    start = time.perf_counter()
    procs = [subprocess.Popen(c, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
             for c in cmds]
    for proc in procs:
        proc.wait()
    return time.perf_counter() - start


def peak_memory(cmd):
    """Wall time and peak resident memory (KiB, as /usr/bin/time reports it) of one run."""
    start = time.perf_counter()
    proc = subprocess.run(["/usr/bin/time", "-f", "%M"] + cmd, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
    return elapsed, int(proc.stderr.strip().splitlines()[-1])


def rounds_of(cmds, rounds):
    """Every round runs each command once, in turn (reversed every other round); the times of
    each, by round."""
    times = {name: [] for name in cmds}
    for r in range(rounds):
        order = list(cmds.items())
        if r % 2:
            order.reverse()
        for name, cmd in order:
            times[name].append(timed(cmd))
    return times


def best(cmds, rounds):
    return {name: min(t) for name, t in rounds_of(cmds, rounds).items()}


def halves(pgn, tmp):
    """The file cut in two where a game starts nearest its middle."""
    with open(pgn, "rb") as f:
        data = f.read()
    cut = data.find(b"\n[Event ", len(data) // 2) + 1 or len(data) // 2
    names = [os.path.join(tmp, "half1.pgn"), os.path.join(tmp, "half2.pgn")]
    for name, part in zip(names, (data[:cut], data[cut:])):
        with open(name, "wb") as out:
            out.write(part)
    return names


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
    # Finding each game's language (--from auto, the default) against a language given.
    lang = best({"check --from en": [n, "check", "-q", "-j", "1", "--from", "en", pgn],
                 "check --from auto": [n, "check", "-q", "-j", "1", "--from", "auto", pgn],
                 "convert --from en": [n, "convert", "-q", "--to", "de", "-j", "1", "--from",
                                       "en", "-o", os.devnull, pgn],
                 "convert --from auto": [n, "convert", "-q", "--to", "de", "-j", "1", "--from",
                                         "auto", "-o", os.devnull, pgn]}, args.rounds)
    half = halves(pgn, tmp)
    jt = rounds_of({"notator check -j 1": [n, "check", "-q", "-j", "1", pgn],
                    "notator check -j 2": [n, "check", "-q", "-j", "2", pgn],
                    "two -j 1 on halves": [[n, "check", "-q", "-j", "1", h] for h in half]},
                   args.rounds)
    j = {name: min(t) for name, t in jt.items()}
    # The ratio within each round, where both ran under the same load, as a second view.
    paired = {name: statistics.median(a / b for a, b in zip(jt["notator check -j 1"], jt[name]))
              for name in ("notator check -j 2", "two -j 1 on halves")}
    for name, secs in {**t, **c}.items():
        print(f"  {name:<32}{secs:8.3f} s")
    print(f"check:   notator is {t['pgn-extract -r'] / t['notator check -j 1']:5.1f}x as fast as "
          f"pgn-extract -r (target 20x)")
    print(f"convert: notator is {c['pgn-extract -WsanBSLTDK'] / c['notator convert --to de -j 1']:5.1f}x "
          f"as fast as pgn-extract -WsanBSLTDK (target 10x)")
    print(f"languages: --from auto costs {lang['check --from auto'] / lang['check --from en']:4.2f}x "
          f"--from en for check ({lang['check --from auto']:.3f} s against "
          f"{lang['check --from en']:.3f} s), "
          f"{lang['convert --from auto'] / lang['convert --from en']:4.2f}x for convert "
          f"({lang['convert --from auto']:.3f} s against {lang['convert --from en']:.3f} s); "
          f"target at most 1.5x")
    speedup = j["notator check -j 1"] / j["notator check -j 2"]
    ceiling = j["notator check -j 1"] / j["two -j 1 on halves"]
    print(f"threads: -j 2 is {speedup:4.2f}x as fast as -j 1 ({j['notator check -j 2']:.3f} s "
          f"against {j['notator check -j 1']:.3f} s); the machine's ceiling, two -j 1 at once on "
          f"the halves: {ceiling:4.2f}x ({j['two -j 1 on halves']:.3f} s)")
    print(f"         -j 2 reaches {speedup / ceiling:4.2f} of the ceiling (target 0.95); median "
          f"of the rounds' own ratios: -j 2 {paired['notator check -j 2']:4.2f}x, halves "
          f"{paired['two -j 1 on halves']:4.2f}x")

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
    # The same games on one line (a file flattened by some tool): memory and time stay those of
    # the games, not of the line.
    flat = os.path.join(tmp, "flat.pgn")
    with open(flat, "wb") as out:
        out.write(data.replace(b"\r", b" ").replace(b"\n", b" "))
    secs, peak = peak_memory([n, "check", "-q", "-j", "1", flat])
    print(f"memory: check -q -j 1 on the {len(data) / 1e6:.0f} MB file as one line: peak "
          f"{peak / 1024:.1f} MiB in {secs:.2f} s (target <= 32 MiB), "
          f"{secs / t['notator check -j 1']:.1f}x the time of the file as it is (the same games; "
          f"a line however long costs each game nothing more)")
    for f in os.listdir(tmp):
        os.remove(os.path.join(tmp, f))
    os.rmdir(tmp)


if __name__ == "__main__":
    main()
