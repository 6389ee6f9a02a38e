import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { openJobStates } from '@belegfluss/shared';
import type { Database } from '../../src/kernel/database.js';
import { createAuditRepository } from '../../src/modules/audit/audit.repository.js';

export type Inspection = {
  problems: string[];
  figures: {
    halfWritten: number;
    missingObjects: number;
    orphanFiles: number;
    auditEntries: number;
    unfinishedJobs: number;
  };
};

const rowsOf = async <T>(database: Database, text: string, values: unknown[] = []) =>
  (await database.execute(text, values)).rows as T[];

/** Every object file below the storage directory, by name (its sha256). */
function storedFiles(storageDir: string): Map<string, string> {
  const objects = path.join(storageDir, 'objects');
  const files = new Map<string, string>();
  if (!existsSync(objects)) return files;
  for (const entry of readdirSync(objects, { recursive: true })) {
    const file = path.join(objects, String(entry));
    if (/^[0-9a-f]{64}$/.test(path.basename(file))) files.set(path.basename(file), file);
  }
  return files;
}

/**
 * Every sha256 the database refers to: any column named `*sha256` in any table (so a new module's
 * references count the day its table exists), the pages of document versions, and the payload of
 * jobs that have not finished.
 */
async function referencedObjects(database: Database): Promise<Set<string>> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    database,
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name LIKE '%sha256' AND data_type = 'text'`,
  );
  const referenced = new Set<string>();
  for (const { table_name: table, column_name: column } of columns) {
    for (const row of await rowsOf<{ sha: string }>(
      database,
      `SELECT DISTINCT "${column}" AS sha FROM "${table}" WHERE "${column}" IS NOT NULL`,
    ))
      referenced.add(row.sha);
  }
  for (const row of await rowsOf<{ sha: string }>(
    database,
    `SELECT DISTINCT page ->> 'sourceSha256' AS sha FROM cap_document_version, jsonb_array_elements(pages) AS page`,
  ))
    if (row.sha) referenced.add(row.sha);
  for (const row of await rowsOf<{ sha: string }>(
    database,
    `SELECT DISTINCT payload ->> 'sha256' AS sha FROM job WHERE state = ANY($1) AND payload ? 'sha256'`,
    [[...openJobStates]],
  ))
    if (row.sha) referenced.add(row.sha);
  return referenced;
}

async function auditProblems(database: Database): Promise<{ problems: string[]; entries: number }> {
  const audit = createAuditRepository({ db: database.db });
  const chains = await rowsOf<{ chain_key: string; last_seq: number }>(
    database,
    'SELECT chain_key, last_seq FROM audit_chain_head',
  );
  const problems: string[] = [];
  let entries = 0;
  for (const chain of chains) {
    const mandantId = chain.chain_key === 'system' ? null : chain.chain_key.replace(/^mandant:/, '');
    const verification = await audit.verifyChain(mandantId);
    entries += verification.entries;
    if (!verification.ok)
      problems.push(`audit chain ${chain.chain_key} broken at ${verification.brokenAtSeq}`);
    else if (verification.entries !== Number(chain.last_seq))
      problems.push(
        `audit chain ${chain.chain_key}: head says ${chain.last_seq}, ${verification.entries} entries`,
      );
  }
  return { problems, entries };
}

/**
 * What no crash may break, whatever the workload, read from the database and the storage
 * directory while no server runs: every stored object whole (its bytes hash to its name), every
 * referenced object present, audit chains intact. With `final` (every job has run): every job
 * finished and no stored file left that nothing refers to.
 */
export async function inspect(database: Database, storageDir: string, final: boolean): Promise<Inspection> {
  const problems: string[] = [];
  const files = storedFiles(storageDir);
  let halfWritten = 0;
  for (const [sha, file] of files) {
    if (createHash('sha256').update(readFileSync(file)).digest('hex') !== sha) {
      halfWritten += 1;
      problems.push(`object ${sha} half-written`);
    }
  }
  const referenced = await referencedObjects(database);
  const missing = [...referenced].filter((sha) => !files.has(sha));
  problems.push(...missing.map((sha) => `object ${sha} referenced but missing`));
  const orphans = [...files.keys()].filter((sha) => !referenced.has(sha));
  if (final) problems.push(...orphans.map((sha) => `object ${sha} stored but referenced by nothing`));

  const audit = await auditProblems(database);
  problems.push(...audit.problems);
  const unfinished = await rowsOf<{ kind: string; state: string; n: number }>(
    database,
    `SELECT kind, state, count(*)::int AS n FROM job WHERE state <> 'finished' GROUP BY kind, state`,
  );
  if (final) problems.push(...unfinished.map((row) => `${row.n} ${row.kind} jobs ${row.state}`));
  return {
    problems,
    figures: {
      halfWritten,
      missingObjects: missing.length,
      orphanFiles: orphans.length,
      auditEntries: audit.entries,
      unfinishedJobs: unfinished.reduce((sum, row) => sum + Number(row.n), 0),
    },
  };
}
