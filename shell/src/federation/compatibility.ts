/**
 * A remote built for another React major than the shell provides cannot share the shell's React: the shell
 * reads the React ranges its federation manifest declares, and treats an incompatible remote as down (the
 * page shows its fallback) instead of rendering it and letting it crash the page.
 */
import { version as shellReactVersion } from 'react';

interface FederationManifest {
  shared?: { name: string; requiredVersion?: string }[];
}

const REACT_PACKAGES = new Set(['react', 'react-dom']);

export class IncompatibleRemoteError extends Error {
  constructor(range: string) {
    super(`The remote asks for React ${range}, but the shell provides React ${shellReactVersion}`);
    this.name = 'IncompatibleRemoteError';
  }
}

const majorOf = (version: string) => Number(/\d+/.exec(version)?.[0]);

/** Whether one alternative of a range (`^19.0.0`, `19.3.1`, `~19.1`, `19.x`, `>=18`, `*`) allows `major`. */
function allowsMajor(alternative: string, major: number): boolean {
  const range = alternative.trim();
  if (range === '' || range === '*' || /^[xX]/.test(range)) return true;
  const lowest = majorOf(range);
  if (Number.isNaN(lowest)) return false;
  // An open range (`>=18.0.0`) allows every later major; a bounded one (`>=18 <20`) is checked at release.
  if (/^>=?\s*\d/.test(range) && !range.includes('<')) return major >= lowest;
  if (/^>=?\s*\d/.test(range)) return major >= lowest && major < majorOf(range.slice(range.indexOf('<') + 1));
  return lowest === major;
}

/** The React majors a remote's manifest declares must include the shell's. Throws IncompatibleRemoteError. */
export function checkReactMajor(manifest: FederationManifest, shellVersion: string = shellReactVersion): void {
  const major = majorOf(shellVersion);
  for (const shared of manifest.shared ?? []) {
    if (!REACT_PACKAGES.has(shared.name) || shared.requiredVersion === undefined) continue;
    if (!shared.requiredVersion.split('||').some((alternative) => allowsMajor(alternative, major))) {
      throw new IncompatibleRemoteError(shared.requiredVersion);
    }
  }
}

/**
 * Fetches the manifest beside a remote's entry and checks it. A manifest that has not arrived within
 * `timeoutMs` is given up for real (the request aborted): a request left hanging would hold the browser's
 * cache entry for that URL, and the next attempt's request for it would wait behind it.
 */
export async function assertCompatible(entry: string, timeoutMs: number): Promise<void> {
  const url = new URL('mf-manifest.json', entry).href;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`${url}: no answer after ${timeoutMs} ms`)), timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    checkReactMajor((await response.json()) as FederationManifest);
  } finally {
    clearTimeout(timer);
  }
}
