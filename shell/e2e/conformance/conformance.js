// The one home of the site's accessibility evidence: every WCAG 2.2 Level A and AA success criterion, the browser
// tests that check it (by file and title, as written in the test file), the manual checks recorded with their date,
// or why it does not apply. `npm run a11y:report` writes ../CONFORMANCE.md from it; report.test.js fails when the
// report is stale, a criterion has no evidence, or a named test no longer exists.

/** @typedef {'chromium' | 'firefox' | 'webkit'} Engine */
/** @typedef {'/' | '/about' | '/how-it-works' | '/contact' | '404'} PageName */
/** @typedef {'en' | 'te' | 'hi' | 'ur'} Language */
/**
 * An automated test: its file in shell/e2e/, its title path (describe titles and the test's title, as written,
 * `%s` and all, joined by ' › '), and where it looks.
 * @typedef {{ file: string, title: string, pages: readonly PageName[], languages: readonly Language[], engines: readonly Engine[], views: string }} AutomatedTest
 */
/**
 * A check done by a person: when, by whom, what was done, where (engines: none when it was not done in a browser
 * or the record does not say), and what was found.
 * @typedef {{ date: string, by: string, what: string, pages: readonly PageName[], languages: readonly Language[], engines: readonly Engine[], found: string }} ManualCheck
 */
/**
 * One success criterion and its evidence: tests (by id in `tests`, with what the test checks of it when that is
 * not the test's whole point), manual checks (by id in `manualChecks`), or why it does not apply.
 * @typedef {{
 *   id: string, name: string, level: 'A' | 'AA', since: '2.0' | '2.1' | '2.2',
 *   tests?: readonly (TestId | readonly [TestId, string])[], manual?: readonly ManualId[], notApplicable?: string
 * }} Criterion
 */

const pages = /** @type {const} */ (['/', '/about', '/how-it-works', '/contact']);
const withNotFound = /** @type {const} */ ([...pages, '404']);
const languages = /** @type {const} */ (['en', 'te', 'hi', 'ur']);
const translated = /** @type {const} */ (['te', 'hi', 'ur']);
const en = /** @type {const} */ (['en']);
const chromium = /** @type {const} */ (['chromium']);

const tests = /** @satisfies {Record<string, AutomatedTest>} */ ({
  axe: {
    file: 'accessibility.e2e.ts',
    title: 'Accessibility at %i px › axe finds no WCAG 2.2 A/AA violation on %s',
    pages: withNotFound, languages: en, engines: chromium, views: '1280, 375 and 320 px',
  },
  axeMenuOpen: {
    file: 'accessibility.e2e.ts',
    title: 'With the mobile menu open › axe finds no WCAG 2.2 A/AA violation on %s',
    pages: withNotFound, languages: en, engines: chromium, views: '375 px, menu open',
  },
  axeTranslated: {
    file: 'i18n.e2e.ts',
    title: 'Accessibility and reflow in every language › axe finds no WCAG 2.2 A/AA violation on %s at 375 px',
    pages, languages: translated, engines: chromium, views: '375 px',
  },
  axeContactAnswers: {
    file: 'contact.e2e.ts',
    title: 'The contact form › the no-JavaScript answers (confirmation, the form with its errors) pass axe and fit at %i px',
    pages: ['/contact'], languages: en, engines: chromium, views: '320 and 1280 px, without JavaScript',
  },
  focusRing: {
    file: 'accessibility.e2e.ts',
    title: 'Focus is always visible › every tab stop on %s at %i px shows a focus ring',
    pages: withNotFound, languages: en, engines: chromium, views: '1280 and 375 px',
  },
  scrollingTableFocus: {
    file: 'accessibility.e2e.ts',
    title: 'Focus is always visible › a table that scrolls sideways is a tab stop with a focus ring (its shadow used to hide the ring)',
    pages: ['/'], languages: en, engines: chromium, views: '1280 px',
  },
  textSpacingHeader: {
    file: 'accessibility.e2e.ts',
    title: 'Text spacing override (WCAG 1.4.12) › leaves the header readable and the page without sideways scrolling at %i px',
    pages: ['/'], languages: en, engines: chromium, views: '1280-1366 px',
  },
  textSpacingEnglish: {
    file: 'accessibility.e2e.ts',
    title: 'Text spacing override (WCAG 1.4.12) › %s does not scroll sideways with the override at 1280 px',
    pages: withNotFound, languages: en, engines: chromium, views: '1280 px',
  },
  headerTabOrder: {
    file: 'accessibility.e2e.ts',
    title: 'Structure and order › tabs through the header in the order it is drawn at %i px',
    pages: ['/'], languages: en, engines: chromium, views: '1280 and 1920 px',
  },
  emergencyFirstScreen: {
    file: 'accessibility.e2e.ts',
    title: 'Structure and order › %s at %i px says on its first screen to call 108 in a life-threatening emergency',
    pages: withNotFound, languages: en, engines: chromium, views: '375 and 1280 px',
  },
  emergencyLinkTarget: {
    file: 'accessibility.e2e.ts',
    title: 'Structure and order › at 375 px on %s/ the 108 link takes a tap anywhere in a target at least 44 px tall',
    pages: ['/'], languages, engines: chromium, views: '375 px',
  },
  landmarks: {
    file: 'accessibility.e2e.ts',
    title: 'Structure and order › %s has the page landmarks and no section landmarks beyond the message form',
    pages: withNotFound, languages: en, engines: chromium, views: '1280 px',
  },
  formAccessibilityTree: {
    file: 'accessibility.e2e.ts',
    title: 'The contact form in the accessibility tree › %s JavaScript, %s/contact: First name and Your message are required, and every name and description keeps its spaces',
    pages: ['/contact'], languages: ['en', 'ur'], engines: chromium, views: 'with and without JavaScript',
  },
  reflowEnglish: {
    file: 'accessibility.e2e.ts',
    title: 'Reflow and text size › %s does not scroll sideways at 320 px',
    pages: withNotFound, languages: en, engines: chromium, views: '320 px',
  },
  largeTextEnglish: {
    file: 'accessibility.e2e.ts',
    title: 'Reflow and text size › %s does not scroll sideways with 200%% text at %i px',
    pages: withNotFound, languages: en, engines: chromium, views: '375, 640 and 1280 px, 200% text',
  },
  focusNotCoveredForwards: {
    file: 'accessibility.e2e.ts',
    title: 'The sticky navigation bar › never covers the focused element when tabbing forwards down %s at %i px',
    pages: withNotFound, languages: en, engines: chromium, views: '375 and 1280 px',
  },
  focusNotCoveredBackwards: {
    file: 'accessibility.e2e.ts',
    title: 'The sticky navigation bar › never covers the focused element when tabbing backwards up %s at %i px',
    pages: withNotFound, languages: en, engines: chromium, views: '375 and 1280 px',
  },
  stickyBarLargeText: {
    file: 'accessibility.e2e.ts',
    title: 'The sticky navigation bar › scrolls away on a phone with 200% text, where it would cover half the screen',
    pages: ['/about'], languages: en, engines: chromium, views: '375 px, 200% text',
  },
  reducedMotion: {
    file: 'accessibility.e2e.ts',
    title: 'Reduced motion › while a page loads › runs no animation longer than a blink when the visitor asks for reduced motion',
    pages: ['/about'], languages: en, engines: chromium, views: '375 px',
  },
  everyLanguageReflow: {
    file: 'accessibility.e2e.ts',
    title: 'Every page in every language › %s › reflow (WCAG 1.4.10) at 320 px: no text clipped, overlapping or scrolling sideways',
    pages, languages, engines: chromium, views: '320 px',
  },
  everyLanguageTextSpacing: {
    file: 'accessibility.e2e.ts',
    title: 'Every page in every language › %s › text spacing (WCAG 1.4.12) at 320 and 1280 px: no text clipped, overlapping or scrolling sideways',
    pages, languages, engines: chromium, views: '320 and 1280 px',
  },
  everyLanguageLargeText: {
    file: 'accessibility.e2e.ts',
    title: 'Every page in every language › %s › 200% text (WCAG 1.4.4) at 1280 px: no text clipped, overlapping or scrolling sideways',
    pages, languages, engines: chromium, views: '1280 px, 200% text',
  },
  everyLanguageTargetSize: {
    file: 'accessibility.e2e.ts',
    title: 'Every page in every language › %s › target size (WCAG 2.5.8) at 320 and 1280 px: every hit area is 24 px or spaced 24 px from the next',
    pages, languages, engines: chromium, views: '320 and 1280 px',
  },
  everyLanguageParts: {
    file: 'accessibility.e2e.ts',
    title: 'Every page in every language › %s › language of parts (WCAG 3.1.2): every run of Latin letters is inside lang="en"',
    pages, languages: translated, engines: chromium, views: '320 px, the contact form with its errors shown',
  },
  routeTitle: {
    file: 'journeys.e2e.ts',
    title: 'Every route at %i px › %s shows navbar, footer, one h1 and its page from its remote',
    pages, languages: en, engines: chromium, views: '1280 and 375 px',
  },
  skipLink: {
    file: 'journeys.e2e.ts',
    title: 'Keyboard only › reaches a skip link first, which moves focus to the main content',
    pages: ['/about'], languages: en, engines: chromium, views: '1280 px',
  },
  keyboardEveryAction: {
    file: 'journeys.e2e.ts',
    title: 'Keyboard only › reaches every action on %s with a visible focus indicator',
    pages, languages: en, engines: chromium, views: '1280 px',
  },
  focusAfterNavigation: {
    file: 'journeys.e2e.ts',
    title: 'Keyboard only › moves focus to the new page after keyboard navigation',
    pages: ['/', '/contact'], languages: en, engines: chromium, views: '1280 px',
  },
  mobileMenu: {
    file: 'journeys.e2e.ts',
    title: 'The mobile menu at 375 px › opens, closes, and closes when a link is chosen',
    pages: ['/'], languages: en, engines: chromium, views: '375 px',
  },
  menuEscape: {
    file: 'menu.e2e.ts',
    title: 'The open menu at 375 px › closes on Escape and returns focus to the Menu button',
    pages: ['/'], languages: en, engines: chromium, views: '375 px',
  },
  menuFocusLeaves: {
    file: 'menu.e2e.ts',
    title: 'The open menu at 375 px › closes when focus leaves it, so it never covers the focused form field on /contact',
    pages: ['/contact'], languages: en, engines: chromium, views: '375 px',
  },
  menuOnScreenChromium: {
    file: 'menu.e2e.ts',
    title: 'Every link of the open menu on screen, at any zoom and text size › Chromium, with anchor positioning: %s, /%s',
    pages: ['/about'], languages: ['en', 'te', 'ur'], engines: chromium, views: '200% and 400% zoom, 200% text, a phone held sideways',
  },
  menuOnScreenFirefox: {
    file: 'menu.e2e.ts',
    title: 'Every link of the open menu on screen, at any zoom and text size › Firefox, %s anchor positioning › %s, /%s',
    pages: ['/about'], languages: ['en', 'te', 'ur'], engines: ['firefox'], views: '200% and 400% zoom, 200% text, a phone held sideways',
  },
  errorSummary: {
    file: 'contact.e2e.ts',
    title: 'The contact form › at %i px › shows the error summary for a bad submission: an alert, focused, linking to the fields, "Error:" in the title',
    pages: ['/contact'], languages: en, engines: chromium, views: '1280 and 375 px',
  },
  servedLanguage: {
    file: 'i18n.e2e.ts',
    title: 'Served HTML in every language › %s has its text, lang, dir, title and hreflang alternates before any script runs',
    pages, languages: translated, engines: chromium, views: 'the served HTML',
  },
  businessValuesMarked: {
    file: 'i18n.e2e.ts',
    title: 'Language of parts › %s marks every business value left in English lang="en"',
    pages, languages: translated, engines: chromium, views: '1280 px',
  },
  languageSwitcher: {
    file: 'i18n.e2e.ts',
    title: 'The language switcher › keeps the %s page while the visitor changes language',
    pages, languages, engines: chromium, views: '1280 px',
  },
  urduOrder: {
    file: 'i18n.e2e.ts',
    title: 'Urdu reads right to left › %s is right to left, and its phone numbers read left to right',
    pages, languages: ['ur'], engines: chromium, views: '375 px',
  },
  translatedReflow: {
    file: 'i18n.e2e.ts',
    title: 'Accessibility and reflow in every language › %s has no sideways scroll at 320 px, nor at 200%% text',
    pages, languages: translated, engines: chromium, views: '320 px, 100% and 200% text',
  },
  urduDrawnWhole: {
    file: 'i18n.e2e.ts',
    title: 'Urdu script is drawn whole › %s at %i px%s: no heading or button is clipped',
    pages, languages: ['ur'], engines: chromium, views: '320 and 375 px, 100% and 200% text',
  },
  designEveryWidth: {
    file: 'design.e2e.ts',
    title: 'One site at every width › %s at %i px with %s text: no wrapped phone number, no broken word, no orphaned card, no sideways scroll',
    pages, languages: en, engines: chromium, views: '320-1920 px, and 375 px with 200% text',
  },
  firefoxRoutes: {
    file: 'browsers.e2e.ts',
    title: 'Browser support › Firefox ESR › %s at 375 and 1280 px: one h1, the call link on top, the footer, no console error',
    pages, languages: en, engines: ['firefox'], views: '375 and 1280 px',
  },
  webkitRoutes: {
    file: 'browsers.e2e.ts',
    title: "Browser support › WebKit (Safari's engine) › %s at 375 and 1280 px: one h1, the call link on top, the footer, no console error",
    pages, languages: en, engines: ['webkit'], views: '375 and 1280 px',
  },
  firefoxRightToLeft: {
    file: 'browsers.e2e.ts',
    title: 'Browser support › Firefox ESR › right to left: /ur/about at 375 and 1280 px has its h1, the call link on top, nothing scrolling sideways, and the brand on the right at 1280 px',
    pages: ['/about'], languages: ['ur'], engines: ['firefox'], views: '375 and 1280 px',
  },
  webkitRightToLeft: {
    file: 'browsers.e2e.ts',
    title: "Browser support › WebKit (Safari's engine) › right to left: /ur/about at 375 and 1280 px has its h1, the call link on top, nothing scrolling sideways, and the brand on the right at 1280 px",
    pages: ['/about'], languages: ['ur'], engines: ['webkit'], views: '375 and 1280 px',
  },
});

/** @typedef {keyof typeof tests} TestId */

const manualChecks = /** @satisfies {Record<string, ManualCheck>} */ ({
  // As issue 46 reports it: the reviewers' pass over the site as of commit 772b1a6, of 27 November 2026.
  reviewPass: {
    date: '2026-11-27',
    by: 'the reviewers of issue 46',
    what: 'keyboard only, zoom to 400%, 200% text, phones held sideways, the accessibility tree, target sizes (the issue names no browser)',
    pages, languages: ['en', 'te', 'ur'], engines: [],
    found: 'nothing',
  },
  sourceReview: {
    date: '2026-11-28',
    by: 'the accessibility engineer of issue 46 (branch a11y46), reading the source',
    what: 'the English text for instructions by shape, place or colour; the pictures for text drawn in them; every event handler for one that acts on press or on input; the colours of form fields against their backgrounds',
    pages, languages: en, engines: [],
    found: 'nothing: no such instruction; no picture holds text (the doctors\' initials are SVG text, hidden from screen readers beside their names); no pointerdown or mousedown handler, and a field\'s change only updates the form; field borders #46525f on white 8.0:1, on the surface 7.4:1, the focus ring a black line on a yellow band (11.9:1)',
  },
});

/** @typedef {keyof typeof manualChecks} ManualId */

/** Why a criterion about media does not apply: the site has none. */
const noMedia = 'The site has no audio, video or animation with sound.';

/** @type {readonly Criterion[]} */
const criteria = [
  { id: '1.1.1', name: 'Non-text Content', level: 'A', since: '2.0', tests: [['axe', 'rules image-alt, svg-img-alt, role-img-alt'], ['axeTranslated', 'the same rules']], manual: ['sourceReview'] },
  { id: '1.2.1', name: 'Audio-only and Video-only (Prerecorded)', level: 'A', since: '2.0', notApplicable: noMedia },
  { id: '1.2.2', name: 'Captions (Prerecorded)', level: 'A', since: '2.0', notApplicable: noMedia },
  { id: '1.2.3', name: 'Audio Description or Media Alternative (Prerecorded)', level: 'A', since: '2.0', notApplicable: noMedia },
  { id: '1.2.4', name: 'Captions (Live)', level: 'AA', since: '2.0', notApplicable: noMedia },
  { id: '1.2.5', name: 'Audio Description (Prerecorded)', level: 'AA', since: '2.0', notApplicable: noMedia },
  { id: '1.3.1', name: 'Info and Relationships', level: 'A', since: '2.0', tests: [['axe', 'rules list, label, th-has-data-cells'], 'landmarks', 'formAccessibilityTree', ['axeTranslated', 'the same rules']] },
  { id: '1.3.2', name: 'Meaningful Sequence', level: 'A', since: '2.0', tests: ['headerTabOrder', 'urduOrder'] },
  { id: '1.3.3', name: 'Sensory Characteristics', level: 'A', since: '2.0', manual: ['sourceReview'] },
  { id: '1.3.4', name: 'Orientation', level: 'AA', since: '2.1', tests: [['menuOnScreenChromium', 'a phone held sideways'], ['menuOnScreenFirefox', 'a phone held sideways']], manual: ['reviewPass'] },
  { id: '1.3.5', name: 'Identify Input Purpose', level: 'AA', since: '2.1', tests: [['axe', 'rule autocomplete-valid'], ['axeContactAnswers', 'rule autocomplete-valid']] },
  { id: '1.4.1', name: 'Use of Color', level: 'A', since: '2.0', tests: [['axe', 'rule link-in-text-block']] },
  { id: '1.4.2', name: 'Audio Control', level: 'A', since: '2.0', notApplicable: 'No page plays sound.' },
  { id: '1.4.3', name: 'Contrast (Minimum)', level: 'AA', since: '2.0', tests: [['axe', 'rule color-contrast'], ['axeMenuOpen', 'rule color-contrast'], ['axeTranslated', 'rule color-contrast']] },
  { id: '1.4.4', name: 'Resize Text', level: 'AA', since: '2.0', tests: ['everyLanguageLargeText', 'largeTextEnglish', 'translatedReflow', 'urduDrawnWhole', 'designEveryWidth', 'stickyBarLargeText', ['axe', 'rule meta-viewport']], manual: ['reviewPass'] },
  { id: '1.4.5', name: 'Images of Text', level: 'AA', since: '2.0', manual: ['sourceReview'] },
  { id: '1.4.10', name: 'Reflow', level: 'AA', since: '2.1', tests: ['everyLanguageReflow', 'reflowEnglish', 'translatedReflow', 'designEveryWidth', 'menuOnScreenChromium', 'menuOnScreenFirefox', 'firefoxRightToLeft', 'webkitRightToLeft'], manual: ['reviewPass'] },
  { id: '1.4.11', name: 'Non-text Contrast', level: 'AA', since: '2.1', tests: [['focusRing', 'the focus ring is drawn in a visible colour']], manual: ['sourceReview'] },
  { id: '1.4.12', name: 'Text Spacing', level: 'AA', since: '2.1', tests: ['everyLanguageTextSpacing', 'textSpacingHeader', 'textSpacingEnglish'] },
  { id: '1.4.13', name: 'Content on Hover or Focus', level: 'AA', since: '2.1', tests: [['menuEscape', 'the menu, opened by the visitor, is dismissed by Escape'], ['menuFocusLeaves', 'and never covers the focused field']] },
  { id: '2.1.1', name: 'Keyboard', level: 'A', since: '2.0', tests: ['keyboardEveryAction', 'focusRing', 'scrollingTableFocus', ['axe', 'rule scrollable-region-focusable']], manual: ['reviewPass'] },
  { id: '2.1.2', name: 'No Keyboard Trap', level: 'A', since: '2.0', tests: [['focusRing', 'Tab leaves the page'], 'menuEscape'] },
  { id: '2.1.4', name: 'Character Key Shortcuts', level: 'A', since: '2.1', notApplicable: 'The site defines no keyboard shortcut.' },
  { id: '2.2.1', name: 'Timing Adjustable', level: 'A', since: '2.0', notApplicable: 'Nothing has a time limit: no page expires, moves on or signs anyone out by itself.' },
  { id: '2.2.2', name: 'Pause, Stop, Hide', level: 'A', since: '2.0', tests: [['reducedMotion', 'the one animation, a loading bar shown only while a page loads, stops for visitors who ask for reduced motion']] },
  { id: '2.3.1', name: 'Three Flashes or Below Threshold', level: 'A', since: '2.0', notApplicable: 'Nothing flashes: the one animation is a loading bar that slides.' },
  { id: '2.4.1', name: 'Bypass Blocks', level: 'A', since: '2.0', tests: ['skipLink', 'landmarks', ['axe', 'rule bypass']] },
  { id: '2.4.2', name: 'Page Titled', level: 'A', since: '2.0', tests: ['routeTitle', 'servedLanguage', ['axe', 'rule document-title']] },
  { id: '2.4.3', name: 'Focus Order', level: 'A', since: '2.0', tests: ['headerTabOrder', 'focusAfterNavigation', 'menuEscape'] },
  { id: '2.4.4', name: 'Link Purpose (In Context)', level: 'A', since: '2.0', tests: [['axe', 'rule link-name'], ['axeTranslated', 'rule link-name']] },
  { id: '2.4.5', name: 'Multiple Ways', level: 'AA', since: '2.0', tests: [['routeTitle', 'the navbar and the footer on every page, each linking to every page (technique G126)']] },
  { id: '2.4.6', name: 'Headings and Labels', level: 'AA', since: '2.0', tests: [['formAccessibilityTree', 'every field named by its label']] },
  { id: '2.4.7', name: 'Focus Visible', level: 'AA', since: '2.0', tests: ['focusRing', 'keyboardEveryAction', 'scrollingTableFocus'], manual: ['reviewPass'] },
  { id: '2.4.11', name: 'Focus Not Obscured (Minimum)', level: 'AA', since: '2.2', tests: ['focusNotCoveredForwards', 'focusNotCoveredBackwards', 'menuFocusLeaves'] },
  { id: '2.5.1', name: 'Pointer Gestures', level: 'A', since: '2.1', notApplicable: 'Every action is a single tap or click; no path-based or multipoint gesture.' },
  { id: '2.5.2', name: 'Pointer Cancellation', level: 'A', since: '2.1', manual: ['sourceReview'] },
  { id: '2.5.3', name: 'Label in Name', level: 'A', since: '2.1', tests: [['formAccessibilityTree', 'each field\'s name starts with its visible label']] },
  { id: '2.5.4', name: 'Motion Actuation', level: 'A', since: '2.1', notApplicable: 'Nothing responds to moving or shaking the device.' },
  { id: '2.5.7', name: 'Dragging Movements', level: 'AA', since: '2.2', notApplicable: 'Nothing needs dragging: the one table wider than a phone scrolls as the browser scrolls any box, by keyboard too.' },
  { id: '2.5.8', name: 'Target Size (Minimum)', level: 'AA', since: '2.2', tests: ['everyLanguageTargetSize', 'emergencyLinkTarget', ['axe', 'rule target-size'], ['axeMenuOpen', 'rule target-size'], ['axeTranslated', 'rule target-size']], manual: ['reviewPass'] },
  { id: '3.1.1', name: 'Language of Page', level: 'A', since: '2.0', tests: ['servedLanguage', 'languageSwitcher', ['axe', 'rules html-has-lang, html-lang-valid']] },
  { id: '3.1.2', name: 'Language of Parts', level: 'AA', since: '2.0', tests: [['everyLanguageParts', 'no run of Latin letters outside lang="en", the e-mail error\'s example included'], 'businessValuesMarked', ['languageSwitcher', 'each language\'s name in its own language'], ['axeTranslated', 'rule valid-lang']] },
  { id: '3.2.1', name: 'On Focus', level: 'A', since: '2.0', tests: [['keyboardEveryAction', 'tabbing through every action opens nothing']] },
  { id: '3.2.2', name: 'On Input', level: 'A', since: '2.0', manual: ['sourceReview'] },
  { id: '3.2.3', name: 'Consistent Navigation', level: 'AA', since: '2.0', tests: ['routeTitle', 'firefoxRoutes', 'webkitRoutes'] },
  { id: '3.2.4', name: 'Consistent Identification', level: 'AA', since: '2.0', tests: [['routeTitle', 'the one navbar and footer of every page']] },
  { id: '3.2.6', name: 'Consistent Help', level: 'A', since: '2.2', tests: [['emergencyFirstScreen', 'the 108 guidance'], ['firefoxRoutes', 'the call link on top'], ['webkitRoutes', 'the call link on top']] },
  { id: '3.3.1', name: 'Error Identification', level: 'A', since: '2.0', tests: ['errorSummary', 'axeContactAnswers'] },
  { id: '3.3.2', name: 'Labels or Instructions', level: 'A', since: '2.0', tests: ['formAccessibilityTree', ['axe', 'rule label']] },
  { id: '3.3.3', name: 'Error Suggestion', level: 'AA', since: '2.0', tests: [['errorSummary', 'each error links to its field and says what to write']] },
  { id: '3.3.4', name: 'Error Prevention (Legal, Financial, Data)', level: 'AA', since: '2.0', notApplicable: 'The contact form asks for a call back: no legal commitment, payment, or change to stored data the visitor controls.' },
  { id: '3.3.7', name: 'Redundant Entry', level: 'A', since: '2.2', notApplicable: 'The one form is a single step: nothing is asked twice.' },
  { id: '3.3.8', name: 'Accessible Authentication (Minimum)', level: 'AA', since: '2.2', notApplicable: 'No page asks anyone to sign in.' },
  { id: '4.1.2', name: 'Name, Role, Value', level: 'A', since: '2.0', tests: ['formAccessibilityTree', 'mobileMenu', ['axe', 'rules aria-*, button-name, link-name'], ['axeMenuOpen', 'the same rules'], ['axeTranslated', 'the same rules']], manual: ['reviewPass'] },
  { id: '4.1.3', name: 'Status Messages', level: 'AA', since: '2.1', tests: [['errorSummary', 'the summary is an alert']] },
];

/**
 * The Indian standards' rows that are not WCAG 2.2 criteria: WCAG 2.1's 4.1.1, which both still list.
 * @type {readonly { id: string, name: string, why: string }[]}
 */
const retiredCriteria = [
  {
    id: '4.1.1',
    name: 'Parsing',
    why: 'Removed from WCAG 2.2; the W3C\'s WCAG 2.1 errata count it as always satisfied for HTML.',
  },
];

module.exports = { tests, manualChecks, criteria, retiredCriteria, pages: withNotFound, languages };
