import { createHash } from 'node:crypto';

export const GENESIS_HASH = '0'.repeat(64);

/** The chain an entry belongs to: one per Mandant, one for installation-wide events. */
export function chainKeyFor(mandantId: string | null): string {
  return mandantId ? `mandant:${mandantId}` : 'system';
}

/** JSON with sorted keys at every level, so equal content always hashes equally. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, entry]) => entry !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
}

export type AuditContent = {
  chainKey: string;
  seq: number;
  mandantId: string | null;
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  data: unknown;
  createdAt: string;
};

/** sha256 over the predecessor's hash and the entry's canonical content. */
export function hashEntry(prevHash: string, content: AuditContent): string {
  return createHash('sha256').update(prevHash).update('\n').update(canonicalJson(content)).digest('hex');
}
