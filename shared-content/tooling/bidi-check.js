// Finds the numbers right-to-left text would draw out of order: a run of digits joined by a space, dash,
// plus or range sign ("98765 43210", "+91", "10+", "5-15", "24/7") outside a left-to-right isolate
// (U+2066 ... U+2069, as `ltr()` in src/i18n/bidi.ts writes it). Plain digits ("30", "50%") read right.
const { defaultTreeAdapter, parseFragment } = require('parse5');

const leftToRightIsolate = /\u2066[^\u2066-\u2069]*\u2069/g;
const numberRun = /\+?\d+(?:[\s\u00a0]*[-\u2013+/][\s\u00a0]*\d+|[\s\u00a0]+\d+)*\+?/g;

/**
 * The number runs of `text` that are not inside a left-to-right isolate and would be drawn out of order.
 * @param {string} text
 * @returns {string[]}
 */
function unisolatedNumbers(text) {
  const outsideIsolates = text.replace(leftToRightIsolate, ' ');
  return (outsideIsolates.match(numberRun) ?? []).filter((run) => /\D/.test(run));
}

/**
 * HTML text (markup already taken out) with every character reference decoded as a browser would:
 * `&#x27;` (React's apostrophe), `&#39;`, `&nbsp;`, `&amp;` and the rest.
 * @param {string} text
 */
const decodeCharacterReferences = (text) =>
  parseFragment(text)
    .childNodes.map((node) => (defaultTreeAdapter.isTextNode(node) ? defaultTreeAdapter.getTextNodeContent(node) : ''))
    .join('');

/**
 * The text of an HTML page as it is drawn: an element that is left to right (`dir="ltr"`, or the
 * `phone-number` class, which is `direction: ltr; unicode-bidi: isolate`) counts as an isolate.
 * @param {string} html
 * @returns {string}
 */
function textOfHtml(html) {
  return decodeCharacterReferences(
    html
      .replace(/<(\w+)\b[^>]*(?:dir="ltr"|class="[^"]*\bphone-number\b[^"]*")[^>]*>([^<]*)<\/\1>/g, '\u2066$2\u2069')
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]*>/g, ' '),
  );
}

module.exports = { unisolatedNumbers, textOfHtml };
