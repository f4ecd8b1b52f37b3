const { register } = require('prom-client');
const { openStores } = require('./metrics');
const { requestValues } = require('./test/fixtures');
const { startTestService, testStampKey } = require('./test/service');
const { signFormStamp } = require('shared-content/tooling/form-stamp');

const valid = { firstName: 'Asha', lastName: 'Rao', email: 'asha.rao@example.com', phone: '+91 98765 43210', message: 'Pick-up at 9 am on Monday.' };

/** @param {string} name */
function metricNamed(name) {
  const metric = register.getSingleMetric(name);
  if (!metric) throw new Error(`There is no metric ${name}.`);
  return metric;
}

/** @type {Awaited<ReturnType<typeof startTestService>>} */
let site;
beforeEach(async () => {
  metricNamed('careway_contact_requests_total').reset();
  metricNamed('careway_mail_queue_read_errors_total').reset();
  metricNamed('careway_contact_form_stamps_total').reset();
  site = await startTestService({ rateLimitPerMinute: 3 });
});
afterEach(() => site.close());

const outcomes = async () =>
  Object.fromEntries((await metricNamed('careway_contact_requests_total').get()).values.map((value) => [value.labels.outcome, value.value]));
const gauge = async (/** @type {string} */ name) => (await metricNamed(name).get()).values[0].value;

it('counts every post by its outcome: stored, spam, rejected, rate_limited', async () => {
  expect((await site.post(valid)).status).toBe(201);
  expect((await site.post({ ...valid, website: 'http://spam.example' })).status).toBe(201);
  expect((await site.post({ ...valid, email: '', phone: '12' })).status).toBe(422);
  expect((await site.post(valid)).status).toBe(429);
  expect((await site.post(valid, { type: 'text/xml' })).status).toBe(415);
  expect(await outcomes()).toEqual({ stored: 1, spam: 1, rejected: 2, rate_limited: 1 });
});

it("counts the form stamps of posts by verdict, those that give a bot away counted as spam", async () => {
  expect((await site.post(valid)).status).toBe(201);
  expect((await site.post({ ...valid, formStamp: '' })).status).toBe(201);
  expect((await site.post({ ...valid, formStamp: signFormStamp(testStampKey, Date.now()) })).status).toBe(201);
  const verdicts = Object.fromEntries((await metricNamed('careway_contact_form_stamps_total').get()).values.map((value) => [value.labels.verdict, value.value]));
  expect(verdicts).toEqual({ fresh: 1, missing: 1, too_fast: 1 });
  expect(await outcomes()).toEqual({ stored: 1, spam: 2 });
});

it('counts posts the database could not take as unavailable (the visitor is given the phone number)', async () => {
  await site.service.close();
  expect((await site.post(valid)).status).toBe(503);
  expect(await outcomes()).toEqual({ unavailable: 1 });
});

it('shows the mail queue: how many requests wait for the business inbox, and for how long the oldest has', async () => {
  expect(await gauge('careway_mail_queue_depth')).toBe(0);
  expect(await gauge('careway_mail_queue_oldest_age_seconds')).toBe(0);
  await site.service.store.insert(requestValues(), { channel: 'json', now: Date.now() - 11 * 60_000 });
  await site.post(valid);
  expect(await gauge('careway_mail_queue_depth')).toBe(2);
  expect(await gauge('careway_mail_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(660);
});

it('shows how long before retention deletes a request that never reached the business, held ones included', async () => {
  const retention = 90 * 24 * 60 * 60;
  expect(await gauge('careway_contact_unmailed_deleted_in_seconds')).toBe(retention);
  await site.service.store.insert(requestValues(), { channel: 'json', now: Date.now() - 85 * 24 * 60 * 60_000, mailsPerDay: 0 });
  await site.post(valid);
  const left = await gauge('careway_contact_unmailed_deleted_in_seconds');
  expect(left).toBeLessThanOrEqual(5 * 24 * 60 * 60);
  expect(left).toBeGreaterThan(5 * 24 * 60 * 60 - 60);
});

it('puts nothing a visitor typed, nor their address, into any metric', async () => {
  await site.post(valid, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
  await site.post({ ...valid, email: 'not-an-address' });
  const text = await register.metrics();
  for (const personal of ['Asha', 'Rao', 'asha.rao', 'example.com', '98765', 'Pick-up', 'not-an-address', '203.0.113.9']) expect(text).not.toContain(personal);
});

it('a database that does not answer costs the queue figures their update, never the other metrics', async () => {
  await site.post(valid);
  const [[store]] = openStores;
  const read = store.mailQueueStats;
  store.mailQueueStats = () => Promise.reject(new Error('connection refused'));
  try {
    const text = await register.metrics();
    expect(text).toContain('careway_contact_requests_total{outcome="stored"} 1');
    expect((await metricNamed('careway_mail_queue_read_errors_total').get()).values[0].value).toBe(1);
  } finally {
    store.mailQueueStats = read;
  }
});
