"""The cluster examples (examples/shard_pgn.py, dask_check.py, parallel_check.sh): a file cut
into shards and checked on a local dask cluster of two workers, and with GNU parallel, tells
exactly what one `notator check` of the whole tells."""

import collections
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
DATA = pathlib.Path(os.environ.get("NOTATOR_TEST_DATA", ROOT / "tests" / "data"))
EXAMPLES = ROOT / "examples"
CLI = os.environ.get("NOTATOR_CLI", str(ROOT / "build" / "notator"))
sys.path.insert(0, str(EXAMPLES))

import dask_check  # noqa: E402
import shard_pgn  # noqa: E402


@pytest.fixture(scope="module")
def whole(tmp_path_factory):
    """2,000 master games, a game with an error, and the FIDE sample games in four languages."""
    path = tmp_path_factory.mktemp("whole") / "whole.pgn"
    masters = subprocess.run(["zstd", "-dc", DATA / "games" / "pgnmentor-first-2000.pgn.zst"],
                             check=True, capture_output=True).stdout
    parts = [masters, (DATA / "games" / "schleining-paehtz-2014.pgn").read_bytes()]
    parts += [(EXAMPLES / name).read_bytes() for name in
              ("de-musterpartie.pgn", "it-esempio.pgn", "pt-amostra.pgn", "gl-mate-do-pastor.pgn")]
    path.write_bytes(b"\n".join(parts))
    return path


def check_whole(path):
    """What one `notator check --json` of the whole says: totals, and (severity, kind,
    message) of every report."""
    run = subprocess.run([CLI, "check", "--json", str(path)], capture_output=True, text=True)
    assert run.returncode in (0, 1), run.stderr
    reports = [json.loads(line) for line in run.stdout.splitlines()]
    summary = run.stderr.strip().splitlines()[-1]
    games, moves = (int(n) for n in re.search(r"(\d+) games?.*?, (\d+) moves?", summary).groups())
    said = collections.Counter((r["severity"], r["kind"], r["message"]) for r in reports)
    return games, moves, said


def test_dask_cluster_tells_what_one_check_of_the_whole_tells(whole, tmp_path):
    from dask.distributed import Client, LocalCluster

    shards = shard_pgn.shard(whole, 7, tmp_path / "shards")
    assert len(shards) == 7
    assert b"".join(p.read_bytes() for p in shards) == whole.read_bytes()
    games, moves, said = check_whole(whole)
    assert games > 2000 and said  # some errors and warnings to compare
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        totals = dask_check.run(tmp_path / "shards", client)
        translated = dask_check.run(tmp_path / "shards", client, to="de", out_dir=str(tmp_path))
    assert totals["shards"] == 7
    assert (totals["games"], totals["moves"]) == (games, moves)
    assert collections.Counter(
        (r["severity"], r["kind"], r["message"]) for r in totals["reports"]) == said
    # Translating on the cluster: what `notator convert --to de` writes of the whole.
    convert = subprocess.run([CLI, "convert", "--to", "de", str(whole)], capture_output=True,
                             text=True)
    german = "".join(p.read_text(encoding="utf-8") for p in sorted(tmp_path.glob("*.de.pgn")))
    assert translated["games"] == games
    assert german == convert.stdout and " Sf3 " in german


def test_gnu_parallel_tells_the_same(whole, tmp_path):
    assert shutil.which("parallel"), "GNU parallel is not installed (scripts/setup.sh installs it)"
    shard_pgn.shard(whole, 5, tmp_path / "shards")
    games, moves, said = check_whole(whole)
    run = subprocess.run([EXAMPLES / "parallel_check.sh", tmp_path / "shards", CLI],
                         capture_output=True, text=True)
    errors = sum(n for (severity, _, _), n in said.items() if severity == "error")
    warnings = sum(said.values()) - errors
    assert run.stderr.strip().splitlines()[-1] == (
        f"parallel_check: {games} games, {moves} moves, {errors} errors, {warnings} warnings")
    assert run.returncode == (1 if errors else 0)
    reports = collections.Counter(
        (r["severity"], r["kind"], r["message"]) for r in map(json.loads, run.stdout.splitlines()))
    assert reports == said
