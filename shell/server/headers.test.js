/** @jest-environment node */
const { contentSecurityPolicy } = require('./headers');

/** The sources of one directive of a policy. */
const directive = (/** @type {string} */ policy, /** @type {string} */ name) => policy.split('; ').find((entry) => entry.startsWith(`${name} `))?.split(' ').slice(1);

describe('contentSecurityPolicy', () => {
  it("admits a shell document's scripts by its inline scripts' hashes and what they load ('strict-dynamic'), the origins kept for a browser without it", () => {
    const policy = contentSecurityPolicy({ remoteOrigins: ['https://about.example'], scriptHashes: ["'sha256-loader'"], strictDynamic: true });
    expect(directive(policy, 'script-src')).toEqual(["'strict-dynamic'", "'self'", 'https://about.example', "'sha256-loader'"]);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it("admits a remote's own pages' scripts by origin (its standalone page loads its scripts by tag)", () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-x'"] });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-x'"]);
  });
});
