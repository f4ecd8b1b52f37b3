// The review kit: what a native speaker gets (every string to review, in page order, with its English),
// and what a returned file does (corrections written into the draft files, the rest listed).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { applyKit, parseCsv, reviewRows, toCsv, writeKits } = require('./review-kit');

const urdu = reviewRows('ur');
/** The kit's row for `key`: key, English, draft. */
const row = (/** @type {string} */ key) => {
  const found = urdu.find(([rowKey]) => rowKey === key);
  if (!found) throw new Error(`The Urdu kit has no row ${key}`);
  return found;
};

describe('review kit', () => {
  it('lists each string to review with its English and draft, in page order, without links or codes', () => {
    expect(row('contact.methods.urgentLabel')).toEqual(['contact.methods.urgentLabel', 'Urgent bookings', 'فوری بکنگ']);
    expect(row('contact.form.limitHint()')).toEqual(['contact.form.limitHint()', 'Up to {1} characters.', 'زیادہ سے زیادہ {1} حروف۔']);
    expect(row('glossary.snacks')).toEqual(['glossary.snacks', expect.stringMatching(/^snacks/), 'اسنیکس']);
    const pageOrder = [...new Set(urdu.map(([key]) => key.split('.')[0]))];
    expect(pageOrder).toEqual(['site', 'home', 'about', 'howItWorks', 'contact', 'glossary']);
    expect(urdu.filter(([key]) => /href$|\.id$|\.icon$|\.width$/i.test(key))).toEqual([]);
  });

  it('writes one file per translated language, with an empty reviewer column on every row', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'review-kit-'));
    expect(writeKits(dir).map((file) => path.basename(file))).toEqual(['te.csv', 'hi.csv', 'ur.csv']);
    const [head, ...rows] = parseCsv(fs.readFileSync(path.join(dir, 'ur.csv'), 'utf8'));
    expect(head).toEqual(['key', 'english', 'draft', 'reviewer']);
    expect(rows).toEqual(urdu.map((row) => [...row, '']));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes CSV a spreadsheet reads back as written: commas, quotes, line breaks', () => {
    const rows = [['key', 'english', 'draft', 'reviewer'], ['a.b', 'Say "hi", then\nwait', 'ہاں، "جی"', '']];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
    expect(parseCsv('key,draft\n"x","y ""z"""\n')).toEqual([['key', 'draft'], ['x', 'y "z"']]);
  });

  it('applies a returned correction to the draft file, and lists one it cannot place for a change by hand', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'review-kit-'));
    const source = path.join(__dirname, '..', 'src', 'text', 'ur');
    for (const file of fs.readdirSync(source)) fs.copyFileSync(path.join(source, file), path.join(dir, file));
    const note = row('home.hero.note');
    const returned = toCsv([
      ['key', 'english', 'draft', 'reviewer'],
      [...row('contact.methods.urgentLabel'), 'جلدی کی بکنگ'],
      [...note, `${note[2]} (نظرثانی شدہ)`],
      [...row('contact.form.heading'), ''],
    ]);
    const { applied, byHand } = applyKit('ur', returned, dir);
    expect(applied.map(({ key }) => key)).toEqual(['contact.methods.urgentLabel']);
    expect(byHand.map(({ key }) => key)).toEqual(['home.hero.note']);
    const contact = fs.readFileSync(path.join(dir, 'contact.ts'), 'utf8');
    expect(contact).toContain("urgentLabel: 'جلدی کی بکنگ'");
    expect(contact).not.toContain("'فوری بکنگ'");
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
