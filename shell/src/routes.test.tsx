import { screen, within } from '@testing-library/react';
import { localeOfPath, localizedPath, locales, pageRoutes } from 'shared-content';
import { loadPage } from './federation/remotes';
import { siteTexts } from './text/siteTexts';
import { mockRemotes } from './testing/mockRemotes';
import { renderRoute } from './testing/renderRoute';

jest.mock('./federation/remotes');

beforeEach(() => mockRemotes());

const everyPageInEveryLanguage = locales.flatMap((locale) =>
  pageRoutes.map((route) => ({ locale, remote: route.remote, path: localizedPath(locale, route.path) })),
);

describe('Routes', () => {
  it.each(everyPageInEveryLanguage)('serves $path: the $remote page in $locale, with the navbar in $locale', async ({ locale, remote, path }) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: `${remote} page` })).toBeInTheDocument();
    expect(loadPage).toHaveBeenCalledWith(remote, locale);
    const text = siteTexts[locale];
    const nav = screen.getByRole('navigation', { name: text.shell.nav.label });
    expect(within(nav).getByRole('link', { name: text.pages[remote].navLabel })).toHaveAttribute('aria-current', 'page');
  });

  it.each(['/te/nothing', '/ur/about/more', '/hi/404'])('shows the 404 page of the language for %s', (path) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute(path);
    const { notFound } = siteTexts[localeOfPath(path)].shell;
    expect(screen.getByRole('heading', { level: 1, name: `${notFound.heading} ${notFound.text}` })).toBeInTheDocument();
  });
});
