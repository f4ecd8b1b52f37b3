// `npm run a11y:report`: writes the conformance table (shell/e2e/CONFORMANCE.md) from conformance.js, after checking
// that every test it names is in its file and every criterion has evidence or a reason it does not apply.
const fs = require('node:fs');
const path = require('node:path');
const { criteria, languages, manualChecks, pages, retiredCriteria, tests } = require('./conformance');
const { testTitlesIn } = require('./test-titles');

const suiteDir = path.join(__dirname, '..');
const reportPath = path.join(suiteDir, 'CONFORMANCE.md');

/** @typedef {import('./conformance').Criterion} Criterion */
/** @typedef {import('./conformance').TestId} TestId */
/** @typedef {import('./conformance').Engine} Engine */

const engineNames = /** @type {const} */ ({ chromium: 'Chromium', firefox: 'Firefox ESR', webkit: 'WebKit' });
const engineLetters = /** @type {const} */ ({ chromium: 'C', firefox: 'F', webkit: 'W' });
/** @type {Engine[]} */
const engines = ['chromium', 'firefox', 'webkit'];

/**
 * @param {Criterion} criterion
 * @returns {{ id: TestId, note?: string }[]}
 */
const testsOf = (criterion) => (criterion.tests ?? []).map((entry) => (typeof entry === 'string' ? { id: entry } : { id: entry[0], note: entry[1] }));

/** Each page in the languages it is served in (the 404 page is checked in English). */
const pageLanguages = pages.flatMap((page) => (page === '404' ? ['en'] : languages).map((language) => ({ page, language })));

/**
 * Problems that make the table wrong: a named test missing from its file, a criterion with no evidence and no
 * reason, a reason beside evidence, a test or manual check named by no criterion.
 * @returns {string[]}
 */
function evidenceProblems() {
  const problems = [];
  /** @type {Map<string, Set<string>>} */
  const titles = new Map();
  for (const [id, test] of Object.entries(tests)) {
    const file = path.join(suiteDir, test.file);
    if (!titles.has(test.file)) titles.set(test.file, new Set(fs.existsSync(file) ? testTitlesIn(file) : []));
    if (!titles.get(test.file)?.has(test.title)) problems.push(`test "${id}" names no test in ${test.file}: "${test.title}"`);
  }
  const used = new Set();
  for (const criterion of criteria) {
    const evidence = [...testsOf(criterion).map((test) => test.id), ...(criterion.manual ?? [])];
    evidence.forEach((id) => used.add(id));
    if (evidence.length === 0 && !criterion.notApplicable) problems.push(`${criterion.id} has no test, no manual check and no reason it does not apply`);
    if (evidence.length > 0 && criterion.notApplicable) problems.push(`${criterion.id} has evidence and a reason it does not apply`);
  }
  for (const id of [...Object.keys(tests), ...Object.keys(manualChecks)]) if (!used.has(id)) problems.push(`"${id}" is evidence for no criterion`);
  return problems;
}

/**
 * Which engines check `criterion` automatically on `page` in `language`.
 * @param {Criterion} criterion
 * @param {string} page
 * @param {string} language
 * @returns {Engine[]}
 */
function enginesChecking(criterion, page, language) {
  const found = new Set(
    testsOf(criterion)
      .map(({ id }) => tests[id])
      .filter((test) => /** @type {readonly string[]} */ (test.pages).includes(page) && /** @type {readonly string[]} */ (test.languages).includes(language))
      .flatMap((test) => test.engines),
  );
  return engines.filter((engine) => found.has(engine));
}

/**
 * @param {Criterion} criterion
 * @param {string} page
 * @param {string} language
 */
const checkedByHand = (criterion, page, language) =>
  (criterion.manual ?? []).some((id) => /** @type {readonly string[]} */ (manualChecks[id].pages).includes(page) && /** @type {readonly string[]} */ (manualChecks[id].languages).includes(language));

/** A Markdown table cell: no pipe or line break may end it early. */
const cell = (/** @type {string} */ text) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const list = (/** @type {readonly string[]} */ items) => items.join(', ');
const anchor = (/** @type {string} */ id) => `test-${id.toLowerCase()}`;
const automatedCount = (/** @type {number} */ count) => (count === 0 ? '' : count === 1 ? '1 automated test' : `${count} automated tests`);

/**
 * @param {Criterion} criterion
 * @returns {string} how much of the site its automated tests reach, per engine
 */
function reach(criterion) {
  const parts = engines.flatMap((engine) => {
    const covered = pageLanguages.filter(({ page, language }) => enginesChecking(criterion, page, language).includes(engine));
    return covered.length ? [`${engineNames[engine]} ${covered.length}/${pageLanguages.length}`] : [];
  });
  return parts.length ? parts.join('; ') : '–';
}

/** @returns {string} the conformance table as Markdown */
function conformanceReport() {
  const applicable = criteria.filter((criterion) => !criterion.notApplicable);
  const automated = applicable.filter((criterion) => testsOf(criterion).length > 0);
  const lines = [
    '# Accessibility conformance: WCAG 2.2 Level A and AA',
    '',
    '<!-- Written by `npm run a11y:report` from conformance/conformance.js: edit that, not this. -->',
    'Back to the [browser suite](README.md). Written by `npm run a11y:report` from',
    '[`conformance/conformance.js`](conformance/conformance.js), the one list of which test or recorded manual check',
    'shows each criterion; `npm test -w shell` fails when this file is stale or names a test its file no longer has.',
    '',
    `Scope: the pages ${list(pages.filter((page) => page !== '404'))} in ${list(languages)} (the other languages under \`/te\`, \`/hi\`, \`/ur\`), and the 404 page;`,
    `engines ${list(engines.map((engine) => engineNames[engine]))}. ${criteria.length} success criteria: ${automated.length} checked by automated`,
    `tests, ${applicable.length - automated.length} by a recorded manual check alone, ${criteria.length - applicable.length} do not apply.`,
    '',
    '## Success criteria',
    '',
    'Tests are named by file and title as written (`%s`, `%i` stand for each case); "reach" counts the pages and',
    `languages (${pageLanguages.length}: ${pages.length - 1} pages in ${languages.length} languages, and the 404 page) that automated tests check, per engine.`,
    '',
    '| Criterion | Level | Automated tests | Reach | Manual checks |',
    '|---|---|---|---|---|',
  ];
  for (const criterion of criteria) {
    if (criterion.notApplicable) {
      lines.push(`| ${criterion.id} ${criterion.name} | ${criterion.level} | does not apply: ${cell(criterion.notApplicable)} | | |`);
      continue;
    }
    const named = testsOf(criterion).map(({ id, note }) => `[${id}](#${anchor(id)})${note ? ` (${cell(note)})` : ''}`);
    const manual = (criterion.manual ?? []).map((id) => `${id}, ${manualChecks[id].date}`);
    lines.push(`| ${criterion.id} ${criterion.name} | ${criterion.level} | ${named.join('; ') || '–'} | ${reach(criterion)} | ${manual.join('; ') || '–'} |`);
  }

  lines.push(
    '',
    '## Per page, language and engine',
    '',
    'For each criterion that applies, the engines whose automated tests check it on that page in that language',
    `(${engines.map((engine) => `${engineLetters[engine]} ${engineNames[engine]}`).join(', ')}), M where a recorded manual check alone covers it, – where nothing does.`,
    '',
    `| Criterion | ${pageLanguages.map(({ page, language }) => `${page} ${language}`).join(' | ')} |`,
    `|---|${pageLanguages.map(() => '---').join('|')}|`,
  );
  for (const criterion of applicable) {
    const cells = pageLanguages.map(({ page, language }) => {
      const letters = enginesChecking(criterion, page, language).map((engine) => engineLetters[engine]).join('');
      return letters || (checkedByHand(criterion, page, language) ? 'M' : '–');
    });
    lines.push(`| ${criterion.id} | ${cells.join(' | ')} |`);
  }

  lines.push('', '## Automated tests', '', '| Id | File › title | Pages | Languages | Engines | Views |', '|---|---|---|---|---|---|');
  for (const [id, test] of Object.entries(tests)) {
    lines.push(
      `| <a id="${anchor(id)}"></a>${id} | \`${test.file}\` › ${cell(test.title)} | ${list(test.pages)} | ${list(test.languages)} | ${list(test.engines.map((engine) => engineNames[engine]))} | ${cell(test.views)} |`,
    );
  }

  lines.push('', '## Manual checks', '', '| Id | Date | By | What | Pages | Languages | Engines | Found |', '|---|---|---|---|---|---|---|---|');
  for (const [id, check] of Object.entries(manualChecks)) {
    lines.push(
      `| ${id} | ${check.date} | ${cell(check.by)} | ${cell(check.what)} | ${list(check.pages)} | ${list(check.languages)} | ${list(check.engines.map((engine) => engineNames[engine])) || '–'} | ${cell(check.found)} |`,
    );
  }

  lines.push(
    '',
    '## IS 17802 and GIGW 3.0',
    '',
    'IS 17802 (Part 1) takes its web requirements from EN 301 549, whose clause 9 is WCAG 2.1 Level A and AA one for one',
    '(clause 9.1.1.1 is success criterion 1.1.1); GIGW 3.0 adopts the same success criteria in its section 5.2 (Accessibility),',
    'each with its WCAG 2.1 reference. Each of their rows is therefore the WCAG criterion above; check the clause numbers',
    'against the licensed text of IS 17802 before an audit. WCAG 2.2\'s new criteria have no row in either.',
    '',
    '| IS 17802 clause | GIGW 3.0 | WCAG | Evidence here |',
    '|---|---|---|---|',
  );
  const rows = [
    ...criteria.filter((criterion) => criterion.since !== '2.2').map((criterion) => ({
      id: criterion.id,
      name: criterion.name,
      evidence: criterion.notApplicable
        ? 'does not apply'
        : [automatedCount(testsOf(criterion).length), criterion.manual?.length ? 'manual check' : ''].filter(Boolean).join(', '),
    })),
    ...retiredCriteria.map((criterion) => ({ id: criterion.id, name: criterion.name, evidence: cell(criterion.why) })),
  ].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  for (const row of rows) lines.push(`| 9.${row.id} | 5.2, WCAG 2.1 ${row.id} | ${row.id} ${row.name} | ${row.evidence} |`);
  lines.push('', `WCAG 2.2 only: ${list(criteria.filter((criterion) => criterion.since === '2.2').map((criterion) => `${criterion.id} ${criterion.name}`))}.`, '');
  return lines.join('\n');
}

if (require.main === module) {
  const problems = evidenceProblems();
  if (problems.length) {
    console.error(`The conformance evidence is wrong:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    process.exit(1);
  }
  fs.writeFileSync(reportPath, conformanceReport());
  console.log(`Wrote ${path.relative(process.cwd(), reportPath)}`);
}

module.exports = { conformanceReport, evidenceProblems, reportPath };
