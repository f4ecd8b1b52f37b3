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
/** How long a follower (a composer) answers from a record it read before it looks at the file again, whatever the watch said. */
const FOLLOW_RECHECK_MS = 1000;
/** A lock file (or takeover guard) is written right after it is created: still empty after this long, its writer was killed in between. */
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
 * Whether `lock` was left by a process that is gone: its holder is not running, or it stayed empty (its
 * writer was killed between creating and writing it) for longer than a write takes.
 * @param {string} lock
 * @param {number} holder  the id it holds (0: empty)
 */
function abandoned(lock, holder) {
  if (holder) return !running(holder);
  return Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > EMPTY_LOCK_MS;
}

/**
 * Removes `lock` if it still holds what `holder` found in it. One command at a time does this, under
 * `<lock>.takeover` (itself taken over when it is older than a takeover takes): two commands removing a
 * dead holder's lock at once could otherwise remove the live lock a third took in between.
 * @param {string} lock
 * @param {number} holder
 */
function takeOver(lock, holder) {
  const guard = `${lock}.takeover`;
  try {
    fs.writeFileSync(guard, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    if (abandoned(guard, 0) || abandoned(guard, lockHolder(guard) ?? 0)) fs.rmSync(guard, { force: true });
    return;
  }
  try {
    if (lockHolder(lock) === holder) fs.rmSync(lock, { force: true });
  } finally {
    fs.rmSync(guard, { force: true });
  }
}

/**
 * Takes `lock` (created exclusively, holding this process's id); a lock left by a process that is gone is
 * taken over. Resolves with its release, which removes the lock only while it is still this process's.
 * @param {string} lock
 */
async function takeLock(lock) {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => {
        if (lockHolder(lock) === process.pid) fs.rmSync(lock, { force: true });
      };
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    const holder = lockHolder(lock);
    if (holder === null) continue;
    if (abandoned(lock, holder)) {
      takeOver(lock, holder);
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

  const read = async (/** @type {string} */ remote) => readNow(remote);

  /**
   * A follower answers from the records it read, and reads a remote's again when the folder says its file
   * changed (fs.watch: a release shows at once) or FOLLOW_RECHECK_MS after it last looked (a change the
   * watch missed, or a folder made after the watch began): a page costs no file call.
   * @returns {import('./index').RegistryFollower}
   */
  function follow() {
    /** @type {Map<string, { record: Promise<ReleaseRecord>, checkedAt: number }>} */
    const known = new Map();
    fs.mkdirSync(dir, { recursive: true });
    const watcher = fs.watch(dir, (_event, file) => {
      if (file?.endsWith('.json')) known.delete(file.slice(0, -'.json'.length));
      else if (!file) known.clear();
    });
    watcher.on('error', () => known.clear());
    watcher.unref();
    return {
      read(remote) {
        const kept = known.get(remote);
        if (kept && Date.now() - kept.checkedAt < FOLLOW_RECHECK_MS) return kept.record;
        const record = read(remote);
        known.set(remote, { record, checkedAt: Date.now() });
        // A record that cannot be read is read again next time, not kept.
        record.catch(() => known.get(remote)?.record === record && known.delete(remote));
        return record;
      },
      health: () => ({ up: true, ageSeconds: 0 }),
      close: async () => watcher.close(),
    };
  }

  return {
    where: dir,
    read,
    follow,
    close: async () => undefined,
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
