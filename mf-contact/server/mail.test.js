const net = require('node:net');
const { createMailer, replyAddress } = require('./mail');
const { storedRequest } = require('./test/fixtures');
const { startSmtpSink } = require('./test/smtp-sink');
const { freePort, startTestService, waitFor } = require('./test/service');

const valid = { firstName: 'Asha', email: 'asha@example.com', message: 'Pick-up at 9 am on Monday.' };
const referenceOf = (/** @type {string} */ raw) => raw.match(/^Reference: (\S+)/m)?.[1];

describe('mail to the business inbox', () => {
  // What a test started, closed after it: the service, then the SMTP server it mails to.
  /** @type {Awaited<ReturnType<typeof startTestService>> | undefined} */
  let openSite;
  /** @type {Awaited<ReturnType<typeof startSmtpSink>> | undefined} */
  let openSink;
  afterEach(async () => {
    await openSite?.close();
    await openSink?.close();
    openSite = undefined;
    openSink = undefined;
  });
  /** @param {Parameters<typeof startTestService>[0]} [options] */
  const startSite = async (options) => (openSite = await startTestService(options));
  /** @param {Parameters<typeof startSmtpSink>} options */
  const startSink = async (...options) => (openSink = await startSmtpSink(...options));

  it('sends each stored request to the inbox as plain text: markup and SQL-looking text arrive inert', async () => {
    const sink = await startSink();
    const site = await startSite({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, mailTo: 'inbox@business.test', mailFrom: 'website@business.test' });
    const message = "<script>alert('x')</script>\n'); DROP TABLE contact_requests; --";
    const { reference } = await (await site.post({ ...valid, message, locale: 'ur' })).json();

    await waitFor(() => sink.messages.length > 0);
    const [mail] = sink.messages;
    expect(mail.to).toEqual(['inbox@business.test']);
    expect(mail.raw).toMatch(/^Content-Type: text\/plain/im);
    expect(mail.raw).not.toMatch(/text\/html/i);
    expect(mail.raw).toMatch(/^Reply-To: asha@example\.com/im);
    expect(mail.raw).toContain(`Reference: ${reference}`);
    // English labels for the inbox, and the language to reply in.
    expect(mail.raw).toContain('Language: Urdu');
    expect(mail.raw).toContain('Message:');
    expect(mail.raw).toContain("<script>alert('x')</script>");
    const stored = await waitFor(async () => (await site.service.store.listSince(0)).find((row) => row.mailedAt));
    expect(stored.reference).toBe(reference);
  });

  it('sends nothing to an SMTP server without TLS unless it is a relay declared on this machine: the request waits with the reason', async () => {
    const sink = await startSink();
    const site = await startSite({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, smtpPlainRelay: false, retryBaseMs: 60_000 });
    expect((await site.post(valid)).status).toBe(201);
    const waiting = await waitFor(async () => (await site.service.store.listSince(0)).find((row) => row.mailAttempts > 0));
    expect(waiting.mailedAt).toBeNull();
    expect(waiting.mailLastError).toMatch(/STARTTLS/);
    expect(sink.messages).toEqual([]);
  });

  it('keeps a name on one line and without bidirectional overrides in the subject and the body', async () => {
    const sink = await startSink();
    const site = await startSite({ smtpUrl: `smtp://127.0.0.1:${sink.port}` });
    const firstName = 'Asha \u202Egnp.exe';
    const lastName = 'Rao\r\nPhone: +91 90000 00000';
    expect((await site.post({ ...valid, firstName, lastName })).status).toBe(201);
    await waitFor(() => sink.messages.length > 0);
    const [mail] = sink.messages;
    const subject = /^Subject: (.*)$/m.exec(mail.raw)?.[1];
    // Plain ASCII once the override is gone (a character left in would have made the subject an encoded word).
    expect(subject).toContain('Asha gnp.exe Rao');
    // The made-up line stays inside the name's line; only the real phone line would start a line.
    expect(mail.raw).not.toMatch(/^Phone: \+91 90000 00000/m);
  });

  it.each([
    ['asha@example.com', 'asha@example.com'],
    ['asha@example.com, boss@elsewhere.test', undefined],
    ['a(comment)@example.com', undefined],
    ['"x"@example.com', undefined],
    ['', undefined],
  ])('replies to %j only when it reads back as that one address', (email, replyTo) => {
    expect(replyAddress(email)).toBe(replyTo);
  });

  /** @type {[string, (socket: net.Socket) => void, string][]} */
  const hungServers = [
    ['never greets', () => {}, 'GREETING_TIMEOUT'],
    ['greets, then never answers', (socket) => socket.write('220 hung.test ESMTP\r\n'), 'SOCKET_TIMEOUT'],
  ];
  it.each(hungServers)('ends a send within its SMTP timeouts when the server %s', async (_, greet, code) => {
    /** @type {Set<net.Socket>} */
    const sockets = new Set();
    const hung = net.createServer((socket) => {
      sockets.add(socket);
      greet(socket);
    });
    await /** @type {Promise<void>} */ (new Promise((resolve) => hung.listen(0, '127.0.0.1', resolve)));
    const timeouts = { connectionTimeout: 1000, greetingTimeout: 200, socketTimeout: 400 };
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${/** @type {net.AddressInfo} */ (hung.address()).port}`, plainRelay: true, to: 'inbox@business.test', from: 'website@business.test', siteName: 'Test', timeouts });
    const request = storedRequest({ reference: 'ABCD-EFGH', createdAt: Date.now(), locale: 'en' });
    try {
      const started = Date.now();
      const outcome = await Promise.race([
        mailer.send(request).then(() => 'sent', (error) => error.timeoutType),
        // Far short of nodemailer's own defaults (30 s for the greeting, 10 min of silence), which would hold the send.
        new Promise((resolve) => setTimeout(resolve, 3000, 'still waiting').unref()),
      ]);
      expect(outcome).toBe(code);
      expect(Date.now() - started).toBeLessThan(timeouts.connectionTimeout);
    } finally {
      mailer.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hung.close(resolve));
    }
  });

  it('ends a send at half its lease when the SMTP server is slow at every step, and counts it as failed', async () => {
    // Each answer well within the socket timeout, the whole send (three steps) past the deadline.
    const sink = await startSink(0, { stepDelayMs: 800 });
    const leaseMs = 3000;
    const site = await startSite({ smtpUrl: `smtp://127.0.0.1:${sink.port}`, leaseMs, retryBaseMs: 60_000 });
    const started = Date.now();
    expect((await site.post(valid)).status).toBe(201);
    const request = await waitFor(async () => (await site.service.store.listSince(0)).find((row) => row.mailAttempts > 0 || row.mailedAt));
    expect(Date.now() - started).toBeGreaterThanOrEqual(leaseMs / 2);
    expect(Date.now() - started).toBeLessThan(leaseMs);
    expect(request).toMatchObject({ mailedAt: null, mailAttempts: 1, mailLastError: expect.stringContaining(`${leaseMs / 2} ms`) });
    // The connection closed at the deadline: the message never reaches the inbox, late or otherwise.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(sink.messages).toEqual([]);
    expect((await site.service.store.listSince(0))[0]).toMatchObject({ mailedAt: null, mailAttempts: 1 });
  });

  it('keeps requests through an SMTP outage and, once it is back, sends each exactly once', async () => {
    const port = await freePort();
    const site = await startSite({ smtpUrl: `smtp://127.0.0.1:${port}`, retryBaseMs: 200, mailIntervalMs: 100 });
    /** @type {string[]} */
    const references = [];
    for (let index = 0; index < 5; index += 1) references.push((await (await site.post({ ...valid, message: `ride ${index}` })).json()).reference);

    // Nothing listens: every request fails at least once and stays queued.
    await waitFor(async () => (await site.service.store.listSince(0)).every((row) => row.mailAttempts > 0));
    expect((await site.service.store.listSince(0)).filter((row) => row.mailedAt)).toEqual([]);

    const sink = await startSink(port);
    await waitFor(async () => (await site.service.store.listSince(0)).every((row) => row.mailedAt));
    // Give any stray duplicate time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(sink.messages.map((mail) => referenceOf(mail.raw)).sort()).toEqual([...references].sort());
  });

  it('sends each request exactly once with two service instances on one PostgreSQL and a slow SMTP server', async () => {
    const { startPostgres } = require('shared-content/tooling/throwaway-postgres');
    const postgres = await startPostgres();
    const sink = await startSink(0, { delayMs: 400 });
    // A lease shorter than a batch of sends would take: claimed one at a time, no request is taken up twice.
    const options = { databaseUrl: postgres.url, smtpUrl: `smtp://127.0.0.1:${sink.port}`, mailIntervalMs: 100, leaseMs: 3000 };
    const site = await startSite(options);
    const other = await startTestService(options);
    try {
      /** @type {string[]} */
      const references = [];
      for (let index = 0; index < 16; index += 1) references.push((await (await site.post({ ...valid, message: `ride ${index}` })).json()).reference);
      await waitFor(async () => (await site.service.store.listSince(0)).filter((row) => references.includes(row.reference)).every((row) => row.mailedAt), 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(sink.messages.map((mail) => referenceOf(mail.raw)).sort()).toEqual([...references].sort());
    } finally {
      await other.close();
      await site.close();
      postgres.stop();
    }
  }, 60_000);
});
