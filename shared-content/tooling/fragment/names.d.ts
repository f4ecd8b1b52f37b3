// Types of names.js for its TypeScript readers: the shell's browser code, and the checked Node code, which
// TypeScript points here instead of at names.js's JSDoc (names.js's exports are checked against this file).
export const FRAGMENT_STYLESHEET: string;
export const PAGE_AREA_ID: string;
export const CHROME_WATCH_PHONE_ID: string;
export const REMOTE_ORIGIN: string;
export const FORM_STAMP: string;
export const FORM_STAMP_FIELD: string;
export const FORM_STAMP_PATH: string;
export const UNRELEASED: string;
export const REMOTE_PINS_ID: string;
export const NOT_FOUND_WRITTEN: string;
export const LOADER_SCRIPTS_ATTRIBUTE: string;
export const NOT_PINNED: string;
export const REMOTE_ENTRY: string;
export const PINNED_INTEGRITY: RegExp;
export const RELEASE_ID: RegExp;
export const VITALS_PATH: string;
/** The page's pins (REMOTE_PINS_ID): each remote's entry, its integrity and the release it is, as the composer wrote them. */
export type PagePins = Record<string, { entry: string; integrity: string; release: string }>;
export function fragmentFile(locale: string): string;
export function isFragmentFile(file: string): boolean;
export function releaseMarker(id: string): string;
export function releaseOf(html: string): string;
export function releaseOfComment(text: string): string | null;
export const remoteLoadLimits: {
  fileMs: number;
  pageMs: number;
};
export const includeLimits: {
  deadlineMs: number;
  maxBytes: number;
  freshMs: number;
  retryMs: number;
  switchGraceMs: number;
};
