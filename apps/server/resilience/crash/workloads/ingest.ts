import { createHash } from 'node:crypto';
import { openJobStates, type UploadResult } from '@belegfluss/shared';
import type { Database } from '../../../src/kernel/database.js';
import { expectOk } from '../../lib/caller.js';
import { crashDocuments, type CrashDocument } from '../documents.js';
import type { Workload, WorkloadCheck, WorkloadSession } from './workload.js';

/** One file sent: `accepted` once the answer said so; a lost answer leaves it unconfirmed. */
type Upload = { name: string; sha256: string; accepted: boolean; jobId: string | null };

const rowsOf = async <T>(database: Database, text: string, values: unknown[] = []) =>
  (await database.execute(text, values)).rows as T[];

/** Documents whose version, pages and page count do not agree (a half-written import). */
async function brokenDocuments(database: Database): Promise<string[]> {
  const rows = await rowsOf<{ title: string; versions: number; pages: number; listed: number | null }>(
    database,
    `SELECT d.title,
            (SELECT count(*)::int FROM cap_document_version v WHERE v.document_id = d.id) AS versions,
            (SELECT count(*)::int FROM cap_page p WHERE p.document_id = d.id) AS pages,
            (SELECT v.page_count FROM cap_document_version v WHERE v.document_id = d.id
              ORDER BY v.version_no DESC LIMIT 1) AS listed
       FROM cap_document d`,
  );
  return rows
    .filter((row) => row.versions < 1 || row.pages < 1 || Number(row.listed) !== row.pages)
    .map(
      (row) =>
        `${row.title}: half-written (${row.versions} versions, ${row.pages} pages, ${row.listed} listed)`,
    );
}

/**
 * Document intake: uploads born-digital PDFs and scans (two at a time) into a plain stack and, for
 * small scans, one whose auto job runs OCR. Every accepted upload must become exactly one document
 * (until then its import job must still be open), an unconfirmed one at most one, and no document
 * may be half-written.
 */
export function ingestWorkload(options: { documents: number; stacks: { plain: string; ocr: string } }) {
  const next = crashDocuments();
  const uploads: Upload[] = [];
  let sent = 0;

  async function send(session: WorkloadSession, document: CrashDocument) {
    const upload: Upload = {
      name: document.name,
      sha256: createHash('sha256').update(document.content).digest('hex'),
      accepted: false,
      jobId: null,
    };
    uploads.push(upload);
    const stackId = document.ocr ? options.stacks.ocr : options.stacks.plain;
    try {
      const answer = await expectOk<UploadResult>(
        session.caller.upload(
          `/api/job/main/addfilestostack?mandantId=${session.mandantId}&stackId=${stackId}`,
          {},
          [{ name: document.name, content: document.content }],
        ),
        document.name,
      );
      upload.accepted = answer.files[0]?.accepted === true;
      upload.jobId = answer.files[0]?.jobId ?? null;
    } catch {
      // The server died under the request (or refused it): the upload stays unconfirmed.
    }
  }

  const workload: Workload & { uploads: () => Upload[] } = {
    name: 'ingest',
    uploads: () => uploads,
    finished: () => sent >= options.documents,
    async drive(session, until) {
      await Promise.all(
        [0, 1].map(async () => {
          while (Date.now() < until && sent < options.documents) {
            sent += 1;
            await send(session, await next());
          }
        }),
      );
    },
    async verify(database, final): Promise<WorkloadCheck> {
      const problems: string[] = [];
      const counts = new Map(
        (
          await rowsOf<{ sha: string; n: number }>(
            database,
            'SELECT original_sha256 AS sha, count(*)::int AS n FROM cap_document GROUP BY original_sha256',
          )
        ).map((row) => [row.sha, Number(row.n)]),
      );
      const pending = new Set(
        (
          await rowsOf<{ sha: string }>(
            database,
            `SELECT payload ->> 'sha256' AS sha FROM job WHERE kind = 'capture.import' AND state = ANY($1)`,
            [[...openJobStates]],
          )
        ).map((row) => row.sha),
      );
      let lost = 0;
      let duplicates = 0;
      for (const upload of uploads) {
        const count = counts.get(upload.sha256) ?? 0;
        if (count > 1) {
          duplicates += 1;
          problems.push(`${upload.name}: ${count} documents`);
        }
        if (upload.accepted && count === 0 && (final || !pending.has(upload.sha256))) {
          lost += 1;
          problems.push(
            `${upload.name}: accepted, but no document${final ? '' : ' and no import job to make one'}`,
          );
        }
      }
      problems.push(...(await brokenDocuments(database)));
      return {
        problems,
        figures: {
          uploads: uploads.length,
          accepted: uploads.filter((upload) => upload.accepted).length,
          documents: [...counts.values()].reduce((sum, count) => sum + count, 0),
          pending: pending.size,
          lost,
          duplicates,
        },
      };
    },
  };
  return workload;
}
