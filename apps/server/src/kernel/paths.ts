import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findServerRoot(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(directory, 'migrations'))) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error('Cannot find the server package (no migrations folder)');
    directory = parent;
  }
  return directory;
}

const serverRoot = findServerRoot();

/** A path inside apps/server, the same from the sources and from the bundled dist/main.js. */
export function serverPath(...segments: string[]): string {
  return path.join(serverRoot, ...segments);
}

/** A path inside the repository root. */
export function repositoryPath(...segments: string[]): string {
  return path.join(serverRoot, '..', '..', ...segments);
}
