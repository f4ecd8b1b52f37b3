import type { MouseEvent, Ref } from 'react';
import type { ContactFormFieldName } from 'shared-content';
import { BusinessText } from 'shared-content/ui';
import styles from '../sections/MessageForm.module.css';
import { useText } from '../text';
import type { ContactErrors } from './validate';
import { fieldId } from './values';

interface ErrorSummaryProps {
  errors: ContactErrors;
  ref?: Ref<HTMLDivElement>;
  /** The title's level below the heading it follows: 3 in the contact page's form, 2 on a page of its own. */
  titleLevel?: 2 | 3;
}

// GOV.UK pattern: a summary link moves focus to its field without changing the URL.
function jumpToField(event: MouseEvent<HTMLAnchorElement>, name: ContactFormFieldName) {
  const input = document.getElementById(fieldId(name));
  if (!input) return;
  event.preventDefault();
  input.focus();
  document.querySelector(`label[for="${fieldId(name)}"]`)?.scrollIntoView();
}

/** The form's errors, announced as an alert, each linking to its field. Nothing when there are none. */
export default function ErrorSummary({ errors, ref, titleLevel = 3 }: ErrorSummaryProps) {
  const { form: text } = useText();
  const entries = Object.entries(errors) as [ContactFormFieldName, string][];
  if (entries.length === 0) return null;
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <div ref={ref} className={styles.errorSummary} tabIndex={-1} role="alert" aria-labelledby="contact-error-summary-title">
      <Title id="contact-error-summary-title" className={styles.errorSummaryTitle}>
        {text.errorSummaryTitle}
      </Title>
      <ul className={styles.errorList}>
        {entries.map(([name, message]) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`} onClick={(event) => jumpToField(event, name)}>
              <BusinessText text={message} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
