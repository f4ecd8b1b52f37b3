import { NOT_PINNED, remoteLoadLimits } from 'shared-content/tooling/fragment/names';
import { verifiedScriptsPlugin } from './verifiedScriptsPlugin';

const entry = 'https://about.example/releases/0123abcd/remoteEntry.js';
const integrity = `sha384-${'x'.repeat(64)}`;

/** The script the runtime would add for `url`. */
function scriptFor(plugin: ReturnType<typeof verifiedScriptsPlugin>, url: string) {
  const created = plugin.createScript?.({ url, attrs: {} } as never) as { script: HTMLScriptElement; timeout: number };
  return created;
}

describe('verifiedScriptsPlugin', () => {
  it("loads a remote's entry with its pinned integrity, with CORS so the browser can check it, and fails a slow one fast", () => {
    const { script, timeout } = scriptFor(verifiedScriptsPlugin(new Map([[entry, integrity]])), entry);
    expect(script.src).toBe(entry);
    expect(script.getAttribute('integrity')).toBe(integrity);
    expect(script.crossOrigin).toBe('anonymous');
    expect(timeout).toBe(remoteLoadLimits.fileMs);
  });

  it('keeps the pin on a new attempt at the same entry', () => {
    expect(scriptFor(verifiedScriptsPlugin(new Map([[entry, integrity]])), `${entry}?attempt=2`).script.getAttribute('integrity')).toBe(integrity);
  });

  it('gives a script nobody pinned an integrity no bytes have, so the browser refuses it', () => {
    expect(scriptFor(verifiedScriptsPlugin(new Map([[entry, integrity]])), 'https://elsewhere.example/remoteEntry.js').script.getAttribute('integrity')).toBe(NOT_PINNED);
  });

  it('checks nothing in a development build, which has no pins', () => {
    expect(scriptFor(verifiedScriptsPlugin(null), entry).script.hasAttribute('integrity')).toBe(false);
  });
});
