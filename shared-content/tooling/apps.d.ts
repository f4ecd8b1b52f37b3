// Types of apps.js for its TypeScript readers, the browser's among them (shared-content/src/site.ts): each
// app's name and page path as literal types, so that RemoteName and the page routes follow from the list.
// apps.js checks its list against this file, so a name or path written differently in one fails the type check.
interface AppOf<Name extends string> {
  name: Name;
  dir: string;
  port: number;
  portEnv: string;
  service?: string;
}
/** A page remote: the path of its page, in English. */
interface PageAppOf<Name extends string, Path extends string> extends AppOf<Name> {
  path: Path;
}

export const apps: [
  AppOf<'shell'>,
  PageAppOf<'home', '/'>,
  PageAppOf<'about', '/about'>,
  PageAppOf<'howitworks', '/how-it-works'>,
  PageAppOf<'contact', '/contact'>,
];
export type App = (typeof apps)[number];
export type PageApp = Extract<App, { path: string }>;
export function portOf(app: App, env?: NodeJS.ProcessEnv): number;
export function appNamed(name: string): App;
