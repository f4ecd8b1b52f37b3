// The contract between the shell and a page remote, checked in each remote's jest run (from its source)
// and by the release command (from its built files): the exposed page renders on the server and in a
// DOM as the shell expects, its federation manifest asks for React versions the shell provides, and its
// fragment may be included into the shell's HTML. Each check returns problems in plain words.
const path = require('node:path');
const { satisfy } = require('@module-federation/enhanced/runtime');
const { checkFragment, checkStylesheet } = require('./fragment/check');
const { FRAGMENT_STYLESHEET, PAGE_AREA_ID, fragmentFile } = require('./fragment/names');
const { reactSingletons, shellVersions } = require('./shared-react');

/** The languages every page is rendered in (shared-content/src/i18n/locales.ts). */
const { locales } = require('./load-content')();

/** @typedef {{ locale: string, text: unknown }} PageProps  what the shell renders a page with */
/** @typedef {import('react').ComponentType<PageProps>} PageComponent */
/** @typedef {Record<string, () => Promise<unknown>>} TextCatalogue  a loader of the page's text per language */
/** @typedef {{ default?: unknown, text?: Record<string, unknown> }} ExposedModule  what a remote exposes as `./Page` */

/**
 * A module's page component and its text catalogue (`export { aboutText as text }`: a loader per language),
 * or the problems that stop it from being a page.
 * @param {ExposedModule | null} module
 * @returns {{ Page: PageComponent, text: TextCatalogue, problems: [] } | { Page: null, text: null, problems: string[] }}
 */
function pageOf(module) {
  const Page = module?.default;
  const text = module?.text;
  const problems = [];
  if (typeof Page !== 'function') problems.push('the exposed module has no default export that is a component');
  const missing = locales.filter((locale) => typeof text?.[locale] !== 'function');
  if (missing.length > 0) problems.push(`the exposed module's \`text\` has no loader for ${missing.join(', ')}: export the page's text catalogue as \`text\``);
  // What can be checked without rendering is checked: a function, and a loader per language.
  return problems.length === 0 ? { Page: /** @type {PageComponent} */ (Page), text: /** @type {TextCatalogue} */ (text), problems: [] } : { Page: null, text: null, problems };
}

/**
 * The page's props in one language, as the shell gives them.
 * @param {TextCatalogue} text
 * @param {string} locale
 * @returns {Promise<PageProps>}
 */
async function pageProps(text, locale) {
  return { locale, text: await text[locale]() };
}

/**
 * Loads the exposed module without browser globals, as the server does.
 * @param {() => ExposedModule} load
 * @returns {{ module: ExposedModule | null, problems: string[] }}
 */
function importProblems(load) {
  try {
    return { module: load(), problems: [] };
  } catch (thrown) {
    const error = /** @type {Error} */ (thrown);
    const browserGlobal = error instanceof ReferenceError || /\b(window|document|navigator|localStorage|location)\b/.test(String(error?.message));
    return {
      module: null,
      problems: [
        browserGlobal
          ? `importing the page failed without a browser (${error.message}): read browser globals inside effects or event handlers, never at module level`
          : `importing the page failed: ${error.message}`,
      ],
    };
  }
}

/**
 * The rules on the page's HTML: an includable fragment (which holds where its links may go), exactly one
 * h1, and every link a plain href.
 * @param {string} html
 * @returns {string[]}
 */
function pageHtmlProblems(html) {
  const { problems } = checkFragment(html);
  const headings = html.match(/<h1[\s>]/g)?.length ?? 0;
  if (headings !== 1) problems.push(`the page has ${headings} h1 elements, the shell expects exactly one`);
  for (const [anchor] of html.matchAll(/<a\b[^>]*>/g)) {
    if (!/\shref="/.test(anchor)) {
      problems.push(`a link is not a plain href (${anchor.slice(0, 80)}): the shell turns plain <a href> into client navigation`);
    }
  }
  return problems;
}

/**
 * Renders the page in one language, as the build does, with renderToString.
 * @param {PageComponent} Page
 * @param {PageProps} props
 * @returns {{ html: string, problems: string[] }}
 */
function serverRender(Page, props) {
  const { createElement } = require('react');
  const { renderToString } = require('react-dom/server');
  try {
    return { html: renderToString(createElement(Page, props)), problems: [] };
  } catch (error) {
    return { html: '', problems: [`the page failed to render on the server in ${props.locale}: ${/** @type {Error} */ (error).message}`] };
  }
}

/**
 * Watches the timers the page's code starts while it is checked (`setTimeout`, `setInterval`; jsdom's
 * `requestAnimationFrame` ends with its window) and its promises: what one throws is a problem, not a crash
 * of the command that checks, and `stop()` clears the timers still pending (they would fire once the DOM is
 * gone), naming them.
 * @param {string[]} problems  where a timer's or promise's error is written
 */
function watchPageTimers(problems) {
  const realSetTimeout = globalThis.setTimeout;
  const originals = { setTimeout: globalThis.setTimeout, setInterval: globalThis.setInterval, clearTimeout: globalThis.clearTimeout, clearInterval: globalThis.clearInterval };
  /** @type {Map<unknown, string>} */
  const pending = new Map();
  const guarded = (/** @type {string} */ kind, /** @type {unknown} */ callback, /** @type {() => void} */ done) => (/** @type {unknown[]} */ ...args) => {
    done();
    try {
      if (typeof callback === 'function') callback(...args);
    } catch (error) {
      problems.push(`a ${kind} callback of the page threw: ${/** @type {Error} */ (error)?.message ?? String(error)}`);
    }
  };
  /**
   * @param {'setTimeout' | 'setInterval'} kind
   * @returns {(callback: unknown, delay?: number, ...args: unknown[]) => unknown}
   */
  const start = (kind) => (callback, delay = 0, ...args) => {
    /** @type {unknown} */
    let id;
    const run = guarded(kind, callback, () => kind === 'setTimeout' && pending.delete(id));
    id = Reflect.apply(originals[kind], globalThis, [run, delay, ...args]);
    pending.set(id, `${kind} of ${delay} ms`);
    return id;
  };
  const clear = (/** @type {'clearTimeout' | 'clearInterval'} */ kind) => (/** @type {unknown} */ id) => {
    pending.delete(id);
    Reflect.apply(originals[kind], globalThis, [id]);
  };
  const onRejection = (/** @type {unknown} */ reason) => problems.push(`a promise of the page was rejected and nothing caught it: ${/** @type {Error} */ (reason)?.message ?? String(reason)}`);
  Object.assign(globalThis, { setTimeout: start('setTimeout'), setInterval: start('setInterval'), clearTimeout: clear('clearTimeout'), clearInterval: clear('clearInterval') });
  process.on('unhandledRejection', onRejection);
  return {
    realSetTimeout,
    /** @returns {string[]} the timers the page left running */
    stop() {
      Object.assign(globalThis, originals);
      process.off('unhandledRejection', onRejection);
      const left = [...pending];
      for (const [id] of left) {
        originals.clearTimeout(/** @type {NodeJS.Timeout} */ (id));
        originals.clearInterval(/** @type {NodeJS.Timeout} */ (id));
      }
      pending.clear();
      return left.map(([, timer]) => `the page left a timer running after it was unmounted (${timer}): keep its id and clear it in the effect's cleanup, or it fires once the visitor has left the page`);
    },
  };
}

/**
 * Hydrates the server HTML in jsdom, as the shell hydrates its page area: problems are render errors,
 * hydration mismatches and console errors. The DOM globals exist only while this runs.
 * @template {{ locale: string }} Props
 * @param {import('react').ComponentType<Props>} Page
 * @param {Props} props
 * @param {string} html  the page's server HTML
 * @returns {Promise<string[]>}
 */
async function domProblems(Page, props, html) {
  const jsdomPath = require.resolve('jsdom', { paths: [path.dirname(require.resolve('jest-environment-jsdom'))] });
  const { JSDOM } = /** @type {typeof import('jsdom')} */ (require(jsdomPath));
  const dom = new JSDOM(`<!doctype html><div id="${PAGE_AREA_ID}">${html}</div>`, { url: 'http://localhost/', pretendToBeVisual: true });
  // The DOM interfaces and the document, not jsdom's storage proxies (jest walks globals on teardown).
  const added = Object.getOwnPropertyNames(dom.window).filter(
    (name) => !(name in globalThis) && (/^[A-Z]/.test(name) || ['document', 'navigator', 'getComputedStyle', 'requestAnimationFrame', 'cancelAnimationFrame'].includes(name)),
  );
  for (const name of added) Reflect.set(globalThis, name, Reflect.get(dom.window, name));
  Reflect.set(globalThis, 'window', dom.window);
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
  /** @type {string[]} */
  const problems = [];
  const consoleError = console.error;
  console.error = (...args) => problems.push(`console error while hydrating: ${args.map(String).join(' ').slice(0, 300)}`);
  // React captures the timer functions when first loaded: only the page's own timers are watched.
  const { createElement, act } = require('react');
  const { hydrateRoot } = require('react-dom/client');
  const pageTimers = watchPageTimers(problems);
  try {
    const container = dom.window.document.getElementById(PAGE_AREA_ID);
    if (!container) throw new Error('the page area is missing from the DOM');
    /** @type {import('react-dom/client').Root | undefined} */
    let root;
    await act(async () => {
      root = hydrateRoot(container, createElement(Page, props), {
        onRecoverableError: (error) => problems.push(`the server HTML and the browser render differ: ${/** @type {Error} */ (error).message}`),
      });
    });
    const headings = container.querySelectorAll('h1').length;
    if (headings !== 1) problems.push(`in the browser the ${props.locale} page has ${headings} h1 elements, the shell expects exactly one`);
    // Timers due at once get their turn (so what they throw is named) before the page leaves.
    await act(() => new Promise((resolve) => pageTimers.realSetTimeout(resolve, 50)));
    await act(async () => root?.unmount());
  } catch (error) {
    problems.push(`the page failed to render in a browser DOM: ${/** @type {Error} */ (error).message}`);
  } finally {
    problems.push(...pageTimers.stop().map((problem) => `${props.locale}: ${problem}`));
    console.error = consoleError;
    for (const name of [...added, 'window', 'IS_REACT_ACT_ENVIRONMENT']) Reflect.deleteProperty(globalThis, name);
    dom.window.close();
  }
  return problems;
}

/**
 * The manifest's React and react-dom ranges must accept the versions the shell provides, by the federation
 * runtime's range rule, as the shell checks a remote in the browser (shell/src/federation/compatibility.ts).
 * @param {{ shared?: { name: string, requiredVersion: string }[] } | null | undefined} manifest  mf-manifest.json
 * @param {Record<'react' | 'react-dom', string>} versions
 * @returns {string[]}
 */
function manifestProblems(manifest, versions = shellVersions) {
  const problems = [];
  const declared = new Map((manifest?.shared ?? []).map((entry) => [entry.name, entry.requiredVersion]));
  for (const [shareKey, packageName] of Object.entries(reactSingletons)) {
    const range = declared.get(shareKey);
    if (range === undefined) {
      problems.push(`the federation manifest does not share ${shareKey}: the page would bring its own copy of React`);
    } else if (!satisfy(versions[packageName], range)) {
      problems.push(`the federation manifest asks for ${shareKey} ${range}, but the shell provides ${packageName} ${versions[packageName]}`);
    }
  }
  return problems;
}

/**
 * The shell's contract, as jest tests in a remote's own run. Call from a test file with `@jest-environment node`.
 * @param {() => ExposedModule} loadPage
 */
function describePageContract(loadPage) {
  describe("The page's contract with the shell", () => {
    /** @type {ReturnType<typeof importProblems>} */
    let loaded;
    const loadedPage = () => {
      const page = pageOf(loaded.module);
      if (!page.Page) throw new Error(`the exposed module is not a page: ${page.problems.join('; ')}`);
      return page;
    };
    beforeAll(() => {
      // Page remotes have no router: their links are plain hrefs the shell turns into navigation.
      for (const router of ['react-router', 'react-router-dom']) {
        jest.doMock(router, () => {
          throw new Error(`the page imports ${router}: page remotes have no router, links are plain <a href>`);
        });
      }
      loaded = importProblems(loadPage);
    });

    it('imports without browser globals, imports no router, and exports its page as default and its text as `text`', () => {
      expect(loaded.problems).toEqual([]);
      expect(pageOf(loaded.module).problems).toEqual([]);
    });

    it.each(locales)('renders in %s with renderToString: one h1, plain links, an includable fragment', async (locale) => {
      const { Page, text } = loadedPage();
      const { html, problems } = serverRender(Page, await pageProps(text, locale));
      expect([...problems, ...pageHtmlProblems(html)]).toEqual([]);
    });

    it.each(locales)('hydrates its %s server HTML in a DOM without a mismatch or a console error', async (locale) => {
      const { Page, text } = loadedPage();
      const props = await pageProps(text, locale);
      expect(await domProblems(Page, props, serverRender(Page, props).html)).toEqual([]);
    });
  });
}

/**
 * The contract checked on a built remote before it is released.
 * @param {object} build
 * @param {string} build.dist          the client build (manifest, fragment)
 * @param {string} build.serverBundle  the Node build of the exposed page (.server-render/render.js)
 * @returns {Promise<string[]>}
 */
async function builtRemoteProblems({ dist, serverBundle }) {
  const fs = require('node:fs');
  const read = (/** @type {string} */ file) => fs.readFileSync(path.join(dist, file), 'utf8');
  const problems = [];
  let remote = '';
  try {
    const manifest = JSON.parse(read('mf-manifest.json'));
    remote = manifest.name;
    problems.push(...manifestProblems(manifest));
  } catch (error) {
    problems.push(`the federation manifest cannot be read: ${/** @type {Error} */ (error).message}`);
  }
  try {
    problems.push(...checkStylesheet(read(FRAGMENT_STYLESHEET), remote).problems.map((problem) => `${FRAGMENT_STYLESHEET}: ${problem}`));
  } catch (error) {
    problems.push(`the page stylesheet ${FRAGMENT_STYLESHEET} cannot be read: ${/** @type {Error} */ (error).message}`);
  }
  for (const file of locales.map(fragmentFile)) {
    try {
      problems.push(...checkFragment(read(file)).problems.map((problem) => `${file}: ${problem}`));
    } catch (error) {
      problems.push(`the page fragment ${file} cannot be read: ${/** @type {Error} */ (error).message}`);
    }
  }
  const bundle = fs.existsSync(serverBundle) ? fs.readFileSync(serverBundle, 'utf8') : null;
  if (bundle === null) return [...problems, `the server build of the page is missing (${serverBundle}): build the remote first`];
  if (/require\(["']react-router(-dom)?["']\)/.test(bundle)) problems.push('the page imports react-router: page remotes have no router, links are plain <a href>');
  const loaded = importProblems(() => {
    delete require.cache[serverBundle];
    return require(serverBundle);
  });
  problems.push(...loaded.problems);
  if (!loaded.module) return problems;
  const { Page, text, problems: exportProblems } = pageOf(loaded.module);
  if (!Page) return [...problems, ...exportProblems];
  for (const locale of locales) {
    const props = await pageProps(text, locale);
    const rendered = serverRender(Page, props);
    problems.push(...rendered.problems, ...pageHtmlProblems(rendered.html).map((problem) => `${locale}: ${problem}`), ...(await domProblems(Page, props, rendered.html)));
  }
  return problems;
}

module.exports = { builtRemoteProblems, describePageContract, domProblems, manifestProblems, pageHtmlProblems, pageOf, pageProps };
