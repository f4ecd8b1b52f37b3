const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { duration, formatCsv, formatTable, main, parseArgs } = require('./requests-cli');
const { openStore } = require('./store');
const { storedRequest } = require('./test/fixtures');


describe('requests command', () => {
  it('says how long a form was open as staff read it', () => {
    expect([400, 59_949, 95_000, 2 * 3_600_000 + 5, 3 * 86_400_000].map(duration)).toEqual(['0.4 s', '59.9 s', '1 min', '2 h', '3 days']);
  });

  it('reads --since and --format', () => {
    expect(parseArgs(['--since', '2026-11-01', '--format=csv'])).toMatchObject({ since: new Date(2026, 10, 1).getTime(), format: 'csv' });
    expect(() => parseArgs(['--since', 'yesterday'])).toThrow(/--since needs a date/);
    expect(() => parseArgs(['--format', 'html'])).toThrow(/table or csv/);
    expect(() => parseArgs(['--bogus'])).toThrow(/Unknown option/);
  });

  it('writes CSV that a spreadsheet shows as text: quotes, line breaks and formulas made harmless', () => {
    const csv = formatCsv([storedRequest({ lastName: '=HYPERLINK("http://evil.test")', message: 'line one\nline "two", three' })]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe('reference,received,first name,last name,email,phone,service,message,mailed,suspected bot,form open for,language');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(csv).toContain('"line one\nline ""two"", three"');
    expect(row.startsWith('K7M2-9QXD,2026-11-02T04:30:00.000Z,Asha,')).toBe(true);
    expect(csv).toContain(",'+91 98765 43210,");
    expect(row.endsWith(',no,1 min,Urdu')).toBe(true);
  });

  it('prints a table with terminal escape sequences made visible', () => {
    const table = formatTable([storedRequest({ message: 'hi\u001b[31m red\nnext' })]);
    expect(table).not.toContain('\u001b');
    expect(table).toContain('hi·[31m red ⏎ next');
    expect(table).toContain('not yet (2 tries)');
    expect(table.trim().endsWith('1 request(s)')).toBe(true);
  });

  it('lists the requests of a database from a date', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-cli-'));
    const file = path.join(dir, 'requests.sqlite');
    const store = await openStore({ sqliteFile: file });
    const values = { firstName: 'Ravi', lastName: '', email: '', phone: '98765 43210', service: '', message: 'old' };
    await store.insert(values, { channel: 'form', now: Date.parse('2026-10-20T10:00:00Z') });
    await store.insert({ ...values, message: 'new' }, { channel: 'json', now: Date.parse('2026-11-03T10:00:00Z') });
    await store.close();
    const output = await main(['--since', '2026-11-01', '--format', 'csv'], { CONTACT_DB_FILE: file });
    expect(output.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(output).toContain(',new,');
    expect(output).not.toContain(',old,');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lists with --held only the requests kept and never mailed, over the daily mail cap or as suspected bots, each with its reason', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-cli-'));
    const file = path.join(dir, 'requests.sqlite');
    const store = await openStore({ sqliteFile: file });
    const values = { firstName: 'Ravi', lastName: '', email: '', phone: '98765 43210', service: '', message: 'within the cap' };
    await store.insert(values, { channel: 'form', mailsPerDay: 1, formAgeMs: 40_000 });
    await store.insert({ ...values, message: 'over the cap' }, { channel: 'form', mailsPerDay: 1 });
    await store.insert({ ...values, message: 'instant' }, { channel: 'form', botReason: 'too-fast', formAgeMs: 400 });
    await store.insert({ ...values, message: 'unstamped' }, { channel: 'json', botReason: 'no-stamp' });
    await store.close();
    const output = await main(['--held', '--format', 'csv'], { CONTACT_DB_FILE: file });
    const rows = output.split('\r\n').filter(Boolean).slice(1).map((row) => row.split(','));
    expect(rows.map((row) => [row[7], row[8], row[9], row[10]])).toEqual([
      ['over the cap', 'held: over the daily cap', 'no', ''],
      ['instant', 'held: suspected bot', 'sent too soon after the form was served', '0.4 s'],
      ['unstamped', 'held: suspected bot', 'no form stamp', ''],
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
