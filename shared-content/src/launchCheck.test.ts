import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { assertLaunchReady, findDraftTranslations, findSampleValues } = require('../tooling/launch-check') as {
  findSampleValues(dir?: string): { file: string; line: number; name: string; value: string }[];
  findDraftTranslations(dir?: string): { file: string; language: string }[];
  assertLaunchReady(dir?: string): string;
};

describe('launch check', () => {
  it('lists every SAMPLE business value still in shared-content, with file, line and value', () => {
    const samples = findSampleValues();
    expect(samples.map((sample) => sample.name)).toEqual(['name', 'phoneDigits', 'email', 'address', 'siteUrl', 'foundingDoctors']);
    expect(samples[0]).toMatchObject({ file: 'shared-content/src/business.ts', value: expect.any(String) });
    expect(samples.find((sample) => sample.name === 'email')!.value).toMatch(/@/);
    expect(() => assertLaunchReady()).toThrow(/6 SAMPLE value\(s\)[\s\S]*business\.ts:\d+ {2}name:[\s\S]*foundingDoctors/);
  });

  it('lists every draft translation file, by language, until a native speaker has reviewed it', () => {
    const drafts = findDraftTranslations();
    expect(new Set(drafts.map((draft) => draft.language))).toEqual(new Set(['Telugu', 'Hindi', 'Urdu']));
    expect(drafts).toHaveLength(21);
    expect(drafts).toContainEqual({ file: 'shared-content/src/text/ur/contact.ts', language: 'Urdu' });
    expect(() => assertLaunchReady()).toThrow(/21 translation file\(s\) are drafts[\s\S]*text\/te\/home\.ts {2}\(Telugu\)/);
  });

  it('passes once the real values are set and the markers removed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'launch-check-'));
    fs.writeFileSync(path.join(dir, 'business.ts'), "/** The business name. */\nconst name = 'Real Name';\n");
    expect(assertLaunchReady(dir)).toMatch(/passed/);
    fs.writeFileSync(path.join(dir, 'more.ts'), "// SAMPLE: not given\nexport const phone = {\n  digits: '911234567890',\n};\n");
    expect(findSampleValues(dir)).toEqual([expect.objectContaining({ name: 'phone', line: 2, value: '911234567890' })]);
    fs.writeFileSync(path.join(dir, 'more.ts'), '// DRAFT TRANSLATION (Telugu): to review.\nexport const text = {};\n');
    expect(() => assertLaunchReady(dir)).toThrow(/1 translation file\(s\) are drafts[\s\S]*more\.ts {2}\(Telugu\)/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
