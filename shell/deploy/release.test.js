/** @jest-environment node */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { appNamed } = require('shared-content/tooling/apps');
const { listReleases, liveRelease, previousRelease } = require('../server/releases');
const { readPins } = require('../server/script-pins');
const { pinKeptReleases, release } = require('./release');
const { cleanUp, switchRelease } = require('./release-store');

const app = appNamed('about');
/** Checks that pass at once: this test is about the release's steps, not about what the checks look at. */
const passingChecks = { contractCheck: async () => [], smoke: async () => [] };

/** @type {string} */
let workDir;
/** @type {string} */
let root;
beforeEach(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-steps-'));
  root = path.join(workDir, 'origin');
});
afterEach(() => fs.rmSync(workDir, { recursive: true, force: true }));

/**
 * A build of the remote whose content (and so release id) is `version`.
 * @param {string} version
 */
function build(version) {
  const dist = path.join(workDir, `dist-${version}`);
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `// ${version}`);
  fs.writeFileSync(path.join(dist, 'assets', 'van.svg'), '<svg></svg>');
  fs.writeFileSync(path.join(dist, 'fragment.html'), `<h1>${version}</h1><img src="%REMOTE_ORIGIN%/assets/van.svg" alt="">`);
  return dist;
}

/** Where these releases pin their script (never this checkout's shell/pins). */
const pinsDir = () => path.join(workDir, 'pins');

/** @param {string} version */
const releaseBuild = (version, options = {}) => release({ app, root, pinsDir: pinsDir(), dist: build(version), build: false, log: () => undefined, checks: passingChecks, ...options });

/**
 * The release command in a process of its own, stopped for good (SIGKILL) at `step`: the process waits
 * there until it is killed, so the kill lands exactly after that step.
 * @param {string} step
 * @param {string} dist
 * @returns {Promise<void>}
 */
function releaseKilledAt(step, dist) {
  const script = `
    const { release } = require(${JSON.stringify(require.resolve('./release'))});
    const stopAt = (name) => {
      if (name !== ${JSON.stringify(step)}) return;
      process.stdout.write('stopped\\n');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60000);
    };
    release({
      app: ${JSON.stringify(app)}, root: ${JSON.stringify(root)}, pinsDir: ${JSON.stringify(pinsDir())}, dist: ${JSON.stringify(dist)}, build: false, log: () => undefined,
      onStep: stopAt,
      checks: { contractCheck: async () => [], smoke: async () => (stopAt('smoke-checking'), []) },
    });`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk) => String(chunk).includes('stopped') && child.kill('SIGKILL'));
    child.on('exit', (code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`the release finished (${code}) before it reached ${step}`))));
  });
}

/** Nothing but the pointers and complete releases: no staging folder, no half-made pointer. */
const leftovers = () => [...fs.readdirSync(root), ...fs.readdirSync(path.join(root, 'releases'))].filter((name) => name.startsWith('.'));

describe('a release interrupted at any step', () => {
  it.each(['contract-checked', 'copied', 'stored', 'smoke-checking', 'smoke-checked', 'verified', 'live'])(
    'killed after %s: only verified releases are live or chosen by rollback, and the next release cleans up and keeps the rollback target',
    async (step) => {
      const first = await releaseBuild('one');
      const second = await releaseBuild('two');
      await releaseKilledAt(step, build('three'));

      const live = liveRelease(root);
      const releases = listReleases(root);
      expect(releases.find((candidate) => candidate.id === live)?.verified).toBe(true);
      // Every verified release is pinned, and the pins name the live one.
      const pins = readPins(pinsDir(), 'about');
      expect(pins?.live).toBe(live);
      for (const verified of releases.filter((candidate) => candidate.verified)) expect(Object.keys(pins?.releases ?? {})).toContain(verified.id);
      expect([first, second]).toContain(switchRelease(root, { back: true }));
      expect(releases.find((candidate) => candidate.id === liveRelease(root))?.verified).toBe(true);

      const fourth = await releaseBuild('four', { keep: 1 });
      expect(leftovers()).toEqual([]);
      expect(liveRelease(root)).toBe(fourth);
      const kept = listReleases(root);
      expect(kept.every((candidate) => candidate.verified)).toBe(true);
      // The release live before the new one stays, so a rollback has somewhere to go.
      const rollbackTarget = previousRelease(root);
      expect(kept.map((candidate) => candidate.id)).toEqual([rollbackTarget, fourth]);
      expect(switchRelease(root, { back: true })).toBe(rollbackTarget);
    },
  );
});

describe('the pinned script integrity', () => {
  it('pins the entry as its checks loaded it, names the live release, and forgets the releases pruned', async () => {
    /** @type {string[]} */
    const checkedWith = [];
    const recordingChecks = { ...passingChecks, smoke: async (/** @type {{ integrity: string }} */ { integrity }) => (checkedWith.push(integrity), []) };
    const first = await releaseBuild('one', { checks: recordingChecks });
    const second = await releaseBuild('two', { checks: recordingChecks });
    const sha384 = (/** @type {string} */ text) => `sha384-${require('node:crypto').createHash('sha384').update(text).digest('base64')}`;
    expect(checkedWith).toEqual([sha384('// one'), sha384('// two')]);
    expect(readPins(pinsDir(), 'about')).toEqual({ live: second, releases: { [first]: sha384('// one'), [second]: sha384('// two') } });

    const third = await releaseBuild('three', { keep: 1 });
    // `one` is pruned; `two` stays as the rollback's target.
    expect(readPins(pinsDir(), 'about')).toEqual({ live: third, releases: { [second]: sha384('// two'), [third]: sha384('// three') } });
  });

  it('hashes the build, never the origin: a stored release changed since is refused, not pinned', async () => {
    const dist = build('one');
    const first = await release({ app, root, pinsDir: pinsDir(), dist, build: false, log: () => undefined, checks: passingChecks });
    await releaseBuild('two');
    fs.appendFileSync(path.join(root, 'releases', first, 'remoteEntry.js'), '\n// changed on the origin');
    await expect(release({ app, root, pinsDir: pinsDir(), dist, build: false, log: () => undefined, checks: passingChecks })).rejects.toThrow('with another remoteEntry.js');
    const sha384 = `sha384-${require('node:crypto').createHash('sha384').update('// one').digest('base64')}`;
    expect(readPins(pinsDir(), 'about')?.releases[first]).toBe(sha384);
  });

  it('pins, once, the verified releases an origin kept from before pins, and the live one', async () => {
    const first = await releaseBuild('one');
    const second = await releaseBuild('two');
    fs.rmSync(pinsDir(), { recursive: true });
    expect(pinKeptReleases({ app, root, pinsDir: pinsDir() })).toBe(`Pinned 2 verified release(s) of about; live: ${second}.`);
    expect(Object.keys(readPins(pinsDir(), 'about')?.releases ?? {}).sort()).toEqual([first, second].sort());
    expect(readPins(pinsDir(), 'about')?.live).toBe(second);
  });

  it('moves the pins with a rollback and a rollforward', async () => {
    const first = await releaseBuild('one');
    const second = await releaseBuild('two');
    const pins = { dir: pinsDir(), remote: 'about' };
    expect(switchRelease(root, { back: true, pins })).toBe(first);
    expect(readPins(pinsDir(), 'about')?.live).toBe(first);
    expect(switchRelease(root, { back: false, pins })).toBe(second);
    expect(readPins(pinsDir(), 'about')?.live).toBe(second);
  });

  it('pins nothing for a release that failed its checks', async () => {
    const first = await releaseBuild('one');
    await expect(releaseBuild('two', { checks: { ...passingChecks, smoke: async () => ['the page did not hydrate'] } })).rejects.toThrow('failed its smoke check');
    expect(Object.keys(readPins(pinsDir(), 'about')?.releases ?? {})).toEqual([first]);
  });
});

describe('switching releases', () => {
  it('rolls back and forward over verified releases only; a named unverified one only when told so', async () => {
    const first = await releaseBuild('one');
    const second = await releaseBuild('two');
    await releaseKilledAt('stored', build('three'));
    const unverified = listReleases(root).find((candidate) => !candidate.verified)?.id;
    if (!unverified) throw new Error('the release killed after it was stored left no unverified release');
    expect(switchRelease(root, { back: true })).toBe(first);
    expect(switchRelease(root, { back: false })).toBe(second);
    expect(() => switchRelease(root, { back: false })).toThrow('There is no verified release after the live one');
    expect(() => switchRelease(root, { to: unverified })).toThrow('never passed its checks');
    expect(liveRelease(root)).toBe(second);
    expect(switchRelease(root, { to: unverified, allowUnverified: true })).toBe(unverified);
    // Once another release is live, the clean-up keeps it: `previous` (a rollback's target) names it.
    switchRelease(root, { to: second });
    expect(cleanUp(root)).toEqual([]);
    expect(previousRelease(root)).toBe(unverified);
    expect(listReleases(root).map((candidate) => candidate.id)).toContain(unverified);
  });

  it('a release that fails its smoke check is removed and the live one stays', async () => {
    const first = await releaseBuild('one');
    const failing = { ...passingChecks, smoke: async () => ['the page did not hydrate'] };
    await expect(releaseBuild('two', { checks: failing })).rejects.toThrow('failed its smoke check');
    expect(liveRelease(root)).toBe(first);
    expect(listReleases(root).map((candidate) => candidate.id)).toEqual([first]);
  });
});
