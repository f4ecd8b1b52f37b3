import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { locales, localizedPath } from 'shared-content';
import { MisbehavingRemote, mustNotAppear } from './support/misbehaving-remote';
import { startNginx, type RunningNginx } from './support/nginx';
import { pages } from './support/routes';
import { describeLocal, repoRoot } from './support/site';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { apps } = require('shared-content/tooling/apps') as { apps: { name: string; dir: string }[] };

const CLIENTS = 50;
const HUNG = 'contact';
/** Every composed route, in every language. */
const routes = locales.flatMap((locale) => pages.map((page) => localizedPath(locale, page.path)));

interface Answer {
  route: string;
  status?: number;
  body?: Buffer;
  headers?: http.IncomingHttpHeaders;
  ms: number;
  error?: string;
}

/** One GET on the client's own kept-alive connection, as a browser tab or wrk makes it. */
function get(url: string, agent: http.Agent, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  const route = new URL(url).pathname;
  const started = Date.now();
  return new Promise((resolve) => {
    http
      .get(url, { agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ route, status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks), ms: Date.now() - started }));
        response.on('error', (error: NodeJS.ErrnoException) => resolve({ route, ms: Date.now() - started, error: error.code ?? error.message }));
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve({ route, ms: Date.now() - started, error: error.code ?? error.message }));
  });
}

/** What a visitor would call a broken answer (empty when the page is whole). */
function problemsOf(answer: Answer): string[] {
  if (answer.error) return [`${answer.route}: ${answer.error}`];
  const html = answer.body!.toString('utf8');
  const problems = [];
  if (answer.status !== 200) problems.push(`${answer.route}: ${answer.status}`);
  if (!/<\/footer>[\s\S]*<\/html>\s*$/.test(html) || html.match(/<\/main>/g)?.length !== 1) problems.push(`${answer.route}: incomplete page`);
  if (mustNotAppear.some((text) => html.includes(text))) problems.push(`${answer.route}: a remote's error in the page`);
  if (answer.ms > 3000) problems.push(`${answer.route}: ${answer.ms} ms`);
  return problems;
}

describeLocal("nginx's page cache", () => {
  const remotes: MisbehavingRemote[] = [];
  let nginx: RunningNginx;

  /** The body nginx's page cache holds under `key` (a cache file: nginx's header, `KEY: ...`, the HTTP header, the body). */
  function cachedBody(key: string) {
    const folder = path.join(nginx.prefix, 'state', 'pages');
    const files = fs.readdirSync(folder, { recursive: true }).map((file) => path.join(folder, String(file)));
    const entry = files.map((file) => (fs.statSync(file).isFile() ? fs.readFileSync(file) : Buffer.alloc(0))).find((bytes) => bytes.includes(`\nKEY: ${key}\n`));
    return entry && entry.subarray(entry.indexOf('\r\n\r\n', entry.indexOf(`\nKEY: ${key}\n`)) + 4);
  }

  beforeAll(async () => {
    for (const app of apps.filter((candidate) => candidate.name !== 'shell')) {
      const remote = new MisbehavingRemote(app.name, path.join(repoRoot, app.dir, 'dist'));
      await remote.listen();
      remotes.push(remote);
    }
    await remotes.find((remote) => remote.name === HUNG)!.setMode('hang');
    nginx = await startNginx({ remoteOrigins: Object.fromEntries(remotes.map((remote) => [remote.name, remote.origin])) });
  });

  afterAll(async () => {
    await nginx?.stop();
    for (const remote of remotes) await remote.close();
  });

  it(`gives ${CLIENTS} visitors arriving at once on a cold cache, with the ${HUNG} remote hung, every route whole: no 5xx, no reset`, async () => {
    // Each client walks every route from its own starting point, on one kept-alive connection.
    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        const walked: Answer[] = [];
        for (let step = 0; step < routes.length; step++) walked.push(await get(nginx.shellUrl + routes[(client + step) % routes.length], agent));
        agent.destroy();
        return walked;
      }),
    );
    expect(answers.flat().flatMap(problemsOf)).toEqual([]);
    const hungRoute = answers.flat().find((answer) => answer.route === localizedPath('en', pages.find((page) => page.remote === HUNG)!.path))!;
    expect(hungRoute.body!.toString('utf8')).toContain('data-fallback');
  });

  it("holds each composed page compressed for the encodings browsers send, so it is not compressed again per answer", async () => {
    const agent = new http.Agent({ keepAlive: true });
    const asBrowsers = { 'Accept-Encoding': 'gzip, deflate, br' };
    const plain = await get(`${nginx.shellUrl}/about`, agent);
    await get(`${nginx.shellUrl}/about`, agent, asBrowsers);
    const compressed = await get(`${nginx.shellUrl}/about`, agent, asBrowsers);
    agent.destroy();
    expect(problemsOf(plain)).toEqual([]);
    expect(plain.headers!['content-encoding']).toBeUndefined();
    expect(compressed.headers!['content-encoding']).toBe('br');
    expect(compressed.headers!.vary).toMatch(/Accept-Encoding/i);
    // The page cache holds those very bytes: what is sent was compressed once, when the page was composed.
    expect(cachedBody('/about br')).toEqual(compressed.body);
    const page = { ...compressed, body: zlib.brotliDecompressSync(compressed.body!) };
    expect(problemsOf(page)).toEqual([]);
    expect(page.body.length).toBeGreaterThan(compressed.body!.length * 2);
  });
});

describeLocal('nginx in front of a composer that crashes', () => {
  const STALE_WINDOW_MS = 3000;
  let nginx: RunningNginx;

  beforeAll(async () => {
    nginx = await startNginx({ staleWindowMs: STALE_WINDOW_MS });
  });

  afterAll(() => nginx?.stop());

  it('shows the kept pages while the composer is down, then each route styled with the phone number, and composed pages again once it is back', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const before = await get(`${nginx.shellUrl}/about`, agent);
    expect(problemsOf(before)).toEqual([]);
    await nginx.composer.stop();

    // Within the stale window: the very page, whole, as if nothing happened.
    const kept = await get(`${nginx.shellUrl}/about`, agent);
    expect(problemsOf(kept)).toEqual([]);
    expect(kept.body!.toString('utf8')).toBe(before.body!.toString('utf8'));

    // A page nginx does not keep (never asked for, or nobody asked for it for the window: nginx's cache manager
    // drops it within about 10 s of the window's end): the route with the fallback, in its language.
    const keptPages = () => fs.readdirSync(path.join(nginx.prefix, 'state', 'pages'), { recursive: true }).filter((file) => fs.statSync(path.join(nginx.prefix, 'state', 'pages', String(file))).isFile());
    const windowEnds = Date.now() + STALE_WINDOW_MS;
    while (keptPages().length > 0 && Date.now() < windowEnds + 20_000) await new Promise((resolve) => setTimeout(resolve, 500));
    expect(Date.now()).toBeGreaterThanOrEqual(windowEnds);
    for (const route of ['/about', '/te/contact']) {
      const down = await get(nginx.shellUrl + route, agent);
      const html = down.body!.toString('utf8');
      expect([route, down.status]).toEqual([route, 503]);
      expect(html).toContain('data-fallback');
      expect(html).toMatch(/<main[^>]*>[\s\S]*href="tel:\+91\d{10}"[\s\S]*<\/main>/);
      expect(html).toMatch(/<link[^>]+rel="stylesheet"|<link[^>]+href="[^"]+\.css"/);
      expect(html).toContain(`lang="${route.startsWith('/te/') ? 'te' : 'en'}"`);
      expect(down.headers!['content-security-policy']).toContain("default-src 'self'");
    }

    await nginx.composer.start();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await get(`${nginx.shellUrl}/about`, agent);
    agent.destroy();
    expect(problemsOf(after)).toEqual([]);
    expect(after.body!.toString('utf8')).not.toContain('data-fallback');
  });
});
