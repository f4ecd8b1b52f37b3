// A local SMTP server that keeps every message it accepts: the business inbox of the tests.
const { SMTPServer } = require('smtp-server');

/**
 * A message as the sink received it: its recipients and the whole message as sent.
 * @typedef {{ to: string[], raw: string }} SunkMessage
 */

/**
 * `delayMs`: how long the server takes to accept each message (a slow provider); `stepDelayMs`: how long
 * it takes to greet and to answer each sender and recipient (slow at every step, never silent for long).
 * @returns {Promise<{ port: number, messages: SunkMessage[], close: () => Promise<void> }>}
 */
function startSmtpSink(port = 0, { delayMs = 0, stepDelayMs = 0 } = {}) {
  /** @type {SunkMessage[]} */
  const messages = [];
  const later = (/** @type {() => void} */ callback) => setTimeout(callback, stepDelayMs);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect: (_session, callback) => later(callback),
    onMailFrom: (_address, _session, callback) => later(callback),
    onRcptTo: (_address, _session, callback) => later(callback),
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        }, delayMs);
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        port: /** @type {import('node:net').AddressInfo} */ (server.server.address()).port,
        messages,
        close: () => new Promise((done) => server.close(done)),
      }),
    );
  });
}

module.exports = { startSmtpSink };
