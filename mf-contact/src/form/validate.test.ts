import english from 'shared-content/text/en/contact';
import urdu from 'shared-content/text/ur/contact';
import { characterCount, isIndianPhone, looksLikeEmail, validate } from './validate';
import { emptyValues, type ContactValues } from './values';

const errors = english.form.errors;
const limit = (name: string) => english.form.fields.find((field) => field.name === name)!.maxLength;
const check = (values: ContactValues) => validate(values, english.form);
const valid = (overrides: Partial<ContactValues> = {}): ContactValues => ({
  ...emptyValues(),
  firstName: 'Asha',
  email: 'asha@example.com',
  message: 'Pick-up at 9 am on Monday, please.',
  ...overrides,
});

describe('validate', () => {
  it('accepts a complete message', () => {
    expect(check(valid())).toEqual({});
  });

  it('needs a first name (spaces alone do not count)', () => {
    expect(check(valid({ firstName: '   ' }))).toEqual({ firstName: errors.firstNameMissing });
  });

  it('needs a way to reply: email or phone', () => {
    expect(check(valid({ email: '', phone: '' }))).toEqual({ email: errors.replyMissing });
    expect(check(valid({ email: '', phone: '98765 43210' }))).toEqual({});
    expect(check(valid({ email: 'asha@example.com', phone: '' }))).toEqual({});
  });

  it('needs a message', () => {
    expect(check(valid({ message: '\n \n' }))).toEqual({ message: errors.messageMissing });
  });

  it('checks the email format', () => {
    expect(check(valid({ email: 'asha.example.com' }))).toEqual({ email: errors.emailFormat });
  });

  it('checks the phone is an Indian number', () => {
    expect(check(valid({ phone: '12345' }))).toEqual({ phone: errors.phoneFormat });
  });

  it('states each length limit, counting characters as people do', () => {
    expect(check(valid({ message: 'a'.repeat(limit('message')) }))).toEqual({});
    expect(check(valid({ message: 'a'.repeat(limit('message') + 1) }))).toEqual({
      message: errors.tooLong('Your message', limit('message')),
    });
    // 50 Telugu letters or emoji are 50 characters, even though some take two UTF-16 units.
    expect(check(valid({ firstName: '😀'.repeat(limit('firstName')) }))).toEqual({});
    expect(check(valid({ lastName: 'x'.repeat(limit('lastName') + 1) }))).toEqual({
      lastName: errors.tooLong('Last name', limit('lastName')),
    });
    expect(check(valid({ service: 'x'.repeat(limit('service') + 1) }))).toEqual({
      service: errors.tooLong('Service you need', limit('service')),
    });
  });

  it('says what is wrong in the language of the text it is given', () => {
    expect(validate(valid({ firstName: '', phone: '12345' }), urdu.form)).toEqual({
      firstName: urdu.form.errors.firstNameMissing,
      phone: urdu.form.errors.phoneFormat,
    });
    const urduLabel = urdu.form.fields.find((field) => field.name === 'service')!.label;
    expect(validate(valid({ service: 'x'.repeat(limit('service') + 1) }), urdu.form)).toEqual({
      service: urdu.form.errors.tooLong(urduLabel, limit('service')),
    });
  });

  it('lists the errors in the order of the fields', () => {
    const found = check({ ...emptyValues(), service: 'x'.repeat(500), phone: 'abc', email: 'bad' });
    expect(Object.keys(found)).toEqual(['firstName', 'email', 'phone', 'service', 'message']);
  });
});

describe('looksLikeEmail', () => {
  it.each(['a@b.in', 'first.last+tag@mail.example.co.in'])('accepts %s', (value) => {
    expect(looksLikeEmail(value)).toBe(true);
  });
  it.each(['a@b', 'a b@c.in', '@c.in', 'a@@c.in', 'a@c.in\ncc:x@y.z'])('rejects %j', (value) => {
    expect(looksLikeEmail(value)).toBe(false);
  });
});

describe('isIndianPhone', () => {
  it.each(['9876543210', '98765 43210', '+91 98765 43210', '+919876543210', '09876543210', '040-2345-6789', '919876543210', '+91 (0)98765 43210', '+91 0 40 2345 6789'])(
    'accepts %s',
    (value) => {
      expect(isIndianPhone(value)).toBe(true);
    },
  );
  it.each(['987654321', '98765432101', '+1 202 555 0100', '0000000000', 'abcdefghij', '+91 98765 4321x', '00 98765 43210', '+91 (0)98765 4321'])('rejects %s', (value) => {
    expect(isIndianPhone(value)).toBe(false);
  });
});

describe('characterCount', () => {
  it('counts code points', () => {
    expect(characterCount('నమస్తే')).toBe(6);
    expect(characterCount('👍🏽')).toBe(2);
    expect(characterCount('سلام')).toBe(4);
  });
});
