#!/usr/bin/env python3
"""Cuts a PGN file into pieces at game starts, for machines or cores to read on their own.

  shard_pgn.py GAMES.pgn PIECES OUT_DIR      -> OUT_DIR/GAMES-0001.pgn ...

Each cut is where a game certainly starts whatever came before (notator.find_game_start, the
rule `notator check -j N` cuts by), so the pieces read as the whole file does: the same games,
moves, errors and warnings. The file is mapped, not read into memory; it must be decompressed
(zstd -d, xz -d) and may be in any encoding notator reads. Needs the notator Python module
(PYTHONPATH=build/python).
"""

import mmap
import pathlib
import sys

import notator


def shard(path, pieces, out_dir):
    """Writes the pieces; returns their paths."""
    path, out_dir = pathlib.Path(path), pathlib.Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    with open(path, "rb") as f:
        size = path.stat().st_size
        if size == 0:
            return written
        if f.read(6).startswith((b"\x1f\x8b", b"\x28\xb5\x2f\xfd", b"BZh", b"\xfd7zXZ")):
            raise ValueError(f"{path} is compressed: decompress it first (zstd -d, xz -d, ...)")
        with mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as data:
            cuts = [0]
            for k in range(1, pieces):
                at = notator.find_game_start(data, max(cuts[-1] + 1, size * k // pieces))
                if at is None:
                    break
                if at > cuts[-1]:
                    cuts.append(at)
            cuts.append(size)
            for n, (begin, end) in enumerate(zip(cuts, cuts[1:]), 1):
                piece = out_dir / f"{path.stem}-{n:04d}.pgn"
                with open(piece, "wb") as out:
                    out.write(data[begin:end])
                written.append(piece)
    return written


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    try:
        for piece in shard(sys.argv[1], int(sys.argv[2]), sys.argv[3]):
            print(piece)
    except (OSError, ValueError) as e:
        sys.exit(f"shard_pgn: {e}")


if __name__ == "__main__":
    main()
