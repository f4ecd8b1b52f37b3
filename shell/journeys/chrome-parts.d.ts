// Types of chrome-parts.js for its TypeScript readers: the shell's chrome watch (browser code) and the checked
// Node code, which TypeScript points here instead of at chrome-parts.js's JSDoc (whose exports are checked against this file).
export const PART_OF_TAG: { readonly a: 'header'; readonly nav: 'header'; readonly header: 'header'; readonly aside: 'notice'; readonly footer: 'footer' };
export const LIFELINES: { readonly call: 'header a[href^="tel:+"]'; readonly emergency: 'aside a[href="tel:108"]'; readonly footer: 'footer' };
export function chromeParts(document: Document): { layout: HTMLElement | null; parts: HTMLElement[] };
export function coverOf(element: Element): Element | null;
