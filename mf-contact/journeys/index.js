// The contact team's journeys: run before each of its releases goes live (see shared-content/tooling/journeys.js).
// The message form is the business's only request channel: a release goes live only if a visitor's
// message is stored and confirmed with its reference, with and without JavaScript. The check runs
// against a throwaway store and inbox started for it, never the live ones.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { callLinksDial } = require('shared-content/tooling/journeys');
const { siteService, startContactService } = require('../server');
const { referencePattern } = require('../server/store');
const { startSmtpSink } = require('../server/test/smtp-sink');

/** A reference as the service writes it, anywhere in the page's text. */
const REFERENCE = new RegExp(referencePattern.source.replace(/^\^|\$$/g, ''));

/** @typedef {Awaited<ReturnType<typeof startServices>>} ContactServices */

/** @type {import('shared-content/tooling/journeys').Journey<ContactServices>} */
const sendsAMessage = {
  name: 'a message is sent and confirmed with its reference',
  async run({ page, locale, javaScript, services }) {
    if (!services) throw new Error('this journey needs the contact service: the release command starts it with startServices');
    // The language in it too: the languages' journeys run at once, and each finds its own message.
    const message = `Release check in ${locale} ${javaScript ? 'with' : 'without'} JavaScript ${Date.now()}: wheelchair ride to the clinic on Monday.`;
    const form = page.locator('[data-page-area] form');
    await form.locator('[name="firstName"]').fill('Lakshmi');
    await form.locator('[name="phone"]').fill('+91 98765 43210');
    await form.locator('[name="message"]').fill(message);
    await form.locator('button[type="submit"]').click();
    await page.getByText(REFERENCE).first().waitFor({ timeout: 15000 });
    const shown = REFERENCE.exec((await page.getByText(REFERENCE).first().textContent()) ?? '');
    if (!shown) throw new Error('the page shows no reference');
    const reference = shown[0];
    const stored = await services.storedWith(message);
    if (stored.length !== 1 || stored[0].reference !== reference) {
      throw new Error(`the page showed ${reference}, the service stored ${stored.map((request) => request.reference).join(', ') || 'nothing'}`);
    }
  },
};

/**
 * The contact service on the candidate's origin, with a store and an inbox of its own, removed afterwards.
 * @param {{ siteOrigins: string[] }} options
 */
async function startServices({ siteOrigins }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-journeys-'));
  const inbox = await startSmtpSink();
  // Settings of its own, never the environment's: a DATABASE_URL there is the live database.
  const service = await startContactService({
    databaseUrl: '',
    sqliteFile: path.join(dir, 'requests.sqlite'),
    smtpUrl: `smtp://127.0.0.1:${inbox.port}`,
    siteOrigins,
    mailIntervalMs: 200,
    rateLimitPerMinute: 100,
    log: { log() {}, error() {} },
  }, {});
  return {
    ...siteService(service),
    storedWith: async (/** @type {string} */ message) => (await service.store.listSince(0)).filter((request) => request.message === message),
    async close() {
      await service.close();
      await inbox.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

module.exports = { journeys: [callLinksDial, sendsAMessage], startServices };
