export * from './locales';
export * from './format';
export * from './bidi';
export * from './PageText';
