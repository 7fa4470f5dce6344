#!/usr/bin/env python3
"""The Python module in one program: moves in any language, an illegal move's exception, games
read with their language, errors and moves, written in another language, and a file checked.
CTest runs it on the German sample game (test "example-python"), so it stays true.

  PYTHONPATH=build/python python3 examples/python_tour.py [FILE.pgn]
"""

import pathlib
import sys

import notator

path = sys.argv[1] if len(sys.argv) > 1 else str(pathlib.Path(__file__).parent / "de-musterpartie.pgn")

board = notator.Board()
board.push_san("Sf3", language="de")             # any language, any FIDE form: Sg1-f3, ♘f3
print(board.san(board.parse_san("Cc6", language="fr"), language="de", style="long"))  # Sb8c6
try:
    board.push_san("Nf4")
except notator.IllegalMoveError as e:            # a ValueError, as python-chess's
    print(e, e.kind, e.suggestions)              # ... illegal_move ['Nf6', 'f5', 'e5']

for game in notator.read_games(path):            # a path or a file object; language found
    print(game.headers["Event"], game.language, game.mainline_san(language="de")[:4])
    for error in game.errors:                    # and warnings: Diagnostic objects
        print(error.line, error.column, error.message, error.suggestions)
    print(game.pgn(language="es", preset="fide"))

report = notator.check(path)                     # fast: checks without building game objects
print(report.games, report.moves, report.languages)
