import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { localizedPath } from 'shared-content';
import { launchBrowser } from './support/browser';
import { startNginx } from './support/nginx';
import { type CommandResult, inTurns, recordWithoutGate, releaseCommand as runReleaseCommand } from './support/releases';
import { copyRepository } from './support/repositoryCopy';
import { pages } from './support/routes';
import { describeLocal, repoRoot, serveSite } from './support/site';
/* eslint-disable @typescript-eslint/no-require-imports */
const { journeysOf, runJourneys } = require('shared-content/tooling/journeys');
const { SHELL_JOURNEYS_NOT_RUN } = require('../deploy/smoke-check');
const { remoteRoots } = require('../server/releases');
const { apps } = require('shared-content/tooling/apps') as { apps: { name: string; dir: string }[] };
/* eslint-enable @typescript-eslint/no-require-imports */

interface TeamServices {
  routes: Record<string, http.RequestListener>;
  close(): Promise<void>;
}
interface Team {
  journeys: unknown[];
  startServices?: (options: { siteOrigins: string[] }) => Promise<TeamServices>;
}

const remotes = apps.filter((app) => app.name !== 'shell');
const routeOf = (remote: string) => pages.find((page) => page.remote === remote)!.path;

/** Each team's throwaway services, for the site origins pushed into `siteOrigins` once the site runs. */
async function startTeamServices(root: string, siteOrigins: string[]) {
  const services: Record<string, TeamServices | null> = {};
  for (const remote of remotes) {
    const team: Team = journeysOf(remote.name, root);
    services[remote.name] = team.startServices ? await team.startServices({ siteOrigins }) : null;
  }
  return services;
}

async function journeyProblems(browser: Browser, root: string, shellUrl: string, services: Record<string, TeamServices | null>, only?: string) {
  const problems: string[] = [];
  for (const remote of remotes.filter((candidate) => !only || candidate.name === only)) {
    const team: Team = journeysOf(remote.name, root);
    problems.push(
      ...(await runJourneys({ browser, shellUrl, remote: remote.name, journeys: team.journeys, services: services[remote.name], localizedPath, routePath: routeOf(remote.name) })),
    );
  }
  return problems;
}

describeLocal("Each page team's own journeys", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('pass against the plain builds', async () => {
    const siteOrigins: string[] = [];
    const services = await startTeamServices(repoRoot, siteOrigins);
    const site = await serveSite(repoRoot, { services });
    siteOrigins.push(site.url);
    try {
      expect(await journeyProblems(browser, repoRoot, site.url, services)).toEqual([]);
    } finally {
      await site.close();
      for (const service of Object.values(services)) await service?.close();
    }
  });

  describe('gate each release', () => {
    let copy: string;
    const live: Record<string, string> = {};

    /** The release command as a page team runs it, in the copy. */
    function releaseCommand(remote: string, args: string[], onWatching?: () => void): Promise<CommandResult> {
      return runReleaseCommand(copy, [...args, remote, '--root', path.join(copy, remotes.find((app) => app.name === remote)!.dir, 'deploy')], onWatching);
    }

    /** A build of `remote` that differs from the last by one file: a new release of the same page. */
    function anotherBuild(remote: string, name: string) {
      const dist = path.join(copy, `${remote}-${name}-dist`);
      fs.cpSync(path.join(copy, remotes.find((app) => app.name === remote)!.dir, 'dist'), dist, { recursive: true });
      fs.writeFileSync(path.join(dist, 'build.txt'), name);
      return dist;
    }

    const deployOf = (remote: string) => path.join(copy, remotes.find((app) => app.name === remote)!.dir, 'deploy');

    beforeAll(() => {
      copy = copyRepository('team-journeys-');
      fs.chmodSync(copy, 0o755); // nginx workers drop root and must read the copy
    });
    afterAll(() => {
      if (copy) fs.rmSync(copy, { recursive: true, force: true });
    });

    const names = remotes.map((remote) => remote.name);

    // The remotes' releases overlap: the next starts once the last one's gate watches (support/releases.ts).
    describe('released after their journeys pass, a few at once', () => {
      const results = new Map<string, Promise<CommandResult>>();
      beforeAll(() => {
        const inTurn = inTurns();
        for (const remote of names) results.set(remote, inTurn((freeTurn) => releaseCommand(remote, ['release', '--no-build'], freeTurn)));
      });

      it.each(names)('%s: released after its journeys pass', async (remote) => {
        const result = await results.get(remote)!;
        expect([result.code, result.output]).toEqual([0, expect.stringMatching(new RegExp(`Release [0-9a-f]{12} of ${remote} is live`))]);
        live[remote] = /Release ([0-9a-f]{12}) of/.exec(result.output.split('\n').reverse().find((line) => line.includes('is live'))!)![1];
      }, 600000);
    });

    describe('a release whose journey fails is refused with its name and what it saw, the live release unchanged', () => {
      const results = new Map<string, Promise<CommandResult>>();
      const originals = new Map<string, string>();
      const journeysFile = (remote: string) => path.join(copy, remotes.find((app) => app.name === remote)!.dir, 'journeys', 'index.js');
      beforeAll(() => {
        const inTurn = inTurns();
        for (const remote of names) {
          originals.set(remote, fs.readFileSync(journeysFile(remote), 'utf8'));
          fs.appendFileSync(journeysFile(remote), "\nmodule.exports.journeys.unshift({ name: 'broken on purpose', run: async () => { throw new Error('the button it clicks is gone'); } });\n");
          results.set(remote, inTurn((freeTurn) => releaseCommand(remote, ['release', '--dist', anotherBuild(remote, 'refused')], freeTurn)));
        }
      });
      afterAll(async () => {
        await Promise.all(results.values());
        for (const [remote, original] of originals) fs.writeFileSync(journeysFile(remote), original);
      });

      it.each(names)('%s', async (remote) => {
        const result = await results.get(remote)!;
        expect(result.code).toBe(1);
        expect(result.output).toContain(`journey "broken on purpose" of ${remote} (en, with JavaScript): the button it clicks is gone`);
        expect(result.output).toContain(`journey "broken on purpose" of ${remote} (ur, without JavaScript): the button it clicks is gone`);
        // Refused already, the release does not wait for the shell's journeys.
        expect(result.output).toContain(SHELL_JOURNEYS_NOT_RUN);
        expect(result.output).toContain('The live release was not changed.');
        expect((await releaseCommand(remote, ['list'])).output).toMatch(new RegExp(`^\\* live +${live[remote]} `, 'm'));
      }, 600000);
    });

    it('every journey passes on the released site, and the contact form sends after a release of mf-contact and after its rollback, with and without JavaScript, on the embedded server and real nginx', async () => {
      const first = live.contact;
      // A second release to roll back from: its gate is the tests' above (the same build), so it is recorded without one.
      const secondId = await recordWithoutGate(copy, 'contact', anotherBuild('contact', 'second'));
      expect(secondId).not.toBe(first);

      const siteOrigins: string[] = [];
      const services = await startTeamServices(copy, siteOrigins);
      const site = await serveSite(copy, { services, remoteRoot: (name, dist) => remoteRoots({ dist, root: deployOf(name) }) });
      // nginx sends /api/messages of the contact origin to the contact service, wherever it runs.
      const serviceServer = http.createServer(services.contact!.routes['/api/messages']);
      await new Promise<void>((resolve) => serviceServer.listen(0, '127.0.0.1', resolve));
      const upstream = `http://127.0.0.1:${(serviceServer.address() as AddressInfo).port}`;
      const nginx = await startNginx({
        repo: copy,
        remoteBlocks: Object.fromEntries(
          remotes.map((remote) => [
            remote.name,
            { root: deployOf(remote.name), releases: true, ...(remote.name === 'contact' && { service: { path: '/api/messages', upstream } }) },
          ]),
        ),
      });
      siteOrigins.push(site.url, nginx.shellUrl);
      try {
        for (const [state, id] of [['released', secondId], ['rolled back', first]] as const) {
          if (state === 'rolled back') expect((await releaseCommand('contact', ['rollback'])).code).toBe(0);
          for (const [composer, shellUrl] of [['embedded', site.url], ['nginx', nginx.shellUrl]]) {
            // The page comes from the release now live (composers keep a part for a few seconds).
            const deadline = Date.now() + 6000;
            let html = '';
            while (!html.includes(`<!--release:${id}-->`) && Date.now() < deadline) {
              html = await (await fetch(`${shellUrl}/contact`)).text();
              if (!html.includes(`<!--release:${id}-->`)) await new Promise((resolve) => setTimeout(resolve, 250));
            }
            expect([state, composer, html.includes(`<!--release:${id}-->`)]).toEqual([state, composer, true]);
            // Every team's journeys on the released site; after the rollback, the contact team's.
            const only = state === 'released' ? undefined : 'contact';
            expect([state, composer, await journeyProblems(browser, copy, shellUrl, services, only)]).toEqual([state, composer, []]);
          }
        }
      } finally {
        await nginx.stop();
        await site.close();
        serviceServer.close();
        for (const service of Object.values(services)) await service?.close();
      }
    }, 600000);
  });
});
