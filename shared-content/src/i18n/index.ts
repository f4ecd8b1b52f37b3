export * from './locales';
export * from './format';
export * from './PageText';
