// The page: the text, its errors marked where they are written, the board, the games written
// again. The checking itself runs in worker.js (or, where a worker cannot start, here).
/* global drawBoard, notatorKeep */
(function () {
  'use strict';

  const $ = (id) => document.getElementById(id);
  const text = $('text');
  const backdrop = $('backdrop');
  const status = $('status');
  const state = {
    checked: null,       // the last check: {games, total}
    lineStarts: [0],     // where each line of the text checked starts (UTF-16 offsets)
    listed: { errors: [], warnings: [] },  // its errors and warnings, placed (see placed())
    gameNumber: 1,       // the game on the board
    game: null,          // its moves
    ply: 0,              // half-moves shown on the board
    flipped: false,
    fileName: 'games.pgn',
    output: '',          // every game written again (the text area may show a part)
    source: '',          // the text checked last, and its check's number in the module
    generation: 0,
    languages: [],
  };
  const EXAMPLE =
    '[Event "FIDE Laws of Chess, German appendix"]\n[White "?"]\n[Black "?"]\n\n' +
    '1.e4 e5 2.Sf3 Sf6 3.d4 exd4 4.e5 Se4 5.Dxd4 d5 6.exd6 e.p. Sxd6 7.Lg5 Sc6 8.De3+ Le7\n' +
    '9.Sbd2 0-0 10.0-0-0 Te8 11.Kb1 (=) *\n';

  // ---- The engine: in a worker, else here -------------------------------------------------

  function engineHere() {
    const load = (src) => new Promise((resolve, reject) => {
      const s = document.createElement('script');
      s.src = src;
      s.onload = resolve;
      s.onerror = () => reject(new Error('cannot load ' + src));
      document.head.append(s);
    });
    const ready = load('notator.js').then(() => load('engine.js')).then(() => window.createEngine());
    return {
      where: 'page',
      call: (op, args) => ready.then((e) => e.handle(op, args)),
    };
  }

  function engineInWorker() {
    return new Promise((resolve, reject) => {
      let worker;
      try {
        worker = new Worker('worker.js');
      } catch (e) {
        reject(e);
        return;
      }
      const waiting = new Map();
      let next = 1;
      worker.onerror = (e) => {
        e.preventDefault();
        reject(new Error('the worker did not start'));
      };
      worker.onmessage = (event) => {
        const m = event.data;
        if (m.ready !== undefined) {
          if (!m.ready) return reject(new Error(m.error));
          return resolve({
            where: 'worker',
            call(op, args, transfer = []) {
              const id = next++;
              worker.postMessage({ id, op, args }, transfer);
              return new Promise((res, rej) => waiting.set(id, { res, rej }));
            },
          });
        }
        const w = waiting.get(m.id);
        waiting.delete(m.id);
        if (m.error !== undefined) w.rej(new Error(m.error));
        else w.res(m.value);
      };
    });
  }

  // A page opened from disk may not start workers: it then checks on its own thread.
  const engine = engineInWorker().catch(() => engineHere());
  const call = (op, ...args) => engine.then((e) => e.call(op, args));
  window.notatorPage = { engine, call, state };  // for the tests and the curious

  // ---- Places in the text ---------------------------------------------------------------

  function lineStartsOf(s) {
    const starts = [0];
    for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1)) starts.push(i + 1);
    return starts;
  }
  // The UTF-16 offset in the text checked of a 1-based line and column counted in characters
  // (a character outside the BMP is two UTF-16 units; a lone surrogate, which reached the
  // module as U+FFFD, one).
  function offsetOf(line, column) {
    const source = state.source;
    let at = state.lineStarts[Math.min(line, state.lineStarts.length) - 1] || 0;
    for (let c = 1; c < column && at < source.length; c++) {
      const code = source.charCodeAt(at);
      const next = source.charCodeAt(at + 1);
      at += code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
    }
    return at;
  }
  // The range of the text checked a diagnostic concerns: the move as written, or the word
  // there.
  function rangeOf(d) {
    const source = state.source;
    const start = offsetOf(d.line, d.column);
    let end = start;
    if (d.text && !d.text.endsWith('…') && source.startsWith(d.text, start)) {
      end = start + d.text.length;
    } else {
      while (end < source.length && !/\s/.test(source[end])) end++;
    }
    return [start, Math.max(end, start + 1)];
  }
  // The text area holds the text checked (not yet changed since): places in it are right.
  const current = () => text.value === state.source;

  // ---- Checking ---------------------------------------------------------------------------

  let checking = 0;  // the latest check asked for; older answers are dropped
  let timer = null;
  function scheduleCheck() {
    clearTimeout(timer);
    timer = setTimeout(check, 200);
    keepWork();
  }

  // The work kept in the browser (keep.js): the text and every choice, for a reload.
  const CHOICES = ['from', 'go-on', 'to', 'style', 'preset', 'figurine', 'repair'];
  function keepWork() {
    const work = { text: text.value, fileName: state.fileName };
    for (const id of CHOICES) work[id] = $(id).type === 'checkbox' ? $(id).checked : $(id).value;
    notatorKeep.keep(work, (problem) => showStatus(problem === 'full'
      ? "The browser's storage is full: this text (" + Math.ceil(text.value.length / 1024) +
        ' KB) is not kept if the page is closed. Download it to keep it.'
      : 'The browser keeps nothing for this page: the text is lost if the page is closed.', true));
  }
  function restoreWork() {
    const work = notatorKeep.load();
    if (!work) return false;
    text.value = work.text;
    if (work.fileName) state.fileName = work.fileName;
    for (const id of CHOICES) {
      if (work[id] === undefined) continue;
      if ($(id).type === 'checkbox') $(id).checked = Boolean(work[id]);
      else if ($(id).querySelector('option[value="' + CSS.escape(String(work[id])) + '"]'))
        $(id).value = work[id];
    }
    return true;
  }

  async function check() {
    const asked = ++checking;
    const source = text.value;
    const started = performance.now();
    let checked;
    try {
      checked = await call('check', source, { from: $('from').value, goOn: $('go-on').checked });
    } catch (e) {
      if (asked === checking) showStatus(e.message, true);
      return;
    }
    if (asked !== checking) return;
    const ms = performance.now() - started;
    state.checked = checked;
    state.generation = checked.generation;
    state.source = source;
    state.lineStarts = lineStartsOf(source);
    state.listed = { errors: placed('errors'), warnings: placed('warnings') };
    const t = checked.total;
    const warnings = checked.games.reduce((n, g) => n + g.warnings.length, 0);
    showStatus(plural(t.games, 'game') + ', ' + plural(t.moves, 'move') + ', ' +
               plural(t.errors, 'error') + ', ' + plural(warnings, 'warning') +
               ' (checked in ' + ms.toFixed(0) + ' ms)', t.errors > 0);
    markText();
    listProblems();
    atCaret = null;
    listGames();
    const number = Math.min(Math.max(state.gameNumber, 1), Math.max(t.games, 1));
    await showGame(number, null);
    await writeAgain();
    // (for the tests: the check, the board and the output are done)
    if (asked === checking) document.body.dataset.checked = String(asked);
  }

  function plural(n, word) { return n + ' ' + word + (n === 1 ? '' : 's'); }
  function showStatus(message, bad) {
    status.textContent = message;
    status.classList.toggle('bad', Boolean(bad));
  }

  // Each error or warning of the text checked with its game and its range in the text (null
  // for what concerns no place); its list entry, once listed, in `item`.
  function placed(kind) {
    const out = [];
    for (const game of state.checked.games)
      for (const d of game[kind]) out.push({ game, d, range: d.line > 0 ? rangeOf(d) : null });
    return out;
  }

  // The text behind the text area, with each error and warning marked where it is written:
  // the same text in the same box (the text area's own, its scroll bar left out), scrolled
  // with it. Where nothing is marked it is left empty, so a long clean file is laid out once.
  const marked = new Map();  // each diagnostic's mark
  function markText() {
    const marks = [];
    marked.clear();
    if (current())
      for (const [kind, list] of [['error', state.listed.errors], ['warning', state.listed.warnings]])
        for (const { d, range } of list) if (range) marks.push([...range, kind, d]);
    marks.sort((a, b) => a[0] - b[0] || (a[2] === 'error' ? -1 : 1));
    const source = state.source;
    const parts = [];
    let at = 0;
    for (const [start, end, kind, d] of marks) {
      if (start < at) continue;  // overlapping: the first one shown
      const mark = document.createElement('mark');
      mark.className = kind;
      mark.textContent = source.slice(start, end);
      marked.set(d, mark);
      parts.push(source.slice(at, start), mark);
      at = end;
    }
    if (marks.length > 0) parts.push(source.slice(at) + '\n');
    backdrop.replaceChildren(...parts);
    fitBackdrop();
  }
  function fitBackdrop() {
    backdrop.style.width = text.clientWidth + 'px';
    backdrop.style.height = text.clientHeight + 'px';
    backdrop.scrollTop = text.scrollTop;
    backdrop.scrollLeft = text.scrollLeft;
  }

  const MAX_LISTED = 500;
  function listProblems() {
    for (const kind of ['errors', 'warnings']) {
      const list = $(kind);
      const all = state.listed[kind];
      const shown = all.slice(0, MAX_LISTED);
      for (const p of shown) p.item = problemItem(p.game, p.d);
      list.replaceChildren(...shown.map((p) => p.item));
      if (all.length === 0) list.append(note('None.'));
      if (all.length > MAX_LISTED)
        list.append(note('… and ' + (all.length - MAX_LISTED) + ' more.'));
    }
  }
  function note(s) {
    const li = document.createElement('li');
    li.className = 'none';
    li.textContent = s;
    return li;
  }

  function problemItem(game, d) {
    const li = document.createElement('li');
    li.dataset.kind = d.kind;
    const place = document.createElement('button');
    place.type = 'button';
    place.className = 'goto place';
    place.textContent = (state.checked.games.length > 1 ? 'game ' + game.number + ', ' : '') +
      'line ' + d.line + ':' + d.column;
    place.title = 'Show it in the text and on the board';
    place.addEventListener('click', () => goTo(game, d));
    const message = document.createElement('span');
    message.className = 'message';
    // The library's messages name the command's option ("--from de"): here it is the "Read in"
    // choice, offered as a button.
    const other = /:? --from ([\w-]+)/.exec(d.message);
    message.textContent = ' ' + (other ? d.message.replace(other[0], '') : d.message);
    li.append(place, message);
    if (other && $('from').querySelector('option[value="' + other[1] + '"]')) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'read-in';
      b.textContent = 'Read in ' + $('from').querySelector('option[value="' + other[1] + '"]').textContent;
      b.addEventListener('click', () => { $('from').value = other[1]; check(); });
      li.append(' ', b);
    }
    if (d.severity === 'error' && d.suggestions.length > 0 && d.text) {
      const group = document.createElement('span');
      group.className = 'suggestions';
      group.setAttribute('role', 'group');
      group.setAttribute('aria-label', 'Likely readings of ' + d.text);
      for (const s of d.suggestions) {
        // A move left out ("-- Re1": the null move, then the move written) is no text to
        // write in: the player has to say which move it was.
        if (s.startsWith('--')) {
          const said = document.createElement('span');
          said.className = 'left-out';
          const before = s.slice(2).trim() || d.text;
          said.textContent = '(or a move left out before ' + before + ')';
          group.append(said);
          continue;
        }
        // A move left out before White's number ("4."): written in before the number.
        const number = d.kind === 'move_not_given' && /^[0-9]/.test(d.text);
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = s;
        b.title = number ? 'Write ' + s + ' before ' + d.text : 'Write ' + s + ' in place of ' + d.text;
        b.addEventListener('click', () => applyCorrection(d, number ? s + ' ' + d.text : s));
        group.append(b);
      }
      li.append(group);
    }
    return li;
  }

  // Writes `replacement` where the move of `d` is written, and checks again. (Where the text
  // has changed since it was checked, the places are not known: the next check, already
  // asked for, lists the errors again.)
  function applyCorrection(d, replacement) {
    if (!current()) return;
    const [start, end] = rangeOf(d);
    text.focus();
    text.setSelectionRange(start, end);
    // As typing would (the browser's undo takes it back), which asks for the check itself.
    if (!document.execCommand || !document.execCommand('insertText', false, replacement)) {
      text.setRangeText(replacement, start, end, 'end');
      check();
    }
  }

  async function goTo(game, d) {
    if (!current()) return;
    const [start, end] = rangeOf(d);
    text.setSelectionRange(start, end);
    text.focus({ preventScroll: true });
    // The text area scrolled to the place: where its mark lies in the same layout.
    const mark = marked.get(d);
    if (mark) text.scrollTop = Math.max(0, mark.offsetTop - text.clientHeight / 3);
    if (d.ply !== undefined) await showGame(game.number, d.ply, true);
  }

  // The error or warning at the caret: its entry in the list marked and brought into view,
  // and, for an error, the board at the position it was written in.
  let atCaret = null;
  function followCaret() {
    if (!state.checked || !current()) return;
    const caret = text.selectionStart;
    const at = (p) => p.item && p.range && caret >= p.range[0] && caret <= p.range[1];
    const found = state.listed.errors.find(at) || state.listed.warnings.find(at) || null;
    if (found && atCaret && found.item === atCaret.item) return;
    if (atCaret) atCaret.item.classList.remove('at-caret');
    atCaret = found;
    if (!found) return;
    found.item.classList.add('at-caret');
    found.item.scrollIntoView({ block: 'nearest' });
    if (found.d.severity === 'error' && found.d.ply !== undefined)
      showGame(found.game.number, found.d.ply, true);
  }

  // ---- The board --------------------------------------------------------------------------

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

  // ---- Writing again ----------------------------------------------------------------------

  function writingOptions() {
    return { to: $('to').value, style: $('style').value, preset: $('preset').value,
             figurine: $('figurine').checked };
  }

  const PREVIEW = 100000;
  function countGames(pgn) {
    return (pgn.match(/\n\n\[Event /g) || []).length;
  }

  async function writeAgain() {
    const asked = checking;
    try {
      const pgn = await call('convert', state.generation,
                             { ...writingOptions(), repair: $('repair').checked });
      if (asked !== checking) return;
      state.output = pgn;
      // A long output is shown in part: a text area takes long to lay out a megabyte, and
      // copying and downloading take the whole.
      const cut = pgn.length > PREVIEW ? pgn.lastIndexOf('\n\n[', PREVIEW) : -1;
      $('output').value = cut > 0
        ? pgn.slice(0, cut + 2) + '[… ' + plural(countGames(pgn.slice(cut)), 'more game') +
          ': Copy or Download PGN takes them all]\n'
        : pgn;
    } catch (e) {
      if (!e.stale) $('output').value = e.message;
    }
  }

  // ---- Files ------------------------------------------------------------------------------

  // The page holds a file in several copies (its bytes, its text here and in the module, the
  // games written again): beyond this, the command is the tool.
  const MAX_FILE = 64 * 1024 * 1024;
  async function openFile(file) {
    try {
      if (file.size > MAX_FILE)
        throw new Error('larger than the page reads (64 MB): the notator command reads it');
      let bytes = new Uint8Array(await file.arrayBuffer());
      // gzip the browser undoes itself (one stream; the module has no decompressors).
      if (bytes[0] === 0x1f && bytes[1] === 0x8b && typeof DecompressionStream !== 'undefined') {
        try {
          const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
          bytes = new Uint8Array(await new Response(stream).arrayBuffer());
        } catch (e) {
          throw new Error('gzip: ' + (e.message || 'corrupt data'));
        }
      }
      text.value = await call('decode', bytes);
      text.setSelectionRange(0, 0);
      text.scrollTop = 0;
    } catch (e) {
      showStatus(file.name + ': ' + e.message, true);
      return;
    }
    state.fileName = file.name.replace(/(\.gz)?$/, '').replace(/\.[^.]*$/, '') + '.pgn';
    state.gameNumber = 1;
    keepWork();
    check();
  }

  // ---- Wiring -----------------------------------------------------------------------------

  async function start() {
    const e = await engine;
    document.body.dataset.engine = e.where;
    state.languages = await call('languages');
    const from = $('from');
    const to = $('to');
    for (const l of state.languages) {
      from.append(new Option(l.name + ' (' + l.letters + ')', l.code));
      to.append(new Option(l.name + ' (' + l.letters + ')', l.code));
    }
    from.append(new Option('English descriptive (P-K4, Kt-KB3)', 'descriptive'));
    from.append(new Option('Spanish descriptive (P4R, C3AR)', 'descriptive-es'));
    from.append(new Option('ICCF numeric (5254)', 'iccf'));
    to.value = 'en';
    if (!restoreWork() && !text.value) text.value = EXAMPLE;
    await check();
  }

  text.addEventListener('input', scheduleCheck);
  text.addEventListener('scroll', () => { backdrop.scrollTop = text.scrollTop; });
  new ResizeObserver(fitBackdrop).observe(text);
  for (const event of ['click', 'keyup']) text.addEventListener(event, followCaret);
  for (const id of CHOICES) $(id).addEventListener('change', keepWork);
  for (const id of ['from', 'go-on']) $(id).addEventListener('change', check);
  $('repair').addEventListener('change', writeAgain);
  for (const id of ['to', 'style', 'preset', 'figurine'])
    $(id).addEventListener('change', async () => {
      await showGame(state.gameNumber, state.ply);
      await writeAgain();
    });
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
  $('example').addEventListener('click', () => { text.value = EXAMPLE; keepWork(); check(); });
  $('file').addEventListener('change', () => { if ($('file').files[0]) openFile($('file').files[0]); });
  $('copy').addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(state.output);
      showStatus('Copied.');
    } catch {
      // (no clipboard API where the page is not a secure context: copy from a hidden copy)
      const whole = document.createElement('textarea');
      whole.value = state.output;
      whole.className = 'visually-hidden';
      document.body.append(whole);
      whole.select();
      showStatus(document.execCommand('copy') ? 'Copied.' : 'Could not copy: select the text and copy it.');
      whole.remove();
    }
  });
  $('download').addEventListener('click', () => {
    const url = URL.createObjectURL(new Blob([state.output], { type: 'application/x-chess-pgn' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = state.fileName;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });
  let dragging = 0;
  document.addEventListener('dragenter', (e) => { e.preventDefault(); dragging++; $('drop-hint').hidden = false; });
  document.addEventListener('dragleave', () => { if (--dragging <= 0) { dragging = 0; $('drop-hint').hidden = true; } });
  document.addEventListener('dragover', (e) => e.preventDefault());
  document.addEventListener('drop', (e) => {
    e.preventDefault();
    dragging = 0;
    $('drop-hint').hidden = true;
    const file = e.dataTransfer && e.dataTransfer.files[0];
    if (file) openFile(file);
  });

  start().catch((e) => showStatus('notator could not start: ' + e.message, true));
})();
