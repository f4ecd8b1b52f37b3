import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Makes a dead remote fail visibly: each failure is reported once in the console. The page area then shows
 * its fallback with Try again (see RemotePage); a slow entry fails after remoteLoadLimits.fileMs
 * (verifiedScriptsPlugin, which creates the entry's script).
 */
export function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-resilience',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[shell] Could not load remote module "${id}" (${lifecycle}):`, error);
      // Returning nothing lets the error reach the page's fallback.
      return undefined;
    },
  };
}
