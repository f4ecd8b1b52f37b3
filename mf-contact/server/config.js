// The contact service's settings, from the environment. Every one has a local default, so
// `npm start` needs no setup: SQLite in mf-contact/data/, no mail until SMTP is configured. Every value
// set is checked when the service starts: a wrong one stops it with a message naming the variable,
// rather than a service that refuses every post (a rate limit of "ten") or deletes requests early.
const path = require('node:path');
const { business } = require('./rules');
const { MAILS_PER_DAY, POSTS_PER_MINUTE } = require('./limits');
const { loopbackProxies, proxyListProblems } = require('shared-content/tooling/trusted-proxies');
const { defaultFormStampKeyFile } = require('shared-content/tooling/form-stamp');

const dayMs = 24 * 60 * 60 * 1000;

class ConfigError extends Error {
  /** @param {string[]} problems  @param {ReturnType<typeof contactConfig>} settings  the settings as read, the wrong ones too */
  constructor(problems, settings) {
    super(`The contact service's settings are wrong:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.settings = settings;
  }
}

const loopbackHost = (/** @type {string} */ host) => host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

/**
 * What is wrong with how mail would reach the business: it goes encrypted (smtps://, or smtp:// with
 * STARTTLS required) unless `plainRelay` says the server is a relay on this machine, which only a loopback
 * host can be; TLS is chosen here only, never by options in the URL, which would override it.
 * @param {string} smtpUrl
 * @param {boolean} plainRelay
 */
function smtpProblems(smtpUrl, plainRelay) {
  if (!smtpUrl) return [];
  let parsed;
  try {
    parsed = new URL(smtpUrl);
  } catch {
    return ['CONTACT_SMTP_URL is not a URL'];
  }
  const tlsOptions = [...parsed.searchParams.keys()].filter((name) => /^(secure|ignoreTLS|requireTLS|opportunisticTLS|tls\b)/i.test(name));
  return [
    ...(tlsOptions.length > 0 ? [`CONTACT_SMTP_URL sets ${tlsOptions.join(', ')}: TLS is required, and only CONTACT_SMTP_PLAIN_RELAY=1 (a relay on this machine) lifts it`] : []),
    ...(plainRelay && !loopbackHost(parsed.hostname) ? [`CONTACT_SMTP_PLAIN_RELAY=1 is for a relay on this machine, and CONTACT_SMTP_URL's host is ${parsed.hostname}: mail to another machine goes with TLS`] : []),
  ];
}

/** Reads the settings from `env`; throws ConfigError listing every value that is wrong. */
function contactConfig(env = process.env) {
  /** @type {string[]} */
  const problems = [];
  /**
   * @param {string} name
   * @param {number} fallback
   * @param {{ min: number, max?: number, unit: string }} range
   */
  const integer = (name, fallback, { min, max = Number.MAX_SAFE_INTEGER, unit }) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw.trim()) || value < min || value > max) problems.push(`${name}="${raw}" must be a whole number of ${unit} from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}`);
    return value;
  };
  /**
   * @param {string} name
   * @param {string[]} schemes
   */
  const url = (name, schemes) => {
    const raw = env[name] || '';
    if (raw && !schemes.some((scheme) => raw.startsWith(`${scheme}://`))) problems.push(`${name} must start with ${schemes.map((scheme) => `${scheme}://`).join(' or ')}`);
    return raw;
  };
  /**
   * @param {string} name
   * @param {string} fallback
   */
  const address = (name, fallback) => {
    const raw = env[name] || fallback;
    if (!/^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/.test(raw)) problems.push(`${name}="${raw}" is not an e-mail address`);
    return raw;
  };

  const shellPort = integer('SHELL_PORT', 3000, { min: 1, max: 65535, unit: 'a port' });
  const siteOrigins = (env.CONTACT_SITE_ORIGINS || `http://localhost:${shellPort}`).split(',').map((origin) => origin.trim().replace(/\/$/, ''));
  for (const origin of siteOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) problems.push(`CONTACT_SITE_ORIGINS: "${origin}" is not an origin (https://www.example.in)`);
  }
  const trustProxy = (env.CONTACT_TRUST_PROXY ?? '').trim();
  const trustedProxies = trustProxy === '' || trustProxy === '0' ? [] : trustProxy === '1' ? loopbackProxies : trustProxy.split(',').map((entry) => entry.trim());
  if (proxyListProblems(trustedProxies).length > 0) {
    problems.push(`CONTACT_TRUST_PROXY="${env.CONTACT_TRUST_PROXY}" must be 1 (a reverse proxy on this machine), 0, or the proxies' addresses and networks, comma-separated (10.0.0.5, 10.0.0.0/8)`);
  }
  if (!['', '0', '1'].includes(env.CONTACT_SMTP_PLAIN_RELAY ?? '')) problems.push(`CONTACT_SMTP_PLAIN_RELAY="${env.CONTACT_SMTP_PLAIN_RELAY}" must be 1 (a relay on this machine) or 0`);
  const smtpUrl = url('CONTACT_SMTP_URL', ['smtp', 'smtps']);
  const smtpPlainRelay = env.CONTACT_SMTP_PLAIN_RELAY === '1';
  problems.push(...smtpProblems(smtpUrl, smtpPlainRelay));
  const mailTo = address('CONTACT_MAIL_TO', business.email.address);
  const config = {
    databaseUrl: url('DATABASE_URL', ['postgres', 'postgresql']),
    sqliteFile: env.CONTACT_DB_FILE || path.join(__dirname, '..', 'data', 'contact-requests.sqlite'),
    smtpUrl,
    smtpPlainRelay,
    mailTo,
    mailFrom: address('CONTACT_MAIL_FROM', mailTo),
    siteOrigins,
    retentionDays: integer('CONTACT_RETENTION_DAYS', business.messageRetentionDays, { min: 1, unit: 'days' }),
    rateLimitPerMinute: integer('CONTACT_RATE_LIMIT_PER_MINUTE', POSTS_PER_MINUTE, { min: 1, max: 10000, unit: 'posts' }),
    mailsPerDay: integer('CONTACT_MAILS_PER_DAY', MAILS_PER_DAY, { min: 1, unit: 'requests' }),
    trustedProxies,
    // The service alone (npm run serve:api) listens on this machine only: the proxy in front is the way in.
    apiHost: env.CONTACT_API_HOST || '127.0.0.1',
    apiPort: integer('CONTACT_API_PORT', 3005, { min: 0, max: 65535, unit: 'a port' }),
    // Its metrics, on this machine only (npm run serve:api; under npm run serve the site's listener shows them).
    metricsPort: integer('CONTACT_METRICS_PORT', 9466, { min: 0, max: 65535, unit: 'a port' }),
    mailIntervalMs: integer('CONTACT_MAIL_INTERVAL_MS', 30_000, { min: 1000, unit: 'milliseconds' }),
    // The composer's key for the form's stamp: the same file (or a copy of it) on the shell's host.
    formStampKeyFile: defaultFormStampKeyFile(env),
  };
  if (problems.length > 0) throw new ConfigError(problems, config);
  return config;
}

module.exports = { ConfigError, contactConfig, dayMs };
