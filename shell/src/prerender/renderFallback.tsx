import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale, PageMeta } from 'shared-content';
import { ServerFallback } from '../remote/RemoteFallback';
import { SiteTextProvider } from '../text/SiteTextProvider';
import { siteTexts } from '../text/siteTexts';

/** The page area the server sends when `page`'s remote did not answer in time, in `locale`. */
export function renderFallback(page: PageMeta, locale: Locale): string {
  return renderToStaticMarkup(
    <SiteTextProvider value={{ locale, text: siteTexts[locale] }}>
      <ServerFallback page={page} />
    </SiteTextProvider>,
  );
}
