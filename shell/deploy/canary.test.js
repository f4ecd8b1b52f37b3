/** @jest-environment node */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { emptyRecord, openRegistry, sha384, withLive } = require('../server/registry');
const { withCanaryAborted, withCanaryStarted } = require('../server/registry/canary');
const { addView, emptyEvidence } = require('../server/canary/evidence');
const { apps } = require('shared-content/tooling/apps');
const { formatCanary } = require('./canary');

const release = (/** @type {number} */ created) => ({ created, commit: null, verifiedAt: created, files: { 'remoteEntry.js': sha384(String(created)) } });
const started = () => withCanaryStarted(withLive({ ...emptyRecord(), releases: { aaa: release(1), bbb: release(2) } }, 'aaa', 0), 'bbb', { now: 0 });

describe('npm run canary', () => {
  it('shows the stage, the views per arm, each metric with its interval and the verdict so far', () => {
    const evidence = emptyEvidence();
    for (let view = 0; view < 1000; view += 1) {
      addView(evidence.live, { inpMs: 100 + (view % 100), lcpMs: 2000, failed: false });
      addView(evidence.canary, { inpMs: 180 + (view % 100), lcpMs: 2000, failed: false });
    }
    const record = started();
    const text = formatCanary('about', { ...record, canary: { .../** @type {import('../server/registry/canary').Canary} */ (record.canary), evidence } }, 45 * 60_000);
    expect(text).toContain('Canary bbb of about against live aaa');
    expect(text).toContain('Stage 1 of 3: 5% of visitors, for 45 min (at least 30 min); stages 5% -> 25% -> 100%');
    expect(text).toContain('Views: canary 1000, live 1000');
    expect(text).toMatch(/INP above live p75 +100\.00% +25\.00% +\+75\.00 \[\+\d+\.\d+, \+\d+\.\d+\] +\+5\.00 +fail \(1000\/1000 views; p75 canary 2\d\d ms, live 1\d\d ms\)/);
    expect(text).toMatch(/failed views +0\.00% +0\.00% +\+0\.00 \[-\d\.\d+, \+\d\.\d+\] +\+0\.50 +(hold|pass) \(1000\/1000 views\)/);
    expect(text).toContain('Verdict so far: FAIL (inp)');
  });

  it('says when there is no canary, and how the last one ended', () => {
    const ended = withCanaryAborted(started(), 'the judge: inp worse than the live release by more than the margin', 0);
    expect(formatCanary('about', ended, 0)).toBe(
      'No canary of about is running; live: aaa.\nLast canary: bbb, aborted 1970-01-01T00:00:00.000Z: the judge: inp worse than the live release by more than the margin',
    );
  });

  it('promotes or aborts for a person, in the registry it is given', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-cli-'));
    try {
      const run = (/** @type {string[]} */ ...args) => spawnSync(process.execPath, [path.join(__dirname, 'canary.js'), 'about', '--registry', dir, ...args], { encoding: 'utf8' });
      await openRegistry(dir).update('about', () => started());
      expect(run().stdout).toContain('Verdict so far: HOLD');
      expect(run('--abort').stdout).toBe('The canary of about is aborted; release aaa serves every visitor.\n');
      expect((await openRegistry(dir).read('about')).canaryEnded).toMatchObject({ outcome: 'aborted', reason: 'aborted by a person' });
      expect(run('--promote')).toMatchObject({ status: 1, stderr: expect.stringContaining('There is no canary') });
      await openRegistry(dir).update('about', (record) => withCanaryStarted(record, 'bbb'));
      expect(run('--promote').stdout).toBe('Release bbb of about is live.\n');
      expect(await openRegistry(dir).read('about')).toMatchObject({ live: 'bbb', previous: 'aaa', canary: null });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is a command of every page remote, as its release commands are', () => {
    for (const app of apps.filter((candidate) => candidate.name !== 'shell')) {
      const { scripts } = JSON.parse(fs.readFileSync(path.join(__dirname, '../..', app.dir, 'package.json'), 'utf8'));
      expect({ app: app.dir, canary: scripts.canary, release: scripts.release }).toEqual({
        app: app.dir,
        canary: 'node ../shell/deploy/canary.js',
        release: 'node ../shell/deploy/release.js release',
      });
    }
  });
});
