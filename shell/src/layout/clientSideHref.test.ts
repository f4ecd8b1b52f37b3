import { clientSideHref } from './clientSideHref';


/** A left click on a link with `href` inside a page shown at `pathname`. */
function clickOn(href: string, pathname: string, init: MouseEventInit = {}) {
  document.body.innerHTML = `<a href="${href}">link</a>`;
  const event = new MouseEvent('click', { button: 0, bubbles: true, cancelable: true, ...init });
  document.querySelector('a')!.dispatchEvent(event);
  return clientSideHref(event, { origin: window.location.origin, pathname, search: '' });
}

describe('clientSideHref', () => {
  it('navigates client-side to another page of the same language', () => {
    expect(clickOn('/about', '/')).toBe('/about');
    expect(clickOn('/te/contact#message-form', '/te/about')).toBe('/te/contact#message-form');
    expect(clickOn('/ur', '/ur/how-it-works')).toBe('/ur');
  });

  it('lets the browser load a page in another language: a document is in one language', () => {
    expect(clickOn('/te/about', '/about')).toBeNull();
    expect(clickOn('/about', '/hi/about')).toBeNull();
    expect(clickOn('/ur', '/te')).toBeNull();
  });

  it('lets the browser follow links to other sites, phone numbers, new tabs and modified clicks', () => {
    expect(clickOn('https://wa.me/919876543210', '/contact')).toBeNull();
    expect(clickOn('tel:108', '/')).toBeNull();
    expect(clickOn('/about', '/', { ctrlKey: true })).toBeNull();
  });

  it('leaves a jump within the current page to the browser', () => {
    expect(clickOn('/te/contact#message-form', '/te/contact')).toBeNull();
  });
});
