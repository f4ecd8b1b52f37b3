/** @jest-environment node */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { emptyRecord, openRegistry, pruned, sha384, withLive } = require('./index');
// Ten Node processes starting at once can take longer than jest's 5 s on a busy 2-core machine.
const PROCESSES_TIMEOUT_MS = 30_000;

/** @type {string} */
let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const files = (/** @type {string} */ text) => ({ 'fragment.html': sha384(text), 'remoteEntry.js': sha384(`// ${text}`) });
/**
 * @param {import('./index').ReleaseRecord} record
 * @param {string} id
 * @param {number} created
 */
const added = (record, id, created) => ({ ...record, releases: { ...record.releases, [id]: { created, commit: null, verifiedAt: created, files: files(id) } } });

describe('the folder registry', () => {
  it('reads an empty record for a remote with none, and the whole record once written', async () => {
    const registry = openRegistry(dir);
    expect(await registry.read('about')).toEqual(emptyRecord());
    const written = await registry.update('about', (record) => withLive(added(record, 'aaa111', 1), 'aaa111', 5));
    expect(written).toEqual({ live: 'aaa111', previous: null, switchedAt: 5, releases: { aaa111: { created: 1, commit: null, verifiedAt: 1, files: files('aaa111') } } });
    expect(await openRegistry(dir).read('about')).toEqual(written);
    expect(fs.readdirSync(dir)).toEqual(['about.json']);
  });

  it('sees a change made by another process (a new file each write), and refuses a damaged record instead of guessing', async () => {
    const composer = openRegistry(dir);
    const releaser = openRegistry(dir);
    await releaser.update('about', (record) => withLive(added(record, 'aaa111', 1), 'aaa111'));
    expect((await composer.read('about')).live).toBe('aaa111');
    await releaser.update('about', (record) => withLive(added(record, 'bbb222', 2), 'bbb222'));
    expect((await composer.read('about')).live).toBe('bbb222');
    fs.writeFileSync(path.join(dir, 'about.json'), JSON.stringify({ live: 'ccc333', previous: null, switchedAt: 0, releases: {} }));
    await expect(composer.read('about')).rejects.toThrow('live release ccc333 has no record');
    fs.writeFileSync(path.join(dir, 'about.json'), '{"live": "bbb');
    await expect(composer.read('about')).rejects.toThrow();
  });

  it('writes no record that names a release it does not hold, nor a malformed hash', async () => {
    const registry = openRegistry(dir);
    await expect(registry.update('about', (record) => ({ ...record, live: 'aaa111' }))).rejects.toThrow('live release aaa111 has no record');
    const malformed = { created: 1, commit: null, verifiedAt: 1, files: { 'fragment.html': 'sha256-abc' } };
    await expect(registry.update('about', (record) => ({ ...record, releases: { aaa111: malformed } }))).rejects.toThrow('release aaa111: fragment.html');
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("takes over a lock whose process is gone (a command killed while it held it)", async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    fs.writeFileSync(path.join(dir, 'about.json.lock'), String(gone.pid));
    await openRegistry(dir).update('about', (record) => withLive(added(record, 'aaa111', 1), 'aaa111'));
    expect(fs.readdirSync(dir)).toEqual(['about.json']);
  });

  it('takes over a lock whose takeover was itself cut short (its guard left behind)', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    fs.writeFileSync(path.join(dir, 'about.json.lock'), String(gone.pid));
    const guard = path.join(dir, 'about.json.lock.takeover');
    fs.writeFileSync(guard, String(gone.pid));
    const longAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(guard, longAgo, longAgo);
    await openRegistry(dir).update('about', (record) => withLive(added(record, 'aaa111', 1), 'aaa111'));
    expect(fs.readdirSync(dir)).toEqual(['about.json']);
  });

  it('ten processes writing at once: every write lands, one after another', async () => {
    const script = (/** @type {number} */ index) => `
      const { openRegistry, sha384 } = require(${JSON.stringify(require.resolve('./index'))});
      openRegistry(${JSON.stringify(dir)}).update('about', (record) => {
        const id = 'a0${index}';
        return { ...record, live: id, previous: record.live, releases: { ...record.releases, [id]: { created: ${index}, commit: null, verifiedAt: Date.now(), files: { 'remoteEntry.js': sha384(id) } } } };
      });`;
    const children = Array.from({ length: 10 }, (_, index) => spawn(process.execPath, ['-e', script(index)], { stdio: 'inherit' }));
    await Promise.all(children.map((child) => new Promise((resolve) => child.on('exit', resolve))));
    const record = await openRegistry(dir).read('about');
    expect(Object.keys(record.releases).sort()).toEqual(Array.from({ length: 10 }, (_, index) => `a0${index}`).sort());
    expect(record.previous).not.toBe(record.live);
    expect(fs.readdirSync(dir)).toEqual(['about.json']);
  }, PROCESSES_TIMEOUT_MS);
});

describe('a record', () => {
  it('keeps the newest releases, always the live one and the rollback target', () => {
    let record = emptyRecord();
    for (const [index, id] of ['aaa', 'bbb', 'ccc', 'ddd'].entries()) record = added(record, id, index);
    record = withLive(withLive(record, 'aaa'), 'ddd');
    const { record: kept, removed } = pruned(record, 1);
    expect(removed).toEqual(['ccc', 'bbb']);
    expect(Object.keys(kept.releases).sort()).toEqual(['aaa', 'ddd']);
  });

  it('holds only release ids of at most 64 hex digits', async () => {
    const registry = openRegistry(dir);
    const tooLong = 'a'.repeat(65);
    await expect(registry.update('about', (record) => added(record, tooLong, 1))).rejects.toThrow(`release id "${tooLong}"`);
    await expect(registry.update('about', (record) => added(record, 'a'.repeat(64), 1))).resolves.toBeTruthy();
  });

  it('switches only to a recorded release', () => {
    expect(() => withLive(emptyRecord(), 'zzz')).toThrow('There is no recorded release "zzz"');
  });
});
