import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startSite, unbuiltApp } = require('../../server/site');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { openRegistry } = require('../../server/registry');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pinsIn } = require('../../server/compose');

export type RemoteMode = 'up' | 'error' | 'hang' | 'down';

/** One app's dist served on its own origin, which a test can break: answer 500, hang, or refuse connections. */
export class ServedApp {
  mode: RemoteMode = 'up';
  port = 0;
  /** The path of every request answered or held, in order. */
  readonly requested: string[] = [];
  private readonly server: http.Server;
  private readonly sockets = new Set<Socket>();
  private held: { files: (pathname: string) => boolean; waiting: (() => void)[] } | null = null;

  /** `startsAs`: how it answers from the moment it listens (down: its port known, then closed). */
  constructor(readonly name: string, handler: http.RequestListener, startsAs: RemoteMode = 'up') {
    this.mode = startsAs;
    this.server = http.createServer((request, response) => {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      this.requested.push(pathname);
      if (this.held?.files(pathname)) {
        this.held.waiting.push(() => handler(request, response));
      } else if (this.mode === 'error') {
        response.writeHead(500, { 'Access-Control-Allow-Origin': '*' }).end('Internal Server Error');
      } else if (this.mode !== 'hang') {
        handler(request, response);
      }
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  get origin() {
    return `http://localhost:${this.port}`;
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server.listen(this.port, () => {
        this.port = (this.server.address() as AddressInfo).port;
        resolve();
      }),
    );
    if (this.mode === 'down') await this.stop();
  }

  /** Closes the port, so the browser's connections are refused. */
  private stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  async setMode(mode: RemoteMode) {
    const wasDown = this.mode === 'down';
    // A clean slate: no kept-alive or hung connection carries over into the new mode.
    for (const socket of this.sockets) socket.destroy();
    this.mode = mode;
    if (mode === 'down' && !wasDown) await this.stop();
    if (mode !== 'down' && wasDown) await this.listen();
  }

  /**
   * Holds every request for `files` (a path, or the paths a test names) until `release()` is called: those
   * files arriving as late as a test needs.
   */
  hold(files: string | ((pathname: string) => boolean)) {
    const held = { files: typeof files === 'string' ? (pathname: string) => pathname === files : files, waiting: [] as (() => void)[] };
    this.held = held;
    return () => {
      if (this.held === held) this.held = null;
      for (const answer of held.waiting.splice(0)) answer();
    };
  }

  /** Answers again after a hang, while the requests it held stay held (as connections stuck at an edge would). */
  recoverFromHang() {
    this.mode = 'up';
  }

  close() {
    return this.mode === 'down' ? Promise.resolve() : this.stop();
  }
}

export interface LocalSite {
  url: string;
  shell: ServedApp;
  remotes: Record<string, ServedApp>;
  close(): Promise<void>;
}

/** What a team's service mounts on its remote's origin (see shared-content/tooling/apps.js). */
export interface SiteService {
  routes: Record<string, http.RequestListener>;
}

/** The release a composed page's fragment came from (its fragment names it), anywhere in the page. */
export const composedReleaseOf = (html: string) => /<!--release:([0-9a-f]+)-->/.exec(html)?.[1];

/** The released remote entries (`/releases/<id>/remoteEntry.js`) `page` asks for from now on, as they are asked for. */
export function releaseEntriesAsked(page: Page): string[] {
  const entries: string[] = [];
  page.on('request', (request) => request.url().includes('/releases/') && request.url().endsWith('/remoteEntry.js') && entries.push(request.url()));
  return entries;
}

/**
 * The pins the composer wrote into the page at `url`: each remote's live entry and its integrity.
 * @param url a page of the shell's origin
 */
export async function pagePinsOf(url: string): Promise<Record<string, { entry: string; integrity: string }>> {
  const pins = pinsIn(await (await fetch(url)).text());
  if (!pins) throw new Error(`${url} carries no pins`);
  return pins;
}

/**
 * Serves the built dist folders under `repoRoot` with the same server as `npm run serve` (shell/server/site.js), on free ports.
 * `remoteRoot` may serve a remote from elsewhere (its releases, as `npm run serve` does once it has one); a
 * remote is then composed from its live release in that checkout's registry (`shell/registry`), else from its
 * build as it was when the site started; `releaseRecord` gives the records another way (shell/server/site.js).
 * `services` mounts a team's services on its remote's origin (the contact service, or a team's throwaway ones
 * from shared-content/tooling/journeys.js), as `npm run serve` does. `from`: how a remote fails from the start,
 * before the shell composes its pages ahead (shell/server/site.js): a remote it never saw working.
 */
export async function serveSite(
  repoRoot: string,
  {
    remoteRoot,
    services = {},
    releaseRecord,
    from = {},
  }: { remoteRoot?: (name: string, dist: string) => unknown; services?: Record<string, SiteService | null>; releaseRecord?: (remote: string, built: unknown) => unknown; from?: Record<string, RemoteMode> } = {},
): Promise<LocalSite> {
  const unbuilt = unbuiltApp(repoRoot);
  if (unbuilt) throw new Error(`${unbuilt.dir}/dist is not built: run "npm run build" before the browser suite.`);
  const served: Record<string, ServedApp> = {};
  const registry = openRegistry(path.join(repoRoot, 'shell', 'registry'));
  const site = await startSite({
    repoRoot,
    remoteRoot: (app: { name: string }, dist: string) => (remoteRoot ? remoteRoot(app.name, dist) : dist),
    releaseRecord:
      releaseRecord ??
      (async (remote: string, built: unknown) => {
        const record = remoteRoot ? await registry.read(remote) : null;
        return record?.live ? record : built;
      }),
    services,
    wrap: (app: { name: string }, handler: http.RequestListener) => (served[app.name] = new ServedApp(app.name, handler, from[app.name])),
  });
  const { shell, ...remotes } = served;
  return { url: site.url, shell, remotes, close: site.close };
}

export const repoRoot = path.join(__dirname, '..', '..', '..');

/**
 * The site under test: E2E_BASE_URL (a deployed site) when set, otherwise the local production build.
 * Tests that break or rebuild remotes need the local site and are defined only then.
 */
export const deployedSiteUrl = process.env.E2E_BASE_URL?.replace(/\/$/, '');

/** Tests that break or rebuild remotes need the local servers: against a deployed site they are left out. */
export const describeLocal = deployedSiteUrl ? describe.skip : describe;
