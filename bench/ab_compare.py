#!/usr/bin/env python3
"""Compares two or more builds of notator on the same command, run by turns (so that a machine
that grows slower or faster during the runs weighs on each alike), and prints each one's
minimum, lower quartile and median CPU time (user + system) over the runs.

    python3 bench/ab_compare.py 20 /tmp/before/notator build/notator -- check -j 1 --quiet FILE
"""
import os
import statistics
import subprocess
import sys


def main() -> int:
    if "--" not in sys.argv or len(sys.argv) < 5:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    split = sys.argv.index("--")
    rounds, binaries, args = int(sys.argv[1]), sys.argv[2:split], sys.argv[split + 1:]
    times = {b: [] for b in binaries}
    for r in range(rounds):
        for b in binaries if r % 2 == 0 else reversed(binaries):
            p = subprocess.Popen([b] + args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            _, status, usage = os.wait4(p.pid, 0)
            if status != 0 and os.waitstatus_to_exitcode(status) not in (0, 1):
                print(f"{b} failed: {status}", file=sys.stderr)
                return 1
            times[b].append((usage.ru_utime + usage.ru_stime) * 1000)
    for b, t in times.items():
        t.sort()
        print(f"{b}: min {t[0]:.1f}  p25 {t[len(t) // 4]:.1f}  "
              f"median {statistics.median(t):.1f} ms CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main())
