import type { ContactFormFieldName } from 'shared-content';
import { FORM_STAMP } from 'shared-content/tooling/fragment/names';

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

/**
 * What the visitor typed into the page's form before its code arrived (the page is sent as HTML and its
 * code loads on the first sign of interaction), or null if every field is as the server sent it (empty).
 * Hydration keeps what the fields hold but not in React's state, which would write its empty values
 * back over them on the next render.
 */
export function valuesTypedBeforeCode(): ContactValues | null {
  const values = emptyValues();
  for (const name of fieldNames) {
    const control = document.getElementById(fieldId(name));
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) values[name] = control.value;
  }
  return isEmpty(values) ? null : values;
}

/** The id of the form's hidden field with its stamp (./formStamp.ts). */
export const formStampId = 'contact-form-stamp';

/**
 * The stamp the page came with: the composer wrote it into the form's hidden field, which hydration keeps
 * (read before the first render, so that render is the same). In the build's render: the placeholder itself.
 */
export function servedFormStamp(): string {
  if (typeof document === 'undefined') return FORM_STAMP;
  const field = document.getElementById(formStampId);
  return field instanceof HTMLInputElement ? field.value : '';
}
