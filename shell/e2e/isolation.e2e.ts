import type { Browser, Locator, Page } from 'playwright-core';
import site from 'shared-content/text/en/site';
import { launchBrowser, openPage, startInteraction } from './support/browser';
import { startComposers, type Carelessness, type Composers } from './support/misbehaving-remote';
import { pageHeadings, pages, shellText, widths } from './support/routes';
import { describeLocal } from './support/site';
import { interactiveMarks } from '../src/layout/interactiveMarks';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { includeLimits } = require('shared-content/tooling/fragment/names');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkStylesheet, pageAreaScope } = require('shared-content/tooling/fragment/check');

/** The page whose team is careless (or hostile), and a page that must not notice. */
const CARELESS = 'contact';
const OTHER = 'about';
const routeOf = (remote: string) => pages.find((page) => page.remote === remote)!;

/** Stylesheets a page team might ship: each would reach the chrome if the page's CSS were global. */
const stylesheets: [string, string][] = [
  ['hides the chrome', 'header,footer,nav,body>*:not(main){display:none!important}'],
  ['covers the page with a section', 'section{position:fixed;inset:0;z-index:2147483647;background:#fff}'],
  ['hides everything', '*{visibility:hidden}'],
  ['switches call links off', 'a[href^="tel:"]{pointer-events:none}'],
  // A comment opener in a string, which a check that strips comments as text reads as the start of a comment.
  ['hides the chrome behind a comment in a string', `${pageAreaScope(CARELESS)} [title="/*"], header, aside, footer, [x="*/"] {display:none}`],
  ['hides the chrome behind a comment after an escaped quote', `${pageAreaScope(CARELESS)} [title="\\"/*"], header, aside, footer, [x="*/"] {display:none}`],
];

/** Markup a page team might put in its fragment: each acts outside the page area if it reaches the browser. */
const markup: [string, string][] = [
  ['<plaintext>', '<section><h2>Plain</h2><plaintext></plaintext></section>'],
  ['<xmp>', '<xmp><p title="</xmp><footer>fake footer</footer>"></p></xmp>'],
  ['<noembed> hiding a refresh', '<noembed><p title="</noembed><meta http-equiv=refresh content=0;url=/evil-landing>"></p></noembed>'],
  ['<svg><style>', '<svg><style>header,footer{display:none}</style></svg>'],
  ['<math>', '<math><mi>x</mi></math>'],
  ['a popover opened by a button', '<div popover="manual" id="evil-cover">Covered</div><button type="button" popovertarget="evil-cover">Open</button>'],
  ['an inline style that covers the page', '<p style="position:fixed;inset:0;z-index:2147483647;background:#fff">Covered</p>'],
  ['autofocus', '<input name="evil-focus" autofocus="">'],
  ["an id the shell uses", '<div id="site-menu">Not the menu</div>'],
  ['a form that posts elsewhere', '<form action="https://elsewhere.example/" method="post"><button type="submit">Send</button></form>'],
  // Start tags a fragment's parse drops but a document's parse merges into the shell's own <body> and <html>.
  ['a second <body> start tag with an event handler', '<body onload="document.title=\'owned\'" class="evil-body">'],
  ['a second <html> start tag with attributes', '<html onmouseover="document.title=\'owned\'" class="evil-html" dir="rtl">'],
];

/** What none of the cases may leave in the document. */
const STRAY =
  'plaintext, xmp, noembed, math, [popover]:not(#site-menu), [autofocus], [style], form[action^="https://elsewhere"], body[onload], body.evil-body, html[onmouseover], html.evil-html';

/** True when a tap at the centre of `target` lands on it: nothing drawn over it. */
const onTop = (target: Locator) =>
  target.evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });

/** The header's call link visible and on top, the 108 notice and the footer there and visible, nothing stray. */
async function expectChromeIntact(page: Page, label: string) {
  const call = page.getByRole('banner').getByRole('link', { name: /Call/ });
  await call.waitFor({ state: 'visible', timeout: 5000 });
  const notice = page.getByRole('complementary', { name: site.emergencyGuidance.label });
  const footer = page.getByRole('contentinfo');
  const seen = {
    callOnTop: await onTop(call),
    noticeVisible: await notice.isVisible(),
    noticeCallOnTop: await onTop(notice.getByRole('link')),
    footerVisible: await footer.isVisible(),
    footerCallOnTop: await onTop(footer.getByRole('link', { name: /Call/ })),
    menus: await page.locator('#site-menu').count(),
    stray: await page.locator(STRAY).count(),
  };
  expect([label, seen]).toEqual([label, { callOnTop: true, noticeVisible: true, noticeCallOnTop: true, footerVisible: true, footerCallOnTop: true, menus: 1, stray: 0 }]);
}

/** Follows a link of the footer (always visible) the way a visitor does: client-side navigation. */
async function navigateTo(page: Page, remote: string) {
  await page.getByRole('contentinfo').getByRole('link', { name: routeOf(remote).navLabel, exact: true }).click();
}

async function openComposed(browser: Browser, url: string, width: number) {
  const watched = await openPage(browser, width);
  await watched.page.goto(url);
  await startInteraction(watched.page);
  await watched.page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, interactiveMarks.shell, { timeout: 15000 });
  return watched;
}

describeLocal('A careless or hostile page stays inside its area', () => {
  let started: Composers;
  let browser: Browser;

  beforeAll(async () => {
    started = await startComposers();
    browser = await launchBrowser();
    // Each composer has seen the careless remote's page once, so it has a last good part to show.
    for (const url of Object.values(started.urls)) await fetch(url + routeOf(CARELESS).path).then((response) => response.text());
  });

  afterAll(async () => {
    await browser?.close();
    await started?.close();
  });

  async function misbehave(carelessness: Carelessness) {
    await started.remotes[CARELESS].setMode('careless', 'all', carelessness);
    // Past the freshness of the last good part, so the composers really ask the remote again.
    await new Promise((resolve) => setTimeout(resolve, includeLimits.freshMs + 200));
  }

  const composerCases = [
    ...stylesheets.map(([name, stylesheet]) => [`a stylesheet that ${name}`, { stylesheet }] as const),
    ...markup.map(([name, snippet]) => [`markup: ${name}`, { fragment: (real: string) => `${snippet}${real}` }] as const),
  ];

  it.each(composerCases)('%s: kept out on the embedded server and through nginx (refused, the last good page shown; or left out of the markup included), the chrome intact at 375 and 1280 px, other pages unaffected', async (name, carelessness) => {
    await misbehave(carelessness);
    for (const [composer, url] of Object.entries(started.urls)) {
      for (const width of widths) {
        const label = `${name} (${composer}, ${width} px)`;
        const { page, context } = await openComposed(browser, url + routeOf(CARELESS).path, width);
        expect([label, await page.getByRole('heading', { level: 1 }).textContent()]).toEqual([label, pageHeadings[CARELESS]]);
        await expectChromeIntact(page, label);
        expect(page.url()).toBe(url + routeOf(CARELESS).path);

        await navigateTo(page, OTHER);
        await page.getByRole('heading', { level: 1, name: pageHeadings[OTHER] }).waitFor();
        await expectChromeIntact(page, `${label}, then ${OTHER}`);
        await context.close();
      }
    }
  });

  it.each(stylesheets)('client-side navigation to a page whose stylesheet %s: the stylesheet stays off, the page shows its fallback, the chrome and the next page are intact', async (name, stylesheet) => {
    await misbehave({ stylesheet });
    for (const width of widths) {
      const label = `${name} (${width} px)`;
      const { page, context } = await openComposed(browser, started.urls.embedded + routeOf(OTHER).path, width);
      await navigateTo(page, CARELESS);
      await page.getByRole('button', { name: shellText.remoteFallback.retry }).waitFor({ timeout: 10000 });
      await expectChromeIntact(page, label);
      await navigateTo(page, OTHER);
      await page.getByRole('heading', { level: 1, name: pageHeadings[OTHER] }).waitFor();
      await expectChromeIntact(page, `${label}, then ${OTHER}`);
      await context.close();
    }
  });

  it('after its stylesheet was refused, the page comes back once its team ships a scoped one: Try again shows it, no reload', async () => {
    await misbehave({ stylesheet: stylesheets[0][1] });
    const { page, context } = await openComposed(browser, started.urls.embedded + routeOf(OTHER).path, 375);
    await navigateTo(page, CARELESS);
    const retry = page.getByRole('button', { name: shellText.remoteFallback.retry });
    await retry.waitFor({ timeout: 10000 });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await started.remotes[CARELESS].setMode('up');
    await retry.click();
    await page.getByRole('heading', { level: 1, name: pageHeadings[CARELESS] }).waitFor({ timeout: 10000 });
    await expectChromeIntact(page, 'the fixed page');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();
  });

  it('a page that covers its own area with a fixed section (scoped, so accepted) stays under the chrome, composed and after client-side navigation', async () => {
    const stylesheet = `${pageAreaScope(CARELESS)} section{position:fixed;inset:-100vh;z-index:2147483647;background:#fff}`;
    await misbehave({ stylesheet });
    for (const width of widths) {
      for (const [composer, url] of Object.entries(started.urls)) {
        const label = `composed by ${composer}, ${width} px`;
        const { page, context } = await openComposed(browser, url + routeOf(CARELESS).path, width);
        expect(await page.content()).toContain(checkStylesheet(stylesheet, CARELESS).css);
        await expectChromeIntact(page, label);
        await context.close();
      }
      const { page, context } = await openComposed(browser, started.urls.embedded + routeOf(OTHER).path, width);
      await navigateTo(page, CARELESS);
      await page.getByRole('heading', { level: 1, name: pageHeadings[CARELESS] }).waitFor({ state: 'attached' });
      await expectChromeIntact(page, `client-side navigation, ${width} px`);
      await context.close();
    }
    await started.remotes[CARELESS].setMode('up');
  });
});
