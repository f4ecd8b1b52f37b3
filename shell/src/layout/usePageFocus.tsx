import { createContext, useContext, useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

const HasNavigated = createContext<RefObject<boolean>>({ current: false });

/** Remembers whether the visitor has moved on from the page they first opened (Back to it included). */
export function NavigationTracker({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  const firstKey = useRef(key);
  const hasNavigated = useRef(false);
  // A layout effect runs before the pages' focus effects of the same render.
  useLayoutEffect(() => {
    if (key !== firstKey.current) hasNavigated.current = true;
  }, [key]);
  return <HasNavigated.Provider value={hasNavigated}>{children}</HasNavigated.Provider>;
}

function focusElement(element: HTMLElement) {
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Once the page content is shown: jump to the element named by the URL's #hash (e.g. the contact form),
 * otherwise, after a client-side navigation, move focus to the new page's h1 so keyboard and screen
 * reader users start at the new content. The first page load leaves focus where the browser put it.
 * `attempt` changes when the visitor retried a failed page, which also deserves the focus.
 */
export function usePageFocus(ready: boolean, attempt = 0) {
  const location = useLocation();
  const hasNavigated = useContext(HasNavigated);

  useEffect(() => {
    if (!ready) return;
    const main = document.getElementById('main');
    const hashTarget = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (hashTarget) {
      hashTarget.scrollIntoView();
      focusElement(hashTarget);
      return;
    }
    if (!hasNavigated.current && attempt === 0) return;
    const heading = main?.querySelector<HTMLElement>('h1') ?? main;
    if (heading) focusElement(heading);
  }, [ready, attempt, location.key, location.hash, hasNavigated]);
}
