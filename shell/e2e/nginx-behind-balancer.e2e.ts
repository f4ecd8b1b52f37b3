import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startNginx, type RunningNginx } from './support/nginx';
import { describeLocal } from './support/site';

/* eslint-disable @typescript-eslint/no-require-imports */
const { startContactService } = require('mf-contact/server');
const { loopbackProxies } = require('shared-content/tooling/trusted-proxies');
/* eslint-enable @typescript-eslint/no-require-imports */

interface ContactService {
  handle: http.RequestListener;
  store: { listSince(since: number): Promise<{ message: string }[]> };
  close(): Promise<void>;
}

const valid = { firstName: 'Asha', email: 'asha@example.com', message: 'Pick-up at 9 am on Monday.' };
const pageView = { route: '/about', language: 'en', release: null, metrics: [{ name: 'LCP', value: 1830 }] };

// This test is the load balancer: it connects to nginx from 127.0.0.1, the address nginx is told to trust,
// and names the visitor in X-Forwarded-For, after whatever the visitor wrote there itself.
describeLocal('nginx behind a load balancer: every visitor keeps their own limits', () => {
  const state = {} as { nginx: RunningNginx; service: ContactService; server: http.Server; dir: string };
  const siteOrigins: string[] = [];

  beforeAll(async () => {
    state.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'balancer-e2e-'));
    // The contact service believes nginx only, on this machine.
    state.service = await startContactService({ sqliteFile: path.join(state.dir, 'requests.sqlite'), smtpUrl: '', siteOrigins, trustedProxies: loopbackProxies, log: { log() {}, error() {} } });
    state.server = http.createServer(state.service.handle);
    await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve));
    const upstream = `http://127.0.0.1:${(state.server.address() as import('node:net').AddressInfo).port}`;
    state.nginx = await startNginx({
      realIp: { trustedProxies: ['127.0.0.1'], header: 'X-Forwarded-For' },
      remoteBlocks: { contact: { service: { path: '/api/messages', upstream } } },
    });
    siteOrigins.push(state.nginx.shellUrl);
  });

  afterAll(async () => {
    await state.nginx?.stop();
    state.server?.close();
    await state.service?.close();
    fs.rmSync(state.dir, { recursive: true, force: true });
  });

  const through = (url: string, visitor: string, body: string, type: string) =>
    fetch(url, { method: 'POST', headers: { 'Content-Type': type, Origin: state.nginx.shellUrl, 'X-Forwarded-For': `made-up, ${visitor}` }, body });

  it("limits 11 contact posts from one visitor while another visitor's post goes through", async () => {
    const post = (visitor: string, message: string) => through(`${state.nginx.remoteUrls.contact}/api/messages`, visitor, JSON.stringify({ ...valid, message }), 'application/json');
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const response = await post('198.51.100.1', `post ${index}`);
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    expect((await post('198.51.100.2', 'the other visitor')).status).toBe(201);
    const stored = await state.service.store.listSince(0);
    expect(stored.map((request) => request.message)).toContain('the other visitor');
    expect(stored).toHaveLength(11);
  });

  it("limits one visitor's Web Vitals beacons while another visitor's beacon is taken", async () => {
    const beacon = (visitor: string) => through(`${state.nginx.shellUrl}/api/vitals`, visitor, JSON.stringify(pageView), 'text/plain;charset=UTF-8');
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) statuses.push((await beacon('203.0.113.9')).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(204));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect((await beacon('203.0.113.10')).status).toBe(204);
  });
});
