import { openJobStates } from '@belegfluss/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';
import type { StorageDriver } from '../storage/index.js';

/**
 * Stored objects (content-addressed, shared by every module) as capture sees them: whether anything
 * still references an object, and removing those nothing does. The only place with these queries.
 */
export function createObjectRepository({ db }: { db: Db }) {
  /**
   * Whether stored bytes are still referenced: by a capture document, page, version or attachment,
   * by another module's record that keeps storage objects (workflow files, e-invoices, downloads,
   * master-data imports), or by an open job other than `exceptJobId` that names them.
   */
  async function isObjectReferenced(
    sha256: string,
    options: { exceptJobId?: string } = {},
  ): Promise<boolean> {
    const result = await db.execute(sql`SELECT
      EXISTS (SELECT 1 FROM cap_document WHERE original_sha256 = ${sha256})
      OR EXISTS (SELECT 1 FROM cap_page WHERE source_sha256 = ${sha256} OR thumb_sha256 = ${sha256})
      OR EXISTS (SELECT 1 FROM cap_document_version WHERE pdf_sha256 = ${sha256})
      OR EXISTS (SELECT 1 FROM cap_attachment WHERE sha256 = ${sha256})
      OR EXISTS (SELECT 1 FROM wf_file WHERE sha256 = ${sha256})
      OR EXISTS (SELECT 1 FROM einvoice WHERE source_sha256 = ${sha256} OR xml_sha256 = ${sha256})
      OR EXISTS (SELECT 1 FROM download_content WHERE file_sha256 = ${sha256})
      OR EXISTS (SELECT 1 FROM masterdata_import WHERE object_sha256 = ${sha256})
      OR EXISTS (SELECT 1 FROM mail_message WHERE eml_sha256 = ${sha256})
      OR EXISTS (SELECT 1 FROM job WHERE payload ->> 'sha256' = ${sha256}
                 AND state IN (${sql.join(
                   openJobStates.map((state) => sql`${state}`),
                   sql`, `,
                 )})
                 AND id <> ${options.exceptJobId ?? '00000000-0000-0000-0000-000000000000'}) AS referenced`);
    const rows = (result as unknown as { rows: { referenced: boolean }[] }).rows;
    return Boolean(rows[0]?.referenced);
  }

  return {
    isObjectReferenced,

    /**
     * Every sha256 the database names in bulk, for the sweep after a crash: each text column named
     * `*sha256` of any table (found in the catalogue, so a new module's references count the day
     * its table exists), the pages of document versions, and the payload of open jobs.
     */
    async referencedObjectSet(): Promise<Set<string>> {
      const rowsOf = async (query: ReturnType<typeof sql>) =>
        (await db.execute(query)) as unknown as { rows: Record<string, string | null>[] };
      const columns = await rowsOf(sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name LIKE '%sha256' AND data_type = 'text'`);
      const referenced = new Set<string>();
      for (const column of columns.rows) {
        const found = await rowsOf(
          sql`SELECT DISTINCT ${sql.identifier(String(column.column_name))} AS sha FROM ${sql.identifier(String(column.table_name))}`,
        );
        for (const row of found.rows) if (row.sha) referenced.add(row.sha);
      }
      const versionPages = await rowsOf(sql`SELECT DISTINCT page ->> 'sourceSha256' AS sha
        FROM cap_document_version, jsonb_array_elements(pages) AS page`);
      const openJobs = await rowsOf(sql`SELECT DISTINCT payload ->> 'sha256' AS sha FROM job
        WHERE state IN (${sql.join(
          openJobStates.map((state) => sql`${state}`),
          sql`, `,
        )})`);
      for (const row of [...versionPages.rows, ...openJobs.rows]) if (row.sha) referenced.add(row.sha);
      return referenced;
    },

    /** Whether a job that started before `moment` still runs (it may have stored objects not yet referenced). */
    async hasJobRunningSince(moment: Date): Promise<boolean> {
      const result = (await db.execute(
        sql`SELECT EXISTS (SELECT 1 FROM job WHERE state = 'in_progress' AND started_at < ${moment.toISOString()}) AS running`,
      )) as unknown as { rows: { running: boolean }[] };
      return Boolean(result.rows[0]?.running);
    },

    /**
     * Deletes stored objects nothing references any more (see `isObjectReferenced`); returns them.
     * An object a put stored again since `writtenBefore` (default: now) stays: another caller is
     * about to reference the same bytes (see `StorageDriver.removeStale`).
     */
    async deleteUnreferencedObjects(
      storage: Pick<StorageDriver, 'removeStale'>,
      sha256s: string[],
      options: { exceptJobId?: string; writtenBefore?: Date } = {},
    ): Promise<string[]> {
      const writtenBefore = options.writtenBefore ?? new Date();
      const deleted: string[] = [];
      for (const sha256 of new Set(sha256s)) {
        if (await isObjectReferenced(sha256, options)) continue;
        const keep = () => isObjectReferenced(sha256, options);
        if (await storage.removeStale(sha256, writtenBefore, keep)) deleted.push(sha256);
      }
      return deleted;
    },
  };
}

export type ObjectRepository = ReturnType<typeof createObjectRepository>;
