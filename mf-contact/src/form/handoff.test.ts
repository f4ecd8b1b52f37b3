import { business } from 'shared-content';
import english from 'shared-content/text/en/contact';
import telugu from 'shared-content/text/te/contact';
import urdu from 'shared-content/text/ur/contact';
import { unisolatedNumbers } from 'shared-content/tooling/bidi-check';
import { buildMessageText, mailtoHref, whatsappHref, wellFormed } from './handoff';
import { emptyValues, type ContactValues } from './values';

const { template } = english.form;

const hostile: ContactValues = {
  firstName: 'Ravi&cc=evil@attacker.test',
  lastName: '?bcc=spy@attacker.test#frag',
  email: 'ravi@example.com\r\nBcc: spy@attacker.test',
  phone: '+91 98765 43210',
  service: 'Dialysis 🚑 & back',
  message: 'నమస్తే, నాకు వీల్‌చైర్ కావాలి.\nسلام، مجھے مدد چاہیے۔\n<script>alert(1)</script>\n%0Acc=x@y.z&subject=hi?#',
};

describe('buildMessageText', () => {
  it('labels each field and leaves empty ones out', () => {
    const text = buildMessageText({ ...emptyValues(), firstName: ' Asha ', phone: '98765 43210', message: 'Hi' }, template);
    expect(text).toBe(
      [template.greeting, '', `${template.fullName} Asha`, `${template.phone} 98765 43210`, '', template.message, 'Hi'].join('\n'),
    );
    expect(text).not.toContain(template.email);
    expect(text).not.toContain(template.service);
  });

  it('writes the message in the language of the template it is given: Telugu', () => {
    const te = telugu.form.template;
    const text = buildMessageText({ ...emptyValues(), firstName: 'Asha', email: 'asha@example.com', message: 'నమస్తే' }, te);
    expect(text).toBe([te.greeting, '', `${te.fullName} Asha`, `${te.email} asha@example.com`, '', te.message, 'నమస్తే'].join('\n'));
    expect(te.greeting).not.toBe(template.greeting);
    expect(new URL(mailtoHref(text, te.subject)).searchParams.get('subject')).toBe(te.subject);
  });

  it('keeps the phone number and e-mail address left to right in a right-to-left (Urdu) message', () => {
    const values = { ...emptyValues(), firstName: 'عائشہ', email: 'asha@example.com', phone: '+91 98765 43210', message: 'سلام' };
    const text = buildMessageText(values, urdu.form.template, 'rtl');
    expect(unisolatedNumbers(text)).toEqual([]);
    expect(text).toContain(`${urdu.form.template.phone} \u2066+91 98765 43210\u2069`);
    expect(text).toContain(`${urdu.form.template.email} \u2066asha@example.com\u2069`);
    expect(buildMessageText(values, english.form.template)).toContain(`${template.phone} +91 98765 43210\n`);
  });
});

describe('whatsappHref', () => {
  it('always goes to the service number and carries the typed text in the one text parameter', () => {
    const text = buildMessageText(hostile, template);
    const url = new URL(whatsappHref(text));
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe(`/${business.whatsapp.digits}`);
    expect([...url.searchParams.keys()]).toEqual(['text']);
    expect(url.searchParams.get('text')).toBe(text);
    expect(url.hash).toBe('');
  });

  it('keeps only digits of the number', () => {
    expect(whatsappHref('hi', '+91 98765-43210')).toBe('https://wa.me/919876543210?text=hi');
  });
});

describe('mailtoHref', () => {
  it('always goes to the service address, with only a subject and a body', () => {
    const text = buildMessageText(hostile, template);
    const href = mailtoHref(text, template.subject);
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(business.email.address);
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(url.searchParams.get('subject')).toBe(template.subject);
    // Line breaks become CRLF (RFC 6068); everything else arrives as typed.
    expect(url.searchParams.get('body')).toBe(text.replace(/\r?\n/g, '\r\n'));
    expect(url.hash).toBe('');
    // Nothing typed appears unencoded: no raw line breaks, &, ?, # or = beyond the two parameters.
    const query = href.slice(href.indexOf('?') + 1);
    expect(query).not.toMatch(/[\s#?]/);
    expect(query.split('&')).toHaveLength(2);
    expect(query.match(/=/g)).toHaveLength(2);
  });

  it('does not throw on half an emoji', () => {
    const broken = 'ok \uD83D end';
    expect(wellFormed(broken)).toBe('ok \uFFFD end');
    expect(() => mailtoHref(broken, template.subject)).not.toThrow();
    expect(() => whatsappHref('\uDE00')).not.toThrow();
    expect(wellFormed('😀')).toBe('😀');
  });
});
