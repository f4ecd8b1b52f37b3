// Request-time composition for the embedded server: the subset of nginx SSI the shell's HTML uses
// (`include virtual` with a `stub` block), with the same short timeouts as the nginx reference config,
// so a dead or hung remote costs its page's content, never the response time of the site.
const http = require('node:http');
const https = require('node:https');

const INCLUDE = /<!--# include virtual="([^"]+)"(?: stub="([^"]+)")? -->/g;
const BLOCK = /<!--# block name="([^"]+)" -->([\s\S]*?)<!--# endblock -->/g;
const FRAGMENT = /^\/_fragment\/([a-z]+)(\/head)?$/;
const REMOTE_ORIGIN = '%REMOTE_ORIGIN%';

const timeouts = { connectMs: 300, readMs: 800 };

/** GET `url`; rejects on any status but 200, or when connecting or answering takes too long. */
function fetchText(url, { connectMs, readMs } = timeouts) {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    let readTimer;
    const request = client.get(url, { headers: { 'Accept-Encoding': 'identity' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        request.destroy();
        reject(new Error(`${url} answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => {
        clearTimeout(readTimer);
        resolve(body);
      });
    });
    const connectTimer = setTimeout(() => request.destroy(new Error(`${url}: no connection after ${connectMs} ms`)), connectMs);
    const startReading = () => {
      clearTimeout(connectTimer);
      readTimer = setTimeout(() => request.destroy(new Error(`${url}: no answer after ${readMs} ms`)), readMs);
    };
    request.on('socket', (socket) => (socket.connecting ? socket.once('connect', startReading) : startReading()));
    request.on('error', (error) => {
      clearTimeout(connectTimer);
      clearTimeout(readTimer);
      reject(error);
    });
  });
}

/** Where `/_fragment/<remote>[/head]` comes from, given the remotes configuration (name -> remoteEntry URL). */
function fragmentUrl(virtual, remotes) {
  const match = FRAGMENT.exec(virtual);
  const entry = match && remotes[match[1]];
  if (!entry) return null;
  const origin = new URL(entry).origin;
  return { origin, url: new URL(match[2] ? 'fragment-head.html' : 'fragment.html', entry).href };
}

/** Replaces each include with the remote's fragment, or with its stub block when the remote fails. */
async function compose(html, remotes, options) {
  const blocks = {};
  const withoutBlocks = html.replace(BLOCK, (_, name, body) => {
    blocks[name] = body;
    return '';
  });
  const includes = [...withoutBlocks.matchAll(INCLUDE)];
  const bodies = await Promise.all(
    includes.map(async ([, virtual, stub]) => {
      const source = fragmentUrl(virtual, remotes);
      try {
        if (!source) throw new Error(`No remote for ${virtual}`);
        return (await fetchText(source.url, options)).replaceAll(REMOTE_ORIGIN, source.origin);
      } catch {
        return stub ? (blocks[stub] ?? '') : '';
      }
    }),
  );
  let index = 0;
  return withoutBlocks.replace(INCLUDE, () => bodies[index++]);
}

module.exports = { compose, fetchText, timeouts };
