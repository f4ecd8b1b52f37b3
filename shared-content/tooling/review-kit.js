// The native speakers' review kit. `npm run review-kit` writes review-kit/<language>.csv for Telugu,
// Hindi and Urdu: one row per string, in page order (the shell's words, then each page, then the
// glossary), with its key, the English, the draft and an empty "reviewer" column. The reviewer leaves a
// row empty to accept the draft, or writes the corrected text. `npm run review-kit -- apply <file.csv>`
// reads a returned file back and writes each correction into text/<language>/*.ts where the draft is a
// plain string there; it lists the rest (strings built from business facts, numbers or other strings)
// to change by hand. Neither removes a file's DRAFT TRANSLATION line: the reviewer's sign-off does.
const fs = require('node:fs');
const path = require('node:path');
const { locales, localeInfo } = require('./load-content')();
const { textStrings } = require('./text-strings');

/** The text files a returned kit's corrections are written into. */
const textDir = path.join(__dirname, '..', 'src', 'text');
const pages = ['site', 'home', 'about', 'howItWorks', 'contact'];
const header = ['key', 'english', 'draft', 'reviewer'];

/**
 * Rows of the kit for `locale`: [key, English, draft], in page order. Functions show their arguments as {1}, {2}.
 * @param {string} locale
 * @returns {string[][]}
 */
function reviewRows(locale) {
  const rows = [];
  for (const page of pages) {
    const english = new Map(textStrings(require(`shared-content/node/text/en/${page}`).default, page, ['{1}', '{2}']));
    for (const [key, draft] of textStrings(require(`shared-content/node/text/${locale}/${page}`).default, page, ['{1}', '{2}'])) {
      // Links, and codes and numbers the same in English (ids, icons, sizes, "10+"), are not for review.
      if (!/href$/i.test(key) && draft !== english.get(key)) rows.push([key, english.get(key) ?? '', draft]);
    }
  }
  /** @type {Record<string, string>} */
  const glossaryTerms = require('shared-content/node/text/glossary').glossaryTerms;
  /** @type {Record<string, { chosen: string }>} */
  const glossary = require(`shared-content/node/text/${locale}/glossary`).default;
  for (const [term, entry] of Object.entries(glossary)) rows.push([`glossary.${term}`, glossaryTerms[term], entry.chosen]);
  return rows;
}

const csvField = (/** @type {string} */ value) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const toCsv = (/** @type {string[][]} */ rows) => `\ufeff${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;

/**
 * RFC 4180 CSV, as spreadsheets save it (a byte-order mark, quoted fields with "" for a quote, CRLF or LF).
 * @param {string} text
 * @returns {string[][]}
 */
function parseCsv(text) {
  /** @type {string[][]} */
  const rows = [];
  /** @type {string[]} */
  let row = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\ufeff/, '');
  for (let index = 0; index < input.length; index += 1) {
    const char = input[index];
    if (quoted) {
      if (char === '"' && input[index + 1] === '"') (field += '"'), (index += 1);
      else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') row.push(field), (field = '');
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[index + 1] === '\n') index += 1;
      row.push(field), rows.push(row), (row = []), (field = '');
    } else field += char;
  }
  if (field || row.length) row.push(field), rows.push(row);
  return rows;
}

/**
 * Writes review-kit/<language>.csv for every translated language; returns the files.
 * @param {string} outDir
 * @returns {string[]}
 */
function writeKits(outDir) {
  fs.mkdirSync(outDir, { recursive: true });
  return locales
    .filter((locale) => locale !== 'en')
    .map((locale) => {
      const file = path.join(outDir, `${locale}.csv`);
      fs.writeFileSync(file, toCsv([header, ...reviewRows(locale).map((row) => [...row, ''])]));
      return file;
    });
}

/** A TypeScript string literal holding exactly `text`, as the text files write it (single quotes). */
const literal = (/** @type {string} */ text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * Applies a returned kit to text/<locale>/*.ts: each reviewer correction whose draft is a single plain
 * string literal there is replaced; returns what was applied and what is left to do by hand.
 * @param {string} locale
 * @param {string} csv the returned kit
 * @param {string} [dir] the language's text files
 */
function applyKit(locale, csv, dir = path.join(textDir, locale)) {
  const [head, ...rows] = parseCsv(csv);
  const column = Object.fromEntries(header.map((name) => [name, head.indexOf(name)]));
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.ts'));
  /** @type {{ key: string, file: string }[]} */
  const applied = [];
  /** @type {{ key: string, draft: string, corrected: string }[]} */
  const byHand = [];
  for (const row of rows) {
    const [key, draft, corrected] = [row[column.key], row[column.draft], (row[column.reviewer] ?? '').trim()];
    if (!corrected || corrected === draft) continue;
    // One place only: a draft written twice may be right in one of them.
    const places = files.flatMap((file) => Array(fs.readFileSync(path.join(dir, file), 'utf8').split(literal(draft)).length - 1).fill(file));
    if (places.length !== 1) {
      byHand.push({ key, draft, corrected });
      continue;
    }
    const file = path.join(dir, places[0]);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(literal(draft), () => literal(corrected)));
    applied.push({ key, file: path.relative(process.cwd(), file) });
  }
  return { applied, byHand };
}

if (require.main === module) {
  const [command, file] = process.argv.slice(2);
  if (command === 'apply') {
    const locale = path.basename(file ?? '', '.csv');
    if (!file || !(locale in localeInfo) || locale === 'en') {
      console.error('Usage: npm run review-kit -- apply review-kit/<te|hi|ur>.csv');
      process.exit(2);
    }
    const { applied, byHand } = applyKit(locale, fs.readFileSync(file, 'utf8'));
    for (const { key, file: changed } of applied) console.log(`applied  ${key}  (${changed})`);
    for (const { key, corrected } of byHand) console.log(`by hand  ${key}: ${corrected}`);
    console.log(`${applied.length} correction(s) applied, ${byHand.length} to make by hand.`);
  } else {
    for (const written of writeKits(path.resolve(command ?? 'review-kit'))) console.log(`wrote ${path.relative(process.cwd(), written)}`);
  }
}

module.exports = { reviewRows, toCsv, parseCsv, writeKits, applyKit };
