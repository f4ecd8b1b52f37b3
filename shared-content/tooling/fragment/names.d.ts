// Types of names.js for its TypeScript readers: browser code reads the placeholder for a remote's origin, the
// checked Node code the mark of a page from no release. TypeScript reads this file instead of names.js's JSDoc.
export const REMOTE_ORIGIN: string;
export const UNRELEASED: string;
