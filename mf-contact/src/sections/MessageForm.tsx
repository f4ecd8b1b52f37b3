import { Send } from 'lucide-react';
import { messageFormId } from 'shared-content';
import { useLocale } from 'shared-content/i18n';
import { FORM_STAMP_FIELD } from 'shared-content/tooling/fragment/names';
import { formEndpoint } from '../form/endpoint';
import ErrorSummary from '../form/ErrorSummary';
import Field from '../form/Field';
import { useFormStamp } from '../form/formStamp';
import { formStampId } from '../form/values';
import { buildMessageText } from '../form/handoff';
import { ConfirmPanel, FailedPanel, SentPanel } from '../form/Panels';
import { useMessageForm } from '../form/useMessageForm';
import { useText } from '../text';
import styles from './MessageForm.module.css';

export interface MessageFormProps {
  /** Where to POST the message as JSON. Defaults to the build-time endpoint; '' means none. */
  endpoint?: string;
}

export default function MessageForm({ endpoint = formEndpoint }: MessageFormProps) {
  const { form: text } = useText();
  const { locale, dir } = useLocale();
  const formStamp = useFormStamp(endpoint);
  const form = useMessageForm(endpoint, formStamp.stampToSend);
  const { values, errors, status } = form;
  const messageText = buildMessageText(values, text.template, dir);
  const sending = status === 'sending';

  return (
    <section id={messageFormId} className={styles.section} aria-labelledby="contact-form-heading" tabIndex={-1}>
      <div className="container">
        <div className={styles.card}>
          <h2 id="contact-form-heading">{text.heading}</h2>

          {status === 'sent' && <SentPanel reference={form.reference} headingRef={form.panelHeadingRef} onAnother={form.edit} />}

          {status === 'confirm' && (
            <ConfirmPanel message={messageText} headingRef={form.panelHeadingRef} onEdit={form.edit} onStartAgain={form.startAgain} />
          )}

          {(status === 'editing' || status === 'sending' || status === 'failed') && (
            <>
              <p>{text.intro}</p>

              {form.restored && <p className={styles.note}>{text.draftRestored}</p>}

              <ErrorSummary errors={errors} ref={form.summaryRef} />

              {status === 'failed' && <FailedPanel message={messageText} failure={form.failure} headingRef={form.panelHeadingRef} />}

              {/* POST (never GET: no personal data in a URL) to the endpoint, which also serves visitors without JavaScript. */}
              <form
                className={styles.form}
                method="post"
                action={endpoint || undefined}
                noValidate
                onSubmit={form.submit}
                onFocus={formStamp.ask}
                aria-labelledby="contact-form-heading"
              >
                {text.fields.map((field) => (
                  <Field key={field.name} field={field} value={values[field.name]} error={errors[field.name]} onChange={form.change} />
                ))}
                {/* The language of the answer when the form is sent without JavaScript. */}
                <input type="hidden" name="locale" value={locale} />
                {/* When the form was served: a post sooner than a person could fill it in is a bot's (the composer or the service fills it in). */}
                <input type="hidden" id={formStampId} name={FORM_STAMP_FIELD} value={formStamp.served} />
                <div className={styles.trap} aria-hidden="true">
                  <label htmlFor="contact-trap">{text.honeypot.label}</label>
                  <input id="contact-trap" name={text.honeypot.name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
                </div>
                <p className={styles.consent}>{text.consent}</p>

                <div className={styles.actions}>
                  <button type="submit" className="button" aria-disabled={sending || undefined}>
                    <Send aria-hidden="true" className="flip-in-rtl" /> {sending ? text.sending : text.submit}
                  </button>
                  <button type="button" className="button button--secondary" onClick={form.clear} disabled={sending}>
                    {text.clear}
                  </button>
                </div>
                <div role="status" className={styles.status}>
                  {sending && <p>{text.sendingStatus}</p>}
                  {form.clearedValues && (
                    <p>
                      {text.cleared}{' '}
                      <button type="button" className={styles.linkButton} onClick={form.undoClear}>
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
