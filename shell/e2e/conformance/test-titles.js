// The tests a browser-suite file holds, read from its source with TypeScript's parser: each test's title path as
// written (describe titles, then the test's title, joined by ' › '), so the conformance table can name tests that
// exist. A title that is not a plain string is no name the table can use, and is left out.
const fs = require('node:fs');
const ts = require('typescript');

const blocks = new Set(['describe', 'describeLocal']);
const testCalls = new Set(['it', 'test']);

/**
 * `describe` for describe(...) and describe.each(...)(...); `it` likewise; otherwise undefined.
 * @param {import('typescript').Expression} callee
 * @returns {string | undefined}
 */
function calleeName(callee) {
  if (ts.isIdentifier(callee)) return callee.text;
  const each = ts.isCallExpression(callee) ? callee.expression : undefined;
  if (each && ts.isPropertyAccessExpression(each) && each.name.text === 'each' && ts.isIdentifier(each.expression)) return each.expression.text;
  return undefined;
}

/**
 * @param {string} source a test file's TypeScript
 * @returns {string[]} every test's title path
 */
function testTitles(source) {
  const file = ts.createSourceFile('test.ts', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  /** @type {string[]} */
  const titles = [];
  /**
   * @param {import('typescript').Node} node
   * @param {string[]} path the describe titles around it
   */
  function visit(node, path) {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node.expression);
      const [first] = node.arguments;
      const title = first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)) ? first.text : undefined;
      if (name && title !== undefined && testCalls.has(name)) {
        titles.push([...path, title].join(' › '));
        return;
      }
      if (name && title !== undefined && blocks.has(name)) {
        for (const argument of node.arguments.slice(1)) visit(argument, [...path, title]);
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, path));
  }
  visit(file, []);
  return titles;
}

/**
 * @param {string} path a test file
 * @returns {string[]} its tests' title paths
 */
const testTitlesIn = (path) => testTitles(fs.readFileSync(path, 'utf8'));

module.exports = { testTitles, testTitlesIn };
