// What the page's tests and its benchmark share: the page served over HTTP on localhost, and
// Debian's chromium driven by playwright-core (installed in web/ by scripts/setup.sh).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const requireWeb = createRequire(path.join(repo, 'web', 'package.json'));

// The built page: NOTATOR_PAGE_DIR (CTest sets it), else build/web/page.
export const pageDir = process.env.NOTATOR_PAGE_DIR || path.join(repo, 'build', 'web', 'page');

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.pgn': 'text/plain; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
};

// Serves `roots` (URL prefix -> directory) on a free port of localhost; resolves to the server
// and its address.
export function serve(roots) {
  const server = createServer(async (request, response) => {
    const url = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    for (const [prefix, dir] of Object.entries(roots)) {
      if (!url.startsWith(prefix)) continue;
      const file = path.join(dir, url.slice(prefix.length) || 'index.html');
      if (!file.startsWith(dir)) break;
      try {
        const body = await readFile(file);
        response.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream' });
        response.end(body);
        return;
      } catch {
        break;
      }
    }
    response.writeHead(404);
    response.end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () =>
    resolve({ server, url: 'http://127.0.0.1:' + server.address().port })));
}

// Debian's chromium, headless. Its background connections are turned off: the tests need no
// network but localhost.
export async function launch() {
  let chromium;
  try {
    ({ chromium } = requireWeb('playwright-core'));
  } catch {
    throw new Error('playwright-core is not installed in web/: scripts/setup.sh installs it (npm ci)');
  }
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    // Scroll bars as a desktop browser shows them: the marks must lay out with them.
    ignoreDefaultArgs: ['--hide-scrollbars'],
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
           '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}
