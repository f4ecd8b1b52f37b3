/** @jest-environment node */
const fs = require('node:fs');
const { locales, pageRoutes } = require('shared-content/node');
const { criteria, languages, pages, tests } = require('./conformance');
const { conformanceReport, evidenceProblems, reportPath } = require('./report');
const { testTitles } = require('./test-titles');

describe('The conformance table', () => {
  it('is up to date: CONFORMANCE.md is what `npm run a11y:report` writes', () => {
    expect(fs.readFileSync(reportPath, 'utf8')).toBe(conformanceReport());
  });

  it('names only tests that exist, and has evidence or a reason for every criterion', () => {
    expect(evidenceProblems()).toEqual([]);
  });

  it('lists every WCAG 2.2 Level A and AA success criterion once: 31 at A, 24 at AA', () => {
    expect(new Set(criteria.map((criterion) => criterion.id)).size).toBe(criteria.length);
    expect(criteria.filter((criterion) => criterion.level === 'A')).toHaveLength(31);
    expect(criteria.filter((criterion) => criterion.level === 'AA')).toHaveLength(24);
  });

  it("covers the site's pages and languages, and its tests look at nothing else", () => {
    expect(pages).toEqual([...pageRoutes.map((route) => route.path), '404']);
    expect(languages).toEqual(locales);
    for (const test of Object.values(tests)) {
      expect(pages).toEqual(expect.arrayContaining([...test.pages]));
      expect(languages).toEqual(expect.arrayContaining([...test.languages]));
    }
  });

  it('fails when a test it names is renamed or removed', () => {
    const [id, test] = Object.entries(tests)[0];
    const renamed = { ...tests, [id]: { ...test, title: `${test.title} (renamed)` } };
    jest.isolateModules(() => {
      jest.doMock('./conformance', () => ({ ...jest.requireActual('./conformance'), tests: renamed }));
      expect(require('./report').evidenceProblems()).toEqual([`test "${id}" names no test in ${test.file}: "${test.title} (renamed)"`]);
    });
  });
});

describe('Reading test titles from a test file', () => {
  it('gives describe and test titles as written, for plain and .each forms, and leaves out titles that are not plain strings', () => {
    const source = `
      describe('Outer', () => {
        it('plain', async () => {});
        describe.each([1, 2])('at %i px', (width) => {
          it.each(cases)('%s fits', async () => {});
          if (width > 1) test(\`template\`, () => {});
        });
        it(\`built \${name}\`, () => {});
      });
      describeLocal('Local', () => { it('inside', () => {}); });
      it('top level', () => {});
    `;
    expect(testTitles(source)).toEqual(['Outer › plain', 'Outer › at %i px › %s fits', 'Outer › at %i px › template', 'Local › inside', 'top level']);
  });
});
