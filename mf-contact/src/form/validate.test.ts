import { contactContent } from 'shared-content';
import { characterCount, isIndianPhone, looksLikeEmail, validate } from './validate';
import { emptyValues, type ContactValues } from './values';

const errors = contactContent.form.errors;
const limit = (name: string) => contactContent.form.fields.find((field) => field.name === name)!.maxLength;
const valid = (overrides: Partial<ContactValues> = {}): ContactValues => ({
  ...emptyValues(),
  firstName: 'Asha',
  email: 'asha@example.com',
  message: 'Pick-up at 9 am on Monday, please.',
  ...overrides,
});

describe('validate', () => {
  it('accepts a complete message', () => {
    expect(validate(valid())).toEqual({});
  });

  it('needs a first name (spaces alone do not count)', () => {
    expect(validate(valid({ firstName: '   ' }))).toEqual({ firstName: errors.firstNameMissing });
  });

  it('needs a way to reply: email or phone', () => {
    expect(validate(valid({ email: '', phone: '' }))).toEqual({ email: errors.replyMissing });
    expect(validate(valid({ email: '', phone: '98765 43210' }))).toEqual({});
    expect(validate(valid({ email: 'asha@example.com', phone: '' }))).toEqual({});
  });

  it('needs a message', () => {
    expect(validate(valid({ message: '\n \n' }))).toEqual({ message: errors.messageMissing });
  });

  it('checks the email format', () => {
    expect(validate(valid({ email: 'asha.example.com' }))).toEqual({ email: errors.emailFormat });
  });

  it('checks the phone is an Indian number', () => {
    expect(validate(valid({ phone: '12345' }))).toEqual({ phone: errors.phoneFormat });
  });

  it('states each length limit, counting characters as people do', () => {
    expect(validate(valid({ message: 'a'.repeat(limit('message')) }))).toEqual({});
    expect(validate(valid({ message: 'a'.repeat(limit('message') + 1) }))).toEqual({
      message: errors.tooLong('Your message', limit('message')),
    });
    // 50 Telugu letters or emoji are 50 characters, even though some take two UTF-16 units.
    expect(validate(valid({ firstName: '😀'.repeat(limit('firstName')) }))).toEqual({});
    expect(validate(valid({ lastName: 'x'.repeat(limit('lastName') + 1) }))).toEqual({
      lastName: errors.tooLong('Last name', limit('lastName')),
    });
    expect(validate(valid({ service: 'x'.repeat(limit('service') + 1) }))).toEqual({
      service: errors.tooLong('Service you need', limit('service')),
    });
  });

  it('lists the errors in the order of the fields', () => {
    const found = validate({ ...emptyValues(), service: 'x'.repeat(500), phone: 'abc', email: 'bad' });
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
