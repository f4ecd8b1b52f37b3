/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createShellServer } = require('./shell-host');

/** @typedef {import('node:net').AddressInfo} AddressInfo */

describe('the embedded server for the shell', () => {
  /** @type {string} */
  let shellRoot;
  /** @type {import('node:http').Server} */
  let shell;
  /** @type {string} */
  let shellUrl;
  const getShell = (/** @type {string} */ pathname) => fetch(`${shellUrl}${pathname}`, { redirect: 'manual' });

  beforeAll(async () => {
    shellRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-shell-'));
    const pages = {
      'index.html': '<html lang="en">Home</html>',
      '404.html': '<html lang="en">Page not found</html>',
      'about/index.html': '<html lang="en">About</html>',
      'te/index.html': '<html lang="te">హోమ్</html>',
      'te/404.html': '<html lang="te">పేజీ కనబడలేదు</html>',
      'te/about/index.html': '<html lang="te">మా గురించి</html>',
    };
    for (const [file, html] of Object.entries(pages)) {
      fs.mkdirSync(path.dirname(path.join(shellRoot, file)), { recursive: true });
      fs.writeFileSync(path.join(shellRoot, file), html);
    }
    shell = createShellServer({ root: shellRoot });
    await /** @type {Promise<void>} */ (new Promise((resolve) => shell.listen(0, '127.0.0.1', resolve)));
    shellUrl = `http://127.0.0.1:${/** @type {AddressInfo} */ (shell.address()).port}`;
  });

  afterAll(() => {
    shell.close();
    fs.rmSync(shellRoot, { recursive: true, force: true });
  });

  it('answers each route in each language with its HTML', async () => {
    for (const [pathname, text] of [['/te', 'హోమ్'], ['/te/about', 'మా గురించి'], ['/about', 'About']]) {
      const response = await getShell(pathname);
      expect([pathname, response.status, await response.text()]).toEqual([pathname, 200, expect.stringContaining(text)]);
    }
  });

  it('answers an unknown path with the 404 page in the language of its first segment', async () => {
    for (const [pathname, text] of [['/te/nothing', 'పేజీ కనబడలేదు'], ['/te/about/more', 'పేజీ కనబడలేదు'], ['/nothing', 'Page not found'], ['/about/nothing', 'Page not found'], ['/hi/nothing', 'Page not found']]) {
      const response = await getShell(pathname);
      expect([pathname, response.status, await response.text()]).toEqual([pathname, 404, expect.stringContaining(text)]);
    }
  });

  it('redirects the variants of a route in another language to its one address', async () => {
    for (const [variant, canonical] of [['/te/', '/te'], ['/TE/About', '/te/about'], ['/te/about/', '/te/about'], ['/te/about/index.html?x=1', '/te/about?x=1']]) {
      const response = await getShell(variant);
      expect([variant, response.status, response.headers.get('location')]).toEqual([variant, 301, canonical]);
    }
  });
});
