import type { Db } from '../../kernel/database.js';
import { type AnchorLocation, readAnchors } from './audit.anchors.js';
import { createAuditChecksRepository } from './audit-checks.repository.js';
import { GENESIS_HASH, hashEntry } from './audit.models.js';
import type { AuditProblem } from './audit.tables.js';

export type AuditTrailVerification = {
  ok: boolean;
  chains: number;
  entries: number;
  anchors: number;
  problems: AuditProblem[];
};

const BATCH = 5000;

/** Walks one chain: gap-free sequence, links and hashes; returns its last entry (seq, hash by seq). */
async function walkChain(db: Db, chainKey: string, problems: AuditProblem[]) {
  const repository = createAuditChecksRepository({ db });
  const hashes = new Map<number, string>();
  let previousHash = GENESIS_HASH;
  let lastSeq = 0;
  let broken = false;
  for (;;) {
    const rows = await repository.chainBatch(chainKey, lastSeq, BATCH);
    for (const row of rows) {
      const expected = hashEntry(previousHash, {
        chainKey: row.chainKey,
        seq: row.seq,
        mandantId: row.mandantId,
        actorId: row.actorId,
        action: row.action,
        entityType: row.entityType,
        entityId: row.entityId,
        data: row.data,
        createdAt: new Date(row.createdAt).toISOString(),
      });
      if (!broken && (row.seq !== lastSeq + 1 || row.prevHash !== previousHash || row.hash !== expected)) {
        const kind = row.seq !== lastSeq + 1 ? 'gap' : row.hash !== expected ? 'altered' : 'link';
        problems.push({
          chainKey,
          kind,
          seq: row.seq,
          detail: `entry ${row.seq} does not follow entry ${lastSeq}`,
        });
        broken = true;
      }
      hashes.set(row.seq, row.hash);
      previousHash = row.hash;
      lastSeq = row.seq;
    }
    if (rows.length < BATCH) break;
  }
  return { lastSeq, lastHash: previousHash, hashes };
}

/**
 * Checks every chain of the audit trail against itself, its head row and every signed anchor
 * outside the database. A head ahead of the last entry means the tail was cut off; an anchor naming
 * an entry the chain no longer has (or has with another hash) means the chain was rewound or rewritten.
 */
export async function verifyAuditTrail(db: Db, location: AnchorLocation): Promise<AuditTrailVerification> {
  const repository = createAuditChecksRepository({ db });
  const problems: AuditProblem[] = [];
  const heads = await repository.listChainHeads();
  const keys = [
    ...new Set([...heads.map((head) => head.chainKey), ...(await repository.chainKeys())]),
  ].sort();
  const chains = new Map<string, Awaited<ReturnType<typeof walkChain>>>();
  let entries = 0;
  for (const chainKey of keys) {
    const chain = await walkChain(db, chainKey, problems);
    chains.set(chainKey, chain);
    entries += chain.hashes.size;
    const head = heads.find((candidate) => candidate.chainKey === chainKey);
    if (!head || head.lastSeq !== chain.lastSeq || head.lastHash !== chain.lastHash) {
      problems.push({
        chainKey,
        kind: head && head.lastSeq > chain.lastSeq ? 'truncated' : 'head_mismatch',
        seq: chain.lastSeq,
        detail: `head names entry ${head?.lastSeq ?? 'none'}, the chain ends at ${chain.lastSeq}`,
      });
    }
  }
  const anchors = await readAnchors(location);
  for (const anchor of anchors) {
    if (!anchor.signatureValid) {
      problems.push({
        chainKey: '*',
        kind: 'anchor_signature',
        seq: null,
        detail: `anchor ${anchor.file} is not validly signed`,
      });
      continue;
    }
    for (const head of anchor.heads) {
      const chain = chains.get(head.chainKey);
      if (!chain || chain.lastSeq < head.seq) {
        problems.push({
          chainKey: head.chainKey,
          kind: 'rewound',
          seq: head.seq,
          detail: `anchor of ${anchor.createdAt} names entry ${head.seq}, the chain ends at ${chain?.lastSeq ?? 0}`,
        });
      } else if (chain.hashes.get(head.seq) !== head.hash) {
        problems.push({
          chainKey: head.chainKey,
          kind: 'anchor_mismatch',
          seq: head.seq,
          detail: `entry ${head.seq} differs from the anchor of ${anchor.createdAt}`,
        });
      }
    }
  }
  return { ok: problems.length === 0, chains: keys.length, entries, anchors: anchors.length, problems };
}
