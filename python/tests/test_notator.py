"""The Python module, as a python-chess user would use it (run by CTest: test "python")."""

import gzip
import io
import os
import pathlib

import pytest

import notator

DATA = pathlib.Path(os.environ.get("NOTATOR_TEST_DATA", pathlib.Path(__file__).parents[2] / "tests" / "data"))
LATIN1_EVENT = "4th Marx György Mem"  # tests/data/games/latin1-event.pgn, in Latin-1
EXAMPLES = pathlib.Path(os.environ.get("NOTATOR_EXAMPLES", pathlib.Path(__file__).parents[2] / "examples"))


# ---------------------------------------------------------------- positions and moves


def test_board_starts_where_chess_starts():
    board = notator.Board()
    assert board.fen() == notator.STARTING_FEN
    assert board.turn == notator.WHITE
    assert len(board.legal_moves) == 20
    assert board.perft(3) == 8902
    assert board.piece_at(notator.parse_square("g1")) == "N"
    assert board.piece_at(notator.parse_square("e4")) is None


def test_push_san_in_any_language_and_form():
    board = notator.Board()
    for text, language in [("Sf3", "de"), ("Cf6", "it"), ("c2-c4", None), ("♙g6", None)]:
        board.push_san(text, language=language)
    assert board.fen() == "rnbqkb1r/pppppp1p/5np1/8/2P5/5N2/PP1PPPPP/RNBQKB1R w KQkq - 0 3"
    assert [m.uci() for m in board.move_stack] == ["g1f3", "g8f6", "c2c4", "g7g6"]
    assert board.pop() == notator.Move.from_uci("g7g6")
    assert board.peek().uci() == "c2c4"
    # A language by its name or upper-case code, or five letters of one's own.
    knight = notator.Move.from_uci("b8c6")
    for language in ("German", "DE", "KDTLS"):
        assert board.parse_san("Sc6", language=language) == knight


def test_move_errors_are_value_errors_with_kind_and_suggestions():
    board = notator.Board()
    with pytest.raises(notator.IllegalMoveError) as illegal:
        board.push_san("Nf4")
    e = illegal.value
    assert isinstance(e, ValueError) and isinstance(e, notator.MoveError)
    assert e.kind == "illegal_move"
    assert e.text == "Nf4"
    assert e.fen == notator.STARTING_FEN
    assert "Nf3" in e.suggestions
    assert "illegal" in str(e)
    with pytest.raises(notator.InvalidMoveError) as invalid:
        board.parse_san("hello")
    assert invalid.value.kind in ("move_syntax", "unknown_piece_letter")
    board = notator.Board("4k3/8/8/8/8/8/4K3/R6R w - - 0 1")
    with pytest.raises(notator.AmbiguousMoveError) as ambiguous:
        board.parse_san("Rd1")
    assert set(ambiguous.value.suggestions) >= {"Rad1", "Rhd1"}
    assert board.fen() == "4k3/8/8/8/8/8/4K3/R6R w - - 0 1"  # nothing played
    with pytest.raises(notator.IllegalMoveError):
        board.push(notator.Move.from_uci("e2g2"))  # no king's move of two squares
    with pytest.raises(notator.InvalidMoveError):
        notator.Move.from_uci("e9e4")


def test_bad_fen_is_a_fen_error():
    with pytest.raises(notator.FenError) as bad:
        notator.Board("8/8/8 w - - 0 1")
    assert isinstance(bad.value, ValueError)
    assert bad.value.kind.startswith("fen_")


def test_writing_moves_in_every_style():
    board = notator.Board()
    nf3 = board.parse_san("Nf3")
    assert board.san(nf3) == "Nf3"
    assert board.san(nf3, language="de") == "Sf3"
    assert board.san(nf3, language="fr", style="long") == "Cg1f3"
    assert board.san(nf3, figurine=True) == "♘f3"
    assert board.lan(nf3) == "Ng1-f3"  # python-chess's long form
    assert board.san(nf3, style="uci") == "g1f3"
    line = [notator.Move.from_uci(u) for u in ("e2e4", "e7e5", "g1f3")]
    assert board.variation_san(line) == "1. e4 e5 2. Nf3"
    assert board.variation_san(line, language="es") == "1. e4 e5 2. Cf3"
    castle = notator.Board("r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1")
    assert castle.san(castle.parse_san("O-O"), preset="fide") == "0-0"
    assert castle.san(castle.parse_san("0-0")) == "O-O"


def test_predicates_and_game_end():
    board = notator.Board("r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 2")
    ep = board.parse_san("exd6")
    assert board.is_capture(ep) and board.is_en_passant(ep)
    castle = board.parse_san("O-O")
    assert board.is_castling(castle) and not board.is_capture(castle)
    assert board.gives_check(board.parse_san("Ra8+"))
    fools = notator.Board()
    for san in ["f3", "e5", "g4", "Qh4#"]:
        fools.push_san(san)
    assert fools.is_checkmate() and fools.is_game_over() and fools.result() == "0-1"
    assert notator.Board("8/8/8/8/8/8/8/k6K w - - 0 1").is_insufficient_material()
    repeat = notator.Board()
    for _ in range(2):
        for san in ["Nf3", "Nf6", "Ng1", "Ng8"]:
            repeat.push_san(san)
    assert repeat.can_claim_threefold_repetition()
    assert not repeat.is_fivefold_repetition()
    for _ in range(2):
        for san in ["Nf3", "Nf6", "Ng1", "Ng8"]:
            repeat.push_san(san)
    assert repeat.is_fivefold_repetition() and repeat.result() == "1/2-1/2"


def test_likely_readings():
    board = notator.Board()
    assert board.likely_readings("Sf3")[0] == "Nf3"  # a German letter in an English reading


# ---------------------------------------------------------------- games


def test_read_games_from_a_path_finds_the_language():
    games = list(notator.read_games(EXAMPLES / "de-musterpartie.pgn"))
    assert len(games) == 1
    game = games[0]
    assert game.language == "de" and game.language_found
    assert game.ok and game.result == "*"
    assert game.headers["Event"].startswith("FIDE")
    assert game.mainline_san()[:4] == ["e4", "e5", "Nf3", "Nf6"]
    assert game.mainline_san(language="de")[2] == "Sf3"
    nodes = game.mainline()
    assert nodes[2].san() == "Nf3" and nodes[2].written == "Sf3"
    assert nodes[2].move == notator.Move.from_uci("g1f3")
    assert nodes[2].board().fen() == nodes[3].board_before().fen()
    assert game.end_board().fen() == nodes[-1].board().fen()
    assert [m.uci() for m in game.mainline_moves()][:2] == ["e2e4", "e7e5"]
    assert "Sf3" in game.pgn(language="de", preset="fide")
    assert "2. Nf3" in str(game)


def test_comments_nags_and_variations():
    (game,) = notator.parse_games(
        '[White "A"]\n\n{start} 1. e4! $14 {good} (1. d4 d5 (1... Nf6)) 1... e5 2. Nf3 *\n'
    )
    assert game.starting_comments == ["start"]
    e4 = game.mainline()[0]
    assert e4.nags == [1, 14]
    assert e4.comment == "good"
    (d4_line,) = e4.alternatives
    assert [n.san() for n in d4_line] == ["d4", "d5"]
    assert [n.san() for n in d4_line[1].alternatives[0]] == ["Nf6"]
    assert (e4.ply(), e4.turn(), e4.color, e4.move_number) == (1, notator.BLACK, notator.WHITE, 1)
    assert game.tags == [("White", "A")]
    # headers as python-chess's: the seven-tag roster, '?' where the game has none of it.
    assert list(game.headers.items()) == [
        ("Event", "?"), ("Site", "?"), ("Date", "????.??.??"), ("Round", "?"),
        ("White", "A"), ("Black", "?"), ("Result", "*")]


def test_errors_are_reported_with_readings_and_the_game_goes_on():
    (game,) = notator.parse_games("1. e4 e5 2. Nf4 Nc6 3. Bb5 a6 *")
    assert not game.ok
    (error,) = game.errors
    assert error.kind == "illegal_move" and error.severity == "error"
    assert error.move_number == 2 and error.color is notator.WHITE and error.text == "Nf4"
    assert error.suggestions[0] == "Nf3" and error.read_as == "Nf3"
    assert error.line == 1 and error.column == 13
    assert len(game.mainline_moves()) == 6  # read on from Nf3
    (stopped,) = notator.parse_games("1. e4 e5 2. Nf4 Nc6 *", go_on=False)
    assert len(stopped.mainline_moves()) == 2
    assert stopped.unchecked == ["2. Nf4 Nc6"]


def test_read_game_reads_a_file_object_game_by_game():
    text = (EXAMPLES / "pt-amostra.pgn").read_text(encoding="utf-8")
    handle = io.StringIO(text)
    first = notator.read_game(handle)
    second = notator.read_game(handle)
    assert first is not None and second is not None and first.number == 1 and second.number == 2
    while notator.read_game(handle) is not None:
        pass
    assert notator.read_game(handle) is None
    # A binary file object: its bytes decoded as files are (here gzip-compressed Latin-1).
    latin1 = (DATA / "games" / "latin1-event.pgn").read_bytes()
    (game,) = notator.read_games(io.BytesIO(gzip.compress(latin1)))
    assert game.headers["Event"] == LATIN1_EVENT


def test_check_matches_reading_game_by_game():
    path = DATA / "games" / "pgnmentor-first-2000.pgn.zst"
    report = notator.check(path)
    assert report.games == 2000 and report.ok
    assert report.languages == {"en": 2000}
    moves = sum(len(g.mainline_moves()) for g in notator.read_games(str(path)))
    assert report.moves >= moves > 100000
    with open(path, "rb") as handle:
        assert notator.check(handle).moves == report.moves


def test_files_that_cannot_be_read_raise_input_error():
    with pytest.raises(notator.InputError) as missing:
        notator.check("/no/such/file.pgn")
    assert missing.value.kind == "cannot_open" and isinstance(missing.value, OSError)
    with pytest.raises(notator.InputError) as binary:
        list(notator.read_games(io.BytesIO(b"\x00\x01\x02binary\x00" * 100)))
    assert binary.value.kind == "not_text"

    class Broken(io.RawIOBase):
        def readable(self):
            return True

        def read(self, n=-1):
            raise RuntimeError("the disk is on fire")

    with pytest.raises(notator.InputError, match="on fire"):
        notator.check(Broken())


def test_languages():
    codes = {code for code, _, _ in notator.languages()}
    assert {"en", "de", "fr", "ru"} <= codes
    with pytest.raises(ValueError):
        notator.Board().push_san("e4", language="xx")


def test_bad_arguments_are_python_errors_not_crashes():
    board = notator.Board()
    with pytest.raises(ValueError):
        board.perft(10000)
    with pytest.raises(ValueError):
        board.perft(-1)
    assert notator.Move.from_uci("e2e4") != None  # noqa: E711 (a comparison, not a TypeError)
    assert board != "a board"
    with pytest.raises(TypeError):
        notator.parse_games(b"1. e4 *")
    with pytest.raises(ValueError):
        notator.check("games\0.pgn")
    data = b'[Event "a"]\n\n1. e4 *\n\n[Event "b"]\n\n1. d4 *\n'
    assert notator.find_game_start(data, 1) == data.index(b'[Event "b"]')
    assert notator.find_game_start(bytearray(data), 1) == data.index(b'[Event "b"]')
    assert notator.find_game_start(data, len(data)) is None
    with pytest.raises(BufferError):
        notator.find_game_start(memoryview(data)[::-1], 0)  # not one contiguous block


def test_file_objects_that_misbehave():
    class Giving(io.RawIOBase):
        def __init__(self, chunks):
            self.chunks = list(chunks)

        def readable(self):
            return True

        def read(self, n=-1):
            return self.chunks.pop(0) if self.chunks else b""

    # Buffers of any kind are bytes.
    (game,) = notator.read_games(Giving([bytearray(b"1. e4 e5 "), memoryview(b"2. Nf3 *\n")]))
    assert len(game.mainline_moves()) == 3
    # None (a non-blocking stream) and other values are an InputError, never a crash.
    for bad in (None, 42):
        with pytest.raises(notator.InputError):
            list(notator.read_games(Giving([b"1. e4 ", bad])))

    class Interrupted(io.RawIOBase):
        def readable(self):
            return True

        def read(self, n=-1):
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):  # passed on as it was, not made an InputError
        notator.check(Interrupted())


def test_read_game_wants_weak_references():
    with pytest.raises(TypeError):
        notator.read_game(["not", "a", "file"])
    handle = io.StringIO("1. e4 *\n\n1. d4 *\n")
    assert notator.read_game(handle).mainline_san() == ["e4"]
    with pytest.raises(ValueError):
        notator.read_game(handle, language="de")  # options on the first call only
    assert notator.read_game(handle).mainline_san() == ["d4"]
    assert notator.read_game(handle) is None


def test_two_threads_cannot_read_one_iterator_at_once():
    import threading

    games = notator.read_games(io.StringIO("1. e4 *\n" * 2000))
    failures = []

    def read():
        try:
            for _ in games:
                pass
        except ValueError as e:
            failures.append(e)

    threads = [threading.Thread(target=read) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    # Either thread may meet the other inside; none crashes, and every failure says why.
    assert all("already being read" in str(e) for e in failures)


def test_old_notations_and_numeric():
    board = notator.Board()
    assert board.push_san("P-K4", language="descriptive").uci() == "e2e4"
    assert board.push_san("P - K 4", language="descriptive").uci() == "e7e5"
    assert board.push_san("C3AR", language="descriptive-es").uci() == "g1f3"
    assert board.push_san("2836", language="iccf").uci() == "b8c6"
    with pytest.raises(notator.AmbiguousMoveError):
        notator.Board().parse_san("Kt-B3", language="descriptive")
    move = board.parse_san("Bb5")
    assert board.san(move, style="numeric") == "6125"
    games = list(notator.parse_games("1. P-K4 P-K4 2. Kt-KB3 Kt-QB3 3. B-Kt5 *\n",
                                     language="descriptive"))
    assert games[0].mainline_san() == ["e4", "e5", "Nf3", "Nc6", "Bb5"]


def test_translate_prose():
    t = notator.translate("Nach 12.Sf3 Lg4 13.h3 steht Weiß besser", "de")
    assert t.text == "Nach 12.Nf3 Bg4 13.h3 steht Weiß besser"
    assert (t.moves, t.translated, t.checked) == (3, 2, 0)
    t = notator.translate("1.e4 e5 2.Sf3 Sc6 3.Lf4", "German", "fr")
    assert t.text == "1.e4 e5 2.Cf3 Cc6 3.Ff4"
    assert [e.kind for e in t.errors] == ["illegal_move"]
    assert t.errors[0].line == 1 and t.errors[0].column == 21
    with pytest.raises(ValueError):
        notator.translate("1.e4", "xx-not-a-language")


# ---------------------------------------------------------------- what was written, kept


def test_a_move_read_in_place_of_an_error_says_so():
    game = next(iter(notator.parse_games("1.e4 e5 2.Nf3 Nf9 3.Bb5 a6 *")))
    nodes = game.mainline()
    # The move written is what the sheet has; the move read is the reading, and it says so.
    assert [n.written for n in nodes] == ["e4", "e5", "Nf3", "Nf9", "Bb5", "a6"]
    assert [n.guessed for n in nodes] == [False, False, False, True, False, False]
    assert nodes[3].san() == "Nf6"
    assert nodes[3].error is game.errors[0] or nodes[3].error.message == game.errors[0].message
    assert nodes[2].error is None
    # One meaning of ply, python-chess's: the error's ply is its node's.
    assert game.errors[0].ply == nodes[3].ply() == 4
    # A move left out, named: both moves of the reading are guessed, written as the sheet has it.
    sheet = next(iter(notator.parse_games("1.e4 e5 2.Jf3 Jc6 3.Sc4 O-O 4.Sc5 c3 5.O-O d4 6.exd4 1-0")))
    guessed = [n for n in sheet.mainline() if n.guessed]
    assert [n.san() for n in guessed] == ["Nf6", "O-O"]
    assert {n.written for n in guessed} == {"O-O"}
    # Before White's number where Black's move is due, the move left out alone, at the number.
    sheet = next(iter(notator.parse_games("1.e4 e5 2.Jf3 Jc6 3.Sc4 4.O-O Sc5 5.c3 O-O 6.d4 exd4 1-0")))
    guessed = [n for n in sheet.mainline() if n.guessed]
    assert [(n.san(), n.written) for n in guessed] == [("Nf6", "4.")]


def test_headers_are_edited_as_python_chess_edits_them():
    game = next(iter(notator.parse_games('[Event "Club"]\n[Site "Brno"]\n\n1.e4 e5 *\n')))
    headers = game.headers
    assert list(headers)[:7] == ["Event", "Site", "Date", "Round", "White", "Black", "Result"]
    assert headers["Date"] == "????.??.??"
    headers["Event"] = "Přebor"
    headers["Annotator"] = "Novák"
    del headers["Site"]
    # The same edits through a new headers view, and written back.
    assert game.headers["Event"] == "Přebor"
    # A roster tag deleted is in the mapping no more (as python-chess's), but is still written
    # with its default, as the export format asks.
    assert "Site" not in game.headers and game.headers.get("Site") is None
    assert "Site" not in list(game.headers) and len(game.headers) == 7
    assert game.headers.get("Annotator") == "Novák"
    assert "Annotator" in game.headers
    pgn = game.pgn()
    assert '[Event "Přebor"]' in pgn and '[Site "?"]' in pgn and '[Annotator "Novák"]' in pgn
    game.headers["Site"] = "Ostrava"
    assert game.headers["Site"] == "Ostrava" and list(game.headers)[1] == "Site"
    # The result set in the headers is the one after the moves too, as python-chess writes it.
    game.headers["Result"] = "1-0"
    assert game.pgn().rstrip().endswith("1-0") and '[Result "1-0"]' in game.pgn()
    del game.headers["Result"]
    assert game.pgn().rstrip().endswith("*")
    with pytest.raises(KeyError):
        del game.headers["NoSuchTag"]
    with pytest.raises(KeyError):
        game.headers["NoSuchTag"]
    with pytest.raises(ValueError):
        game.headers["Bad Name"] = "x"
    game.headers.update({"Round": "3", "White": "Carlsen"})
    assert game.headers["Round"] == "3" and dict(game.headers)["White"] == "Carlsen"


def test_lan_is_python_chess_long_form():
    board = notator.Board()
    assert board.lan(board.parse_san("Nf3")) == "Ng1-f3"
    board.push_san("e4")
    board.push_san("d5")
    assert board.lan(board.parse_san("exd5")) == "e4xd5"
    assert board.lan(board.parse_san("e5"), language="de") == "e4-e5"
