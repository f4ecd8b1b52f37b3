import type { ComponentType } from 'react';
import { localizedPath, type Locale, type RemoteName } from 'shared-content';
import { loadedPage, loadPage } from '../federation/remotes';

/** A stand-in page for each remote, as a page team would expose it: its link stays in its language. */
export function fakePage(remote: RemoteName, locale: Locale = 'en'): ComponentType {
  return function FakePage() {
    return (
      <section>
        <h1>{`${remote} page`}</h1>
        <p>{`in ${locale}`}</p>
        <a href={localizedPath(locale, '/about')}>About link inside the {remote} page</a>
      </section>
    );
  };
}

/** Every remote loads (the default), or the listed ones fail. Call after jest.mock('../federation/remotes'). */
export function mockRemotes({ failing = [] }: { failing?: RemoteName[] } = {}) {
  jest.mocked(loadedPage).mockReturnValue(undefined);
  jest
    .mocked(loadPage)
    .mockImplementation((remote, locale) =>
      failing.includes(remote) ? Promise.reject(new Error(`${remote} is down`)) : Promise.resolve(fakePage(remote, locale)),
    );
}
