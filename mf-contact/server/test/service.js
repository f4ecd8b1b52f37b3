// Starts the contact service on a free loopback port with its own SQLite file, for the tests.
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { startContactService } = require('..');
const { signFormStamp } = require('shared-content/tooling/form-stamp');
const { FORM_STAMP_FIELD } = require('shared-content/tooling/fragment/names');

const quietLog = { log() {}, error() {} };

/** The form stamp key of the tests' services, as if a composer shared it. */
const testStampKey = crypto.randomBytes(32);

/** The stamp of a form served a minute ago: a person's post carries one like it. */
const personStamp = () => signFormStamp(testStampKey, Date.now() - 60_000);

/** @param {Parameters<typeof startContactService>[0]} [overrides] */
async function startTestService(overrides = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-service-'));
  const formStampKeyFile = path.join(dir, 'form-stamp.key');
  fs.writeFileSync(formStampKeyFile, testStampKey.toString('base64'), { mode: 0o600 });
  const service = await startContactService({
    formStampKeyFile,
    sqliteFile: path.join(dir, 'requests.sqlite'),
    smtpUrl: '',
    // The tests' inbox (test/smtp-sink.js) is a relay on this machine, without TLS.
    smtpPlainRelay: true,
    siteOrigins: ['http://site.test'],
    rateLimitPerMinute: 10,
    trustedProxies: [],
    log: quietLog,
    ...overrides,
  });
  const server = http.createServer(service.handle);
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)));
  const url = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  return {
    service,
    url,
    /**
     * Posts to the endpoint as a page would: JSON unless `type` says otherwise; an empty `type` or `origin` leaves that header out.
     * @param {string | Uint8Array<ArrayBuffer> | object} body  a string or bytes as they are, anything else as JSON with a
     *   person's form stamp unless it has a stamp of its own
     * @param {{ type?: string, origin?: string, headers?: Record<string, string> }} [options]
     */
    post: (body, { type = 'application/json', origin = 'http://site.test', headers = {} } = {}) =>
      fetch(`${url}/api/messages`, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...(type && { 'Content-Type': type }), ...(origin && { Origin: origin }), ...headers },
        body: typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify({ [FORM_STAMP_FIELD]: personStamp(), ...body }),
      }),
    async close() {
      server.closeAllConnections();
      await /** @type {Promise<void>} */ (new Promise((resolve) => server.close(() => resolve())));
      await service.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A free TCP port on loopback: nothing listens there until a test starts something on it.
 * @returns {Promise<number>}
 */
function freePort() {
  return new Promise((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Asks `check` every 50 ms until it gives something truthy, which it returns; throws after `timeoutMs`.
 * @template T
 * @param {() => T | Promise<T>} check
 * @returns {Promise<NonNullable<T>>}
 */
async function waitFor(check, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

module.exports = { startTestService, freePort, personStamp, testStampKey, waitFor, quietLog };
