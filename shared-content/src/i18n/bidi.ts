/**
 * Numbers in right-to-left (Urdu) text: a run of digits joined by a space, dash, plus or range sign
 * ("98765 43210", "+91", "10+", "5-15") is drawn out of order ("43210 98765", "91+", "+10") unless it sits
 * in a left-to-right isolate. `ltr()` puts text in one (U+2066 ... U+2069), so it reads left to right in
 * page text, titles, attributes, no-JS pages and messages alike, where markup cannot reach.
 */
export const ltr = (text: string | number): string => `\u2066${text}\u2069`;
