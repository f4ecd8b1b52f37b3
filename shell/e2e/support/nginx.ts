// eslint-disable-next-line @typescript-eslint/no-require-imports
const run = require('../../deploy/run-nginx') as {
  startNginx: (options?: {
    remoteOrigins?: Record<string, string>;
    repo?: string;
    remoteBlocks?: Record<string, object>;
    staleWindowMs?: number;
    realIp?: { trustedProxies: string[]; header: string };
    composers?: number;
    registry?: string;
  }) => Promise<RunningNginx>;
};

export interface RunningNginx {
  shellUrl: string;
  /** Each remote's origin (nginx's own remote blocks, or the ones given). */
  remoteUrls: Record<string, string>;
  prefix: string;
  /** The release registry folder the composer reads each remote's live release from (shell/server/registry). */
  registry: string;
  brotli: boolean;
  /** The shell's (first) composer behind nginx, a process of its own: stopping it is a crash, terminating it a deployment's stop (it drains). */
  composer: Composer;
  /** Every composer nginx spreads pages over. */
  composers: Composer[];
  stop(): Promise<void>;
}

export interface Composer {
  url: string;
  metricsUrl: string;
  pid: number | undefined;
  start(): Promise<void>;
  stop(): Promise<void>;
  terminate(): Promise<void>;
}

/** Real nginx with the generated configuration, on free ports, in front of the shell's composer (see shell/deploy/run-nginx.js). */
export const startNginx = run.startNginx;
