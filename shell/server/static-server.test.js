/** @jest-environment node */
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { acceptedEncodings, createStaticServer } = require('./static-server');

let root;
let server;
let url;

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
  server = createStaticServer({ root, cors: true });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${server.address().port}`;
});

afterAll(() => {
  server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the embedded server', () => {
  it('answers 400 with its security headers for an address that is not valid, and logs nothing', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const response = await get('/%zz');
    expect(response.status).toBe(400);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
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
