import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteLoadLimits } from 'shared-content/tooling/fragment/names';

/**
 * Makes a slow or dead remote fail fast and visibly: the entry script times out after
 * remoteLoadLimits.fileMs instead of the runtime's 20 s, and each failure is reported once in the console.
 * The page area then shows its fallback with Try again (see RemotePage).
 */
export function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-resilience',
    createScript() {
      return { timeout: remoteLoadLimits.fileMs };
    },
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[shell] Could not load remote module "${id}" (${lifecycle}):`, error);
      // Returning nothing lets the error reach the page's fallback.
      return undefined;
    },
  };
}
