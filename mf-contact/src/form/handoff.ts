import { business, ltr } from 'shared-content';
import type { ContactText } from 'shared-content/text/contact';
import type { ContactValues } from './values';

/** The words of the prefilled message, in the page's language. */
export type MessageTemplate = ContactText['form']['template'];

/** Replaces lone UTF-16 surrogates (e.g. half an emoji) so encodeURIComponent cannot throw. */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/**
 * The message the visitor sends us, built from what they typed. Empty fields are left out. In a
 * right-to-left template the e-mail address and phone number are left-to-right isolates, so
 * "+91 98765 43210" is not drawn "43210 98765 91+".
 */
export function buildMessageText(values: ContactValues, template: MessageTemplate, dir: 'ltr' | 'rtl' = 'ltr'): string {
  const name = [values.firstName.trim(), values.lastName.trim()].filter(Boolean).join(' ');
  const leftToRight = (value: string) => (dir === 'rtl' && value ? ltr(value) : value);
  const details = [
    [template.fullName, name],
    [template.email, leftToRight(values.email.trim())],
    [template.phone, leftToRight(values.phone.trim())],
    [template.service, values.service.trim()],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `${label} ${value}`);
  return [template.greeting, '', ...details, '', template.message, values.message.trim()].join('\n');
}

/**
 * WhatsApp chat link to the service's own number. The number comes from business facts only;
 * what the visitor typed goes, encoded, into the one `text` parameter.
 */
export function whatsappHref(text: string, digits: string = business.whatsapp.digits): string {
  return `https://wa.me/${digits.replace(/\D/g, '')}?text=${encodeURIComponent(wellFormed(text))}`;
}

/**
 * mailto link to the service's own address. Subject and body are encoded, so typed text cannot add
 * recipients or headers (cc=, bcc=, &, ?, # and line breaks all stay inside the body).
 */
export function mailtoHref(body: string, subject: string, address: string = business.email.address): string {
  const crlf = (text: string) => wellFormed(text).replace(/\r?\n/g, '\r\n');
  return `mailto:${address}?subject=${encodeURIComponent(crlf(subject))}&body=${encodeURIComponent(crlf(body))}`;
}
