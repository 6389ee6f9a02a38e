// A throwaway PostgreSQL cluster for the database test run: initdb in a temp dir, a free port,
// removed afterwards. Installs Debian's postgresql when no server binaries are found.
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { aptInstall, freePort, isRoot, output, run } from './system.mjs';

function findServerBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((entry) => existsSync(path.join(root, entry, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

export async function withPostgres(work, log = console.log) {
  let bin = findServerBin();
  if (!bin) {
    aptInstall(['postgresql'], log);
    bin = findServerBin();
  }
  if (!bin)
    throw new Error(
      'PostgreSQL server binaries not found and could not be installed (apt-get install postgresql)',
    );
  const directory = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-pg-'));
  const dataDir = path.join(directory, 'data');
  // initdb refuses to run as root, so root runs the cluster as the postgres user.
  const asOwner = isRoot() ? ['runuser', '-u', 'postgres', '--'] : [];
  if (isRoot()) {
    const uid = Number(output('id', ['-u', 'postgres']));
    const gid = Number(output('id', ['-g', 'postgres']));
    chownSync(directory, uid, gid);
  }
  const exec = (command, args) => {
    const [head, ...rest] = [...asOwner, path.join(bin, command), ...args];
    return run(head, rest, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  const port = await freePort();
  try {
    if (
      (await exec('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])) !==
      0
    ) {
      throw new Error('initdb failed');
    }
    const serverOptions = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    if (
      (await exec('pg_ctl', [
        '-D',
        dataDir,
        '-o',
        serverOptions,
        '-l',
        path.join(directory, 'server.log'),
        '-w',
        'start',
      ])) !== 0
    ) {
      throw new Error('PostgreSQL did not start');
    }
    log(`PostgreSQL ${path.basename(path.dirname(bin))} läuft auf Port ${port}`);
    return await work(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } finally {
    await exec('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    rmSync(directory, { recursive: true, force: true });
  }
}
