import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');

/** A folder beside the repository, or further up (a git worktree one level deeper finds it too). */
function findBeside(relative: string, marker: string): string | null {
  for (let directory = path.dirname(repositoryRoot); ; directory = path.dirname(directory)) {
    const candidate = path.join(directory, relative);
    if (existsSync(path.join(candidate, marker))) return candidate;
    if (directory === path.dirname(directory)) return null;
  }
}

/** `../shared/einvoice-corpus` (read-only, shared with the team). */
export function findSharedEInvoiceCorpus(): string | null {
  return findBeside(path.join('shared', 'einvoice-corpus'), 'expected.json');
}

/**
 * The wider official test set built by `conformance/einvoice-reference/prepare.ts`: the folder named by
 * EINVOICE_TESTSUITES_DIR, else `einvoice-testsuites` beside `shared`. Null when it is not there.
 */
export function findTestsuitesDir(): string | null {
  const configured = process.env.EINVOICE_TESTSUITES_DIR;
  if (configured) return existsSync(path.join(configured, 'expected.json')) ? path.resolve(configured) : null;
  return findBeside('einvoice-testsuites', 'expected.json');
}

/** Where the preparation writes the test set: EINVOICE_TESTSUITES_DIR, else beside `shared`. */
export function testsuitesTarget(): string {
  const configured = process.env.EINVOICE_TESTSUITES_DIR;
  if (configured) return path.resolve(configured);
  const shared = findBeside('shared', '.');
  return path.join(shared ? path.dirname(shared) : path.dirname(repositoryRoot), 'einvoice-testsuites');
}
