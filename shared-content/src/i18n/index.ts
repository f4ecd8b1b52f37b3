export * from './locales';
export * from './bidi';
export * from './PageText';
