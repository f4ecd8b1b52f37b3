// Build-time render of the shell for one path: skip link, navbar with the current link, the page area
// (a slot the server fills with the remote's fragment at request time), footer.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import SiteRoutes from '../routes';

export { pages, shellText, business } from 'shared-content';
export { PAGE_SLOT_MARKER } from '../remote/serverPage';

export function renderShell(path: string): string {
  return renderToString(
    <StaticRouter location={path}>
      <SiteRoutes />
    </StaticRouter>,
  );
}
