// The page's speed against chess.js, in the same chromium page: the first 1,000 games of the
// corpus sample (tests/data/games) checked by the page as it checks what is typed (through its
// worker, every game's language found, reading on after errors), and each game loaded with
// chess.js's loadPgn, which replays and validates it. Prints the times (best of several runs)
// and their ratio; the target is at least 10.
//   node bench/web/speed.mjs [games] [runs]
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repo, pageDir, serve, launch } from '../../tests/web/harness.mjs';

const count = Number(process.argv[2] || 1000);
const runs = Number(process.argv[3] || 5);
const corpus = execFileSync('zstd', ['-dc', path.join(repo, 'tests/data/games/pgnmentor-first-2000.pgn.zst')],
                            { maxBuffer: 1 << 28 });

const { server, url } = await serve({
  '/chess.js/': path.join(repo, 'web/node_modules/chess.js/dist/esm'),
  '/': pageDir,
});
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.goto(url + '/');
  await page.waitForSelector('body[data-checked]');
  const figures = await page.evaluate(async ({ bytes, count, runs }) => {
    const call = window.notatorPage.call;
    // The corpus as the page reads a dropped file (it is ISO-8859-1), cut after `count` games.
    const whole = await call('decode', new Uint8Array(bytes));
    const lines = whole.split('\n');
    const starts = (await call('check', whole, { from: 'en' })).games.map((g) => g.line - 1);
    const text = lines.slice(0, starts[count] ?? lines.length).join('\n');
    const games = starts.slice(0, count).map((s, i) => lines.slice(s, starts[i + 1] ?? lines.length).join('\n'));
    const best = async (f) => {
      let min = Infinity, value;
      for (let r = 0; r < runs; r++) {
        const t = performance.now();
        value = await f();
        min = Math.min(min, performance.now() - t);
      }
      return [min, value];
    };
    const [notatorMs, checked] = await best(() => call('check', text, { from: 'auto' }));
    const [fixedMs] = await best(() => call('check', text, { from: 'en' }));
    const { Chess } = await import('/chess.js/chess.js');
    const [chessJsMs, failed] = await best(() => {
      let failures = 0;
      for (const g of games) {
        try {
          new Chess().loadPgn(g);
        } catch {
          failures++;
        }
      }
      return failures;
    });
    return { games: checked.total.games, moves: checked.total.moves, errors: checked.total.errors,
             notatorMs, fixedMs, chessJsMs, chessJsFailures: failed, engine: document.body.dataset.engine };
  }, { bytes: [...corpus], count, runs });
  const ratio = figures.chessJsMs / figures.notatorMs;
  console.log(`games ${figures.games}, moves ${figures.moves}, errors ${figures.errors} (notator); ` +
              `chess.js could not load ${figures.chessJsFailures}`);
  console.log(`notator page (${figures.engine}, --from auto): ${figures.notatorMs.toFixed(1)} ms; ` +
              `--from en: ${figures.fixedMs.toFixed(1)} ms`);
  console.log(`chess.js loadPgn: ${figures.chessJsMs.toFixed(1)} ms`);
  console.log(`ratio ${ratio.toFixed(1)}x (target >= 10x): ${ratio >= 10 ? 'met' : 'NOT met'}`);
} finally {
  await browser.close();
  server.close();
}
