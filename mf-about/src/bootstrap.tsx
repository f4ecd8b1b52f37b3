// Standalone mode for the page team: this page alone, without the shell (`npm run dev -w mf-about`).
// `?lang=ur` shows it in another language.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { defaultLocale, isLocale, localeInfo, type Locale } from 'shared-content/i18n';
import 'shared-content/styles.css';
import Page, { text } from './Page';

const requested = new URLSearchParams(location.search).get('lang') ?? '';
const locale: Locale = isLocale(requested) ? requested : defaultLocale;
const pageText = await text[locale]();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main id="main" lang={localeInfo[locale].lang} dir={localeInfo[locale].dir}>
      <Page locale={locale} text={pageText} />
    </main>
  </StrictMode>,
);
