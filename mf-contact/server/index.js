// The contact service: store, mail queue, retention and the HTTP endpoint, started together.
// The site mounts it on the contact remote's own origin (see siteService), so the page
// finds it beside its own files, wherever the shell's remotes configuration says the contact remote lives.
const crypto = require('node:crypto');
const { business } = require('./rules');
const { ConfigError, contactConfig, dayMs } = require('./config');
const { apiPath, createContactApi } = require('./http');
const { createMailer, startMailQueue } = require('./mail');
const { openStores } = require('./metrics');
const { openStore } = require('./store');
const { POSTS_PER_MINUTE } = require('./limits');
const { formStampKey } = require('shared-content/tooling/form-stamp');

/** @typedef {Pick<Console, 'log' | 'error'>} Log */

/**
 * Deletes requests older than the retention period now and then twice a day.
 * @param {object} options
 * @param {Pick<import('./store').Store, 'deleteOlderThan'>} options.store
 * @param {number} options.retentionDays
 * @param {Log} options.log
 * @param {number} [options.intervalMs]
 */
function startRetention({ store, retentionDays, log, intervalMs = dayMs / 2 }) {
  const purge = async () => {
    try {
      const deleted = await store.deleteOlderThan(Date.now() - retentionDays * dayMs);
      if (deleted > 0) log.log(`contact retention: deleted ${deleted} request(s) older than ${retentionDays} days`);
    } catch (error) {
      log.error(`contact retention: ${/** @type {Error} */ (error).message}`);
    }
  };
  const timer = setInterval(purge, intervalMs);
  timer.unref();
  return { first: purge(), stop: () => clearInterval(timer) };
}

/** @typedef {import('./store').Store} Store */

/**
 * The service's store, answering from the store `current()` gives once the database is open. Before, each
 * method rejects (the endpoint answers a post with 503) and `kind` is null. Closing stays with the service.
 * @param {() => Store | null} current
 * @returns {Omit<Store, 'kind' | 'close'> & { readonly kind: Store['kind'] | null }}
 */
function storeWhenOpen(current) {
  const open = () => current() ?? Promise.reject(new Error('the database is not open yet'));
  return {
    get kind() {
      return current()?.kind ?? null;
    },
    insert: async (...args) => (await open()).insert(...args),
    takeHit: async (...args) => (await open()).takeHit(...args),
    forgetHitsUntil: async (...args) => (await open()).forgetHitsUntil(...args),
    claimMail: async (...args) => (await open()).claimMail(...args),
    markMailed: async (...args) => (await open()).markMailed(...args),
    markMailFailed: async (...args) => (await open()).markMailFailed(...args),
    listSince: async (...args) => (await open()).listSince(...args),
    deleteOlderThan: async (...args) => (await open()).deleteOlderThan(...args),
    mailQueueStats: async (...args) => (await open()).mailQueueStats(...args),
    migrationsApplied: async (...args) => (await open()).migrationsApplied(...args),
  };
}

/**
 * Starts the service. Its settings are checked first (a wrong one rejects with ConfigError). The database
 * need not be there yet: until it can be opened (after a reboot, a failover, or a PostgreSQL created after
 * the site), posts are answered 503 with the phone number, in the visitor's language, while the service
 * tries again with a growing delay (1 s, doubling, at most `openRetryMaxMs`), and it serves as soon as
 * the database answers. Resolves after the first attempt.
 * @param {Partial<ReturnType<typeof contactConfig>> & { log?: Log, retryBaseMs?: number, leaseMs?: number, openRetryMaxMs?: number, formStampLimits?: typeof import('shared-content/tooling/form-stamp').formStampLimits }} [overrides]
 * @param {NodeJS.ProcessEnv} [env]  where the settings not overridden come from
 */
async function startContactService(overrides = {}, env = process.env) {
  const config = { ...contactConfig(env), ...overrides };
  const log = overrides.log ?? console;
  const openRetryMaxMs = overrides.openRetryMaxMs ?? 30_000;
  /** @type {Awaited<ReturnType<typeof open>> | null} */
  let opened = null;
  /** @type {NodeJS.Timeout | undefined} */
  let retryTimer;
  let closed = false;

  async function open() {
    const store = await openStore(config);
    const retention = startRetention({ store, retentionDays: config.retentionDays, log });
    await retention.first;
    const mailer = config.smtpUrl ? createMailer({ smtpUrl: config.smtpUrl, plainRelay: config.smtpPlainRelay, to: config.mailTo, from: config.mailFrom, siteName: business.name }) : null;
    if (!mailer) log.log('  contact: no CONTACT_SMTP_URL set, requests are stored and wait to be mailed');
    const mailQueue = startMailQueue({ store, mailer, intervalMs: config.mailIntervalMs, retryBaseMs: config.retryBaseMs, leaseMs: config.leaseMs, log });
    openStores.set(store, config.retentionDays);
    return { store, retention, mailer, mailQueue };
  }

  /** @param {number} delayMs */
  async function attempt(delayMs) {
    try {
      const started = await open();
      if (closed) return closeParts(started);
      opened = started;
    } catch (error) {
      if (closed) return undefined;
      log.error(`contact service: the database cannot be opened (${/** @type {Error} */ (error).message}); trying again in ${Math.round(delayMs / 1000)} s`);
      retryTimer = setTimeout(() => attempt(Math.min(delayMs * 2, openRetryMaxMs)), delayMs);
    }
    return undefined;
  }

  /** @param {Awaited<ReturnType<typeof open>>} parts */
  async function closeParts({ store, retention, mailer, mailQueue }) {
    openStores.delete(store);
    retention.stop();
    await mailQueue.stop();
    mailer?.close();
    await store.close();
  }

  const store = storeWhenOpen(() => opened?.store ?? null);
  const mailQueue = { kick: () => opened?.mailQueue.kick() };
  const handle = createContactApi({ ...config, formStampKey: formStampKey(config.formStampKeyFile), store, mailQueue, log });
  await attempt(1000);
  return {
    config,
    store,
    mailQueue,
    handle,
    /** Whether the database is open (posts are being stored). */
    get ready() {
      return opened !== null;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const parts = opened;
      opened = null;
      if (parts) await closeParts(parts);
    },
  };
}

/**
 * The endpoint of a service that could not start (a setting is wrong): it answers as when the database
 * is down, 503 with the phone number in the visitor's language (a page for a form posted without
 * JavaScript), and the page offers WhatsApp, e-mail and the phone instead.
 * @param {{ siteOrigins: string[] }} settings
 */
function unstartedService(settings) {
  const unstarted = async () => Promise.reject(new Error('the contact service is not started: its settings are wrong'));
  const store = { insert: unstarted, takeHit: unstarted, forgetHitsUntil: unstarted };
  // It stores nothing, so its stamps need no key shared with the composer: a key of its own.
  const formStampKey = crypto.randomBytes(32);
  return { handle: createContactApi({ store, mailQueue: { kick() {} }, siteOrigins: settings.siteOrigins, rateLimitPerMinute: POSTS_PER_MINUTE, trustedProxies: [], formStampKey, log: { error() {} } }) };
}

/**
 * The service as the site mounts it on the contact remote's origin (shared-content/tooling/apps.js declares it):
 * `routes` for the static server, /api/messages and everything under it answered by `service`, started from
 * the environment unless given; `close` closes `service`.
 * @param {ContactService | Promise<ContactService>} [service]
 * @returns {{ routes: Record<string, import('node:http').RequestListener>, close: () => Promise<void> }}
 */
function siteService(service = startContactService()) {
  const ready = Promise.resolve(service).catch((error) => {
    console.error(`contact service not started: ${error.message}`);
    return unstartedService(error instanceof ConfigError ? error.settings : contactConfig({}));
  });
  return {
    routes: { [apiPath]: async (request, response) => (await ready).handle(request, response) },
    async close() {
      const started = await ready;
      if ('close' in started) await started.close();
    },
  };
}

/** @typedef {Awaited<ReturnType<typeof startContactService>>} ContactService */

module.exports = { startContactService, siteService, startRetention };
