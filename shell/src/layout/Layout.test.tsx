import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageRoutes } from 'shared-content';
import english from 'shared-content/text/en/site';
import telugu from 'shared-content/text/te/site';
import { mockRemotes } from '../testing/mockRemotes';
import { renderRoute } from '../testing/renderRoute';

jest.mock('../federation/remotes');

beforeEach(() => mockRemotes());

describe('Layout', () => {
  it.each([...pageRoutes.map((route) => route.path), '/no-such-page'])('tells the visitor on %s, before the navbar, to call 108 in a life-threatening emergency', async (path) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute(path);
    await screen.findByRole('heading', { level: 1 });
    const call108 = screen.getByRole('link', { name: english.emergencyGuidance.action });
    expect(call108).toHaveAttribute('href', 'tel:108');
    expect(call108.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ['/', '/about'],
    ['/te', '/te/about'],
  ])('turns a plain link inside the page on %s into client-side navigation to %s, in its language, and focuses the new h1', async (from, to) => {
    const user = userEvent.setup();
    const router = renderRoute(from);
    await user.click(await screen.findByRole('link', { name: 'About link inside the home page' }));
    expect(router.location.pathname).toBe(to);
    expect(await screen.findByRole('heading', { level: 1, name: 'about page' })).toHaveFocus();
  });

  it('gives each route its own document title, in its language', async () => {
    renderRoute('/te/how-it-works');
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe(telugu.pages.howitworks.title);
  });

  it('offers a skip link that moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();
    await user.click(skipLink);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('Focus after Back', () => {
  it('moves focus to the h1 when the visitor goes back to the first page', async () => {
    const user = userEvent.setup();
    const router = renderRoute('/');
    await user.click(await screen.findByRole('link', { name: 'About link inside the home page' }));
    await screen.findByRole('heading', { level: 1, name: 'about page' });
    await act(async () => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'home page' })).toHaveFocus();
  });

  it('leaves focus alone on the first page load', async () => {
    renderRoute('/');
    const heading = await screen.findByRole('heading', { level: 1, name: 'home page' });
    expect(heading).not.toHaveFocus();
  });
});
