import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { defaultLocale, isLocale, localeInfo, type Catalogue } from './locales';
import type { PageProps } from './PageText';

/**
 * A page remote's standalone mode (`npm run dev -w <remote>`): the page alone, without the shell, in the
 * language of `?lang=` (English by default), inside a `<main>` with that language's `lang` and `dir`.
 */
export async function renderStandalone<Text>(Page: ComponentType<PageProps<Text>>, text: Catalogue<Text>) {
  const requested = new URLSearchParams(window.location.search).get('lang') ?? '';
  const locale = isLocale(requested) ? requested : defaultLocale;
  const pageText = await text[locale]();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <main id="main" lang={localeInfo[locale].lang} dir={localeInfo[locale].dir}>
        <Page locale={locale} text={pageText} />
      </main>
    </StrictMode>,
  );
}
