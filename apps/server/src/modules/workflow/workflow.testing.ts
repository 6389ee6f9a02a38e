import { PDFDocument, StandardFonts } from 'pdf-lib';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.js';
import {
  capDocumentTable,
  capDocumentVersionTable,
  capFolderTable,
  capIndexValueTable,
  capPageTable,
  capStackTable,
} from '../capture/capture.tables.js';
import { mandantTable, userTable } from '../tenancy/tenancy.tables.js';

/** A one-page invoice PDF with a few lines of text. */
export async function invoicePdf(lines: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 20, size: 12, font }));
  return pdf.save();
}

export async function mandantIdOf(t: TestApp, mandnr: number): Promise<string> {
  const [row] = await t.deps.db
    .select({ id: mandantTable.id })
    .from(mandantTable)
    .where(eq(mandantTable.mandnr, mandnr));
  if (!row) throw new Error(`no Mandant ${mandnr}`);
  return row.id;
}

export async function userIdOf(t: TestApp, kuerzel: string): Promise<string> {
  const [row] = await t.deps.db
    .select({ id: userTable.id })
    .from(userTable)
    .where(eq(userTable.kuerzel, kuerzel));
  if (!row) throw new Error(`no user ${kuerzel}`);
  return row.id;
}

/**
 * A captured invoice (Heftung) as capture leaves it: stack, folder, document, version, page and index
 * values, with a generated PDF in storage. Written with capture's table definitions until capture's
 * own repository functions are on main.
 */
export async function createCapturedInvoice(
  t: TestApp,
  input: { mandantId: string; title: string; index?: Record<string, string>; stackName?: string },
): Promise<{ documentId: string; sha256: string }> {
  const pdf = await invoicePdf([
    input.title,
    ...Object.entries(input.index ?? {}).map(([field, value]) => `${field}: ${value}`),
  ]);
  const stored = await t.deps.storage.put(Buffer.from(pdf));
  return t.deps.db.transaction(async (tx) => {
    const stackName = input.stackName ?? 'Eingang';
    const [existing] = await tx
      .select({ id: capStackTable.id })
      .from(capStackTable)
      .where(and(eq(capStackTable.mandantId, input.mandantId), eq(capStackTable.name, stackName)));
    const stack =
      existing ??
      (
        await tx
          .insert(capStackTable)
          .values({ mandantId: input.mandantId, name: stackName, type: 'standard' })
          .returning()
      )[0];
    const stackId = (stack as { id: string }).id;
    const [folder] = await tx
      .insert(capFolderTable)
      .values({ mandantId: input.mandantId, stackId, name: 'Mappe' })
      .returning();
    const [document] = await tx
      .insert(capDocumentTable)
      .values({
        mandantId: input.mandantId,
        stackId,
        folderId: (folder as { id: string }).id,
        title: input.title,
        kind: 'pdf',
        status: 'green',
        originalSha256: stored.sha256,
        originalContentType: 'application/pdf',
      })
      .returning();
    const documentId = (document as { id: string }).id;
    const [page] = await tx
      .insert(capPageTable)
      .values({
        mandantId: input.mandantId,
        documentId,
        position: 0,
        sourceSha256: stored.sha256,
        sourcePageIndex: 0,
        width: 595,
        height: 842,
      })
      .returning();
    const [version] = await tx
      .insert(capDocumentVersionTable)
      .values({
        mandantId: input.mandantId,
        documentId,
        versionNo: 1,
        operation: 'import',
        pdfSha256: stored.sha256,
        pageCount: 1,
        pages: [
          {
            pageId: (page as { id: string }).id,
            sourceSha256: stored.sha256,
            sourcePageIndex: 0,
            rotation: 0,
          },
        ],
      })
      .returning();
    await tx
      .update(capDocumentTable)
      .set({ currentVersionId: (version as { id: string }).id })
      .where(eq(capDocumentTable.id, documentId));
    const values = Object.entries(input.index ?? {});
    if (values.length > 0) {
      await tx.insert(capIndexValueTable).values(
        values.map(([field, value]) => ({
          documentId,
          mandantId: input.mandantId,
          field,
          value,
          source: 'manual',
        })),
      );
    }
    return { documentId, sha256: stored.sha256 };
  });
}

/** A multipart/form-data body for `app.inject`. */
export function multipartBody(
  fields: Record<string, string>,
  files: { name: string; fileName: string; contentType: string; content: Buffer | Uint8Array }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----belegfluss${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
