/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { listReleases, liveRelease, pointAt, releaseRoots, remoteRoots } = require('./releases');
const { prune, storeRelease } = require('../deploy/release-store');

/** @type {string} */
let root;
/**
 * @param {string} id
 * @param {number} created
 * @param {Record<string, string>} [files]
 */
const addRelease = (id, created, files = {}, { verified = true } = {}) => {
  const dir = path.join(root, 'releases', id);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ created, commit: 'abc1234' }));
  if (verified) fs.writeFileSync(path.join(dir, 'verified.json'), '{}');
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('releases of a remote', () => {
  it('lists complete releases oldest first, marking the one the pointer names', () => {
    addRelease('bbb', 2);
    addRelease('aaa', 1);
    fs.mkdirSync(path.join(root, 'releases', '.ccc-123')); // a release still being written
    pointAt(root, 'aaa');
    expect(listReleases(root)).toEqual([
      { id: 'aaa', created: 1, commit: 'abc1234', live: true, verified: true },
      { id: 'bbb', created: 2, commit: 'abc1234', live: false, verified: true },
    ]);
  });

  it('switches the pointer by replacing it, and refuses a release that does not exist', () => {
    addRelease('aaa', 1, { 'remoteEntry.js': 'one' });
    addRelease('bbb', 2, { 'remoteEntry.js': 'two' });
    pointAt(root, 'aaa');
    pointAt(root, 'bbb');
    expect(liveRelease(root)).toBe('bbb');
    expect(fs.readFileSync(path.join(root, 'current', 'remoteEntry.js'), 'utf8')).toBe('two');
    expect(() => pointAt(root, 'zzz')).toThrow('There is no release "zzz"');
    expect(liveRelease(root)).toBe('bbb');
    expect(fs.readdirSync(root).sort()).toEqual(['current', 'previous', 'releases']);
    expect(fs.readlinkSync(path.join(root, 'previous'))).toBe(path.join('releases', 'aaa'));
  });

  it('looks up entry files in the live release, hashed files also in the kept ones, /releases/ paths as they are', () => {
    addRelease('aaa', 1);
    addRelease('bbb', 2);
    pointAt(root, 'bbb');
    const folders = releaseRoots(root);
    expect(folders('/remoteEntry.js')).toEqual([path.join(root, 'current')]);
    expect(folders('/540.38866e73.js')).toEqual([path.join(root, 'current'), path.join(root, 'releases/bbb'), path.join(root, 'releases/aaa')]);
    expect(folders('/releases/aaa/remoteEntry.js')).toEqual([root]);
    expect(releaseRoots(root, { pinned: 'aaa' })('/fragment.html')).toEqual([path.join(root, 'releases/aaa')]);
  });

  it('serves the plain build output until the first release, then the releases', () => {
    const folders = remoteRoots({ dist: '/app/dist', root });
    expect(folders('/remoteEntry.js')).toEqual(['/app/dist']);
    addRelease('aaa', 1);
    pointAt(root, 'aaa');
    expect(folders('/remoteEntry.js')).toEqual([path.join(root, 'current')]);
  });

  it("says which release's release.json is damaged instead of leaving that release out of the list", () => {
    addRelease('aaa', 1);
    addRelease('bbb', 2);
    fs.writeFileSync(path.join(root, 'releases', 'bbb', 'release.json'), '{"created": 2, "comm');
    expect(() => listReleases(root)).toThrow(`${path.join(root, 'releases', 'bbb', 'release.json')} is not valid JSON`);
  });

  it("still serves the live release's files when another release's release.json is damaged", () => {
    addRelease('aaa', 1);
    addRelease('bbb', 2);
    pointAt(root, 'bbb');
    fs.writeFileSync(path.join(root, 'releases', 'aaa', 'release.json'), '{"created": 1, "comm');
    expect(releaseRoots(root)('/540.38866e73.js')).toEqual([path.join(root, 'current'), path.join(root, 'releases/bbb')]);
  });

  it('keeps the newest releases and always the live one', () => {
    for (const [index, id] of ['aaa', 'bbb', 'ccc', 'ddd'].entries()) addRelease(id, index);
    pointAt(root, 'aaa');
    expect(prune(root, 2)).toEqual(['bbb']);
    expect(listReleases(root).map((release) => release.id)).toEqual(['aaa', 'ccc', 'ddd']);
  });

  it("never prunes the release `previous` names (a rollback's target), nor counts releases that were never verified", () => {
    for (const [index, id] of ['aaa', 'bbb', 'ccc', 'ddd'].entries()) addRelease(id, index);
    pointAt(root, 'aaa');
    pointAt(root, 'ddd');
    addRelease('eee', 4, {}, { verified: false });
    expect(prune(root, 1)).toEqual(['ccc', 'bbb']);
    expect(listReleases(root).map((release) => release.id)).toEqual(['aaa', 'ddd', 'eee']);
  });

  it('makes live only a verified release, unless told so explicitly', () => {
    addRelease('aaa', 1);
    addRelease('bbb', 2, {}, { verified: false });
    pointAt(root, 'aaa');
    expect(() => pointAt(root, 'bbb')).toThrow('never passed its checks');
    expect(liveRelease(root)).toBe('aaa');
    pointAt(root, 'bbb', { allowUnverified: true });
    expect(liveRelease(root)).toBe('bbb');
  });

  it("marks the release in its page in every language, and points the pages' and stylesheet's files into the release (not the contact service)", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'van.svg'), '<svg></svg>');
    const img = '<img src="%REMOTE_ORIGIN%/assets/van.svg"><form action="%REMOTE_ORIGIN%/api/messages"></form>';
    for (const file of ['fragment.html', 'fragment.te.html', 'fragment.hi.html', 'fragment.ur.html']) fs.writeFileSync(path.join(dist, file), `<h1>${file}</h1>${img}`);
    fs.writeFileSync(path.join(dist, 'fragment.css'), '.a{background:url(%REMOTE_ORIGIN%/assets/van.svg)}');
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'entry');
    expect(storeRelease(root, 'abc123', dist)).toBe(true);
    const stored = (/** @type {string} */ file) => fs.readFileSync(path.join(root, 'releases', 'abc123', file), 'utf8');
    for (const file of ['fragment.html', 'fragment.te.html', 'fragment.hi.html', 'fragment.ur.html']) {
      expect(stored(file)).toBe(`<!--release:abc123--><h1>${file}</h1><img src="%REMOTE_ORIGIN%/releases/abc123/assets/van.svg"><form action="%REMOTE_ORIGIN%/api/messages"></form>`);
    }
    expect(stored('fragment.css')).toBe('.a{background:url(%REMOTE_ORIGIN%/releases/abc123/assets/van.svg)}');
    expect(stored('remoteEntry.js')).toBe('entry');
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
