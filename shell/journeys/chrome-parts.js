// The shell's chrome, described once for both of its watchers: the chrome watch in visitors' browsers
// (shell/src/layout/chromeWatch.ts) and the shell's journeys at release (./chrome.js, ./index.js). Its parts
// are the children of the layout (the parent of `#main`) other than `#main`; its lifelines are what a visitor
// must always reach; and "on top" is what a tap at a lifeline's centre reaches.

/** The parts of the chrome by tag, as a report names them (the skip link and the language strip go with the header). */
const PART_OF_TAG = /** @type {const} */ ({ a: 'header', nav: 'header', header: 'header', aside: 'notice', footer: 'footer' });

/** What a visitor must always reach, by selector: the header's call link, the 108 notice's link, the footer. */
const LIFELINES = /** @type {const} */ ({ call: 'header a[href^="tel:+"]', emergency: 'aside a[href="tel:108"]', footer: 'footer' });

/**
 * The layout and the chrome's parts around `#main`.
 * @param {Document} document
 */
function chromeParts(document) {
  const main = document.getElementById('main');
  const layout = main?.parentElement ?? null;
  const parts = /** @type {HTMLElement[]} */ (layout ? [...layout.children].filter((element) => element !== main && element instanceof HTMLElement) : []);
  return { layout, parts };
}

/**
 * What covers `element` at its centre: the element a tap there reaches, unless that is the element itself or
 * the shell's own chrome (the skip link while it has focus, the open menu), which never hides a lifeline from a
 * visitor; null when nothing covers it, or its centre is off screen. Self-contained: the journeys run it in the page.
 * @param {Element} element
 * @returns {Element | null}
 */
function coverOf(element) {
  const box = element.getBoundingClientRect();
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (box.width === 0 || box.height === 0 || x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return null;
  const hit = document.elementFromPoint(x, y);
  if (!hit || element.contains(hit)) return null;
  const main = document.getElementById('main');
  const layout = main?.parentElement;
  return layout?.contains(hit) && !main?.contains(hit) ? null : hit;
}

module.exports = /** @satisfies {typeof import('./chrome-parts')} */ ({ LIFELINES, PART_OF_TAG, chromeParts, coverOf });
