// A local SMTP server that keeps every message it accepts: the business inbox of the tests.
const { SMTPServer } = require('smtp-server');

/**
 * `delayMs`: how long the server takes to accept each message (a slow provider); `stepDelayMs`: how long
 * it takes to greet and to answer each sender and recipient (slow at every step, never silent for long).
 */
function startSmtpSink(port = 0, { delayMs = 0, stepDelayMs = 0 } = {}) {
  const messages = [];
  const later = (callback) => setTimeout(callback, stepDelayMs);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect: (session, callback) => later(callback),
    onMailFrom: (address, session, callback) => later(callback),
    onRcptTo: (address, session, callback) => later(callback),
    onData(stream, session, callback) {
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
        port: server.server.address().port,
        messages,
        close: () => new Promise((done) => server.close(done)),
      }),
    );
  });
}

module.exports = { startSmtpSink };
