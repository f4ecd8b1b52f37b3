// Runs one npm script in every workspace that has it, as many at a time as the machine has cores (`npm run <script>
// --workspaces` runs them one after the other, and a type-check, an in-band jest or a webpack build keeps one core
// busy). `--first <workspace>` runs that one alone before the others: what they all import. Each workspace's output
// is printed whole when it ends; the run fails, naming them, when any of them fails.
//   node shared-content/tooling/run-workspaces.js <script> [--first <workspace>]
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const repoRoot = path.join(__dirname, '..', '..');

/**
 * The workspaces, in the root package.json's order, whose package.json has `script`.
 * @param {string} script
 * @returns {string[]}
 */
function workspacesWith(script) {
  /** @type {{ workspaces: string[] }} */
  const root = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  return root.workspaces.filter((workspace) => {
    /** @type {{ scripts?: Record<string, string> }} */
    const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, workspace, 'package.json'), 'utf8'));
    return Boolean(manifest.scripts?.[script]);
  });
}

/**
 * Runs `npm run <script>` in the workspace's folder; resolves with whether it passed once its output is printed.
 * @param {string} workspace
 * @param {string} script
 * @returns {Promise<boolean>}
 */
function run(workspace, script) {
  const started = Date.now();
  const child = spawn('npm', ['run', script], { cwd: path.join(repoRoot, workspace), stdio: ['ignore', 'pipe', 'pipe'] });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n=== ${workspace}: npm run ${script} (${code === 0 ? 'passed' : 'FAILED'}, ${seconds} s)\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    }),
  );
}

/**
 * Runs the workspaces' script, `lanes` at a time; resolves with those that failed.
 * @param {string[]} workspaces
 * @param {string} script
 * @param {number} lanes
 * @returns {Promise<string[]>}
 */
async function runAll(workspaces, script, lanes) {
  const waiting = [...workspaces];
  /** @type {string[]} */
  const failed = [];
  const lane = async () => {
    for (let workspace = waiting.shift(); workspace !== undefined; workspace = waiting.shift()) {
      if (!(await run(workspace, script))) failed.push(workspace);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return failed;
}

async function main() {
  const [script, option, first] = process.argv.slice(2);
  if (!script || (option !== undefined && (option !== '--first' || !first))) {
    console.error('Usage: node shared-content/tooling/run-workspaces.js <script> [--first <workspace>]');
    return 2;
  }
  const workspaces = workspacesWith(script);
  const before = workspaces.filter((workspace) => workspace === first);
  const failed = await runAll(before, script, 1);
  if (failed.length === 0) {
    failed.push(...(await runAll(workspaces.filter((workspace) => workspace !== first), script, os.availableParallelism())));
  }
  if (failed.length > 0) console.error(`\nnpm run ${script} failed in: ${failed.join(', ')}`);
  return failed.length > 0 ? 1 : 0;
}

main().then((code) => (process.exitCode = code));
