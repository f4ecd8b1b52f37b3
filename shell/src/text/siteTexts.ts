// Every language's site text at once, synchronously: for the build's server render and the tests. The
// browser loads only its document's language (the `siteText` catalogue, one chunk per language).
import type { Locale } from 'shared-content';
import type { SiteText } from 'shared-content/text/site';
import en from 'shared-content/text/en/site';
import hi from 'shared-content/text/hi/site';
import te from 'shared-content/text/te/site';
import ur from 'shared-content/text/ur/site';

export const siteTexts: Record<Locale, SiteText> = { en, te, hi, ur };
