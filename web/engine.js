// notator's WebAssembly module (notator.js) as JavaScript functions: text in, objects out.
// The one caller of its C functions; used in the page's worker, and in the page itself where
// a worker cannot start (a page opened from disk).
/* global createNotator */
(function (root) {
  'use strict';

  // Resolves to the engine once the module is compiled.
  async function createEngine() {
    const M = await root.createNotator();
    const encoder = new TextEncoder();
    const decoder = new TextDecoder();

    // What the last call handed back, as the object its JSON says; its error thrown (marked
    // `stale` where it was about a text checked before the last).
    function answer(pointer) {
      const bytes = M.HEAPU8.subarray(pointer, pointer + M._nt_result_size());
      const value = JSON.parse(decoder.decode(bytes));
      if (value && !Array.isArray(value) && value.error !== undefined) {
        const e = new Error(value.error);
        e.stale = Boolean(value.stale);
        throw e;
      }
      return value;
    }
    // Calls f with copies of the byte arrays and strings in the module's memory, freed after.
    function withMemory(values, f) {
      const pointers = [];
      try {
        for (const v of values) {
          const bytes = typeof v === 'string' ? encoder.encode(v + '\0') : v;
          const p = M._malloc(Math.max(bytes.length, 1));
          if (!p) throw new Error('not enough memory for this text in the page');
          pointers.push(p);
          M.HEAPU8.set(bytes, p);
        }
        return f(...pointers);
      } finally {
        pointers.forEach((p) => M._free(p));
      }
    }
    const writing = (o) => [o.to || 'en', o.style || 'short', o.figurine ? 1 : 0, o.preset || 'pgn'];

    const engine = {
      // The text of a file's bytes (Uint8Array), decoded as the command decodes files.
      decode(bytes) {
        return withMemory([bytes], (p) => answer(M._nt_decode(p, bytes.length))).text;
      },
      // The built-in languages, the most used first: [{code, name, letters}].
      languages() {
        return answer(M._nt_languages());
      },
      // Every game of the text checked: {generation, games: [...], total: {games, moves,
      // errors}}; `generation` names this text in the calls below.
      check(text, options = {}) {
        const bytes = encoder.encode(text);
        return withMemory([bytes, options.from || 'auto'], (t, f) =>
          answer(M._nt_check(t, bytes.length, f, options.goOn === false ? 0 : 1,
                             options.strict ? 1 : 0)));
      },
      // Game `number` (from 1) of the text of check `generation`, move by move.
      game(generation, number, options = {}) {
        const [to, style, figurine, preset] = writing(options);
        return withMemory([to, style, preset], (t, s, p) =>
          answer(M._nt_game(generation, number, t, s, figurine, p)));
      },
      // Every game of the text of check `generation` written again: the PGN text; with
      // `repair`, each error's likeliest reading written in its place and marked.
      convert(generation, options = {}) {
        const [to, style, figurine, preset] = writing(options);
        return withMemory([to, style, preset], (t, s, p) =>
          answer(M._nt_convert(generation, t, s, figurine, p, options.repair ? 1 : 0))).pgn;
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
})(typeof self !== 'undefined' ? self : globalThis);
