import { existsSync } from 'node:fs';
import { repositoryPath } from '../kernel/paths.js';

/**
 * The team's shared corpora (`../shared` beside the repository; a worktree under `wt/` finds it one
 * level further up). Null when absent: tests that need it then do not run.
 */
export function sharedCorpusDir(name: string): string | null {
  for (const candidate of [
    repositoryPath('..', 'shared', name),
    repositoryPath('..', '..', 'shared', name),
  ]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}
