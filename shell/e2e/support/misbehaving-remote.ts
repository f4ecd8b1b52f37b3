import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startNginx, type RunningNginx } from './nginx';
import { repoRoot, ServedApp } from './site';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createFileHandler } = require('../../server/file-server');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startSite } = require('../../server/site');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { isRecordedFile, openRegistry, sha384 } = require('../../server/registry');

/** What a remote does with the composer's requests for its fragment and stylesheet. */
export type Misbehaviour =
  | 'up' | 'refused' | 'hang' | 'trickle' | 'cut' | 'not-found' | 'error-body' | 'empty' | 'huge' | 'endless'
  | 'script' | 'closes-main' | 'open-comment' | 'meta-refresh' | 'browser-stall' | 'careless';

/** What a careless or hostile page team adds to its page: markup in its fragments, rules in every stylesheet it serves. */
export interface Carelessness {
  fragment?: (real: string) => string;
  stylesheet?: string;
  /** Code added to the remote's entry (`remoteEntry.js`), which every page of it runs. */
  script?: string;
}

export const ERROR_BODY = 'REMOTE ERROR BODY';
/** Markup a hostile or broken fragment carries, which must never reach the page. */
const hostile: Partial<Record<Misbehaviour, (fragment: string) => string>> = {
  script: (fragment) => `${fragment}<script>alert("injected")</script>`,
  'closes-main': (fragment) => `${fragment}</main><footer>fake footer</footer>`,
  'open-comment': (fragment) => `${fragment}<!-- the rest of the page disappears`,
  'meta-refresh': (fragment) => `<meta http-equiv="refresh" content="0;url=https://evil.example/">${fragment}`,
};
export const mustNotAppear = [ERROR_BODY, 'alert("injected")', 'fake footer', 'evil.example', 'the rest of the page disappears'];

/** One remote's real dist, served from its own origin, misbehaving on purpose. */
export class MisbehavingRemote {
  mode: Misbehaviour = 'up';
  /** Whose pages misbehave: every part (the default), or only the pages in these languages (`fragment.ur.html`). */
  languages: 'all' | string[] = 'all';
  carelessness: Carelessness = {};
  private readonly servedApp: ServedApp;
  /** Hears the release record of what this remote now serves (a careless page team's files change their bytes). */
  onRecordChange: (record: ReturnType<MisbehavingRemote['record']>) => Promise<unknown> | void = () => undefined;
  /**
   * `serveDist`: the remote's own handler, the embedded server's for its dist when not given. `startsAs`: how it
   * misbehaves from the moment it listens, so a composer started after it never sees it working.
   */
  constructor(
    readonly name: string,
    readonly dist: string,
    private readonly serveDist: http.RequestListener = createFileHandler({ root: dist }),
    private readonly startsAs: StartsAs = { mode: 'up' },
  ) {
    this.servedApp = new ServedApp(name, (request, response) => this.answer(request, response));
  }

  /** By address: nginx resolves host names through DNS, not /etc/hosts. */
  get origin() {
    return `http://127.0.0.1:${this.servedApp.port}`;
  }

  private answer(request: http.IncomingMessage, response: http.ServerResponse) {
    const fromBrowser = Boolean(request.headers['sec-fetch-mode']);
    if (this.mode === 'browser-stall') return fromBrowser ? undefined : this.serveDist(request, response);
    if (this.mode === 'careless') return this.serveCareless(request, response);
    const part = /^\/fragment(?:\.([a-z]{2}))?\.(html|css)$/.exec(request.url ?? '');
    const misbehaves = part && (this.languages === 'all' || (part[2] === 'html' && this.languages.includes(part[1] ?? 'en')));
    if (!misbehaves || this.mode === 'up') return this.serveDist(request, response);
    const real = fs.readFileSync(path.join(this.dist, request.url!), 'utf8');
    switch (this.mode) {
      case 'hang':
        return undefined;
      case 'trickle': {
        response.writeHead(200, { 'Content-Type': 'text/html' });
        let sent = 0;
        const timer = setInterval(() => response.write(real[sent++] ?? ' '), 500);
        return response.on('close', () => clearInterval(timer));
      }
      case 'cut':
        response.writeHead(200, { 'Content-Length': Buffer.byteLength(real) });
        return response.write(real.slice(0, real.length / 2), () => response.destroy());
      case 'not-found':
        return response.writeHead(404).end(`<h1>${ERROR_BODY}</h1>`);
      case 'error-body':
        return response.writeHead(500).end(`<h1>${ERROR_BODY}</h1>`);
      case 'empty':
        return response.writeHead(200, { 'Content-Length': 0 }).end();
      case 'huge':
        return response.writeHead(200).end(Buffer.alloc(50 * 1024 * 1024, 'x'));
      case 'endless': {
        response.writeHead(200);
        const chunk = Buffer.alloc(64 * 1024, 'y');
        const pump = () => {
          while (!response.destroyed && response.write(chunk));
        };
        response.on('drain', pump);
        return pump();
      }
      default:
        return part[2] === 'html' && hostile[this.mode] ? response.end(hostile[this.mode]!(real)) : this.serveDist(request, response);
    }
  }

  /** The real files, with the page team's additions: fragment.css and the CSS chunks the browser loads both get the extra rules, the entry the extra code. */
  private serveCareless(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = (request.url ?? '').replace(/\?.*$/, '');
    const { fragment, stylesheet, script } = this.carelessness;
    const file = path.join(this.dist, url);
    if (script && url === '/remoteEntry.js') {
      const headers = { 'Content-Type': 'text/javascript', 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };
      return response.writeHead(200, headers).end(this.entry());
    }
    if (fragment && /^\/fragment(\.[a-z]{2})?\.html$/.test(url)) return response.end(fragment(fs.readFileSync(file, 'utf8')));
    if (stylesheet && url.endsWith('.css') && fs.existsSync(file)) {
      const headers = { 'Content-Type': 'text/css', 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };
      return response.writeHead(200, headers).end(`${fs.readFileSync(file, 'utf8')}\n${stylesheet}\n`);
    }
    return this.serveDist(request, response);
  }

  /** The entry as this remote serves it now: its build's, with a careless page team's code added. */
  private entry(): Buffer {
    const built = fs.readFileSync(path.join(this.dist, 'remoteEntry.js'), 'utf8');
    const { script } = this.carelessness;
    return Buffer.from(this.mode === 'careless' && script ? `${built}\n${script}\n` : built);
  }

  /**
   * The bytes of a recorded file (fragment, stylesheet, entry) this remote answers now: a careless or hostile
   * page team's additions included, the real ones for a remote failing in transport (hang, cut, 500...).
   */
  private served(file: string): string | Buffer {
    if (file === 'remoteEntry.js') return this.entry();
    const real = fs.readFileSync(path.join(this.dist, file), 'utf8');
    const locale = /^fragment(?:\.([a-z]{2}))?\.html$/.exec(file);
    const { fragment, stylesheet } = this.carelessness;
    if (this.mode === 'careless') {
      if (locale && fragment) return fragment(real);
      if (file === 'fragment.css' && stylesheet) return `${real}\n${stylesheet}\n`;
      return real;
    }
    const hostileMarkup = hostile[this.mode];
    return locale && hostileMarkup && (this.languages === 'all' || this.languages.includes(locale[1] ?? 'en')) ? hostileMarkup(real) : real;
  }

  /**
   * The release record (shell/server/registry), as if this remote's team had released what it now serves: the
   * composer takes its bytes, and judges them by the checks after the hashes (a careless script that went
   * live anyway runs, as the chrome watch's tests need).
   */
  record() {
    this.recorded ??= {
      live: 'unreleased',
      previous: null,
      switchedAt: 0,
      releases: { unreleased: { created: 0, commit: null, verifiedAt: 0, files: Object.fromEntries(fs.readdirSync(this.dist).filter(isRecordedFile).map((file: string) => [file, sha384(this.served(file))])) } },
    };
    return this.recorded;
  }

  /** The record of what this remote serves in its current mode, made once per mode (the composer asks per page). */
  private recorded: { live: string; previous: null; switchedAt: number; releases: Record<string, { created: number; commit: null; verifiedAt: number; files: Record<string, string> }> } | null = null;

  async listen() {
    await this.servedApp.listen();
    await this.setMode(this.startsAs.mode, this.startsAs.languages);
  }

  /** A clean slate per mode (no kept-alive connection carries over); refused closes the port. */
  async setMode(mode: Misbehaviour, languages: 'all' | string[] = 'all', carelessness: Carelessness = {}) {
    this.mode = mode;
    this.carelessness = carelessness;
    this.languages = languages;
    this.recorded = null;
    await this.onRecordChange(this.record());
    await this.servedApp.setMode(mode === 'refused' ? 'down' : 'up');
  }

  close() {
    return this.servedApp.close();
  }
}


/** A remote's misbehaviour from the start, in every language or only in these. */
export interface StartsAs {
  mode: Misbehaviour;
  languages?: string[];
}

export interface Composers {
  remotes: Record<string, MisbehavingRemote>;
  /** The shell's origin on each path: the embedded server, and nginx in front of the composer. */
  urls: { embedded: string; nginx: string };
  nginx: RunningNginx;
  close(): Promise<void>;
}

/**
 * Every remote's real dist behind a MisbehavingRemote, composed by the embedded server, and by its composer behind real nginx.
 * `from`: how a remote misbehaves from the start, before the composers compose their pages ahead (shell/server/site.js):
 * a part they never saw working, whose route shows the fallback, not a last good page.
 */
export async function startComposers({ from = {} }: { from?: Record<string, StartsAs> } = {}): Promise<Composers> {
  const remotes: Record<string, MisbehavingRemote> = {};
  const site = await startSite({
    repoRoot,
    basePort: 0,
    host: '127.0.0.1',
    wrap: (app: { name: string; dir: string }, handler: http.RequestListener) =>
      app.name === 'shell' ? undefined : (remotes[app.name] = new MisbehavingRemote(app.name, path.join(repoRoot, app.dir, 'dist'), handler, from[app.name])),
    releaseRecord: (remote: string, built: unknown) => remotes[remote]?.record() ?? built,
  });
  // The composer behind nginx reads the records from its registry, per page it composes: what each remote serves from the start, then each change.
  const registryDir = fs.mkdtempSync(path.join(os.tmpdir(), 'composers-registry-'));
  const registry = openRegistry(registryDir);
  for (const remote of Object.values(remotes)) {
    await registry.update(remote.name, () => remote.record());
    remote.onRecordChange = (record) => registry.update(remote.name, () => record);
  }
  const nginx = await startNginx({ remoteOrigins: Object.fromEntries(Object.values(remotes).map((remote) => [remote.name, remote.origin])), registry: registryDir });
  return {
    remotes,
    urls: { embedded: site.url, nginx: nginx.shellUrl },
    nginx,
    async close() {
      await nginx.stop();
      await site.close();
      await registry.close();
      fs.rmSync(registryDir, { recursive: true, force: true });
    },
  };
}
