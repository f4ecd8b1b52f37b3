/** @jest-environment node */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { appNamed } = require('shared-content/tooling/apps');
const { openRegistry, sha384 } = require('../server/registry');
const { storedReleases } = require('../server/releases');
const { pinKeptReleases, release } = require('./release');
const { switchRelease } = require('./release-store');
const { PREVIEW_MAX_MS, verifyPreview } = require('../server/preview');
const { DEFAULT_STAGES } = require('../server/registry/canary');
// Ten Node processes starting at once can take longer than jest's 5 s on a busy 2-core machine.
const PROCESSES_TIMEOUT_MS = 30_000;

const app = appNamed('about');
/** Checks that pass at once: this test is about the release's steps, not about what the checks look at. */
const passingChecks = { contractCheck: async () => [], smoke: async () => [] };

/** @type {string} */
let workDir;
/** @type {string} */
let root;
/** The shell host's registry of this test (never this checkout's shell/registry). */
const registryDir = () => path.join(workDir, 'registry');
const registry = () => openRegistry(registryDir());
const record = () => registry().read('about');

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
  fs.writeFileSync(path.join(dist, 'fragment.css'), `h1{color:red}`);
  return dist;
}

/** @param {string} version */
const releaseBuild = (version, options = {}) => release({ app, root, registry: registry(), dist: build(version), build: false, log: () => undefined, checks: passingChecks, ...options });

/**
 * The release command in a process of its own on `dist`, stopped for good (SIGKILL) at `step` (the process
 * waits there until it is killed, so the kill lands exactly after that step), or run to its end.
 * @param {string | null} step
 * @param {string} dist
 * @param {number} [keep]
 * @returns {Promise<void>}
 */
function releaseProcess(step, dist, keep = 5) {
  const script = `
    const { release } = require(${JSON.stringify(require.resolve('./release'))});
    const { openRegistry } = require(${JSON.stringify(require.resolve('../server/registry'))});
    const stopAt = (name) => {
      if (name !== ${JSON.stringify(step)}) return;
      process.stdout.write('stopped\\n');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60000);
    };
    release({
      app: ${JSON.stringify(app)}, root: ${JSON.stringify(root)}, registry: openRegistry(${JSON.stringify(registryDir())}), dist: ${JSON.stringify(dist)},
      build: false, keep: ${keep}, log: () => undefined, onStep: stopAt,
      checks: { contractCheck: async () => [], smoke: async () => (stopAt('smoke-checking'), []) },
    }).catch((error) => { console.error(error.message); process.exit(1); });`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk) => String(chunk).includes('stopped') && child.kill('SIGKILL'));
    child.on('exit', (code, signal) => {
      if (step === null) return code === 0 ? resolve() : reject(new Error(`the release failed (${code})`));
      return signal === 'SIGKILL' ? resolve() : reject(new Error(`the release finished (${code}) before it reached ${step}`));
    });
  });
}

/**
 * The record and the origin agree: the live release and every recorded one are stored at the origin with
 * the bytes recorded, `previous` is recorded, and nothing half-made is left but what a running command owns.
 */
async function expectConsistent() {
  const current = await record();
  expect(current.live).not.toBeNull();
  if (current.previous !== null) expect(Object.keys(current.releases)).toContain(current.previous);
  for (const [id, recorded] of Object.entries(current.releases)) {
    for (const [file, hash] of Object.entries(recorded.files)) expect([id, file, sha384(fs.readFileSync(path.join(root, 'releases', id, file)))]).toEqual([id, file, hash]);
  }
  expect(fs.readdirSync(registryDir())).toEqual(['about.json']);
  return current;
}

describe('a release interrupted at any step', () => {
  it.each(['contract-checked', 'cleaned-up', 'copied', 'stored', 'smoke-checking', 'smoke-checked', 'live', 'pruned'])(
    'killed after %s: the record is the one before or the one after, never half; the next release cleans up and keeps the rollback target',
    async (step) => {
      const first = await releaseBuild('one');
      const second = await releaseBuild('two');
      await releaseProcess(step, build('three'), 1);

      const afterKill = await expectConsistent();
      expect(Object.keys(afterKill.releases)).toEqual(expect.arrayContaining([second]));
      expect([first, second]).toContain(await switchRelease(registry(), 'about', { back: true }));

      const fourth = await releaseBuild('four', { keep: 1 });
      const kept = await expectConsistent();
      expect(kept.live).toBe(fourth);
      expect(Object.keys(kept.releases).sort()).toEqual([kept.previous, fourth].sort());
      // Only what the record holds is left at the origin: no staging folder, no unrecorded release.
      expect(fs.readdirSync(path.join(root, 'releases')).sort()).toEqual(Object.keys(kept.releases).sort());
      expect(await switchRelease(registry(), 'about', { back: true })).toBe(kept.previous);
    },
  );
});

describe('ten release commands of one remote started at once', () => {
  it('leave one consistent record: every release recorded with its bytes, one live, the rollback target kept', async () => {
    const versions = Array.from({ length: 10 }, (_, index) => `v${index}`);
    await Promise.all(versions.map((version) => releaseProcess(null, build(version), 10)));
    const current = await expectConsistent();
    expect(Object.keys(current.releases)).toHaveLength(10);
    expect(current.previous).not.toBe(current.live);
    expect(fs.readdirSync(path.join(root, 'releases')).sort()).toEqual(Object.keys(current.releases).sort());
  }, PROCESSES_TIMEOUT_MS);
});

describe('the record of a release', () => {
  it('holds the hash of every file the composer or the browser takes, as the checks saw them', async () => {
    /** @type {Record<string, string>[]} */
    const checkedWith = [];
    const recordingChecks = { ...passingChecks, smoke: async (/** @type {{ files: Record<string, string> }} */ { files }) => (checkedWith.push(files), []) };
    const first = await releaseBuild('one', { checks: recordingChecks });
    const stored = (/** @type {string} */ file) => fs.readFileSync(path.join(root, 'releases', first, file));
    const expected = { 'fragment.html': sha384(stored('fragment.html')), 'fragment.css': sha384(stored('fragment.css')), 'remoteEntry.js': sha384('// one') };
    expect(checkedWith).toEqual([expected]);
    expect((await record()).releases[first].files).toEqual(expected);
  });

  it('hashes the build, never the origin: a stored release changed since is refused, and its record stays', async () => {
    const dist = build('one');
    const first = await release({ app, root, registry: registry(), dist, build: false, log: () => undefined, checks: passingChecks });
    const recorded = (await record()).releases[first];
    await releaseBuild('two');
    fs.appendFileSync(path.join(root, 'releases', first, 'remoteEntry.js'), '\n// changed on the origin');
    await expect(release({ app, root, registry: registry(), dist, build: false, log: () => undefined, checks: passingChecks })).rejects.toThrow('with other bytes of remoteEntry.js');
    expect((await record()).releases[first]).toEqual(recorded);
  });

  it('given another registry (an empty one, say --registry forgotten), removes nothing at the origin and records nothing', async () => {
    const first = await releaseBuild('one');
    const other = openRegistry(path.join(workDir, 'another-registry'));
    await expect(releaseBuild('two', { registry: other })).rejects.toThrow('is --registry right?');
    expect(storedReleases(root).map((stored) => stored.id)).toEqual([first]);
    expect((await other.read('about')).releases).toEqual({});
  });

  it('records nothing for a release that failed its checks, and removes it from the origin', async () => {
    const first = await releaseBuild('one');
    await expect(releaseBuild('two', { checks: { ...passingChecks, smoke: async () => ['the page did not hydrate'] } })).rejects.toThrow('failed its smoke check');
    expect(Object.keys((await record()).releases)).toEqual([first]);
    expect(storedReleases(root).map((stored) => stored.id)).toEqual([first]);
  });

  it('records, once, the releases an origin kept from before the registry, and the live one', async () => {
    for (const [index, version] of ['one', 'two'].entries()) {
      const folder = path.join(root, 'releases', `0${index}`);
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, 'remoteEntry.js'), `// ${version}`);
      fs.writeFileSync(path.join(folder, 'release.json'), JSON.stringify({ created: index, commit: null }));
      fs.writeFileSync(path.join(folder, 'verified.json'), '{}');
    }
    fs.symlinkSync(path.join('releases', '01'), path.join(root, 'current'));
    expect(await pinKeptReleases({ app, root, registry: registry() })).toBe('Recorded 2 release(s) of about; live: 01.');
    const current = await record();
    expect(current.live).toBe('01');
    expect(current.releases['00'].files).toEqual({ 'remoteEntry.js': sha384('// one') });
  });
});

describe('switching releases', () => {
  it('rolls back and forward over recorded releases on the shell host alone: the origin is not written', async () => {
    const first = await releaseBuild('one');
    const second = await releaseBuild('two');
    const originNow = () => fs.readdirSync(root, { recursive: true }).map((file) => `${file} ${fs.statSync(path.join(root, String(file))).mtimeMs}`).sort();
    const before = originNow();
    expect(await switchRelease(registry(), 'about', { back: true })).toBe(first);
    expect((await record()).previous).toBe(second);
    expect(await switchRelease(registry(), 'about', { back: false })).toBe(second);
    await expect(switchRelease(registry(), 'about', { back: false })).rejects.toThrow('There is no recorded release after the live one');
    await expect(switchRelease(registry(), 'about', { to: 'ffffff' })).rejects.toThrow('There is no recorded release "ffffff"');
    expect(await switchRelease(registry(), 'about', { to: first })).toBe(first);
    expect(originNow()).toEqual(before);
  });

  it('a release that is live already is left as it is', async () => {
    const first = await releaseBuild('one');
    const before = await record();
    expect(await releaseBuild('one')).toBe(first);
    expect(await record()).toEqual(before);
  });
});

describe('with the PostgreSQL registry (composers on several hosts)', () => {
  const { startPostgres } = require('shared-content/tooling/throwaway-postgres');
  /** @type {Awaited<ReturnType<typeof startPostgres>>} */
  let postgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  }, 60_000);
  afterAll(() => postgres?.stop());

  /**
   * `release.js <command> about --registry postgres://...`, as an operator runs it: resolves with its output once it exits.
   * @param {string} command
   */
  function releaseCommand(command) {
    const child = spawn(process.execPath, [require.resolve('./release'), command, 'about', '--root', root, '--registry', postgres.url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    return new Promise((resolve) => child.on('exit', (code) => resolve(`${output}exit ${code}`)));
  }

  /**
   * Milliseconds until `composer` reads `live` for about (fails after 5 s).
   * @param {import('../server/registry').RegistryFollower} composer
   * @param {string} live
   */
  async function shownAfter(composer, live) {
    const started = Date.now();
    while ((await composer.read('about')).live !== live) {
      if (Date.now() - started > 5000) throw new Error(`the composer still reads ${(await composer.read('about')).live}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return Date.now() - started;
  }

  it('releases, lists, rolls back and forward from the command line, and a composer following it sees each switch within a second', async () => {
    const database = openRegistry(postgres.url);
    const composer = database.follow();
    try {
      const first = await releaseBuild('one', { registry: database });
      const second = await releaseBuild('two', { registry: database });
      expect(await shownAfter(composer, second)).toBeLessThan(1000);
      expect(storedReleases(root).map((stored) => stored.registry)).toEqual([database.where, database.where]);

      expect(await releaseCommand('list')).toMatch(new RegExp(`^ {6} {2}${first} .*\\n\\* live {2}${second} .*\\nexit 0$`));
      expect(await releaseCommand('rollback')).toMatch(new RegExp(`^Release ${first} of about is live \\(switched in \\d+ ms\\)\\.\\nexit 0$`));
      expect(await shownAfter(composer, first)).toBeLessThan(1000);
      expect(await releaseCommand('rollforward')).toContain(`Release ${second} of about is live`);
      expect(await shownAfter(composer, second)).toBeLessThan(1000);
      expect(await releaseCommand('rollforward')).toBe('There is no recorded release after the live one (see the list of releases).\nexit 1');
    } finally {
      await composer.close();
      await database.close();
    }
  }, 60_000);
});

describe('a preview release', () => {
  const key = Buffer.alloc(32, 7);
  const preview = { siteUrl: 'https://www.example.in/', key };

  it('runs every check, records the release verified but not live, and gives a signed link that lasts a day at most', async () => {
    const live = await releaseBuild('one');
    /** @type {string[]} */
    const ran = [];
    /** @type {string[]} */
    const lines = [];
    const checks = { contractCheck: async () => (ran.push('contract'), []), smoke: async () => (ran.push('smoke'), []) };
    const candidate = await releaseBuild('two', { preview, checks, log: (/** @type {string} */ line) => lines.push(line) });
    expect(ran).toEqual(['contract', 'smoke']);
    const current = await record();
    expect([current.live, Object.keys(current.releases).sort()]).toEqual([live, [live, candidate].sort()]);
    const link = /: (https:\/\/www\.example\.in\/_preview\?link=\S+)$/.exec(lines.join('\n'))?.[1] ?? '';
    const named = verifyPreview(new URL(link).searchParams.get('link') ?? undefined, key);
    expect(named).toEqual({ remote: 'about', release: candidate, expires: expect.any(Number) });
    expect(/** @type {{ expires: number }} */ (named).expires).toBeLessThanOrEqual(Date.now() + PREVIEW_MAX_MS);
  });

  it('records nothing when a check fails', async () => {
    const live = await releaseBuild('one');
    const failing = { contractCheck: async () => [], smoke: async () => ['the page did not hydrate'] };
    await expect(releaseBuild('two', { preview, checks: failing })).rejects.toThrow('failed its smoke check');
    expect(Object.keys((await record()).releases)).toEqual([live]);
  });
});

describe('a canary release', () => {
  it('makes a checked release live for the first stage of its canary only, the live release staying live for the others', async () => {
    const live = await releaseBuild('one');
    /** @type {string[]} */
    const lines = [];
    const candidate = await releaseBuild('two', { canary: true, log: (/** @type {string} */ line) => lines.push(line) });
    const current = await record();
    expect([current.live, current.canary?.release, current.canary?.stage]).toEqual([live, candidate, 0]);
    expect(lines).toContain(`Release ${candidate} of about is a canary, live for ${DEFAULT_STAGES[0].share}% of visitors.`);
  });
});
