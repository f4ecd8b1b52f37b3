// Every stored request goes to the business inbox by SMTP. The database is the queue: a request is
// marked mailed only after the SMTP server accepted it, so an outage only delays mail, and a lease
// (mail_claimed_until) keeps two workers (two machines) from sending the same request.
const nodemailer = require('nodemailer');
const addressparser = require('nodemailer/lib/addressparser').default;
const { buildMessageText, contactTextIn, defaultLocale, localeInfo } = require('./rules');

/** The inbox reads English labels, whatever language the visitor wrote from. */
const { template } = contactTextIn(defaultLocale).form;

/** Header text from visitor input: one line, no control characters, no bidirectional overrides (which reorder what the inbox shows). */
const oneLine = (/** @type {string} */ value) => value.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]+/g, ' ').trim();

/** The visitor's address as Reply-To only when it reads back as exactly that one address (no second one, no comment). */
/**
 * @param {string} email
 * @returns {string | undefined}
 */
function replyAddress(email) {
  const parsed = email ? addressparser(email) : [];
  return parsed.length === 1 && parsed[0].address === email && parsed[0].name === '' ? email : undefined;
}

/**
 * Settings of the SMTP connection: a server that stops answering ends the send within them.
 * socketTimeout is a time of silence, not of the whole send: a server slow at every step never reaches
 * it, so the queue also gives each send a deadline (half its lease).
 */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
/**
 * How long a request is leased to the worker sending it (80 s), so no other worker (machine) takes it
 * up while the first is still sending it: twice the longest the SMTP connection may stay silent at each
 * stage, so that the send gets half the lease (its deadline) and recording its outcome the other half.
 */
const sendLeaseMs = 2 * (smtpTimeouts.connectionTimeout + smtpTimeouts.greetingTimeout + smtpTimeouts.socketTimeout);

/**
 * `plainRelay`: the SMTP server is a relay on this machine and may take mail without TLS; otherwise an
 * smtp:// server must offer STARTTLS (nodemailer's requireTLS) or the send fails, and smtps:// is TLS throughout.
 * @param {{ smtpUrl: string, plainRelay?: boolean, to: string, from: string, siteName: string, timeouts?: typeof smtpTimeouts }} options
 */
function createMailer({ smtpUrl, plainRelay = false, to, from, siteName, timeouts = smtpTimeouts }) {
  // Beside the url, in the one options object: nodemailer takes a second argument as defaults of each message.
  const transport = nodemailer.createTransport({ ...timeouts, requireTLS: !plainRelay, url: smtpUrl });
  return {
    /**
     * @param {import('./store').StoredRequest} request
     * @param {AbortSignal} [deadline] closes the connection when it aborts: the send fails then, even if the server would answer later
     */
    async send(request, deadline) {
      const name = oneLine([request.firstName, request.lastName].filter(Boolean).join(' '));
      const received = new Date(request.createdAt).toISOString();
      await transport.sendMail({
        from,
        to,
        replyTo: replyAddress(request.email),
        subject: `${siteName} contact request ${request.reference}: ${name}`,
        // Plain text only: whatever the visitor typed (markup, scripts, SQL) arrives as inert text.
        // The language of the page the visitor wrote from, so the reply can be in it.
        text: `Reference: ${request.reference}\nReceived: ${received}\nLanguage: ${localeInfo[/** @type {import('shared-content').Locale} */ (request.locale)].englishName}\n\n${buildMessageText(request, template)}\n`,
        // Same id on a resend, so an inbox can tell a duplicate after a crash mid-send.
        messageId: `<${request.reference}@contact-requests.invalid>`,
        signal: deadline,
      });
    },
    close: () => transport.close(),
  };
}

/**
 * Sends due requests now (kick), every `intervalMs`, and retries failures with a growing delay, at the
 * time due (not at the next poll). Each request is claimed just before it is sent, for `leaseMs`: a slow
 * SMTP server never lets a batch's tail be claimed again by another worker while this one works through it,
 * and a send still going at half the lease is ended and counted as failed.
 * Without a mailer (no SMTP configured) requests stay queued until one is configured.
 * @param {{ store: import('./store').Store, mailer: ReturnType<typeof createMailer> | null, intervalMs?: number, retryBaseMs?: number,
 *   leaseMs?: number, log?: Pick<Console, 'error'> }} options
 */
function startMailQueue({ store, mailer, intervalMs = 30_000, retryBaseMs = 30_000, leaseMs = sendLeaseMs, log = console }) {
  /** @type {Promise<void> | null} */
  let running = null;
  let again = false;
  let stopped = false;

  // A send ends by half its lease, however slowly the SMTP server answers: the other half is for
  // recording the outcome before another worker may claim the request.
  const sendDeadlineMs = leaseMs / 2;

  async function runOnce() {
    for (;;) {
      const now = Date.now();
      const [request] = await store.claimMail({ now, leaseUntil: now + leaseMs, limit: 1 });
      if (!request || stopped) return;
      // Counted from the claim, as the lease is.
      const deadline = AbortSignal.timeout(Math.max(0, now + sendDeadlineMs - Date.now()));
      try {
        // kick() runs the queue only with a mailer.
        await /** @type {ReturnType<typeof createMailer>} */ (mailer).send(request, deadline);
        await store.markMailed(request.id);
      } catch (caught) {
        const error = /** @type {Error} */ (caught);
        const reason = error.name === 'AbortError' ? `not finished within ${sendDeadlineMs} ms` : error.message;
        const delay = Math.min(retryBaseMs * 2 ** request.mailAttempts, 60 * 60_000);
        log.error(`contact mail: ${request.reference} not sent (${reason}); retry in ${Math.round(delay / 1000)} s`);
        await store.markMailFailed(request.id, reason, Date.now() + delay);
        setTimeout(kick, delay).unref();
      }
    }
  }

  function kick() {
    if (!mailer || stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce().catch((/** @type {Error} */ error) => log.error(`contact mail: queue run failed: ${error.message}`));
      } while (again && !stopped);
      running = null;
    })();
    return running;
  }

  const timer = setInterval(kick, intervalMs);
  timer.unref();
  kick();

  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

module.exports = { replyAddress, createMailer, startMailQueue };
