import { useEffect, useRef, useState } from 'react';
import { FORM_STAMP, FORM_STAMP_PATH } from 'shared-content/tooling/fragment/names';
import { keepDraftStamp, keptDraftStamp } from './draft';
import { stampTimeoutMs } from './endpoint';
import { servedFormStamp } from './values';

const isStamp = (value: string) => value !== '' && value !== FORM_STAMP;

/**
 * The form's stamp (when it was served, signed: shared-content/tooling/form-stamp.js), sent with the message so
 * the service can tell a person from a bot. `served`: the page's own, for its hidden field (a post without
 * JavaScript sends it). `stampToSend`: the stamp of the draft (the first this tab's form had since the last message
 * sent: a draft restored later is not sent as if just begun), else the page's, else one asked of
 * the service at `endpoint` (a form rendered in the browser after the site's own navigation, or a page no
 * composer stamped). `ask` asks for it ahead, when the person starts on the form, so that its time counts. A request
 * that fails is forgotten, and sending asks again, once more if that too gives none: a failed request's '' kept
 * would send every later try without a stamp. A message sent without one is still stored, held as a suspected
 * bot's for staff to read.
 */
export function useFormStamp(endpoint: string) {
  const [served] = useState(servedFormStamp);
  const asked = useRef<Promise<string> | null>(null);

  useEffect(() => {
    if (isStamp(served)) keepDraftStamp(served);
  }, [served]);

  /** The stamp asked of the service: one request at a time, forgotten when it fails so that the next one asks again. */
  function askedStamp(): Promise<string> {
    if (asked.current) return asked.current;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), stampTimeoutMs);
    const asking: Promise<string> = fetch(`${endpoint}${FORM_STAMP_PATH}`, { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ stamp?: unknown }>) : Promise.reject(new Error(`answered ${response.status}`))))
      .then((answer) => {
        if (typeof answer.stamp !== 'string') throw new Error('answered no stamp');
        keepDraftStamp(answer.stamp);
        return answer.stamp;
      })
      .catch((error: unknown) => {
        // A flaky connection or a restarting service: kept, this '' would send every later try without a stamp.
        if (asked.current === asking) asked.current = null;
        console.warn('[contact] The form has no stamp: asked again when sending; a message sent without one is held for staff to read.', error);
        return '';
      })
      .finally(() => clearTimeout(timer));
    asked.current = asking;
    return asking;
  }

  const knownStamp = () => keptDraftStamp() || (isStamp(served) ? served : '');

  async function stampToSend(): Promise<string> {
    const known = knownStamp();
    if (known || !endpoint) return known;
    return (await askedStamp()) || askedStamp();
  }

  function ask() {
    if (!knownStamp() && endpoint) void askedStamp();
  }

  return { served, stampToSend, ask };
}
