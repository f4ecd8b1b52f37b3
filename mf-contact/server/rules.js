// The page's own validation rules and texts, from its built code (./page-code), so the server checks
// exactly what the page checks (no second copy of the rules) and answers in the page's language.
const { business, buildMessageText, contactTexts, defaultLocale, emptyValues, fieldNames, isLocale, localeInfo, localizedPath, validate } = require('./page-code');

/**
 * The language a visitor's post asks for: one of the site's languages, else English.
 * @param {unknown} value
 */
const localeOf = (value) => (typeof value === 'string' && isLocale(value) ? value : defaultLocale);

/**
 * The contact page's text in `locale`.
 * @param {unknown} locale
 */
const contactTextIn = (locale) => contactTexts[localeOf(locale)];

module.exports = { business, buildMessageText, contactTextIn, defaultLocale, emptyValues, fieldNames, localeInfo, localeOf, localizedPath, validate };
