// Scopes a page remote's CSS to its page area, at build time, with a real CSS parser (lightningcss): every
// selector is prefixed with the page area of its remote (`:where([data-page-area="about"]) .card`), so
// no rule of a page can reach the shell's header, 108 notice, call link or footer, nor another page after
// client-side navigation. `:root`, `html` and `body` at the start of a selector become the page area
// itself; nesting is flattened first. At-rules that act on the whole document are refused with the file
// and line, before anything reaches a composer. The build's last step, the release and the composers check
// the result again (fragment/stylesheet-check.js checkStylesheet, which also holds names to the page's own).
const path = require('node:path');
const { Features, transform } = require('lightningcss');
const { targets } = require('./css-targets-loader');
const { pageAreaComponent } = require('./fragment/stylesheet-check');
const { CONDITION_AT_RULES, NAMED_AT_RULES, atRuleProblem } = require('./fragment/stylesheet-rules');

/** Rule types lightningcss reports that may stay in a page's CSS: scoped rules, their conditions, names of the page's own. */
const ALLOWED_RULES = new Set(['style', 'ignored', ...CONDITION_AT_RULES, ...NAMED_AT_RULES]);
const DOCUMENT_SELECTORS = new Set(['html', 'body']);

/** @typedef {import('lightningcss').SelectorComponent} SelectorComponent */

/**
 * True for a compound that names the document (`:root`, `html`, `body`), which the page area stands in for.
 * @param {SelectorComponent} component
 */
function isDocument(component) {
  return (component.type === 'pseudo-class' && component.kind === 'root') || (component.type === 'type' && DOCUMENT_SELECTORS.has(component.name));
}

/**
 * `selector` (lightningcss's components) inside `remote`'s page area.
 * @param {import('lightningcss').Selector} selector
 * @param {string} remote
 * @returns {import('lightningcss').Selector}
 */
function scopedSelector(selector, remote) {
  const scope = pageAreaComponent(remote);
  let start = 0;
  // Drop leading `:root`, `html`, `body` compounds and the combinator after each.
  while (start < selector.length && isDocument(selector[start])) {
    start += 1;
    if (selector[start]?.type === 'combinator') start += 1;
  }
  const rest = selector.slice(start);
  return rest.length === 0 ? [scope] : [scope, { type: 'combinator', value: 'descendant' }, ...rest];
}

/**
 * @param {string} css
 * @param {{ remote: string, filename: string, sourceMap?: boolean }} options
 * @returns {{ code: string, map?: string }}
 */
function scopeCss(css, { remote, filename, sourceMap = false }) {
  /** @type {string[]} */
  const refused = [];
  const flat = transform({
    filename,
    code: Buffer.from(css),
    targets,
    include: Features.Nesting,
    sourceMap,
    visitor: {
      Rule(rule) {
        if (ALLOWED_RULES.has(rule.type)) return;
        const line = /** @type {{ value?: { loc?: { line: number } } }} */ (rule).value?.loc?.line;
        const name = rule.type.replace(/-(statement|block)$/, '');
        refused.push(`${atRuleProblem(name, remote)}${line === undefined ? '' : ` (line ${line + 1})`}`);
      },
    },
  });
  if (refused.length > 0) {
    throw new Error(`${path.relative(process.cwd(), filename)}: this CSS cannot be scoped to the page area:\n${refused.map((problem) => `  - ${problem}`).join('\n')}`);
  }
  const scoped = transform({
    filename,
    code: flat.code,
    targets,
    sourceMap,
    inputSourceMap: flat.map ? flat.map.toString() : undefined,
    visitor: { Selector: (selector) => scopedSelector(selector, remote) },
  });
  return { code: scoped.code.toString(), map: scoped.map ? scoped.map.toString() : undefined };
}

/**
 * webpack loader (before css-loader): `options.remote` is the remote's federation name.
 * @this {import('webpack').LoaderContext<{ remote: string }>}
 * @param {string} source
 * @param {string} [map]
 */
function scopeCssLoader(source, map) {
  const { remote } = this.getOptions();
  try {
    const result = scopeCss(source, { remote, filename: this.resourcePath, sourceMap: this.sourceMap });
    this.callback(null, result.code, result.map ?? map);
  } catch (error) {
    this.callback(/** @type {Error} */ (error));
  }
}

module.exports = scopeCssLoader;
module.exports.scopeCss = scopeCss;
