// What the page's scripts share, in window.notatorPage (for the tests and the curious too): its
// elements, its state, the engine's calls, the status line. Each script after this one adds
// what the others call; index.html loads them in order (connect.js, page.js, output.js,
// game.js, problems.js, files.js, app.js), so a script calls another's function through
// `page` only where that one comes later.
/* global connectEngine */
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

  const engine = connectEngine();
  const call = (op, ...args) => engine.then((e) => e.call(op, args));

  function plural(n, word) { return n + ' ' + word + (n === 1 ? '' : 's'); }
  function showStatus(message, bad) {
    status.textContent = message;
    status.classList.toggle('bad', Boolean(bad));
  }

  window.notatorPage = {
    $, text, backdrop, state, engine, call, plural, showStatus,
    checking: 0,  // the latest check asked for (app.js); older answers are dropped
  };
})();
