// The shell's embedded server: every route composed with its remote's page (compose.js) and kept with its
// bodies for the releases and parts it shows (page-cache.js), its CSP built from the shell's template and the
// stylesheets the composer wrote, the language's 404 page, one address per page (canonical-url.js), the
// page's pins (compose.js) and the Web Vitals beacon, and the pages answered counted (metrics.js). Each visitor gets the releases its preview (preview.js) or its canary
// arm (cookies.js) says, else the live ones. `npm run serve` runs it for visitors; behind nginx,
// `npm run serve:composer` runs it for nginx's page cache (../deploy/nginx-shell.js).
const crypto = require('node:crypto');
const fs = require('node:fs/promises');
const path = require('node:path');
const { canonicalPath, routePathsOf } = require('./canonical-url');
const { composeWith, createPartCache, includedPartsOf } = require('./compose');
const { includedParts } = require('shared-content/tooling/fragment/include');
const { answerOf, createPageCache } = require('./page-cache');
const { acceptedEncodings, contentTypes, etagOf, fileIn, fileRequests, limitedServer, notModified, privateFile, readsOnly, refusedMethod, secure, sendFile } = require('./files');
const { apps } = require('shared-content/tooling/apps');
const { contentSecurityPolicy, inlineScriptHashes, securityHeaders } = require('./headers');
const metrics = require('./metrics');
const { ARM_COOKIE, VISITOR_COOKIE, VISITOR_MAX_AGE_S, armKey, cookie, cookieOf } = require('./cookies');
const { PREVIEW_COOKIE, previewBanner, previewHandlers, previewKey, verifyPreview } = require('./preview');
const { formStampKey, stampForms } = require('shared-content/tooling/form-stamp');
const { isVisitorId, newVisitorId } = require('./registry/canary');

/**
 * What the composer knows of a visitor: the preview its cookie names, if signed and current (./preview.js),
 * and its random id (./cookies.js), if it has one: a visitor without is in every live arm.
 * @typedef {{ preview?: import('./preview').Preview | null, visitorId?: string | null }} Visitor
 */

/**
 * How long the host trusts what it found for a route (its file, its template) before it looks at the files
 * again: a page costs no file call, and a shell rebuilt in place is served within this.
 */
const ROUTE_RECHECK_MS = 1000;

/**
 * The file a path names in the shell's folder: the file, a route's `index.html`, else the 404 page in the
 * language of the path's first segment (`/te/x` -> te/404.html) or the English one (status 404).
 * @param {string} root
 * @param {string} safePath
 */
async function shellFile(root, safePath) {
  const found = await fileIn(root, [...(privateFile.test(safePath) ? [] : [path.join(root, safePath)]), path.join(root, safePath, 'index.html')]);
  if (found) return { filePath: found, status: 200 };
  const language = /^\/([a-z]{2})\//.exec(safePath)?.[1];
  const notFound = await fileIn(root, [...(language ? [path.join(root, language, '404.html')] : []), path.join(root, '404.html')]);
  return notFound ? { filePath: notFound, status: 404 } : null;
}

/**
 * Reads a route's template, with the hashes of its inline scripts and the parts it includes, from the file
 * only when it changed (its size or time, looked at once per ROUTE_RECHECK_MS by one request, the others
 * waiting for that look): every composition of the route starts from it. A new read is a new object (the
 * page cache keeps pages by it).
 * @returns {(filePath: string) => Promise<Template>}
 */
function templateReader() {
  /** @type {Map<string, { checkedAt: number, read: Promise<Template & { version: string }> }>} */
  const reads = new Map();
  return (filePath) => {
    const kept = reads.get(filePath);
    if (kept && Date.now() - kept.checkedAt < ROUTE_RECHECK_MS) return kept.read;
    const read = (async () => {
      const { mtimeMs, size } = await fs.stat(filePath);
      const version = `${mtimeMs} ${size}`;
      const before = await kept?.read.catch(() => undefined);
      if (before?.version === version) return before;
      const template = await fs.readFile(filePath, 'utf8');
      return { version, template, scriptHashes: inlineScriptHashes(template), partKeys: includedParts(template) };
    })();
    reads.set(filePath, { checkedAt: Date.now(), read });
    // A file that cannot be read is looked at again next time.
    read.catch(() => reads.get(filePath)?.read === read && reads.delete(filePath));
    return read;
  };
}

/**
 * shellFile, with what it found for a page route (a 200 HTML file) kept for ROUTE_RECHECK_MS (one request
 * looks, the others wait for it): the routes are few, so what is kept stays small; another path (a 404, a
 * file) is looked up each time.
 * @param {string} root
 * @returns {(safePath: string) => ReturnType<typeof shellFile>}
 */
function routeFinder(root) {
  /** @type {Map<string, { checkedAt: number, found: ReturnType<typeof shellFile> }>} */
  const routes = new Map();
  return (safePath) => {
    const kept = routes.get(safePath);
    if (kept && Date.now() - kept.checkedAt < ROUTE_RECHECK_MS) return kept.found;
    const found = shellFile(root, safePath);
    routes.set(safePath, { checkedAt: Date.now(), found });
    // Kept only for a page route: any other path is looked up again next time (shellFile does not fail).
    found.then((file) => {
      const page = file?.status === 200 && file.filePath.endsWith('.html');
      if (!page && routes.get(safePath)?.found === found) routes.delete(safePath);
    });
    return found;
  };
}

/** @typedef {{ template: string, scriptHashes: string[], partKeys: string[] }} Template */

/**
 * @param {object} options
 * @param {string} options.root  the shell's dist
 * @param {() => Record<string, string>} [options.remotes]  the remotes configuration (name -> remoteEntry URL), for the
 *   CSP and for including each route's page fragment into its HTML
 * @param {(visitor: Visitor) => Record<string, import('./compose').LiveRelease> | Promise<Record<string, import('./compose').LiveRelease>>} [options.liveReleases]  each
 *   remote's release for this visitor (live, or previewed) from the release registry, asked per composed page (a remote left out gets
 *   its fallback and runs no code). A releases object it returns is never changed afterwards (a change is a new
 *   object): cookies.js's armKey and page-cache.js's idOfContent keep what they found per object.
 * @param {Record<string, import('node:http').RequestListener>} [options.handlers]  endpoints answered by path, any method (the Web Vitals beacon)
 * @param {import('./compose').PartFor} [options.partFor]  the remotes' parts (its own cache of them when not given)
 * @param {() => Buffer} [options.previewKey]  the shell host's preview key (./preview.js), read when first needed
 * @param {() => Buffer} [options.formStampKey]  the key the contact form's stamp is signed with (shared-content/tooling/form-stamp.js), read when first
 *   needed; once it fails, pages are answered without a stamp until a restart (logged once)
 * @param {boolean} [options.assignVisitorIds]  give a visitor without an id one (./cookies.js); not behind nginx, which gives it
 *   on every answer, cached or not, so a page answered to a visitor without an id stays one nginx may keep
 * @returns {import('node:http').RequestListener & { warm(): Promise<void> }}
 */
function createShellHandler({ root, remotes = () => ({}), liveReleases = async () => ({}), handlers = {}, partFor = createPartCache(), previewKey: readPreviewKey = previewKey, formStampKey: readFormStampKey = formStampKey, assignVisitorIds = true }) {
  /** @type {Buffer | undefined} */
  let key;
  const keyOf = () => (key ??= readPreviewKey());
  /** @type {Buffer | null | undefined} null: it could not be read */
  let stampKey;
  // A key that cannot be read leaves the pages' stamp placeholder, rather than failing the contact page and its
  // phone number (or, read at start-up, every page): the form asks the contact service for its stamp instead, a post
  // without JavaScript is held as no-stamp, and ContactFormStampsMissing fires if no post brings a genuine one.
  const stampKeyOf = () => {
    if (stampKey !== undefined) return stampKey;
    try {
      stampKey = readFormStampKey();
    } catch (error) {
      stampKey = null;
      console.error(`The form stamp key cannot be read (${/** @type {Error} */ (error).message}): pages keep their form's stamp placeholder until the composer restarts (FORM_STAMP_KEY_FILE)`);
    }
    return stampKey;
  };
  const answers = { ...previewHandlers({ key: keyOf, pagePath: (remote) => pagePathOf(apps.find((app) => app.name === remote)) }), ...handlers };
  const templateOf = templateReader();
  const findFile = routeFinder(root);
  const pages = createPageCache();

  /**
   * The page of the HTML file `filePath` for releases `live`, from the page cache or composed now (see
   * page-cache.js for what it is kept by). Its parts are asked for (and counted by `recordInclude`) each time.
   * @param {string} filePath
   * @param {Record<string, import('./compose').LiveRelease>} live
   * @param {typeof import('./metrics').recordInclude} [recordInclude]
   */
  async function pageOf(filePath, live, recordInclude) {
    const config = remotes();
    const read = await templateOf(filePath);
    const { template, scriptHashes, partKeys } = read;
    const parts = await includedPartsOf(partKeys, live, partFor, recordInclude);
    return pages.pageFor(pages.keyOf({ template: read, config, live, parts }), () => {
      const previewed = Object.entries(live).find(([, release]) => release.shownAs === 'preview');
      const composed = composeWith(template, live, parts);
      const { html, styleHashes } = previewed ? withBanner(composed, { remote: previewed[0], release: previewed[1].release }, template) : composed;
      return {
        html,
        headers: {
          ...securityHeaders,
          Vary: 'Accept-Encoding',
          'Content-Type': contentTypes['.html'],
          // A previewed page is its holder's alone: no cache keeps it.
          'Cache-Control': previewed ? 'private, no-store' : 'no-cache',
          // Script hashes come from the shell's own template, style hashes from the CSS the composer wrote:
          // nothing a remote sends can get itself allowed.
          'Content-Security-Policy': contentSecurityPolicy({ remoteOrigins: Object.values(config).map((entry) => new URL(entry).origin), scriptHashes, styleHashes, scriptFolders: Object.values(live).map((release) => new URL('.', release.entry).href) }),
          ETag: etagOf(html),
        },
      };
    });
  }

  /** @type {import('node:http').RequestListener} */
  const handle = fileRequests(
    async (request, response, { pathname, safePath }) => {
      // A page is answered with its kept head (page-cache.js), which has the security headers; every other answer is secured here.
      const endpoint = Object.hasOwn(answers, pathname);
      const canonical = endpoint ? null : canonicalPath(pathname, () => routePathsOf(root));
      const found = !endpoint && !canonical && readsOnly(request) ? await findFile(safePath) : null;
      if (found?.filePath.endsWith('.html')) return answerPage(request, response, pathname, found);
      secure(response);
      if (endpoint) return answers[pathname](request, response);
      response.setHeader('Vary', 'Accept-Encoding');
      if (refusedMethod(request, response)) return;
      if (canonical) return void response.writeHead(301, { Location: canonical + new URL(/** @type {string} */ (request.url), 'http://localhost').search }).end();
      if (!found) return void response.writeHead(404, { 'Content-Type': contentTypes['.txt'], 'Cache-Control': 'no-cache' }).end('Not found');
      return sendFile(request, response, found.filePath, found.status);
    },
    { headsKept: true },
  );

  /**
   * A GET or HEAD of a page (an HTML file of the shell's: a route, or a language's 404 page), composed or kept.
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {string} pathname
   * @param {{ filePath: string, status: number }} found
   */
  async function answerPage(request, response, pathname, found) {
    const started = process.hrtime.bigint();
    const route = found.status === 200 ? metrics.routeLabels(pathname) : null;
    // 499 (nginx's word for it) when the visitor left before the page was complete, a hung remote's cost.
    if (route) response.once('close', () => metrics.recordPage(route, response.writableFinished ? response.statusCode : 499, Number(process.hrtime.bigint() - started) / 1e9));
    const previewCookie = cookieOf(request, PREVIEW_COOKIE);
    /** @type {string[]} */
    const setCookies = [];
    let visitorId = cookieOf(request, VISITOR_COOKIE);
    if (!isVisitorId(visitorId) && assignVisitorIds) {
      visitorId = newVisitorId();
      setCookies.push(cookie(request, VISITOR_COOKIE, visitorId, VISITOR_MAX_AGE_S));
    }
    const live = await liveReleases({ preview: previewCookie ? verifyPreview(previewCookie, keyOf()) : null, visitorId: isVisitorId(visitorId) ? visitorId : null });
    // The arm this page is of, for nginx's page cache (../deploy/nginx-shell.js): an answer that sets a cookie is never kept.
    const arm = armKey(live);
    const sentArm = cookieOf(request, ARM_COOKIE);
    if ((isVisitorId(visitorId) || sentArm !== undefined) && sentArm !== arm) setCookies.push(cookie(request, ARM_COOKIE, arm, VISITOR_MAX_AGE_S));
    const page = await pageOf(found.filePath, live);
    // What is per request goes on the kept page here (page-cache.js): the cookies and, last, a form's own
    // stamp. The validator stays the kept page's: a page kept by the browser (304) sends an older stamp,
    // which is no bot's.
    if (found.status === 200 && notModified(request, page.headers.ETag)) return void response.writeHead(304, withCookies(page.notModifiedHead, setCookies)).end();
    const [encoding] = acceptedEncodings(request.headers['accept-encoding']);
    const { body, head } = await answerOf(page, encoding, (html) => stampForms(html, stampKeyOf));
    response.writeHead(found.status, withCookies(head, setCookies));
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  /**
   * Composes every page of the shell's build (each route and 404 page, in every language) for a visitor of
   * the live arm, with its parts fetched and its bodies compressed, counting none of it: a composer that
   * warms before it listens is never cold for its first visitors (a restart behind nginx).
   */
  async function warm() {
    const files = (await fs.readdir(root, { recursive: true })).filter((file) => file.endsWith('.html') && !privateFile.test(file));
    const live = await liveReleases({});
    await Promise.all(
      files.map(async (file) => {
        const page = await pageOf(path.join(root, file), live, () => undefined);
        // A page with a form's stamp is encoded per answer: only the others keep bodies worth making now.
        if (!page.perAnswer) await Promise.all([undefined, ...acceptedEncodings('br, gzip')].map((encoding) => answerOf(page, encoding, (html) => html)));
      }),
    );
  }
  return Object.assign(handle, { warm });
}

/**
 * A kept head (page-cache.js) with this answer's cookies, if any (a copy: the kept one stays as it is).
 * @param {(string | number)[]} head
 * @param {string[]} setCookies
 */
const withCookies = (head, setCookies) => (setCookies.length > 0 ? [...head, 'Set-Cookie', setCookies] : head);

/** The path of a page remote's page (a preview link leads there), none for the shell or an unknown name. */
const pagePathOf = (/** @type {import('shared-content/tooling/apps').App | undefined} */ app) => (app && 'path' in app ? app.path : undefined);

/**
 * A composed page with the preview banner (preview.js) in the template's language: its rules in the head,
 * allowed by their hash, its markup first in the body.
 * @param {{ html: string, styleHashes: string[] }} composed
 * @param {{ remote: string, release: string }} preview
 * @param {string} template
 */
function withBanner({ html, styleHashes }, preview, template) {
  const locale = /<html lang="([a-z]{2})"/.exec(template)?.[1] ?? 'en';
  const { style, markup } = previewBanner(preview, locale);
  return {
    html: html.replace('</head>', () => `<style>${style}</style></head>`).replace(/<body[^>]*>/, (body) => `${body}${markup}`),
    styleHashes: [...styleHashes, `'sha256-${crypto.createHash('sha256').update(style).digest('base64')}'`],
  };
}

/**
 * The shell's server (see createShellHandler for `options`) with `limits` on its connections (files.js).
 * @param {Parameters<typeof createShellHandler>[0] & { limits?: typeof import('./files').connectionLimits }} options
 */
const createShellServer = ({ limits, ...options }) => limitedServer(createShellHandler(options), limits);

module.exports = { createShellHandler, createShellServer };
