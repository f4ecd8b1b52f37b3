// The registry's PostgreSQL backend (index.js has the record and the interface), for composers on several
// hosts: table `release_records`, one row per remote holding its whole record (jsonb, stored as given) and
// the number of times it was written. An update is one transaction: the row locked (`SELECT ... FOR
// UPDATE`), changed, checked and written, and `NOTIFY careway_release_records, '<remote>'` sent on commit;
// a failed change or check rolls it all back.
//
// A composer follows the records (`follow()`): one connection of its own LISTENs, reads every record once
// listening, then the one a notification names; the same connection reads them all again every few seconds
// as a safety net (a notification sent while it was not listening, a connection that died without a word).
// Losing the database, it keeps serving the records it read last, says so once in its log and in its
// health (careway_registry_up, careway_registry_record_age_seconds), and reconnects with backoff; connected
// again, it reads every record, so the release made meanwhile reaches it, and the next one too.
const { Client, Pool } = require('pg');
const { emptyRecord, recordProblems } = require('./index');
const migrations = require('./migrations');
const { applyPostgresMigrations } = require('shared-content/tooling/postgres-migrations');

/** @typedef {import('./index').ReleaseRecord} ReleaseRecord */
/** @typedef {import('pg').ClientBase} Queryable */

const CHANNEL = 'careway_release_records';
/** The migrations' lock; the contact store's is 726354: one database may hold both. */
const MIGRATIONS_LOCK = 726355;
/** A connection within this long, and every query answered within it, or the database counts as lost. */
const DATABASE_TIMEOUT_MS = 5000;
/** How often a following composer reads every record again, whatever it heard. */
const RECHECK_MS = 5000;
/** Reconnection backoff: the first wait, doubled on each failure up to the last. */
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5000;

/**
 * `location` without its password (a release names its registry by this, and logs show it).
 * @param {string} location
 */
const withoutPassword = (location) => location.replace(/^([a-z]+:\/\/[^:@/]*):[^@/]*@/, '$1@');

/**
 * Applies the migrations this database lacks, one process at a time (several composers may start at once).
 * @param {Queryable} client
 */
const migrate = (client) => applyPostgresMigrations(client, { lock: MIGRATIONS_LOCK, table: 'release_registry_migrations', migrations });

/**
 * A stored record, refused when damaged (written by hand: this module writes only checked ones).
 * @param {string} where
 * @param {string} remote
 * @param {unknown} record
 * @returns {ReleaseRecord}
 */
function checked(where, remote, record) {
  const problems = recordProblems(record);
  if (problems.length > 0) throw new Error(`The record of ${remote} in ${where} is damaged (${problems.join('; ')}): restore it from a backup, or release again`);
  return /** @type {ReleaseRecord} */ (record);
}

/**
 * @param {string} location  postgres://... (a password is better kept in PGPASSWORD or ~/.pgpass)
 * @returns {import('./index').Registry}
 */
function postgresRegistry(location) {
  const where = withoutPassword(location);
  const settings = { connectionString: location, connectionTimeoutMillis: DATABASE_TIMEOUT_MS, query_timeout: DATABASE_TIMEOUT_MS, keepAlive: true };
  /** @type {Pool | undefined} */
  let pool;
  /** @type {Promise<void> | undefined} */
  let migrated;
  /** The commands' connections, opened on first use (a composer that only follows opens none). */
  async function connection() {
    if (!pool) {
      pool = new Pool({ ...settings, max: 4 });
      // An idle connection dropped (the database restarted) must not crash the command: the next query opens another.
      pool.on('error', (error) => console.error(`The release registry at ${where} dropped a connection: ${error.message}`));
    }
    const client = await pool.connect();
    try {
      migrated ??= migrate(client).catch((error) => {
        migrated = undefined;
        throw error;
      });
      await migrated;
    } catch (error) {
      client.release(/** @type {Error} */ (error));
      throw error;
    }
    return client;
  }

  return {
    where,
    async read(remote) {
      const client = await connection();
      try {
        const { rows } = await client.query('SELECT record FROM release_records WHERE remote = $1', [remote]);
        return rows.length === 0 ? emptyRecord() : checked(where, remote, rows[0].record);
      } finally {
        client.release();
      }
    },
    async update(remote, change) {
      const client = await connection();
      /** @type {Error | undefined} */
      let broken;
      try {
        await client.query('BEGIN');
        // A row to lock even for a remote's first release; rolled back with the rest when nothing is written.
        await client.query('INSERT INTO release_records (remote, record, version, updated_at) VALUES ($1, $2, 0, $3) ON CONFLICT (remote) DO NOTHING', [remote, JSON.stringify(emptyRecord()), Date.now()]);
        const { rows } = await client.query('SELECT record FROM release_records WHERE remote = $1 FOR UPDATE', [remote]);
        const current = checked(where, remote, rows[0].record);
        const next = change(current);
        if (next === current) {
          await client.query('ROLLBACK');
          return current;
        }
        const problems = recordProblems(next);
        if (problems.length > 0) throw new Error(`refused to write a damaged release record for ${remote}: ${problems.join('; ')}`);
        await client.query('UPDATE release_records SET record = $2, version = version + 1, updated_at = $3 WHERE remote = $1', [remote, JSON.stringify(next), Date.now()]);
        await client.query('SELECT pg_notify($1, $2)', [CHANNEL, remote]);
        await client.query('COMMIT');
        return next;
      } catch (error) {
        await client.query('ROLLBACK').catch((/** @type {Error} */ rollbackError) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    follow: () => followRecords(location, where),
    async close() {
      await pool?.end();
    },
  };
}

/**
 * Every record, kept current while the database answers and kept as it was while it does not (see the top).
 * @param {string} location
 * @param {string} where
 * @returns {import('./index').RegistryFollower}
 */
function followRecords(location, where) {
  /** Each remote's record, or why it cannot be used (a damaged row). */
  /** @type {Map<string, ReleaseRecord | Error>} */
  let records = new Map();
  /** The record answered for a remote with no row: one per remote until its row or all rows are read again, so it is answered like a stored one (one promise, one releases object). */
  /** @type {Map<string, ReleaseRecord>} */
  let emptyRecords = new Map();
  /** @param {string} remote */
  const recordOf = (remote) => {
    const found = records.get(remote);
    if (found) return found;
    let empty = emptyRecords.get(remote);
    if (!empty) emptyRecords.set(remote, (empty = emptyRecord()));
    return empty;
  };
  /** When the records were last read whole or in part (0: never). */
  let readAt = 0;
  let up = false;
  let closed = false;
  let failures = 0;
  /** @type {Client | undefined} */
  let current;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {() => void} */
  let firstAttemptDone = () => undefined;
  const firstAttempt = new Promise((resolve) => {
    firstAttemptDone = () => resolve(undefined);
  });

  /** @param {Client} client */
  async function readAll(client) {
    const { rows } = await client.query('SELECT remote, record FROM release_records');
    records = new Map(rows.map((row) => [row.remote, storedOrWhy(row.remote, row.record)]));
    emptyRecords = new Map();
    readAt = Date.now();
  }

  /**
   * @param {string} remote
   * @param {unknown} record
   */
  function storedOrWhy(remote, record) {
    try {
      return checked(where, remote, record);
    } catch (error) {
      return /** @type {Error} */ (error);
    }
  }

  /**
   * The database is lost on `client`: keep the records, say so once per loss, try again after a while.
   * @param {Client} client
   * @param {Error} error
   */
  function lost(client, error) {
    if (client !== current || closed) return;
    current = undefined;
    clearInterval(timer);
    client.end().catch(() => undefined);
    if (failures === 0) {
      const serving = readAt ? `serving the records read at ${new Date(readAt).toISOString()}` : 'no record read yet: pages show the fallback';
      console.error(`The release registry at ${where} cannot be reached (${error.message}); ${serving}, trying again meanwhile.`);
    }
    up = false;
    const wait = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** failures) * (0.5 + Math.random() / 2);
    failures += 1;
    firstAttemptDone();
    timer = setTimeout(connect, wait);
  }

  async function connect() {
    if (closed) return;
    const client = new Client({ connectionString: location, connectionTimeoutMillis: DATABASE_TIMEOUT_MS, query_timeout: DATABASE_TIMEOUT_MS, keepAlive: true });
    current = client;
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, new Error('the connection closed')));
    client.on('notification', (message) => {
      if (message.payload === undefined) return;
      const remote = message.payload;
      client.query('SELECT record FROM release_records WHERE remote = $1', [remote]).then(
        ({ rows }) => {
          if (client !== current) return;
          emptyRecords.delete(remote);
          if (rows.length === 0) records.delete(remote);
          else records.set(remote, storedOrWhy(remote, rows[0].record));
          readAt = Date.now();
        },
        (error) => lost(client, error),
      );
    });
    try {
      await client.connect();
      await migrate(client);
      await client.query(`LISTEN ${CHANNEL}`);
      // Read once listening: a change committed in between is in this read or in a notification.
      await readAll(client);
    } catch (error) {
      lost(client, /** @type {Error} */ (error));
      return;
    }
    if (client !== current) return;
    if (failures > 0 && readAt) console.error(`The release registry at ${where} answers again: its records are current.`);
    up = true;
    failures = 0;
    firstAttemptDone();
    timer = setInterval(() => readAll(client).catch((error) => lost(client, error)), RECHECK_MS);
  }

  /** What `read` answers for each record it holds: one promise per record, so a reader knows one it has seen (site.js takes it at once). */
  /** @type {WeakMap<ReleaseRecord, Promise<ReleaseRecord>>} */
  const answers = new WeakMap();
  /** @param {string} remote */
  const readOnceAnswered = async (remote) => {
    await firstAttempt;
    if (!readAt) throw new Error(`the release registry at ${where} has not answered yet`);
    const found = recordOf(remote);
    if (found instanceof Error) throw found;
    return found;
  };

  connect();
  return {
    read(remote) {
      const found = readAt ? recordOf(remote) : undefined;
      if (found === undefined || found instanceof Error) return readOnceAnswered(remote);
      let answer = answers.get(found);
      if (!answer) answers.set(found, (answer = Promise.resolve(found)));
      return answer;
    },
    health: () => ({ up, ageSeconds: readAt ? (Date.now() - readAt) / 1000 : Infinity }),
    async close() {
      closed = true;
      clearTimeout(timer);
      await current?.end().catch(() => undefined);
    },
  };
}

module.exports = { postgresRegistry };
