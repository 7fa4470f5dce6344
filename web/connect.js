// The engine, as the page reaches it: notator's module in the page's worker (worker.js), or,
// where a worker cannot start, on the page's own thread (notator.js and engine.js loaded here).
(function (root) {
  'use strict';

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

  // Resolves to the engine: {where: 'worker' or 'page', call(op, args)}.
  // A page opened from disk may not start workers: it then checks on its own thread.
  root.connectEngine = () => engineInWorker().catch(() => engineHere());
})(window);
