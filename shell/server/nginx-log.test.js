/** @jest-environment node */
const dgram = require('node:dgram');
const { resetMetrics } = require('./metrics');
const { messageOf, recordLine, startNginxLogListener } = require('./nginx-log');
const { metricValues } = require('./testing');

beforeEach(() => resetMetrics());

const counts = async (/** @type {string} */ name) =>
  (await metricValues(name)).filter((value) => !value.metricName || value.metricName === name).map((value) => `${Object.values(value.labels).join(' ')}: ${value.value}`);

it("reads nginx's syslog datagrams", () => {
  expect(messageOf('<190>Nov 25 12:00:00 careway: page /about 200 0.001')).toBe('page /about 200 0.001');
  expect(messageOf('<190>Nov 25 12:00:00 other: page /about 200 0.001')).toBeNull();
});

it('counts the include step as the embedded composer does: a fetch sets the outcome of the includes from the cache after it', async () => {
  for (const line of [
    'include about te 200 200 0.004',
    'include about te 200 - 0.000',
    'include about te 200 502 0.701',
    'include about te 200 - 0.000',
    'include about te 200 500 0.003',
    'include contact en 502 504 0.900',
    'include contact en 502 - 0.000',
  ]) expect(recordLine(line)).toBe(true);
  expect(await counts('careway_include_total')).toEqual(['about te included: 2', 'about te last_good: 2', 'about te refused: 1', 'contact en fallback: 2']);
});

it('takes the release a remote answered with, refused or not, so a release refused whole is seen going live', async () => {
  expect(recordLine('part about te abc123')).toBe(true);
  expect(recordLine('part about te -')).toBe(true);
  expect(recordLine('part about te def456')).toBe(true);
  expect(await counts('careway_release_info')).toEqual(['about def456: 1']);
});

it('counts composed pages by route and language', async () => {
  expect(recordLine('page /te/about 200 0.012')).toBe(true);
  expect(recordLine('page / 200 0.001')).toBe(true);
  expect(await counts('careway_http_requests_total')).toEqual(['/about te 200: 1', '/ en 200: 1']);
});

it('ignores a line in no known format, or a path that is not a page', () => {
  expect(recordLine('page /wp-login.php 404 0.001')).toBe(false);
  expect(recordLine('include about')).toBe(false);
  expect(recordLine('part about te ok abc123')).toBe(false);
  expect(recordLine('include about te 200 ok abc123 0.004')).toBe(false);
});

it('takes the lines over UDP on this machine', async () => {
  const socket = await startNginxLogListener({ port: 0 });
  const client = dgram.createSocket('udp4');
  try {
    await new Promise((resolve) => client.send('<190>Nov 25 12:00:00 careway: page /contact 200 0.002', socket.address().port, '127.0.0.1', resolve));
    for (let tries = 0; tries < 50 && (await counts('careway_http_requests_total')).length === 0; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await counts('careway_http_requests_total')).toEqual(['/contact en 200: 1']);
  } finally {
    client.close();
    socket.close();
  }
});
