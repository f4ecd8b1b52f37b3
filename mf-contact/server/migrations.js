// Versioned schema changes, applied in order once per database. Never edit a released migration:
// add the next version instead. Each has the SQL of both databases (SQLite by default, PostgreSQL
// when DATABASE_URL is set); times are milliseconds since 1970 in both, so queries are the same.
/**
 * Version 1's table in one database's words (its SQL as released, to the letter): the columns are the same in
 * both, only their types differ.
 * @param {{ id: string, time: string, flag: string }} types  the key, a time in milliseconds, a yes/no that starts as no
 */
const contactRequests = ({ id, time, flag }) => `
      CREATE TABLE contact_requests (
        id ${id},
        reference TEXT NOT NULL UNIQUE,
        created_at ${time} NOT NULL,
        channel TEXT NOT NULL,
        suspected_spam ${flag},
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        service TEXT NOT NULL,
        message TEXT NOT NULL,
        mailed_at ${time},
        mail_attempts INTEGER NOT NULL DEFAULT 0,
        mail_next_attempt_at ${time} NOT NULL DEFAULT 0,
        mail_claimed_until ${time} NOT NULL DEFAULT 0,
        mail_last_error TEXT
      );
      CREATE INDEX contact_requests_created_at ON contact_requests (created_at);
      CREATE INDEX contact_requests_mail_queue ON contact_requests (mail_next_attempt_at) WHERE mailed_at IS NULL;`;

module.exports = [
  {
    version: 1,
    name: 'contact requests and their mail queue state',
    sqlite: contactRequests({ id: 'INTEGER PRIMARY KEY AUTOINCREMENT', time: 'INTEGER', flag: 'INTEGER NOT NULL DEFAULT 0' }),
    postgres: contactRequests({ id: 'BIGSERIAL PRIMARY KEY', time: 'BIGINT', flag: 'BOOLEAN NOT NULL DEFAULT FALSE' }),
  },
  {
    version: 2,
    name: 'the language of the page a request was sent from',
    sqlite: `ALTER TABLE contact_requests ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';`,
    postgres: `ALTER TABLE contact_requests ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';`,
  },
  {
    version: 3,
    name: "each visitor's posts per minute, counted for every instance of the service on the database",
    sqlite: 'CREATE TABLE contact_rate_limits (client_key TEXT NOT NULL, window_start INTEGER NOT NULL, hits INTEGER NOT NULL, PRIMARY KEY (client_key));',
    postgres: 'CREATE TABLE contact_rate_limits (client_key TEXT NOT NULL, window_start BIGINT NOT NULL, hits INTEGER NOT NULL, PRIMARY KEY (client_key));',
  },
  {
    version: 4,
    name: 'requests kept and not mailed, over the daily cap on mail to the business',
    sqlite: 'ALTER TABLE contact_requests ADD COLUMN mail_held INTEGER NOT NULL DEFAULT 0;',
    postgres: 'ALTER TABLE contact_requests ADD COLUMN mail_held BOOLEAN NOT NULL DEFAULT FALSE;',
  },
  {
    version: 5,
    name: 'why a request is held as a suspected bot, and how long its form was open (the form stamp)',
    sqlite: `ALTER TABLE contact_requests ADD COLUMN bot_reason TEXT;
      ALTER TABLE contact_requests ADD COLUMN form_age_ms INTEGER;
      UPDATE contact_requests SET bot_reason = 'decoy' WHERE suspected_spam = 1;`,
    postgres: `ALTER TABLE contact_requests ADD COLUMN bot_reason TEXT;
      ALTER TABLE contact_requests ADD COLUMN form_age_ms BIGINT;
      UPDATE contact_requests SET bot_reason = 'decoy' WHERE suspected_spam;`,
  },
];
