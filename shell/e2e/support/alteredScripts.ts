import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** What altered code would do if a browser ran it: mark the document, where a test looks for it. */
export const ALTERED_MARK = 'data-altered-code-ran';
export const alteredCodeRan = `document.documentElement.hasAttribute('${ALTERED_MARK}')`;

/**
 * Alters the bytes of the JavaScript files of `dists` whose names `which` accepts, in place, as a
 * compromised origin or CDN in front of it would serve them: each file gets code that marks the document,
 * and its precompressed copies (.br, .gz) are made anew from the altered bytes. Returns what puts every
 * file back as it was.
 */
export function alterScripts(dists: string[], which: (file: string) => boolean = () => true): () => void {
  const originals = new Map<string, Buffer>();
  for (const dist of dists) {
    for (const name of fs.readdirSync(dist).filter((file) => file.endsWith('.js') && which(file))) {
      const file = path.join(dist, name);
      const altered = Buffer.concat([fs.readFileSync(file), Buffer.from(`\n;document.documentElement.setAttribute('${ALTERED_MARK}', ${JSON.stringify(name)});\n`)]);
      const copies: [string, Buffer][] = [
        [file, altered],
        [`${file}.br`, zlib.brotliCompressSync(altered)],
        [`${file}.gz`, zlib.gzipSync(altered)],
      ];
      for (const [copy, bytes] of copies) {
        if (!fs.existsSync(copy)) continue;
        originals.set(copy, fs.readFileSync(copy));
        fs.writeFileSync(copy, bytes);
      }
    }
  }
  if (originals.size === 0) throw new Error(`No script to alter in ${dists.join(', ')}`);
  return () => {
    for (const [file, bytes] of originals) fs.writeFileSync(file, bytes);
  };
}
