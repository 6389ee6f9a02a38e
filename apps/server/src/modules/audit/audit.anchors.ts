import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { syncDirectory } from '../../kernel/durable-fs.js';
import { canonicalJson } from './audit.models.js';

export type ChainHead = { chainKey: string; seq: number; hash: string };
export type AnchorBody = { createdAt: string; reason: string; heads: ChainHead[] };
export type Anchor = AnchorBody & { file: string; signatureValid: boolean };

export type AnchorLocation = { anchorDir: string; keyDir: string };

/** Where anchors and the signing key live: outside the database, under DATA_DIR unless configured. */
export function anchorLocation(config: {
  dataDir: string;
  auditAnchorDir?: string | undefined;
}): AnchorLocation {
  return {
    anchorDir: config.auditAnchorDir ?? path.join(config.dataDir, 'audit-anchors'),
    keyDir: path.join(config.dataDir, 'keys'),
  };
}

const KEY_FILE = 'audit-anchor-ed25519.pem';

/** The Ed25519 key that signs anchors; created on first use (mode 0600) beside the other keys. */
async function signingKey(keyDir: string): Promise<KeyObject> {
  const file = path.join(keyDir, KEY_FILE);
  try {
    return createPrivateKey(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(keyDir, { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('ed25519');
  await writeFile(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), {
    mode: 0o600,
    flag: 'wx',
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return createPrivateKey(await readFile(file, 'utf8'));
}

async function verifyingKey(keyDir: string): Promise<KeyObject | null> {
  try {
    return createPublicKey(createPrivateKey(await readFile(path.join(keyDir, KEY_FILE), 'utf8')));
  } catch {
    return null;
  }
}

/** Writes a signed anchor of the given chain heads (temp file, fsync, rename) and returns its path. */
export async function writeAnchor(location: AnchorLocation, body: AnchorBody): Promise<string> {
  const key = await signingKey(location.keyDir);
  const signature = sign(null, Buffer.from(canonicalJson(body)), key).toString('base64');
  await mkdir(location.anchorDir, { recursive: true });
  const name = `${body.createdAt.replace(/[:.]/g, '-')}-${body.reason}.json`;
  const file = path.join(location.anchorDir, name);
  const temp = `${file}.tmp`;
  await writeFile(temp, `${JSON.stringify({ ...body, signature }, null, 2)}\n`, { flag: 'w', flush: true });
  await rename(temp, file);
  await syncDirectory(location.anchorDir);
  return file;
}

/** Every anchor written so far, oldest first, each with whether its signature holds. */
export async function readAnchors(location: AnchorLocation): Promise<Anchor[]> {
  let names: string[];
  try {
    names = (await readdir(location.anchorDir)).filter((name) => name.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const key = await verifyingKey(location.keyDir);
  const anchors: Anchor[] = [];
  for (const name of names) {
    const file = path.join(location.anchorDir, name);
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as AnchorBody & { signature: string };
      const body: AnchorBody = { createdAt: parsed.createdAt, reason: parsed.reason, heads: parsed.heads };
      const signatureValid =
        key !== null &&
        verify(null, Buffer.from(canonicalJson(body)), key, Buffer.from(parsed.signature, 'base64'));
      anchors.push({ ...body, file, signatureValid });
    } catch {
      anchors.push({ createdAt: '', reason: 'unreadable', heads: [], file, signatureValid: false });
    }
  }
  return anchors;
}
