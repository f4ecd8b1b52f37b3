// eslint-disable-next-line @typescript-eslint/no-require-imports
const run = require('../../deploy/run-nginx') as { startNginx: (options?: { remoteOrigins?: Record<string, string>; repo?: string; remoteBlocks?: Record<string, object>; metrics?: string }) => Promise<RunningNginx> };

export interface RunningNginx {
  shellUrl: string;
  /** Each remote's origin (nginx's own remote blocks, or the ones given). */
  remoteUrls: Record<string, string>;
  prefix: string;
  brotli: boolean;
  stop(): Promise<void>;
}

/** Real nginx with the generated configuration, on free ports (see shell/deploy/run-nginx.js). */
export const startNginx = run.startNginx;
