// A throwaway PostgreSQL server for the tests of the contact store (mf-contact/server) and the release
// registry (shell/server/registry): initdb into a temporary folder, listening only on a unix socket there (no
// port to collide with), stopped and deleted afterwards. As root it runs as the `postgres` system user,
// since PostgreSQL refuses to run as root. Start one per test file: initdb takes a second or two.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

function serverBinaries() {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : fs.existsSync('/usr/lib/postgresql')
      ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)).map((version) => `/usr/lib/postgresql/${version}/bin`)
      : [];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')));
  if (!found) {
    throw new Error(
      'PostgreSQL server binaries (initdb, pg_ctl) were not found in /usr/lib/postgresql/*/bin or PG_BIN. ' +
        'The store and registry tests need a real PostgreSQL: install it (apt-get install postgresql; .ci/run does this) or set PG_BIN.',
    );
  }
  return found;
}

async function startPostgres() {
  const bin = serverBinaries();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'throwaway-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (/** @type {string} */ command, /** @type {string[]} */ args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, command), args, { stdio: 'pipe' });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'tester', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const start = () => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', `-k ${dir} -c listen_addresses='' -p 5432`, 'start']);
  start();
  return {
    url: `postgresql://tester@/postgres?host=${encodeURIComponent(dir)}&port=5432`,
    /** Stops the server and keeps its data: the database is gone until resume() (a reboot, a failover). */
    pause: () => run('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']),
    resume: start,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

module.exports = { startPostgres };
