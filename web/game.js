// The game on the board: the games of the text to choose from, its moves, the board at a move
// (board.js draws it), stepped through, from either side.
/* global drawBoard */
(function (page) {
  'use strict';

  const { $, state, call, plural, showStatus, writingOptions } = page;

  function listGames() {
    const games = state.checked.games;
    const select = $('game');
    $('game-choice').hidden = games.length < 2;
    const shown = games.slice(0, 5000);
    select.replaceChildren(...shown.map((g) => {
      const o = document.createElement('option');
      o.value = g.number;
      const names = g.white || g.black ? (g.white || '?') + ' – ' + (g.black || '?') : 'line ' + g.line;
      o.textContent = g.number + '. ' + names +
        (g.errors.length ? ' (' + plural(g.errors.length, 'error') + ')' : '');
      return o;
    }));
  }

  function languageName(code) {
    const l = state.languages.find((x) => x.code === code);
    return l ? l.name : code;
  }

  // Shows game `number` on the board, at `ply` (null: its last position).
  // The half-moves a FEN's move number and side count from the game's start (python-chess's
  // Board.ply), as a report's ply counts them: 1 is the position after White's first move.
  function plyOf(fen) {
    const fields = fen.split(' ');
    return 2 * (Number(fields[5] || 1) - 1) + (fields[1] === 'b' ? 1 : 0);
  }

  // `ply`: the moves to show, or with `reported` the ply of a report (Diagnostic::ply), whose
  // position before it is shown.
  async function showGame(number, ply, reported = false) {
    state.gameNumber = number;
    if (!state.checked || state.checked.games.length === 0) {
      state.game = null;
      $('language').textContent = '';
      $('moves').replaceChildren();
      render();
      return;
    }
    let game;
    try {
      game = await call('game', state.generation, number, writingOptions());
    } catch (e) {
      if (!e.stale) showStatus(e.message, true);
      return;  // (another text was checked since: its own answer follows)
    }
    state.game = game;
    if (reported && ply !== null) ply = Math.max(0, ply - 1 - plyOf(game.start));
    state.ply = ply === null ? game.moves.length : Math.min(ply, game.moves.length);
    $('game').value = String(number);
    const code = game.language;
    let said = '';
    if (code && game.moves.length > 0) {
      const l = state.languages.find((x) => x.code === code);
      const alike = l ? state.languages.filter((x) => x.code !== code && x.letters === l.letters)
        .map((x) => x.name) : [];
      said = 'Read as ' + languageName(code) + (game.language_found ? ', found from the moves' : '') +
        (alike.length ? ' (the same letters: ' + alike.join(', ') + ')' : '') + '.';
    }
    $('language').textContent = said;
    $('language').dataset.code = code || '';
    renderMoves();
    render();
  }

  function render() {
    const g = state.game;
    const svg = $('board');
    const fen = !g ? 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
      : state.ply === 0 ? g.start : g.moves[state.ply - 1].fen;
    const last = g && state.ply > 0 ? g.moves[state.ply - 1] : null;
    const said = drawBoard(svg, fen, { flipped: state.flipped, from: last && last.from, to: last && last.to });
    svg.dataset.fen = fen;
    const where = !g || state.ply === 0 ? 'The start position'
      : 'After ' + last.number + (last.side === 'white' ? '. ' : '... ') + last.san;
    $('position-said').textContent = where + '. ' + said;
    $('where').textContent = where + (g && g.stopped && state.ply === g.moves.length
      ? ': the game could not be read further.' : '.');
    for (const b of $('moves').querySelectorAll('button'))
      b.setAttribute('aria-current', String(Number(b.dataset.ply) === state.ply));
    const current = $('moves').querySelector('button[aria-current="true"]');
    if (current) current.scrollIntoView({ block: 'nearest' });
  }

  function renderMoves() {
    const g = state.game;
    const items = [];
    g.moves.forEach((m, i) => {
      const li = document.createElement('li');
      if (m.side === 'white' || i === 0) {
        const n = document.createElement('span');
        n.className = 'number';
        n.textContent = m.number + (m.side === 'white' ? '.' : '...');
        li.append(n);
      }
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.ply = i + 1;
      b.textContent = m.san;
      if (m.error >= 0) {
        b.classList.add('guess');
        b.title = 'Read in place of ' + g.errors[m.error].text + ': ' + g.errors[m.error].message;
      } else if (m.written !== m.san) {
        b.title = 'Written ' + m.written;
      }
      b.addEventListener('click', () => { state.ply = i + 1; render(); });
      li.append(b);
      items.push(li);
    });
    $('moves').replaceChildren(...items);
  }

  function step(to) {
    if (!state.game) return;
    state.ply = Math.max(0, Math.min(to, state.game.moves.length));
    render();
  }

  $('game').addEventListener('change', () => showGame(Number($('game').value), null));
  $('first').addEventListener('click', () => step(0));
  $('back').addEventListener('click', () => step(state.ply - 1));
  $('forward').addEventListener('click', () => step(state.ply + 1));
  $('last').addEventListener('click', () => step(Infinity));
  $('flip').addEventListener('click', () => { state.flipped = !state.flipped; render(); });
  $('board-pane').addEventListener('keydown', (e) => {
    if (e.target.closest('select')) return;
    const keys = { ArrowLeft: state.ply - 1, ArrowRight: state.ply + 1, Home: 0, End: Infinity };
    if (e.key in keys) {
      e.preventDefault();
      step(keys[e.key]);
    }
  });

  Object.assign(page, { listGames, showGame });
})(window.notatorPage);
