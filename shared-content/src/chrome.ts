/**
 * What the shell's chrome watch reports when a page's script changed the chrome around it
 * (shell/src/layout/chromeWatch.ts): the header (with the language strip and the call link), the 108 notice,
 * the footer, `<html lang>` and `dir`, the call link covered at its centre (by an element or a modal dialog),
 * the chrome hidden, inert or untappable from above (`hidden`: `inert`, `aria-hidden`, `visibility`,
 * `pointer-events` on `body` or `#root`), the page kept from scrolling to the footer (`scroll`), a tap, click or
 * Enter on a chrome link or button cancelled (`links`), or a stylesheet added to the document (`style`). Counted as
 * careway_chrome_changed_total{remote, what} (shell/server/chrome-changes.js).
 */
export const chromeChanges = ['header', 'notice', 'footer', 'lang', 'dir', 'covered', 'hidden', 'scroll', 'links', 'style'] as const;

export type ChromeChange = (typeof chromeChanges)[number];

/** How the chrome watch's console warning starts, so the shell's journeys at release hear what it put back. */
export const chromeWatchWarning = '[shell] chrome watch:';
