import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../kernel/config.js';

const KEY_FILE = 'mail-secret.key';
const VERSION = 'v1';

function keyFromText(text: string): Buffer {
  return /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
}

/** MAIL_SECRET_KEY, or a random key kept in DATA_DIR (created by the first process that needs it). */
function loadKey(config: Pick<Config, 'mailSecretKey' | 'dataDir'>): Buffer {
  if (config.mailSecretKey) return keyFromText(config.mailSecretKey);
  const file = path.join(config.dataDir, KEY_FILE);
  try {
    return keyFromText(readFileSync(file, 'utf8').trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return keyFromText(readFileSync(file, 'utf8').trim());
}

/** Encrypts mailbox passwords at rest: AES-256-GCM, a fresh IV per value, `v1:iv:tag:cipher` (base64). */
export function createSecretBox(config: Pick<Config, 'mailSecretKey' | 'dataDir'>) {
  let key: Buffer | null = null;
  const keyOnce = () => (key ??= loadKey(config));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keyOnce(), iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64'));
      return [VERSION, ...parts].join(':');
    },
    open(sealed: string): string {
      const [version, iv, tag, data] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || !data) throw new Error('unknown secret format');
      const decipher = createDecipheriv('aes-256-gcm', keyOnce(), Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
