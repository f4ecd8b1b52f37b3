const { recentlyUsed } = require('./recently-used');

describe('recentlyUsed', () => {
  test('makes a value once while its key keeps being asked for', () => {
    const kept = recentlyUsed(2);
    const make = jest.fn((/** @type {string} */ key) => ({ key }));
    const first = kept.get('a', make);
    expect(kept.get('a', make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  test('past its limit, the key asked for least recently goes first', () => {
    const kept = recentlyUsed(2);
    const make = jest.fn((/** @type {string} */ key) => ({ key }));
    const a = kept.get('a', make);
    const b = kept.get('b', make);
    kept.get('a', make); // a is now newer than b
    kept.get('c', make); // b goes
    expect(kept.size).toBe(2);
    expect(kept.get('a', make)).toBe(a);
    expect(kept.get('b', make)).not.toBe(b);
    expect(make).toHaveBeenCalledTimes(4); // a, b, c, and b again
  });

  test('the key asked for last, asked for again, is not made again and is the last to go', () => {
    const kept = recentlyUsed(2);
    const make = jest.fn((/** @type {string} */ key) => ({ key }));
    const b = (kept.get('a', make), kept.get('b', make));
    expect(kept.get('b', make)).toBe(b);
    kept.get('c', make); // a goes, not b
    expect(kept.get('b', make)).toBe(b);
    kept.get('a', make);
    expect(make).toHaveBeenCalledTimes(4); // a, b, c, and a again
  });

  test('with a limit of 1 keeps only the key asked for last', () => {
    const kept = recentlyUsed(1);
    const make = jest.fn((/** @type {string} */ key) => ({ key }));
    const a = kept.get('a', make);
    expect(kept.get('a', make)).toBe(a);
    kept.get('b', make); // a goes
    expect(kept.size).toBe(1);
    expect(kept.get('a', make)).not.toBe(a);
    expect(make).toHaveBeenCalledTimes(3); // a, b, and a again
  });

  test('with a limit of 0 keeps nothing and makes the value on every ask', () => {
    const kept = recentlyUsed(0);
    const make = jest.fn((/** @type {string} */ key) => ({ key }));
    expect(kept.get('a', make)).toEqual({ key: 'a' });
    expect(kept.get('a', make)).toEqual({ key: 'a' });
    expect(kept.size).toBe(0);
    expect(make).toHaveBeenCalledTimes(2);
  });

  test('keeps nothing when making fails', () => {
    const kept = recentlyUsed(2);
    expect(() =>
      kept.get('a', () => {
        throw new Error('cannot');
      }),
    ).toThrow('cannot');
    expect(kept.size).toBe(0);
  });
});
