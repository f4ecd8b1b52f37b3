// The contact page's code the contact service runs (mf-contact/server), built for Node into
// .server-render/server.js with the page's own build: the same validation rules, texts and form parts as
// the page, without loading TypeScript at run time.
import type { Locale } from 'shared-content';
import type { ContactText } from 'shared-content/text/contact';
import en from 'shared-content/text/en/contact';
import hi from 'shared-content/text/hi/contact';
import te from 'shared-content/text/te/contact';
import ur from 'shared-content/text/ur/contact';

export { business, defaultLocale, isLocale, localeInfo, localizedPath, locales } from 'shared-content';
export { buildMessageText } from './form/handoff';
export { validate } from './form/validate';
export { emptyValues, fieldNames } from './form/values';
export { ConfirmationPage, FormErrorsPage, ProblemPage, serviceStyle } from './noscript/ServicePages';

/** The contact page's text in each language. */
export const contactTexts: Record<Locale, ContactText> = { en, te, hi, ur };
