/** @jest-environment node */
const http = require('node:http');
const { compose } = require('./compose');

const page = [
  '<!--# block name="about_fallback" --><p>Call us instead</p><!--# endblock -->',
  '<head><!--# include virtual="/_fragment/about/head" --></head>',
  '<main><!--# include virtual="/_fragment/about" stub="about_fallback" --></main>',
].join('');

let mode = 'up';
let server;
let remotes;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (mode === 'hang') return;
    if (mode === 'error') return response.writeHead(500).end('boom');
    if (request.url === '/fragment.html') return response.end('<h1>About Us</h1><img src="%REMOTE_ORIGIN%/assets/van.svg">');
    if (request.url === '/fragment-head.html') return response.end('<link rel="stylesheet" href="%REMOTE_ORIGIN%/page.css">');
    response.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, resolve));
  const origin = `http://localhost:${server.address().port}`;
  remotes = { about: `${origin}/remoteEntry.js` };
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('compose', () => {
  it("includes the remote's fragment and stylesheet links, with the remote's origin filled in", async () => {
    mode = 'up';
    const origin = new URL(remotes.about).origin;
    const html = await compose(page, remotes);
    expect(html).toBe(
      `<head><link rel="stylesheet" href="${origin}/page.css"></head><main><h1>About Us</h1><img src="${origin}/assets/van.svg"></main>`,
    );
  });

  it('shows the stub block when the remote answers with an error', async () => {
    mode = 'error';
    expect(await compose(page, remotes)).toBe('<head></head><main><p>Call us instead</p></main>');
  });

  it('gives up on a remote that does not answer within the read timeout', async () => {
    mode = 'hang';
    const started = Date.now();
    const html = await compose(page, remotes, { connectMs: 300, readMs: 200 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(html).toBe('<head></head><main><p>Call us instead</p></main>');
  });

  it('shows the stub when no remote is configured for the include', async () => {
    expect(await compose(page, {})).toBe('<head></head><main><p>Call us instead</p></main>');
  });
});
