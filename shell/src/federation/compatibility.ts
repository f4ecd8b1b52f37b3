/**
 * A remote built for a React the shell does not provide cannot share the shell's React: the shell reads the
 * React ranges its federation manifest declares, and treats an incompatible remote as down (the page shows
 * its fallback) instead of rendering it and letting it crash the page.
 */
import { satisfy } from '@module-federation/enhanced/runtime';
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

/**
 * Each React package the remote's manifest shares must accept the shell's React, by the federation runtime's
 * own range rule (`satisfy`, which it applies when it shares React, and which the release check applies
 * too: shared-content/tooling/contract.js). Throws IncompatibleRemoteError.
 */
export function checkReact(manifest: FederationManifest, shellVersion: string = shellReactVersion): void {
  for (const shared of manifest.shared ?? []) {
    if (!REACT_PACKAGES.has(shared.name) || shared.requiredVersion === undefined) continue;
    if (!satisfy(shellVersion, shared.requiredVersion)) throw new IncompatibleRemoteError(shared.requiredVersion);
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
    checkReact((await response.json()) as FederationManifest);
  } finally {
    clearTimeout(timer);
  }
}
