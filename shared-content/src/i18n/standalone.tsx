import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { defaultLocale, isLocale, localeInfo, type Catalogue } from './locales';
import type { RemoteName } from '../types';
import type { PageProps } from './PageText';

/**
 * A page remote's standalone mode (`npm run dev -w <remote>`): the page alone, without the shell, in the
 * language of `?lang=` (English by default), inside a `<main>` with that language's `lang` and `dir`, in
 * the page area its CSS is scoped to, as in the shell.
 */
export async function renderStandalone<Text>(remote: RemoteName, Page: ComponentType<PageProps<Text>>, text: Catalogue<Text>) {
  const requested = new URLSearchParams(window.location.search).get('lang') ?? '';
  const locale = isLocale(requested) ? requested : defaultLocale;
  const pageText = await text[locale]();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <main id="main" lang={localeInfo[locale].lang} dir={localeInfo[locale].dir}>
        <div data-page-area={remote}>
          <Page locale={locale} text={pageText} />
        </div>
      </main>
    </StrictMode>,
  );
}
