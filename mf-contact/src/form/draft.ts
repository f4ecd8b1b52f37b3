import { emptyValues, fieldNames, isEmpty, type ContactValues } from './values';

/** Where the unsent message is kept: this tab only, gone when the tab closes. */
export const draftKey = 'contact:message-draft:v1';

/** Where the draft's form stamp is kept: the first stamp the tab's form had since its last message was sent (./formStamp.ts). */
export const draftStampKey = 'contact:form-stamp:v1';

/** The tab's sessionStorage, or null where it is missing or blocked (private mode, strict settings). */
export function sessionStore(): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return window.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The saved draft, or null if there is none or it cannot be read. Unknown keys are ignored. */
export function loadDraft(store: Storage | null = sessionStore()): ContactValues | null {
  if (!store) return null;
  try {
    const raw = store.getItem(draftKey);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const values = emptyValues();
    for (const name of fieldNames) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'string') values[name] = value;
    }
    return isEmpty(values) ? null : values;
  } catch {
    return null;
  }
}

/** Keeps the draft; an empty form removes it. Returns false when the browser refused (full or blocked). */
export function saveDraft(values: ContactValues, store: Storage | null = sessionStore()): boolean {
  if (!store) return false;
  try {
    if (isEmpty(values)) store.removeItem(draftKey);
    else store.setItem(draftKey, JSON.stringify(values));
    return true;
  } catch {
    return false;
  }
}

/** The draft's form stamp, or '' if there is none or it cannot be read. */
export function keptDraftStamp(store: Storage | null = sessionStore()): string {
  try {
    return store?.getItem(draftStampKey) ?? '';
  } catch {
    return '';
  }
}

/** Keeps `stamp` as the draft's unless it has one: the first is the time the person began. */
export function keepDraftStamp(stamp: string, store: Storage | null = sessionStore()): void {
  try {
    if (!keptDraftStamp(store)) store?.setItem(draftStampKey, stamp);
  } catch {
    // A blocked storage keeps nothing: the page's own stamp, or the service's, is sent.
  }
}

/** Forgets the draft and its form stamp. */
export function clearDraft(store: Storage | null = sessionStore()): void {
  try {
    store?.removeItem(draftKey);
    store?.removeItem(draftStampKey);
  } catch {
    // Nothing to do: a blocked storage holds no draft.
  }
}
