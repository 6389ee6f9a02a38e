// A throwaway S3-compatible server for the tests: a one-node Ceph cluster (monitor, one OSD on
// memstore) with the RADOS gateway on loopback, all in a temp dir and removed afterwards. Installs
// Debian's ceph-mon, ceph-osd and radosgw when missing.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { aptInstall, commandExists, freePort, output, run } from './system.mjs';

const daemons = ['ceph-mon', 'ceph-osd', 'radosgw'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `ready()` to hold; the ceiling only ends a start that hangs. */
async function until(what, ready, ceilingMs = 300_000) {
  const deadline = Date.now() + ceilingMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`${what} did not start`);
    await sleep(250);
  }
}

function cephConfig(directory, fsid, monPort) {
  return `[global]
fsid = ${fsid}
mon host = v1:127.0.0.1:${monPort}
ms bind msgr2 = false
auth cluster required = none
auth service required = none
auth client required = none
auth allow insecure global id reclaim = true
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
mon allow pool size one = true
mon warn on pool no redundancy = false
mon data avail warn = 1
mon data avail crit = 0
mon max pg per osd = 1000
osd crush chooseleaf type = 0
osd objectstore = memstore
memstore device bytes = 2147483648
run dir = ${directory}/run
admin socket = ${directory}/run/$name.asok
log file = ${directory}/log/$name.log
pid file = ${directory}/run/$name.pid
keyring = ${directory}/keyring
mon data = ${directory}/mon
osd data = ${directory}/osd
rgw data = ${directory}/rgw
`;
}

function stopDaemons(directory) {
  for (const name of ['client.rgw.test', 'osd.0', 'mon.a']) {
    const pidFile = path.join(directory, 'run', `${name}.pid`);
    if (!existsSync(pidFile)) continue;
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** Starts monitor, OSD and gateway in `directory` and creates the test user; resolves with the endpoint. */
async function startCluster(directory, credentials) {
  for (const dir of ['mon', 'osd', 'run', 'log', 'rgw']) mkdirSync(path.join(directory, dir));
  const conf = path.join(directory, 'ceph.conf');
  const fsid = randomUUID();
  const [monPort, rgwPort] = [await freePort(), await freePort()];
  writeFileSync(conf, cephConfig(directory, fsid, monPort));
  // The daemons log to the temp dir; their start-up chatter on stderr would only clutter the test output.
  const quiet = { stdio: ['ignore', 'ignore', 'ignore'] };
  const ceph = (...args) => output('ceph', ['-c', conf, '--connect-timeout', '10', ...args]);
  const keyring = path.join(directory, 'keyring');
  await run(
    'ceph-authtool',
    ['--create-keyring', keyring, '--gen-key', '-n', 'mon.', '--cap', 'mon', 'allow *'],
    quiet,
  );
  const monmap = path.join(directory, 'monmap');
  await run(
    'monmaptool',
    ['--create', '--addv', 'a', `[v1:127.0.0.1:${monPort}]`, '--fsid', fsid, monmap],
    quiet,
  );
  if ((await run('ceph-mon', ['-c', conf, '--mkfs', '-i', 'a', '--monmap', monmap], quiet)) !== 0)
    throw new Error('ceph-mon --mkfs failed');
  if ((await run('ceph-mon', ['-c', conf, '-i', 'a'], quiet)) !== 0) throw new Error('ceph-mon failed');
  const osdUuid = randomUUID();
  await until('the Ceph monitor', () => ceph('osd', 'new', osdUuid) === '0');
  if ((await run('ceph-osd', ['-c', conf, '-i', '0', '--mkfs', '--osd-uuid', osdUuid], quiet)) !== 0)
    throw new Error('ceph-osd --mkfs failed');
  // The daemonising launcher may report failure while the OSD still boots on a loaded machine:
  // what counts is the monitor seeing it up.
  await run('ceph-osd', ['-c', conf, '-i', '0'], quiet);
  await until('the Ceph OSD', () => /1 up/.test(ceph('osd', 'stat'))).catch((error) => {
    const log = path.join(directory, 'log', 'osd.0.log');
    throw new Error(`${error.message}: ${existsSync(log) ? readFileSync(log, 'utf8').slice(-1000) : ''}`);
  });
  const frontends = `beast endpoint=127.0.0.1:${rgwPort}`;
  if (
    (await run('radosgw', ['-c', conf, '-n', 'client.rgw.test', '--rgw-frontends', frontends], quiet)) !== 0
  )
    throw new Error('radosgw failed');
  const endpoint = `http://127.0.0.1:${rgwPort}`;
  await until('the RADOS gateway', () =>
    fetch(endpoint)
      .then((response) => response.ok)
      .catch(() => false),
  );
  const created = await run(
    'radosgw-admin',
    [
      '-c',
      conf,
      'user',
      'create',
      '--uid=belegfluss',
      '--display-name=Belegfluss tests',
      `--access-key=${credentials.accessKeyId}`,
      `--secret=${credentials.secretAccessKey}`,
    ],
    quiet,
  );
  if (created !== 0) throw new Error('radosgw-admin user create failed');
  return endpoint;
}

/** Start attempts: a one-node Ceph now and then fails to bring its OSD up; a fresh cluster does. */
const START_ATTEMPTS = 2;

/**
 * Runs `work` with an S3 endpoint and credentials of a fresh one-node Ceph cluster.
 * `work({ endpoint, region, accessKeyId, secretAccessKey })`.
 */
export async function withS3(work, log = console.log) {
  if (!daemons.every(commandExists)) aptInstall(['ceph-mon', 'ceph-osd', 'radosgw'], log);
  if (!daemons.every(commandExists))
    throw new Error('Ceph not found and not installable (apt-get install ceph-mon ceph-osd radosgw)');
  const credentials = { accessKeyId: 'BELEGFLUSSTEST', secretAccessKey: `test-${randomUUID()}` };
  for (let attempt = 1; ; attempt += 1) {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-s3-'));
    try {
      let endpoint;
      try {
        endpoint = await startCluster(directory, credentials);
      } catch (error) {
        if (attempt >= START_ATTEMPTS) throw error;
        log(`S3-Testserver startete nicht (${error.message.split('\n')[0]}); neuer Versuch.`);
        continue;
      }
      log(`S3 (Ceph RADOS Gateway) läuft auf ${endpoint}`);
      return await work({ endpoint, region: 'us-east-1', ...credentials });
    } finally {
      stopDaemons(directory);
      rmSync(directory, { recursive: true, force: true });
    }
  }
}
