const { ConfigError, contactConfig } = require('./config');

describe("the contact service's settings", () => {
  it('has a working default for every setting', () => {
    const config = contactConfig({});
    expect(config).toMatchObject({ retentionDays: 90, rateLimitPerMinute: 10, mailIntervalMs: 30000, mailsPerDay: 50, trustedProxies: [], siteOrigins: ['http://localhost:3000'] });
  });

  it('reads the values an operator sets', () => {
    const config = contactConfig({ CONTACT_RETENTION_DAYS: '30', CONTACT_RATE_LIMIT_PER_MINUTE: '20', CONTACT_TRUST_PROXY: '1', CONTACT_SITE_ORIGINS: 'https://www.example.in/, https://example.in' });
    expect(config).toMatchObject({ retentionDays: 30, rateLimitPerMinute: 20, trustedProxies: ['127.0.0.0/8', '::1/128'], siteOrigins: ['https://www.example.in', 'https://example.in'] });
  });

  it.each([
    ['CONTACT_RETENTION_DAYS', '0', /CONTACT_RETENTION_DAYS="0" must be a whole number of days from 1/],
    ['CONTACT_RETENTION_DAYS', '-5', /CONTACT_RETENTION_DAYS="-5"/],
    ['CONTACT_RATE_LIMIT_PER_MINUTE', 'ten', /CONTACT_RATE_LIMIT_PER_MINUTE="ten" must be a whole number of posts/],
    ['CONTACT_MAIL_INTERVAL_MS', '10', /CONTACT_MAIL_INTERVAL_MS="10" must be a whole number of milliseconds from 1000/],
    ['SHELL_PORT', '70000', /SHELL_PORT="70000"/],
    ['CONTACT_SITE_ORIGINS', 'www.example.in', /"www.example.in" is not an origin/],
    ['CONTACT_TRUST_PROXY', 'yes', /CONTACT_TRUST_PROXY="yes" must be 1 \(a reverse proxy on this machine\), 0, or the proxies' addresses/],
    ['CONTACT_MAILS_PER_DAY', '0', /CONTACT_MAILS_PER_DAY="0" must be a whole number of requests from 1/],
    ['CONTACT_SMTP_PLAIN_RELAY', 'yes', /CONTACT_SMTP_PLAIN_RELAY="yes" must be 1/],
    ['DATABASE_URL', 'mysql://db/contact', /DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//],
    ['CONTACT_SMTP_URL', 'mail.example.in:25', /CONTACT_SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    ['CONTACT_MAIL_TO', 'bookings', /CONTACT_MAIL_TO="bookings" is not an e-mail address/],
  ])('refuses %s=%s, naming it', (name, value, message) => {
    expect(() => contactConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => contactConfig({ [name]: value })).toThrow(message);
  });

  it('trusts the proxies an operator lists: nginx on this machine and the load balancer network in front', () => {
    expect(contactConfig({ CONTACT_TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' })).toMatchObject({ trustedProxies: ['127.0.0.1', '10.0.0.0/8'] });
  });

  it('takes mail without TLS only for a relay on this machine, said in so many words', () => {
    expect(contactConfig({ CONTACT_SMTP_URL: 'smtp://mail.example.in:587' })).toMatchObject({ smtpPlainRelay: false });
    expect(contactConfig({ CONTACT_SMTP_URL: 'smtp://127.0.0.1:25', CONTACT_SMTP_PLAIN_RELAY: '1' })).toMatchObject({ smtpPlainRelay: true });
    expect(() => contactConfig({ CONTACT_SMTP_URL: 'smtp://mail.example.in:25', CONTACT_SMTP_PLAIN_RELAY: '1' })).toThrow(
      /CONTACT_SMTP_PLAIN_RELAY=1 is for a relay on this machine, and CONTACT_SMTP_URL's host is mail.example.in/,
    );
    expect(() => contactConfig({ CONTACT_SMTP_URL: 'smtp://mail.example.in:25?ignoreTLS=true' })).toThrow(/CONTACT_SMTP_URL sets ignoreTLS: TLS is required/);
  });

  it('lists every wrong value at once', () => {
    expect(() => contactConfig({ CONTACT_RETENTION_DAYS: '0', CONTACT_RATE_LIMIT_PER_MINUTE: 'ten' })).toThrow(/RETENTION_DAYS[\s\S]*RATE_LIMIT_PER_MINUTE/);
  });
});
