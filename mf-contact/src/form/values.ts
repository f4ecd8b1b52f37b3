import type { ContactFormFieldName } from 'shared-content';

/** What a visitor typed, one string per field of the spec. */
export type ContactValues = Record<ContactFormFieldName, string>;

/** The fields in the order of the form (and of its error summary). */
export const fieldNames: readonly ContactFormFieldName[] = ['firstName', 'lastName', 'email', 'phone', 'service', 'message'];

export function emptyValues(): ContactValues {
  return { firstName: '', lastName: '', email: '', phone: '', service: '', message: '' };
}

export function isEmpty(values: ContactValues): boolean {
  return fieldNames.every((name) => values[name].trim() === '');
}

/** Element ids of a field and its hint and error, unique and prefixed with the page name. */
export const fieldId = (name: ContactFormFieldName) => `contact-${name}`;
export const hintId = (name: ContactFormFieldName) => `contact-${name}-hint`;
export const errorId = (name: ContactFormFieldName) => `contact-${name}-error`;
