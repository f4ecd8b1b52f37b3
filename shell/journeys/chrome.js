// What a visitor sees of the shell's chrome (the 108 notice, the language strip, the header, the footer, the
// skip link and <html lang dir>), read in the page, and what changed between two readings: the shell's
// journeys compare the server's HTML (JavaScript off) with the hydrated page a page team's script has run on.
// The lifelines and the hit test are the chrome watch's own (./chrome-parts.js).
const { LIFELINES, coverOf } = require('./chrome-parts');

/**
 * One element of the chrome: `key` finds the same element in another reading (its path by tag and place).
 * @typedef {{ key: string, name: string, attributes: string, text: string, display: string, visibility: string,
 *   opacity: string, visible: boolean, box: number[], onTop: boolean | null, coveredBy: string,
 *   lifeline: keyof typeof LIFELINES | '' }} ChromeElement
 */
/**
 * `above`: what hides the whole chrome from screen readers or from every input, set on an element around it (`#root`, `body`).
 * @typedef {{ lang: string, dir: string, pageArea: boolean, elements: ChromeElement[], styles: string[],
 *   adoptedStyles: number, pageLinks: { region: string, href: string }[], above: string[] }} ChromeReading
 */

/**
 * Reads the chrome in the page (run by page.evaluate, so it carries everything it uses). The header and
 * the 108 notice are read at the top of the page, the footer scrolled into view; boxes are relative to
 * their part of the chrome (the footer moves with the page's height), the header and notice's in the viewport.
 * Given the hit test and the lifelines (it runs in the page: see `readChromeInPage`).
 * @param {typeof coverOf} cover
 * @param {typeof LIFELINES} lifelines
 * @returns {ChromeReading}
 */
function readChrome(cover, lifelines) {
  const main = document.getElementById('main');
  const layout = main?.parentElement;
  const parts = layout ? [...layout.children].filter((element) => element !== main) : [];
  const label = (/** @type {Element} */ element) => {
    const href = element.getAttribute('href');
    const aria = element.getAttribute('aria-label');
    const words = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${element.tagName.toLowerCase()}${href ? ` href="${href}"` : ''}${aria ? ` aria-label="${aria}"` : ''}>${href || aria ? '' : words}`;
  };
  /** @type {ChromeElement[]} */
  const elements = [];
  const read = (/** @type {Element} */ part, /** @type {string} */ partKey) => {
    const partBox = part.getBoundingClientRect();
    const relative = part.tagName !== 'FOOTER' ? { x: 0, y: 0 } : { x: partBox.x, y: partBox.y };
    const visit = (/** @type {Element} */ element, /** @type {string} */ key) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const visible = box.width > 0 && box.height > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const inView = visible && centre.x >= 0 && centre.y >= 0 && centre.x < innerWidth && centre.y < innerHeight;
      const isControl = element.matches('a[href], button');
      const coveredBy = isControl && inView ? cover(element) : null;
      const lifeline = /** @type {(keyof typeof lifelines)[]} */ (Object.keys(lifelines)).find((name) => element.matches(lifelines[name])) ?? '';
      elements.push({
        key,
        name: `${partKey} ${label(element)}`,
        attributes: [...element.attributes].map((attribute) => `${attribute.name}="${attribute.value}"`).sort().join(' '),
        text: [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent?.trim()).join(''),
        display: style.display,
        visibility: style.visibility,
        opacity: style.opacity,
        visible,
        box: [box.x - relative.x, box.y - relative.y, box.width, box.height].map(Math.round),
        onTop: isControl && inView ? !coveredBy : null,
        coveredBy: coveredBy ? label(coveredBy) : '',
        lifeline,
      });
      if (element.namespaceURI === 'http://www.w3.org/2000/svg') return;
      const seen = new Map();
      for (const child of element.children) {
        const tag = child.tagName.toLowerCase();
        seen.set(tag, (seen.get(tag) ?? 0) + 1);
        visit(child, `${key} > ${tag}:${seen.get(tag)}`);
      }
    };
    visit(part, partKey);
  };
  const partKeys = new Map();
  for (const part of parts) {
    const tag = part.tagName.toLowerCase();
    partKeys.set(tag, (partKeys.get(tag) ?? 0) + 1);
    const key = `${tag}:${partKeys.get(tag)}`;
    if (tag === 'footer') part.scrollIntoView({ block: 'end' });
    else scrollTo(0, 0);
    read(part, key);
  }
  scrollTo(0, 0);
  const pageLinks = parts.flatMap((part) =>
    [...part.querySelectorAll('a[href^="/"]:not([hreflang])')].map((link) => ({ region: part.tagName.toLowerCase(), href: link.getAttribute('href') ?? '' })),
  );
  /** @type {string[]} */
  const above = [];
  for (let around = layout?.parentElement; around; around = around.parentElement) {
    const hiding = ['aria-hidden', 'inert', 'hidden'].filter((name) => around.hasAttribute(name) && around.getAttribute(name) !== 'false');
    if (hiding.length > 0) above.push(`<${around.tagName.toLowerCase()}${around.id ? ` id="${around.id}"` : ''}> has ${hiding.join(', ')}`);
  }
  return {
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    pageArea: Boolean(main?.querySelector('[data-page-area]')),
    elements,
    styles: [...document.querySelectorAll('style, link[rel~="stylesheet"]')].map((sheet) =>
      sheet instanceof HTMLLinkElement ? `link ${sheet.href}` : `style ${(sheet.textContent ?? '').slice(0, 80)}`,
    ),
    adoptedStyles: document.adoptedStyleSheets.length,
    pageLinks,
    above,
  };
}

const SAME_BOX_PX = 1;

/**
 * What changed in the chrome from the server's reading to the page's, in a visitor's words.
 * @param {ChromeReading} server
 * @param {ChromeReading} page
 * @returns {string[]}
 */
function chromeChanges(server, page) {
  const changes = [];
  const now = new Map(page.elements.map((element) => [element.key, element]));
  const before = new Set(server.elements.map((element) => element.key));
  /** Elements whose look changed: what is inside them changed with them, and is not named again. */
  const changed = new Set();
  const insideChanged = (/** @type {string} */ key) => [...changed].some((outer) => key.startsWith(`${outer} > `));
  for (const was of server.elements) {
    const is = now.get(was.key);
    if (!is) {
      // Only the outermost element that went: what is inside it went with it.
      if (!server.elements.some((outer) => outer !== was && was.key.startsWith(`${outer.key} > `) && !now.has(outer.key))) changes.push(`${was.name} was removed`);
      continue;
    }
    if (is.attributes !== was.attributes) changes.push(`${was.name}: its attributes changed from [${was.attributes}] to [${is.attributes}]`);
    if (is.text !== was.text) changes.push(`${was.name}: its text changed from "${was.text}" to "${is.text}"`);
    if (insideChanged(was.key)) continue;
    const looks = [
      ...(/** @type {const} */ (['display', 'visibility', 'opacity'])).filter((property) => is[property] !== was[property]).map((property) => `computed ${property} changed from ${was[property]} to ${is[property]}`),
      ...(was.visible && !is.visible ? ['it is no longer visible'] : []),
      ...(was.box.some((value, index) => Math.abs(value - is.box[index]) > SAME_BOX_PX) ? [`it moved or resized from [${was.box}] to [${is.box}] (x, y, width, height)`] : []),
    ];
    if (looks.length > 0) {
      changes.push(`${was.name}: ${looks.join(', ')}`);
      changed.add(was.key);
    }
    if (was.onTop && is.onTop === false) changes.push(`${was.name} is covered at its centre by ${is.coveredBy}`);
  }
  for (const added of page.elements.filter((element) => !before.has(element.key))) {
    if (!before.has(added.key.split(' > ').slice(0, -1).join(' > ')) && added.key.includes(' > ')) continue;
    changes.push(`${added.name} was added`);
  }
  return changes;
}

/** readChrome with its hit test and lifelines, as page.evaluate runs it (a function it is given carries nothing it imports). */
const readChromeInPage = `(${readChrome})(${coverOf}, ${JSON.stringify(LIFELINES)})`;

module.exports = { chromeChanges, readChromeInPage };
