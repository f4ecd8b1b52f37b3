// How the composer and nginx in front of it (../deploy/nginx-shell.js) time their connections and a
// composer's restart, in one place both read: nginx's side of each limit is set from the composer's.
const { includeLimits } = require('shared-content/tooling/fragment/names');

/** How long a composition may take: the include deadline, and the time to put the page together and compress it. */
const composeTimeoutMs = includeLimits.deadlineMs + 1000;

/** How long the composer keeps an idle kept-alive connection open (its server's keepAliveTimeout). */
const composerKeepAliveMs = 15_000;

/**
 * How long nginx keeps an idle connection to a composer (its upstream keepalive_timeout): shorter than the
 * composer's, so nginx closes an idle connection first and never sends a request on one the composer is
 * closing at that moment (nginx's "upstream prematurely closed connection", a 502).
 */
const nginxKeepAliveMs = composerKeepAliveMs - 5_000;

/**
 * How long nginx sends no page to a composer that failed one (no connection, a timeout, 502, 503: its
 * upstream `fail_timeout`): short, so a composer that was only slow under a burst, or is back from a restart,
 * gets pages again a second later instead of nginx's default ten.
 */
const composerFailMs = 1_000;

/**
 * How long a composer told to stop (SIGTERM) waits for the requests it has: a whole composition and the
 * sending of its answer. What is still open then is closed.
 */
const drainGraceMs = composeTimeoutMs + 2_000;

/**
 * How long a starting composer composes its pages ahead (shell-host.js's warm) before it listens: a
 * composition's time (its parts are fetched at once), so a registry or remote that hangs delays a start no more.
 */
const warmUpMs = composeTimeoutMs;

/**
 * The composer's readiness check, on its own port: 200 while it takes requests (it listens once its pages are
 * composed ahead, warmUpMs), 503 once it drains. nginx
 * never passes it on (it is no composed route), so only what reaches the composer's port can ask.
 */
const READY_PATH = '/_ready';

module.exports = { READY_PATH, composeTimeoutMs, composerFailMs, composerKeepAliveMs, drainGraceMs, nginxKeepAliveMs, warmUpMs };
