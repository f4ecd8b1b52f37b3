// Launch check: the site must not go live with a SAMPLE business value (name, phone, e-mail, address,
// site URL, founding doctors) or an unreviewed translation. Each sample is marked in shared-content/src by a
// comment starting "SAMPLE:", each draft translation file by a first line starting "// DRAFT TRANSLATION";
// replacing the value, or having a native speaker review the file, means deleting that marker too. The
// local build keeps working with both; `npm run launch-check`, and any production release (call
// assertLaunchReady), fail while one is left.
const fs = require('node:fs');
const path = require('node:path');

const contentDir = path.join(__dirname, '..', 'src');
const marker = /^\s*(?:\/\*\*?|\*|\/\/)\s*SAMPLE:\s*(.*?)\s*(?:\*\/)?$/;

/**
 * @param {string} dir
 * @returns {string[]} the TypeScript files under `dir`, tests apart, sorted
 */
function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => /** @type {string[]} */ (entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort();
}

/**
 * The statement after a comment: from its first code line to the line that ends it.
 * @param {string[]} lines
 * @param {number} commentLine
 */
function declarationAfter(lines, commentLine) {
  let start = commentLine;
  while (start < lines.length && /^\s*(\/\*\*?|\*|\/\/)/.test(lines[start])) start += 1;
  let end = start;
  while (end < lines.length - 1 && !/;\s*$/.test(lines[end])) end += 1;
  return { line: start + 1, text: lines.slice(start, end + 1).join('\n') };
}

/**
 * @param {string} [dir] the content sources (shared-content/src)
 * @returns {{ file: string, line: number, name: string, value: string, note: string }[]} every SAMPLE value still there
 */
function findSampleValues(dir = contentDir) {
  /** @type {{ file: string, line: number, name: string, value: string, note: string }[]} */
  const found = [];
  for (const file of sourceFiles(dir)) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      const match = line.match(marker);
      if (!match) return;
      const declaration = declarationAfter(lines, index);
      const name = declaration.text.match(/^\s*(?:export\s+)?(?:const|let|var)\s+(\w+)/)?.[1] ?? declaration.text.trim().split('\n')[0];
      const strings = [...declaration.text.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)].map((string) => string[1] ?? string[2]);
      const value = strings.join(', ');
      found.push({
        file: path.relative(path.join(dir, '..', '..'), file),
        line: declaration.line,
        name,
        value: value.length > 120 ? `${value.slice(0, 119)}…` : value,
        note: match[1],
      });
    });
  }
  return found;
}

const draftMarker = /^\/\/ DRAFT TRANSLATION \(([^)]+)\)/;

/**
 * @param {string} [dir] the content sources (shared-content/src)
 * @returns {{ file: string, language: string }[]} every translation file not yet reviewed by a native speaker
 */
function findDraftTranslations(dir = contentDir) {
  return sourceFiles(dir).flatMap((file) => {
    const match = fs.readFileSync(file, 'utf8').match(draftMarker);
    return match ? [{ file: path.relative(path.join(dir, '..', '..'), file), language: match[1] }] : [];
  });
}

/**
 * @param {ReturnType<typeof findSampleValues>} samples
 * @param {ReturnType<typeof findDraftTranslations>} [drafts]
 * @returns {string}
 */
function launchReport(samples, drafts = []) {
  if (samples.length === 0 && drafts.length === 0) return 'Launch check passed: no SAMPLE value and no draft translation left in shared-content.';
  return [
    'Launch check failed.',
    ...(samples.length > 0
      ? [
          `${samples.length} SAMPLE value(s) are still in shared-content. Set the real ones (and delete each SAMPLE marker):`,
          ...samples.map((sample) => `  ${sample.file}:${sample.line}  ${sample.name}: ${sample.value}\n      (${sample.note})`),
        ]
      : []),
    ...(drafts.length > 0
      ? [
          `${drafts.length} translation file(s) are drafts. Have a native speaker review each (then delete its DRAFT TRANSLATION line):`,
          ...drafts.map((draft) => `  ${draft.file}  (${draft.language})`),
        ]
      : []),
  ].join('\n');
}

/** For release commands: throws, listing every SAMPLE value and draft translation, unless none is left. */
function assertLaunchReady(dir = contentDir) {
  const samples = findSampleValues(dir);
  const drafts = findDraftTranslations(dir);
  if (samples.length > 0 || drafts.length > 0) throw new Error(launchReport(samples, drafts));
  return launchReport(samples, drafts);
}

if (require.main === module) {
  const samples = findSampleValues();
  const drafts = findDraftTranslations();
  const ready = samples.length === 0 && drafts.length === 0;
  (ready ? console.log : console.error)(launchReport(samples, drafts));
  process.exitCode = ready ? 0 : 1;
}

module.exports = { findDraftTranslations, findSampleValues, assertLaunchReady, launchReport };
