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

  // jsdom has no popover: opening and closing by the browser are tested in the browser suite; here, that
  // the button is wired to the menu and that the script closes it where the browser would not.
  describe('menu', () => {
    const hidePopover = jest.fn();
    beforeEach(() => {
      hidePopover.mockClear();
      Object.defineProperty(HTMLElement.prototype, 'hidePopover', { value: hidePopover, configurable: true });
    });
    afterEach(() => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).hidePopover;
    });

    it('is a popover the Menu button opens without any script', async () => {
      await renderPage('/');
      const menuButton = screen.getByRole('button', { name: 'Menu' });
      expect(mainNav()).toHaveAttribute('popover', 'auto');
      expect(menuButton).toHaveAttribute('popovertarget', mainNav().id);
    });

    it('closes when a link is chosen', async () => {
      const user = userEvent.setup();
      const router = await renderPage('/');
      await user.click(within(mainNav()).getByRole('link', { name: 'How It Works' }));
      expect(router.location.pathname).toBe('/how-it-works');
      expect(hidePopover).toHaveBeenCalled();
    });

    it('closes on Escape and gives focus back to the Menu button', async () => {
      const user = userEvent.setup();
      await renderPage('/');
      within(mainNav()).getByRole('link', { name: 'About Us' }).focus();
      hidePopover.mockClear();
      await user.keyboard('{Escape}');
      expect(hidePopover).toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
    });

    it('closes when focus leaves it, but not when it moves to the Menu button', async () => {
      await renderPage('/');
      const menuButton = screen.getByRole('button', { name: 'Menu' });
      within(mainNav()).getByRole('link', { name: 'About Us' }).focus();
      hidePopover.mockClear();
      menuButton.focus();
      expect(hidePopover).not.toHaveBeenCalled();
      within(mainNav()).getByRole('link', { name: 'About Us' }).focus();
      within(screen.getByRole('banner')).getByRole('link', { name: `Call ${business.phone.display}` }).focus();
      expect(hidePopover).toHaveBeenCalled();
    });
  });
});
