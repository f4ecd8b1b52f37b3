import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Page as FirefoxPage } from 'puppeteer-core';
import { By, until } from 'selenium-webdriver';
import contactText from 'shared-content/text/en/contact';
import site from 'shared-content/text/en/site';
import aboutUr from 'shared-content/text/ur/about';
import { ALTERED_MARK, alterScripts } from './support/alteredScripts';
import { copyRepository } from './support/repositoryCopy';
import { pageHeadings, pages, shellText } from './support/routes';
import { launchFirefox, setViewport, waitUntil, waitUntilInteractive, watchedPage } from './support/firefox';
import { describeLocal, repoRoot, serveSite, type LocalSite } from './support/site';
import { engineForBlock, eventuallyTrue, type Engine, type Tab } from './support/tabs';
import { fieldLabelled, headingShown, launchWebKit, tap, visitIn, type WebKit } from './support/webkit';

/* eslint-disable @typescript-eslint/no-require-imports */
const { siteService, startContactService } = require('mf-contact/server');
const { startSmtpSink } = require('mf-contact/server/test/smtp-sink');
const { metricValues } = require('../server/testing') as { metricValues: (name: string) => Promise<{ value: number }[]> };
/* eslint-enable @typescript-eslint/no-require-imports */

interface ContactService {
  store: { listSince(since: number): Promise<{ reference: string; message: string }[]> };
  close(): Promise<void>;
}

const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** In the page: is each header control drawn on top at its centre, as a visitor sees it at this moment? */
function headerControlsOnTop(noticeLabel: string, menuLabel: string) {
  const onTop = (element: Element | null) => {
    if (!element) return 'missing';
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  };
  const header = document.querySelector('header');
  return {
    call: onTop(header?.querySelector('a[href^="tel:"]') ?? null),
    notice: onTop(document.querySelector(`[aria-label="${noticeLabel}"] a`)),
    menuButton: onTop(Array.from(header?.querySelectorAll('button') ?? []).find((button) => button.textContent?.includes(menuLabel)) ?? null),
  };
}
const headerControls = [site.emergencyGuidance.label, shellText.nav.menuButton] as const;
type HeaderControls = ReturnType<typeof headerControlsOnTop>;

const headerOnTop = (page: FirefoxPage) => page.evaluate(headerControlsOnTop, ...headerControls);

/** In the page: is the menu popover open? */
const menuIsOpen = () => document.querySelector('#site-menu')?.matches(':popover-open') ?? false;
const menuOpen = (page: FirefoxPage) => page.evaluate(menuIsOpen);

/** In the page: the h1s and whether there is a footer. */
const headingsAndFooter = () => ({ h1s: Array.from(document.querySelectorAll('h1'), (h1) => h1.textContent), footer: Boolean(document.querySelector('footer')) });

/** In the page: its direction, its h1s, and whether anything scrolls sideways. */
const directionAndHeadings = () => ({
  dir: document.documentElement.dir,
  direction: getComputedStyle(document.body).direction,
  h1s: Array.from(document.querySelectorAll('h1'), (h1) => h1.textContent),
  sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
});
const urduAbout = { dir: 'rtl', direction: 'rtl', h1s: [aboutUr.hero.heading], sideways: false };
// The brand link comes first in the header, before the menu's own link home.
const urduBrand = 'header a[href="/ur"]';

const { form } = contactText;
const fieldLabel = (name: string) => form.fields.find((field) => field.name === name)!.label;
const referencePattern = /[2-9A-Z]{4}-[2-9A-Z]{4}/;

/** In the page: how many times it has marked `name` (performance.mark). */
const timesMarked = (name: string) => performance.getEntriesByName(name).length;
const interactive = (tab: Tab) => eventuallyTrue(async () => (await tab.run(timesMarked, 'page-interactive')) > 0, 'the page to become interactive');
const headingIs = (tab: Tab, heading: string) => eventuallyTrue(() => tab.run((expected) => document.querySelector('h1')?.textContent === expected, heading), `the h1 "${heading}"`);
const menuOpenIn = (tab: Tab) => tab.run(menuIsOpen, null);
/** In the page: a mark on the window, which a new document does not have. */
const markSameDocument = () => void Object.assign(window, { sameDocument: true });
const sameDocument = (tab: Tab) => tab.run(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true, null);
/** In the page: whether altered code ran. */
const alteredCodeRan = (tab: Tab) => tab.run((mark) => document.documentElement.hasAttribute(mark), ALTERED_MARK);
const firstName = '#contact-firstName';

/**
 * Scripts are asked for only once the visitor interacts, and what they do before it arrives is what they
 * do without JavaScript: the Menu opens, a link opens its page, typed text stays. The shell's main.js is
 * held on the server until the test lets it go, so "before the code" is certain on any machine.
 */
async function firstInteractionsBeforeTheCode(tab: Tab, site: LocalSite) {
  const { shell } = site;
  const apps = [shell, ...Object.values(site.remotes)];
  const scriptsSince = (marks: number[]) => apps.flatMap((app, index) => app.requested.slice(marks[index]).filter((file) => file.endsWith('.js')).map((file) => app.name + file));
  let release = shell.hold('/main.js');
  try {
    // Reading: the Web Vitals beacon at idle, and no other script, from any origin.
    const marks = apps.map((app) => app.requested.length);
    await tab.open(`${site.url}/about`);
    await eventuallyTrue(() => scriptsSince(marks).includes('shell/vitals.js'), 'the Web Vitals beacon');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(scriptsSince(marks)).toEqual(['shell/vitals.js']);
    // A tap on the text (selecting it, or a pointer passing over it) is reading too.
    await tab.click('h1');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(scriptsSince(marks)).toEqual(['shell/vitals.js']);

    // A tap on the Menu opens it before the code arrives, and asks for the code.
    await tab.click('header button[popovertarget]');
    expect(await menuOpenIn(tab)).toBe(true);
    await eventuallyTrue(() => scriptsSince(marks).includes('shell/main.js'), 'main.js to be asked for');
    // The code arrives: the menu stays open, and its links now navigate client-side.
    release();
    await interactive(tab);
    expect(await menuOpenIn(tab)).toBe(true);
    await tab.run(markSameDocument, null);
    await tab.click('#site-menu a[href="/contact"]');
    await headingIs(tab, pageHeadings.contact);
    expect(await sameDocument(tab)).toBe(true);

    // A link tapped before the code arrives opens its page as a plain link.
    release = shell.hold('/main.js');
    await tab.open(`${site.url}/about`);
    await tab.run(markSameDocument, null);
    await tab.click('footer a[href="/contact"]');
    await headingIs(tab, pageHeadings.contact);
    expect(await sameDocument(tab)).toBe(false);

    // Text typed before the form's code arrives stays; once it has, typing goes on at the cursor.
    await tab.type(firstName, 'Lakshmi');
    expect(await tab.run(timesMarked, 'shell-interactive')).toBe(0);
    release();
    await interactive(tab);
    expect(await tab.run((selector) => document.activeElement === document.querySelector(selector), firstName)).toBe(true);
    await tab.type(firstName, ' Rao');
    expect(await tab.run((selector) => document.querySelector<HTMLInputElement>(selector)!.value, firstName)).toBe('Lakshmi Rao');
  } finally {
    release();
  }
}

/**
 * Every script of the shell and the remotes altered after the site started (`altered`): the browser
 * refuses each (the loader asks for them with the integrity the build wrote, and the pins the site made),
 * the Menu tapped as the first sign opens all the same, a link opens its page, and the loader counts
 * the refusals of main.js and of the Web Vitals beacon.
 */
async function alteredScriptsRefused(tab: Tab, altered: { url: string; refusals(): Promise<number> }) {
  const before = await altered.refusals();
  await tab.open(`${altered.url}/about`);
  await tab.click('header button[popovertarget]');
  expect(await menuOpenIn(tab)).toBe(true);
  await eventuallyTrue(async () => (await altered.refusals()) >= before + 2, 'main.js and vitals.js to be refused and counted');
  expect(await alteredCodeRan(tab)).toBe(false);
  expect(await tab.run(timesMarked, 'shell-interactive')).toBe(0);
  await tab.click('#site-menu a[href="/contact"]');
  await headingIs(tab, pageHeadings.contact);
  expect(await alteredCodeRan(tab)).toBe(false);
}

async function visit(page: FirefoxPage, url: string) {
  await page.goto(url);
  await waitUntilInteractive(page);
}

// Each engine's tests name it (Firefox, WebKit, Chromium), so that `-t WebKit` runs one engine's alone.
describeLocal('Browser support', () => {
  /** The built site, with the contact service on the contact remote's origin and a local inbox, as in contact.e2e.ts. */
  const served = {} as { url: string; site: LocalSite; service: ContactService; inbox: { close(): Promise<void>; port: number }; dir: string };
  beforeAll(async () => {
    served.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'browsers-e2e-'));
    served.inbox = await startSmtpSink();
    const siteOrigins: string[] = [];
    served.service = await startContactService({
      sqliteFile: path.join(served.dir, 'requests.sqlite'),
      smtpUrl: `smtp://127.0.0.1:${served.inbox.port}`,
      // The test inbox is a relay on this machine, without TLS.
      smtpPlainRelay: true,
      siteOrigins,
      log: { log() {}, error() {} },
    });
    served.site = await serveSite(repoRoot, { services: { contact: siteService(served.service) } });
    served.url = served.site.url;
    siteOrigins.push(served.url);
  });
  afterAll(async () => {
    await served.site?.close();
    await served.service?.close();
    await served.inbox?.close();
    if (served.dir) fs.rmSync(served.dir, { recursive: true, force: true });
  });

  /** A copy of the built site, every script of the shell and the remotes altered once it has started. */
  const altered = {} as { copy: string; site: LocalSite; url: string; refusals(): Promise<number> };
  beforeAll(async () => {
    altered.copy = copyRepository('browsers-altered-');
    altered.site = await serveSite(altered.copy);
    altered.url = altered.site.url;
    alterScripts(['shell', 'mf-home', 'mf-about', 'mf-howitworks', 'mf-contact'].map((app) => path.join(altered.copy, app, 'dist')));
    altered.refusals = async () => (await metricValues('careway_script_refused_total')).reduce((sum, sample) => sum + sample.value, 0);
  });
  afterAll(async () => {
    await altered.site?.close();
    if (altered.copy) fs.rmSync(altered.copy, { recursive: true, force: true });
  });

  /** What every engine does on a tab of its own. */
  const tabScenarios = (engine: Engine) => {
    it('before the code: no script but the beacon, and a tap on the Menu, a link and typing in the form each do what they do without JavaScript; the code arrives after', async () => {
      const { tab, errors, close } = await engine.openTab();
      await firstInteractionsBeforeTheCode(tab, served.site);
      expect(errors()).toEqual([]);
      await close();
    });

    it('altered scripts: refused, counted, and the page works as without JavaScript', async () => {
      const { tab, errors, close } = await engine.openTab();
      await alteredScriptsRefused(tab, altered);
      // What the browser said of the refused scripts (their integrity), and nothing else.
      expect(errors().every((error) => /integrity|digest/i.test(error))).toBe(true);
      await close();
    });
  };

  describe('Chromium', () => {
    tabScenarios(engineForBlock('Chromium'));
  });

  describe('Firefox ESR', () => {
    const firefox = engineForBlock('Firefox ESR');

    it.each(pages.map((meta) => [meta.path, meta] as const))('%s at 375 and 1280 px: one h1, the call link on top, the footer, no console error', async (routePath, meta) => {
      const { page, errors } = await watchedPage(firefox.browser);
      for (const width of [375, 1280]) {
        await setViewport(page, { width, height: 900 });
        await visit(page, served.url + routePath);
        const seen = await page.evaluate(headingsAndFooter);
        expect([width, seen]).toEqual([width, { h1s: [pageHeadings[meta.remote]], footer: true }]);
        expect([width, (await headerOnTop(page)).call]).toEqual([width, true]);
      }
      expect(errors).toEqual([]);
      await page.close();
    });

    it('client-side navigation and Back, and the menu at 375 px', async () => {
      const page = await firefox.browser.newPage();
      await setViewport(page, { width: 375, height: 900 });
      await visit(page, `${served.url}/`);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.click('header button[popovertarget]');
      expect(await menuOpen(page)).toBe(true);
      await page.click('#site-menu a[href="/about"]');
      await waitUntil(page, (heading) => document.querySelector('h1')?.textContent === heading, pageHeadings.about);
      expect(await menuOpen(page)).toBe(false);
      // As the Back button does; puppeteer's goBack waits for a navigation event Firefox 140 does not send for a same-document entry.
      await page.evaluate(() => history.back());
      await waitUntil(page, (heading) => document.querySelector('h1')?.textContent === heading, pageHeadings.home);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await page.close();
    });

    it('the contact form at 375 px: Send stores the message and shows its reference', async () => {
      const { page, errors } = await watchedPage(firefox.browser);
      await setViewport(page, { width: 375, height: 900 });
      await visit(page, `${served.url}/contact`);
      const message = 'Dialysis ride, asked from Firefox';
      const type = async (name: string, text: string) => {
        const id = await page.evaluate((label) => Array.from(document.querySelectorAll('label')).find((element) => element.textContent!.trim().startsWith(label))!.htmlFor, fieldLabel(name));
        await page.type(`#${id}`, text);
      };
      await type('firstName', 'Lakshmi');
      await type('phone', '+91 98765 43210');
      await type('message', message);
      await page.click(`button::-p-text(${form.submit})`);
      const shown = await (await page.waitForSelector(`p::-p-text(${form.sent.referenceLabel})`))!.evaluate((paragraph) => paragraph.textContent!);
      const stored = (await served.service.store.listSince(0)).filter((request) => request.message === message);
      expect(stored).toHaveLength(1);
      expect(shown.match(referencePattern)?.[0]).toBe(stored[0].reference);
      expect(errors).toEqual([]);
      await page.close();
    });

    tabScenarios(firefox);

    it('right to left: /ur/about at 375 and 1280 px has its h1, the call link on top, nothing scrolling sideways, and the brand on the right at 1280 px', async () => {
      const { page, errors } = await watchedPage(firefox.browser);
      for (const width of [375, 1280]) {
        await setViewport(page, { width, height: 900 });
        await visit(page, `${served.url}/ur/about`);
        expect([width, await page.evaluate(directionAndHeadings)]).toEqual([width, urduAbout]);
        expect([width, (await headerOnTop(page)).call]).toEqual([width, true]);
      }
      expect(await page.$eval(urduBrand, (brand) => brand.getBoundingClientRect().x)).toBeGreaterThan(640);
      expect(errors).toEqual([]);
      await page.close();
    });
  });

  describe("WebKit (Safari's engine)", () => {
    const webkit = engineForBlock('WebKit');

    /** Opens `url` in a window `width` px wide. */
    async function open(url: string, width: number) {
      await webkit.browser.driver.manage().window().setRect({ width, height: 900 });
      await visitIn(webkit.browser.driver, url);
      expect(await webkit.browser.driver.executeScript('return innerWidth')).toBe(width);
    }
    const callOnTop = async () => (await webkit.browser.driver.executeScript<HeaderControls>(headerControlsOnTop, ...headerControls)).call;

    it.each(pages.map((meta) => [meta.path, meta] as const))('%s at 375 and 1280 px: one h1, the call link on top, the footer, no console error', async (routePath, meta) => {
      for (const width of [375, 1280]) {
        await open(served.url + routePath, width);
        expect([width, await webkit.browser.driver.executeScript(headingsAndFooter)]).toEqual([width, { h1s: [pageHeadings[meta.remote]], footer: true }]);
        expect([width, await callOnTop()]).toEqual([width, true]);
      }
      expect(webkit.browser.takeConsoleErrors()).toEqual([]);
    });

    it('client-side navigation and Back, and the menu at 375 px', async () => {
      const { driver } = webkit.browser;
      await open(`${served.url}/`, 375);
      await driver.executeScript('window.sameDocument = true');
      await tap(driver, await driver.findElement(By.css('header button[popovertarget]')));
      expect(await driver.executeScript(menuIsOpen)).toBe(true);
      expect(await driver.executeScript(headerControlsOnTop, ...headerControls)).toEqual({ call: true, notice: true, menuButton: true });
      await tap(driver, await driver.findElement(By.css('#site-menu a[href="/about"]')));
      await headingShown(driver, pageHeadings.about);
      expect(await driver.executeScript(menuIsOpen)).toBe(false);
      await driver.navigate().back();
      await headingShown(driver, pageHeadings.home);
      expect(await driver.executeScript('return window.sameDocument')).toBe(true);
      expect(webkit.browser.takeConsoleErrors()).toEqual([]);
    });

    it('the contact form at 375 px: Send stores the message and shows its reference', async () => {
      const { driver } = webkit.browser;
      await open(`${served.url}/contact`, 375);
      const message = 'Dialysis ride, asked from WebKit';
      await (await fieldLabelled(driver, fieldLabel('firstName'))).sendKeys('Lakshmi');
      await (await fieldLabelled(driver, fieldLabel('phone'))).sendKeys('+91 98765 43210');
      await (await fieldLabelled(driver, fieldLabel('message'))).sendKeys(message);
      await tap(driver, await driver.findElement(By.xpath(`//button[normalize-space()="${form.submit}"]`)));
      await driver.wait(until.elementLocated(By.xpath(`//h3[normalize-space()="${form.sent.heading}"]`)), 10000);
      const shown = await driver.findElement(By.xpath(`//p[starts-with(normalize-space(), "${form.sent.referenceLabel}")]`)).getText();
      const stored = (await served.service.store.listSince(0)).filter((request) => request.message === message);
      expect(stored).toHaveLength(1);
      expect(shown.match(referencePattern)?.[0]).toBe(stored[0].reference);
      expect(webkit.browser.takeConsoleErrors()).toEqual([]);
    });

    tabScenarios(webkit);

    it('right to left: /ur/about at 375 and 1280 px has its h1, the call link on top, nothing scrolling sideways, and the brand on the right at 1280 px', async () => {
      for (const width of [375, 1280]) {
        await open(`${served.url}/ur/about`, width);
        expect([width, await webkit.browser.driver.executeScript(directionAndHeadings)]).toEqual([width, urduAbout]);
        expect([width, await callOnTop()]).toEqual([width, true]);
      }
      const brand = await webkit.browser.driver.findElement(By.css(urduBrand)).getRect();
      expect(brand.x).toBeGreaterThan(640);
      expect(webkit.browser.takeConsoleErrors()).toEqual([]);
    });
  });

  it('without CSS anchor positioning (Safari 17-18, Firefox 125-146): the open menu leaves the header, the 108 notice and the close button uncovered, and the close button closes it', async () => {
    const firefox = await launchFirefox({ 'layout.css.anchor-positioning.enabled': false });
    try {
      const page = await firefox.newPage();
      await setViewport(page, { width: 375, height: 800 });
      await visit(page, `${served.url}/`);
      expect(await page.evaluate(() => CSS.supports('anchor-name: --a'))).toBe(false);
      await page.click('header button[popovertarget]');
      expect(await menuOpen(page)).toBe(true);
      expect(await headerOnTop(page)).toEqual({ call: true, notice: true, menuButton: true });
      await page.click('header button[popovertarget]');
      expect(await menuOpen(page)).toBe(false);
    } finally {
      await firefox.close();
    }
  });

  describe('WebKit with a feature switched off, as in an older Safari', () => {
    let webkit: WebKit | undefined;
    afterEach(async () => {
      await webkit?.quit();
      webkit = undefined;
    });

    it('without CSS anchor positioning (Safari 17-18): the open menu leaves the header, the 108 notice and the close button uncovered, and a tap on the close button closes it', async () => {
      webkit = await launchWebKit({ disabledFeatures: ['CSSAnchorPositioning'] });
      const { driver } = webkit;
      await driver.manage().window().setRect({ width: 375, height: 800 });
      await visitIn(driver, `${served.url}/`);
      expect(await driver.executeScript('return CSS.supports("anchor-name: --a")')).toBe(false);
      const menuButton = await driver.findElement(By.css('header button[popovertarget]'));
      await tap(driver, menuButton);
      expect(await driver.executeScript(menuIsOpen)).toBe(true);
      expect(await driver.executeScript(headerControlsOnTop, ...headerControls)).toEqual({ call: true, notice: true, menuButton: true });
      await tap(driver, menuButton);
      expect(await driver.executeScript(menuIsOpen)).toBe(false);
      expect(await driver.getCurrentUrl()).toBe(`${served.url}/`);
      expect(webkit.takeConsoleErrors()).toEqual([]);
    });

    it('without popover (Safari 16 and older): no Menu button, the call link on top, and a menu link in the bar opens its page', async () => {
      webkit = await launchWebKit({ disabledFeatures: ['PopoverAttribute'] });
      const { driver } = webkit;
      await driver.manage().window().setRect({ width: 375, height: 800 });
      await visitIn(driver, `${served.url}/`);
      expect(await driver.executeScript('return "popover" in HTMLElement.prototype')).toBe(false);
      expect(await driver.findElement(By.css('header button[popovertarget]')).isDisplayed()).toBe(false);
      expect((await driver.executeScript<HeaderControls>(headerControlsOnTop, ...headerControls)).call).toBe(true);
      const aboutLabel = pages.find((meta) => meta.remote === 'about')!.navLabel;
      const aboutLink = await driver.findElement(By.xpath(`//nav[@aria-label="${shellText.nav.label}"]//a[normalize-space()="${aboutLabel}"]`));
      expect(await aboutLink.isDisplayed()).toBe(true);
      await tap(driver, aboutLink);
      await headingShown(driver, pageHeadings.about);
      expect(webkit.takeConsoleErrors()).toEqual([]);
    });
  });

  it('Chromium: a 1280 px desktop window with a classic scrollbar gets the desktop bar: the links in it, no Menu button', async () => {
    // Headless Chromium hides scrollbars unless told otherwise; with them, 1280 px is ~1265 px inside.
    const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless', '--no-sandbox', '--disable-gpu'], ignoreDefaultArgs: ['--hide-scrollbars'] });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${served.url}/`);
      expect(await page.evaluate(() => document.documentElement.clientWidth)).toBeLessThan(1280);
      expect(await page.getByRole('banner').getByRole('button', { name: shellText.nav.menuButton }).isVisible()).toBe(false);
      expect(await page.getByRole('navigation', { name: shellText.nav.label }).getByRole('link', { name: pages.find((meta) => meta.remote === 'about')!.navLabel, exact: true }).isVisible()).toBe(true);
    } finally {
      await browser.close();
    }
  });
});
