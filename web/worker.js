// The page's worker: checks and writes games away from the page's own thread, so that a file
// of a thousand games never freezes the page. Messages: {id, op, args} in, {id, value} or
// {id, error} out; {ready: true} once the module is compiled.
/* global importScripts, createEngine */
importScripts('notator.js', 'engine.js');

const engine = createEngine();
engine.then(
  () => postMessage({ ready: true }),
  (e) => postMessage({ ready: false, error: String(e) }));

onmessage = async (event) => {
  const { id, op, args } = event.data;
  try {
    postMessage({ id, value: (await engine).handle(op, args) });
  } catch (e) {
    postMessage({ id, error: e.message || String(e) });
  }
};
