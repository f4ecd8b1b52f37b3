const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { openStore, referencePattern } = require('./store');
const { startPostgres } = require('shared-content/tooling/throwaway-postgres');
const { requestValues: request } = require('./test/fixtures');

/** @type {Awaited<ReturnType<typeof startPostgres>>} */
let postgres;
/** @type {string} */
let tempDir;
beforeAll(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-store-'));
  postgres = await startPostgres();
});
afterAll(() => {
  postgres?.stop();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

let databaseCount = 0;
/** @type {[kind: string, options: () => Parameters<typeof openStore>[0]][]} */
const backends = [
  ['SQLite', () => ({ sqliteFile: path.join(tempDir, `store-${++databaseCount}.sqlite`) })],
  ['PostgreSQL', () => ({ databaseUrl: postgres.url })],
];

describe.each(backends)('store on %s', (kind, options) => {
  /** @type {import('./store').Store} */
  let store;
  beforeEach(async () => {
    store = await openStore(options());
    // PostgreSQL is one database for all tests: start each from empty.
    await store.deleteOlderThan(Number.MAX_SAFE_INTEGER);
    await store.forgetHitsUntil(Number.MAX_SAFE_INTEGER);
  });
  afterEach(() => store.close());

  it('applies the versioned migrations once, also when opened again', async () => {
    expect(store.kind).toBe(kind === 'SQLite' ? 'sqlite' : 'postgres');
    expect(await store.migrationsApplied()).toEqual([1, 2, 3, 4, 5]);
    if (kind === 'PostgreSQL') {
      const again = await openStore(options());
      expect(await again.migrationsApplied()).toEqual([1, 2, 3, 4, 5]);
      await again.close();
    }
  });

  it('keeps every field exactly as given, script and SQL-looking text included, with a reference', async () => {
    const hostile = request({
      lastName: "O'Brien\"; DROP TABLE contact_requests; --",
      message: "<script>alert('x')</script>\n' OR 1=1 --\nనమస్తే 🚑 سلام",
    });
    const { reference } = await store.insert(hostile, { channel: 'json', locale: 'ur', formAgeMs: 95_000 });
    expect(reference).toMatch(referencePattern);
    const [stored] = await store.listSince(0);
    expect(stored).toMatchObject({ ...hostile, reference, channel: 'json', locale: 'ur', suspectedSpam: false, botReason: null, formAgeMs: 95_000, mailedAt: null });
  });

  it("keeps a suspected bot's request with why it is one, never for mailing", async () => {
    await store.insert(request({ message: 'instant' }), { channel: 'form', botReason: 'too-fast', formAgeMs: 400 });
    const [stored] = await store.listSince(0);
    expect(stored).toMatchObject({ message: 'instant', suspectedSpam: true, botReason: 'too-fast', formAgeMs: 400, mailHeld: false });
    expect(await store.claimMail({ leaseUntil: Date.now() + 60_000 })).toEqual([]);
  });

  it('stores 200 requests sent at once, each once with its own reference', async () => {
    const references = await Promise.all(
      Array.from({ length: 200 }, (_, index) => store.insert(request({ message: `request ${index}` }), { channel: 'form' })),
    );
    const stored = await store.listSince(0);
    expect(stored).toHaveLength(200);
    expect(new Set(stored.map((row) => row.message)).size).toBe(200);
    expect(new Set(references.map((row) => row.reference)).size).toBe(200);
  });

  it('lists from a date and deletes every request older than the retention cut-off, mailed or not', async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    await store.insert(request({ message: 'old' }), { channel: 'json', now: now - 100 * day });
    await store.insert(request({ message: 'old, not mailed yet' }), { channel: 'json', now: now - 100 * day });
    await store.insert(request({ message: 'old bot' }), { channel: 'json', now: now - 100 * day, botReason: 'decoy' });
    await store.insert(request({ message: 'new' }), { channel: 'json', now });
    const old = (await store.listSince(0)).find((row) => row.message === 'old');
    if (!old) throw new Error('the store lost the old request');
    await store.markMailed(old.id, now - 99 * day);
    expect((await store.listSince(now - day)).map((row) => row.message)).toEqual(['new']);
    expect(await store.deleteOlderThan(now - 90 * day)).toBe(3);
    expect((await store.listSince(0)).map((row) => row.message)).toEqual(['new']);
  });

  it('hands each queued request to one mail worker at a time, and retries failures later', async () => {
    await store.insert(request({ message: 'a' }), { channel: 'json' });
    await store.insert(request({ message: 'b' }), { channel: 'json' });
    await store.insert(request({ message: 'bot' }), { channel: 'json', botReason: 'decoy' });
    const now = Date.now();
    const [first, second] = await Promise.all([
      store.claimMail({ now, leaseUntil: now + 60_000, limit: 10 }),
      store.claimMail({ now, leaseUntil: now + 60_000, limit: 10 }),
    ]);
    const claimed = [...first, ...second];
    // Both requests claimed exactly once between the two workers; the suspected bot is never mailed.
    expect(claimed.map((row) => row.message).sort()).toEqual(['a', 'b']);

    const [a, b] = claimed.sort((x, y) => x.message.localeCompare(y.message));
    await store.markMailed(a.id);
    await store.markMailFailed(b.id, 'SMTP down', now + 30_000);
    expect(await store.claimMail({ now: now + 1000, leaseUntil: now + 61_000 })).toEqual([]);
    const retried = await store.claimMail({ now: now + 30_000, leaseUntil: now + 90_000 });
    expect(retried.map((row) => [row.message, row.mailAttempts, row.mailLastError])).toEqual([['b', 1, 'SMTP down']]);
  });

  it('holds the requests over the daily mail cap: kept, listed, never claimed for mailing nor counted as waiting', async () => {
    const now = Date.now();
    await store.insert(request({ message: 'yesterday' }), { channel: 'json', now: now - 25 * 60 * 60 * 1000, mailsPerDay: 2 });
    await store.insert(request({ message: 'bot' }), { channel: 'json', now, botReason: 'decoy', mailsPerDay: 2 });
    const taken = [await store.insert(request({ message: 'a' }), { channel: 'json', now, mailsPerDay: 2 }), await store.insert(request({ message: 'b' }), { channel: 'json', now, mailsPerDay: 2 })];
    const held = await store.insert(request({ message: 'c' }), { channel: 'form', now, mailsPerDay: 2 });
    expect([...taken, held].map((row) => row.mailHeld)).toEqual([false, false, true]);
    expect((await store.listSince(0)).filter((row) => row.mailHeld).map((row) => row.message)).toEqual(['c']);
    const claimed = await store.claimMail({ now, leaseUntil: now + 60_000, limit: 10 });
    expect(claimed.map((row) => row.message).sort()).toEqual(['a', 'b', 'yesterday']);
    expect(await store.mailQueueStats()).toEqual({ depth: 3, oldestCreatedAt: now - 25 * 60 * 60 * 1000, oldestUnmailedCreatedAt: now - 25 * 60 * 60 * 1000 });
    for (const row of claimed) await store.markMailed(row.id);
    expect(await store.mailQueueStats()).toEqual({ depth: 0, oldestCreatedAt: null, oldestUnmailedCreatedAt: now });
  });

  it('counts the requests waiting to be mailed and when the oldest came in (suspected bots never wait)', async () => {
    expect(await store.mailQueueStats()).toEqual({ depth: 0, oldestCreatedAt: null, oldestUnmailedCreatedAt: null });
    const first = await store.insert(request({ message: 'a' }), { channel: 'json', now: 1_000 });
    await store.insert(request({ message: 'b' }), { channel: 'json', now: 2_000 });
    await store.insert(request({ message: 'bot' }), { channel: 'json', now: 500, botReason: 'decoy' });
    expect(await store.mailQueueStats()).toEqual({ depth: 2, oldestCreatedAt: 1_000, oldestUnmailedCreatedAt: 1_000 });
    const [claimed] = await store.claimMail({ now: 3_000, leaseUntil: 60_000, limit: 1 });
    expect(claimed.reference).toBe(first.reference);
    await store.markMailed(claimed.id);
    expect(await store.mailQueueStats()).toEqual({ depth: 1, oldestCreatedAt: 2_000, oldestUnmailedCreatedAt: 2_000 });
  });
});

describe('PostgreSQL setup', () => {
  it('fails with a clear message when the PostgreSQL binaries are missing', async () => {
    const previous = process.env.PG_BIN;
    process.env.PG_BIN = '/nonexistent';
    try {
      await expect(startPostgres()).rejects.toThrow(/PostgreSQL server binaries.*not found.*apt-get install postgresql/);
    } finally {
      if (previous === undefined) delete process.env.PG_BIN;
      else process.env.PG_BIN = previous;
    }
  });
});
