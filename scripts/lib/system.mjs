// System helpers for the start and test scripts. Plain Node, no dependencies: they run before `npm install`.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

export function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function canSudo() {
  return commandExists('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
}

let aptUpdated = false;

/**
 * Installs Debian packages with apt-get when this user may (root, or sudo without a password).
 * Returns false, without trying, when it may not or apt-get is missing.
 */
export function aptInstall(packages, log = console.log) {
  if (packages.length === 0) return true;
  if (!commandExists('apt-get')) return false;
  const prefix = isRoot() ? [] : canSudo() ? ['sudo', '-n'] : null;
  if (!prefix) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => {
    const [command, ...rest] = [...prefix, ...args];
    return spawnSync(command, rest, { stdio: ['ignore', 'ignore', 'inherit'], env }).status === 0;
  };
  log(`Installiere Systempakete: ${packages.join(' ')} …`);
  if (!aptUpdated) {
    run(['apt-get', 'update', '-qq']);
    aptUpdated = true;
  }
  return run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages]);
}

export function tesseractLanguages() {
  if (!commandExists('tesseract')) return [];
  const result = spawnSync('tesseract', ['--list-langs'], { encoding: 'utf8' });
  return `${result.stdout}`
    .split('\n')
    .slice(1)
    .map((line) => line.trim());
}

/** Tesseract with German, English and Russian, and poppler's pdftoppm/pdftotext. */
export function ensureOcrTools(log = console.log) {
  const missing = [];
  const languages = tesseractLanguages();
  if (!commandExists('tesseract')) missing.push('tesseract-ocr');
  for (const language of ['deu', 'eng', 'rus']) {
    if (!languages.includes(language)) missing.push(`tesseract-ocr-${language}`);
  }
  if (!commandExists('pdftoppm') || !commandExists('pdftotext')) missing.push('poppler-utils');
  if (missing.length === 0) return { ok: true, missing };
  const ok = aptInstall(missing, log);
  return { ok, missing };
}

export const CHROMIUM_PATH = '/usr/bin/chromium';

export function ensureChromium(log = console.log) {
  if (existsSync(CHROMIUM_PATH)) return true;
  return aptInstall(['chromium'], log) && existsSync(CHROMIUM_PATH);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export function output(command, args) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}
