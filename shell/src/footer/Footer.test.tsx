import { screen, within } from '@testing-library/react';
import { business } from 'shared-content';
import english from 'shared-content/text/en/site';
import urdu from 'shared-content/text/ur/site';
import { mockRemotes } from '../testing/mockRemotes';
import { renderPage } from '../testing/renderRoute';

jest.mock('../federation/remotes');

beforeEach(() => mockRemotes());

describe('Footer', () => {
  it('lists the quick links to the four pages', async () => {
    await renderPage('/');
    const quickLinks = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(within(quickLinks).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'About Us',
      'How It Works',
      'Contact',
    ]);
  });

  it('lists the quick links in the page language, to that language\'s pages', async () => {
    await renderPage('/ur/about');
    const quickLinks = screen.getByRole('navigation', { name: urdu.shell.footer.quickLinksHeading });
    expect(within(quickLinks).getByRole('link', { name: urdu.pages.contact.navLabel })).toHaveAttribute('href', '/ur/contact');
  });

  it('shows services, contact details and hours from shared-content', async () => {
    await renderPage('/');
    const footer = screen.getByRole('contentinfo');
    for (const service of english.shell.footer.services) expect(within(footer).getByText(service)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: `E-mail: ${business.email.display}` })).toHaveAttribute('href', business.email.href);
    expect(within(footer).getByText(business.address.lines[0])).toBeInTheDocument();
    expect(within(footer).getByText(english.shell.footer.hours[0])).toBeInTheDocument();
  });

  it('has a call banner that dials the business', async () => {
    await renderPage('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: `${english.shell.footer.callBanner.action} ${business.phone.display}` })).toHaveAttribute(
      'href',
      business.phone.href,
    );
  });

  it('tells the visitor to call 108 in a life-threatening emergency', async () => {
    await renderPage('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: english.shell.footer.callBanner.emergency })).toHaveAttribute('href', 'tel:108');
  });

  it('adds no landmark but its quick links', async () => {
    await renderPage('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryAllByRole('region')).toEqual([]);
    expect(within(footer).getAllByRole('navigation')).toHaveLength(1);
  });

  it('has the three legal links of the spec (leading nowhere yet) and the 2025 copyright', async () => {
    await renderPage('/');
    const footer = screen.getByRole('contentinfo');
    for (const label of ['Privacy Policy', 'Terms of Service', 'Cookie Policy']) {
      expect(within(footer).getByRole('link', { name: label })).toHaveAttribute('href', '#');
    }
    expect(within(footer).getByText(/© 2025/)).toBeInTheDocument();
  });
});
