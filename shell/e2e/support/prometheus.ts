import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventually } from './metrics';
import { repoRoot } from './site';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { freePort } = require('../../deploy/run-nginx') as { freePort: () => Promise<number> };

/** Prometheus with the site's alert rules, scraping the given targets every second, its data in a temporary folder. */
export async function startPrometheus(targets: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prometheus-'));
  const port = await freePort();
  const config = [
    'global:',
    '  scrape_interval: 1s',
    '  evaluation_interval: 1s',
    'rule_files:',
    `  - ${path.join(repoRoot, 'shell', 'deploy', 'prometheus', 'alerts.yml')}`,
    'scrape_configs:',
    ...Object.entries(targets).flatMap(([job, target]) => [`  - job_name: ${job}`, '    static_configs:', `      - targets: ['${target}']`]),
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'prometheus.yml'), `${config}\n`);
  const child = spawn('prometheus', [`--config.file=${path.join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${path.join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`], {
    stdio: 'ignore',
  });
  const failed = new Promise<never>((_, reject) => child.once('error', (error) => reject(new Error(`prometheus did not start ("apt-get install -y prometheus"; .ci/run does this): ${error.message}`))));
  const url = `http://127.0.0.1:${port}`;
  const ready = eventually(() => fetch(`${url}/-/ready`).then((response) => response.ok, () => false), Boolean, 20_000);
  if (!(await Promise.race([ready, failed]))) throw new Error('prometheus did not become ready within 20 s');
  return {
    url,
    /** The series an instant query gives now (none while Prometheus does not answer). */
    query: async (expression: string): Promise<{ metric: Record<string, string> }[]> => {
      const answer = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(expression)}`).then(
        (response) => response.json(),
        () => null,
      );
      return answer?.data?.result ?? [];
    },
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
