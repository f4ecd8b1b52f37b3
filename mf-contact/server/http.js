// The contact endpoint: POST /api/messages takes the form as JSON (from the page) or as a plain form
// post (no JavaScript), checks it with the page's own rules, stores it, then answers with its reference.
// Both posts carry the page's language (`locale`): the service answers in it, and the form's stamp (when the
// form was served, signed: shared-content/tooling/form-stamp.js): a post without a genuine one, or sent
// sooner than a person could fill the form in, is stored as a suspected bot's and never mailed, answered as any
// other (nothing tells a bot what gave it away). `GET /api/messages/stamp` gives a stamp to a form rendered in
// the browser (reached by the site's own navigation: no composed page, so no stamp in it).
const { contactTextIn, defaultLocale, emptyValues, fieldNames, localeOf, localizedPath, validate } = require('./rules');
const { confirmationPage, formErrorsPage, pageSecurityPolicy, problemPage } = require('./pages');
const { clientKey, createRateLimiter } = require('./rate-limit');
const { trustedProxyList } = require('shared-content/tooling/trusted-proxies');
const { referencePattern } = require('./store');
const { countFormStamp, countRequest, refusedOutcome } = require('./metrics');
const { MAILS_PER_DAY, MAX_BODY_BYTES } = require('./limits');
const { checkFormStamp, formStampLimits, signFormStamp } = require('shared-content/tooling/form-stamp');
const { FORM_STAMP_FIELD, FORM_STAMP_PATH } = require('shared-content/tooling/fragment/names');

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {Record<string, string>} Headers
 * @typedef {ReturnType<typeof emptyValues> & Record<string, string>} PostedFields  the form's fields, the honeypot and the form stamp
 * @typedef {Exclude<keyof ReturnType<typeof contactTextIn>['form']['server'], 'callLabel' | 'backToSite'>} Problem
 */

const apiPath = '/api/messages';
const sentPath = `${apiPath}/sent`;
const stampPath = `${apiPath}${FORM_STAMP_PATH}`;
/** The decoy field the page hides from people: only bots fill it (the same name in every language). */
const honeypotField = contactTextIn(defaultLocale).form.honeypot.name;

/**
 * A suspected bot's reason (store.js) for each verdict on a stamp that gives it away.
 * @type {Partial<Record<ReturnType<typeof checkFormStamp>['verdict'], import('./store').BotReason>>}
 */
const botReasonOfStamp = { missing: 'no-stamp', forged: 'forged-stamp', tooFast: 'too-fast' };

/** A refusal; `problem` names its heading and text in the contact text (`form.server`), in any language. */
class HttpError extends Error {
  /**
   * @param {number} status
   * @param {Problem} problem
   * @param {Headers} [headers]
   */
  constructor(status, problem, headers = {}) {
    super(problem);
    this.status = status;
    this.problem = problem;
    this.headers = headers;
  }
}

/**
 * @param {Request} request
 * @param {number} maxBytes
 * @returns {Promise<string>}
 */
function readBody(request, maxBytes) {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    if (declared > maxBytes) return reject(new HttpError(413, 'tooLarge', { Connection: 'close' }));
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    request.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > maxBytes) {
        request.removeAllListeners('data');
        request.resume();
        reject(new HttpError(413, 'tooLarge', { Connection: 'close' }));
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * The posted body as an object of fields; JSON that is no object is a bad request.
 * @param {'json' | 'form'} kind
 * @param {string} body
 * @returns {Record<string, unknown>}
 */
function parseBody(kind, body) {
  if (kind === 'form') return Object.fromEntries(new URLSearchParams(body));
  let raw;
  try {
    raw = JSON.parse(body);
  } catch {
    raw = null;
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new HttpError(400, 'badRequest');
  return raw;
}

/**
 * The posted fields as strings; unknown fields are ignored, a non-text value is a bad request.
 * @param {Record<string, unknown>} raw
 * @returns {PostedFields}
 */
function fieldsOf(raw) {
  /** @type {PostedFields} */
  const values = emptyValues();
  for (const name of [...fieldNames, honeypotField, FORM_STAMP_FIELD]) {
    const value = raw[name] ?? '';
    if (typeof value !== 'string') throw new HttpError(400, 'badRequest');
    values[name] = value;
  }
  return values;
}

/**
 * Bidirectional formatting that opens a run the rest of the text is drawn inside (embeddings, overrides,
 * isolates and their closers, U+202A-202E and U+2066-2069): an inbox or a terminal would show the digits of
 * a phone number or a reference in another order than typed. The marks (LRM, RLM, ALM: U+200E, U+200F,
 * U+061C) are kept: zero-width, they open no run, and Urdu keyboards type them to keep a number beside its words.
 */
const bidiRuns = /[\u202a-\u202e\u2066-\u2069]/g;

/**
 * A posted value as it may be stored: no control characters (a NUL, an escape sequence) that no one types
 * and that a database or a terminal would act on, no bidirectional runs (bidiRuns); line breaks only in
 * the message, as `\n`. Every other field is one line (a name with a line break would read as extra lines
 * in the e-mail to the business).
 * @param {string} name
 * @param {string} value
 */
function storedValue(name, value) {
  const multiline = name === 'message';
  const text = value.replace(/\r\n?/g, '\n').replace(bidiRuns, '');
  const kept = multiline ? text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '') : text.replace(/[\t\n\u2028\u2029]+/g, ' ').replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
  return kept.trim();
}

/**
 * The confirmation page of a request, in the language it was sent in (English needs no `locale`).
 * @param {string} reference
 * @param {string} locale
 */
function sentLocation(reference, locale) {
  const query = new URLSearchParams({ reference, ...(locale !== defaultLocale && { locale }) });
  return `${sentPath}?${query}`;
}

/** @returns {'json' | 'form' | null} */
function bodyKind(contentType = '') {
  const mediaType = contentType.split(';')[0].trim().toLowerCase();
  if (mediaType === 'application/json') return 'json';
  if (mediaType === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

/**
 * @param {object} options
 * @param {Pick<import('./store').Store, 'insert' | 'takeHit' | 'forgetHitsUntil'>} options.store  where a request is stored and each visitor's posts counted
 * @param {{ kick(): void }} options.mailQueue
 * @param {string[]} options.siteOrigins  origins of the shell: CORS and the no-JS form are accepted from these only
 * @param {number} options.rateLimitPerMinute  posts per client per minute
 * @param {string[]} options.trustedProxies  the proxies (addresses, networks) whose X-Forwarded-For names the visitor
 * @param {Buffer} options.formStampKey  the key the composer signs the form's stamp with (shared-content/tooling/form-stamp.js)
 * @param {typeof formStampLimits} [options.formStampLimits]
 * @param {number} [options.mailsPerDay]  requests mailed to the business in 24 hours; those beyond are kept, not mailed
 * @param {number} [options.maxBodyBytes]
 * @param {Pick<Console, 'error'>} [options.log]
 */
function createContactApi({ store, mailQueue, siteOrigins, rateLimitPerMinute, trustedProxies, formStampKey, formStampLimits: stampLimits = formStampLimits, mailsPerDay = MAILS_PER_DAY, maxBodyBytes = MAX_BODY_BYTES, log = console }) {
  const limiter = createRateLimiter({ limit: rateLimitPerMinute, store, log });
  const isTrustedProxy = trustedProxyList(trustedProxies);
  // Read when needed: a test may learn the shell's origin (a free port) after the service started.
  const contactPageUrl = (/** @type {import('shared-content').Locale} */ locale) => `${siteOrigins[0]}${localizedPath(locale, '/contact')}`;

  /** @param {Request} request */
  function corsHeaders(request) {
    const origin = request.headers.origin;
    return origin && siteOrigins.includes(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : { Vary: 'Origin' };
  }

  /**
   * @param {Request} request
   * @param {Response} response
   * @param {number} status
   * @param {object} payload
   * @param {Headers} [headers]
   */
  function sendJson(request, response, status, payload, headers = {}) {
    response.writeHead(status, {
      ...corsHeaders(request),
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    response.end(JSON.stringify(payload));
  }

  /**
   * @param {Response} response
   * @param {number} status
   * @param {string} html
   * @param {Headers} [headers]
   */
  function sendHtml(response, status, html, headers = {}) {
    response.writeHead(status, {
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': pageSecurityPolicy,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    });
    response.end(html);
  }

  /**
   * @param {Request} request
   * @param {Response} response
   */
  async function post(request, response) {
    const kind = bodyKind(request.headers['content-type']);
    // English until the posted body says the page's language.
    let locale = defaultLocale;
    const fail = (/** @type {HttpError} */ error) => {
      countRequest(refusedOutcome(error.status));
      const problem = contactTextIn(locale).form.server[error.problem];
      return kind === 'form'
        ? sendHtml(response, error.status, problemPage({ locale, heading: problem.heading, message: problem.text, siteUrl: contactPageUrl(locale) }), error.headers)
        : sendJson(request, response, error.status, { error: problem.text }, error.headers);
    };
    try {
      const origin = request.headers.origin;
      if (origin && !siteOrigins.includes(origin)) throw new HttpError(403, 'forbidden');
      if (!kind) throw new HttpError(415, 'wrongType');
      // Only posts of the form's shape count: a stray request of another kind takes no one's quota.
      const quota = limiter.take(clientKey(request, isTrustedProxy)).catch((/** @type {Error} */ error) => {
        log.error(`contact rate limit: post not counted: ${error.message}`);
        return null;
      });
      const raw = parseBody(kind, await readBody(request, maxBodyBytes));
      locale = localeOf(raw.locale);
      // Refused only now that the body is read, so a visitor who sent too often is told why in their language.
      const taken = await quota;
      if (!taken) throw new HttpError(503, 'unavailable');
      if (!taken.allowed) throw new HttpError(429, 'rateLimited', { 'Retry-After': String(taken.retryAfterSeconds) });
      const posted = fieldsOf(raw);
      const text = contactTextIn(locale).form;
      const values = Object.fromEntries(fieldNames.map((name) => [name, storedValue(name, posted[name])]));
      const errors = validate(/** @type {Parameters<typeof validate>[0]} */ (values), text);
      if (Object.keys(errors).length > 0) {
        countRequest('rejected');
        // The form again carries the stamp it was sent with: the time to correct it counts from when the person first had it.
        if (kind === 'form') return sendHtml(response, 422, formErrorsPage({ locale, values: posted, formStamp: posted[FORM_STAMP_FIELD], errors, action: apiPath, siteUrl: contactPageUrl(locale) }));
        return sendJson(request, response, 422, { error: text.errorSummaryTitle, errors });
      }
      const stamp = checkFormStamp(posted[FORM_STAMP_FIELD], formStampKey, { limits: stampLimits });
      countFormStamp(stamp.verdict);
      const botReason = posted[honeypotField] !== '' ? 'decoy' : (botReasonOfStamp[stamp.verdict] ?? null);
      let stored;
      try {
        stored = await store.insert(values, { channel: kind, locale, botReason, formAgeMs: stamp.ageMs, mailsPerDay });
      } catch (error) {
        log.error(`contact store: request not stored: ${/** @type {Error} */ (error).message}`);
        throw new HttpError(503, 'unavailable');
      }
      countRequest(botReason ? 'spam' : stored.mailHeld ? 'held' : 'stored');
      mailQueue.kick();
      if (kind === 'form') {
        // Post/redirect/get: a reload shows the confirmation again instead of sending twice.
        response.writeHead(303, { Location: sentLocation(stored.reference, locale), 'Cache-Control': 'no-store' });
        return response.end();
      }
      return sendJson(request, response, 201, { reference: stored.reference });
    } catch (error) {
      if (error instanceof HttpError) return fail(error);
      log.error(`contact api: ${/** @type {Error} */ (error).stack}`);
      return fail(new HttpError(500, 'unavailable'));
    }
  }

  /**
   * @param {Request} request
   * @param {Response} response
   */
  return function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === apiPath && request.method === 'OPTIONS') {
      const allowed = siteOrigins.includes(/** @type {string} */ (request.headers.origin));
      response.writeHead(allowed ? 204 : 403, {
        ...corsHeaders(request),
        ...(allowed && { 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '600' }),
      });
      return response.end();
    }
    if (url.pathname === apiPath && request.method === 'POST') return void post(request, response);
    if (url.pathname === stampPath && request.method === 'GET') return sendJson(request, response, 200, { stamp: signFormStamp(formStampKey) });
    if (url.pathname === sentPath && request.method === 'GET') {
      const reference = url.searchParams.get('reference') ?? '';
      const locale = localeOf(url.searchParams.get('locale'));
      if (!referencePattern.test(reference)) {
        const { notFound } = contactTextIn(locale).form.server;
        return sendHtml(response, 404, problemPage({ locale, heading: notFound.heading, message: notFound.text, siteUrl: contactPageUrl(locale) }));
      }
      return sendHtml(response, 200, confirmationPage({ locale, reference, siteUrl: contactPageUrl(locale) }));
    }
    if (url.pathname === apiPath || url.pathname === sentPath || url.pathname === stampPath) {
      response.writeHead(405, { Allow: url.pathname === apiPath ? 'POST, OPTIONS' : 'GET' });
      return response.end();
    }
    return sendJson(request, response, 404, { error: contactTextIn(defaultLocale).form.server.notFound.text });
  };
}

module.exports = { createContactApi, apiPath };
