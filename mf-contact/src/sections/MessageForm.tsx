import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type MouseEvent } from 'react';
import { CircleAlert, CircleCheck, Mail, MessageCircle, Phone, Send } from 'lucide-react';
import { business, messageFormId, type ContactFormField, type ContactFormFieldName } from 'shared-content';
import { useLocale } from 'shared-content/i18n';
import { clearDraft, loadDraft, saveDraft } from '../form/draft';
import { formEndpoint, sendTimeoutMs } from '../form/endpoint';
import { buildMessageText, mailtoHref, whatsappHref } from '../form/handoff';
import { validate, type ContactErrors } from '../form/validate';
import { emptyValues, errorId, fieldId, fieldNames, hintId, isEmpty, type ContactValues } from '../form/values';
import { useText } from '../text';
import styles from './MessageForm.module.css';

/** editing: the form; confirm: choose WhatsApp or e-mail; sending / sent / failed: endpoint mode. */
type Status = 'editing' | 'confirm' | 'sending' | 'sent' | 'failed';
type FocusTarget = 'summary' | 'panel' | 'firstField';

export interface MessageFormProps {
  /** Where to POST the message as JSON. Defaults to the build-time endpoint; '' means none. */
  endpoint?: string;
}

export default function MessageForm({ endpoint = formEndpoint }: MessageFormProps) {
  const { form: text } = useText();
  const { locale, dir } = useLocale();
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>('editing');
  const [restored, setRestored] = useState(false);
  const [clearedValues, setClearedValues] = useState<ContactValues | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget; count: number } | null>(null);
  const [draftLoaded, setDraftLoaded] = useState(false);
  const [reference, setReference] = useState('');
  /** What the endpoint said when it refused (e.g. too many messages); null: the default failure text. */
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const panelHeadingRef = useRef<HTMLHeadingElement>(null);

  // Restore the visitor's unsent message (after a reload or a visit to another page).
  useEffect(() => {
    const draft = loadDraft();
    if (draft) {
      setValues(draft);
      setRestored(true);
    }
    setDraftLoaded(true);
  }, []);

  // Keep every keystroke until the message is sent or the visitor clears the form.
  // (Only once the saved draft is loaded, so the empty first render never overwrites it.)
  useEffect(() => {
    if (draftLoaded) saveDraft(values);
  }, [draftLoaded, values]);

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'summary') summaryRef.current?.focus();
    if (focusRequest.target === 'panel') panelHeadingRef.current?.focus();
    if (focusRequest.target === 'firstField') document.getElementById(fieldId(fieldNames[0]))?.focus();
  }, [focusRequest]);

  // "Error:" before the page title while the form shows errors, so a screen reader hears it first.
  const hasErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (!hasErrors) return;
    const prefix = `${text.errorTitlePrefix} `;
    if (!document.title.startsWith(prefix)) document.title = prefix + document.title;
    return () => {
      if (document.title.startsWith(prefix)) document.title = document.title.slice(prefix.length);
    };
  }, [hasErrors, text.errorTitlePrefix]);

  const requestFocus = (target: FocusTarget) => setFocusRequest((previous) => ({ target, count: (previous?.count ?? 0) + 1 }));

  function change(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const name = event.target.name as ContactFormFieldName;
    const value = event.target.value;
    setValues((previous) => ({ ...previous, [name]: value }));
    setClearedValues(null);
  }

  async function send(payload: Record<string, string>) {
    inFlight.current = true;
    setStatus('sending');
    setFailure(null);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), sendTimeoutMs);
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(payload),
        signal: controller.signal,
      });
      const answer = (await response.json().catch(() => ({}))) as { reference?: string; error?: string; errors?: ContactErrors };
      if (response.status === 422 && answer.errors) {
        setErrors(answer.errors);
        setStatus('editing');
        requestFocus('summary');
        return;
      }
      if (!response.ok || !answer.reference) {
        if (typeof answer.error === 'string') setFailure(answer.error);
        throw new Error(`Form endpoint answered ${response.status}`);
      }
      // Only now, with the service's reference in hand, is the draft let go.
      clearDraft();
      setValues(emptyValues());
      setRestored(false);
      setReference(answer.reference);
      setStatus('sent');
      requestFocus('panel');
    } catch {
      // The form keeps every value: the visitor can try again or send another way.
      setStatus('failed');
      requestFocus('panel');
    } finally {
      clearTimeout(timer);
      inFlight.current = false;
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validate(values, text);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus('editing');
      requestFocus('summary');
      return;
    }
    const payload = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()])) as ContactValues;
    const trap = event.currentTarget.elements.namedItem(text.honeypot.name) as HTMLInputElement | null;
    if (endpoint) {
      void send({ ...payload, locale, [text.honeypot.name]: trap?.value ?? '' });
    } else {
      setStatus('confirm');
      requestFocus('panel');
    }
  }

  function clear() {
    if (!isEmpty(values)) setClearedValues(values);
    setValues(emptyValues());
    setErrors({});
    setRestored(false);
    setStatus('editing');
    clearDraft();
  }

  function undoClear() {
    if (clearedValues) setValues(clearedValues);
    setClearedValues(null);
    requestFocus('firstField');
  }

  function startAgain() {
    clear();
    requestFocus('firstField');
  }

  function edit() {
    setStatus('editing');
    requestFocus('firstField');
  }

  function anotherMessage() {
    setStatus('editing');
    requestFocus('firstField');
  }

  // GOV.UK pattern: a summary link moves focus to its field without changing the URL.
  function jumpToField(event: MouseEvent<HTMLAnchorElement>, name: ContactFormFieldName) {
    const input = document.getElementById(fieldId(name));
    if (!input) return;
    event.preventDefault();
    input.focus();
    document.querySelector(`label[for="${fieldId(name)}"]`)?.scrollIntoView();
  }

  const messageText = buildMessageText(values, text.template, dir);
  const errorEntries = Object.entries(errors) as [ContactFormFieldName, string][];
  const sending = status === 'sending';

  return (
    <section id={messageFormId} className={styles.section} aria-labelledby="contact-form-heading" tabIndex={-1}>
      <div className="container">
        <div className={styles.card}>
          <h2 id="contact-form-heading">{text.heading}</h2>

          {status === 'sent' && (
            <div className={`${styles.panel} ${styles.panelSuccess}`}>
              <h3 ref={panelHeadingRef} tabIndex={-1} className={styles.panelHeading}>
                <CircleCheck aria-hidden="true" /> {text.sent.heading}
              </h3>
              <p>
                {text.sent.referenceLabel} <strong className={styles.reference} dir="ltr">{reference}</strong>
              </p>
              <p>{text.sent.text}</p>
              <button type="button" className="button button--secondary" onClick={anotherMessage}>
                {text.sent.another}
              </button>
            </div>
          )}

          {status === 'confirm' && (
            <div className={styles.panel}>
              <h3 ref={panelHeadingRef} tabIndex={-1} className={styles.panelHeading}>
                <Send aria-hidden="true" className="flip-in-rtl" /> {text.confirm.heading}
              </h3>
              <p>{text.confirm.text}</p>
              <HandoffLinks message={messageText} />
              <h4 className={styles.previewHeading}>{text.confirm.previewHeading}</h4>
              <p className={styles.preview}>{messageText}</p>
              <p className={styles.note}>{text.confirm.keptNote}</p>
              <div className={styles.actions}>
                <button type="button" className="button button--secondary" onClick={edit}>
                  {text.confirm.edit}
                </button>
                <button type="button" className="button button--secondary" onClick={startAgain}>
                  {text.confirm.startAgain}
                </button>
              </div>
            </div>
          )}

          {(status === 'editing' || status === 'sending' || status === 'failed') && (
            <>
              <p>{text.intro}</p>

              {restored && <p className={styles.note}>{text.draftRestored}</p>}

              {errorEntries.length > 0 && (
                <div ref={summaryRef} className={styles.errorSummary} tabIndex={-1} role="alert" aria-labelledby="contact-error-summary-title">
                  <h3 id="contact-error-summary-title" className={styles.errorSummaryTitle}>
                    {text.errorSummaryTitle}
                  </h3>
                  <ul className={styles.errorList}>
                    {errorEntries.map(([name, message]) => (
                      <li key={name}>
                        <a href={`#${fieldId(name)}`} onClick={(event) => jumpToField(event, name)}>
                          {message}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              )}

              {status === 'failed' && (
                <div className={`${styles.panel} ${styles.panelError}`}>
                  <h3 ref={panelHeadingRef} tabIndex={-1} className={styles.panelHeading}>
                    <CircleAlert aria-hidden="true" /> {text.failed.heading}
                  </h3>
                  <p>{failure ?? text.failed.text}</p>
                  <HandoffLinks message={messageText} />
                </div>
              )}

              {/* POST (never GET: no personal data in a URL) to the endpoint, which also serves visitors without JavaScript. */}
              <form
                className={styles.form}
                method="post"
                action={endpoint || undefined}
                noValidate
                onSubmit={submit}
                aria-labelledby="contact-form-heading"
              >
                {text.fields.map((field) => (
                  <Field key={field.name} field={field} value={values[field.name]} error={errors[field.name]} onChange={change} />
                ))}
                {/* The language of the answer when the form is sent without JavaScript. */}
                <input type="hidden" name="locale" value={locale} />
                <div className={styles.trap} aria-hidden="true">
                  <label htmlFor="contact-trap">{text.honeypot.label}</label>
                  <input id="contact-trap" name={text.honeypot.name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
                </div>
                <p className={styles.consent}>{text.consent}</p>

                <div className={styles.actions}>
                  <button type="submit" className="button" aria-disabled={sending || undefined}>
                    <Send aria-hidden="true" className="flip-in-rtl" /> {sending ? text.sending : text.submit}
                  </button>
                  <button type="button" className="button button--secondary" onClick={clear} disabled={sending}>
                    {text.clear}
                  </button>
                </div>
                <div role="status" className={styles.status}>
                  {sending && <p>{text.sendingStatus}</p>}
                  {clearedValues && (
                    <p>
                      {text.cleared}{' '}
                      <button type="button" className={styles.linkButton} onClick={undoClear}>
                        {text.undoClear}
                      </button>
                    </p>
                  )}
                </div>
              </form>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

interface FieldProps {
  field: ContactFormField;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

function Field({ field, value, error, onChange }: FieldProps) {
  const { form: text } = useText();
  const id = fieldId(field.name);
  const optional = new Set<ContactFormFieldName>(text.optionalFields).has(field.name);
  const describedBy = [hintId(field.name), error ? errorId(field.name) : ''].filter(Boolean).join(' ');
  // No maxLength attribute: the browser would cut pasted text silently. The limit is stated and checked instead.
  const common = {
    id,
    name: field.name,
    value,
    onChange,
    autoComplete: field.autoComplete,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    className: `${styles.input} ${error ? styles.inputError : ''}`,
  };

  return (
    <div className={`${styles.field} ${error ? styles.fieldError : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
        {optional && <span className={styles.optional}> {text.optionalLabel}</span>}
        {text.labelNotes[field.name] && <span className={styles.optional}> {text.labelNotes[field.name]}</span>}
      </label>
      <p id={hintId(field.name)} className={styles.hint}>
        {field.hint && <>{field.hint} </>}
        {field.type !== 'tel' && text.limitHint(field.maxLength)}
      </p>
      {error && (
        <p id={errorId(field.name)} className={styles.error}>
          <CircleAlert aria-hidden="true" /> {error}
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

function HandoffLinks({ message }: { message: string }) {
  const { form: text } = useText();
  return (
    <div className={styles.handoff}>
      <ul className={styles.handoffList}>
        <li>
          <a className="button" href={whatsappHref(message)}>
            <MessageCircle aria-hidden="true" /> {text.handoff.whatsapp}
          </a>
        </li>
        <li>
          <a className="button" href={mailtoHref(message, text.template.subject)}>
            <Mail aria-hidden="true" /> {text.handoff.email}
          </a>
        </li>
      </ul>
      <p className={styles.call}>
        {text.handoff.callText}{' '}
        <a href={business.phone.href} className={styles.callLink}>
          <Phone aria-hidden="true" /> <span className="phone-number">{business.phone.display}</span>
        </a>
      </p>
    </div>
  );
}
