import { cssomProblems } from 'shared-content/tooling/fragment/stylesheet-rules';
import type { RemoteName } from 'shared-content';

/**
 * After client-side navigation a remote's code adds its page's stylesheets to the document itself. The
 * build scopes them to the page area, but the shell cannot trust that a remote was built that way: each
 * stylesheet from a remote's origin is held back (`media="not all"`) until it has loaded and every rule
 * in it is seen to stay inside that remote's page area; one that does not stays switched off, and the
 * remote counts as failed (its page shows the fallback). The check reads the rules as the browser parsed
 * them (`sheet.cssRules`, into every condition), never their text. Remotes load their CSS with
 * `crossorigin="anonymous"` (see shared-content/tooling/webpack.js), so the shell can read the rules.
 */
export function guardRemoteStylesheets(entries: Partial<Record<RemoteName, string>>) {
  const remoteByOrigin = new Map(Object.entries(entries).map(([name, entry]) => [new URL(entry!).origin, name as RemoteName]));
  /** The checks of each remote's stylesheets, until a refused one has been reported. */
  const checks = new Map<RemoteName, Map<HTMLLinkElement, Promise<string[]>>>();

  function check(link: HTMLLinkElement, remote: RemoteName): Promise<string[]> {
    link.media = 'not all';
    return new Promise<void>((resolve) => {
      if (link.sheet) resolve();
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
    }).then(() => {
      let rules: CSSRuleList | [];
      try {
        rules = link.sheet?.cssRules ?? [];
      } catch {
        return [`${link.href} cannot be read by the shell (no crossorigin="anonymous")`];
      }
      const problems = cssomProblems(rules, remote);
      if (problems.length === 0) {
        link.removeAttribute('media');
      } else {
        console.warn(`[shell] A stylesheet of the "${remote}" page stays off:`, link.href, problems);
        // Out of the document, so the remote's next attempt (Try again, a fixed release) adds and checks it anew.
        link.remove();
      }
      return problems;
    });
  }

  function watch(node: Node) {
    if (!(node instanceof HTMLLinkElement) || node.rel !== 'stylesheet') return;
    const remote = remoteByOrigin.get(new URL(node.href, document.baseURI).origin);
    if (!remote) return;
    if (!checks.has(remote)) checks.set(remote, new Map());
    checks.get(remote)!.set(node, check(node, remote));
  }

  new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(watch))).observe(document.head, { childList: true });

  /** Resolves once every stylesheet `remote` has added is checked; rejects if one reaches outside its page area. */
  return async function stylesheetsChecked(remote: RemoteName): Promise<void> {
    const pending = [...(checks.get(remote) ?? new Map<HTMLLinkElement, Promise<string[]>>())];
    const results = await Promise.all(pending.map(([, problems]) => problems));
    const problems = results.flat();
    // Reported once: the next attempt is judged by the stylesheets it adds.
    pending.forEach(([link], index) => results[index].length > 0 && checks.get(remote)?.delete(link));
    if (problems.length > 0) throw new Error(`A stylesheet reaches outside the page area: ${problems.join('; ')}`);
  };
}
