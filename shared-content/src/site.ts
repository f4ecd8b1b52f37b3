/** The site's pages and the links every language shares. Their words are in text/<language>/site.ts. */
import { business } from './business';
import { localizedPath, type Locale } from './i18n/locales';
import { apps, type PageApp } from 'shared-content/tooling/apps';
import type { PageMeta, RemoteName } from './types';

/** Element id of the contact page's message form: Book Ambulette and Book Online lead there. */
export const messageFormId = 'message-form';

/** The pages by their English path, and the remote that renders each: the page remotes of tooling/apps.js. */
export const pageRoutes: { path: string; remote: RemoteName }[] = apps
  .filter((app): app is PageApp => 'path' in app)
  .map((app) => ({ path: app.path, remote: app.name }));

/** Where booking buttons lead: the contact page's message form, in the page's language. */
export function bookingHref(locale: Locale): string {
  return localizedPath(locale, `/contact#${messageFormId}`);
}

/** The national ambulance number as a call link. */
export const ambulancePhone = { display: business.ambulanceNumber, href: `tel:${business.ambulanceNumber}` };

/** The words of one page in the navbar, the title bar and link previews. */
export interface PageWords {
  navLabel: string;
  title: string;
  description: string;
}

/** The pages in one language: their addresses in it, with its words. */
export function pagesIn(locale: Locale, words: Record<RemoteName, PageWords>): PageMeta[] {
  return pageRoutes.map((route) => ({ ...words[route.remote], path: localizedPath(locale, route.path), remote: route.remote }));
}
