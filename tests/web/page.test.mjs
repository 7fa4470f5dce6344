// The page in a real browser: Debian's chromium driven by playwright-core. Run by CTest
// (test web-page) as node --test; screenshots go to NOTATOR_SCREENSHOTS (CTest: the build's
// web/screenshots) to be looked at.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repo, pageDir, serve, launch } from './harness.mjs';

const data = (...p) => path.join(repo, 'tests', 'data', ...p);
const shots = process.env.NOTATOR_SCREENSHOTS || path.join(pageDir, '..', 'screenshots');
mkdirSync(shots, { recursive: true });

let browser, server, url;
before(async () => {
  ({ server, url } = await serve({ '/': pageDir }));
  browser = await launch();
});
after(async () => {
  await browser?.close();
  server?.close();
});

// A page that has started and checked its example; errors in its scripts fail the test.
async function openPage(viewport = { width: 1280, height: 1000 }, address = url + '/') {
  const page = await browser.newPage({ viewport });
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  await page.goto(address);
  await page.waitForSelector('body[data-checked]');
  page.problems = problems;
  return page;
}

// Types `text` as the game score and waits for the page to have checked it.
async function enter(page, text) {
  const before = await page.getAttribute('body', 'data-checked');
  await page.fill('#text', text);
  await page.waitForFunction((b) => document.body.dataset.checked !== b, before);
}
const status = (page) => page.textContent('#status');
const moveList = (page) => page.$$eval('#moves button', (bs) => bs.map((b) => b.textContent));
const boardFen = (page) => page.getAttribute('#board', 'data-fen');
const seed = (name) => readFileSync(data('seeds', name), 'utf8');

test('the FIDE sample games of the four appendices read in their own letters', async () => {
  const page = await openPage();
  const seen = {};
  for (const [file, language, moves] of [
    ['de-musterpartie.txt', 'German', 21],
    ['pt-amostra-curta.txt', 'English', 21],  // the Portuguese appendix writes English letters
    ['it-esempio.txt', 'Italian', 33],
    ['gl-mate-do-pastor.txt', 'Galician', 7],
  ]) {
    await enter(page, seed(file));
    assert.match(await status(page), new RegExp(`^1 game, ${moves} moves, 0 errors`), file);
    // The language found, or one with the same letters that the page names beside it.
    assert.match(await page.textContent('#language'), new RegExp(language), file);
    await page.waitForFunction((n) => document.querySelectorAll('#moves button').length === n, moves);
    seen[file] = { moves: await moveList(page), fen: await boardFen(page) };
  }
  // The German and the Portuguese sample are the same game.
  assert.deepEqual(seen['de-musterpartie.txt'], seen['pt-amostra-curta.txt']);
  assert.deepEqual(seen['de-musterpartie.txt'].moves.slice(0, 4), ['e4', 'e5', 'Nf3', 'Nf6']);
  assert.equal(seen['gl-mate-do-pastor.txt'].moves.at(-1), 'Qxf7#');
  // The scholar's mate has no result written: a warning, listed apart from the errors.
  assert.equal(await page.locator('#errors li:not(.none)').count(), 0);
  assert.equal(await page.getAttribute('#warnings li', 'data-kind'), 'result_mismatch');
  // The Portuguese long form holds a real error of the appendix: 2e2e4.
  await enter(page, seed('pt-amostra-longa.txt'));
  assert.match(await status(page), /1 error/);
  assert.match(await page.textContent('#errors li'), /2e2e4/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('an error is underlined with its likely readings, and a click fixes it', async () => {
  const page = await openPage();
  const game = '[White "Meier"]\n[Black "Schulz"]\n\n' +
    '1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. Lxc6 dxc6 5. O-O Lg5 6. d4 Dxd4 *\n';
  await enter(page, game);
  assert.match(await status(page), /1 error/);
  assert.equal(await page.textContent('#backdrop mark.error'), 'Lg5');
  assert.match(await page.textContent('#errors li .message'), /'Lg5' is illegal/);
  assert.deepEqual(await page.$$eval('#errors .suggestions button', (bs) => bs.map((b) => b.textContent)),
                   ['Lf5', 'Lg4', 'g5']);
  // Read on from the likeliest reading: the board goes to the end, the guess marked.
  assert.equal(await page.locator('#moves button.guess').textContent(), 'Bf5');
  // The caret in the error: its entry marked, the board where the move was written.
  await page.focus('#text');
  await page.evaluate(() => { const t = document.querySelector('#text'); t.setSelectionRange(t.value.indexOf('Lg5'), t.value.indexOf('Lg5')); });
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector('#errors li.at-caret');
  await page.waitForFunction(() => document.querySelector('#where').textContent === 'After 5. O-O.');
  await page.screenshot({ path: path.join(shots, 'page-error.png'), fullPage: true });

  const checked = await page.getAttribute('body', 'data-checked');
  await page.click('#errors .suggestions button:text-is("Lf5")');
  await page.waitForFunction((b) => document.body.dataset.checked !== b, checked);
  assert.equal(await page.inputValue('#text'), game.replace('Lg5', 'Lf5'));
  assert.match(await status(page), /0 errors/);
  assert.equal(await page.locator('#backdrop mark.error').count(), 0);
  // The player's language is kept: the move list follows the output language (English).
  assert.equal((await moveList(page))[9], 'Bf5');

  // A move left out is said, not offered as text to write in (it would be a null move).
  // (Before White's number where Black's move is due, and any move would do: before the number.)
  await enter(page, '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O 6. Re1 b5 7. Bb3 d6 *');
  assert.match(await status(page), /1 error/);
  assert.match(await page.textContent('#errors .suggestions'), /a move left out before 6\./);
  assert.deepEqual(await page.$$eval('#errors .suggestions button', (bs) => bs.filter((b) => b.textContent.includes('--')).length), 0);
  // Written again with the likeliest readings, each marked for review.
  assert.match(await page.inputValue('#output'), /not checked from here on/);
  await page.check('#repair');
  await page.waitForFunction(() => /read as/.test(document.querySelector('#output').value));
  assert.doesNotMatch(await page.inputValue('#output'), /not checked from here on/);
  await page.uncheck('#repair');
  // The move left out named before White's number: its button writes it in before the number.
  const leftOut = '1. e4 e5 2. Nf3 Nc6 3. d4 4. Nxd4 Nf6 5. Nc3 Bb4 6. Nxc6 bxc6 7. Bd3 d5 *\n';
  await enter(page, leftOut);
  assert.match(await status(page), /1 error/);
  assert.deepEqual(await page.$$eval('#errors .suggestions button', (bs) => bs.map((b) => b.textContent)),
                   ['exd4', 'Nxd4']);
  const before = await page.getAttribute('body', 'data-checked');
  await page.click('#errors .suggestions button:text-is("exd4")');
  await page.waitForFunction((b) => document.body.dataset.checked !== b, before);
  assert.equal(await page.inputValue('#text'), leftOut.replace('3. d4 4.', '3. d4 exd4 4.'));
  assert.match(await status(page), /0 errors/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a German game is found to be German, and written again in French', async () => {
  const page = await openPage();
  await enter(page, '1. e4 c5 2. Sf3 d6 3. d4 cxd4 4. Sxd4 Sf6 5. Sc3 a6 6. Le2 e5 7. Sb3 Le7 *');
  assert.equal(await page.getAttribute('#language', 'data-code'), 'de');
  assert.match(await page.textContent('#language'), /^Read as German, found from the moves/);
  assert.match(await page.inputValue('#output'), /\[FromLanguage "de"\]/);
  assert.match(await page.inputValue('#output'), /2\. Nf3 d6/);

  await page.selectOption('#to', 'fr');
  await page.waitForFunction(() => document.querySelector('#output').value.includes('2. Cf3 d6'));
  await page.waitForFunction(() => [...document.querySelectorAll('#moves button')].some((b) => b.textContent === 'Fe2'));
  await page.selectOption('#preset', 'fide');
  await page.selectOption('#style', 'long-hyphen');
  await page.waitForFunction(() => document.querySelector('#output').value.includes('2. Cg1-f3 d7-d6'));
  await page.screenshot({ path: path.join(shots, 'page-french.png'), fullPage: true });

  // Read as English instead, the knight letter S is no piece: the error says the game reads
  // in German, with a button that reads it so.
  await page.selectOption('#from', 'en');
  await page.waitForFunction(() => /1 error/.test(document.querySelector('#status').textContent));
  assert.match(await page.textContent('#errors li .message'), /German/);
  assert.doesNotMatch(await page.textContent('#errors li .message'), /--from/);
  await page.click('#errors li .read-in');
  await page.waitForFunction(() => /0 errors/.test(document.querySelector('#status').textContent));
  assert.equal(await page.inputValue('#from'), 'de');
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('moving through the game by keyboard and by click, from either side', async () => {
  const page = await openPage();
  await enter(page, seed('de-musterpartie.txt'));
  await page.focus('#board');
  await page.keyboard.press('Home');
  assert.equal(await page.textContent('#where'), 'The start position.');
  assert.equal(await boardFen(page), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.textContent('#where'), 'After 1. e4.');
  await page.keyboard.press('End');
  assert.equal(await page.textContent('#where'), 'After 11. Kb1.');
  await page.click('#moves button:text-is("Nxd6")');
  assert.equal(await page.textContent('#where'), 'After 6... Nxd6.');
  assert.equal(await page.getAttribute('#moves button[aria-current="true"]', 'data-ply'), '12');
  const files = () => page.$$eval('#board text.coordinate', (t) => t.filter((_, i) => i % 2 === 0).map((x) => x.textContent).join(''));
  assert.equal(await files(), 'abcdefgh');
  await page.click('#flip');
  assert.equal(await files(), 'hgfedcba');
  await page.click('#back');
  assert.equal(await page.textContent('#where'), 'After 6. exd6.');
  await page.close();
});

test('a file dropped on the page: its encoding read, several games, compressed too', async () => {
  const page = await openPage();
  // A file of these bytes dropped on the page; `drop` also waits for its check.
  const dropOnly = async (name, bytes) => {
    const transfer = await page.evaluateHandle(({ name, bytes }) => {
      const t = new DataTransfer();
      t.items.add(new File([new Uint8Array(bytes)], name));
      return t;
    }, { name, bytes: [...bytes] });
    await page.dispatchEvent('main', 'drop', { dataTransfer: transfer });
  };
  const drop = async (name, bytes) => {
    const checked = await page.getAttribute('body', 'data-checked');
    await dropOnly(name, bytes);
    await page.waitForFunction((b) => document.body.dataset.checked !== b, checked);
  };
  // ISO-8859-1, as the corpus file came: its Event tag has "ö".
  await drop('latin1-event.pgn', readFileSync(data('games', 'latin1-event.pgn')));
  assert.match(await page.inputValue('#text'), /Marx György Mem/);
  assert.match(await status(page), /^1 game, /);
  // Downloaded as PGN under the file's name, in UTF-8: nothing of it lost.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
  assert.equal(download.suggestedFilename(), 'latin1-event.pgn');
  const written = readFileSync(await download.path(), 'utf8');
  assert.match(written, /\[Event "4th Marx György Mem"\]/);
  assert.equal(written, await page.evaluate(() => window.notatorPage.state.output));

  const three = readFileSync(data('games', 'schleining-paehtz-2014.pgn'), 'latin1') + '\n' +
    seed('de-musterpartie.txt') + ' *\n\n' + seed('pt-amostra-curta.txt') + ' *\n';
  await drop('three.pgn', Buffer.from(three, 'utf8'));
  assert.match(await status(page), /^3 games, .* 1 error/);
  assert.equal(await page.locator('#game option').count(), 3);
  assert.equal(await page.isVisible('#game-choice'), true);
  assert.match(await page.textContent('#errors li'), /game 1, line \d+:\d+/);
  assert.match(await page.textContent('#errors li'), /Bf3/);
  // Going to an error shows its game at the move before it.
  await page.selectOption('#game', '3');
  await page.evaluate(() => { document.querySelector('#text').scrollTop = 1e6; });
  await page.click('#errors li .goto');
  await page.waitForFunction(() => document.querySelector('#game').value === '1');
  assert.match(await page.textContent('#where'), /^After 37\.\.\. /);
  // ... and its place in the text, scrolled into view.
  const [mark, area] = await page.evaluate(() => [document.querySelector('#backdrop mark.error').getBoundingClientRect().toJSON(),
                                                  document.querySelector('#text').getBoundingClientRect().toJSON()]);
  assert.ok(mark.top >= area.top && mark.bottom <= area.bottom, JSON.stringify({ mark, area }));

  const gz = execFileSync('gzip', ['-c'], { input: seed('de-musterpartie.txt') });
  await drop('games.pgn.gz', gz);
  assert.match(await status(page), /^1 game, 21 moves, 0 errors/);
  // Cut short, it is refused with the reason.
  await dropOnly('cut.pgn.gz', gz.subarray(0, gz.length / 2));
  await page.waitForFunction(() => /^cut\.pgn\.gz: gzip: /.test(document.querySelector('#status').textContent));
  // Binary data is refused with a reason, and the text stays as it was; so is compression
  // the browser cannot undo (gzip it can).
  const kept = await page.inputValue('#text');
  await dropOnly('games.pgn.zst', execFileSync('zstd', ['-c'], { input: seed('de-musterpartie.txt') }));
  await page.waitForFunction(() => /games\.pgn\.zst: zstd: compressed data, which this build/
    .test(document.querySelector('#status').textContent));
  assert.equal(await page.inputValue('#text'), kept);
  await dropOnly('x.zip', [0x50, 0x4b, 0, 0, 1, 2, 0, 0]);
  await page.waitForFunction(() => /x\.zip: not a text file/.test(document.querySelector('#status').textContent));
  assert.equal(await page.inputValue('#text'), kept);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('a thousand games are checked in the worker', async () => {
  const page = await openPage();
  assert.equal(await page.getAttribute('body', 'data-engine'), 'worker');
  const corpus = execFileSync('zstd', ['-dc', data('games', 'pgnmentor-first-2000.pgn.zst')],
                              { maxBuffer: 1 << 28 });
  const text = corpus.toString('latin1');
  const cut = text.split(/\r?\n(?=\[Event )/).slice(0, 1000).join('\r\n');
  const checked = await page.getAttribute('body', 'data-checked');
  await page.evaluate((t) => {
    const area = document.querySelector('#text');
    area.value = t;
    area.dispatchEvent(new Event('input'));
  }, cut);
  await page.waitForFunction((b) => document.body.dataset.checked !== b, checked, { timeout: 60000 });
  assert.match(await status(page), /^1000 games, \d+ moves, 0 errors/);
  assert.equal(await page.locator('#game option').count(), 1000);
  // The output shows the first games; the whole is what is downloaded.
  assert.match(await page.inputValue('#output'), /\[… \d+ more games: Copy or Download PGN takes them all\]\n$/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
  assert.equal(readFileSync(await download.path(), 'utf8').match(/^\[Event /gm).length, 1000);
  await page.selectOption('#game', '1000');
  await page.waitForFunction(() => window.notatorPage.state.gameNumber === 1000);
  assert.ok((await moveList(page)).length > 0);
  await page.close();
});

test('readable on a phone, every control named', async () => {
  const page = await openPage({ width: 390, height: 844 });
  await enter(page, '[White "Abdusattorov, Nodirbek Abdusattorovich"]\n[Black "Vachier-Lagrave, Maxime Pierre Laurent"]\n\n1. e4 e5 *\n\n' +
                    '1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. Lxc6 dxc6 5. O-O Lg5 *');
  await page.selectOption('#game', '2');
  await page.waitForFunction(() => window.notatorPage.state.gameNumber === 2 && document.querySelectorAll('#moves button').length === 10);
  // Nothing wider than the screen (its width less the scroll bar).
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), true);
  await page.screenshot({ path: path.join(shots, 'page-phone.png'), fullPage: true });
  // Every control has a name: a label, an ARIA name, or (a button) its text.
  const unnamed = await page.evaluate(() => [...document.querySelectorAll('button, select, textarea, input, svg[role]')]
    .filter((e) => !(e.labels && e.labels.length) && !e.getAttribute('aria-label') &&
                   !e.getAttribute('aria-labelledby') &&
                   !(e.tagName === 'BUTTON' && e.textContent.trim()))
    .map((e) => e.outerHTML.slice(0, 60)));
  assert.deepEqual(unnamed, []);
  assert.match(await page.textContent('#position-said'), /^After 5\.\.\. .*White: .*king g1/);
  // Every text on the page stands out from what is behind it: WCAG's contrast ratio of at
  // least 4.5 (the marks behind the text area are drawn in transparent ink: the text area's
  // own text is what is read).
  const low = await page.evaluate(() => {
    const rgb = (c) => c.match(/[\d.]+/g).map(Number);
    const luminance = ([r, g, b]) => [r, g, b].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
    const background = (e) => {
      for (; e; e = e.parentElement) {
        const c = rgb(getComputedStyle(e).backgroundColor);
        if (c.length < 4 || c[3] > 0) return c.slice(0, 3);
      }
      return [255, 255, 255];
    };
    const found = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const e = n.parentElement;
      if (!n.textContent.trim() || e.closest('#backdrop, svg, [hidden], .visually-hidden')) continue;
      const [a, b] = [luminance(rgb(getComputedStyle(e).color)), luminance(background(e))];
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      if (ratio < 4.5) found.push(`${e.tagName}.${e.className} "${n.textContent.trim().slice(0, 20)}" ${ratio.toFixed(2)}`);
    }
    return found;
  });
  assert.deepEqual(low, []);
  await page.close();
});

test('opened from disk, it checks on its own thread', async () => {
  const page = await openPage(undefined, pathToFileURL(path.join(pageDir, 'index.html')).href);
  await enter(page, seed('de-musterpartie.txt'));
  // (chromium starts no worker from a file: the page falls back to its own thread)
  assert.equal(await page.getAttribute('body', 'data-engine'), 'page');
  assert.match(await status(page), /^1 game, 21 moves, 0 errors/);
  assert.deepEqual(page.problems.filter((p) => !/worker\.js/.test(p)), []);
  await page.close();
});

test('each error is marked where it is written, whatever comes before it', async () => {
  const page = await openPage();
  // Characters outside the BMP (two UTF-16 units, one character), a tab, CRLF line ends,
  // moves glued to their numbers, and errors on later lines.
  const lines = ['[Event "Échecs 🏆🏆"]', '[White "Åsa"]', '', '1.\te4 {🏆 a cup} e5 2.Nf3 Nc6',
                 '3.Bb5 Nf4 {♞🏆} 4.O-O a6 5.Bxc6 dxc6 6.Re1 Kh5 *', ''];
  await enter(page, lines.join('\r\n'));
  assert.match(await status(page), /2 errors/);
  assert.deepEqual(await page.$$eval('#backdrop mark.error', (m) => m.map((x) => x.textContent)),
                   ['Nf4', 'Kh5']);
  // The marks sit over the text: the backdrop holds the same text up to each of them.
  assert.equal(await page.evaluate(() => {
    const b = document.querySelector('#backdrop');
    return b.textContent === document.querySelector('#text').value + '\n';
  }), true);
  // A long text scrolled: the backdrop scrolls with it, and the mark stays on its move.
  await enter(page, '\n'.repeat(200) + '1. e4 e5 2. Nf3 Nf4 *\n');
  await page.evaluate(() => { const t = document.querySelector('#text'); t.scrollTop = t.scrollHeight; });
  await page.waitForFunction(() => document.querySelector('#backdrop').scrollTop === document.querySelector('#text').scrollTop);
  const [mark, area] = await page.evaluate(() => [document.querySelector('#backdrop mark').getBoundingClientRect().toJSON(),
                                                  document.querySelector('#text').getBoundingClientRect().toJSON()]);
  assert.ok(mark.top >= area.top && mark.bottom <= area.bottom, JSON.stringify({ mark, area }));
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('the work is kept in the browser: a reload finds it, a full storage is said', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(url + '/');
  await page.waitForSelector('body[data-checked]');
  const game = '1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 *\n';
  await enter(page, game);
  await page.selectOption('#to', 'fr');
  await page.check('#figurine');
  // (kept within a moment of typing; leaving writes what is pending)
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('notator.work') || '{}').figurine === true);
  await page.reload();
  await page.waitForSelector('body[data-checked]');
  assert.equal(await page.inputValue('#text'), game);
  assert.equal(await page.inputValue('#to'), 'fr');
  assert.equal(await page.isChecked('#figurine'), true);
  assert.match(await page.inputValue('#output'), /♘/);
  // A page closed and opened again in the same browser finds it too.
  await page.close();
  const again = await context.newPage();
  await again.goto(url + '/');
  await again.waitForSelector('body[data-checked]');
  assert.equal(await again.inputValue('#text'), game);
  // Where the storage is full, the page says so, and asks before it is left.
  await again.evaluate(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('full', 'QuotaExceededError');
    };
  });
  await enter(again, game + '\n1. d4 d5 *\n');
  await again.waitForFunction(() => /storage is full/.test(document.querySelector('#status').textContent));
  const asked = new Promise((resolve) => again.once('dialog', async (d) => {
    resolve(d.type());
    await d.accept();
  }));
  await again.close({ runBeforeUnload: true });
  assert.equal(await asked, 'beforeunload');
  assert.deepEqual(problems, []);
  await context.close();
});

test('an error underline keeps clear of the letters, and every entry shows whole', async () => {
  const page = await openPage();
  // q under an error line must not read as g; the last error's buttons must show.
  const moves = ['1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 Nbd7 7. Rc1 c6'];
  let text = moves[0];
  for (let n = 8; n < 40; n++) text += ' ' + n + '. Qq' + (n % 8 + 1) + ' Qq' + (n % 8 + 1);
  await enter(page, text + ' *\n');
  await page.locator('.editor').screenshot({ path: path.join(shots, 'page-underline.png') });
  const underline = await page.$eval('#backdrop mark.error', (m) => {
    const s = getComputedStyle(m);
    return { offset: parseFloat(s.textUnderlineOffset), size: parseFloat(s.fontSize),
             skip: s.textDecorationSkipInk };
  });
  // Below the descenders (about a quarter of the size) with the wave's height.
  assert.ok(underline.offset >= 0.3 * underline.size, JSON.stringify(underline));
  // One error, its buttons on its line: taller than the line, they must not overflow the list
  // (which then scrolled by a few pixels and cut them off).
  const wide = await openPage({ width: 1900, height: 1000 });
  await enter(wide, '1. e4 e5 2. Nf9 Nc6 *\n');
  const one = await wide.$eval('#errors', (ol) => {
    const b = ol.querySelector('.suggestions button').getBoundingClientRect();
    const r = ol.getBoundingClientRect();
    const place = ol.querySelector('.place').getBoundingClientRect();
    return { overflow: ol.scrollHeight - ol.clientHeight, bottom: r.bottom, button: b.bottom,
             sameLine: Math.abs(b.top - place.top) < 20 };
  });
  assert.ok(one.sameLine, JSON.stringify(one));
  assert.ok(one.overflow <= 0 && one.button <= one.bottom + 0.5, JSON.stringify(one));
  await wide.close();
  // Enough errors to fill the list: it scrolls, and its last entry shows whole.
  let games = '';
  for (let n = 0; n < 24; n++) games += '1. e4 e5 2. Nf9 Nc6 *\n\n';
  await enter(page, games);
  assert.equal(await page.locator('#errors li:not(.none)').count(), 24);
  await page.$eval('#errors', (ol) => { ol.scrollTop = ol.scrollHeight; });
  const last = await page.$$eval('#errors li', (items) => {
    const ol = document.querySelector('#errors').getBoundingClientRect();
    const li = items.at(-1);
    const buttons = [...li.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
    return { bottom: ol.bottom, lowest: Math.max(...buttons.map((b) => b.bottom)), n: buttons.length };
  });
  assert.ok(last.n > 0);
  // (with room below it for its focus ring, 3px at 2px from it, and the list's own edge: it
  // stood within 5px of the edge, and was cut off where fonts lay out taller)
  assert.ok(last.lowest + 8 <= last.bottom, JSON.stringify(last));
  await page.locator('#problems').screenshot({ path: path.join(shots, 'page-last-error.png') });
  assert.deepEqual(page.problems, []);
  await page.close();
});
