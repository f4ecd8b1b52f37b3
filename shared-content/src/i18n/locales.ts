/**
 * The languages of the site and where each one lives: English at `/`, `/about`, ...; Telugu, Hindi and
 * Urdu under `/te`, `/hi` and `/ur` (`/te`, `/te/about`, ...). Urdu is written right to left.
 */
export const locales = ['en', 'te', 'hi', 'ur'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export interface LocaleInfo {
  /** The language's name in that language, as the language switcher shows it. */
  name: string;
  /** The name in English, for notes and tests. */
  englishName: string;
  /** `<html lang>` and `hreflang`. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Open Graph `og:locale`. */
  ogLocale: string;
  /**
   * The locale `Intl` formats numbers, times and prices with. Urdu uses Latin digits (`nu-latn`), as
   * the phone number, prices and times do everywhere else on the site: one digit system on a page.
   * (To confirm with the native-speaker review.)
   */
  intl: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { name: 'English', englishName: 'English', lang: 'en', dir: 'ltr', ogLocale: 'en_IN', intl: 'en-IN' },
  te: { name: 'తెలుగు', englishName: 'Telugu', lang: 'te', dir: 'ltr', ogLocale: 'te_IN', intl: 'te-IN' },
  hi: { name: 'हिन्दी', englishName: 'Hindi', lang: 'hi', dir: 'ltr', ogLocale: 'hi_IN', intl: 'hi-IN' },
  ur: { name: 'اردو', englishName: 'Urdu', lang: 'ur', dir: 'rtl', ogLocale: 'ur_IN', intl: 'ur-IN-u-nu-latn' },
};

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** The address of `path` (an English path such as `/about`, with an optional `#hash`) in `locale`. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  const [pathname, hash] = path.split('#') as [string, string | undefined];
  const localized = pathname === '/' ? `/${locale}` : `/${locale}${pathname}`;
  return hash === undefined ? localized : `${localized}#${hash}`;
}

/** The language of a request path: its first segment when that is a language code, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1];
  return first && isLocale(first) ? first : defaultLocale;
}

/** The English path of a request path (`/te/about` -> `/about`, `/te` -> `/`). */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === defaultLocale) return pathname;
  return pathname.slice(locale.length + 1) || '/';
}

/** Loads one language's text: each language is a chunk of its own, so a visitor downloads one. */
export type Catalogue<Text> = Record<Locale, () => Promise<Text>>;
