// The page's own validation rules and texts, loaded from its TypeScript source, so the server checks
// exactly what the page checks (no second copy of the rules) and answers in the page's language.
require('shared-content/tooling/load-content'); // lets Node require .ts files
const { business, defaultLocale, isLocale, localeInfo, localizedPath, locales } = require('shared-content');
const { validate } = require('../src/form/validate.ts');
const { emptyValues, fieldNames } = require('../src/form/values.ts');
const { buildMessageText } = require('../src/form/handoff.ts');

/** The contact page's text in each language, read once at start-up. */
const contactTexts = Object.fromEntries(locales.map((locale) => [locale, require(`shared-content/text/${locale}/contact`).default]));

/** The language a visitor's post asks for: one of the site's languages, else English. */
const localeOf = (value) => (typeof value === 'string' && isLocale(value) ? value : defaultLocale);

/** The contact page's text in `locale`. */
const contactTextIn = (locale) => contactTexts[localeOf(locale)];

module.exports = { business, buildMessageText, contactTextIn, defaultLocale, emptyValues, fieldNames, localeInfo, localeOf, localizedPath, validate };
