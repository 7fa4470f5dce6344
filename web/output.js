// The games written again: in the language, style and preset chosen, shown (in part, where
// long), copied and downloaded.
(function (page) {
  'use strict';

  const { $, state, call, plural, showStatus } = page;

  function writingOptions() {
    return { to: $('to').value, style: $('style').value, preset: $('preset').value,
             figurine: $('figurine').checked };
  }

  const PREVIEW = 100000;
  function countGames(pgn) {
    return (pgn.match(/\n\n\[Event /g) || []).length;
  }

  async function writeAgain() {
    const asked = page.checking;
    try {
      const pgn = await call('convert', state.generation,
                             { ...writingOptions(), repair: $('repair').checked });
      if (asked !== page.checking) return;
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

  Object.assign(page, { writingOptions, writeAgain });
})(window.notatorPage);
