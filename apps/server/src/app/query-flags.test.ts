import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const sourceFolders = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];
// Built from parts so that this file does not match itself.
const coercedBoolean = new RegExp(['z', 'coerce', 'boolean'].join('\\s*\\.\\s*') + '\\s*\\(');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('boolean query flags', () => {
  it('are never coerced booleans (they read "false" as true): queryFlag of the shared package parses them', () => {
    const files = sourceFolders.flatMap((folder) => sourceFiles(join(repositoryRoot, folder)));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .filter((file) => coercedBoolean.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(repositoryRoot.length));
    expect(offenders).toEqual([]);
  });
});
