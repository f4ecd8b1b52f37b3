// Standalone mode for the page team: this page alone, without the shell (`npm run dev -w mf-howitworks`).
// `?lang=ur` shows it in another language.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { defaultLocale, isLocale, localeInfo } from 'shared-content/i18n';
import 'shared-content/styles.css';
import Page, { text } from './Page';

async function start() {
  const lang = new URLSearchParams(window.location.search).get('lang') ?? '';
  const locale = isLocale(lang) ? lang : defaultLocale;
  const pageText = await text[locale]();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <main id="main" lang={localeInfo[locale].lang} dir={localeInfo[locale].dir}>
        <Page locale={locale} text={pageText} />
      </main>
    </StrictMode>,
  );
}

void start();
