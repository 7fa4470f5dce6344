// The page's worker: checks and writes games away from the page's own thread, so that a file
// of a thousand games never freezes the page. Messages: {id, op, args} in, {id, value} or
// {id, error, stale} out; {ready: true} once the module is compiled.
/* global importScripts, createEngine */
importScripts('notator.js', 'engine.js');

let engine = createEngine();
engine.then(
  () => postMessage({ ready: true }),
  (e) => postMessage({ ready: false, error: String(e) }));

onmessage = async (event) => {
  const { id, op, args } = event.data;
  try {
    postMessage({ id, value: (await engine).handle(op, args) });
  } catch (e) {
    // A module that ran out of memory has aborted: the next call gets a new one.
    if (e instanceof WebAssembly.RuntimeError || /abort/i.test(String(e))) engine = createEngine();
    postMessage({ id, error: e.message || String(e), stale: Boolean(e.stale) });
  }
};
