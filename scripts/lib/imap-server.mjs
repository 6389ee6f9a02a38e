// A throwaway IMAP server for the tests: Debian's Dovecot on loopback with its own ports, TLS
// (a self-signed certificate made here, handed to the client as its CA), passwd-file users and
// maildirs, all in a temp dir removed afterwards. Installs dovecot-imapd when missing.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { aptInstall, commandExists, freePort, isRoot, output } from './system.mjs';

const DOVECOT = '/usr/sbin/dovecot';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Who the mail and login processes run as: this user, or `nobody` when the tests run as root. */
function processOwner() {
  const user = isRoot() ? 'nobody' : os.userInfo().username;
  return {
    user,
    group: output('id', ['-gn', user]),
    uid: Number(output('id', ['-u', user])),
    gid: Number(output('id', ['-g', user])),
  };
}

function dovecotConfig(directory, port, owner) {
  return `protocols = imap
listen = 127.0.0.1
base_dir = ${directory}/run
state_dir = ${directory}/state
log_path = ${directory}/dovecot.log
ssl = required
ssl_cert = <${directory}/cert.pem
ssl_key = <${directory}/key.pem
ssl_dh = <${directory}/dh.pem
ssl_min_protocol = TLSv1.2
disable_plaintext_auth = yes
auth_mechanisms = plain login
default_login_user = ${owner.user}
default_internal_user = ${owner.user}
default_internal_group = ${owner.group}
first_valid_uid = 1
first_valid_gid = 1
mail_location = maildir:${directory}/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${directory}/users
}
userdb {
  driver = static
  args = uid=${owner.uid} gid=${owner.gid} home=${directory}/mail/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    port = 0
  }
  inet_listener imaps {
    port = ${port}
    ssl = yes
  }
}
service anvil {
  chroot =
}
service auth {
  user = ${owner.user}
}
service auth-worker {
  user = ${owner.user}
}
`;
}

function makeCertificate(directory) {
  const openssl = (args) => {
    const result = spawnSync('openssl', args, { cwd: directory, stdio: ['ignore', 'ignore', 'pipe'] });
    if (result.status !== 0) throw new Error(`openssl ${args[0]} failed: ${result.stderr}`);
  };
  openssl([
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-keyout',
    'key.pem',
    '-out',
    'cert.pem',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ]);
  openssl(['dhparam', '-dsaparam', '-out', 'dh.pem', '2048']);
}

/** Resolves once the server greets over TLS; the ceiling only ends a start that hangs. */
async function untilGreeting(port, caFile, logFile, ceilingMs = 60_000) {
  const deadline = Date.now() + ceilingMs;
  const ca = readFileSync(caFile, 'utf8');
  for (;;) {
    const greeted = await new Promise((resolve) => {
      const socket = tls.connect({ host: '127.0.0.1', port, ca, servername: 'localhost' }, () => undefined);
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('* OK'));
      });
      socket.once('error', () => resolve(false));
    });
    if (greeted) return;
    if (Date.now() > deadline) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-1500) : '';
      throw new Error(`Dovecot did not start: ${log}`);
    }
    await sleep(200);
  }
}

/**
 * Starts Dovecot in a fresh temp dir with one mailbox user. Resolves with
 * `{ host, port, caFile, user, password, stop() }`; `stop()` ends it and removes the dir.
 */
export async function startImapServer(log = console.log) {
  if (!existsSync(DOVECOT)) aptInstall(['dovecot-imapd'], log);
  if (!existsSync(DOVECOT))
    throw new Error('Dovecot not found and not installable (apt-get install dovecot-imapd)');
  if (!commandExists('openssl')) aptInstall(['openssl'], log);
  const directory = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-imap-'));
  const owner = processOwner();
  const account = { user: 'eingang', password: `test-${randomUUID()}` };
  for (const dir of ['run', 'state', 'mail']) mkdirSync(path.join(directory, dir));
  chmodSync(directory, 0o755);
  if (isRoot()) chownSync(path.join(directory, 'mail'), owner.uid, owner.gid);
  makeCertificate(directory);
  writeFileSync(path.join(directory, 'users'), `${account.user}:{PLAIN}${account.password}::::::\n`, {
    mode: 0o644,
  });
  const port = await freePort();
  const conf = path.join(directory, 'dovecot.conf');
  writeFileSync(conf, dovecotConfig(directory, port, owner));
  const child = spawn(DOVECOT, ['-F', '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      untilGreeting(port, path.join(directory, 'cert.pem'), path.join(directory, 'dovecot.log')),
      exited.then(() => {
        throw new Error(`Dovecot ended at start: ${stderr}`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  // The CA file outlives nothing: it is read by the client while the server runs.
  log(`IMAP (Dovecot) läuft auf 127.0.0.1:${port}`);
  return { host: '127.0.0.1', port, caFile: path.join(directory, 'cert.pem'), ...account, stop };
}

/** Runs `work({ host, port, caFile, user, password })` with a fresh Dovecot, then removes it. */
export async function withImapServer(work, log = console.log) {
  const server = await startImapServer(log);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}
