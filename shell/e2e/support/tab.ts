/**
 * A browser tab as a scenario that runs in every engine drives it, whatever the engine's driver (Chromium:
 * Playwright; Firefox ESR: Puppeteer; WebKit: WebDriver). Each file makes its tabs from its pages.
 */
export interface Tab {
  /** Opens `url`, in the window as wide as it is. */
  open(url: string): Promise<void>;
  /** The value of `inPage(arg)`, run in the page. */
  run<Arg, Result>(inPage: (arg: Arg) => Result, arg: Arg): Promise<Result>;
  click(selector: string): Promise<void>;
  /** Types into the field, focusing it first (where it already has focus, at its cursor). */
  type(selector: string, text: string): Promise<void>;
}
