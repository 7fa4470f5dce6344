#!/usr/bin/env python3
"""Checks (and translates) a directory of PGN shards on a dask.distributed cluster.

  (PYTHONPATH=build/python /usr/bin/python3 examples/dask_check.py ...)
  dask_check.py SHARD_DIR                        a local cluster, one worker per core
  dask_check.py SHARD_DIR --workers 2            a local cluster of two workers
  dask_check.py SHARD_DIR --scheduler tcp://HOST:8786    an existing cluster
  dask_check.py SHARD_DIR --to de --out OUT_DIR  also write each shard's games in German

Every shard (*.pgn, *.pgn.zst, *.pgn.gz, *.pgn.xz, *.pgn.bz2) is one task: a worker reads it
with the notator Python module (`notator.check`, or `notator.read_games` and `Game.pgn` to
translate as `notator convert` does), and sends back its counts and its errors and warnings.
Each report is printed as FILE:LINE:COLUMN: severity: message (lines within the shard); with
--json, as a line of JSON with the move, its text, the position, the language, the likely
readings and the reading gone on from (the shard's file name in "file"). The totals are those
`notator check` counts for the whole (games, moves, errors, warnings). A shard that cannot be
read is a report of severity "unreadable", and the others are read on. Exit status 0: no
error; 1: some error; 2: no shards, or a shard that cannot be read. The workers need the
module as the client does (the same PYTHONPATH, or pip-installed on each machine), and
Debian's python3 (/usr/bin/python3), for which it is built.
Shards come from shard_pgn.py (or any cut at game starts); see docs/scaling.md.
"""

import argparse
import json
import pathlib
import sys
import time


def check_shard(path, language, to, out_dir):
    """One task: the shard's counts and reports (plain values, to travel between machines)."""
    import notator

    reports = []
    try:
        return read_shard(notator, path, language, to, out_dir, reports)
    except notator.InputError as e:  # a shard that cannot be read: said, the others go on
        reports.append({"severity": "unreadable", "file": str(path), "line": 0, "column": 0,
                        "kind": e.kind, "message": str(e)})
        return {"games": 0, "moves": 0, "reports": reports}


def read_shard(notator, path, language, to, out_dir, reports):
    """check_shard's work, which may raise notator.InputError."""
    if to is None:
        result = notator.check(path, language=language)
        games, moves = result.games, result.moves
        said = [("error", d) for d in result.errors] + [("warning", d) for d in result.warnings]
    else:
        games = moves = 0
        said = []
        # shard-0001.pgn.zst -> OUT_DIR/shard-0001.pgn.zst.de.pgn
        target = pathlib.Path(out_dir) / f"{pathlib.Path(path).name}.{to}.pgn"
        with open(target, "w", encoding="utf-8") as out:
            # As `notator convert`: a game with an error is written up to it, the rest kept
            # unchecked (go_on=True would write each error's likeliest reading, as `repair`).
            for game in notator.read_games(path, language=language, go_on=False):
                games += 1
                moves += game.moves_read
                said += [("error", d) for d in game.errors] + [("warning", d) for d in game.warnings]
                out.write(game.pgn(language=to))
    for severity, d in said:
        reports.append({"severity": severity, "file": str(path), "line": d.line,
                        "column": d.column, "move_number": d.move_number, "text": d.text,
                        "kind": d.kind, "message": d.message, "fen": d.fen,
                        "language": d.language, "suggestions": d.suggestions,
                        "read_as": d.read_as})
    return {"games": games, "moves": moves, "reports": reports}


def shards_of(directory):
    found = []
    for pattern in ("*.pgn", "*.pgn.zst", "*.pgn.gz", "*.pgn.xz", "*.pgn.bz2"):
        found += pathlib.Path(directory).glob(pattern)
    # Absolute paths: a worker on another machine reads them from the shared file system.
    return sorted(str(p.resolve()) for p in found)


def run(directory, client, language="auto", to=None, out_dir=None):
    """Checks every shard on the client's cluster; the totals and every report."""
    shards = shards_of(directory)
    futures = client.map(check_shard, shards, language=language, to=to, out_dir=out_dir,
                         pure=False)
    totals = {"shards": len(shards), "games": 0, "moves": 0, "reports": []}
    for result in client.gather(futures):
        totals["games"] += result["games"]
        totals["moves"] += result["moves"]
        totals["reports"] += result["reports"]
    return totals


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("shards", help="a directory of PGN shards")
    parser.add_argument("--scheduler", help="the address of a running dask scheduler")
    parser.add_argument("--workers", type=int, help="workers of a local cluster")
    parser.add_argument("--from", dest="language", default="auto", help="as notator check")
    parser.add_argument("--to", help="also write the games in this language ...")
    parser.add_argument("--out", help="... into this directory (on a shared file system)")
    parser.add_argument("--json", action="store_true", help="each report as a line of JSON")
    args = parser.parse_args()
    if args.to and not args.out:
        parser.error("--to needs --out")
    if args.out and pathlib.Path(args.out).resolve() == pathlib.Path(args.shards).resolve():
        parser.error("--out must not be the shards' directory (its files would be shards)")
    if args.out:
        pathlib.Path(args.out).mkdir(parents=True, exist_ok=True)

    if not shards_of(args.shards):
        print(f"dask_check: no PGN shards (*.pgn, *.pgn.zst, ...) in {args.shards}",
              file=sys.stderr)
        sys.exit(2)
    from dask.distributed import Client, LocalCluster

    start = time.perf_counter()
    if args.scheduler:
        client = Client(args.scheduler)
    else:
        cluster = LocalCluster(n_workers=args.workers, threads_per_worker=1,
                               dashboard_address=None, processes=True)
        client = Client(cluster)
    with client:
        totals = run(args.shards, client, args.language, args.to, args.out)
    errors = sum(r["severity"] == "error" for r in totals["reports"])
    unreadable = sum(r["severity"] == "unreadable" for r in totals["reports"])
    warnings = len(totals["reports"]) - errors - unreadable
    for r in totals["reports"]:
        if args.json:
            print(json.dumps(r, ensure_ascii=False))
        else:
            print(f"{r['file']}:{r['line']}:{r['column']}: {r['severity']}: {r['message']}")
    seconds = time.perf_counter() - start
    print(f"dask_check: {totals['shards']} shards, {totals['games']} games, {totals['moves']} "
          f"moves, {errors} errors, {warnings} warnings"
          + (f", {unreadable} shards not read" if unreadable else "")
          + f" in {seconds:.1f} s", file=sys.stderr)
    sys.exit(2 if unreadable else 1 if errors else 0)


if __name__ == "__main__":
    main()
