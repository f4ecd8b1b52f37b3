import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './site';

const workspaces = ['shared-content', 'shell', 'mf-home', 'mf-about', 'mf-howitworks', 'mf-contact'];

/** A throwaway copy of the repository with its built dist folders, sharing the installed packages. */
export function copyRepository(prefix: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of ['package.json', 'tsconfig.base.json', ...workspaces]) {
    fs.cpSync(path.join(repoRoot, entry), path.join(copy, entry), {
      recursive: true,
      // Not a remote's releases (deploy/) nor their records (shell/registry): a copy starts without any.
      filter: (source) => !source.includes(`${path.sep}node_modules`) && !/mf-[a-z]+[/\\]deploy$/.test(source) && !/shell[/\\]registry$/.test(source),
    });
  }
  // Packages come from the real install; the workspaces' own links point into the copy.
  fs.mkdirSync(path.join(copy, 'node_modules'));
  for (const entry of fs.readdirSync(path.join(repoRoot, 'node_modules'))) {
    const target = workspaces.includes(entry) ? path.join(copy, entry) : path.join(repoRoot, 'node_modules', entry);
    fs.symlinkSync(target, path.join(copy, 'node_modules', entry));
  }
  return copy;
}

/** Every file under `directory` with the hash of its content, to prove a folder was left untouched. */
export function fingerprint(directory: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const file of fs.readdirSync(directory, { recursive: true }) as string[]) {
    const full = path.join(directory, file);
    if (fs.statSync(full).isFile()) files[file] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return files;
}
