/** @jest-environment node */
const dgram = require('node:dgram');
const { register, resetMetrics } = require('./metrics');
const { messageOf, recordLine, startNginxLogListener } = require('./nginx-log');

beforeEach(() => resetMetrics());

const counts = async (name) =>
  (await register.getSingleMetric(name).get()).values.filter((value) => !value.metricName || value.metricName === name).map((value) => `${Object.values(value.labels).join(' ')}: ${value.value}`);

it("reads nginx's syslog datagrams", () => {
  expect(messageOf('<190>Nov 25 12:00:00 careway: part about te ok abc123')).toBe('part about te ok abc123');
  expect(messageOf('<190>Nov 25 12:00:00 other: part about te ok abc123')).toBeNull();
});

it('counts the include step as the embedded composer does: a fetch sets the outcome of the includes after it', async () => {
  for (const line of [
    'part about te ok abc123',
    'include about te 200 0.004',
    'part about te failed -',
    'include about te 200 0.701',
    'part about te refused -',
    'include about te 200 0.000',
    'part contact en failed -',
    'include contact en 502 0.700',
  ]) expect(recordLine(line)).toBe(true);
  expect(await counts('careway_include_total')).toEqual(['about te included: 1', 'about te last_good: 1', 'about te refused: 1', 'contact en fallback: 1']);
  expect(await counts('careway_release_info')).toEqual(['about abc123: 1']);
});

it('counts composed pages by route and language', async () => {
  expect(recordLine('page /te/about 200 0.012')).toBe(true);
  expect(recordLine('page / 200 0.001')).toBe(true);
  expect(await counts('careway_http_requests_total')).toEqual(['/about te 200: 1', '/ en 200: 1']);
});

it('ignores a line in no known format, or a path that is not a page', () => {
  expect(recordLine('page /wp-login.php 404 0.001')).toBe(false);
  expect(recordLine('include about')).toBe(false);
  expect(recordLine('part about te maybe -')).toBe(false);
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
