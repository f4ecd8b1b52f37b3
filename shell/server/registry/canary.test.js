/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { emptyRecord, openRegistry, pruned, recordProblems, sha384, withLive } = require('./index');
const {
  DEFAULT_STAGES,
  armOf,
  armOfRelease,
  canaryShare,
  isVisitorId,
  newVisitorId,
  withCanaryAborted,
  withCanaryAdvanced,
  withCanaryPromoted,
  withCanaryStarted,
} = require('./canary');

const MINUTE = 60_000;
/** @param {import('./index').ReleaseRecord} record @param {string} id @param {number} created */
const added = (record, id, created) => ({ ...record, releases: { ...record.releases, [id]: { created, commit: null, verifiedAt: created, files: { 'remoteEntry.js': sha384(id) } } } });
/** A record with `aaa` live and `bbb` recorded. */
const twoReleases = () => withLive(added(added(emptyRecord(), 'aaa', 1), 'bbb', 2), 'aaa', 10);

describe('a canary in the release record', () => {
  it('starts at 5%, rises to 25% and 100% only after each stage lasted its minimum, then becomes live', () => {
    let record = withCanaryStarted(twoReleases(), 'bbb', { now: 0 });
    expect(record.canary?.stages).toEqual(DEFAULT_STAGES);
    expect(canaryShare(record)).toBe(5);
    expect(() => withCanaryAdvanced(record, 29 * MINUTE)).toThrow('has not lasted its minimum');
    record = withCanaryAdvanced(record, 30 * MINUTE);
    expect(canaryShare(record)).toBe(25);
    record = withCanaryAdvanced(record, 90 * MINUTE);
    expect(canaryShare(record)).toBe(100);
    expect(() => withCanaryAdvanced(record, 999 * MINUTE)).toThrow('at its last stage: promote it');
    expect(record.live).toBe('aaa');
    record = withCanaryPromoted(record, 'every metric within its margin', 200 * MINUTE);
    expect(record).toMatchObject({ live: 'bbb', previous: 'aaa', switchedAt: 200 * MINUTE, canary: null });
    expect(record.canaryEnded).toEqual({ release: 'bbb', outcome: 'promoted', at: 200 * MINUTE, reason: 'every metric within its margin' });
    expect(canaryShare(record)).toBe(0);
    expect(recordProblems(record)).toEqual([]);
  });

  it('aborts back to the live release alone, the live pointer untouched', () => {
    const started = withCanaryStarted(twoReleases(), 'bbb', { now: 0 });
    const aborted = withCanaryAborted(started, 'INP p75 worse than the live arm', 5);
    expect(aborted).toMatchObject({ live: 'aaa', previous: null, switchedAt: 10, canary: null });
    expect(aborted.canaryEnded).toEqual({ release: 'bbb', outcome: 'aborted', at: 5, reason: 'INP p75 worse than the live arm' });
    expect(() => withCanaryAborted(aborted, 'again')).toThrow('There is no canary');
    expect(() => withCanaryPromoted(aborted, 'again')).toThrow('There is no canary');
  });

  it('starts only for a recorded release other than the live one, one canary at a time, with rising stages', () => {
    expect(() => withCanaryStarted(twoReleases(), 'zzz')).toThrow('no recorded release "zzz"');
    expect(() => withCanaryStarted(twoReleases(), 'aaa')).toThrow('already live');
    expect(() => withCanaryStarted(added(emptyRecord(), 'bbb', 2), 'bbb')).toThrow('no live release to compare');
    const started = withCanaryStarted(added(twoReleases(), 'ccc', 3), 'bbb');
    expect(() => withCanaryStarted(started, 'ccc')).toThrow('bbb is a canary already');
    const stages = [{ share: 25, minimumMs: 0 }, { share: 5, minimumMs: 0 }];
    expect(() => withCanaryStarted(twoReleases(), 'bbb', { stages })).toThrow('share 5 does not rise');
  });

  it('ends when a person switches the live release under it: promoted if it is the canary, aborted otherwise', () => {
    const started = withCanaryStarted(added(twoReleases(), 'ccc', 3), 'bbb', { now: 0 });
    expect(withLive(started, 'bbb', 7)).toMatchObject({ live: 'bbb', canary: null, canaryEnded: { release: 'bbb', outcome: 'promoted' } });
    expect(withLive(started, 'ccc', 7)).toMatchObject({ live: 'ccc', canary: null, canaryEnded: { release: 'bbb', outcome: 'aborted', reason: 'live release switched to ccc' } });
  });

  it('keeps the canary release when pruning', () => {
    const record = withCanaryStarted(added(twoReleases(), 'ccc', 3), 'bbb');
    expect(Object.keys(pruned(record, 1).record.releases).sort()).toEqual(['aaa', 'bbb', 'ccc']);
  });

  it('is validated with the record: a canary of an unrecorded or the live release, or a malformed one, is refused', () => {
    const started = withCanaryStarted(twoReleases(), 'bbb', { now: 0 });
    expect(recordProblems(started)).toEqual([]);
    expect(recordProblems({ ...started, canary: { ...started.canary, release: 'zzz' } })).toContain('canary release zzz has no record');
    expect(recordProblems({ ...started, canary: { ...started.canary, release: 'aaa' } })).toContain('a canary needs a live release other than itself');
    expect(recordProblems({ ...started, canary: { ...started.canary, stage: 3 } })).toContain('canary stage 3 is not one of its stages');
    expect(recordProblems({ ...started, canary: { ...started.canary, stages: [] } })).toContain('canary has no stages');
    expect(recordProblems({ ...started, canaryEnded: { outcome: 'maybe' } })).toContain('canaryEnded is malformed');
  });

  it('is stored whole by the registry, and a damaged one is refused on write', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
    try {
      const registry = openRegistry(dir);
      await registry.update('about', () => twoReleases());
      const written = await registry.update('about', (record) => withCanaryStarted(record, 'bbb', { now: 1 }));
      expect(await openRegistry(dir).read('about')).toEqual(written);
      await expect(registry.update('about', (record) => /** @type {any} */ ({ ...record, canary: { ...record.canary, release: 'zzz' } }))).rejects.toThrow('canary release zzz has no record');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the arm of a visitor', () => {
  const visitors = Array.from({ length: 4000 }, newVisitorId);

  it('is the canary for about the share of visitors, and no one in the canary moves back as the share grows', () => {
    for (const share of [5, 25]) {
      const inCanary = visitors.filter((visitor) => armOf(visitor, 'about', share) === 'canary').length / visitors.length;
      expect(Math.abs(inCanary - share / 100)).toBeLessThan(0.03);
    }
    for (const visitor of visitors) {
      const arms = [0, 5, 25, 100].map((share) => armOf(visitor, 'about', share));
      const joined = arms.indexOf('canary');
      expect(joined).toBeGreaterThan(0);
      expect(arms.slice(joined).every((arm) => arm === 'canary')).toBe(true);
    }
  });

  it('draws each remote its own cohort', () => {
    const both = visitors.filter((visitor) => armOf(visitor, 'about', 25) === 'canary' && armOf(visitor, 'home', 25) === 'canary').length;
    expect(both / visitors.length).toBeGreaterThan(0.03);
    expect(both / visitors.length).toBeLessThan(0.1);
  });

  it('comes from a random first-party id; anything else is not an id', () => {
    expect(isVisitorId(visitors[0])).toBe(true);
    expect(new Set(visitors).size).toBe(visitors.length);
    for (const forged of ['', 'x'.repeat(21), `${visitors[0]}=`, 42, null]) expect(isVisitorId(forged)).toBe(false);
  });

  it('of a page view follows from the release it showed: the canary, the live one, or neither', () => {
    const started = withCanaryStarted(added(twoReleases(), 'ccc', 3), 'bbb');
    expect(armOfRelease(started, 'bbb')).toBe('canary');
    expect(armOfRelease(started, 'aaa')).toBe('live');
    expect(armOfRelease(started, 'ccc')).toBeNull();
    expect(armOfRelease(twoReleases(), 'aaa')).toBeNull();
  });
});
