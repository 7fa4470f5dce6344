// The page: the text checked as it is typed, the work kept in the browser, the page started
// (page.js holds what its scripts share). The checking itself runs in worker.js (or, where a
// worker cannot start, here).
/* global notatorKeep */
(function (page) {
  'use strict';

  const { $, text, state, call, plural, showStatus } = page;
  const { lineStartsOf, placed, showProblems, listGames, showGame, writeAgain } = page;

  const EXAMPLE =
    '[Event "FIDE Laws of Chess, German appendix"]\n[White "?"]\n[Black "?"]\n\n' +
    '1.e4 e5 2.Sf3 Sf6 3.d4 exd4 4.e5 Se4 5.Dxd4 d5 6.exd6 e.p. Sxd6 7.Lg5 Sc6 8.De3+ Le7\n' +
    '9.Sbd2 0-0 10.0-0-0 Te8 11.Kb1 (=) *\n';

  // ---- Checking ---------------------------------------------------------------------------

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
    const asked = ++page.checking;
    const source = text.value;
    const started = performance.now();
    let checked;
    try {
      checked = await call('check', source, { from: $('from').value, goOn: $('go-on').checked });
    } catch (e) {
      if (asked === page.checking) showStatus(e.message, true);
      return;
    }
    if (asked !== page.checking) return;
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
    showProblems();
    listGames();
    const number = Math.min(Math.max(state.gameNumber, 1), Math.max(t.games, 1));
    await showGame(number, null);
    await writeAgain();
    // (for the tests: the check, the board and the output are done)
    if (asked === page.checking) document.body.dataset.checked = String(asked);
  }
  Object.assign(page, { check, keepWork });  // (for problems.js and files.js)

  // ---- Wiring -----------------------------------------------------------------------------

  async function start() {
    const e = await page.engine;
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
  for (const id of CHOICES) $(id).addEventListener('change', keepWork);
  for (const id of ['from', 'go-on']) $(id).addEventListener('change', check);
  $('repair').addEventListener('change', writeAgain);
  for (const id of ['to', 'style', 'preset', 'figurine'])
    $(id).addEventListener('change', async () => {
      await showGame(state.gameNumber, state.ply);
      await writeAgain();
    });
  $('example').addEventListener('click', () => { text.value = EXAMPLE; keepWork(); check(); });

  start().catch((e) => showStatus('notator could not start: ' + e.message, true));
})(window.notatorPage);
