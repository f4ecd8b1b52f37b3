import { useEffect, useState } from 'react';
import { FORM_STAMP, FORM_STAMP_PATH } from 'shared-content/tooling/fragment/names';
import { servedFormStamp } from './values';

/**
 * The form's stamp (when it was served, signed: shared-content/tooling/form-stamp.js), sent with the message so
 * the service can tell a person from a bot: the page's own, else (the form rendered in the browser after the
 * site's own navigation, or a page no composer stamped) one asked of the service at `endpoint` when the form
 * is shown. A message sent without one is still stored, held as a suspected bot's for staff to read.
 */
export function useFormStamp(endpoint: string): string {
  const [stamp, setStamp] = useState(servedFormStamp);
  const stamped = stamp !== '' && stamp !== FORM_STAMP;
  useEffect(() => {
    if (stamped || !endpoint) return;
    let current = true;
    fetch(`${endpoint}${FORM_STAMP_PATH}`, { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ stamp?: unknown }>) : Promise.reject(new Error(`answered ${response.status}`))))
      .then((answer) => {
        if (current && typeof answer.stamp === 'string') setStamp(answer.stamp);
      })
      .catch((error: unknown) => console.warn('[contact] The form has no stamp: a message sent now is held for staff to read.', error));
    return () => {
      current = false;
    };
  }, [endpoint, stamped]);
  return stamp;
}
