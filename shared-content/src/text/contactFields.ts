/**
 * The message form's fields as the browser and the contact service need them (names, types, limits), the
 * same in every language. A language's text gives only their words: `fieldsWithWords({ firstName: { label } ... })`.
 */
import type { ContactFormField, ContactFormFieldName } from '../types';

const fields = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name', maxLength: 50, required: true },
  { name: 'lastName', type: 'text', autoComplete: 'family-name', maxLength: 50 },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: 254 },
  { name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: 20 },
  { name: 'service', type: 'text', autoComplete: 'off', maxLength: 100 },
  { name: 'message', type: 'textarea', autoComplete: 'off', maxLength: 1000, rows: 4, required: true },
] satisfies Omit<ContactFormField, 'label' | 'hint'>[];

export type FieldWords = Record<ContactFormFieldName, Pick<ContactFormField, 'label' | 'hint'>>;

/** The form's fields, in order, with one language's labels and hints. */
export function fieldsWithWords(words: FieldWords): ContactFormField[] {
  return fields.map((field) => ({ ...field, ...words[field.name] }));
}
