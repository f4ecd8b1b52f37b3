// The PostgreSQL registry's schema changes (postgres.js), applied in order once per database. Never edit a
// released migration: add the next version instead. Tables apart from the contact service's (its
// `schema_migrations`, mf-contact/server/migrations.js), so both may share one database.
module.exports = [
  {
    version: 1,
    name: 'one release record per remote, whole, and how often it was written',
    postgres: `
      CREATE TABLE release_records (
        remote TEXT PRIMARY KEY,
        record JSONB NOT NULL,
        version BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      );`,
  },
];
