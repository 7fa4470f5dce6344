#!/usr/bin/env python3
"""notator's Python module against python-chess, in the same run, on the same games.

Two jobs, each timed as the best of --rounds (python-chess, far slower, once unless told):
  check   every game read, every move checked (python-chess: read_game, which parses and
          plays each move; notator: notator.check, which builds no game objects);
  games   every game read into an object, and each main-line move's SAN written
          (python-chess: read_game, then node.san() for each node of game.mainline();
          notator: read_games, then node.san() for each node of game.mainline(), and, as a
          second figure, game.mainline_san(), the same in one call per game).

python-chess is pure Python: take its source from its public repository
(github.com/niklasf/python-chess; the figures in bench/README.md are of 1.11.2) and name the
directory that holds its chess/ with --python-chess. Run with Debian's
python3, for which the module was built:

  /usr/bin/python3 bench/python_vs_python_chess.py --pgn corpus.pgn --python-chess DIR
"""

import argparse
import os
import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]


def best(job, rounds):
    """The least wall time of `rounds` runs of job(), and job()'s answer."""
    times, answer = [], None
    for _ in range(rounds):
        start = time.perf_counter()
        answer = job()
        times.append(time.perf_counter() - start)
    return min(times), answer


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pgn", required=True, help="the games (the 30,000-game corpus)")
    parser.add_argument("--python-chess", required=True, help="directory holding chess/")
    parser.add_argument("--build", default=str(ROOT / "build"), help="notator's build tree")
    parser.add_argument("--rounds", type=int, default=3, help="rounds for notator")
    parser.add_argument("--chess-rounds", type=int, default=1, help="rounds for python-chess")
    args = parser.parse_args()
    sys.path[:0] = [str(pathlib.Path(args.build) / "python"), args.python_chess]
    import chess  # noqa: E402
    import chess.pgn  # noqa: E402
    import notator  # noqa: E402

    path = args.pgn

    def chess_check():
        games = moves = errors = 0
        with open(path, encoding="utf-8", errors="replace") as f:
            while (game := chess.pgn.read_game(f)) is not None:
                games += 1
                errors += len(game.errors)
                moves += sum(1 for _ in game.mainline_moves())
        return games, moves, errors

    def notator_check():
        report = notator.check(path)
        return report.games, report.moves, len(report.errors)

    def chess_games():
        games = chars = 0
        with open(path, encoding="utf-8", errors="replace") as f:
            while (game := chess.pgn.read_game(f)) is not None:
                games += 1
                chars += sum(len(node.san()) for node in game.mainline())
        return games, chars

    def notator_games(bulk=False):
        """Each move's SAN from its node, or (bulk) the main line's in one call a game."""
        games = chars = 0
        for game in notator.read_games(path):
            games += 1
            sans = game.mainline_san() if bulk else (node.san() for node in game.mainline())
            chars += sum(len(san) for san in sans)
        return games, chars

    size = os.path.getsize(path) / 1e6
    print(f"{path}: {size:.1f} MB; python-chess {chess.__version__}, "
          f"Python {sys.version.split()[0]}")
    n_check, a_check = best(notator_check, args.rounds)
    c_check, b_check = best(chess_check, args.chess_rounds)
    print(f"check  notator {n_check:7.2f} s   python-chess {c_check:7.2f} s   "
          f"{c_check / n_check:6.1f}x   (games, moves, errors: {a_check} / {b_check})")
    n_games, a_games = best(notator_games, args.rounds)
    n_bulk, a_bulk = best(lambda: notator_games(bulk=True), args.rounds)
    c_games, b_games = best(chess_games, args.chess_rounds)
    print(f"games  notator {n_games:7.2f} s   python-chess {c_games:7.2f} s   "
          f"{c_games / n_games:6.1f}x   (games, SAN characters: {a_games} / {b_games})")
    print(f"games, mainline_san() per game: notator {n_bulk:7.2f} s   "
          f"{c_games / n_bulk:6.1f}x   ({a_bulk})")


if __name__ == "__main__":
    main()
