/** Numbers and times written as each language writes them, with `Intl`. Used by the text files. */
import { localeInfo, type Locale } from './locales';

/** `"08:00"` as the language says a time of day: "8 am", "8 PM", "రా 8"... */
export function formatTime(locale: Locale, time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Intl.DateTimeFormat(localeInfo[locale].intl, { hour: 'numeric', ...(minutes ? { minute: '2-digit' } : {}), timeZone: 'UTC' }).format(
    Date.UTC(2020, 0, 1, hours, minutes),
  );
}

export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(localeInfo[locale].intl).format(value);
}

/** `50` as "50%" (or the language's way of writing a percentage). */
export function formatPercent(locale: Locale, value: number): string {
  return new Intl.NumberFormat(localeInfo[locale].intl, { style: 'percent' }).format(value / 100);
}
