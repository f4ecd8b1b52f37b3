// Migrations of a PostgreSQL database, applied by whichever process gets there first: several machines may
// start at once, so they run under a transaction-level advisory lock (one applies them, the others wait and
// then find them applied), and each owner records them in a table of its own, so owners can share a database
// (the contact store, mf-contact/server/store.js; the release registry, shell/server/registry/postgres.js).

/**
 * Applies the `migrations` not yet recorded in `table`, in one transaction.
 * @template {{ version: number, name: string, postgres: string }} Migration
 * @param {{ query(sql: string, params?: unknown[]): Promise<{ rows: any[] }> }} client  one connection (the lock lasts its transaction)
 * @param {{ lock: number, table: string, migrations: Migration[] }} options
 */
async function applyPostgresMigrations(client, { lock, table, migrations }) {
  await client.query('BEGIN');
  try {
    // Waiting for another machine's migrations is expected: no statement limit inside this transaction.
    await client.query('SET LOCAL statement_timeout = 0');
    await client.query('SELECT pg_advisory_xact_lock($1)', [lock]);
    await client.query(`CREATE TABLE IF NOT EXISTS ${table} (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)`);
    const applied = new Set((await client.query(`SELECT version FROM ${table}`)).rows.map((row) => row.version));
    for (const migration of migrations.filter((candidate) => !applied.has(candidate.version))) {
      await client.query(migration.postgres);
      await client.query(`INSERT INTO ${table} (version, name, applied_at) VALUES ($1, $2, $3)`, [migration.version, migration.name, Date.now()]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

module.exports = { applyPostgresMigrations };
