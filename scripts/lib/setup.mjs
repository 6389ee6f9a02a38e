// Shared first steps of `npm start` and `npm test`: a fitting Node.js and installed npm dependencies.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './system.mjs';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function assertNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Belegfluss braucht Node.js 20.19 oder neuer (gefunden: ${process.versions.node}).`);
    process.exit(1);
  }
}

function dependenciesAreCurrent() {
  const installed = path.join(repositoryRoot, 'node_modules', '.package-lock.json');
  const lock = path.join(repositoryRoot, 'package-lock.json');
  if (!existsSync(installed)) return false;
  if (!existsSync(lock)) return true;
  return statSync(installed).mtimeMs >= statSync(lock).mtimeMs;
}

/** Runs `npm ci` when node_modules is missing or older than package-lock.json. */
export async function ensureDependencies() {
  if (dependenciesAreCurrent()) return;
  console.log('Installiere npm-Abhängigkeiten …');
  const hasLock = existsSync(path.join(repositoryRoot, 'package-lock.json'));
  const code = await run('npm', [hasLock ? 'ci' : 'install', '--no-audit', '--no-fund'], {
    cwd: repositoryRoot,
  });
  if (code !== 0) {
    console.error('npm-Abhängigkeiten konnten nicht installiert werden.');
    process.exit(code);
  }
}

export function packageScripts() {
  return JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')).scripts ?? {};
}
