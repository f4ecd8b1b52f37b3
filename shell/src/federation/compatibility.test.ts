import { version } from 'react';
import { assertCompatible, checkReactMajor, IncompatibleRemoteError } from './compatibility';

const manifest = (range: string) => ({
  shared: [
    { name: 'react', requiredVersion: range },
    { name: 'react-dom', requiredVersion: range },
  ],
});

describe('checkReactMajor', () => {
  it("accepts ranges that allow the shell's React major", () => {
    for (const range of [version, '^19.0.0', '~19.1.0', '19.x', '>=18.2.0', '^18.2.0 || ^19.0.0', '*']) {
      expect(() => checkReactMajor(manifest(range), '19.3.1')).not.toThrow();
    }
  });

  it('refuses a remote that declares another React major', () => {
    for (const range of ['^18.2.0', '18.3.1', '~18.3.0', '>=20.0.0', '>=17 <19']) {
      expect(() => checkReactMajor(manifest(range), '19.3.1')).toThrow(IncompatibleRemoteError);
    }
  });

  it('ignores what the remote shares besides React', () => {
    expect(() => checkReactMajor({ shared: [{ name: 'lodash', requiredVersion: '^4.0.0' }] }, '19.3.1')).not.toThrow();
  });
});

describe('assertCompatible', () => {
  it("fetches the manifest beside the remote's entry", async () => {
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => manifest('^18.2.0') });
    await expect(assertCompatible('https://about.example/releases/abc/remoteEntry.js')).rejects.toBeInstanceOf(IncompatibleRemoteError);
    expect(globalThis.fetch).toHaveBeenCalledWith('https://about.example/releases/abc/mf-manifest.json');
  });

  it('fails when the manifest cannot be read', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: false, status: 404 });
    await expect(assertCompatible('https://about.example/remoteEntry.js')).rejects.toThrow('answered 404');
  });
});
