// The registry's folder backend (index.js has the record and the interface): `<dir>/<remote>.json`, one
// file per remote, written only under `<dir>/<remote>.lock` and only whole (written beside, flushed, then
// renamed over the record), so a reader sees the old record or the new one, and two release commands at
// once see each other's writes. A lock whose process is gone (a command killed) is taken over.
const fs = require('node:fs');
const path = require('node:path');
const { emptyRecord, recordProblems } = require('./index');

/** @typedef {import('./index').ReleaseRecord} ReleaseRecord */

/** How long a command waits for another's lock before it gives up, and how often it looks again. */
const LOCK_WAIT_MS = 30_000;
const LOCK_POLL_MS = 15;
const EMPTY_LOCK_MS = 5000;

/**
 * Whether process `pid` of this host is still running.
 * @param {number} pid
 */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * The process id a lock file holds, 0 while its writer has not written it yet, null when it is gone.
 * @param {string} lock
 */
function lockHolder(lock) {
  try {
    return Number(fs.readFileSync(lock, 'utf8'));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Takes `lock` (created exclusively, holding this process's id). A lock left by a process that is gone is
 * moved aside, and put back if it turns out to be a live one taken meanwhile. Resolves with its release.
 * @param {string} lock
 */
async function takeLock(lock) {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lock, { force: true });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    const holder = lockHolder(lock);
    if (holder === null) continue;
    // An empty lock is one being written; empty for seconds, its writer was killed before it wrote.
    if (holder ? !running(holder) : Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > EMPTY_LOCK_MS) {
      const aside = `${lock}.stale-${process.pid}`;
      try {
        fs.renameSync(lock, aside);
        if (Number(fs.readFileSync(aside, 'utf8')) !== holder) fs.linkSync(aside, lock);
      } catch (error) {
        if (!['ENOENT', 'EEXIST'].includes(/** @type {NodeJS.ErrnoException} */ (error).code ?? '')) throw error;
      } finally {
        fs.rmSync(aside, { force: true });
      }
      continue;
    }
    if (Date.now() > deadline) throw new Error(`${lock} is held by process ${holder} for over ${LOCK_WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS + Math.random() * LOCK_POLL_MS));
  }
}

/**
 * @param {string} dir
 * @returns {import('./index').Registry}
 */
function folderRegistry(dir) {
  const recordFile = (/** @type {string} */ remote) => path.join(dir, `${remote}.json`);
  /** The last record read per remote, by the file's identity: a cheap stat per read, a parse per change. */
  /** @type {Map<string, { key: string, record: ReleaseRecord }>} */
  const cache = new Map();

  /** @param {string} remote */
  function readNow(remote) {
    const file = recordFile(remote);
    let stat;
    try {
      stat = fs.statSync(file);
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return emptyRecord();
      throw error;
    }
    // Every write is a rename of a new file: a new inode.
    const key = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    const cached = cache.get(remote);
    if (cached?.key === key) return cached.record;
    const record = JSON.parse(fs.readFileSync(file, 'utf8'));
    const problems = recordProblems(record);
    if (problems.length > 0) throw new Error(`${file} is damaged (${problems.join('; ')}): restore it from a backup, or release again`);
    cache.set(remote, { key, record });
    return /** @type {ReleaseRecord} */ (record);
  }

  return {
    where: dir,
    read: async (remote) => readNow(remote),
    async update(remote, change) {
      fs.mkdirSync(dir, { recursive: true });
      const release = await takeLock(`${recordFile(remote)}.lock`);
      try {
        const next = change(readNow(remote));
        const problems = recordProblems(next);
        if (problems.length > 0) throw new Error(`refused to write a damaged release record for ${remote}: ${problems.join('; ')}`);
        const staging = `${recordFile(remote)}.${process.pid}`;
        const handle = fs.openSync(staging, 'w');
        try {
          fs.writeFileSync(handle, `${JSON.stringify(next, null, 2)}\n`);
          fs.fsyncSync(handle);
        } finally {
          fs.closeSync(handle);
        }
        fs.renameSync(staging, recordFile(remote));
        return next;
      } finally {
        release();
      }
    },
  };
}

module.exports = { folderRegistry, running };
