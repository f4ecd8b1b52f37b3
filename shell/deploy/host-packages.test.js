/** @jest-environment node */
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { SETUP_COMMAND } = require('./host-packages');

const script = path.join(__dirname, 'host-packages.js');

test("npm test's first step names every missing system part and the one command that installs them all", () => {
  // A machine with nothing on its PATH and the browsers and PostgreSQL moved away through the tests' own overrides.
  const nowhere = '/nonexistent';
  const run = spawnSync(process.execPath, [script, 'check'], {
    encoding: 'utf8',
    env: { PATH: nowhere, CHROME_PATH: nowhere, FIREFOX_PATH: nowhere, WEBKIT_WEBDRIVER_PATH: nowhere, PG_BIN: nowhere },
  });
  const named = [...run.stderr.matchAll(/^ {2}- (.+?):/gm)].flatMap((match) => match[1].split(' '));
  expect(run.status).toBe(1);
  expect(named).toEqual(
    expect.arrayContaining(['chromium', 'firefox-esr', 'webkit2gtk-driver', 'xvfb', 'postgresql', 'g++', 'make', 'python3', 'prometheus']),
  );
  expect(run.stderr).toContain(`: ${SETUP_COMMAND}\n`);
  expect(run.stderr).toContain(`apt-get install -y ${named.join(' ')})`);
});
