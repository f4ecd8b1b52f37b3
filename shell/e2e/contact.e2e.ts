import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { messageFormId } from 'shared-content';
import contactText from 'shared-content/text/en/contact';
import { launchBrowser, openPage, visit, waitUntilInteractive } from './support/browser';
import { pageHeadings, shellText } from './support/routes';
import { describeLocal, repoRoot, serveSite, type LocalSite } from './support/site';

/* eslint-disable @typescript-eslint/no-require-imports */
const { siteService, startContactService } = require('mf-contact/server');
const { formStampLimits } = require('shared-content/tooling/form-stamp');
const { startSmtpSink } = require('mf-contact/server/test/smtp-sink');
/* eslint-enable @typescript-eslint/no-require-imports */

interface StoredRequest {
  reference: string;
  firstName: string;
  message: string;
  channel: string;
  mailedAt: number | null;
  botReason: string | null;
}
interface ContactService {
  store: { listSince(since: number): Promise<StoredRequest[]> };
  close(): Promise<void>;
}
interface SmtpSink {
  messages: { raw: string }[];
  close(): Promise<void>;
  port: number;
}

const { form } = contactText;
const referencePattern = /[2-9A-Z]{4}-[2-9A-Z]{4}/;

/** The site as `npm run serve` runs it, with the contact service on the contact remote's origin and a local inbox. */
const state = {} as { browser: Browser; site: LocalSite; service: ContactService; inbox: SmtpSink; dir: string };
beforeAll(async () => {
  state.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-e2e-'));
  state.inbox = await startSmtpSink();
  const siteOrigins: string[] = [];
  state.service = await startContactService({
    sqliteFile: path.join(state.dir, 'requests.sqlite'),
    smtpUrl: `smtp://127.0.0.1:${state.inbox.port}`,
    // The test inbox is a relay on this machine, without TLS.
    smtpPlainRelay: true,
    siteOrigins,
    mailIntervalMs: 200,
    // These visitors type in well under the 3 s a person needs: their posts count as a person's once the form
    // is served (a stamp they do not bring still gives a bot away; too fresh a stamp: the service's own tests).
    formStampLimits: { ...formStampLimits, minFillMs: 0 },
    log: { log() {}, error() {} },
  });
  state.browser = await launchBrowser();
  state.site = await serveSite(repoRoot, { services: { contact: siteService(state.service) } });
  siteOrigins.push(state.site.url);
});
afterAll(async () => {
  await state.browser?.close();
  await state.site?.close();
  await state.service?.close();
  await state.inbox?.close();
  if (state.dir) fs.rmSync(state.dir, { recursive: true, force: true });
});

async function storedWith(message: string) {
  return (await state.service.store.listSince(0)).filter((request) => request.message === message);
}

/** Waits until the inbox holds the mail of `reference`, and returns how many mails carry it. */
async function mailsFor(reference: string) {
  const count = () => state.inbox.messages.filter((mail) => mail.raw.includes(`Reference: ${reference}`)).length;
  const deadline = Date.now() + 15000;
  while (count() === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return count();
}

async function fillForm(page: Page, message: string) {
  await page.getByLabel(/^First name/).fill('Lakshmi');
  await page.getByLabel(/^Phone number/).fill('+91 (0)98765 43210');
  await page.getByLabel(/^Your message/).fill(message);
}

describeLocal('The contact form', () => {
  describe.each([1280, 375])('at %i px', (width) => {
    async function openForm(options: { javaScript?: boolean } = {}) {
      const watched = await openPage(state.browser, width);
      if (options.javaScript === false) {
        await watched.context.close();
        const context = await state.browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
        const page = await context.newPage();
        await page.goto(`${state.site.url}/contact`);
        return { page, context, problems: [] as string[] };
      }
      await visit(watched.page, `${state.site.url}/contact`);
      await watched.page.getByRole('heading', { level: 1, name: pageHeadings.contact }).waitFor();
      return watched;
    }

    it('shows the error summary for a bad submission: an alert, focused, linking to the fields, "Error:" in the title', async () => {
      const { page, context, problems } = await openForm();
      const title = await page.title();
      await page.getByLabel(/^Phone number/).fill('12345');
      await page.getByRole('button', { name: form.submit }).click();
      const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: form.errorSummaryTitle }) });
      await summary.waitFor();
      expect(await summary.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      expect(await page.title()).toBe(`${form.errorTitlePrefix} ${title}`);
      await summary.getByRole('link', { name: form.errors.firstNameMissing }).click();
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('firstName');
      expect(await page.getByLabel(/^Phone number/).getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByRole('textbox', { name: `Email address ${form.labelNotes.email}` }).count()).toBe(1);
      expect(await page.getByRole('textbox', { name: `Phone number ${form.labelNotes.phone}` }).count()).toBe(1);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('with JavaScript: Send stores the request, shows its reference, and the inbox receives it once', async () => {
      const { page, context, problems } = await openForm();
      const message = `Dialysis ride at ${width} px, <script>alert(1)</script> & back`;
      await fillForm(page, message);
      await page.getByRole('button', { name: form.submit }).click();
      await page.getByRole('heading', { name: form.sent.heading }).waitFor();
      const shown = (await page.getByText(form.sent.referenceLabel).textContent())!.match(referencePattern)![0];

      const [stored] = await storedWith(message);
      expect(stored).toMatchObject({ reference: shown, firstName: 'Lakshmi', channel: 'json', botReason: null });
      expect(await mailsFor(shown)).toBe(1);
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('without JavaScript: the form POSTs (no personal data in any URL), the confirmation page shows the reference, the inbox receives it', async () => {
      const { page, context } = await openForm({ javaScript: false });
      const urls: string[] = [];
      page.on('request', (request) => urls.push(`${request.method()} ${request.url()}`));
      const message = `No-script ride at ${width} px`;
      await fillForm(page, message);
      await page.getByRole('button', { name: form.submit }).click();
      await page.getByRole('heading', { level: 1, name: form.sent.heading }).waitFor();

      const [stored] = await storedWith(message);
      expect(stored).toMatchObject({ firstName: 'Lakshmi', channel: 'form', botReason: null });
      expect(await page.locator('main').textContent()).toContain(stored.reference);
      expect(await page.getByRole('link', { name: /Call us/ }).getAttribute('href')).toMatch(/^tel:/);
      expect(await page.getByRole('link', { name: form.server.backToSite }).getAttribute('href')).toBe(`${state.site.url}/contact`);
      // The submission is a POST; after it, only the reference appears in a URL (post/redirect/get).
      expect(urls.filter((url) => url.includes('/api/messages'))).toEqual([
        expect.stringMatching(/^POST http:\/\/localhost:\d+\/api\/messages$/),
        `GET ${page.url()}`,
      ]);
      expect(page.url()).toMatch(/\/api\/messages\/sent\?reference=[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      expect(urls.join(' ')).not.toMatch(/Lakshmi|98765|script/);
      expect(await mailsFor(stored.reference)).toBe(1);
      await context.close();
    });
  });

  it.each([320, 1280])('the no-JavaScript answers (confirmation, the form with its errors) pass axe and fit at %i px', async (width) => {
    const contactOrigin = state.site.remotes.contact.origin;
    const post = (body: string) =>
      fetch(`${contactOrigin}/api/messages`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: state.site.url },
        body,
      });
    const confirmation = `${contactOrigin}${(await post('firstName=Asha&phone=9876543210&message=Axe+check')).headers.get('location')}`;
    const withErrors = await post('firstName=&email=bad&message=%3Cb%3Ehi%3C%2Fb%3E');
    expect(withErrors.status).toBe(422);
    const errorsHtml = await withErrors.text();
    const errorsUrl = `${contactOrigin}/api/messages/errors-under-test`;

    const context = await state.browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.route(errorsUrl, (route) =>
      route.fulfill({ status: 422, body: errorsHtml, headers: Object.fromEntries(withErrors.headers.entries()) }),
    );
    for (const url of [confirmation, errorsUrl]) {
      await page.goto(url);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
        .options({ rules: { 'target-size': { enabled: true } } })
        .analyze();
      expect(results.violations.map((violation) => `${url}: ${violation.id}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    expect(await page.title()).toMatch(/^Error: /);
    expect(await page.getByLabel(/^Your message/).inputValue()).toBe('<b>hi</b>');
    await context.close();
  });

  it("reached by the site's own navigation, the form asks the service for its stamp when the visitor starts: the request is a person's, mailed", async () => {
    const { page, context, problems } = await openPage(state.browser, 1280);
    await visit(page, state.site.url);
    const stampAsked = page.waitForResponse((response) => response.url().endsWith('/api/messages/stamp'));
    await page.getByRole('navigation', { name: shellText.nav.label }).getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('heading', { level: 1, name: pageHeadings.contact }).waitFor();
    const message = 'Ride asked for after the navbar';
    await fillForm(page, message);
    expect((await stampAsked).status()).toBe(200);
    await page.getByRole('button', { name: form.submit }).click();
    await page.getByRole('heading', { name: form.sent.heading }).waitFor();
    const [stored] = await storedWith(message);
    expect(stored).toMatchObject({ channel: 'json', botReason: null });
    expect(await mailsFor(stored.reference)).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a post straight after the page is loaded, without its stamp or with a forged one, is answered as any other, kept and never mailed', async () => {
    const html = await (await fetch(`${state.site.url}/contact`)).text();
    const stamp = /name="formStamp" value="(\d+\.[\w-]{43})"/.exec(html)![1];
    const forged = `${Number(stamp.split('.')[0]) - 60_000}.${stamp.split('.')[1]}`;
    const post = (message: string, formStamp?: string) =>
      fetch(`${state.site.remotes.contact.origin}/api/messages`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: state.site.url },
        body: new URLSearchParams({ firstName: 'Bot', phone: '9876543210', message, ...(formStamp !== undefined && { formStamp }) }).toString(),
      });
    for (const [message, formStamp] of [['Bot without a stamp', undefined], ['Bot with a forged stamp', forged]]) {
      const answer = await post(message!, formStamp);
      expect([answer.status, answer.headers.get('location')]).toEqual([303, expect.stringMatching(/^\/api\/messages\/sent\?reference=/)]);
    }
    // The page's own stamp, sent back: a person's (the time a person needs is waived here, see beforeAll).
    const person = await post('Person after the bots', stamp);
    expect(person.status).toBe(303);
    const [personRequest] = await storedWith('Person after the bots');
    expect(await mailsFor(personRequest.reference)).toBe(1);
    // Mailed in order of arrival: the bots' requests, which came first, would have been mailed by now.
    const bots = [...(await storedWith('Bot without a stamp')), ...(await storedWith('Bot with a forged stamp'))];
    expect(bots.map((request) => [request.botReason, request.mailedAt])).toEqual([['no-stamp', null], ['forged-stamp', null]]);
    expect(state.inbox.messages.filter((mail) => mail.raw.includes('Bot with') || mail.raw.includes('Bot without'))).toEqual([]);
  });

  it('endpoint down: WhatsApp and e-mail are offered with the text encoded, the draft stays; endpoint back: Send works without a reload', async () => {
    const { page, context } = await openPage(state.browser, 375);
    await visit(page, `${state.site.url}/contact`);
    const message = 'Pick-up at 7 am & back by 1 pm? #dialysis\ncc=someone@example.com 🚑 ధన్యవాదాలు شکریہ';
    await fillForm(page, message);

    // A reload keeps what was typed.
    await page.reload();
    await waitUntilInteractive(page);
    await page.waitForFunction(() => (document.querySelector('textarea[name="message"]') as HTMLTextAreaElement | null)?.value.length);
    expect(await page.getByLabel(/^Your message/).inputValue()).toBe(message);

    await page.route('**/api/messages', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: form.submit }).click();
    await page.getByRole('heading', { name: form.failed.heading }).waitFor();
    const whatsapp = page.getByRole('link', { name: form.handoff.whatsapp });
    const whatsappUrl = new URL((await whatsapp.getAttribute('href'))!);
    expect(`${whatsappUrl.origin}${whatsappUrl.pathname}`).toMatch(/^https:\/\/wa\.me\/\d{12}$/);
    expect([...whatsappUrl.searchParams.keys()]).toEqual(['text']);
    expect(whatsappUrl.searchParams.get('text')).toContain(message);
    const email = (await page.getByRole('link', { name: form.handoff.email }).getAttribute('href'))!;
    const [recipient, query] = email.replace(/^mailto:/, '').split('?');
    expect(recipient).toMatch(/^[^&?#=\s]+@[^&?#=\s]+$/);
    const params = new URLSearchParams(query);
    expect([...params.keys()].sort()).toEqual(['body', 'subject']);
    expect(params.get('body')!.replace(/\r\n/g, '\n')).toContain(message);
    expect(await page.getByLabel(/^Your message/).inputValue()).toBe(message);
    expect(await page.evaluate(() => Object.values({ ...sessionStorage }).join(''))).toContain('Pick-up at 7 am');
    expect(await storedWith(message)).toEqual([]);

    await page.unroute('**/api/messages');
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await page.getByRole('button', { name: form.submit }).click();
    await page.getByRole('heading', { name: form.sent.heading }).waitFor();
    expect(navigations).toEqual([]);
    const stored = await storedWith(message);
    expect(stored).toHaveLength(1);
    expect(await page.getByText(form.sent.referenceLabel).textContent()).toContain(stored[0].reference);
    expect(await mailsFor(stored[0].reference)).toBe(1);
    expect(await page.locator(`#${messageFormId}`).count()).toBe(1);
    await context.close();
  });
});
