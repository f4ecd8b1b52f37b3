/** @jest-environment node */
// A page's fragment may not use an id of the shell's own HTML (the fragment check's SHELL_IDS): a page that
// took one could be found by the shell or its stylesheet in the shell's place. Every id the shell renders,
// in every route, the 404 page, the page fallbacks (the server's and the browser's) and the error screen, must
// be refused.
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { pagesIn, pageRoutes } from 'shared-content';
import AppErrorScreen from '../pages/AppErrorScreen';
import RemoteFallback from '../remote/RemoteFallback';
import { SiteTextProvider } from '../text/SiteTextProvider';
import { renderFallback, renderShell, siteTexts } from './renderShell';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { attributeProblems } = require('shared-content/tooling/fragment/check') as { attributeProblems: (element: string, name: string, value: string) => string[] };

const idsIn = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id);

const shellHtml = [
  fs.readFileSync(path.join(__dirname, '../index.html'), 'utf8'),
  ...pageRoutes.map((route) => renderShell(route.path)),
  renderShell('/404'),
  ...pagesIn('en', siteTexts.en.pages).map((page) => renderFallback(page, 'en')),
  renderToStaticMarkup(
    <SiteTextProvider value={{ locale: 'en', text: siteTexts.en }}>
      <RemoteFallback page={pagesIn('en', siteTexts.en.pages)[0]} onRetry={() => undefined} />
      <AppErrorScreen />
    </SiteTextProvider>,
  ),
];
const shellIds = [...new Set(shellHtml.flatMap(idsIn))];

it('finds the ids of the page area, the menu, the footer, the fallback and the error screen', () => {
  expect(shellIds).toEqual(expect.arrayContaining(['root', 'main', 'page-root', 'site-menu', 'footer-brand', 'fallback-heading', 'app-error-heading']));
});

it.each(shellIds)('refuses the shell id "%s" in a page fragment', (id) => {
  expect(attributeProblems('h2', 'id', id)).toEqual([expect.stringContaining('is an id the shell uses')]);
});
