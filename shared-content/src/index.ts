export * from './types';
export { business, englishValues, exampleEmail } from './business';
export type { Business } from './business';
export { pageRoutes, pagesIn, bookingHref, messageFormId, ambulancePhone } from './site';
export type { PageWords } from './site';
export { chromeChanges, chromeWatchWarning } from './chrome';
export type { ChromeChange } from './chrome';
export * from './i18n';
