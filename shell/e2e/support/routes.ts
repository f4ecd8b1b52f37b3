import type { Page } from 'playwright-core';
import { business, pagesIn, type RemoteName } from 'shared-content';
import about from 'shared-content/text/en/about';
import contact from 'shared-content/text/en/contact';
import home from 'shared-content/text/en/home';
import howItWorks from 'shared-content/text/en/howItWorks';
import site from 'shared-content/text/en/site';

export { business };

/** The English pages, their words and addresses: the suite's English journeys. */
export const pages = pagesIn('en', site.pages);
/** The shell's English text: navbar, footer, 404, fallback. */
export const shellText = site.shell;

/** A link of the shell's main navigation, by its exact name. */
export const navLink = (page: Page, name: string) => page.getByRole('navigation', { name: shellText.nav.label }).getByRole('link', { name, exact: true });

export const widths = [1280, 375] as const;

/** The h1 each page remote shows in English, from the same text the pages render. */
export const pageHeadings: Record<RemoteName, string> = {
  home: home.hero.heading,
  about: about.hero.heading,
  howitworks: howItWorks.hero.heading,
  contact: contact.hero.heading,
};

export const routeName = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/\W+/g, '-'));
