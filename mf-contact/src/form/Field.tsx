import type { ChangeEvent } from 'react';
import { CircleAlert } from 'lucide-react';
import type { ContactFormField, ContactFormFieldName } from 'shared-content';
import { BusinessText } from 'shared-content/ui';
import styles from '../sections/MessageForm.module.css';
import { useText } from '../text';
import { errorId, fieldId, hintId } from './values';

interface FieldProps {
  field: ContactFormField;
  value: string;
  error?: string;
  /** Absent on a page rendered on the server for a visitor without JavaScript: the value is only shown. */
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/** One field of the message form: label, hint with the stated limit, its error, the control. */
export default function Field({ field, value, error, onChange }: FieldProps) {
  const { form: text } = useText();
  const id = fieldId(field.name);
  const optional = new Set<ContactFormFieldName>(text.optionalFields).has(field.name);
  const describedBy = [hintId(field.name), error ? errorId(field.name) : ''].filter(Boolean).join(' ');
  // One string each: a space in a text node of its own is dropped from the accessible name once React renders it.
  const labelNotes = [optional && text.optionalLabel, text.labelNotes[field.name]].filter(Boolean).join(' ');
  const hint = [field.hint, field.type !== 'tel' && text.limitHint(field.maxLength)].filter(Boolean).join(' ');
  // No maxLength attribute: the browser would cut pasted text silently. The limit is stated and checked instead.
  const common = {
    id,
    name: field.name,
    ...(onChange ? { value, onChange } : { defaultValue: value }),
    autoComplete: field.autoComplete,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required,
    className: `${styles.input} ${error ? styles.inputError : ''}`,
  };

  return (
    <div className={`${styles.field} ${error ? styles.fieldError : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
        {labelNotes && <span className={styles.optional}>{` ${labelNotes}`}</span>}
      </label>
      <p id={hintId(field.name)} className={styles.hint}>
        {hint}
      </p>
      {error && (
        <p id={errorId(field.name)} className={styles.error}>
          <CircleAlert aria-hidden="true" /> <BusinessText text={error} />
        </p>
      )}
      {field.type === 'textarea' ? (
        <textarea {...common} rows={field.rows} />
      ) : (
        <input
          {...common}
          type={field.type}
          inputMode={field.type === 'tel' ? 'tel' : field.type === 'email' ? 'email' : undefined}
          spellCheck={field.type === 'email' || field.type === 'tel' ? false : undefined}
          // Addresses and phone numbers are typed left to right, also on an Urdu page.
          dir={field.type === 'email' || field.type === 'tel' ? 'ltr' : undefined}
        />
      )}
    </div>
  );
}
