// selenium-webdriver ships no types (and @types/selenium-webdriver is not in the lock): the part the
// WebKit journeys use (support/webkit.ts), as documented for 4.46.
declare module 'selenium-webdriver' {
  export class By {
    static css(selector: string): By;
    static id(id: string): By;
    static xpath(xpath: string): By;
  }

  export interface WebElement {
    click(): Promise<void>;
    sendKeys(...keys: string[]): Promise<void>;
    getText(): Promise<string>;
    getAttribute(name: string): Promise<string>;
    getRect(): Promise<{ x: number; y: number; width: number; height: number }>;
    isDisplayed(): Promise<boolean>;
  }

  /** An element being looked up: awaited, or used as the element directly. */
  export interface WebElementPromise extends Promise<WebElement>, WebElement {}

  export interface Condition<T> {
    description(): string;
    fn(driver: WebDriver): T | Promise<T>;
  }

  export const Key: { ARROW_LEFT: string };

  /** A sequence of input actions, sent to whatever has focus when performed. */
  export interface Actions {
    sendKeys(...keys: string[]): Actions;
    perform(): Promise<void>;
  }

  export const until: { elementLocated(locator: By): Condition<WebElement> };

  export interface WebDriver {
    get(url: string): Promise<void>;
    getCurrentUrl(): Promise<string>;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    executeScript<T = unknown>(script: string | ((...args: any[]) => T), ...args: unknown[]): Promise<T>;
    findElement(locator: By): WebElementPromise;
    wait<T>(condition: Condition<T> | (() => Promise<unknown>), timeoutMs?: number, message?: string): Promise<T>;
    manage(): { window(): { setRect(rect: { width: number; height: number; x?: number; y?: number }): Promise<void> } };
    navigate(): { back(): Promise<void> };
    actions(): Actions;
    quit(): Promise<void>;
  }

  export class Builder {
    usingServer(url: string): Builder;
    withCapabilities(capabilities: Record<string, unknown>): Builder;
    build(): WebDriver;
  }
}
