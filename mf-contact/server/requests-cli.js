#!/usr/bin/env node
// Staff read the stored requests here, never on a public web page:
//   npm run requests -w mf-contact -- --since 2026-11-01 [--held] [--format table|csv] [--out file.csv]
// `--held`: only the requests kept and never mailed: over the daily cap on mail to the business (the
// ContactMailCapReached alert says when there are some), or as suspected bots (the decoy field filled, the form
// stamp missing, forged or too fresh), each with its reason: where staff find a person's request held by mistake.
// Reads the same database as the service (DATABASE_URL, or the SQLite file CONTACT_DB_FILE / default).
const fs = require('node:fs');
const { contactConfig } = require('./config');
const { localeInfo } = require('./rules');
const { openStore } = require('./store');

const usage = 'Usage: npm run requests -w mf-contact -- [--since YYYY-MM-DD] [--held] [--format table|csv] [--out FILE]';

/**
 * @param {string[]} argv
 * @returns {{ since: number, held: boolean, format: string, out: string, help?: boolean }}
 */
function parseArgs(argv) {
  /** @type {{ since: number, held: boolean, format: string, out: string, help?: boolean }} */
  const options = { since: 0, held: false, format: 'table', out: '' };
  for (let index = 0; index < argv.length; index += 1) {
    const [flag, inline] = argv[index].split('=', 2);
    const value = () => inline ?? argv[++index];
    if (flag === '--since') {
      const text = value() ?? '';
      const since = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00` : text);
      if (Number.isNaN(since)) throw new Error(`--since needs a date like 2026-11-01, not "${text}"`);
      options.since = since;
    } else if (flag === '--held') {
      options.held = true;
    } else if (flag === '--format') {
      options.format = value();
      if (!['table', 'csv'].includes(options.format)) throw new Error('--format is table or csv');
    } else if (flag === '--out') {
      options.out = value();
    } else if (flag === '--help' || flag === '-h') {
      options.help = true;
    } else throw new Error(`Unknown option "${argv[index]}"`);
  }
  return options;
}

const headings = ['reference', 'received', 'first name', 'last name', 'email', 'phone', 'service', 'message', 'mailed', 'suspected bot', 'form open for', 'language'];

/**
 * A time as staff read it: seconds with one decimal under a minute, else whole minutes, hours or days.
 * @param {number} ms
 */
function duration(ms) {
  if (ms < 60_000) return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
  const [count, unit] = ms < 3_600_000 ? [ms / 60_000, 'min'] : ms < 86_400_000 ? [ms / 3_600_000, 'h'] : [ms / 86_400_000, 'days'];
  return `${Math.floor(count)} ${unit}`;
}

/** Why a request is held as a suspected bot, in words. */
const botReasonText = {
  decoy: 'the hidden decoy field filled',
  'no-stamp': 'no form stamp',
  'forged-stamp': 'a forged form stamp',
  'too-fast': 'sent too soon after the form was served',
};

/**
 * @param {import('./store').StoredRequest} request
 * @returns {string[]}
 */
function cells(request) {
  return [
    request.reference,
    new Date(request.createdAt).toISOString(),
    request.firstName,
    request.lastName,
    request.email,
    request.phone,
    request.service,
    request.message,
    request.mailedAt ? new Date(request.mailedAt).toISOString() : request.mailHeld ? 'held: over the daily cap' : request.suspectedSpam ? 'held: suspected bot' : `not yet (${request.mailAttempts} tries)`,
    request.suspectedSpam ? botReasonText[request.botReason ?? 'decoy'] : 'no',
    request.formAgeMs === null ? '' : duration(request.formAgeMs),
    localeInfo[/** @type {import('shared-content').Locale} */ (request.locale)].englishName,
  ];
}

/**
 * RFC 4180 CSV. A cell starting with = + - @ gets a leading ' so a spreadsheet shows it instead of running it.
 * @param {import('./store').StoredRequest[]} requests
 */
function formatCsv(requests) {
  const cell = (/** @type {string} */ value) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return [headings, ...requests.map(cells)].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/**
 * A table for the terminal: one line per request, control characters (escape sequences, bidirectional overrides) made visible.
 * @param {import('./store').StoredRequest[]} requests
 */
function formatTable(requests) {
  const clean = (/** @type {string} */ value) => value.replace(/\r?\n/g, ' ⏎ ').replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '·');
  const shorten = (/** @type {string} */ value, /** @type {number} */ max) => (Array.from(value).length > max ? `${Array.from(value).slice(0, max - 1).join('')}…` : value);
  const rows = [headings, ...requests.map((request) => cells(request).map((value, column) => shorten(clean(value), column === 7 ? 60 : 30)))];
  const widths = headings.map((_, column) => Math.max(...rows.map((row) => Array.from(row[column]).length)));
  const line = (/** @type {string[]} */ row) => row.map((value, column) => value + ' '.repeat(widths[column] - Array.from(value).length)).join('  ').trimEnd();
  return [line(rows[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line), `${requests.length} request(s)`].join('\n') + '\n';
}

async function main(argv = process.argv.slice(2), env = process.env) {
  const options = parseArgs(argv);
  if (options.help) return usage + '\n';
  const config = contactConfig(env);
  if (!config.databaseUrl && !fs.existsSync(config.sqliteFile)) return `No requests yet: ${config.sqliteFile} does not exist.\n`;
  const store = await openStore(config);
  try {
    const requests = (await store.listSince(options.since)).filter((request) => !options.held || request.mailHeld || request.suspectedSpam);
    const output = options.format === 'csv' ? formatCsv(requests) : formatTable(requests);
    if (!options.out) return output;
    fs.writeFileSync(options.out, output, { mode: 0o600 });
    return `${requests.length} request(s) written to ${options.out}\n`;
  } finally {
    await store.close();
  }
}

if (require.main === module) {
  main().then(
    (output) => process.stdout.write(output),
    (error) => {
      console.error(`${error.message}\n${usage}`);
      process.exit(1);
    },
  );
}

module.exports = { duration, parseArgs, formatCsv, formatTable, main };
