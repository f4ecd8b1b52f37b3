/** @jest-environment node */
import { PAGE_AREA_ID } from 'shared-content/tooling/fragment/names';
import { renderShell, PAGE_SLOT_MARKER, siteTexts } from './renderShell';

describe('renderShell (the build-time render of each route)', () => {
  it('leaves the page slot, marked with the remote and the language, inside the shell of that language', () => {
    const html = renderShell('/te/about');
    // Inside the shell's box, which no page's CSS reaches (PageArea.tsx).
    expect(html).toContain(`<div class="box"><div id="${PAGE_AREA_ID}" data-remote="about" data-locale="te" data-page-area="about">${PAGE_SLOT_MARKER}</div></div>`);
    expect(html).toContain(siteTexts.te.pages.about.navLabel);
    expect(html).toContain(siteTexts.te.shell.footer.quickLinksHeading);
    expect(html).toContain('href="/hi/about"');
  });

  it('renders English at the unprefixed paths', () => {
    const html = renderShell('/');
    expect(html).toContain('data-remote="home" data-locale="en"');
    expect(html).toContain(siteTexts.en.shell.skipLink);
  });

  it.each([
    ['/404', 'en'],
    ['/ur/404', 'ur'],
  ] as const)('renders the 404 page at %s in its language', (path, locale) => {
    const html = renderShell(path);
    expect(html).toContain(siteTexts[locale].shell.notFound.text);
    expect(html).not.toContain(PAGE_AREA_ID);
  });
});
