import { version } from 'react';
import { assertCompatible, checkReact, IncompatibleRemoteError } from './compatibility';

const manifest = (range: string) => ({
  shared: [
    { name: 'react', requiredVersion: range },
    { name: 'react-dom', requiredVersion: range },
  ],
});

describe('checkReact', () => {
  it("accepts ranges that allow the shell's React", () => {
    for (const range of [version, '^19.0.0', '~19.3.0', '19.x', '>=18.2.0', '^18.2.0 || ^19.0.0', '*']) {
      expect(() => checkReact(manifest(range), '19.3.1')).not.toThrow();
    }
  });

  it('refuses a remote that declares another React, of another major or a later minor', () => {
    for (const range of ['^18.2.0', '18.3.1', '~18.3.0', '>=20.0.0', '>=17 <19', '~19.1.0', '^19.5.0']) {
      expect(() => checkReact(manifest(range), '19.3.1')).toThrow(IncompatibleRemoteError);
    }
  });

  it('ignores what the remote shares besides React', () => {
    expect(() => checkReact({ shared: [{ name: 'lodash', requiredVersion: '^4.0.0' }] }, '19.3.1')).not.toThrow();
  });
});

describe('the same rule as the release check', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { manifestProblems } = require('shared-content/tooling/contract') as {
    manifestProblems: (manifest: { shared: { name: string; requiredVersion: string }[] }, versions: Record<'react' | 'react-dom', string>) => string[];
  };
  const everyShare = (range: string) => ({
    shared: ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'].map((name) => ({ name, requiredVersion: range })),
  });

  it.each(['^19.0.0', '~19.1.0', '~19.3.0', '^19.5.0', '19.3.1', '19.x', '>=18 <20', '>=17 <19', '^18.2.0 || ^19.0.0', '*'])(
    'answers %s as the release does',
    (range) => {
      const released = manifestProblems(everyShare(range), { react: '19.3.1', 'react-dom': '19.3.1' }).length === 0;
      const loaded = (() => {
        try {
          checkReact(everyShare(range), '19.3.1');
          return true;
        } catch (error) {
          if (!(error instanceof IncompatibleRemoteError)) throw error;
          return false;
        }
      })();
      expect(loaded).toBe(released);
    },
  );
});

describe('assertCompatible', () => {
  it("fetches the manifest beside the remote's entry", async () => {
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => manifest('^18.2.0') });
    await expect(assertCompatible('https://about.example/releases/abc/remoteEntry.js', 5000)).rejects.toBeInstanceOf(IncompatibleRemoteError);
    expect(globalThis.fetch).toHaveBeenCalledWith('https://about.example/releases/abc/mf-manifest.json', expect.anything());
  });

  it('fails when the manifest cannot be read', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: false, status: 404 });
    await expect(assertCompatible('https://about.example/remoteEntry.js', 5000)).rejects.toThrow('answered 404');
  });

  it('gives a manifest that does not arrive in time up for real: its request is aborted, so a next attempt does not queue behind it', async () => {
    let signal: AbortSignal | undefined;
    globalThis.fetch = jest.fn((_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise((_resolve, reject) => signal!.addEventListener('abort', () => reject(signal!.reason)));
    }) as unknown as typeof fetch;
    await expect(assertCompatible('https://about.example/remoteEntry.js', 20)).rejects.toThrow('no answer after 20 ms');
    expect(signal?.aborted).toBe(true);
  });
});
