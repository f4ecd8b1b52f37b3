// Every string of a page's text with its key ("home.hero.heading"), in the order the text file lists
// them, which is the order of the page. A function (a string with a number or name in it) is called with
// `args`. Used by the text tests and the review kit.
/**
 * @param {unknown} value a page's text, or a part of it
 * @param {string} key
 * @param {unknown[]} [args]
 * @returns {Generator<[key: string, text: string]>}
 */
function* textStrings(value, key, args = []) {
  if (typeof value === 'string') yield [key, value];
  else if (typeof value === 'function') yield* textStrings(value(...args), `${key}()`, args);
  else if (value && typeof value === 'object') {
    for (const [childKey, child] of Object.entries(value)) yield* textStrings(child, Array.isArray(value) ? `${key}[${childKey}]` : `${key}.${childKey}`, args);
  }
}

module.exports = { textStrings };
