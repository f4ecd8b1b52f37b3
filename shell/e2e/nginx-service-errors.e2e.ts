import { localeInfo, type Locale } from 'shared-content';
import englishContact from 'shared-content/text/en/contact';
import hindiContact from 'shared-content/text/hi/contact';
import teluguContact from 'shared-content/text/te/contact';
import { startNginx, type RunningNginx } from './support/nginx';
import { business } from './support/routes';
import { describeLocal } from './support/site';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { freePort } = require('../deploy/run-nginx') as { freePort: () => Promise<number> };

const valid = { firstName: 'Asha', email: 'asha@example.com', message: 'Pick-up at 9 am on Monday.' };

describeLocal("nginx's own refusals of a contact post, with the contact service down", () => {
  let nginx: RunningNginx;
  let contactOrigin: string;

  beforeAll(async () => {
    // Nothing listens there: the service is down.
    const upstream = `http://127.0.0.1:${await freePort()}`;
    nginx = await startNginx({ remoteBlocks: { contact: { service: { path: '/api/messages', upstream } } } });
    contactOrigin = nginx.remoteUrls.contact;
  });

  afterAll(() => nginx?.stop());

  /** A form posted without JavaScript from the contact page, by a browser that asks for `language` first. */
  const postForm = (language: string, body = new URLSearchParams(valid).toString()) =>
    fetch(`${contactOrigin}/api/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: nginx.shellUrl, 'Accept-Language': language },
      body,
    });

  /** What a visitor without JavaScript sees: a styled page in their language, the phone number, the way back. */
  async function expectPage(response: Response, locale: Locale, problem: { heading: string; text: string }) {
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toMatch(/style-src 'sha256-/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await response.text();
    expect(html).toContain(`<html lang="${localeInfo[locale].lang}" dir="${localeInfo[locale].dir}">`);
    expect(html).toContain(`<h1>${problem.heading}</h1>`);
    expect(html).toContain(problem.text);
    expect(html).toContain(`href="${business.phone.href}"`);
    expect(html).toMatch(/<style>[\s\S]+<\/style>/);
    expect(html).toContain(`href="${nginx.shellUrl}${locale === 'en' ? '' : `/${locale}`}/contact"`);
  }

  it('answers 502 with the "not saved" page, in Telugu for a browser that asks for Telugu first', async () => {
    const response = await postForm('te-IN,te;q=0.9,en;q=0.8');
    expect(response.status).toBe(502);
    await expectPage(response, 'te', teluguContact.form.server.unavailable);
  });

  it('answers a post over the size cap 413 with the "too long" page, in English when the browser asks for no language the site has', async () => {
    const response = await postForm('fr-FR,fr;q=0.9', new URLSearchParams({ ...valid, message: 'x'.repeat(40 * 1024) }).toString());
    expect(response.status).toBe(413);
    await expectPage(response, 'en', englishContact.form.server.tooLarge);
  });

  it('answers a visitor who posts too often 429 with the "too many" page, in Hindi', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let post = 0; post < 25; post++) {
      last = await postForm('hi');
      statuses.push(last.status);
      if (post < 24) await last.arrayBuffer();
    }
    expect(statuses).toContain(429);
    await expectPage(last!, 'hi', hindiContact.form.server.rateLimited);
  });
});
