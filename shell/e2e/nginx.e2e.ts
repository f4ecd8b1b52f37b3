import http from 'node:http';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, visit } from './support/browser';
import { startNginx, type RunningNginx } from './support/nginx';
import { localeInfo, locales, localizedPath } from 'shared-content';
import urduContact from 'shared-content/text/ur/contact';
import teluguSite from 'shared-content/text/te/site';
import urduSite from 'shared-content/text/ur/site';
import { business, pageHeadings, pages, shellText } from './support/routes';
import { describeLocal } from './support/site';

describeLocal('The reference nginx configuration', () => {
  let nginx: RunningNginx;
  let browser: Browser;
  let shellUrl: string;
  let remoteUrls: Record<string, string>;

  beforeAll(async () => {
    nginx = await startNginx();
    ({ shellUrl, remoteUrls } = nginx);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await nginx?.stop();
  });

  /** The shell's answer at `pathname`, which must have this status, and its HTML. */
  async function fetchPage(pathname: string, status: number) {
    const response = await fetch(`${shellUrl}${pathname}`);
    expect(response.status).toBe(status);
    return { response, html: await response.text() };
  }

  it.each(pages.map((page) => [page.path, page] as const))('serves %s under the strict CSP with zero violations', async (_path, meta) => {
    const { page, context, problems } = await openPage(browser, 375);
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        ((window as unknown as { violations: string[] }).violations ??= []).push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await visit(page, shellUrl + meta.path);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: pageHeadings[meta.remote] }).waitFor({ timeout: 15000 });
    // The menu and a client-side navigation still work under the policy.
    await page.getByRole('button', { name: shellText.nav.menuButton }).click();
    const next = pages[(pages.indexOf(meta) + 1) % pages.length];
    await page.getByRole('navigation', { name: shellText.nav.label }).getByRole('link', { name: next.navLabel, exact: true }).click();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: pageHeadings[next.remote] }).waitFor({ timeout: 15000 });
    expect(await page.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? [])).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(pages.map((page) => [page.path, page] as const))('composes %s with its page fragment, readable without JavaScript', async (_path, meta) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(shellUrl + meta.path);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(pageHeadings[meta.remote]);
    const fontFamily = await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily);
    expect(fontFamily).toContain('system-ui');
    expect(await page.locator('[data-fallback]').count()).toBe(0);
    await context.close();
  });

  it('sends the security headers with a CSP that allows no inline or eval script', async () => {
    const response = await fetch(`${shellUrl}/`);
    const csp = response.headers.get('content-security-policy')!;
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    for (const origin of Object.values(remoteUrls)) expect(scriptSrc).toContain(origin);
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it("sends the security headers on nginx's own errors too, and keeps source maps and build statistics private", async () => {
    const raw = (url: string) => new Promise<http.IncomingMessage>((resolve) => http.get(url, (response) => resolve(response.resume())));
    for (const [url, status] of [
      [`${shellUrl}/%zz%`, 400],
      [`${shellUrl}/${'x'.repeat(20000)}`, 414],
      [`${shellUrl}/main.js.map`, 404],
      [`${remoteUrls.about}/remoteEntry.js.map`, 404],
      [`${remoteUrls.about}/mf-stats.json`, 404],
    ] as const) {
      const response = await raw(url);
      expect([url.slice(0, 60), response.statusCode, response.headers['x-content-type-options']]).toEqual([url.slice(0, 60), status, 'nosniff']);
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    }
  });

  it('answers deep links with their HTML and unknown paths with a real 404', async () => {
    const about = await fetch(`${shellUrl}/about`);
    expect(about.status).toBe(200);
    expect(await about.text()).toContain(`<title>${pages[1].title}</title>`);
    const missing = await fetch(`${shellUrl}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(`<title>${shellText.notFound.title}</title>`);
  });

  it('revalidates entry files, caches hashed files for a year, and sends precompressed files', async () => {
    for (const url of [`${shellUrl}/`, `${shellUrl}/main.js`, `${remoteUrls.about}/remoteEntry.js`, `${remoteUrls.about}/mf-manifest.json`]) {
      expect([url, (await fetch(url)).headers.get('cache-control')]).toEqual([url, 'no-cache']);
    }
    const manifest = await (await fetch(`${remoteUrls.about}/mf-manifest.json`)).json();
    const hashedChunk = manifest.exposes[0].assets.js.sync.find((file: string) => /\.[0-9a-f]{8}\.js$/.test(file));
    const chunk = await fetch(`${remoteUrls.about}/${hashedChunk}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');

    const raw = (encoding: string) =>
      new Promise<http.IncomingMessage>((resolve) => http.get(`${shellUrl}/main.js`, { headers: { 'Accept-Encoding': encoding } }, resolve));
    expect((await raw('gzip')).headers['content-encoding']).toBe('gzip');
    if (nginx.brotli) expect((await raw('br')).headers['content-encoding']).toBe('br');
  });

  it('puts each route title, description, canonical URL and link-preview tags in the HTML', async () => {
    for (const meta of pages) {
      const html = await (await fetch(shellUrl + meta.path)).text();
      expect(html).toContain(`<title>${meta.title}</title>`);
      expect(html).toContain(`<meta name="description" content="${meta.description}">`);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^ >]+${meta.path === '/' ? '/' : meta.path}">`));
      expect(html).toContain(`<meta property="og:title" content="${meta.title}">`);
      expect(html).toContain('<meta name="twitter:card" content="summary">');
      expect(html).toMatch(/<html lang="en" dir="ltr">/);
    }
    const home = await (await fetch(`${shellUrl}/`)).text();
    const jsonLd = JSON.parse(home.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]);
    expect(jsonLd).toMatchObject({
      '@type': 'MedicalBusiness',
      openingHoursSpecification: { opens: '08:00', closes: '20:00' },
      areaServed: [{ name: 'Hyderabad' }, { name: 'Telangana' }],
    });
    expect(await (await fetch(`${shellUrl}/robots.txt`)).text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    const sitemap = await (await fetch(`${shellUrl}/sitemap.xml`)).text();
    expect(sitemap.match(/<loc>/g)).toHaveLength(pages.length * locales.length);
  });

  it('serves /ur/contact in Urdu, right to left, with its address in every language', async () => {
    const { html } = await fetchPage('/ur/contact', 200);
    expect(html).toMatch(/<html lang="ur" dir="rtl">/);
    expect(html).toContain(`<title>${urduSite.pages.contact.title}</title>`);
    expect(html).toContain(`<meta property="og:locale" content="${localeInfo.ur.ogLocale}">`);
    const absolute = (pathname: string) => new URL(pathname, `${business.siteUrl}/`).href;
    for (const locale of locales) {
      expect(html).toContain(`<link rel="alternate" hreflang="${locale}" href="${absolute(localizedPath(locale, '/contact'))}">`);
    }
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${absolute('/contact')}">`);
    // Composed with the contact page in Urdu.
    expect(html).toMatch(/<div id="page-root"[^>]* data-locale="ur"/);
    expect(html).toContain(`>${urduContact.hero.heading}</h1>`);
  });

  it('answers an unknown address under /te with the Telugu 404 page, with every header', async () => {
    const { response, html } = await fetchPage('/te/nothing', 404);
    expect(html).toMatch(/<html lang="te" dir="ltr">/);
    expect(html).toContain(`<title>${teluguSite.shell.notFound.title}</title>`);
    expect(html).toContain(teluguSite.shell.notFound.text);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['/about/', '/about'],
    ['/ABOUT', '/about'],
    ['/about/index.html', '/about'],
    ['/index.html', '/'],
    ['/te/about/', '/te/about'],
    ['/TE/About', '/te/about'],
    ['/te/about/index.html', '/te/about'],
    ['/te/', '/te'],
  ])('redirects %s permanently to %s, as the embedded server does', async (variant, canonical) => {
    const response = await fetch(`${shellUrl}${variant}?from=test`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    const location = new URL(response.headers.get('location')!, shellUrl);
    expect(location.pathname + location.search).toBe(`${canonical}?from=test`);
    expect((await fetch(shellUrl + canonical, { redirect: 'manual' })).status).toBe(200);
  });
});
