// ESLint: the import boundaries between the apps (README, Architecture), what a page's script may reach
// (shared-content/tooling/page-script-lint.js), plus typescript-eslint's recommended rules.
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { apps } from './shared-content/tooling/apps.js';
import { pageScriptConfigs } from './shared-content/tooling/page-script-lint.js';

const shell = 'shell';
const remotes = apps.map((app) => app.dir).filter((dir) => dir !== shell);
const otherThan = (/** @type {string} */ remote) => remotes.filter((other) => other !== remote);

const boundaries = [
  ...remotes.map((remote) => ({
    target: remote,
    from: [shell, ...otherThan(remote)],
    message: 'A page remote imports only shared-content and its own files.',
  })),
  {
    target: 'shared-content',
    from: [shell, ...remotes],
    message: 'shared-content never imports the shell or a page.',
  },
  ...remotes.map((remote) => ({
    target: shell,
    from: remote,
    message: 'The shell loads the pages at run time; it never imports them.',
  })),
];

// Every app's src/ is browser code (its tests, run by jest in Node, apart).
const browserCode = '*/src/**';
const nodeOnlyCode = [
  { target: browserCode, from: ['shell/server', 'shell/deploy', 'shell/prerender', 'mf-contact/server'] },
  // The stylesheet check, the names and the list of apps are written to run in the browser as in Node: the shell's
  // stylesheet guard runs the check, the shell and the contact form read the names, shared-content's page routes
  // come from the list of apps (the fragment's markup check needs parse5: Node only).
  { target: browserCode, from: 'shared-content/tooling', except: ['./fragment/stylesheet-rules.js', './fragment/names.js', './apps.js'] },
].map((zone) => ({ ...zone, message: 'Browser code never imports server, hosting, build or tooling code.' }));

/**
 * @param {{ target: string, from: string | string[], except?: string[], message: string }[]} zones
 * @returns {import('eslint').Linter.RulesRecord}
 */
const restrictedPaths = (zones) => ({
  'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
});

export default defineConfig([
  // Build output and releases, as in .gitignore.
  globalIgnores(['**/dist/', '**/coverage/', '**/test-artifacts/', '**/.lighthouse/', '**/.server-render/', 'mf-*/deploy/']),
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  { files: ['**/*.js'], languageOptions: { sourceType: 'commonjs' } },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    // As TypeScript's noUnusedLocals: a property taken out to leave the rest is not unused.
    rules: { '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }] },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // Workspace packages resolve to their own folders (not node_modules links), so the zones see them.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: restrictedPaths(boundaries),
  },
  {
    files: [browserCode],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: restrictedPaths([...boundaries, ...nodeOnlyCode]),
  },
  ...pageScriptConfigs(),
  {
    // What remains of the shell's imports of the contact remote (the site starts its service through apps.js): the
    // browser tests of the form (and of its limits behind a load balancer) start the service with a store and a mail sink
    // of their own to look into, and the nginx generator's service block writes that service's pages for nginx's own
    // refusals of its posts, within its limits.
    files: ['shell/e2e/contact.e2e.ts', 'shell/e2e/browsers.e2e.ts', 'shell/e2e/nginx-behind-balancer.e2e.ts', 'shell/deploy/nginx-service.js'],
    rules: restrictedPaths(
      boundaries.map((zone) =>
        zone.target === shell && zone.from === 'mf-contact'
          ? { ...zone, except: ['./server/index.js', './server/test/smtp-sink.js', './server/rules.js', './server/pages.js', './server/limits.js'] }
          : zone,
      ),
    ),
  },
]);
