import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { business, localeInfo, type RemoteName } from 'shared-content';
import { useSite } from '../text/SiteTextProvider';
import { watchChrome } from './chromeWatch';
import styles from './chromeWatch.module.css';

/** Watches the chrome around `layout` for as long as the layout is shown (see chromeWatch.ts). */
export function useChromeWatch(layout: RefObject<HTMLElement | null>) {
  const { locale, text, pages } = useSite();
  const { pathname } = useLocation();
  const shownRemote = useRef<RemoteName | null>(null);
  const watch = useRef<ReturnType<typeof watchChrome>>(null);

  useEffect(() => {
    const { lang, dir } = localeInfo[locale];
    watch.current = watchChrome({
      layout: layout.current!,
      remote: () => shownRemote.current,
      language: { lang, dir },
      phone: { href: business.phone.href, label: text.shell.nav.callLabel },
      phoneClass: styles.phone,
    });
    return () => watch.current?.stop();
  }, [layout, locale, text]);

  useEffect(() => {
    shownRemote.current = pages.find((page) => page.path === pathname)?.remote ?? null;
    watch.current?.navigated();
  }, [pages, pathname]);
}
