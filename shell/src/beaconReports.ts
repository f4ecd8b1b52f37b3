import type { RemoteName } from 'shared-content';

/**
 * What the app has to say in the page view's beacon besides Web Vitals: the page remotes that failed in this
 * browser and those it showed with their own code (remote/RemotePage.tsx), and what a page's script changed of
 * the chrome (layout/chromeWatch.ts).
 * The beacon is a script of its own (beacon.ts, requested at idle) and the app another (main.js, requested on
 * the first interaction), and either may arrive first: they meet on one property of the window, named only
 * here, and each report is kept once per page view.
 */
export interface BeaconReports {
  remoteFailures: RemoteName[];
  /** Remotes whose code the page refused to load because the page carried no usable pin for it (fail-closed). */
  remotesNotPinned: RemoteName[];
  /** `remote:what`, as careway_chrome_changed_total counts them (shell/server/chrome-changes.js). */
  chrome: string[];
  /** Remotes whose script threw an error nothing caught (scriptErrors.ts). */
  scriptErrors: RemoteName[];
  /** Remotes whose pinned release the page area showed with the app's own code, as after client navigation, loaded or failed (remote/RemotePage.tsx). */
  remotesShown: RemoteName[];
}

const SHARED_PROPERTY = '__carewayBeaconReports';

function reports(): BeaconReports {
  const shared = window as unknown as { [SHARED_PROPERTY]?: BeaconReports };
  return (shared[SHARED_PROPERTY] ??= { remoteFailures: [], remotesNotPinned: [], chrome: [], scriptErrors: [], remotesShown: [] });
}

function addOnce<Entry>(list: Entry[], entry: Entry) {
  if (list.includes(entry)) return false;
  list.push(entry);
  return true;
}

/**
 * Counts a page remote that failed in the visitor's browser (its code did not load, or its page did not
 * render), or, under its own reason, one whose code was never asked for because the page pinned none.
 */
export function reportRemoteFailure(remote: RemoteName, notPinned = false) {
  addOnce(notPinned ? reports().remotesNotPinned : reports().remoteFailures, remote);
}

/** Records a change of the chrome by a remote's page (`remote:what`); whether it is new in this page view. */
export function reportChromeChange(change: string) {
  return addOnce(reports().chrome, change);
}

/** Counts a remote whose script threw an error nothing caught. */
export function reportScriptError(remote: RemoteName) {
  addOnce(reports().scriptErrors, remote);
}

/** Counts a remote whose page the app showed with its own code, loaded or failed: the page view showed its pinned release. */
export function reportRemoteShown(remote: RemoteName) {
  addOnce(reports().remotesShown, remote);
}

/** The reports so far, emptied (the beacon leaves once per page view). */
export function takeBeaconReports(): BeaconReports {
  const { remoteFailures, remotesNotPinned, chrome, scriptErrors, remotesShown } = reports();
  return {
    remoteFailures: remoteFailures.splice(0),
    remotesNotPinned: remotesNotPinned.splice(0),
    chrome: chrome.splice(0),
    scriptErrors: scriptErrors.splice(0),
    remotesShown: remotesShown.splice(0),
  };
}
