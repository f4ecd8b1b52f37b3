import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Builder, By, type WebDriver, type WebElement } from 'selenium-webdriver';
import { freePort, waitForServer } from './ports';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { firstInteraction } = require('shared-content/tooling/first-interaction');

const driverPath = process.env.WEBKIT_WEBDRIVER_PATH || '/usr/bin/WebKitWebDriver';
/** Our own WebKitGTK window, so that console messages can be read (see webkit-browser.py). */
const browserPath = path.join(__dirname, 'webkit-browser.py');

/**
 * WebKitGTK is built without web app manifests (Safari has them), so it calls the site's CSP directive
 * `manifest-src` unrecognized on every page: not something a Safari visitor sees.
 */
const gtkOnly = /CONSOLE SECURITY ERROR Unrecognized Content-Security-Policy directive 'manifest-src'/;

export interface WebKit {
  driver: WebDriver;
  /** Console errors the pages have written since the last call. */
  takeConsoleErrors(): string[];
  quit(): Promise<void>;
}

/** Starts a process and resolves once it has written a line matching `ready` to stdout. */
async function started(child: ChildProcess, ready: RegExp): Promise<RegExpMatchArray> {
  let output = '';
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${child.spawnfile} exited (${code}) before it was ready: ${output}`)));
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = output.match(ready);
      if (match) resolve(match);
    });
  });
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  child.kill();
  await once(child, 'exit');
}

/**
 * WebKit (Debian's WebKitGTK, Safari's engine) under its own Xvfb, driven by WebKitWebDriver.
 * `disabledFeatures` (WebKit feature names, e.g. CSSAnchorPositioning) stand in for an older Safari;
 * `noCache` keeps nothing in the HTTP cache (every page load asks for every file again).
 */
export async function launchWebKit({ disabledFeatures = [] as string[], noCache = false } = {}): Promise<WebKit> {
  if (!fs.existsSync(driverPath)) {
    throw new Error(`No WebKitWebDriver at ${driverPath}. Install it (Debian: "sudo apt-get install -y webkit2gtk-driver xvfb python3-gi gir1.2-webkit2-4.1") or point WEBKIT_WEBDRIVER_PATH at one.`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'webkit-browser-'));
  const display = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
  let driverProcess: ChildProcess | undefined;
  const stopAll = async () => {
    await stop(driverProcess);
    await stop(display);
    // WebKit's own processes can still be writing their cache for a moment after the driver has stopped.
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10 });
  };
  try {
    const [, displayNumber] = await started(display, /^(\d+)\n/);
    const port = await freePort();
    driverProcess = spawn(driverPath, [`--port=${port}`], { env: { ...process.env, DISPLAY: `:${displayNumber}` }, stdio: ['ignore', 'ignore', 'pipe'] });
    // The browser's web process writes the pages' console messages to stderr, which it shares with the
    // driver: `[<url>:<line>:<column>: ]CONSOLE <JS |NETWORK |SECURITY |>ERROR <message>`.
    const consoleErrors: string[] = [];
    let pending = '';
    driverProcess.stderr!.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop()!;
      consoleErrors.push(...lines.filter((line) => /\bCONSOLE [A-Z ]*ERROR\b/.test(line) && !gtkOnly.test(line)));
    });
    await waitForServer(port, 10000);
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'webkit-browser',
        'webkitgtk:browserOptions': { binary: browserPath, args: ['--automation', `--data-dir=${dataDir}`, ...(noCache ? ['--no-cache'] : []), ...disabledFeatures.map((feature) => `--disable-feature=${feature}`)] },
      })
      .build();
    return {
      driver,
      takeConsoleErrors: () => consoleErrors.splice(0),
      async quit() {
        await driver.quit();
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Opens `url` and waits until the app has made the page interactive (as the Chromium suite's visit does). */
export async function visitIn(driver: WebDriver, url: string) {
  await driver.get(url);
  await driver.executeScript(firstInteraction);
  await driver.wait(() => driver.executeScript('return performance.getEntriesByName("page-interactive").length > 0'), 15000, `${url} never became interactive`);
}

/** Taps `element` as a visitor would; WebKitWebDriver refuses a click near the bottom edge, so it is scrolled to the middle first. */
export async function tap(driver: WebDriver, element: WebElement) {
  await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', element);
  await element.click();
}

/** The form field whose visible label starts with `label`. */
export async function fieldLabelled(driver: WebDriver, label: string) {
  const labelElement = await driver.findElement(By.xpath(`//label[starts-with(normalize-space(), "${label}")]`));
  return driver.findElement(By.id(await labelElement.getAttribute('for')));
}

/** Waits for the first h1 to read `heading`. */
export async function headingShown(driver: WebDriver, heading: string) {
  await driver.wait(() => driver.executeScript('return document.querySelector("h1")?.textContent === arguments[0]', heading), 10000, `no h1 "${heading}"`);
}
