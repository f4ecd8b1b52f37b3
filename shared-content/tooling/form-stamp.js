// The contact form's stamp: when the form was served, signed, so the contact service can tell a post sent by a
// person (who reads the form and types a name and a phone number) from a bot's (which posts the moment it has
// the page, or without ever loading it). The composer writes a fresh stamp into every page it answers, at the
// FORM_STAMP placeholder (fragment/names.js), after composing; the contact service hands one to a form
// rendered in the browser (FORM_STAMP_PATH) and checks the stamp each post brings back (mf-contact/server/http.js).
// A post whose stamp is missing, forged or too fresh is stored but not mailed: held as a suspected bot.
//
// Both sign with the form stamp key: 32 random bytes in FORM_STAMP_KEY_FILE (default form-stamp.key at the
// checkout's root, not in git; mode 0600), created by the first process that needs it. The composer and the
// contact service must read the same key: on one host they share the default file; on two hosts, copy the
// file and point FORM_STAMP_KEY_FILE at it on both (a different key holds every post as forged).
// Deleting it (a new key at the next start) only makes the pages already open send a forged stamp.
const crypto = require('node:crypto');
const path = require('node:path');
const { keyFromFile } = require('./key-file');
const { FORM_STAMP } = require('./fragment/names');

const formStampLimits = {
  /**
   * A post sooner than this after its form was served is a bot's: a person needs longer to read the form and
   * type a name and a phone number (the time also counts the page's way to the phone and its rendering). A
   * page nginx kept for its second is at most that much older: more lenient, never stricter.
   */
  minFillMs: 3000,
  /** A stamp older than this is a person's who left the page open: the post is mailed, the request marked so. */
  maxAgeMs: 24 * 60 * 60 * 1000,
};

/** The key's file: FORM_STAMP_KEY_FILE, else form-stamp.key at the checkout's root. */
const defaultFormStampKeyFile = (env = process.env) => env.FORM_STAMP_KEY_FILE || path.join(__dirname, '..', '..', 'form-stamp.key');

/**
 * The form stamp key from `file`, created there when there is none.
 * @param {string} [file]
 */
const formStampKey = (file = defaultFormStampKeyFile()) => keyFromFile(file, 'form stamp key');

const signature = (/** @type {Buffer} */ key, /** @type {string} */ issued) => crypto.createHmac('sha256', key).update(`form-stamp\n${issued}`).digest('base64url');

/**
 * A stamp saying the form was served at `now`: `<milliseconds since 1970>.<signature>`.
 * @param {Buffer} key
 * @param {number} [now]
 */
function signFormStamp(key, now = Date.now()) {
  const issued = String(Math.floor(now));
  return `${issued}.${signature(key, issued)}`;
}

/**
 * What a posted stamp says: `missing` (none, or a page no composer stamped), `forged` (not signed with `key`),
 * `tooFast` (younger than minFillMs at `now`, or issued later than now), `stale` (older than maxAgeMs: a person
 * who left the page open), else `fresh`; with the form's age when the stamp is genuine.
 * @param {string} stamp
 * @param {Buffer} key
 * @param {{ now?: number, limits?: typeof formStampLimits }} [options]
 * @returns {{ verdict: 'missing' | 'forged' | 'tooFast' | 'stale' | 'fresh', ageMs: number | null }}
 */
function checkFormStamp(stamp, key, { now = Date.now(), limits = formStampLimits } = {}) {
  if (stamp === '' || stamp === FORM_STAMP) return { verdict: 'missing', ageMs: null };
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(stamp);
  if (!match || !crypto.timingSafeEqual(Buffer.from(signature(key, match[1])), Buffer.from(match[2]))) return { verdict: 'forged', ageMs: null };
  const ageMs = now - Number(match[1]);
  if (ageMs < limits.minFillMs) return { verdict: 'tooFast', ageMs };
  return { verdict: ageMs > limits.maxAgeMs ? 'stale' : 'fresh', ageMs };
}

/**
 * `html` with a fresh stamp at each FORM_STAMP placeholder: the last step of every page answered, cheap when
 * there is none (the key is not even read then). Without a key (`keyOf` gives null: it cannot be read) the
 * placeholder stays: the form then asks the contact service for its stamp, as one rendered in the browser does.
 * @param {string} html
 * @param {() => Buffer | null} keyOf
 * @param {number} [now]
 */
function stampForms(html, keyOf, now = Date.now()) {
  const key = html.includes(FORM_STAMP) ? keyOf() : null;
  return key ? html.replaceAll(FORM_STAMP, signFormStamp(key, now)) : html;
}

module.exports = { checkFormStamp, defaultFormStampKeyFile, formStampKey, formStampLimits, signFormStamp, stampForms };
