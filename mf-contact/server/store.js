// Durable storage of contact requests: SQLite (one file, zero setup) by default, PostgreSQL when
// DATABASE_URL is set (several machines sharing one database). Both get the same versioned migrations
// and the same queries; every write is committed before the caller answers the visitor.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const migrations = require('./migrations');
const { dayMs } = require('./config');
const { applyPostgresMigrations } = require('shared-content/tooling/postgres-migrations');

/**
 * Why a request is held as a suspected bot: the decoy field filled, or the form stamp (shared-content/tooling/form-stamp.js)
 * missing, forged or too fresh.
 * @typedef {'decoy' | 'no-stamp' | 'forged-stamp' | 'too-fast'} BotReason
 */

/**
 * A stored contact request, as the service reads it back. `mailHeld`: kept and never mailed, over the daily cap;
 * `suspectedSpam`: kept and never mailed, a suspected bot (`botReason` says why); `formAgeMs`: how long its form
 * was open when it was sent, by its stamp (null without a genuine one).
 * @typedef {{ id: number, reference: string, createdAt: number, channel: string, locale: string, suspectedSpam: boolean, botReason: BotReason | null, formAgeMs: number | null, mailHeld: boolean,
 *   mailedAt: number | null, mailAttempts: number, mailLastError: string | null,
 *   firstName: string, lastName: string, email: string, phone: string, service: string, message: string }} StoredRequest
 * @typedef {Record<string, any>} Row a database row, by column name, as the driver returns it
 * @typedef {{ kind: 'sqlite' | 'postgres', claimSql: string, all(sql: string, params?: unknown[]): Promise<Row[]>,
 *   run(sql: string, params?: unknown[]): Promise<number>, migrate(): Promise<void>, close(): Promise<void> }} Database
 * @typedef {Awaited<ReturnType<typeof openStore>>} Store
 */

/** @type {readonly (keyof typeof fieldOfColumn)[]} */
const columns = ['first_name', 'last_name', 'email', 'phone', 'service', 'message'];
/** @type {{ [column: string]: 'firstName' | 'lastName' | 'email' | 'phone' | 'service' | 'message' }} */
const fieldOfColumn = { first_name: 'firstName', last_name: 'lastName', email: 'email', phone: 'phone', service: 'service', message: 'message' };

/** Crockford-style alphabet without 0/O, 1/I/L and U: easy to read out on the phone. */
const referenceAlphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
function newReference() {
  const bytes = crypto.randomBytes(8);
  const chars = Array.from(bytes, (byte) => referenceAlphabet[byte % referenceAlphabet.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}
const referencePattern = /^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

/**
 * @param {Row} row
 * @returns {StoredRequest}
 */
function rowToRequest(row) {
  /** @type {Record<string, unknown>} */
  const request = {
    id: Number(row.id),
    reference: row.reference,
    createdAt: Number(row.created_at),
    channel: row.channel,
    locale: row.locale,
    suspectedSpam: Boolean(row.suspected_spam),
    botReason: row.bot_reason,
    formAgeMs: row.form_age_ms === null ? null : Number(row.form_age_ms),
    mailHeld: Boolean(row.mail_held),
    mailedAt: row.mailed_at === null ? null : Number(row.mailed_at),
    mailAttempts: Number(row.mail_attempts),
    mailLastError: row.mail_last_error,
  };
  for (const column of columns) request[fieldOfColumn[column]] = row[column];
  return /** @type {StoredRequest} */ (request);
}

const claimSql = (/** @type {string} */ lock) => `
  UPDATE contact_requests SET mail_claimed_until = $1
  WHERE id IN (
    SELECT id FROM contact_requests
    WHERE mailed_at IS NULL AND suspected_spam = FALSE AND mail_held = FALSE AND mail_next_attempt_at <= $2 AND mail_claimed_until <= $2
    ORDER BY id LIMIT $3 ${lock}
  )
  RETURNING *`;

/**
 * better-sqlite3, or Node's built-in node:sqlite (same calls used here) where the native module was
 * not built for the running Node (e.g. a newer Node than the one that installed it).
 * @returns {(file: string) => SqliteDatabase}
 */
function sqliteDriver() {
  try {
    const Database = require('better-sqlite3');
    new Database(':memory:').close();
    return (file) => new Database(file);
  } catch (nativeError) {
    try {
      const { DatabaseSync } = require('node:sqlite');
      return (file) => new DatabaseSync(file);
    } catch {
      throw new Error(`No SQLite driver: better-sqlite3 did not load (${/** @type {Error} */ (nativeError).message.split('\n')[0]}) and this Node has no node:sqlite. Run npm rebuild better-sqlite3, or set DATABASE_URL.`);
    }
  }
}

/**
 * @param {string} file
 * @returns {Database}
 */
function openSqlite(file) {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = sqliteDriver()(file);
  // WAL with synchronous=FULL: a committed request survives a crash or power cut.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;');
  // The queries are written with PostgreSQL's $1, $2 ...; SQLite gets ? in order of appearance.
  /** @type {Map<string, { statement: SqliteStatement, order: number[] }>} */
  const statements = new Map();
  /**
   * @param {string} sql
   * @param {unknown[]} params
   */
  const prepare = (sql, params) => {
    if (!statements.has(sql)) {
      const order = [...sql.matchAll(/\$(\d+)/g)].map((match) => Number(match[1]) - 1);
      statements.set(sql, { statement: db.prepare(sql.replace(/\$\d+/g, '?')), order });
    }
    const { statement, order } = /** @type {{ statement: SqliteStatement, order: number[] }} */ (statements.get(sql));
    return { statement, values: order.map((index) => params[index]) };
  };
  return {
    kind: 'sqlite',
    claimSql: claimSql(''),
    async all(sql, params = []) {
      const { statement, values } = prepare(sql, params);
      return statement.all(...values);
    },
    async run(sql, params = []) {
      const { statement, values } = prepare(sql, params);
      return Number(statement.run(...values).changes);
    },
    async migrate() {
      db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
      const applied = new Set(db.prepare('SELECT version FROM schema_migrations').all().map((row) => row.version));
      for (const migration of migrations.filter((candidate) => !applied.has(candidate.version))) {
        db.exec('BEGIN IMMEDIATE');
        try {
          db.exec(migration.sqlite);
          db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(migration.version, migration.name, Date.now());
          db.exec('COMMIT');
        } catch (error) {
          db.exec('ROLLBACK');
          throw error;
        }
      }
    },
    async close() {
      db.close();
    },
  };
}

/**
 * @param {string} connectionString
 * @returns {Database}
 */
function openPostgres(connectionString) {
  const { Pool } = require('pg');
  // A post never waits long on the database: a connection within 5 s, a statement within 10 s (a locked
  // table answers the visitor 503 and the phone number, not a spinner). Migrations may wait for each other.
  const pool = new Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000, statement_timeout: 10_000 });
  // A dropped idle connection must not crash the service: the next query opens a new one.
  pool.on('error', (error) => console.error(`contact store: PostgreSQL connection lost: ${error.message}`));
  return {
    kind: 'postgres',
    claimSql: claimSql('FOR UPDATE SKIP LOCKED'),
    async all(sql, params = []) {
      return (await pool.query(sql, params)).rows;
    },
    async run(sql, params = []) {
      return /** @type {number} */ ((await pool.query(sql, params)).rowCount);
    },
    async migrate() {
      const client = await pool.connect();
      try {
        await applyPostgresMigrations(client, { lock: 726354, table: 'schema_migrations', migrations });
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * @param {{ databaseUrl?: string, sqliteFile?: string }} options  databaseUrl (postgres://...) wins over sqliteFile
 */
async function openStore({ databaseUrl, sqliteFile }) {
  const db = databaseUrl ? openPostgres(databaseUrl) : openSqlite(/** @type {string} */ (sqliteFile));
  await db.migrate();

  /** How many requests received at or after `since` (ms) are for mailing (neither suspected bots nor held). */
  const mailsTakenSince = async (/** @type {number} */ since) => {
    const [row] = await db.all('SELECT COUNT(*) AS taken FROM contact_requests WHERE created_at >= $1 AND suspected_spam = FALSE AND mail_held = FALSE', [since]);
    return Number(row.taken);
  };

  return {
    kind: db.kind,

    /**
     * Stores one request (values already validated and trimmed); resolves once it is committed.
     * `locale`: the language of the page it was sent from. With `mailsPerDay`, a request arriving when
     * that many were taken for mailing within the last 24 hours is held: kept, never mailed (`mailHeld`).
     * Instances storing at the same moment may each take the last place: the cap can be passed by a few.
     * With a `botReason` it is a suspected bot's: kept, never mailed, and taking no place under the cap.
     * @param {Record<string, string>} values the form's values, by field name
     * @param {{ channel: string, locale?: string, botReason?: BotReason | null, formAgeMs?: number | null, mailsPerDay?: number, now?: number }} options
     */
    async insert(values, { channel, locale = 'en', botReason = null, formAgeMs = null, mailsPerDay = Infinity, now = Date.now() }) {
      const suspectedSpam = botReason !== null;
      const mailHeld = !suspectedSpam && (await mailsTakenSince(now - dayMs)) >= mailsPerDay;
      for (;;) {
        const reference = newReference();
        try {
          await db.run(
            `INSERT INTO contact_requests (reference, created_at, channel, locale, suspected_spam, mail_held, bot_reason, form_age_ms, ${columns.join(', ')})
             VALUES ($1, $2, $3, $4, ${suspectedSpam ? 'TRUE' : 'FALSE'}, ${mailHeld ? 'TRUE' : 'FALSE'}, $5, $6, $7, $8, $9, $10, $11, $12)`,
            [reference, now, channel, locale, botReason, formAgeMs, ...columns.map((column) => values[fieldOfColumn[column]])],
          );
          return { reference, createdAt: now, mailHeld };
        } catch (error) {
          // A reference already taken (1 in 10^11): draw another one.
          const { message, detail } = /** @type {{ message?: unknown, detail?: unknown }} */ (error);
          if (!/unique|duplicate/i.test(String(message)) || !/reference/i.test(String(message) + String(detail))) throw error;
        }
      }
    },

    /**
     * Counts one post of `client` in its window of `windowMs` (which starts with its first post once the
     * one before is over), in one statement whichever instance takes it. Resolves to the client's posts in
     * the window, this one included, and when the window started (ms).
     * @param {string} client
     * @param {{ now?: number, windowMs: number }} options
     */
    async takeHit(client, { now = Date.now(), windowMs }) {
      const [row] = await db.all(
        `INSERT INTO contact_rate_limits (client_key, window_start, hits) VALUES ($1, $2, 1)
         ON CONFLICT (client_key) DO UPDATE SET
           hits = CASE WHEN contact_rate_limits.window_start > $3 THEN contact_rate_limits.hits + 1 ELSE 1 END,
           window_start = CASE WHEN contact_rate_limits.window_start > $3 THEN contact_rate_limits.window_start ELSE $2 END
         RETURNING hits, window_start`,
        [client, now, now - windowMs],
      );
      return { hits: Number(row.hits), windowStart: Number(row.window_start) };
    },

    /**
     * Forgets the counts of the rate limit windows that started at or before `cutoff` (ms): now minus the
     * window's length, they are over.
     * @param {number} cutoff
     */
    async forgetHitsUntil(cutoff) {
      return db.run('DELETE FROM contact_rate_limits WHERE window_start <= $1', [cutoff]);
    },

    /**
     * Takes up to `limit` requests due for mailing; each is leased to this worker until `leaseUntil`.
     * @param {{ now?: number, leaseUntil: number, limit?: number }} options
     */
    async claimMail({ now = Date.now(), leaseUntil, limit = 10 }) {
      return (await db.all(db.claimSql, [leaseUntil, now, limit])).map(rowToRequest);
    },

    /** @param {number} id */
    async markMailed(id, now = Date.now()) {
      await db.run('UPDATE contact_requests SET mailed_at = $1, mail_attempts = mail_attempts + 1, mail_last_error = NULL WHERE id = $2', [now, id]);
    },

    /**
     * @param {number} id
     * @param {string} error what the SMTP server answered
     * @param {number} retryAt when to try again (ms)
     */
    async markMailFailed(id, error, retryAt) {
      await db.run(
        'UPDATE contact_requests SET mail_attempts = mail_attempts + 1, mail_last_error = $1, mail_next_attempt_at = $2, mail_claimed_until = 0 WHERE id = $3',
        [String(error).slice(0, 500), retryAt, id],
      );
    },

    /** Requests received at or after `since` (ms), oldest first. */
    async listSince(since = 0) {
      return (await db.all('SELECT * FROM contact_requests WHERE created_at >= $1 ORDER BY created_at, id', [since])).map(rowToRequest);
    },

    /**
     * Deletes every request received before `cutoff` (the retention period the form's consent line
     * states), mailed or not: the alert on careway_contact_unmailed_deleted_in_seconds warns before one
     * that never reached the business goes. Returns how many.
     * @param {number} cutoff (ms)
     */
    async deleteOlderThan(cutoff) {
      return db.run('DELETE FROM contact_requests WHERE created_at < $1', [cutoff]);
    },

    /**
     * The requests waiting to be mailed (suspected bots and held requests are never mailed): how many, and
     * the oldest's arrival (ms) or null; and the arrival of the oldest one never mailed, held ones included.
     */
    async mailQueueStats() {
      const [row] = await db.all(
        `SELECT SUM(CASE WHEN mail_held = FALSE THEN 1 ELSE 0 END) AS depth, MIN(CASE WHEN mail_held = FALSE THEN created_at END) AS oldest, MIN(created_at) AS oldest_unmailed
         FROM contact_requests WHERE mailed_at IS NULL AND suspected_spam = FALSE`,
      );
      const time = (/** @type {unknown} */ value) => (value === null ? null : Number(value));
      return { depth: Number(row.depth ?? 0), oldestCreatedAt: time(row.oldest), oldestUnmailedCreatedAt: time(row.oldest_unmailed) };
    },

    async migrationsApplied() {
      return (await db.all('SELECT version FROM schema_migrations ORDER BY version')).map((row) => Number(row.version));
    },

    close: () => db.close(),
  };
}

module.exports = { openStore, referencePattern };
