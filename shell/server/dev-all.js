// `npm run dev`: the five webpack dev servers at once, each reloading on change.
const { spawn } = require('node:child_process');
const path = require('node:path');
const { apps, portOf } = require('shared-content/tooling/apps');

const children = apps.map((app) =>
  spawn('npm', ['run', 'dev', '-w', app.dir], { cwd: path.join(__dirname, '..', '..'), stdio: 'inherit' }),
);

console.log(`Dev servers starting. Open http://localhost:${portOf(apps[0])}/`);

const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
