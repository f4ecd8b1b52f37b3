/** @jest-environment node */
const crypto = require('node:crypto');
const fs = require('node:fs');
const vm = require('node:vm');
const { pageAreaScope } = require('shared-content/tooling/fragment-check');
const { includeStepModule } = require('./nginx-config');

/**
 * The assembled njs module, evaluated the way njs loads it: one file, whose globals are njs's own
 * (`require` for fs and crypto, `ngx.fetch`), with a default export.
 */
function loadHandlers(fetchAnswers) {
  const source = includeStepModule().replace(/^export default (.*);$/m, 'handlers = $1;');
  const ngx = {
    fetch: (url) => {
      const [status, body] = fetchAnswers[url.slice(url.lastIndexOf('/') + 1)] ?? [404, ''];
      return Promise.resolve({ status, text: () => Promise.resolve(body) });
    },
  };
  const context = vm.createContext({ require: (name) => ({ fs, crypto })[name], ngx, Buffer, setTimeout, clearTimeout, handlers: null });
  vm.runInContext(source, context);
  return context.handlers;
}

/** A request of nginx's for one part, recording what the handler answers. */
function partRequest() {
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

  it('answers a checked part with the remote origin filled in', async () => {
    const request = partRequest();
    await loadHandlers({ 'fragment.html': [200, '<h1>About</h1><img src="%REMOTE_ORIGIN%/a.svg" alt="">'], 'fragment.css': [200, goodCss] }).checkedPart(request);
    expect(request.status).toBe(200);
    expect(JSON.parse(request.body)).toEqual({ html: '<h1>About</h1><img src="https://about.example.in/a.svg" alt="">', css: goodCss });
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
});
