import { createContext, useContext, type ReactNode } from 'react';
import { localeInfo, type Locale } from './locales';

/** Words the shared building blocks (shared-content/ui) show, in the page's language. */
export interface UiWords {
  /** Before a phone number on a call button: "Call". */
  call: string;
}

interface LocaleValue {
  locale: Locale;
  ui: UiWords;
}

const LocaleContext = createContext<LocaleValue | null>(null);

/** The language of what is inside: the shared building blocks read their words and direction from it. */
export function LocaleProvider({ locale, ui, children }: LocaleValue & { children: ReactNode }) {
  return <LocaleContext.Provider value={{ locale, ui }}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleValue & { dir: 'ltr' | 'rtl' } {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('No LocaleProvider above this component: render the page with its text (see shared-content/README)');
  return { ...value, dir: localeInfo[value.locale].dir };
}

/** What the shell gives an exposed page: its language and its text in that language. */
export interface PageProps<Text> {
  locale: Locale;
  text: Text;
}

/**
 * A page's text for its sections, by context: `<PageText locale text>` at the top of the page,
 * `useText()` in a section. `Text` needs `ui`, the shared building blocks' words.
 */
export function createPageText<Text extends { ui: UiWords }>(page: string) {
  const TextContext = createContext<Text | null>(null);

  function PageText({ locale, text, children }: PageProps<Text> & { children: ReactNode }) {
    return (
      <LocaleProvider locale={locale} ui={text.ui}>
        <TextContext.Provider value={text}>{children}</TextContext.Provider>
      </LocaleProvider>
    );
  }

  function useText(): Text {
    const text = useContext(TextContext);
    if (!text) throw new Error(`No text for the ${page} page: render the section inside <PageText>`);
    return text;
  }

  return { PageText, useText };
}
