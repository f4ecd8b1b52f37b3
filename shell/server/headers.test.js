/** @jest-environment node */
const { contentSecurityPolicy } = require('./headers');

/** The sources of one directive of a policy. */
const directive = (/** @type {string} */ policy, /** @type {string} */ name) => policy.split('; ').find((entry) => entry.startsWith(`${name} `))?.split(' ').slice(1);

describe('contentSecurityPolicy', () => {
  it("admits a shell document's scripts from its own origin, its inline scripts' hashes and the live releases' folders only: no 'strict-dynamic', no remote's whole origin", () => {
    const policy = contentSecurityPolicy({ remoteOrigins: ['https://about.example'], scriptHashes: ["'sha256-loader'"], scriptFolders: ['https://about.example/releases/abc123/'] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://about.example/releases/abc123/', "'sha256-loader'"]);
    expect(directive(policy, 'style-src')).toContain('https://about.example');
  });

  it("admits a remote's own pages' scripts by origin (its standalone page loads its scripts by tag)", () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-x'"] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-x'"]);
  });
});
