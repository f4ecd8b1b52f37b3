const http = require('node:http');
const path = require('node:path');
const { exampleEmail } = require('shared-content/node');
const { business, contactTextIn } = require('./rules');
const { referencePattern } = require('./store');
const { siteService, startContactService } = require('.');
const { apiPath } = require('./http');
const { personStamp, quietLog, startTestService, testStampKey } = require('./test/service');
const { signFormStamp } = require('shared-content/tooling/form-stamp');
const { FORM_STAMP_FIELD } = require('shared-content/tooling/fragment/names');

const text = contactTextIn('en').form;
const valid = { firstName: 'Asha', email: 'asha@example.com', message: 'Pick-up at 9 am on Monday.' };
/** A form post's body, with a person's form stamp unless `values` has one. */
const form = (/** @type {Record<string, string>} */ values) => new URLSearchParams({ [FORM_STAMP_FIELD]: personStamp(), ...values }).toString();

/** @type {Awaited<ReturnType<typeof startTestService>>} */
let site;
beforeEach(async () => {
  site = await startTestService();
});
afterEach(() => site.close());

const stored = () => site.service.store.listSince(0);

describe('POST /api/messages with JSON (the page)', () => {
  it('stores the request and answers 201 with its reference, CORS for the shell origin only', async () => {
    const response = await site.post(valid);
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://site.test');
    const { reference } = await response.json();
    expect(reference).toMatch(referencePattern);
    expect(await stored()).toEqual([expect.objectContaining({ ...valid, reference, channel: 'json', locale: 'en' })]);
  });

  it('answers in the language the page posts, and records it with the request', async () => {
    const telugu = contactTextIn('te').form;
    const invalid = await site.post({ ...valid, email: '', phone: '12345', locale: 'te' });
    expect(await invalid.json()).toEqual({ error: telugu.errorSummaryTitle, errors: { phone: telugu.errors.phoneFormat } });
    expect((await site.post({ ...valid, locale: 'te' })).status).toBe(201);
    expect((await site.post({ ...valid, locale: 'xx' })).status).toBe(201);
    expect((await stored()).map((request) => request.locale)).toEqual(['te', 'en']);
  });

  it('answers the preflight for the shell origin and refuses other origins', async () => {
    const preflight = (/** @type {string} */ origin) => fetch(`${site.url}/api/messages`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
    const allowed = await preflight('http://site.test');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-headers')).toBe('Content-Type');
    const other = await preflight('https://evil.test');
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();

    const posted = await site.post(valid, { origin: 'https://evil.test' });
    expect(posted.status).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('checks with the page rules, answers 422 with each field error, and stores nothing', async () => {
    const response = await site.post({ ...valid, email: '', phone: '12345' });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({ phone: text.errors.phoneFormat });
    expect(await stored()).toEqual([]);
  });

  it('trims what is stored, as the page does, and accepts +91 (0)98765 43210', async () => {
    await site.post({ ...valid, firstName: '  Asha ', phone: '+91 (0)98765 43210' });
    expect(await stored()).toEqual([expect.objectContaining({ firstName: 'Asha', phone: '+91 (0)98765 43210' })]);
  });
});

describe('POST /api/messages as a plain form (no JavaScript)', () => {
  it('stores it, redirects to the confirmation page (no personal data in the URL) which shows the reference', async () => {
    const response = await site.post(form({ ...valid, phone: '98765 43210', website: '' }), { type: 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location');
    expect(location).toMatch(/^\/api\/messages\/sent\?reference=[A-Z0-9-]{9}$/);
    const [request] = await stored();
    expect(location).toContain(request.reference);
    expect(request.channel).toBe('form');

    const page = await fetch(`${site.url}${location}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await page.text();
    expect(html).toContain(`<h1>${text.sent.heading}</h1>`);
    expect(html).toContain(request.reference);
    expect(html).toMatch(/href="tel:\+?\d+"/);
    expect(html).toContain('href="http://site.test/contact"');
  });

  it('shows the form again with the errors and everything typed, escaped, and "Error:" in the title', async () => {
    const response = await site.post(form({ firstName: '', email: '', phone: '', message: '<script>alert(1)</script>' }), {
      type: 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toMatch(/<title>Error: /);
    expect(html).toContain('role="alert"');
    expect(html).toContain(text.errors.firstNameMissing);
    expect(html).toContain(text.errors.replyMissing);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;</textarea>');
    expect(html).not.toContain('<script>');
    expect(html).toMatch(/<form (?=[^>]*method="post")(?=[^>]*action="\/api\/messages")/);
    expect(await stored()).toEqual([]);
  });

  it('answers a page for the confirmation of an unknown-looking reference with 404, never echoing markup', async () => {
    const response = await fetch(`${site.url}/api/messages/sent?reference=<script>`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<script>');
  });
});

describe('the plain form in another language', () => {
  const sendForm = (/** @type {Record<string, string>} */ values) => site.post(form(values), { type: 'application/x-www-form-urlencoded' });

  it('answers in Hindi: the confirmation page has lang="hi" and leads back to /hi/contact', async () => {
    const hindi = contactTextIn('hi').form;
    const response = await sendForm({ ...valid, locale: 'hi' });
    const location = response.headers.get('location');
    expect(location).toMatch(/^\/api\/messages\/sent\?reference=[A-Z0-9-]{9}&locale=hi$/);
    const [request] = await stored();
    expect(request.locale).toBe('hi');

    const html = await (await fetch(`${site.url}${location}`)).text();
    expect(html).toMatch(/<html lang="hi" dir="ltr">/);
    expect(html).toContain(`<h1>${hindi.sent.heading}</h1>`);
    expect(html).toContain(request.reference);
    expect(html).toContain(hindi.server.backToSite);
    expect(html).toContain('href="http://site.test/hi/contact"');
  });

  it('answers in Urdu right to left, and shows the form again in Urdu with its errors, English in them marked, and the language kept', async () => {
    const urdu = contactTextIn('ur').form;
    const sent = await fetch(`${site.url}${(await sendForm({ ...valid, locale: 'ur' })).headers.get('location')}`);
    const confirmation = await sent.text();
    expect(confirmation).toMatch(/<html lang="ur" dir="rtl">/);
    expect(confirmation).toContain('href="http://site.test/ur/contact"');

    const invalid = await sendForm({ firstName: '', email: 'x', message: 'سلام', locale: 'ur' });
    expect(invalid.status).toBe(422);
    const html = await invalid.text();
    expect(html).toMatch(/<html lang="ur" dir="rtl">/);
    expect(html).toContain(`<title>${urdu.errorTitlePrefix} `);
    expect(html).toContain(urdu.errorSummaryTitle);
    expect(html).toContain(urdu.errors.firstNameMissing);
    // The example address inside the error is marked English, for an Urdu voice to read it as English.
    expect(html).toContain(urdu.errors.emailFormat.replace(exampleEmail, `<span lang="en">${exampleEmail}</span>`));
    expect(html).toMatch(/<input type="hidden" name="locale" value="ur"\/?>/);
    expect(html).toMatch(/<input (?=[^>]*name="email")(?=[^>]*dir="ltr")/);
  });

  it('answers an unknown or missing language in English', async () => {
    const location = (await sendForm({ ...valid, locale: '../../etc' })).headers.get('location');
    expect(location).not.toContain('locale');
    const html = await (await fetch(`${site.url}/api/messages/sent?reference=K7M2-9QXD&locale=<b>`)).text();
    expect(html).toMatch(/<html lang="en" dir="ltr">/);
    expect(html).toContain('href="http://site.test/contact"');
  });

  it('tells a visitor who sent too often why, in their language', async () => {
    const urdu = contactTextIn('ur').form;
    for (let index = 0; index < 10; index += 1) await sendForm({ ...valid, message: `message ${index}`, locale: 'ur' });
    const response = await sendForm({ ...valid, message: 'message 10', locale: 'ur' });
    expect(response.status).toBe(429);
    const html = await response.text();
    expect(html).toMatch(/<html lang="ur" dir="rtl">/);
    expect(html).toContain(urdu.server.rateLimited.text);
  });
});

describe('the service as the site mounts it', () => {
  it('closes the service it mounts when the site closes it', async () => {
    const mounted = siteService(site.service);
    expect(site.service.ready).toBe(true);
    await mounted.close();
    expect(site.service.ready).toBe(false);
  });

  it('closes as well when its service could not start', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(siteService(startContactService({}, { CONTACT_RATE_LIMIT_PER_MINUTE: 'ten' })).close()).resolves.toBeUndefined();
    } finally {
      logged.mockRestore();
    }
  });
});

describe("the service's store before its database opens", () => {
  it('is a plain object: awaiting it does not hang, its reads reject, and it has no kind yet', async () => {
    const unopened = await startContactService({ sqliteFile: path.join(__filename, 'not-a-folder.sqlite'), smtpUrl: '', siteOrigins: [], log: quietLog });
    try {
      const settled = await Promise.race([Promise.resolve(unopened.store).then(() => 'resolved'), new Promise((resolve) => setTimeout(resolve, 1000, 'hung'))]);
      expect(settled).toBe('resolved');
      expect(unopened.store.kind).toBeNull();
      await expect(unopened.store.listSince(0)).rejects.toThrow('the database is not open yet');
    } finally {
      await unopened.close();
    }
  });
});

describe('the endpoint of a service whose settings are wrong (npm run serve mounts it all the same)', () => {
  it('answers a form posted without JavaScript 503 with a page in its language and the phone number, and the page 503 as JSON', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { routes } = siteService(startContactService({}, { CONTACT_RATE_LIMIT_PER_MINUTE: 'ten', CONTACT_SITE_ORIGINS: 'http://site.test' }));
    const server = http.createServer(routes[apiPath]);
    await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)));
    try {
      const post = (/** @type {string} */ body, /** @type {string} */ type) =>
        fetch(`http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}/api/messages`, { method: 'POST', headers: { 'Content-Type': type, Origin: 'http://site.test' }, body });
      const page = await post(form({ ...valid, locale: 'te' }), 'application/x-www-form-urlencoded');
      expect(page.status).toBe(503);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toMatch(/<html lang="te" dir="ltr">/);
      expect(html).toContain(contactTextIn('te').form.server.unavailable.text);
      expect(html).toContain(`href="${business.phone.href}"`);
      expect(html).toContain('href="http://site.test/te/contact"');

      const json = await post(JSON.stringify(valid), 'application/json');
      expect(json.status).toBe(503);
      expect(await json.json()).toEqual({ error: text.server.unavailable.text });
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('CONTACT_RATE_LIMIT_PER_MINUTE'));
    } finally {
      server.close();
      logged.mockRestore();
    }
  });
});

describe('hostile input', () => {
  it('refuses a body over the size cap with 413, and keeps serving', async () => {
    const huge = await site.post({ ...valid, message: 'x'.repeat(100 * 1024) });
    expect(huge.status).toBe(413);
    // Without a Content-Length (streamed), the cap applies to what arrives.
    const streamed = new Blob([JSON.stringify({ ...valid, message: 'y'.repeat(64 * 1024) })]).stream();
    // Node's fetch needs `duplex` to send a stream; the DOM's RequestInit type does not have it yet.
    const streamedInit = /** @type {RequestInit} */ ({ method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'http://site.test' }, body: streamed, duplex: 'half' });
    const chunked = await fetch(`${site.url}/api/messages`, streamedInit).catch((error) => error);
    // The server answers 413 and closes; the client may see the answer or the closed connection.
    if (!(chunked instanceof Error)) expect(chunked.status).toBe(413);
    expect((await site.post(valid)).status).toBe(201);
    expect(await stored()).toHaveLength(1);
  });

  it.each([
    ['text/plain', 415],
    ['multipart/form-data; boundary=x', 415],
    ['', 415],
  ])('refuses content type %j with %d', async (type, status) => {
    const response = await site.post(JSON.stringify(valid), { type });
    expect(response.status).toBe(status);
    expect((await response.json()).error).toBe(text.server.wrongType.text);
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['broken JSON', '{"firstName": '],
    ['an array', '[1,2]'],
    ['a number in a field', JSON.stringify({ ...valid, phone: 9876543210 })],
    ['an object in a field', JSON.stringify({ ...valid, message: { $gt: '' } })],
  ])('answers %s with 400', async (_name, body) => {
    const response = await site.post(body);
    expect(response.status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('stores script and SQL-looking text as plain text, unchanged', async () => {
    const message = "'); DROP TABLE contact_requests; --\n<img src=x onerror=alert(1)>";
    expect((await site.post({ ...valid, lastName: "Robert'); --", message })).status).toBe(201);
    expect(await stored()).toEqual([expect.objectContaining({ lastName: "Robert'); --", message })]);
  });

  it('rate limits one client to 10 posts a minute with 429 and a clear message, and keeps what it accepted', async () => {
    /** @type {number[]} */
    const statuses = [];
    for (let index = 0; index < 100; index += 1) {
      const response = await site.post({ ...valid, message: `message ${index}` });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
        expect((await response.json()).error).toBe(text.server.rateLimited.text);
      } else await response.arrayBuffer();
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(90);
    expect((await stored()).map((row) => row.message)).toEqual(Array.from({ length: 10 }, (_, index) => `message ${index}`));
  });

  it('stores no control characters: a NUL or an escape removed, line breaks kept only in the message', async () => {
    const response = await site.post({ ...valid, firstName: 'As\u0000ha', lastName: 'Rao\r\nReference: FAKE', message: 'Line one\r\nLine two\u001b[31m' });
    expect(response.status).toBe(201);
    expect(await stored()).toEqual([expect.objectContaining({ firstName: 'Asha', lastName: 'Rao Reference: FAKE', message: 'Line one\nLine two[31m' })]);
  });

  it('stores no bidirectional runs, which would show a number in another order, and keeps the marks Urdu text is typed with', async () => {
    const phone = '+91 \u202e98765 43210\u202c';
    const message = 'Call \u2067+91 98765 43210\u2069 \u0627\u0644\u200f \u061c9 am';
    const response = await site.post({ ...valid, phone, message });
    expect(response.status).toBe(201);
    expect(await stored()).toEqual([expect.objectContaining({ phone: '+91 98765 43210', message: 'Call +91 98765 43210 \u0627\u0644\u200f \u061c9 am' })]);
  });

  it('counts only posts of the form\'s shape: requests of another content type take none of the quota', async () => {
    for (let index = 0; index < 20; index += 1) expect((await site.post('hello', { type: 'text/plain' })).status).toBe(415);
    expect((await site.post(valid)).status).toBe(201);
  });

  it('gives every visitor their own quota behind a trusted proxy on this machine, and ignores a header a visitor makes up', async () => {
    const proxied = await startTestService({ trustedProxies: ['127.0.0.1'] });
    try {
      const from = (/** @type {string} */ address) => proxied.post({ ...valid, message: `from ${address}` }, { headers: { 'X-Forwarded-For': address } });
      for (let index = 0; index < 10; index += 1) expect((await from('198.51.100.1')).status).toBe(201);
      expect((await from('198.51.100.1')).status).toBe(429);
      expect((await from('198.51.100.2')).status).toBe(201);
      // Not an address: counted as the proxy's own connection, not as a new visitor.
      for (let index = 0; index < 10; index += 1) await from(`made-up-${index}`);
      expect((await from('made-up-again')).status).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('limits 11 posts of one visitor behind a load balancer and nginx, while another visitor\'s post goes through', async () => {
    // nginx on this machine passes the visitor the balancer (10.0.0.0/8) named; what the visitor wrote to the left counts for nothing.
    const proxied = await startTestService({ trustedProxies: ['127.0.0.0/8', '10.0.0.0/8'] });
    try {
      const from = (/** @type {string} */ forwarded) => proxied.post(valid, { headers: { 'X-Forwarded-For': forwarded } });
      const statuses = [];
      for (let index = 0; index < 11; index += 1) statuses.push((await from(`made-up-${index}, 198.51.100.1, 10.0.0.7`)).status);
      expect(statuses).toEqual([...Array(10).fill(201), 429]);
      expect((await from('198.51.100.2, 10.0.0.7')).status).toBe(201);
    } finally {
      await proxied.close();
    }
  });

  it('keeps the requests beyond the daily cap on mail to the business, answered like any other and never mailed', async () => {
    const capped = await startTestService({ mailsPerDay: 2 });
    try {
      for (let index = 0; index < 3; index += 1) expect((await capped.post({ ...valid, message: `request ${index}` })).status).toBe(201);
      const rows = await capped.service.store.listSince(0);
      expect(rows.map((row) => [row.message, row.mailHeld])).toEqual([['request 0', false], ['request 1', false], ['request 2', true]]);
      expect((await capped.service.store.claimMail({ now: Date.now(), leaseUntil: Date.now() + 1000 })).map((row) => row.message)).toEqual(['request 0', 'request 1']);
    } finally {
      await capped.close();
    }
  });

  it('counts an IPv6 visitor per /64 network, the block one connection is given, not per address', async () => {
    const proxied = await startTestService({ trustedProxies: ['127.0.0.1'] });
    try {
      const from = (/** @type {string} */ address) => proxied.post({ ...valid, message: `from ${address}` }, { headers: { 'X-Forwarded-For': address } });
      for (let index = 0; index < 10; index += 1) expect((await from(`2001:db8:0:1::${index + 1}`)).status).toBe(201);
      expect((await from('2001:db8:0:1:ffff:ffff:ffff:ffff')).status).toBe(429);
      expect((await from('2001:db8:0:2::1')).status).toBe(201);
    } finally {
      await proxied.close();
    }
  });

  it('marks a post with the decoy field filled as a suspected bot: answered like any other, kept, never mailed', async () => {
    const response = await site.post({ ...valid, website: 'http://spam.test' });
    expect(response.status).toBe(201);
    const [request] = await stored();
    expect(request.suspectedSpam).toBe(true);
    expect(await site.service.store.claimMail({ now: Date.now(), leaseUntil: Date.now() + 1000 })).toEqual([]);
  });

  describe('the form stamp', () => {
    /** @type {[string, () => string, string][]} what a bot posts, made when the test runs */
    const bots = [
      ['no stamp', () => '', 'no-stamp'],
      ['the placeholder of a page no composer stamped', () => '%FORM_STAMP%', 'no-stamp'],
      ['a stamp another key signed', () => signFormStamp(Buffer.alloc(32, 7), Date.now() - 60_000), 'forged-stamp'],
      ['a stamp of a form served a moment ago', () => signFormStamp(testStampKey, Date.now() - 500), 'too-fast'],
    ];

    it.each(bots)('holds a post with %s as a suspected bot: answered like any other (JSON and plain form), kept, never mailed', async (_, stampOf, reason) => {
      const formStamp = stampOf();
      const json = await site.post({ ...valid, message: 'by JSON', formStamp });
      expect(json.status).toBe(201);
      expect(Object.keys(await json.json())).toEqual(['reference']);
      const plain = await site.post(form({ ...valid, message: 'by form', formStamp }), { type: 'application/x-www-form-urlencoded' });
      expect(plain.status).toBe(303);
      expect(plain.headers.get('location')).toMatch(/^\/api\/messages\/sent\?reference=/);
      const rows = await stored();
      expect(rows.map((row) => [row.message, row.suspectedSpam, row.botReason])).toEqual([['by JSON', true, reason], ['by form', true, reason]]);
      expect(await site.service.store.claimMail({ now: Date.now(), leaseUntil: Date.now() + 1000 })).toEqual([]);
    });

    it("mails a person's post, its form's age kept; and one whose form was open over a day, marked by that age", async () => {
      await site.post({ ...valid, message: 'a minute' });
      await site.post({ ...valid, message: 'two days', formStamp: signFormStamp(testStampKey, Date.now() - 2 * 24 * 60 * 60 * 1000) });
      const rows = await stored();
      expect(rows.map((row) => [row.message, row.suspectedSpam, row.botReason])).toEqual([['a minute', false, null], ['two days', false, null]]);
      expect(rows[0].formAgeMs).toBeGreaterThanOrEqual(60_000);
      expect(rows[1].formAgeMs).toBeGreaterThan(2 * 24 * 60 * 60 * 1000 - 1);
      expect((await site.service.store.claimMail({ now: Date.now(), leaseUntil: Date.now() + 1000 })).map((row) => row.message)).toEqual(['a minute', 'two days']);
    });

    it('gives a form rendered in the browser a stamp, for the shell origin, never kept by a cache', async () => {
      const response = await fetch(`${site.url}/api/messages/stamp`, { headers: { Origin: 'http://site.test' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://site.test');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const { stamp } = await response.json();
      // Posted at once it is a bot's; after a person's time to fill the form in, it is a person's.
      expect((await site.post({ ...valid, message: 'at once', formStamp: stamp })).status).toBe(201);
      const quick = await startTestService({ formStampLimits: { minFillMs: 0, maxAgeMs: 60_000 } });
      try {
        const { stamp: given } = await (await fetch(`${quick.url}/api/messages/stamp`)).json();
        await quick.post({ ...valid, message: 'filled in', formStamp: given });
        expect((await quick.service.store.listSince(0)).map((row) => row.botReason)).toEqual([null]);
      } finally {
        await quick.close();
      }
      expect((await stored()).map((row) => row.botReason)).toEqual(['too-fast']);
      expect((await fetch(`${site.url}/api/messages/stamp`, { method: 'POST' })).status).toBe(405);
    });

    it('gives the form with its errors back with the stamp it was sent with', async () => {
      const formStamp = personStamp();
      const response = await site.post(form({ firstName: '', email: 'bad', message: 'hi', formStamp }), { type: 'application/x-www-form-urlencoded' });
      expect(response.status).toBe(422);
      expect(await response.text()).toContain(`name="${FORM_STAMP_FIELD}" value="${formStamp}"`);
    });
  });

  it('answers unknown paths and methods without crashing', async () => {
    expect((await fetch(`${site.url}/api/messages`)).status).toBe(405);
    expect((await fetch(`${site.url}/api/messages/nope`)).status).toBe(404);
    expect((await site.post(valid)).status).toBe(201);
  });
});

describe('retention', () => {
  it('deletes requests older than the retention period when the service starts, mailed to the business or not', async () => {
    const day = 24 * 60 * 60 * 1000;
    const { store, config } = site.service;
    await store.insert({ ...valid, lastName: '', phone: '', service: '' }, { channel: 'json', now: Date.now() - 91 * day });
    const [old] = await store.listSince(0);
    await store.markMailed(old.id, Date.now() - 91 * day);
    await store.insert({ ...valid, lastName: '', phone: '', service: '' }, { channel: 'json', now: Date.now() - 91 * day });
    await site.post(valid);
    expect(await stored()).toHaveLength(3);
    const restarted = await startContactService({ ...config, retentionDays: 90, log: quietLog });
    const kept = await restarted.store.listSince(0);
    expect(kept).toHaveLength(1);
    expect(kept[0].createdAt).toBeGreaterThan(Date.now() - day);
    await restarted.close();
  });
});

describe('on PostgreSQL', () => {
  it('stores a post with a NUL in a field, as on SQLite (PostgreSQL refuses NUL in text)', async () => {
    const { startPostgres } = require('shared-content/tooling/throwaway-postgres');
    const postgres = await startPostgres();
    const onPostgres = await startTestService({ databaseUrl: postgres.url });
    try {
      const response = await onPostgres.post({ ...valid, firstName: 'As\u0000ha', message: 'Ride\u0000 to the clinic' });
      expect(response.status).toBe(201);
      const rows = await onPostgres.service.store.listSince(0);
      expect(rows.map((row) => [row.firstName, row.message])).toContainEqual(['Asha', 'Ride to the clinic']);
    } finally {
      await onPostgres.close();
      postgres.stop();
    }
  }, 60_000);

  it('holds one visitor to the limit across two instances of the service on one database, and after a restart', async () => {
    const { startPostgres } = require('shared-content/tooling/throwaway-postgres');
    const postgres = await startPostgres();
    const options = { databaseUrl: postgres.url, trustedProxies: ['127.0.0.1'] };
    const one = await startTestService(options);
    const other = await startTestService(options);
    try {
      const from = (/** @type {typeof one} */ instance, /** @type {string} */ visitor) => instance.post(valid, { headers: { 'X-Forwarded-For': visitor } });
      const statuses = [];
      for (let index = 0; index < 10; index += 1) statuses.push((await from(index % 2 ? one : other, '198.51.100.7')).status);
      expect(statuses).toEqual(Array(10).fill(201));
      expect((await from(one, '198.51.100.7')).status).toBe(429);
      expect((await from(other, '198.51.100.7')).status).toBe(429);
      expect((await from(other, '198.51.100.8')).status).toBe(201);
      await one.close();
      const restarted = await startTestService(options);
      try {
        expect((await from(restarted, '198.51.100.7')).status).toBe(429);
      } finally {
        await restarted.close();
      }
    } finally {
      // Closing an instance twice (one, after its restart) does no harm.
      await Promise.all([one.close(), other.close()]);
      postgres.stop();
    }
  }, 60_000);

  it('starts before its database, answers 503 with the phone number in the visitor\'s language meanwhile, and serves once the database is there', async () => {
    const { startPostgres } = require('shared-content/tooling/throwaway-postgres');
    const { waitFor } = require('./test/service');
    const postgres = await startPostgres();
    postgres.pause();
    const early = await startTestService({ databaseUrl: postgres.url, openRetryMaxMs: 500 });
    try {
      const json = await early.post(valid);
      expect([json.status, (await json.json()).error]).toEqual([503, text.server.unavailable.text]);
      const form = await early.post(new URLSearchParams({ ...valid, locale: 'ur' }).toString(), { type: 'application/x-www-form-urlencoded' });
      const page = await form.text();
      expect(form.status).toBe(503);
      expect(page).toContain('lang="ur"');
      expect(page).toContain(contactTextIn('ur').form.server.unavailable.heading);
      expect(page).toMatch(/href="tel:\+91\d{10}"/);

      postgres.resume();
      await waitFor(() => early.service.ready, 20_000);
      expect((await early.post(valid)).status).toBe(201);
    } finally {
      await early.close();
      postgres.stop();
    }
  }, 60_000);
});
