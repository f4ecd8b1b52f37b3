/** @jest-environment node */
const { Client } = require('pg');
const { startPostgres } = require('shared-content/tooling/throwaway-postgres');
const { register, reportRegistryHealth } = require('../metrics');
const { emptyRecord, openRegistry, sha384, withLive } = require('./index');

/** The promise to every composer: a switch shows within a second. */
const SWITCH_MS = 1000;

/** @type {Awaited<ReturnType<typeof startPostgres>>} */
let postgres;
/** @type {{ close(): Promise<unknown> }[]} */
let opened = [];
beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);
afterEach(async () => {
  await Promise.all(opened.map((registry) => registry.close()));
  opened = [];
});
afterAll(() => postgres?.stop());

/** A registry on the test's database, closed after the test. */
const registry = () => {
  const opening = openRegistry(postgres.url);
  opened.push(opening);
  return opening;
};
/** A composer's view of the test's database, closed after the test. */
const follower = () => {
  const following = registry().follow();
  opened.push(following);
  return following;
};

/** @param {string} sql */
async function query(sql) {
  const client = new Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/**
 * @param {import('./index').ReleaseRecord} record
 * @param {string} id
 */
const added = (record, id) => ({ ...record, releases: { ...record.releases, [id]: { created: Date.now(), commit: null, verifiedAt: Date.now(), files: { 'remoteEntry.js': sha384(id) } } } });
/** @param {string} id */
const released = (id) => (/** @type {import('./index').ReleaseRecord} */ record) => withLive(added(record, id), id);

/**
 * Milliseconds until every follower reads `remote` with `live`, looking every 5 ms (fails after `limitMs`).
 * @param {import('./index').RegistryFollower[]} followers
 * @param {string} remote
 * @param {string | null} live
 * @param {number} limitMs
 */
async function untilLive(followers, remote, live, limitMs) {
  const started = Date.now();
  for (;;) {
    const seen = await Promise.all(followers.map((following) => following.read(remote).then((record) => record.live, () => undefined)));
    if (seen.every((id) => id === live)) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`after ${limitMs} ms the followers read ${seen.join(', ')}, not ${live}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Waits until `check` holds, looking every 20 ms (fails after `limitMs`).
 * @param {() => boolean} check
 * @param {number} limitMs
 */
async function until(check, limitMs) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > limitMs) throw new Error(`still not so after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the PostgreSQL registry', () => {
  it('keeps each record whole in one row, fields it does not know included, and writes none that is damaged', async () => {
    const releaser = registry();
    expect(await releaser.read('home')).toEqual(emptyRecord());
    const withStates = (/** @type {import('./index').ReleaseRecord} */ record) => ({ ...released('aaa111')(record), notes: { states: ['preview', 'canary'] } });
    const written = await releaser.update('home', withStates);
    expect(await registry().read('home')).toEqual(written);
    expect(written).toHaveProperty('notes.states', ['preview', 'canary']);

    await expect(releaser.update('home', (record) => ({ ...record, live: 'bbb222' }))).rejects.toThrow('live release bbb222 has no record');
    await expect(
      releaser.update('home', (record) => {
        released('ccc333')(record);
        throw new Error('a check failed half way');
      }),
    ).rejects.toThrow('a check failed half way');
    expect(await releaser.read('home')).toEqual(written);
    expect(await query(`SELECT remote, version FROM release_records WHERE remote = 'home'`)).toEqual([{ remote: 'home', version: '1' }]);

    await query(`UPDATE release_records SET record = jsonb_set(record, '{live}', '"ddd444"') WHERE remote = 'home'`);
    await expect(registry().read('home')).rejects.toThrow('live release ddd444 has no record');
    await expect(releaser.update('home', released('eee555'))).rejects.toThrow('is damaged');
  });

  it('a composer answers a remote with no row from one kept empty record, until the remote has a row', async () => {
    const composer = follower();
    const first = composer.read('contact');
    expect(await first).toEqual(emptyRecord());
    // Kept: the next read is the same answer (site.js takes it at once), with the same releases object.
    expect(composer.read('contact')).toBe(composer.read('contact'));
    expect(await composer.read('contact')).toBe(await first);
    await registry().update('contact', released('fff666'));
    await untilLive([composer], 'contact', 'fff666', 5000);
  });

  it('ten release commands updating one remote at once: each in its own transaction, one after another, every change kept', async () => {
    const ids = Array.from({ length: 10 }, (_, index) => `a0${index}`);
    await Promise.all(ids.map((id) => registry().update('about', released(id))));
    const record = await registry().read('about');
    expect(Object.keys(record.releases).sort()).toEqual(ids);
    expect(record.previous).not.toBe(record.live);
    expect(await query(`SELECT version FROM release_records WHERE remote = 'about'`)).toEqual([{ version: '10' }]);
  }, 30_000);

  it('two composers see a release and a rollback within a second', async () => {
    const composers = [follower(), follower()];
    const releaser = registry();
    await releaser.update('howitworks', released('abc001'));
    await untilLive(composers, 'howitworks', 'abc001', 5000);

    await releaser.update('howitworks', released('abc002'));
    expect(await untilLive(composers, 'howitworks', 'abc002', SWITCH_MS)).toBeLessThan(SWITCH_MS);
    await releaser.update('howitworks', (record) => withLive(record, 'abc001'));
    expect(await untilLive(composers, 'howitworks', 'abc001', SWITCH_MS)).toBeLessThan(SWITCH_MS);
    expect(composers.map((composer) => composer.health().up)).toEqual([true, true]);
  }, 30_000);

  it('the database stopped: composers serve their last records and say so once; started again: the next release reaches both', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const logged = (/** @type {string} */ words) => errors.mock.calls.filter(([line]) => String(line).includes(words)).length;
    try {
      const composers = [follower(), follower()];
      reportRegistryHealth(composers[0]);
      const releaser = registry();
      await releaser.update('contact', released('bbb001'));
      await untilLive(composers, 'contact', 'bbb001', 5000);

      postgres.pause();
      await until(() => composers.every((composer) => !composer.health().up), 10_000);
      // Long enough for several attempts to reconnect, each failing.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await Promise.all(composers.map(async (composer) => (await composer.read('contact')).live))).toEqual(['bbb001', 'bbb001']);
      expect(logged('cannot be reached')).toBe(2);
      const metrics = await register.metrics();
      expect(metrics).toContain('careway_registry_up 0');
      expect(Number(/careway_registry_record_age_seconds ([\d.]+)/.exec(metrics)?.[1])).toBeGreaterThan(1.5);
      const startedWithout = follower();
      await expect(startedWithout.read('contact')).rejects.toThrow('has not answered yet');

      postgres.resume();
      await releaser.update('contact', released('bbb002'));
      await untilLive([...composers, startedWithout], 'contact', 'bbb002', 10_000);
      await releaser.update('contact', released('bbb003'));
      expect(await untilLive(composers, 'contact', 'bbb003', SWITCH_MS)).toBeLessThan(SWITCH_MS);
      expect(logged('cannot be reached')).toBe(3);
      expect(logged('answers again')).toBe(3);
      expect(await register.metrics()).toContain('careway_registry_up 1');
    } finally {
      errors.mockRestore();
    }
  }, 60_000);
});
