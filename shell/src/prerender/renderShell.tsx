// Build-time render of the shell for one path, in the path's language: skip link, language switcher,
// navbar with the current link, the page area (a slot the server fills with the remote's fragment in that
// language at request time), footer. Any other path (`/404`, `/te/404`, ...) renders the 404 page.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { localeOfPath } from 'shared-content';
import SiteRoutes from '../routes';
import { SiteTextProvider } from '../text/SiteTextProvider';
import { siteTexts } from '../text/siteTexts';

export { business, pagesIn, locales, localeInfo, localizedPath } from 'shared-content';
export { PAGE_SLOT_MARKER } from '../remote/serverPage';
export { renderFallback } from './renderFallback';
export { siteTexts };

export function renderShell(path: string): string {
  const locale = localeOfPath(path);
  return renderToString(
    <SiteTextProvider value={{ locale, text: siteTexts[locale] }}>
      <StaticRouter location={path}>
        <SiteRoutes />
      </StaticRouter>
    </SiteTextProvider>,
  );
}
