import { openJobStates } from '@belegfluss/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../kernel/database.js';

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

    /** Deletes stored objects nothing references any more (see `isObjectReferenced`); returns them. */
    async deleteUnreferencedObjects(
      storage: { delete: (sha256: string) => Promise<void> },
      sha256s: string[],
      options: { exceptJobId?: string } = {},
    ): Promise<string[]> {
      const deleted: string[] = [];
      for (const sha256 of new Set(sha256s)) {
        if (await isObjectReferenced(sha256, options)) continue;
        await storage.delete(sha256);
        deleted.push(sha256);
      }
      return deleted;
    },
  };
}

export type ObjectRepository = ReturnType<typeof createObjectRepository>;
