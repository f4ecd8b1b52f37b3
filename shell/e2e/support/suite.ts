import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { deployedSiteUrl, repoRoot, serveSite, type LocalSite } from './site';

/**
 * Starts Chromium and the site for a test file: the local production build on free ports, or the
 * deployed site named by E2E_BASE_URL. Call at the top of a describe block.
 */
export function useSite() {
  const state = {} as { browser: Browser; url: string; local?: LocalSite };
  beforeAll(async () => {
    state.browser = await launchBrowser();
    if (deployedSiteUrl) {
      state.url = deployedSiteUrl;
    } else {
      state.local = await serveSite(repoRoot);
      state.url = state.local.url;
    }
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.local?.close();
  });
  return state;
}
