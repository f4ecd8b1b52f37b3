// The site on this machine, wired once: the shell and the page remotes of shared-content/tooling/apps.js, each
// app's dist served on its own origin by the embedded server, with the services apps.js declares mounted on
// their app's origin, and the shell composing from each remote's live release as the release registry records it. `npm run serve`, the browser suite, the benches and the release smoke check start it here.
const fs = require('node:fs');
const path = require('node:path');
const { apps, portOf } = require('shared-content/tooling/apps');
const { createFileHandler } = require('./file-server');
const { limitedServer } = require('./files');
const { REMOTE_ENTRY, UNRELEASED, VITALS_PATH } = require('shared-content/tooling/fragment/names');
const { emptyRecord, isRecordedFile, sha384 } = require('./registry');
const { armOf, canaryOf, canaryShare } = require('./registry/canary');
const { releaseEntryUrl } = require('./releases');
const { READY_PATH, composerKeepAliveMs, drainGraceMs, warmUpMs } = require('./composer-timing');
const { createShellHandler } = require('./shell-host');
const siteMetrics = require('./metrics');
const { createVitalsEndpoint } = require('./vitals');
const { startCanaryJudge } = require('./canary/loop');

/** @typedef {import('shared-content/tooling/apps').App} App */
/** @typedef {import('./registry').ReleaseRecord} ReleaseRecord */
/** @typedef {import('./compose').LiveRelease} LiveRelease */

const defaultRepoRoot = path.join(__dirname, '..', '..');

/** The first of `names` whose dist is not built under `repoRoot` (the shell's index.html, a remote's remoteEntry.js), if any. */
function unbuiltApp(repoRoot = defaultRepoRoot, names = apps.map((app) => app.name)) {
  return apps
    .filter((app) => names.includes(app.name))
    .find((app) => !fs.existsSync(path.join(repoRoot, app.dir, 'dist', app.name === 'shell' ? 'index.html' : REMOTE_ENTRY)));
}

/**
 * The record of a plain build served as it is (no release: `npm run serve` before any release, the browser
 * suite), as if released when the site starts: its files as they are then, so bytes changed after that are
 * refused. Its parts answer beside the configured entry (UNRELEASED, see releases.js's releaseEntryUrl).
 * @param {string} dist
 * @returns {ReleaseRecord}
 */
function buildRecord(dist) {
  if (!fs.existsSync(path.join(dist, REMOTE_ENTRY))) return emptyRecord();
  const files = Object.fromEntries(fs.readdirSync(dist).filter(isRecordedFile).map((file) => [file, sha384(fs.readFileSync(path.join(dist, file)))]));
  return { live: UNRELEASED, previous: null, switchedAt: 0, releases: { [UNRELEASED]: { created: 0, commit: null, verifiedAt: Date.now(), files } } };
}

/**
 * The release of a remote a visitor is shown, by its record: the release the visitor's preview names (a
 * verified release of that remote, live or not), else the canary for a visitor in its arm (./registry/canary.js;
 * a visitor without an id is in the live arm), else the live one.
 * @param {ReleaseRecord} record
 * @param {string} remote
 * @param {import('./shell-host').Visitor} visitor
 * @returns {{ id: string | null, shownAs?: 'preview' | 'canary' }}
 */
function shownRelease(record, remote, { preview, visitorId }) {
  if (preview?.remote === remote && Object.hasOwn(record.releases, preview.release) && preview.release !== record.live) return { id: preview.release, shownAs: 'preview' };
  const canary = canaryOf(record);
  if (canary && visitorId && armOf(visitorId, remote, canaryShare(record)) === 'canary') return { id: canary.release, shownAs: 'canary' };
  return { id: record.live };
}

/**
 * Each configured remote's release for a visitor (shownRelease: its live release, or the one its preview
 * names), from its record (`read`): a remote with none, or whose record cannot be read (logged, once per
 * message), is left out (its pages get the fallback, its code does not run) and shows in
 * careway_remote_unrecorded. Answered at once while every record is one already read (a follower gives the
 * same promise until it reads the record again); a promise only while one is read.
 * @param {Record<string, string>} config  remote name -> configured entry URL
 * @param {(remote: string) => Promise<ReleaseRecord> | ReleaseRecord} read
 * @returns {(visitor?: import('./shell-host').Visitor) => Record<string, LiveRelease> | Promise<Record<string, LiveRelease>>}
 */
function liveReleasesOf(config, read) {
  const remotes = Object.keys(config);
  const logged = new Set();
  /** The releases shown from each record read, made once per record and release (a follower keeps a record until it changes). */
  /** @type {WeakMap<ReleaseRecord, Map<string, LiveRelease>>} */
  const made = new WeakMap();
  /**
   * @param {ReleaseRecord} record
   * @param {string} remote
   * @param {string} id
   * @param {'preview' | 'canary' | undefined} shownAs
   * @returns {LiveRelease}
   */
  const liveRelease = (record, remote, id, shownAs) => {
    let ofRecord = made.get(record);
    if (!ofRecord) made.set(record, (ofRecord = new Map()));
    const key = `${remote} ${id} ${shownAs}`;
    const known = ofRecord.get(key);
    if (known) return known;
    const shown = { release: id, entry: releaseEntryUrl(config[remote], id), files: record.releases[id].files, previous: record.previous, switchedAt: record.switchedAt, ...(shownAs && { shownAs }) };
    ofRecord.set(key, shown);
    return shown;
  };
  /** The record each read promise settled with. */
  /** @type {WeakMap<Promise<ReleaseRecord>, ReleaseRecord>} */
  const settled = new WeakMap();
  /** @param {string} remote @param {unknown} error */
  const unreadable = (remote, error) => {
    const message = `The release record of ${remote} cannot be read: ${/** @type {Error} */ (error).message}; its pages show the fallback`;
    if (!logged.has(message)) console.error(message);
    logged.add(message);
    return null;
  };
  /**
   * A remote's record, at once when already read; null when it cannot be read.
   * @param {string} remote
   * @returns {ReleaseRecord | null | Promise<ReleaseRecord | null>}
   */
  const recordOf = (remote) => {
    try {
      const reading = read(remote);
      if (!(reading instanceof Promise)) return reading;
      return (
        settled.get(reading) ??
        reading.then(
          (record) => (settled.set(reading, record), record),
          (error) => unreadable(remote, error),
        )
      );
    } catch (error) {
      return unreadable(remote, error);
    }
  };
  /** What every visitor without a preview is shown while no record has a canary: the same object while the records are the same. */
  let everyone = { records: /** @type {(ReleaseRecord | null)[]} */ ([]), shown: /** @type {Record<string, LiveRelease>} */ ({}) };
  /**
   * @param {(ReleaseRecord | null)[]} records  by remote, in the configuration's order
   * @param {import('./shell-host').Visitor} visitor
   */
  const shownFrom = (records, visitor) => {
    if (!visitor.preview && records.every((record, index) => record === everyone.records[index])) return everyone.shown;
    /** @type {Record<string, LiveRelease>} */
    const shown = {};
    for (const [index, remote] of remotes.entries()) {
      const record = records[index];
      const { id, shownAs } = record ? shownRelease(record, remote, visitor) : { id: null };
      const recorded = record !== null && id !== null && Object.hasOwn(record.releases, id);
      if (recorded) shown[remote] = liveRelease(record, remote, id, shownAs);
      siteMetrics.recordRegistryState(remote, recorded);
    }
    if (!visitor.preview && records.every((record) => !record?.canary)) everyone = { records, shown };
    return shown;
  };
  return (visitor = {}) => {
    const records = remotes.map(recordOf);
    return records.some((record) => record instanceof Promise) ? Promise.all(records).then((read) => shownFrom(read, visitor)) : shownFrom(/** @type {(ReleaseRecord | null)[]} */ (records), visitor);
  };
}

/** @typedef {{ listen(): Promise<void>, origin: string, close(): Promise<unknown>, drain?(): Promise<unknown> }} ServedApp drain: stop gently (drainServer) */
/** @typedef {{ routes: Record<string, import('node:http').RequestListener> }} MountedService a service on its app's origin */
/** @typedef {MountedService & { close(): Promise<void> }} SiteService a service the site started, and closes */
/** @typedef {{ siteService(): SiteService }} ServiceModule the module apps.js names as an app's `service` */

/**
 * Stops `server` now: its kept-alive connections too, which would otherwise hold close() open.
 * @param {import('node:http').Server} server
 */
function closeServer(server) {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve(undefined)));
}

/**
 * Stops `server` gently (a composer told to stop): it takes no new connection, answers each request it has
 * and any that arrives on a connection it holds with `Connection: close`, closes each connection once it is
 * idle, and after `graceMs` closes what is left. Resolves once every connection is closed.
 * @param {import('node:http').Server} server
 * @param {Set<import('node:http').ServerResponse>} answering  the answers it is writing now
 * @param {number} graceMs
 */
function drainServer(server, answering, graceMs) {
  const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
  server.prependListener('request', (/** @type {import('node:http').IncomingMessage} */ _request, /** @type {import('node:http').ServerResponse} */ response) => {
    response.shouldKeepAlive = false;
  });
  for (const response of answering) {
    if (!response.headersSent) response.shouldKeepAlive = false;
    // One whose headers said keep-alive already: its connection is closed once it is idle.
    else response.once('close', () => setImmediate(() => server.closeIdleConnections()));
  }
  server.closeIdleConnections();
  const forced = setTimeout(() => server.closeAllConnections(), graceMs);
  return closed.finally(() => clearTimeout(forced));
}

/**
 * An app's server on `port` of `host` (all interfaces when not given, named localhost in its origin).
 * @param {import('node:http').Server} server
 * @param {number} port
 * @param {string} [host]
 * @returns {ServedApp}
 */
function served(server, port, host) {
  /** @type {Set<import('node:http').ServerResponse>} */
  const answering = new Set();
  server.prependListener('request', (/** @type {import('node:http').IncomingMessage} */ _request, /** @type {import('node:http').ServerResponse} */ response) => {
    answering.add(response);
    response.once('close', () => answering.delete(response));
  });
  return {
    listen: () => new Promise((resolve) => server.listen(port, host, resolve)),
    get origin() {
      return `http://${host ?? 'localhost'}:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
    },
    close: () => closeServer(server),
    drain: () => drainServer(server, answering, drainGraceMs),
  };
}

/**
 * Starts the remotes, then the shell whose composer's remotes configuration points at them.
 * @param {object} [options]
 * @param {string} [options.repoRoot]  the repository whose dist folders are served (tests serve copies)
 * @param {string[]} [options.only]  the apps to start, by name (all when not given)
 * @param {number} [options.basePort]  ports: app i of apps.js on basePort + i (0: free ports); apps.js's (or the environment's) when not given
 * @param {string} [options.host]  the interface to listen on, and the host of the origins
 * @param {string} [options.shellRoot]  the shell's dist when not the repository's
 * @param {(app: App, dist: string) => string | ((pathname: string) => string[])} [options.remoteRoot]  a remote's root (see
 *   file-server.js): its dist when not given, or its live release (releases.js's remoteRoots)
 * @param {(started: Record<string, string>) => Record<string, string>} [options.remotesConfig]  the remotes configuration the
 *   shell serves, from the one of the remotes started here (name -> remoteEntry URL), which it is when not given
 * @param {boolean} [options.startServices]  start each service apps.js declares (from the environment) on its app's origin;
 *   the site's `close` closes them
 * @param {Record<string, MountedService | null>} [options.services]  services
 *   already started, by app name, mounted instead (their caller closes them)
 * @param {(remote: string, built: ReleaseRecord) => Promise<ReleaseRecord> | ReleaseRecord} [options.releaseRecord]  each remote's
 *   release record (the release registry, ./registry), asked per composed page; given the record of the remote's
 *   build as it was when the site started (`built`, buildRecord; empty for a remote not started here), which is
 *   the answer when not given
 * @param {boolean} [options.vitals]  the shell takes the Web Vitals beacon (shell/server/vitals.js)
 * @param {import('./registry').Registry} [options.canaryRegistry]  the registry the canary judge (canary/loop.js) judges the
 *   remotes' canaries in, from the beacons the shell takes; the site's `close` stops it
 * @param {boolean} [options.assignVisitorIds]  the shell gives a visitor without an id one (./cookies.js); false behind nginx, which does
 * @param {boolean} [options.metrics]  start the metrics listener (METRICS_PORT); `metrics` is then its promise, and the
 *   site's `close` stops it
 * @param {(app: App, handler: import('node:http').RequestListener) => ServedApp | undefined} [options.wrap]
 *   serves an app's handler in its own way (a test's breakable server) instead of on its own port
 */
async function startSite({
  repoRoot = defaultRepoRoot,
  only,
  basePort,
  host,
  shellRoot = path.join(repoRoot, 'shell', 'dist'),
  remoteRoot = (_app, dist) => dist,
  remotesConfig = (started) => started,
  releaseRecord = (_remote, built) => built,
  startServices = false,
  services = {},
  vitals = true,
  canaryRegistry,
  assignVisitorIds = true,
  metrics = false,
  wrap = () => undefined,
} = {}) {
  const chosen = apps.filter((app) => !only || only.includes(app.name));
  /** @param {App} app */
  const portFor = (app) => {
    if (basePort === undefined) return portOf(app);
    return basePort === 0 ? 0 : basePort + apps.indexOf(app);
  };
  /** The shell's keep-alive outlasts nginx's (composer-timing.js). */
  const keptAlive = (/** @type {import('node:http').Server} */ server, /** @type {App} */ app) => Object.assign(server, app.name === 'shell' ? { keepAliveTimeout: composerKeepAliveMs } : {});
  /**
   * @param {App} app
   * @param {import('node:http').RequestListener} handler
   */
  const start = async (app, handler) => {
    const server = wrap(app, handler) ?? served(keptAlive(limitedServer(handler), app), portFor(app), host);
    await server.listen();
    return server;
  };

  let draining = false;
  /** @type {import('node:http').RequestListener} */
  const readiness = (_request, response) =>
    void response.writeHead(draining ? 503 : 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(draining ? 'draining' : 'ready');

  /** @type {Record<string, ServedApp>} */
  const started = {};
  /** @type {SiteService[]} */
  const startedServices = [];
  for (const app of chosen.filter((candidate) => candidate.name !== 'shell')) {
    const given = services[app.name];
    const own = !given && startServices && app.service ? /** @type {ServiceModule} */ (require(app.service)).siteService() : null;
    if (own) startedServices.push(own);
    const service = given ?? own;
    started[app.name] = await start(app, createFileHandler({ root: remoteRoot(app, path.join(repoRoot, app.dir, 'dist')), routes: service?.routes }));
  }
  const config = remotesConfig(Object.fromEntries(Object.entries(started).map(([name, remote]) => [name, `${remote.origin}/${REMOTE_ENTRY}`])));
  /** @type {Record<string, ReleaseRecord>} */
  const built = Object.fromEntries(chosen.filter((app) => app.name !== 'shell').map((app) => [app.name, buildRecord(path.join(repoRoot, app.dir, 'dist'))]));
  /** Whose a refused script was, by its origin (the beacon's report): a remote's, or null. */
  const remoteAt = (/** @type {string} */ origin) => Object.keys(config).find((name) => new URL(config[name]).origin === origin) ?? null;
  /** Each remote's record, as the composer reads it per page. */
  const recordOf = (/** @type {string} */ remote) => releaseRecord(remote, built[remote] ?? emptyRecord());
  /** The release of a remote a visitor's canary arm gets (no preview): the one its beacon may claim for the judge. */
  const armRelease = async (/** @type {string} */ remote, /** @type {string | null} */ visitorId) => shownRelease(await recordOf(remote), remote, { visitorId }).id;
  const shellApp = chosen.find((app) => app.name === 'shell');
  const canaryJudge = shellApp && vitals && canaryRegistry ? startCanaryJudge({ registry: canaryRegistry, remotes: Object.keys(config) }) : undefined;
  if (shellApp) {
    const shellHandler = createShellHandler({
      root: shellRoot,
      handlers: { [READY_PATH]: readiness, ...(vitals && { [VITALS_PATH]: createVitalsEndpoint({ remoteAt, countCanaryView: canaryJudge?.countView, armRelease }) }) },
      remotes: () => config,
      assignVisitorIds,
      liveReleases: liveReleasesOf(config, recordOf),
    });
    // Before it listens (so before READY_PATH answers): nginx sends a started composer pages at once, none
    // cold; until then nginx's connection is refused and it asks the next composer.
    const warmed = shellHandler.warm().then(
      () => true,
      (/** @type {Error} */ error) => {
        console.warn(`The shell's pages were not composed ahead (${error.message}): each is composed when first asked for`);
        return true;
      },
    );
    const inTime = await Promise.race([warmed, new Promise((resolve) => setTimeout(() => resolve(false), warmUpMs).unref())]);
    if (!inTime) console.warn(`The shell's pages were not all composed ahead within ${warmUpMs} ms: it listens now, and the rest are composed when first asked for`);
    started.shell = await start(shellApp, shellHandler);
  }
  const metricsListener = metrics ? siteMetrics.startSiteMetricsListener() : undefined;
  return {
    url: started.shell?.origin,
    apps: started,
    metrics: metricsListener,
    /** The canary judge's rounds (with `canaryRegistry`): `round()` runs one now. */
    canaryJudge,
    /** Stops the shell gently (drainServer; its readiness check says 503 from now), then everything else. */
    async drain() {
      draining = true;
      await started.shell?.drain?.();
      await this.close();
    },
    async close() {
      try {
        // A listener that did not start (its port taken) has nothing to stop.
        await Promise.all([...Object.values(started).map((app) => app.close()), metricsListener?.then(closeServer, () => undefined), canaryJudge?.stop()]);
      } finally {
        // After the servers, so no request reaches a closed service; even when a server failed to close.
        await Promise.all(startedServices.map((service) => service.close()));
      }
    },
  };
}

module.exports = { buildRecord, closeServer, startSite, unbuiltApp };
