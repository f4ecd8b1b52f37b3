// The pages the contact service answers a form posted without JavaScript with: the confirmation (with the
// reference), the form again with its errors (everything typed kept), and short problem pages, each in the
// language of the page the form was sent from. The form's fields and error summary are the browser form's
// own components; the service renders these pages (mf-contact/server/pages.js) with the site's design
// tokens and base styles inlined, plus `serviceStyle` below.
import type { ReactNode } from 'react';
import { business, localeInfo, type Locale } from 'shared-content';
import { FORM_STAMP_FIELD } from 'shared-content/tooling/fragment/names';
import type { ContactText } from 'shared-content/text/contact';
import ErrorSummary from '../form/ErrorSummary';
import Field from '../form/Field';
import type { ContactErrors } from '../form/validate';
import { fieldNames, type ContactValues } from '../form/values';
import styles from '../sections/MessageForm.module.css';
import { PageText } from '../text';

/** These pages' own rules, after the site's tokens and base styles; the form's parts by their CSS module classes. */
export const serviceStyle = `main { max-width: 46rem; margin-inline: auto; padding: var(--space-6) var(--space-4); }
  .reference { font-size: var(--font-size-2xl); font-weight: var(--font-weight-bold); letter-spacing: 0.08em; }
  .panel { padding: var(--space-4); border-inline-start: 5px solid var(--color-success); background: var(--color-success-surface); border-radius: var(--radius-sm); }
  .problem { border-inline-start-color: var(--color-urgent); background: var(--color-urgent-surface); }
  .actions { display: flex; flex-wrap: wrap; gap: var(--space-3); margin-block-start: var(--space-5); }
  .${styles.field} { display: flex; flex-direction: column; margin-block-start: var(--space-5); }
  label { font-weight: var(--font-weight-bold); }
  .${styles.optional} { font-weight: normal; color: var(--color-text-muted); }
  .${styles.hint} { margin: 0 0 var(--space-2); font-size: var(--font-size-sm); color: var(--color-text-muted); }
  .${styles.error} { display: flex; align-items: center; gap: var(--space-2); margin: 0 0 var(--space-2); font-weight: var(--font-weight-bold); color: var(--color-urgent); }
  .${styles.error} svg { flex: none; width: 1.25em; height: 1.25em; }
  input, textarea { min-height: var(--tap-target); padding: var(--space-2) var(--space-3); font: inherit; border: 2px solid var(--color-text-muted); border-radius: var(--radius-sm); }
  [aria-invalid='true'] { border-color: var(--color-urgent); }
  input:focus, textarea:focus { outline: 3px solid transparent; box-shadow: var(--focus-ring); }
  .${styles.errorSummary} { padding: var(--space-4); border: 4px solid var(--color-urgent); border-radius: var(--radius-sm); }
  .${styles.errorSummary} a { color: var(--color-urgent); font-weight: var(--font-weight-bold); }`;

interface PageProps {
  locale: Locale;
  /** The contact page's text in `locale`. */
  text: ContactText;
  /** The contact page the visitor came from, the way back. */
  siteUrl: string;
}

interface DocumentProps extends PageProps {
  title: string;
  /** The whole stylesheet, inline (the service's pages load nothing else). */
  style: string;
  children: ReactNode;
}

/** A whole page: the content, then the phone number and the way back to the site. */
export function ServiceDocument({ locale, text, siteUrl, title, style, children }: DocumentProps) {
  const { lang, dir } = localeInfo[locale];
  return (
    <html lang={lang} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | ${business.name}`}</title>
        <style dangerouslySetInnerHTML={{ __html: style }} />
      </head>
      <body>
        <main>
          <PageText locale={locale} text={text}>
            {children}
          </PageText>
          <div className="actions">
            <a className="button" href={business.phone.href}>
              {text.form.server.callLabel} <span className="phone-number">{business.phone.display}</span>
            </a>
            <a className="button button--secondary" href={siteUrl}>
              {text.form.server.backToSite}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}

type PageOf<Props> = PageProps & Props & { style: string };

/** The message reached the service: its reference, to quote when calling. */
export function ConfirmationPage({ reference, ...page }: PageOf<{ reference: string }>) {
  const { sent } = page.text.form;
  return (
    <ServiceDocument {...page} title={sent.heading}>
      <h1>{sent.heading}</h1>
      <div className="panel">
        <p>{sent.referenceLabel}</p>
        <p className="reference" dir="ltr">
          {reference}
        </p>
        <p>{sent.text}</p>
      </div>
    </ServiceDocument>
  );
}

/** The service could not take the message (down, too many messages, ...): what happened, and the phone number. */
export function ProblemPage({ heading, message, ...page }: PageOf<{ heading: string; message: string }>) {
  return (
    <ServiceDocument {...page} title={`${page.text.form.errorTitlePrefix} ${heading}`}>
      <h1>{heading}</h1>
      <div className="panel problem">
        <p>{message}</p>
      </div>
    </ServiceDocument>
  );
}

/** The form again, as the visitor filled it, with the error summary and each field's error, and the stamp it was sent with. */
export function FormErrorsPage({ values, formStamp, errors, action, ...page }: PageOf<{ values: ContactValues; formStamp: string; errors: ContactErrors; action: string }>) {
  const { form } = page.text;
  return (
    <ServiceDocument {...page} title={`${form.errorTitlePrefix} ${form.heading}`}>
      <h1>{form.heading}</h1>
      <ErrorSummary errors={errors} titleLevel={2} />
      <form method="post" action={action} noValidate>
        <input type="hidden" name="locale" value={page.locale} />
        <input type="hidden" name={FORM_STAMP_FIELD} value={formStamp} />
        {form.fields
          .filter((field) => fieldNames.includes(field.name))
          .map((field) => (
            <Field key={field.name} field={field} value={values[field.name]} error={errors[field.name]} />
          ))}
        <p>{form.consent}</p>
        <div className="actions">
          <button className="button" type="submit">
            {form.submit}
          </button>
        </div>
      </form>
    </ServiceDocument>
  );
}
