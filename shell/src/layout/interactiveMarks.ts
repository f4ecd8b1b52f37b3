import { useEffect, type ReactNode } from 'react';

/**
 * User Timing marks for the moment the server's HTML becomes interactive (the app loads after the first
 * paint): visible in DevTools and to field measurement, and awaited by the browser suite. `shell-interactive`:
 * every part of the chrome has hydrated; `page-interactive`: the page has too (never before the chrome), marked
 * only if the page is still shown when its root has hydrated (one the visitor left did not become interactive).
 */
export const interactiveMarks = { shell: 'shell-interactive', page: 'page-interactive' } as const;

/**
 * The chrome's parts that hydrate each on its own (a Suspense boundary each, in Layout), so that a tap
 * during hydration makes React hydrate at once only the part it landed in, not the whole chrome.
 */
export const chromeParts = ['header', 'main', 'footer'] as const;
export type ChromePart = (typeof chromeParts)[number];

export function markInteractive(name: string) {
  performance.mark?.(name);
}

const committedParts = new Set<ChromePart>();
let chromeHydrated: () => void;
const chromeInteractive = new Promise<void>((resolve) => (chromeHydrated = resolve));

/** Renders nothing; once its part of the chrome has committed, counts it, and marks the shell interactive with the last. */
export function ChromePartCommitted({ part }: { part: ChromePart }) {
  useEffect(() => {
    if (committedParts.has(part)) return;
    committedParts.add(part);
    if (committedParts.size < chromeParts.length) return;
    markInteractive(interactiveMarks.shell);
    chromeHydrated();
  }, [part]);
  return null;
}

/** Marks the page interactive once the chrome has hydrated (never before it). */
export function markPageInteractive() {
  void chromeInteractive.then(() => markInteractive(interactiveMarks.page));
}

/** Renders the page unchanged, and tells `onCommitted` once React has committed it. */
export function PageCommitted({ children, onCommitted }: { children: ReactNode; onCommitted: () => void }) {
  useEffect(onCommitted, [onCommitted]);
  return children;
}
