/**
 * What the shell's chrome watch reports when a page's script changed the chrome around it
 * (shell/src/layout/chromeWatch.ts): the header (with the language strip and the call link), the 108 notice,
 * the footer, `<html lang>` and `dir`, the call link covered at its centre, a chrome link whose click was
 * cancelled (`links`), or a stylesheet added to the document (`style`). Counted as
 * careway_chrome_changed_total{remote, what} (shell/server/chrome-changes.js).
 */
export const chromeChanges = ['header', 'notice', 'footer', 'lang', 'dir', 'covered', 'links', 'style'] as const;

export type ChromeChange = (typeof chromeChanges)[number];

/** How the chrome watch's console warning starts, so the shell's journeys at release hear what it put back. */
export const chromeWatchWarning = '[shell] chrome watch:';
