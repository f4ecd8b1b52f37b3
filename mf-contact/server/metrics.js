// What the contact service reports to Prometheus (prom-client's default registry: under `npm run serve`
// the site's metrics listener shows it; `npm run serve:api` starts a listener of its own, see main.js).
// Outcomes and queue figures only: nothing a visitor typed, nor their address, is ever a label.
const client = require('prom-client');
const { metric } = require('shared-content/tooling/metrics');
const { dayMs } = require('./config');

const requests = metric(client.Counter, {
  name: 'careway_contact_requests_total',
  help: 'Contact form posts, by outcome: stored, held (stored over the daily cap on mail: not mailed, npm run requests -w mf-contact -- --held), spam (stored as a suspected bot: the decoy field filled, or the form stamp missing, forged or too fresh; not mailed, listed by --held too), rejected (invalid, wrong type, too large, other origin), rate_limited, unavailable (the database could not take it: the visitor was given the phone number)',
  labelNames: ['outcome'],
});

/**
 * The stores of the services running in this process (one in production), each with its retention period in days.
 * @type {Map<Pick<import('./store').Store, 'mailQueueStats'>, number>}
 */
const openStores = new Map();

/**
 * Every open store's waiting requests: how many, and when the oldest came in (ms; null when none wait);
 * and how long until the first request never mailed (waiting or held) is deleted by retention (ms; the
 * shortest retention period when none is).
 */
async function waitingMail() {
  const stats = await Promise.all([...openStores].map(async ([store, retentionDays]) => ({ ...(await store.mailQueueStats()), retentionMs: retentionDays * dayMs })));
  const oldest = stats.map((stat) => stat.oldestCreatedAt).filter((time) => time !== null);
  const now = Date.now();
  const deletedIn = stats.map((stat) => (stat.oldestUnmailedCreatedAt === null ? stat.retentionMs : stat.oldestUnmailedCreatedAt + stat.retentionMs - now));
  return { depth: stats.reduce((sum, stat) => sum + stat.depth, 0), oldestCreatedAt: oldest.length > 0 ? Math.min(...oldest) : null, unmailedDeletedInMs: Math.min(...deletedIn) };
}

const queueReadErrors = metric(client.Counter, {
  name: 'careway_mail_queue_read_errors_total',
  help: 'Scrapes that could not read the mail queue from the database (its figures keep their last values)',
});

/**
 * The queue as one scrape reads it: both gauges' collects share one query, and a database that does not
 * answer costs these two figures their update, never the site's other metrics (null then).
 */
let reading = null;
function readQueue() {
  reading ??= waitingMail()
    .catch(() => {
      queueReadErrors.inc();
      return null;
    })
    .finally(() => {
      reading = null;
    });
  return reading;
}

metric(client.Gauge, {
  name: 'careway_mail_queue_depth',
  help: 'Requests stored and not yet mailed to the business (suspected bots excluded)',
  async collect() {
    const queue = await readQueue();
    if (queue) this.set(queue.depth);
  },
});

metric(client.Gauge, {
  name: 'careway_mail_queue_oldest_age_seconds',
  help: 'Age of the oldest request not yet mailed to the business (0 when none waits)',
  async collect() {
    const queue = await readQueue();
    if (queue) this.set(queue.oldestCreatedAt === null ? 0 : Math.max(0, (Date.now() - queue.oldestCreatedAt) / 1000));
  },
});

metric(client.Gauge, {
  name: 'careway_contact_unmailed_deleted_in_seconds',
  help: 'Time until retention deletes the oldest request never mailed to the business (waiting, or held over the daily cap): read it before (npm run requests -w mf-contact); the retention period when there is none',
  async collect() {
    const queue = await readQueue();
    if (queue && openStores.size > 0) this.set(Math.max(0, queue.unmailedDeletedInMs / 1000));
  },
});

const formStamps = metric(client.Counter, {
  name: 'careway_contact_form_stamps_total',
  help: "The form stamps of valid contact posts, by verdict: fresh, stale (the form open over a day: mailed), missing, forged, too_fast (the last three held as suspected bots). Only forged ones and no fresh: the composer and the service do not share the form stamp key",
  labelNames: ['verdict'],
});

/** Counts one valid post's form stamp by its verdict (shared-content/tooling/form-stamp.js's checkFormStamp). */
const countFormStamp = (/** @type {string} */ verdict) => formStamps.inc({ verdict: verdict === 'tooFast' ? 'too_fast' : verdict });

/** Counts one post by its outcome (see the counter's help). */
const countRequest = (/** @type {string} */ outcome) => requests.inc({ outcome });

/** The outcome of a post refused with an HTTP status. */
const refusedOutcome = (/** @type {number} */ status) => (status === 429 ? 'rate_limited' : status >= 500 ? 'unavailable' : 'rejected');

module.exports = { countFormStamp, countRequest, openStores, refusedOutcome };
