// How the shell's HTML pulls in its CSS and JavaScript, so that the server-rendered page is styled and
// painted before any JavaScript competes with it.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const fs = require('node:fs');
const { NOT_PINNED, REMOTE_PINS_ID, VITALS_PATH } = require('shared-content/tooling/fragment/names');
const { sha384 } = require('../server/registry');
const { remotesConfig } = require('../server/remotes-config');

/** The Web Vitals beacon's file, built on its own (shell/webpack.config.js) and requested at idle. */
const beaconFile = 'vitals.js';

/** The web app manifest: requested with the beacon at idle (as a head link it would open a connection of its own while the page paints, which Lighthouse counts into LCP; the site icon is a data URL for the same reason). */
const manifestLink = { rel: 'manifest', href: '/manifest.webmanifest' };

/**
 * What counts as the visitor being about to interact: a pointer coming over or pressing, or focus
 * arriving on, a link or a control (the Menu button included), or the contact form coming within a
 * screen of view. Reading, scrolling and selecting text load nothing (the page's `main` takes focus by
 * script only, `tabindex="-1"`: a pointer over the text is no sign). Chosen with `npm run bench:phone`
 * (shell/bench/README.md): pointerover and touchstart come before the pointerdown and click of the same
 * tap, and the form is loaded before the visitor reaches it.
 */
const signsOfInteraction = { events: ['pointerover', 'pointerdown', 'touchstart', 'focusin'], targets: 'a,button,input,select,textarea,label,summary,[tabindex]:not([tabindex="-1"])', observed: '#page-root form', margin: '100% 0px' };

/** How long the loader waits after a script failed before it asks for the file again, to tell a refusal from a page being left. */
const CONFIRM_AFTER_MS = 2000;

/**
 * The page's one inline script. It loads nothing while the visitor only reads: every page works without
 * JavaScript (links, the Menu popover, the contact form's post). At the first sign of interaction
 * (above) it requests the app (`main.js`, which loads the router, React and the page's remote and
 * hydrates), without ever cancelling the event: a tap on a link before the app has arrived navigates
 * as a plain link, the Menu opens as a popover, typed text stays in its field. Once the browser is
 * idle after the first contentful paint (or after 3 s, should that report never come) it requests the
 * Web Vitals beacon and the manifest, which pull no React. Inline, so it costs no request (the CSP
 * allows it by its hash). At the end of the body, so the document is complete when it looks for the form.
 *
 * Every script it requests carries the integrity the build computed (`integrity`, CORS), and so does every
 * script those load (webpack-subresource-integrity, the pins of verifiedScriptsPlugin): the browser runs
 * no other bytes, and the page stays as the server sent it. It watches for the browser refusing any of
 * them (a script's `error`, heard from the window in the capture phase, for scripts added later too): when
 * the file answers, but with bytes of another hash, it reports the refusal to the beacon's endpoint
 * itself (the beacon's own script may be the one refused), as `shell` or the remote's origin. A script
 * nobody pinned (NOT_PINNED: a release forced live by hand) is a known state, not altered bytes, and a load
 * cut off by leaving the page is no refusal: neither is reported (the check waits CONFIRM_AFTER_MS, so a
 * page being left is gone, or has said so with `pagehide`, before it asks for the file again).
 * @param {{ app: { src: string, integrity: string }, beacon: { src: string, integrity: string } }} scripts
 */
const loadOnInteraction = ({ app, beacon }) =>
  `(function(){var d=document,w=window,signs=${JSON.stringify(signsOfInteraction)},started=false,seen;` +
  `function add(tag,attributes){var e=d.createElement(tag);for(var k in attributes)e[k]=attributes[k];d.head.appendChild(e)}` +
  `function start(){if(started)return;started=true;signs.events.forEach(function(type){d.removeEventListener(type,sign,true)});if(seen)seen.disconnect();` +
  `add('script',${JSON.stringify({ ...app, crossOrigin: 'anonymous' })})}` +
  `function sign(event){var t=event.target;if(t&&t.closest&&t.closest(signs.targets))start()}` +
  `signs.events.forEach(function(type){d.addEventListener(type,sign,{capture:true,passive:true})});` +
  `var forms=d.querySelectorAll(signs.observed);if(forms.length&&w.IntersectionObserver){seen=new IntersectionObserver(function(entries){entries.forEach(function(e){if(e.isIntersecting)start()})},{rootMargin:signs.margin});forms.forEach(function(f){seen.observe(f)})}` +
  `var measured=false;function measure(){if(measured)return;measured=true;add('link',${JSON.stringify(manifestLink)});add('script',${JSON.stringify({ ...beacon, crossOrigin: 'anonymous' })})}` +
  `function idle(){if(w.requestIdleCallback)requestIdleCallback(measure,{timeout:2000});else setTimeout(measure,200)}` +
  `var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){` +
  `new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();idle()}}).observe({type:'paint',buffered:true});setTimeout(measure,3000)` +
  `}else{requestAnimationFrame(function(){setTimeout(idle)})}` +
  `function report(src){var o=new URL(src,location.href).origin;if(navigator.sendBeacon)navigator.sendBeacon(${JSON.stringify(VITALS_PATH)},JSON.stringify({refusedScript:o===location.origin?'shell':o}))}` +
  `var leaving=false;w.addEventListener('pagehide',function(){leaving=true});` +
  `w.addEventListener('error',function(event){var s=event.target,c=w.crypto&&w.crypto.subtle;if(!s||s.tagName!=='SCRIPT'||!s.integrity||s.integrity===${JSON.stringify(NOT_PINNED)}||!w.fetch)return;` +
  `setTimeout(function(){if(leaving)return;fetch(s.src,{mode:'cors',credentials:'omit'}).then(function(r){if(!r.ok)return;if(!c)return report(s.src);return r.arrayBuffer().then(function(b){return c.digest('SHA-384',b)}).then(function(h){` +
  `if(s.integrity.split(' ').indexOf('sha384-'+btoa(String.fromCharCode.apply(null,new Uint8Array(h))))<0)report(s.src)})}).catch(function(){})},${CONFIRM_AFTER_MS})},true)` +
  `})()`;

/**
 * The integrity webpack-subresource-integrity gave a script tag (shared-content/tooling/webpack.js).
 * @param {HtmlWebpackPlugin.HtmlTagObject} tag
 */
function integrityAttribute(tag) {
  const { integrity } = tag.attributes;
  if (typeof integrity !== 'string' || !integrity.startsWith('sha384-')) throw new Error(`HeadTagsPlugin: ${tag.attributes.src} has no sha384 integrity: is webpack-subresource-integrity on?`);
  return integrity;
}

/**
 * The beacon as its build wrote it (before the app's: shell/webpack.config.js), with its integrity.
 * @param {import('webpack').Compiler} compiler
 * @param {string} publicPath
 */
function builtBeacon(compiler, publicPath) {
  return { src: publicPath + beaconFile, integrity: sha384(fs.readFileSync(path.join(/** @type {string} */ (compiler.options.output.path), beaconFile))) };
}

class HeadTagsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    // Development HTML has no server-rendered page to paint first: its script tags stay as they are.
    const loadsOnInteraction = compiler.options.mode === 'production';
    compiler.hooks.compilation.tap('HeadTagsPlugin', (compilation) => {
      /** @type {ReturnType<typeof builtBeacon> | undefined} read and hashed once, for every page of the build */
      let beacon;
      // After webpack-subresource-integrity (stage 10000) has given the app's script tag its integrity.
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap({ name: 'HeadTagsPlugin', stage: 20000 }, (groups) => {
        const { publicPath } = compilation.outputOptions;
        // The shell's files are at one public path ('/', shared-content/tooling/webpack.js), never computed per file.
        if (typeof publicPath !== 'string') throw new Error('HeadTagsPlugin links files from a fixed output.publicPath only');
        const tag = (/** @type {string} */ tagName, /** @type {Record<string, string>} */ attributes, innerHTML = '') => ({ tagName, voidTag: tagName === 'link', meta: { plugin: 'HeadTagsPlugin' }, attributes, ...(innerHTML && { innerHTML }) });
        // The shell's stylesheet belongs to a lazily loaded chunk, which the browser would only discover
        // after main.js runs. Linking it in the HTML styles the navbar and footer at first paint, with or
        // without JavaScript.
        const stylesheets = [...compilation.chunks]
          .filter((chunk) => !chunk.canBeInitial())
          .flatMap((chunk) => [...chunk.files])
          .filter((file) => file.endsWith('.css'));
        // The app's scripts: the only ones with a src (a tag's attributes are typed as possibly absent).
        const [app, ...others] = groups.headTags.filter((candidate) => candidate.tagName === 'script' && typeof candidate.attributes.src === 'string');
        if (loadsOnInteraction && (!app || others.length > 0)) throw new Error('HeadTagsPlugin loads one app script on interaction: the page has none or several');
        const inlineIcon = (/** @type {HtmlWebpackPlugin.HtmlTagObject} */ tag) => {
          const { href: iconPath } = tag.attributes;
          const file = loadsOnInteraction && tag.tagName === 'link' && tag.attributes.rel === 'icon' && typeof iconPath === 'string' && compilation.getAsset(iconPath.replace(publicPath, ''));
          if (!file) return tag;
          const href = `data:image/svg+xml,${encodeURIComponent(file.source.source().toString())}`;
          // A data URL needs no integrity (and an icon's is never checked).
          const { integrity, crossorigin, ...attributes } = tag.attributes;
          return { ...tag, attributes: { ...attributes, href } };
        };
        // Development HTML has no server-rendered page to keep free of script: its tags load at once (and
        // it has no beacon, which only the production build makes: shell/webpack.config.js). No composer
        // writes its pins: it names the dev servers' entries itself (remotes-config.js), unchecked.
        if (!loadsOnInteraction) {
          const devPins = Object.fromEntries(Object.entries(remotesConfig()).map(([remote, entry]) => [remote, { entry }]));
          return {
            ...groups,
            headTags: [
              ...groups.headTags,
              tag('link', manifestLink),
              ...stylesheets.map((file) => tag('link', { rel: 'stylesheet', href: publicPath + file })),
              tag('script', { type: 'application/json', id: REMOTE_PINS_ID }, JSON.stringify(devPins).replace(/</g, '\\u003c')),
            ],
            bodyTags: groups.bodyTags,
          };
        }
        return {
          ...groups,
          headTags: [
            ...groups.headTags.filter((candidate) => candidate !== app).map(inlineIcon),
            ...stylesheets.map((file) => tag('link', { rel: 'stylesheet', href: publicPath + file })),
          ],
          bodyTags: [...groups.bodyTags, tag('script', {}, loadOnInteraction({ app: { src: /** @type {string} */ (app.attributes.src), integrity: integrityAttribute(app) }, beacon: (beacon ??= builtBeacon(compiler, publicPath)) }))],
        };
      });
    });
  }
}

module.exports = { HeadTagsPlugin, beaconFile };
