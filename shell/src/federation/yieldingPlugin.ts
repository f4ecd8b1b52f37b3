import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../yieldToMain';

/**
 * Gives the visitor a turn at two points of loading a remote, which would otherwise run in the one task of
 * its entry's arrival: before its container is initialised (it registers its shared modules) and before
 * its page module is asked for (issue 45: no task over 50 ms on the slow phone).
 */
export function yieldingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-yielding',
    async beforeInitContainer(options) {
      await yieldToMain();
      return options;
    },
    async initContainer(options) {
      await yieldToMain();
      return options;
    },
  };
}
