// The contact service's settings, from the environment. Every one has a local default, so
// `npm start` needs no setup: SQLite in mf-contact/data/, no mail until SMTP is configured.
const path = require('node:path');
const { business } = require('./rules');

const dayMs = 24 * 60 * 60 * 1000;

function contactConfig(env = process.env) {
  const shellPort = Number(env.SHELL_PORT || 3000);
  return {
    databaseUrl: env.DATABASE_URL || '',
    sqliteFile: env.CONTACT_DB_FILE || path.join(__dirname, '..', 'data', 'contact-requests.sqlite'),
    smtpUrl: env.CONTACT_SMTP_URL || '',
    mailTo: env.CONTACT_MAIL_TO || business.email.address,
    mailFrom: env.CONTACT_MAIL_FROM || env.CONTACT_MAIL_TO || business.email.address,
    siteOrigins: (env.CONTACT_SITE_ORIGINS || `http://localhost:${shellPort}`).split(',').map((origin) => origin.trim().replace(/\/$/, '')),
    retentionDays: Number(env.CONTACT_RETENTION_DAYS || business.messageRetentionDays),
    rateLimitPerMinute: Number(env.CONTACT_RATE_LIMIT_PER_MINUTE || 10),
    trustProxy: env.CONTACT_TRUST_PROXY === '1',
    mailIntervalMs: Number(env.CONTACT_MAIL_INTERVAL_MS || 30_000),
  };
}

module.exports = { contactConfig, dayMs };
