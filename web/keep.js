// The work kept in the browser: the text typed or opened and the choices made, in the browser's
// local storage, so that a reload, or the page closed and opened again, finds them as they were;
// a warning before leaving where the text could not be kept (the storage full, or off).
(function () {
  'use strict';

  const KEY = 'notator.work';
  let pending = null;  // the work not yet written
  let timer = null;
  let kept = true;     // the last work given is in the storage
  let problem = '';    // why it could not be kept ('' where it is)

  function storage() {
    try {
      return window.localStorage;
    } catch {
      return null;  // (storage refused: a page opened from disk in some browsers, or off)
    }
  }

  // Writes the pending work; the problem, if any ('full' or 'off').
  function write() {
    clearTimeout(timer);
    timer = null;
    if (pending === null) return problem;
    const work = pending;
    pending = null;
    const s = storage();
    try {
      if (!s) throw new Error('off');
      s.setItem(KEY, JSON.stringify(work));
      kept = true;
      problem = '';
    } catch (e) {
      kept = false;
      const full = e && (e.name === 'QuotaExceededError' || e.code === 22 || e.code === 1014);
      problem = full ? 'full' : 'off';
    }
    return problem;
  }

  window.notatorKeep = {
    // The work kept last, or null.
    load() {
      const s = storage();
      try {
        const work = s && JSON.parse(s.getItem(KEY));
        return work && typeof work.text === 'string' ? work : null;
      } catch {
        return null;
      }
    },
    // Keeps `work` soon (typing is not slowed by writing each key); `said(problem)` is told
    // where it could not be kept.
    keep(work, said) {
      pending = work;
      kept = false;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const p = write();
        if (p) said(p);
      }, 300);
    },
    // The work is kept now; why not, where it is not.
    now: write,
    get kept() { return kept; },
  };

  // Leaving: what is pending written; where the text could not be kept, the browser asks.
  window.addEventListener('beforeunload', (e) => {
    write();
    if (!kept) {
      e.preventDefault();
      e.returnValue = '';
    }
  });
})();
