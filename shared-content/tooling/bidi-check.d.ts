// Types of bidi-check.js for the TypeScript tests.
export function unisolatedNumbers(text: string): string[];
export function textOfHtml(html: string): string;
