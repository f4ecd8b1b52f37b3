import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'shell:scroll-positions';
/** The key of an entry the router did not create (a page opened directly): not unique across pages. */
const UNKEYED = 'default';

/** Scroll position of each history entry, by location key. */
let positions: Record<string, number> | undefined;

function scrollPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    } catch {
      positions = {};
    }
  }
  return positions!;
}

function persist(all: Record<string, number>) {
  const { [UNKEYED]: _unkeyed, ...keyed } = all;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(keyed));
  } catch {
    // Storage full or blocked: positions still last until the page is left.
  }
}

/**
 * A new page starts at the top (usePageFocus then jumps to a #hash); Back, Forward and a reload return
 * to where the visitor was on that page.
 */
export function useScrollRestoration() {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const shownKey = useRef(key);

  if (shownKey.current !== key) {
    // Rendering the next page: the previous one is still on screen, so its scroll position is still true.
    scrollPositions()[shownKey.current] = window.scrollY;
    shownKey.current = key;
  }

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      scrollPositions()[shownKey.current] = window.scrollY;
      persist(scrollPositions());
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useLayoutEffect(() => {
    const saved = scrollPositions()[key];
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    else if (saved !== undefined) window.scrollTo(0, saved);
  }, [key, navigationType]);
}
