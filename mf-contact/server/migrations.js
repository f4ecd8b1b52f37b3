// Versioned schema changes, applied in order once per database. Never edit a released migration:
// add the next version instead. Each has the SQL of both databases (SQLite by default, PostgreSQL
// when DATABASE_URL is set); times are milliseconds since 1970 in both, so queries are the same.
module.exports = [
  {
    version: 1,
    name: 'contact requests and their mail queue state',
    sqlite: `
      CREATE TABLE contact_requests (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        reference TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL,
        channel TEXT NOT NULL,
        suspected_spam INTEGER NOT NULL DEFAULT 0,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        service TEXT NOT NULL,
        message TEXT NOT NULL,
        mailed_at INTEGER,
        mail_attempts INTEGER NOT NULL DEFAULT 0,
        mail_next_attempt_at INTEGER NOT NULL DEFAULT 0,
        mail_claimed_until INTEGER NOT NULL DEFAULT 0,
        mail_last_error TEXT
      );
      CREATE INDEX contact_requests_created_at ON contact_requests (created_at);
      CREATE INDEX contact_requests_mail_queue ON contact_requests (mail_next_attempt_at) WHERE mailed_at IS NULL;`,
    postgres: `
      CREATE TABLE contact_requests (
        id BIGSERIAL PRIMARY KEY,
        reference TEXT NOT NULL UNIQUE,
        created_at BIGINT NOT NULL,
        channel TEXT NOT NULL,
        suspected_spam BOOLEAN NOT NULL DEFAULT FALSE,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        service TEXT NOT NULL,
        message TEXT NOT NULL,
        mailed_at BIGINT,
        mail_attempts INTEGER NOT NULL DEFAULT 0,
        mail_next_attempt_at BIGINT NOT NULL DEFAULT 0,
        mail_claimed_until BIGINT NOT NULL DEFAULT 0,
        mail_last_error TEXT
      );
      CREATE INDEX contact_requests_created_at ON contact_requests (created_at);
      CREATE INDEX contact_requests_mail_queue ON contact_requests (mail_next_attempt_at) WHERE mailed_at IS NULL;`,
  },
  {
    version: 2,
    name: 'the language of the page a request was sent from',
    sqlite: `ALTER TABLE contact_requests ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';`,
    postgres: `ALTER TABLE contact_requests ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';`,
  },
];
