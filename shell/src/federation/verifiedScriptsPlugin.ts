import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { NOT_PINNED, remoteLoadLimits } from 'shared-content/tooling/fragment/names';

/** An entry's address without the query a new attempt adds (remotes.ts, startAfresh): the same bytes. */
const withoutQuery = (url: string) => url.split('?')[0];

/**
 * Creates each remote entry's script with the integrity pinned for it (`integrities`: entry URL ->
 * sha384), fetched with CORS so the browser can check it: bytes other than the verified ones never run,
 * and the error the browser then fires is the remote failing (its page stays as the server sent it). An
 * address with no pin gets NOT_PINNED, so the browser refuses it too. The entry pins its own chunks
 * (shared-content/tooling/webpack.js). A slow entry fails after remoteLoadLimits.fileMs, not the
 * runtime's 20 s. With no integrities (a development build: remotesConfig.ts's verifiesScripts), unchecked.
 */
export function verifiedScriptsPlugin(integrities: ReadonlyMap<string, string> | null): ModuleFederationRuntimePlugin {
  const pinned = integrities && new Map([...integrities].map(([url, integrity]) => [withoutQuery(url), integrity]));
  return {
    name: 'shell-verified-scripts',
    createScript({ url }) {
      const script = document.createElement('script');
      script.crossOrigin = 'anonymous';
      if (pinned) script.setAttribute('integrity', pinned.get(withoutQuery(url)) ?? NOT_PINNED);
      script.src = url;
      return { script, timeout: remoteLoadLimits.fileMs };
    },
  };
}
