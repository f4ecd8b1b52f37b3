import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingHref, business } from 'shared-content';
import telugu from 'shared-content/text/te/site';
import urdu from 'shared-content/text/ur/site';
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
    expect(within(mainNav()).getByRole('link', { name: 'Book Ambulette' })).toHaveAttribute('href', bookingHref('en'));
  });

  it('links to the pages of the page language, in its words', async () => {
    await renderPage('/ur/contact');
    const nav = screen.getByRole('navigation', { name: urdu.shell.nav.label });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [urdu.pages.home.navLabel, '/ur'],
      [urdu.pages.about.navLabel, '/ur/about'],
      [urdu.pages.howitworks.navLabel, '/ur/how-it-works'],
      [urdu.pages.contact.navLabel, '/ur/contact'],
      [urdu.shell.nav.bookButton, '/ur/contact#message-form'],
    ]);
    expect(within(nav).getByRole('link', { name: urdu.pages.contact.navLabel })).toHaveAttribute('aria-current', 'page');
    // jsdom's name computation puts a space where the English name's own element ends; a browser does not.
    const withoutSpaces = (name: string) => name.replace(/\s/g, '');
    const brand = screen.getByRole('link', { name: (name) => withoutSpaces(name) === withoutSpaces(urdu.shell.brandHomeLabel) });
    expect(brand).toHaveAttribute('href', '/ur');
    expect(within(brand).getByText(business.name, { ignore: '[aria-hidden] *' })).toHaveAttribute('lang', 'en');
  });

  describe('language switcher', () => {
    function switcher(label = 'Language') {
      return screen.getByRole('navigation', { name: label });
    }

    it('links to the same page in each language, named in that language, the current one marked', async () => {
      await renderPage('/te/about');
      const links = within(switcher(telugu.languageSwitcher.label)).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('lang'), link.getAttribute('hreflang')])).toEqual([
        ['English', '/about', 'en', 'en'],
        ['తెలుగు', '/te/about', 'te', 'te'],
        ['हिन्दी', '/hi/about', 'hi', 'hi'],
        ['اردو', '/ur/about', 'ur', 'ur'],
      ]);
      expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'true', null, null]);
    });

    it('keeps the page of the 404 and leaves out the #hash', async () => {
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      await renderPage('/no-such-page#top');
      expect(within(switcher()).getByRole('link', { name: 'اردو' })).toHaveAttribute('href', '/ur/no-such-page');
      expect(within(switcher()).getByRole('link', { name: 'తెలుగు' })).toHaveAttribute('href', '/te/no-such-page');
    });

    it('sits before the bar, at the top of the page', async () => {
      await renderPage('/');
      expect(switcher().compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
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
