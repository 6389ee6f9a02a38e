import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** `../shared/extraction-corpus` beside the checkout (CI), or one level further up (a git worktree in a subfolder). */
export function findExtractionCorpus(): string | null {
  for (const base of [path.resolve(repositoryRoot, '..'), path.resolve(repositoryRoot, '../..')]) {
    const candidate = path.join(base, 'shared', 'extraction-corpus');
    if (existsSync(path.join(candidate, 'truth.json'))) return candidate;
  }
  return null;
}
