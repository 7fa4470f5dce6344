"""notator: FIDE algebraic chess notation, read, checked and written in any language.

Positions (``Board``), moves read from text in any form the FIDE system allows and in any
language's piece letters (``push_san``), written in any (``san``); games read from files,
file objects and strings (``read_games``, ``read_game``, ``parse_games``) with every error
and warning, checked without building games (``check``), and written back (``Game.pgn``).
Names follow python-chess where the concept is the same.
"""

import weakref as _weakref
from typing import IO, Optional

from ._notator import (  # noqa: F401
    BISHOP,
    BLACK,
    KING,
    KNIGHT,
    PAWN,
    QUEEN,
    ROOK,
    SQUARE_NAMES,
    STARTING_FEN,
    WHITE,
    AmbiguousMoveError,
    Board,
    CheckReport,
    Diagnostic,
    FenError,
    Game,
    GameIterator,
    GameNode,
    IllegalMoveError,
    InputError,
    InvalidMoveError,
    Move,
    MoveError,
    Translation,
    check,
    find_game_start,
    languages,
    parse_games,
    parse_square,
    read_games,
    translate,
)

__all__ = [
    "BISHOP", "BLACK", "KING", "KNIGHT", "PAWN", "QUEEN", "ROOK", "SQUARE_NAMES",
    "STARTING_FEN", "WHITE", "AmbiguousMoveError", "Board", "CheckReport", "Diagnostic",
    "FenError", "Game", "GameIterator", "GameNode", "IllegalMoveError", "InputError",
    "InvalidMoveError", "Move", "MoveError", "Translation", "check", "find_game_start",
    "languages", "parse_games", "parse_square", "read_game", "read_games", "translate",
]

# The game iterator each file object is being read with (read_game, python-chess's way). The
# iterator holds only a weak proxy of its handle, so that neither keeps the other alive.
_iterators: "_weakref.WeakKeyDictionary" = _weakref.WeakKeyDictionary()


def read_game(handle: "IO[str] | IO[bytes]", **options) -> "Optional[Game]":
    """The next game of a file object, or None at its end (python-chess's ``read_game``).

    The first call on a handle starts reading it with ``options`` (those of ``read_games``);
    later calls on the same handle go on where the last game ended (other options are then
    refused). notator reads ahead in large blocks, so the handle's position (``tell``) is not
    where the game ended, as it is with python-chess; to index a file, use the games' ``line``.
    Raises TypeError for an object that takes no weak reference (read it with ``read_games``).
    """
    try:
        games = _iterators.get(handle)
    except TypeError:
        raise TypeError(f"read_game needs a file object that takes a weak reference, not "
                        f"{type(handle).__name__}: read it with read_games") from None
    if games is None:
        games = read_games(_weakref.proxy(handle), **options)
        _iterators[handle] = games
    elif options:
        raise ValueError("read_game takes options on a handle's first call only")
    return next(games, None)
