/** @jest-environment node */
const cssTargetsLoader = require('./css-targets-loader');

/**
 * Runs the loader as webpack would on `css`, and resolves with its output.
 * @param {string} css
 * @returns {Promise<string>}
 */
function load(css) {
  return new Promise((resolve, reject) => {
    /** What of webpack's loader context the loader reads. */
    const context = { resourcePath: 'test.module.css', sourceMap: false, callback: (/** @type {Error | null | undefined} */ error, /** @type {string} */ code) => (error ? reject(error) : resolve(code)) };
    cssTargetsLoader.call(/** @type {import('webpack').LoaderContext<{}>} */ (/** @type {unknown} */ (context)), css);
  });
}

const compact = (/** @type {string} */ css) => css.replace(/\s+/g, ' ').trim();

it('gives modern syntax the fallback the oldest browsers of the support policy need', async () => {
  // Chrome 109 and Safari 15.4 read neither nested rules nor oklch() colours: the rule is flattened, and a
  // hex colour comes first (then lab(), which Safari 15 reads).
  expect(compact(await load('.bar { .link { color: oklch(50% 0.2 250) } }'))).toMatch(/^\.bar \.link \{ color: #[0-9a-f]{6}; color: lab\(/);
});

it('leaves what every browser of the policy reads as written, and CSS modules\' :global() for css-loader', async () => {
  const css = ':global(html) { scroll-padding-block-start: 8rem; } .menu:popover-open { inset-inline: 0; }';
  expect(compact(await load(css))).toBe(':global(html) { scroll-padding-block-start: 8rem; } .menu:popover-open { inset-inline: 0; }');
});
