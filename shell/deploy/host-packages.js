// The system parts the tests and the hosting need beyond Node and npm, as Debian/Ubuntu packages: the one list that
// `npm test` checks first (`check`) and `npm run setup:host` installs (`install`, as root or through sudo; .ci/run
// runs it too). Each part is looked for where the tests look for it, the same environment overrides included.
const { execFile, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

/** The Firefox ESR the suite is tried on; an older one (140, where puppeteer's own setViewport fails) is upgraded. */
const FIREFOX_ESR_MAJOR = 153;
const SETUP_COMMAND = 'npm run setup:host';

/**
 * @param {string} command
 * @param {NodeJS.ProcessEnv} env
 */
const onPath = (command, env) =>
  (env.PATH ?? '').split(path.delimiter).some((dir) => dir !== '' && isExecutable(path.join(dir, command)));

/** @param {string} file */
function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Resolves with the command's standard output, or '' when it cannot run or fails.
 * @param {string} file
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<string>}
 */
const outputOf = (file, args, env) =>
  new Promise((resolve) => execFile(file, args, { env, timeout: 10_000 }, (error, stdout) => resolve(error ? '' : stdout)));

/**
 * @typedef {{ packages: string[], why: string, present: (env: NodeJS.ProcessEnv) => boolean | Promise<boolean> }} HostPart
 * @type {HostPart[]}
 */
const hostParts = [
  {
    packages: ['chromium'],
    why: 'the browser suite (CHROME_PATH overrides /usr/bin/chromium)',
    present: (env) => isExecutable(env.CHROME_PATH || '/usr/bin/chromium'),
  },
  {
    packages: ['firefox-esr'],
    why: `the browser suite's Firefox journeys, Firefox ESR ${FIREFOX_ESR_MAJOR} or later (FIREFOX_PATH overrides /usr/bin/firefox-esr)`,
    present: (env) => {
      if (env.FIREFOX_PATH) return isExecutable(env.FIREFOX_PATH);
      if (!isExecutable('/usr/bin/firefox-esr')) return false;
      // The version `firefox-esr --version` prints, read from beside the binary: starting Firefox can take seconds.
      const about = path.join(path.dirname(fs.realpathSync('/usr/bin/firefox-esr')), 'application.ini');
      const version = fs.existsSync(about) ? fs.readFileSync(about, 'utf8') : '';
      return Number(version.match(/^Version=(\d+)/m)?.[1] ?? 0) >= FIREFOX_ESR_MAJOR;
    },
  },
  {
    packages: ['webkit2gtk-driver'],
    why: "the browser suite's WebKit journeys (WEBKIT_WEBDRIVER_PATH overrides /usr/bin/WebKitWebDriver)",
    present: (env) => isExecutable(env.WEBKIT_WEBDRIVER_PATH || '/usr/bin/WebKitWebDriver'),
  },
  { packages: ['xvfb'], why: 'the screen WebKit draws on (Xvfb)', present: (env) => onPath('Xvfb', env) },
  {
    packages: ['python3-gi', 'gir1.2-webkit2-4.1'],
    why: 'the WebKit window the suite drives (shell/e2e/support/webkit-browser.py)',
    present: async (env) =>
      (await outputOf('/usr/bin/python3', ['-c', 'import gi; gi.require_version("WebKit2", "4.1"); print("ok")'], env)).trim() === 'ok',
  },
  {
    packages: ['nginx'],
    why: 'the reference hosting the suite runs (shell/deploy/run-nginx.js)',
    present: () => ['/usr/sbin/nginx', '/usr/bin/nginx'].some(isExecutable),
  },
  {
    packages: ['libnginx-mod-http-brotli-static'],
    why: "nginx's precompressed brotli files",
    present: () => fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'),
  },
  {
    packages: ['postgresql'],
    why: "the contact store's tests start their own PostgreSQL (initdb, pg_ctl; PG_BIN overrides /usr/lib/postgresql/*/bin)",
    present: (env) => {
      const dirs = env.PG_BIN
        ? [env.PG_BIN]
        : fs.existsSync('/usr/lib/postgresql')
          ? fs.readdirSync('/usr/lib/postgresql').map((version) => `/usr/lib/postgresql/${version}/bin`)
          : [];
      return dirs.some((dir) => isExecutable(path.join(dir, 'initdb')) && isExecutable(path.join(dir, 'pg_ctl')));
    },
  },
  ...['g++', 'make', 'python3'].map((tool) => ({
    packages: [tool],
    why: `a C++ toolchain (${tool}): better-sqlite3 builds its native module at npm ci when no prebuilt one fits`,
    present: (/** @type {NodeJS.ProcessEnv} */ env) => onPath(tool, env),
  })),
  { packages: ['prometheus'], why: "promtool: the alert rules' tests and the metrics test's scrape", present: (env) => onPath('promtool', env) },
  {
    packages: ['fonts-noto-core'],
    why: 'Telugu, Devanagari and Urdu fonts, as phones have them, for the language screenshots and layout checks',
    present: () => fs.existsSync('/usr/share/fonts/truetype/noto/NotoSansTelugu-Regular.ttf'),
  },
];

/**
 * The parts missing on this machine, all of them (the slow looks run at once).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<HostPart[]>}
 */
async function missingParts(env = process.env) {
  const present = await Promise.all(hostParts.map((part) => part.present(env)));
  return hostParts.filter((_, index) => !present[index]);
}

/** @param {HostPart[]} missing */
const packagesOf = (missing) => missing.flatMap((part) => part.packages);

/** `npm test`'s first step: exits 1 naming every missing part and the one command that installs them all. */
async function check() {
  const missing = await missingParts();
  if (missing.length === 0) return;
  console.error(
    [
      'The tests need these system parts, missing on this machine:',
      ...missing.map((part) => `  - ${part.packages.join(' ')}: ${part.why}`),
      `Install them all (Debian/Ubuntu, as root or a user with sudo): ${SETUP_COMMAND}`,
      `  (runs: apt-get update && apt-get install -y ${packagesOf(missing).join(' ')})`,
    ].join('\n'),
  );
  process.exitCode = 1;
}

/** `npm run setup:host`: installs whatever is missing with apt-get, through sudo unless run as root. */
async function install() {
  const packages = packagesOf(await missingParts());
  if (packages.length === 0) {
    console.log('Every system part the tests need is installed.');
    return;
  }
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...packages]]) {
    // Through env: sudo passes on no variable of its caller's.
    const [command, ...rest] = [...asRoot, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args];
    console.log(`+ ${command} ${rest.join(' ')}`);
    const run = spawnSync(command, rest, { stdio: 'inherit' });
    if (run.status !== 0) {
      process.exitCode = run.status ?? 1;
      return;
    }
  }
}

module.exports = { hostParts, missingParts, SETUP_COMMAND };

if (require.main === module) {
  const commands = { check, install };
  const command = commands[/** @type {keyof typeof commands} */ (process.argv[2])];
  if (!command) {
    console.error('Usage: node shell/deploy/host-packages.js check|install');
    process.exitCode = 2;
  } else {
    command();
  }
}
