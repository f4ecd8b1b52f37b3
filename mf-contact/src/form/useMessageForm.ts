import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ContactFormFieldName } from 'shared-content';
import { useLocale } from 'shared-content/i18n';
import { FORM_STAMP_FIELD } from 'shared-content/tooling/fragment/names';
import { useText } from '../text';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { sendTimeoutMs } from './endpoint';
import { validate, type ContactErrors } from './validate';
import { emptyValues, fieldId, fieldNames, isEmpty, valuesTypedBeforeCode, type ContactValues } from './values';

/** editing: the form; confirm: choose WhatsApp or e-mail; sending / sent / failed: endpoint mode. */
export type MessageFormStatus = 'editing' | 'confirm' | 'sending' | 'sent' | 'failed';
type FocusTarget = 'summary' | 'panel' | 'firstField';

/**
 * The message form's state: what the visitor typed (kept as a draft until sent or cleared), the errors,
 * sending to `endpoint` ('' : none, the visitor hands the message over by WhatsApp or e-mail instead),
 * and where focus goes after each step. `stampToSend` gives the form's stamp (./formStamp.ts) when it is sent.
 */
export function useMessageForm(endpoint: string, stampToSend: () => Promise<string>) {
  const { form: text } = useText();
  const { locale } = useLocale();
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<MessageFormStatus>('editing');
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

  // Keep what the visitor typed before the form's code arrived (the very values, so the fields keep
  // their cursor and selection), or else restore their unsent message (after a reload or a visit to
  // another page).
  useEffect(() => {
    const typed = valuesTypedBeforeCode();
    const draft = typed ? null : loadDraft();
    const kept = typed ?? draft;
    if (kept) setValues(kept);
    setRestored(draft !== null);
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
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const stamp = await stampToSend();
      // The post's own time starts once it has its stamp: a slow stamp request does not eat it.
      const controller = new AbortController();
      timer = setTimeout(() => controller.abort(), sendTimeoutMs);
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...payload, [FORM_STAMP_FIELD]: stamp }),
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
    } catch (error) {
      // The visitor sees the failure, and whoever looks at the console sees why (a refusal, the network, a bug).
      console.warn('[contact] The message was not sent:', error);
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

  /** Back to the form: from the confirmation (everything kept) or after a message was sent. */
  function edit() {
    setStatus('editing');
    requestFocus('firstField');
  }

  return {
    values,
    errors,
    status,
    restored,
    clearedValues,
    reference,
    failure,
    summaryRef,
    panelHeadingRef,
    change,
    submit,
    clear,
    undoClear,
    startAgain,
    edit,
  };
}
