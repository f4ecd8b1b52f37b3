import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { LocaleProvider, pagesIn, type Locale, type PageMeta } from 'shared-content';
import type { SiteText } from 'shared-content/text/site';

/** The language of the document and the shell's words in it. */
export interface SiteTextValue {
  locale: Locale;
  text: SiteText;
}

interface Site extends SiteTextValue {
  /** The four pages with their addresses and names in this language. */
  pages: PageMeta[];
}

const SiteContext = createContext<Site | null>(null);

/**
 * The shell's language and words, for its own components and (through LocaleProvider) for the shared
 * building blocks it uses. A document is in one language: this value never changes while it is open.
 */
export function SiteTextProvider({ value, children }: { value: SiteTextValue; children: ReactNode }) {
  const { locale, text } = value;
  const site = useMemo(() => ({ locale, text, pages: pagesIn(locale, text.pages) }), [locale, text]);
  return (
    <SiteContext.Provider value={site}>
      <LocaleProvider locale={locale} ui={text.ui}>
        {children}
      </LocaleProvider>
    </SiteContext.Provider>
  );
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('No SiteTextProvider above this component: render the shell with its text');
  return site;
}
