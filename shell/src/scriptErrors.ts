import type { RemoteName } from 'shared-content';
import { reportScriptError } from './beaconReports';
import { pagePins } from './federation/remotesConfig';

/**
 * Counts, for the page view's beacon, each page remote whose script throws an error nothing catches (an event
 * handler, a timer, a promise): the error's file or stack names a file of the remote's release, the folder of
 * its pinned entry. The canary judge counts such a view as failed for that remote (shell/server/canary/judge.js);
 * an error no remote's file is in counts for none.
 */
export function watchScriptErrors() {
  const folders = Object.entries(pagePins()).map(([remote, pin]) => [remote as RemoteName, pin.entry.slice(0, pin.entry.lastIndexOf('/') + 1)] as const);
  const report = (where: string) => {
    const found = folders.find(([, folder]) => folder !== '' && where.includes(folder));
    if (found) reportScriptError(found[0]);
  };
  const stackOf = (error: unknown) => (error instanceof Error ? (error.stack ?? '') : '');
  window.addEventListener('error', (event) => report(`${event.filename}\n${stackOf(event.error)}`));
  window.addEventListener('unhandledrejection', (event) => report(stackOf(event.reason)));
}
