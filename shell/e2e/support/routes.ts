import { aboutContent, business, contactContent, homeContent, howItWorksContent, pages, shellText, type RemoteName } from 'shared-content';

export { business, pages, shellText };

export const widths = [1280, 375] as const;

/** The h1 each page remote shows, from the same content the pages render. */
export const pageHeadings: Record<RemoteName, string> = {
  home: homeContent.hero.heading,
  about: aboutContent.hero.heading,
  howitworks: howItWorksContent.hero.heading,
  contact: contactContent.hero.heading,
};

export const routeName = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/\W+/g, '-'));
