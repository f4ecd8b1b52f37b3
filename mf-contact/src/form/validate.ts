import type { ContactFormFieldName } from 'shared-content';
import type { ContactText } from 'shared-content/text/contact';
import { fieldNames, type ContactValues } from './values';

export type ContactErrors = Partial<Record<ContactFormFieldName, string>>;

/** What the checks need from the page's text: the fields (labels, limits) and the error messages. */
export type ValidationText = Pick<ContactText['form'], 'fields' | 'errors'>;

/** Length as a person counts it: one emoji or one Telugu letter is one character, not two UTF-16 units. */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

/** Something@something.something, no spaces: catches typos without rejecting real addresses. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/**
 * An Indian phone number: 10 digits (mobile, or landline with its area code), optionally
 * preceded by +91, 91 or 0, or by both as in "+91 (0)98765 43210". Spaces, hyphens, dots and
 * brackets between digits are allowed.
 */
export function isIndianPhone(value: string): boolean {
  const compact = value.replace(/[\s\-.()]/g, '');
  return /^(?:\+91|91)?0?[1-9]\d{9}$/.test(compact);
}

/** Checks every rule; returns the errors, in the text's language, in field order (the order of the error summary). */
export function validate(values: ContactValues, { fields, errors: text }: ValidationText): ContactErrors {
  const found: ContactErrors = {};
  const firstName = values.firstName.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const message = values.message.trim();

  if (!firstName) found.firstName = text.firstNameMissing;
  if (!email && !phone) found.email = text.replyMissing;
  if (email && !looksLikeEmail(email)) found.email = text.emailFormat;
  if (phone && !isIndianPhone(phone)) found.phone = text.phoneFormat;
  if (!message) found.message = text.messageMissing;

  for (const field of fields) {
    if (!found[field.name] && characterCount(values[field.name].trim()) > field.maxLength) {
      found[field.name] = text.tooLong(field.label, field.maxLength);
    }
  }

  const ordered: ContactErrors = {};
  for (const name of fieldNames) if (found[name]) ordered[name] = found[name];
  return ordered;
}
