/** Times of day as `Intl` writes them for a language. Used by the text files where that is how the language says them. */
import { localeInfo, type Locale } from './locales';

/** `"08:00"` as the language says a time of day: "8 am", "8 PM", "రా 8"... */
export function formatTime(locale: Locale, time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Intl.DateTimeFormat(localeInfo[locale].intl, { hour: 'numeric', ...(minutes ? { minute: '2-digit' } : {}), timeZone: 'UTC' }).format(
    Date.UTC(2020, 0, 1, hours, minutes),
  );
}
