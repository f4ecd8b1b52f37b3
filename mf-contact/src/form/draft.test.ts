import { clearDraft, draftKey, loadDraft, saveDraft, sessionStore } from './draft';
import { emptyValues } from './values';

const values = { ...emptyValues(), firstName: 'Asha', message: 'నమస్తే 🚑' };

beforeEach(() => window.sessionStorage.clear());

describe('draft storage', () => {
  it('saves and loads the draft in sessionStorage', () => {
    expect(saveDraft(values)).toBe(true);
    expect(window.sessionStorage.getItem(draftKey)).not.toBeNull();
    expect(loadDraft()).toEqual(values);
  });

  it('removes the draft when the form is empty or cleared', () => {
    saveDraft(values);
    saveDraft(emptyValues());
    expect(loadDraft()).toBeNull();
    saveDraft(values);
    clearDraft();
    expect(window.sessionStorage.getItem(draftKey)).toBeNull();
  });

  it('ignores broken or foreign data', () => {
    window.sessionStorage.setItem(draftKey, '{not json');
    expect(loadDraft()).toBeNull();
    window.sessionStorage.setItem(draftKey, JSON.stringify({ firstName: 42, evil: 'x', message: 'Hi' }));
    expect(loadDraft()).toEqual({ ...emptyValues(), message: 'Hi' });
  });

  it('tolerates storage that is missing or throws (private mode)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(loadDraft(throwing)).toBeNull();
    expect(saveDraft(values, throwing)).toBe(false);
    expect(() => clearDraft(throwing)).not.toThrow();
    expect(loadDraft(null)).toBeNull();
    expect(saveDraft(values, null)).toBe(false);
  });

  it('returns null when reading sessionStorage itself throws', () => {
    const spy = jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(sessionStore()).toBeNull();
    spy.mockRestore();
  });
});
