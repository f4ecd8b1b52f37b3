import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

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

  useEffect(() => {
    if (!ready) return;
    const main = document.getElementById('main');
    const hashTarget = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (hashTarget) {
      hashTarget.scrollIntoView();
      focusElement(hashTarget);
      return;
    }
    const isFirstPageLoad = location.key === 'default';
    if (isFirstPageLoad && attempt === 0) return;
    const heading = main?.querySelector<HTMLElement>('h1') ?? main;
    if (heading) focusElement(heading);
  }, [ready, attempt, location.key, location.hash]);
}
