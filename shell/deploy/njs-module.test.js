/** @jest-environment node */
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const vm = require('node:vm');
const { pageAreaScope } = require('shared-content/tooling/fragment/check');
const { LATE_ANSWER } = require('shared-content/tooling/fragment/include');
const { includeStepModule } = require('./njs-module');

/** A file the remote never answers. */
const HANGS = Symbol('hangs');

/**
 * The modules njs 0.7 gives `require`; anything else is missing in nginx, so it fails here too.
 * @param {string} name
 */
function njsRequire(name) {
  /** @type {Record<string, unknown>} */
  const njsModules = { fs, crypto };
  if (!Object.prototype.hasOwnProperty.call(njsModules, name)) throw new Error(`njs has no module ${name}`);
  return njsModules[name];
}

/**
 * The assembled njs module, evaluated the way njs loads it: one ES module file, whose last statement is
 * its default export, in a context with njs's globals only (`require` for fs and crypto, `ngx.fetch`,
 * Buffer and timers): no Node `module`, `exports` or `process`.
 * @param {Record<string, [status: number, body: string] | typeof HANGS>} fetchAnswers  by file name
 * @param {string} [source]
 */
function loadHandlers(fetchAnswers, source = includeStepModule()) {
  const exported = /\nexport default ([^;]+);\n$/.exec(source);
  if (!exported) throw new Error('the module does not end with its default export');
  const body = source.slice(0, exported.index);
  if (/^\s*(import|export)\b/m.test(body)) throw new Error('the module imports or exports more than its default export');
  const ngx = {
    fetch: (/** @type {string} */ url) => {
      const answer = fetchAnswers[url.slice(url.lastIndexOf('/') + 1)] ?? [404, ''];
      if (answer === HANGS) return new Promise(() => {});
      const [status, body] = answer;
      return Promise.resolve({ status, text: () => Promise.resolve(body) });
    },
  };
  const context = vm.createContext({ require: njsRequire, ngx, Buffer, setTimeout, clearTimeout });
  return vm.runInContext(`'use strict';\n${body}\n(${exported[1]});`, context);
}

/**
 * A request of nginx's for one part, as far as the handlers use it, with what they answered (`status`, `body`).
 * @typedef {object} PartRequest
 * @property {Record<string, string>} variables
 * @property {Record<string, string>} headersOut
 * @property {string[]} warnings
 * @property {(message: string) => void} warn
 * @property {(status: number, body?: string) => void} return
 * @property {number} [status]
 * @property {string} [body]
 */

/** A request of nginx's for one part, recording what the handler answers. */
function partRequest() {
  /** @type {PartRequest} */
  const request = {
    variables: { part_locale: 'en', part_remote: 'about', remote_entry: 'https://about.example.in/remoteEntry.js' },
    headersOut: {},
    warnings: [],
    warn: (message) => request.warnings.push(message),
    return: (status, body) => Object.assign(request, { status, body }),
  };
  return request;
}

const goodCss = `${pageAreaScope('about')} h1{color:red}`;

describe('the include step as nginx runs it (the assembled njs module)', () => {
  it('each file keeps its own names: the module loads and exports both handlers', () => {
    const handlers = loadHandlers({});
    expect(typeof handlers.checkedPart).toBe('function');
    expect(typeof handlers.page).toBe('function');
  });

  it.each([
    ['a Node-only module', "require('node:path')", /requires node:path, which njs does not have/],
    ['Node code outside the protocol', `require(${JSON.stringify(require.resolve('../server/headers'))})`, /headers\.js, which njs does not have/],
  ])('is not built from a file that requires %s', (_, requireCall, reason) => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'njs-module-'));
    const entry = path.join(folder, 'handlers.js');
    fs.writeFileSync(entry, `const dependency = ${requireCall};\nmodule.exports = { page: dependency };\n`);
    try {
      expect(() => includeStepModule({ entry, handlerNames: ['page'] })).toThrow(reason);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('fails where njs would when a handler is not exported', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'njs-module-'));
    const entry = path.join(folder, 'handlers.js');
    fs.writeFileSync(entry, `const include = require(${JSON.stringify(require.resolve('shared-content/tooling/fragment/include'))});\nmodule.exports = { page: include.composePage };\n`);
    try {
      const handlers = loadHandlers({}, includeStepModule({ entry, handlerNames: ['page', 'checkedPart'] }));
      expect(typeof handlers.page).toBe('function');
      expect(handlers.checkedPart).toBeUndefined();
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('answers a checked part with the remote origin filled in', async () => {
    const request = partRequest();
    await loadHandlers({ 'fragment.html': [200, '<h1>About</h1><img src="%REMOTE_ORIGIN%/a.svg" alt="">'], 'fragment.css': [200, goodCss] }).checkedPart(request);
    expect(request.status).toBe(200);
    expect(JSON.parse(request.body ?? '')).toEqual({ html: '<h1>About</h1><img src="https://about.example.in/a.svg" alt="">', css: goodCss });
  });

  it.each([
    ['a fragment with <plaintext>', '<h1>About</h1><plaintext></plaintext>', goodCss, /<plaintext> is not an element/],
    ['a stylesheet that reaches the header', '<h1>About</h1>', 'header{display:none}', /not scoped to the page area/],
  ])('refuses %s (500, and says why in the error log)', async (_, html, css, reason) => {
    const request = partRequest();
    await loadHandlers({ 'fragment.html': [200, `<!--release:abc123-->${html}`], 'fragment.css': [200, css] }).checkedPart(request);
    expect(request.status).toBe(500);
    expect(request.headersOut['X-Part-Release']).toBe('abc123');
    expect(request.warnings.join('\n')).toMatch(reason);
  });

  it('answers 502 when the remote does not answer a file (a failure, not a refusal)', async () => {
    const request = partRequest();
    await loadHandlers({ 'fragment.html': [500, 'boom'], 'fragment.css': [200, goodCss] }).checkedPart(request);
    expect(request.status).toBe(502);
    expect(request.headersOut['X-Part-Release']).toBeUndefined();
  });

  it('answers 502 when the remote does not answer within the deadline, and logs it as the Node composer does', async () => {
    const request = partRequest();
    await loadHandlers({ 'fragment.html': HANGS, 'fragment.css': [200, goodCss] }).checkedPart(request);
    expect(request.status).toBe(502);
    expect(request.warnings.join('\n')).toContain(LATE_ANSWER);
  });
});
