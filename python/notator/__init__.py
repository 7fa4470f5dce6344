"""notator: FIDE algebraic chess notation, read, checked and written in any language.

Positions (``Board``), moves read from text in any form the FIDE system allows and in any
language's piece letters (``push_san``), written in any (``san``); games read from files,
file objects and strings (``read_games``, ``read_game``, ``parse_games``) with every error
and warning, checked without building games (``check``), and written back (``Game.pgn``).
Names follow python-chess where the concept is the same.
"""

import weakref as _weakref
from collections.abc import Iterator, MutableMapping
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
    "FenError", "Game", "GameIterator", "GameNode", "Headers", "IllegalMoveError", "InputError",
    "InvalidMoveError", "Move", "MoveError", "Translation", "check", "find_game_start",
    "languages", "parse_games", "parse_square", "read_game", "read_games", "translate",
]

# The seven-tag roster and what the export format writes where a game has none of it.
_ROSTER = {"Event": "?", "Site": "?", "Date": "????.??.??", "Round": "?", "White": "?",
           "Black": "?", "Result": "*"}


# The roster tags deleted through Headers, of each game (a game without one still writes its
# default, which the export format asks for, but the mapping no longer holds it).
_deleted_roster: "_weakref.WeakKeyDictionary" = _weakref.WeakKeyDictionary()


class Headers(MutableMapping):
    """A game's tags, as python-chess's ``Game.headers``: the seven-tag roster first (its
    default, "?", "????.??.??" or "*", where the game has none of it), then the others in their
    order. Setting one sets the game's first tag of that name (or adds it), deleting one
    deletes every tag of that name (a roster tag too: it is then in the mapping no more), and
    ``Game.pgn`` writes what they are then. Setting Result sets the result after the moves as
    well, as python-chess writes it. Unlike python-chess, a roster tag deleted is still written
    with its default, as the export format asks.
    """

    def __init__(self, game: "Game") -> None:
        self._game = game

    def _deleted(self) -> set:
        return _deleted_roster.setdefault(self._game, set())

    def __getitem__(self, name: str) -> str:
        value = self._game._get_tag(name)
        if value is None:
            if name in _ROSTER and name not in self._deleted():
                return _ROSTER[name]
            raise KeyError(name)
        return value

    def __setitem__(self, name: str, value: str) -> None:
        if not isinstance(name, str) or not isinstance(value, str):
            raise TypeError("tag names and values are str")
        if not name or any(not (c.isalnum() or c == "_") for c in name):
            raise ValueError(f"a tag name is letters, digits and '_': {name!r}")
        self._game._set_tag(name, value)
        self._deleted().discard(name)

    def __delitem__(self, name: str) -> None:
        had = name in self
        self._game._del_tag(name)
        if not had:
            raise KeyError(name)
        if name in _ROSTER:
            self._deleted().add(name)

    def __iter__(self) -> "Iterator[str]":
        names = self._game._tag_names()
        deleted = self._deleted()
        yield from (n for n in _ROSTER if n not in deleted or n in names)
        yield from (n for n in names if n not in _ROSTER)

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __repr__(self) -> str:
        return f"Headers({dict(self)!r})"


Game.headers = property(  # type: ignore[assignment]
    Headers, doc="The tags, editable as python-chess's: see Headers.")

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
