/** @jest-environment node */
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { createFileHandler, createFileServer } = require('./file-server');
const { acceptedEncodings, safePathname } = require('./files');

/** @typedef {import('node:net').AddressInfo} AddressInfo */

/** @type {string} */
let root;
/** @type {http.Server} */
let server;
/** @type {string} */
let url;

/**
 * @param {string} pathname
 * @param {http.OutgoingHttpHeaders} [headers]
 * @returns {Promise<{ status: number | undefined, headers: http.IncomingHttpHeaders, body: string }>}
 */
const get = (pathname, headers = {}) =>
  new Promise((resolve, reject) =>
    http.get(`${url}${pathname}`, { headers }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk)).on('end', () => resolve({ status: response.statusCode, headers: response.headers, body }));
    }).on('error', reject),
  );

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  fs.writeFileSync(path.join(root, 'main.js'), 'console.log(1)');
  fs.writeFileSync(path.join(root, 'main.js.map'), '{"sources":["/home/build/src/index.ts"]}');
  fs.writeFileSync(path.join(root, 'mf-stats.json'), '{}');
  server = createFileServer({ root });
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)));
  url = `http://127.0.0.1:${/** @type {AddressInfo} */ (server.address()).port}`;
});

afterAll(() => {
  server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe("a remote's embedded server", () => {
  it('answers 400 with its security headers for an address that is not valid, and logs nothing', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const response = await get('/%zz');
    expect(response.status).toBe(400);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('answers 500 to a request that fails, and logs the failure with its stack once, not once per request', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failing = http.createServer(
      createFileHandler({
        root: () => {
          throw new Error('the disk is gone');
        },
      }),
    );
    await /** @type {Promise<void>} */ (new Promise((resolve) => failing.listen(0, '127.0.0.1', resolve)));
    try {
      const address = `http://127.0.0.1:${/** @type {AddressInfo} */ (failing.address()).port}/main.js`;
      const answers = [await fetch(address), await fetch(address)];
      expect(answers.map((answer) => answer.status)).toEqual([500, 500]);
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0][0]).toMatch(/^GET \/main\.js: Error: the disk is gone\n\s+at /);
    } finally {
      failing.close();
      log.mockRestore();
    }
  });

  it('does not serve source maps or federation build statistics', async () => {
    expect((await get('/main.js.map')).status).toBe(404);
    expect((await get('/mf-stats.json')).status).toBe(404);
  });

  it('answers a revalidation with 304 when the file has not changed', async () => {
    const first = await get('/main.js');
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['last-modified']).toBeTruthy();
    const again = await get('/main.js', { 'If-None-Match': first.headers.etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('the embedded server with a service mounted as a route', () => {
  it('hands the route and every address under it to the service, and everything else to its files', async () => {
    const service = (/** @type {http.IncomingMessage} */ request, /** @type {http.ServerResponse} */ response) => response.writeHead(202).end(`service: ${request.url}`);
    const mounted = http.createServer(createFileHandler({ root, routes: { '/api/messages': service } }));
    await /** @type {Promise<void>} */ (new Promise((resolve) => mounted.listen(0, '127.0.0.1', resolve)));
    const at = (/** @type {string} */ pathname) => fetch(`http://127.0.0.1:${/** @type {AddressInfo} */ (mounted.address()).port}${pathname}`).then(async (response) => [response.status, await response.text()]);
    try {
      expect(await at('/api/messages')).toEqual([202, 'service: /api/messages']);
      expect(await at('/api/messages?locale=te')).toEqual([202, 'service: /api/messages?locale=te']);
      expect(await at('/api/messages/sent')).toEqual([202, 'service: /api/messages/sent']);
      expect(await at('/api/messagesx')).toEqual([404, 'Not found']);
      expect(await at('/main.js')).toEqual([200, 'console.log(1)']);
    } finally {
      mounted.close();
    }
  });
});

describe('the embedded server under slow and idle connections', () => {
  const limits = { maxConnections: 4, headersTimeoutMs: 500, requestTimeoutMs: 1000, idleTimeoutMs: 500, checkEveryMs: 100 };
  const largeFileBytes = 32 * 1024 * 1024;
  /** @type {http.Server} */
  let limited;
  /** @type {number} */
  let port;
  /** @type {Set<net.Socket>} */
  const open = new Set();

  beforeAll(async () => {
    fs.writeFileSync(path.join(root, 'large.bin'), Buffer.alloc(largeFileBytes));
    limited = createFileServer({ root, limits });
    await /** @type {Promise<void>} */ (new Promise((resolve) => limited.listen(0, '127.0.0.1', resolve)));
    port = /** @type {AddressInfo} */ (limited.address()).port;
  });

  afterEach(() => {
    for (const socket of open) socket.destroy();
    open.clear();
  });

  afterAll(() => {
    limited.close();
    fs.rmSync(path.join(root, 'large.bin'));
  });

  /**
   * A raw connection that has sent `text`; `openFor` resolves with how long it stayed open.
   * @param {string} text
   * @returns {Promise<net.Socket & { openFor: Promise<number> }>}
   */
  const connect = (text) =>
    new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        const started = Date.now();
        /** @type {Promise<number>} */
        const openFor = new Promise((done) => socket.on('close', () => done(Date.now() - started)));
        socket.on('error', () => {});
        socket.write(text);
        open.add(socket);
        resolve(Object.assign(socket, { openFor }));
      });
    });

  /** Starts a request and sends a header byte every 100 ms, never finishing it (slowloris). */
  async function slowClient() {
    const socket = await connect('GET /main.js HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    const timer = setInterval(() => socket.write('a'), 100);
    socket.on('close', () => clearInterval(timer));
    return socket;
  }

  /**
   * @param {Promise<unknown>} promise
   * @param {number} ms
   */
  const withinMs = (promise, ms) => Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve('still open'), ms))]);
  const getLimited = () =>
    new Promise((resolve) =>
      http
        .get(`http://127.0.0.1:${port}/main.js`, { agent: false }, (response) => resolve(response.resume().statusCode))
        .on('error', (/** @type {NodeJS.ErrnoException} */ error) => resolve(`failed: ${error.code}`)),
    );

  it('closes connections that send their headers too slowly or nothing at all, and serves others meanwhile', async () => {
    const slow = await Promise.all([slowClient(), slowClient(), connect('')]);
    expect(await getLimited()).toBe(200);
    const openFor = await Promise.all(slow.map((socket) => withinMs(socket.openFor, 3000)));
    for (const ms of openFor) expect(ms).toBeLessThan(limits.headersTimeoutMs + 1000);
  });

  it('keeps at most its cap of connections open: past it a new one is closed at once, and visitors are served again once the slow ones are cut', async () => {
    const slow = await Promise.all(Array.from({ length: limits.maxConnections }, slowClient));
    expect(await getLimited()).toMatch(/^failed/);
    await Promise.all(slow.map((socket) => withinMs(socket.openFor, 3000)));
    expect(await getLimited()).toBe(200);
  });

  it('closes a connection that stops reading its answer', async () => {
    const reader = await connect('GET /large.bin HTTP/1.1\r\nHost: localhost\r\n\r\n');
    reader.pause();
    await new Promise((resolve) => setTimeout(resolve, limits.idleTimeoutMs + 1000));
    let received = 0;
    reader.on('data', (/** @type {Buffer} */ chunk) => (received += chunk.length));
    reader.resume();
    await withinMs(reader.openFor, 3000);
    expect(received).toBeLessThan(largeFileBytes);
  });
});

describe('acceptedEncodings', () => {
  it.each([
    ['gzip, deflate, br', ['br', 'gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['br;q=0.1, gzip;q=1', ['gzip', 'br']],
    ['identity', []],
    ['*', ['br', 'gzip']],
    ['*;q=0, gzip', ['gzip']],
  ])('%s -> %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe('safePathname', () => {
  it('keeps the paths asked for again: one-off queries share their path, and one-off addresses push out only each other', () => {
    for (let index = 0; index < 300; index += 1) safePathname(`/?fbclid=${index}`);
    const about = safePathname('/about');
    expect(safePathname('/about?utm_source=mail')).toBe(about);
    for (let index = 0; index < 300; index += 1) {
      safePathname(`/nowhere-${index}`);
      if (index % 100 === 0) safePathname('/about');
    }
    expect(safePathname('/about')).toBe(about);
  });
});
