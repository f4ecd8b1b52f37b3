import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingHref, business } from 'shared-content';
import { mockRemotes } from '../testing/mockRemotes';
import { renderPage } from '../testing/renderRoute';

jest.mock('../federation/remotes');

beforeEach(() => mockRemotes());

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('Navbar', () => {
  it('marks only the current page link as current', async () => {
    await renderPage('/about');
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Contact' })).not.toHaveAttribute('aria-current');
  });

  it('has the four links of the spec and a call link to the business number', async () => {
    await renderPage('/');
    const links = within(mainNav()).getAllByRole('link');
    expect(links.slice(0, 4).map((link) => link.getAttribute('href'))).toEqual(['/', '/about', '/how-it-works', '/contact']);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: `Call ${business.phone.display}` })).toHaveAttribute('href', business.phone.href);
  });

  it('takes Book Ambulette to the contact form', async () => {
    await renderPage('/');
    expect(within(mainNav()).getByRole('link', { name: 'Book Ambulette' })).toHaveAttribute('href', bookingHref);
  });

  it('opens and closes the menu with its button, and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    const router = await renderPage('/');
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    await user.click(within(mainNav()).getByRole('link', { name: 'How It Works' }));
    expect(router.location.pathname).toBe('/how-it-works');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the open menu with Escape', async () => {
    const user = userEvent.setup();
    await renderPage('/');
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});
