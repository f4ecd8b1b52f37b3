const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { checkFormStamp, formStampKey, formStampLimits, signFormStamp, stampForms } = require('./form-stamp');
const { FORM_STAMP } = require('./fragment/names');

const key = crypto.randomBytes(32);
const served = Date.parse('2026-11-28T10:00:00Z');
const after = (/** @type {number} */ ms) => ({ now: served + ms });

describe('the form stamp', () => {
  const stamp = signFormStamp(key, served);

  it('says how long ago the form was served, once a person could have filled it in', () => {
    expect(checkFormStamp(stamp, key, after(formStampLimits.minFillMs))).toEqual({ verdict: 'fresh', ageMs: formStampLimits.minFillMs });
    expect(checkFormStamp(stamp, key, after(45_000))).toEqual({ verdict: 'fresh', ageMs: 45_000 });
  });

  it('is too fast sooner than a person can read the form and type a name and a phone number, or from the future', () => {
    expect(checkFormStamp(stamp, key, after(formStampLimits.minFillMs - 1))).toEqual({ verdict: 'tooFast', ageMs: formStampLimits.minFillMs - 1 });
    expect(checkFormStamp(stamp, key, after(0)).verdict).toBe('tooFast');
    expect(checkFormStamp(stamp, key, after(-60_000)).verdict).toBe('tooFast');
  });

  it('is stale after a day: a person who left the page open', () => {
    expect(checkFormStamp(stamp, key, after(formStampLimits.maxAgeMs)).verdict).toBe('fresh');
    expect(checkFormStamp(stamp, key, after(formStampLimits.maxAgeMs + 1))).toEqual({ verdict: 'stale', ageMs: formStampLimits.maxAgeMs + 1 });
  });

  it('is forged when another key signed it, its time was changed, or it is not a stamp', () => {
    const earlier = String(served - 60_000);
    expect(checkFormStamp(signFormStamp(crypto.randomBytes(32), served), key, after(10_000))).toEqual({ verdict: 'forged', ageMs: null });
    expect(checkFormStamp(stamp.replace(String(served), earlier), key, after(10_000)).verdict).toBe('forged');
    expect(checkFormStamp(`${stamp}x`, key, after(10_000)).verdict).toBe('forged');
    expect(checkFormStamp('1764324000000', key, after(10_000)).verdict).toBe('forged');
  });

  it('is missing when the post has none, or brings the placeholder of a page no composer stamped', () => {
    expect(checkFormStamp('', key)).toEqual({ verdict: 'missing', ageMs: null });
    expect(checkFormStamp(FORM_STAMP, key)).toEqual({ verdict: 'missing', ageMs: null });
  });

  it('is written at every placeholder of a page; a page without one, or with no key to be had, is left as it is', () => {
    const page = `<form><input type="hidden" name="formStamp" value="${FORM_STAMP}"></form>`;
    expect(stampForms(page, () => key, served)).toBe(`<form><input type="hidden" name="formStamp" value="${stamp}"></form>`);
    const unread = jest.fn(() => key);
    expect(stampForms('<h1>About</h1>', unread, served)).toBe('<h1>About</h1>');
    expect(unread).not.toHaveBeenCalled();
    // No key to be had: the placeholder stays, for the form to ask the contact service for its stamp.
    expect(stampForms(page, () => null, served)).toBe(page);
  });

  it('keeps its key in a file made once, readable by its owner only', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'form-stamp-key-'));
    try {
      const file = path.join(folder, 'form-stamp.key');
      const made = formStampKey(file);
      expect(made.length).toBe(32);
      expect(formStampKey(file)).toEqual(made);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      fs.writeFileSync(file, 'short');
      expect(() => formStampKey(file)).toThrow(/holds no form stamp key/);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
