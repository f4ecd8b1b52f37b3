import net from 'node:net';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { apps } = require('shared-content/tooling/apps') as { apps: { name: string }[] };

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A free port for each app of the site, by app name, for servers a test starts itself. */
export async function freePortPerApp(): Promise<Record<string, number>> {
  const ports: Record<string, number> = {};
  for (const app of apps) ports[app.name] = await freePort();
  return ports;
}

/** Resolves once an HTTP server answers on `port` (a webpack dev server answers once its first build is done). */
export async function waitForServer(port: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answered = await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false);
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`Nothing answered on port ${port} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
