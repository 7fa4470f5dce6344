// notator's WebAssembly module (notator.js) as JavaScript functions: text in, objects out.
// The one caller of its C functions; used in the page's worker, in the page itself where a
// worker cannot start (a page opened from disk), and in Node.js by the tests.
/* global createNotator */
(function (root) {
  'use strict';

  // Resolves to the engine once the module is compiled. `factory` defaults to the
  // createNotator that notator.js defines.
  async function createEngine(factory) {
    const M = await (factory || root.createNotator)();
    const encoder = new TextEncoder();
    const decoder = new TextDecoder();

    // What the last call handed back, as the object its JSON says.
    function answer(pointer) {
      const bytes = M.HEAPU8.subarray(pointer, pointer + M._nt_result_size());
      return JSON.parse(decoder.decode(bytes));
    }
    // Calls f with copies of the byte arrays and strings in the module's memory, freed after.
    function withMemory(values, f) {
      const pointers = values.map((v) => {
        const bytes = typeof v === 'string' ? encoder.encode(v + '\0') : v;
        const p = M._malloc(Math.max(bytes.length, 1));
        M.HEAPU8.set(bytes, p);
        return p;
      });
      try {
        return f(...pointers);
      } finally {
        pointers.forEach((p) => M._free(p));
      }
    }
    function failed(value) {
      if (value && value.error !== undefined && !Array.isArray(value)) throw new Error(value.error);
      return value;
    }
    const writing = (o) => [o.to || 'en', o.style || 'short', o.figurine ? 1 : 0, o.preset || 'pgn'];

    const engine = {
      // The text of a file's bytes (Uint8Array), decoded as the command decodes files.
      decode(bytes) {
        return failed(withMemory([bytes], (p) => answer(M._nt_decode(p, bytes.length)))).text;
      },
      // The built-in languages, the most used first: [{code, name, letters}].
      languages() {
        return answer(M._nt_languages());
      },
      // Every game of the text checked: {games: [...], total: {games, moves, errors}}.
      check(text, options = {}) {
        const bytes = encoder.encode(text);
        const from = options.from || 'auto';
        return failed(
          withMemory([bytes, from], (t, f) =>
            answer(M._nt_check(t, bytes.length, f, options.goOn === false ? 0 : 1,
                               options.strict ? 1 : 0))));
      },
      // Game `number` (from 1) of the text checked last, move by move.
      game(number, options = {}) {
        const [to, style, figurine, preset] = writing(options);
        return failed(withMemory([to, style, preset], (t, s, p) =>
          answer(M._nt_game(number, t, s, figurine, p))));
      },
      // Every game of the text checked last written again: the PGN text.
      convert(options = {}) {
        const [to, style, figurine, preset] = writing(options);
        return failed(withMemory([to, style, preset], (t, s, p) =>
          answer(M._nt_convert(t, s, figurine, p)))).pgn;
      },
      // One of the above by name, for a message from the page.
      handle(op, args) {
        if (!['decode', 'languages', 'check', 'game', 'convert'].includes(op))
          throw new Error('no such operation: ' + op);
        return engine[op](...args);
      },
    };
    return engine;
  }

  root.createEngine = createEngine;
  if (typeof module !== 'undefined' && module.exports) module.exports = { createEngine };
})(typeof self !== 'undefined' ? self : globalThis);
