import { Fragment } from 'react';
import { business, englishValues } from '../business';
import { useLocale } from '../i18n/PageText';

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Text with business values in it: the phone number kept on one line (see `.phone-number`) and, on a page
 * in another language, each value that stays in English (`englishValues`: the name, e-mail address, street
 * address and the form's example e-mail address) marked `lang="en"`, so that a Telugu or Urdu voice reads it as English.
 */
export default function BusinessText({ text }: { text: string }) {
  const { locale } = useLocale();
  const marked = [business.phone.display, ...(locale === 'en' ? [] : englishValues)];
  // A capturing group keeps each value found: even indexes are the text between, odd ones a value.
  const parts = text.split(new RegExp(`(${marked.map(escaped).join('|')})`));
  return parts.map((part, index) => {
    if (index % 2 === 0) return part && <Fragment key={index}>{part}</Fragment>;
    return part === business.phone.display ? (
      <span key={index} className="phone-number">
        {part}
      </span>
    ) : (
      <span key={index} lang="en">
        {part}
      </span>
    );
  });
}
