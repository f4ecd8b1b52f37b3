// Build-time render of the shell for one path: skip link, navbar with the current link, the page area
// (a slot the server fills with the remote's fragment at request time), footer.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from '../routes';

export { pages, shellText, business } from 'shared-content';
export { PAGE_SLOT_MARKER } from '../remote/serverPage';

export async function renderShell(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`Unexpected response while rendering ${path}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline hydration script (the CSP allows none); the client router starts fresh.
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}
