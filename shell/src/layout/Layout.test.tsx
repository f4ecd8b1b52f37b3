import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pages } from 'shared-content';
import { mockRemotes } from '../testing/mockRemotes';
import { renderRoute } from '../testing/renderRoute';

jest.mock('../federation/remotes');

beforeEach(() => mockRemotes());

describe('Layout', () => {
  it('turns a plain link inside a page into client-side navigation and focuses the new h1', async () => {
    const user = userEvent.setup();
    const router = renderRoute('/');
    await user.click(await screen.findByRole('link', { name: 'About link inside the home page' }));
    expect(router.location.pathname).toBe('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'about page' })).toHaveFocus();
  });

  it('gives each route its own document title', async () => {
    renderRoute('/how-it-works');
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe(pages.find((page) => page.path === '/how-it-works')!.title);
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
