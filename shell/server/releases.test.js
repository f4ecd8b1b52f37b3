/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { releaseEntryUrl, remoteRoots, storedReleases } = require('./releases');
const { sha384 } = require('./registry');
const { storeRelease } = require('../deploy/release-store');

/** @type {string} */
let root;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A build of a remote with a page in every language, a stylesheet and an image. */
function build() {
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'assets', 'van.svg'), '<svg></svg>');
  const img = '<img src="%REMOTE_ORIGIN%/assets/van.svg"><form action="%REMOTE_ORIGIN%/api/messages"></form>';
  for (const file of ['fragment.html', 'fragment.te.html', 'fragment.hi.html', 'fragment.ur.html']) fs.writeFileSync(path.join(dist, file), `<h1>${file}</h1>${img}`);
  fs.writeFileSync(path.join(dist, 'fragment.css'), '.a{background:url(%REMOTE_ORIGIN%/assets/van.svg)}');
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'entry');
  return dist;
}

describe("a remote's origin", () => {
  it("marks the release in its page in every language, points the pages' and stylesheet's files into the release (not the contact service), and hashes what it wrote", () => {
    const origin = path.join(root, 'origin');
    const { isNew, files } = storeRelease(origin, 'abc123', build(), 'test-registry');
    expect(isNew).toBe(true);
    const stored = (/** @type {string} */ file) => fs.readFileSync(path.join(origin, 'releases', 'abc123', file), 'utf8');
    for (const file of ['fragment.html', 'fragment.te.html', 'fragment.hi.html', 'fragment.ur.html']) {
      expect(stored(file)).toBe(`<!--release:abc123--><h1>${file}</h1><img src="%REMOTE_ORIGIN%/releases/abc123/assets/van.svg"><form action="%REMOTE_ORIGIN%/api/messages"></form>`);
    }
    expect(stored('fragment.css')).toBe('.a{background:url(%REMOTE_ORIGIN%/releases/abc123/assets/van.svg)}');
    expect(stored('remoteEntry.js')).toBe('entry');
    expect(Object.keys(files).sort()).toEqual(['fragment.css', 'fragment.hi.html', 'fragment.html', 'fragment.te.html', 'fragment.ur.html', 'remoteEntry.js']);
    for (const [file, hash] of Object.entries(files)) expect([file, hash]).toEqual([file, sha384(stored(file))]);
    expect(storedReleases(origin).map((release) => release.id)).toEqual(['abc123']);
  });

  it('stores a release once: the same build again is the same bytes, and a stored release changed since is refused', () => {
    const origin = path.join(root, 'origin');
    const dist = build();
    const first = storeRelease(origin, 'abc123', dist, 'test-registry');
    expect(storeRelease(origin, 'abc123', dist, 'test-registry')).toEqual({ ...first, isNew: false });
    fs.appendFileSync(path.join(origin, 'releases', 'abc123', 'fragment.te.html'), '<p>Call 0000</p>');
    expect(() => storeRelease(origin, 'abc123', dist, 'test-registry')).toThrow('with other bytes of fragment.te.html');
  });

  it('names the entry of a release beside the configured one; a plain build answers at the configured entry', () => {
    expect(releaseEntryUrl('https://about.example.in/remoteEntry.js', 'abc123')).toBe('https://about.example.in/releases/abc123/remoteEntry.js');
    expect(releaseEntryUrl('http://localhost:3002/remoteEntry.js', 'unreleased')).toBe('http://localhost:3002/remoteEntry.js');
  });

  it('serves /releases/ from the origin folder and anything else from the plain build (npm run serve)', () => {
    const folders = remoteRoots({ dist: '/app/dist', root });
    expect(folders('/remoteEntry.js')).toEqual(['/app/dist']);
    expect(folders('/releases/abc123/remoteEntry.js')).toEqual([root]);
  });
});
