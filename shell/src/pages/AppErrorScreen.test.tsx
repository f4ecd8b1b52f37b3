import { screen, within } from '@testing-library/react';
import { business } from 'shared-content';
import hindi from 'shared-content/text/hi/site';
import { renderRoute } from '../testing/renderRoute';

// A page of the shell's own that fails while rendering (remote pages have their own fallback).
jest.mock('./NotFound', () => ({
  __esModule: true,
  default: function BrokenPage(): never {
    throw new Error('route exploded');
  },
}));

describe('Unexpected Application Error screen', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('replaces a page that fails with a calm screen and a phone link, inside the navbar and footer', () => {
    renderRoute('/no-such-page');
    const screenOfError = screen.getByRole('alert');
    expect(within(screenOfError).getByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeInTheDocument();
    expect(within(screenOfError).getByRole('link', { name: business.phone.display })).toHaveAttribute('href', business.phone.href);
    expect(within(screenOfError).getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('[shell] Unexpected application error:', expect.objectContaining({ message: 'route exploded' }));
  });

  it('speaks the language of the page', () => {
    renderRoute('/hi/no-such-page');
    const { appError } = hindi.shell;
    expect(screen.getByRole('heading', { level: 1, name: appError.heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: appError.homeLink })).toHaveAttribute('href', '/hi');
    expect(document.title).toBe(appError.title);
  });

  it('never shows the stack trace to the visitor', () => {
    renderRoute('/no-such-page');
    expect(screen.queryByText(/route exploded/)).not.toBeInTheDocument();
  });
});
