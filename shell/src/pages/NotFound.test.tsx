import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOT_FOUND_WRITTEN } from 'shared-content/tooling/fragment/names';
import telugu from 'shared-content/text/te/site';
import { mockRemotes } from '../testing/mockRemotes';
import { renderRoute } from '../testing/renderRoute';

jest.mock('../federation/remotes');

beforeEach(() => mockRemotes());
afterEach(() => jest.restoreAllMocks());

describe('404 page', () => {
  it('shows 404, the message of the spec and a way home', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const router = renderRoute('/no-such-page');
    // The heading says what happened, not only the code.
    expect(screen.getByRole('heading', { level: 1, name: '404 Oops! Page not found' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(router.location.pathname).toBe('/');
  });

  it('speaks the language of the path, under a language prefix', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const router = renderRoute('/te/nothing');
    const { notFound } = telugu.shell;
    expect(screen.getByRole('heading', { level: 1, name: `${notFound.heading} ${notFound.text}` })).toBeInTheDocument();
    expect(document.title).toBe(notFound.title);

    await user.click(screen.getByRole('link', { name: notFound.homeLink }));
    expect(router.location.pathname).toBe('/te');
  });

  it('writes the attempted path to the console', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute('/wrong/path');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), '/wrong/path');
  });

  it("writes nothing more when it hydrates the server's 404 page, which wrote the path itself; a 404 it renders after client navigation it writes", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    (window as unknown as Record<string, string | undefined>)[NOT_FOUND_WRITTEN] = '/wrong/path';
    const router = renderRoute('/wrong/path');
    expect(warn).not.toHaveBeenCalled();
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/wrong/path'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), '/wrong/path');
  });

  it('gives the document its own title', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute('/missing');
    expect(document.title).toMatch(/^Page not found/);
  });
});
