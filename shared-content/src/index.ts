export * from './types';
export { business } from './business';
export type { Business } from './business';
export { pages, shellText, messageFormId, bookingHref, uiText, ambulancePhone, emergencyGuidance } from './site';
export { homeContent } from './content/home';
export { aboutContent } from './content/about';
export { howItWorksContent } from './content/howItWorks';
export { contactContent } from './content/contact';
