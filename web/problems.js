// The errors and warnings of the text checked: each placed where it is written in the text,
// marked there, listed with its likely readings (a click writes one in), and followed from the
// caret.
(function (page) {
  'use strict';

  const { $, text, backdrop, state, showGame } = page;

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

  // ---- Marked and listed ----------------------------------------------------------------

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
      b.addEventListener('click', () => { $('from').value = other[1]; page.check(); });
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
      page.check();
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

  // The lists of the last check shown, and the marks in the text.
  function showProblems() {
    markText();
    listProblems();
    atCaret = null;
  }

  text.addEventListener('scroll', () => { backdrop.scrollTop = text.scrollTop; });
  new ResizeObserver(fitBackdrop).observe(text);
  for (const event of ['click', 'keyup']) text.addEventListener(event, followCaret);

  Object.assign(page, { lineStartsOf, placed, showProblems });
})(window.notatorPage);
