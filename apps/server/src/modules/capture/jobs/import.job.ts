import { createReadStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AutoJob, CaptureJobKind, DocumentKind } from '@belegfluss/shared';
import type { Readable } from 'node:stream';
import { JobMessage, tellJobOwner } from './job-messages.js';
import { z } from 'zod';
import { isAppError } from '../../../kernel/errors.js';
import { defineJob, PermanentJobError, type JobContext } from '../../../kernel/jobs.js';
import type { ImportPayload } from '../capture-import.usecases.js';
import { startsAutoJobs } from '../capture-jobs.usecases.js';
import { checkStackTypeRule } from '../capture-import.usecases.js';
import type { CaptureContext } from '../capture.context.js';
import { permanentFailure } from '../capture.errors.js';
import { fileKindContentTypes } from '../../ocr/index.js';
import { bitonalTiffSize } from '../capture.images.js';
import { copyStoredObject, renderThumbnails, withTempDir } from '../capture.render.js';
import { runParser } from '../parser/parser.client.js';
import type { LayerPage } from '../capture.text-engine.js';
import { addJournalEntry } from '../capture.journal.js';

const importPayloadSchema = z.object({
  stackId: z.uuid(),
  folderId: z.uuid(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  fileName: z.string(),
  fileType: z.enum(['pdf', 'tiff', 'jpeg', 'png', 'xml']),
  size: z.number().int(),
  documentIds: z.array(z.uuid()),
  origin: z
    .object({
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      fileName: z.string(),
      contentType: z.string(),
      size: z.number().int(),
    })
    .optional(),
});

const THUMBNAIL_SIZE = 240;

/** A page's text layer counts only when it has real words (scans often carry a few stray glyphs). */
function usableText(page: LayerPage | null | undefined): page is LayerPage {
  return !!page && (page.text.match(/[\p{L}\p{N}]/gu) ?? []).length >= 10;
}

type PreparedPage = {
  width: number;
  height: number;
  thumbSha256: string | null;
  inkBytes: number;
  layer: LayerPage | null;
};

/** Where the objects an import attempt writes are recorded, so a failed attempt can remove them again. */
type ObjectStore = { put: (content: Uint8Array | Readable) => Promise<string> };

/**
 * Pages, thumbnails and text of a PDF file. `textSource` is the file the text layer is read from: the
 * original of an owner-password PDF, whose unlocked copy would carry poppler's rewritten fonts.
 */
async function preparePdf(
  ctx: CaptureContext,
  store: ObjectStore,
  pdf: string,
  context: JobContext<ImportPayload>,
  textSource: string = pdf,
) {
  const inspection = await runParser({
    operation: 'inspectPdf',
    file: pdf,
    maxPages: ctx.deps.config.captureMaxPages,
  });
  if (inspection.portfolio) throw permanentFailure('capture.pdf_portfolio');
  await context.reportProgress(20, 'Seiten geprüft');
  const pages: PreparedPage[] = inspection.pages.map((page) =>
    page.rotate === 90 || page.rotate === 270
      ? { width: page.height, height: page.width, thumbSha256: null, inkBytes: 0, layer: null }
      : { width: page.width, height: page.height, thumbSha256: null, inkBytes: 0, layer: null },
  );
  if (ctx.deps.tools.pdftoppm.available) {
    const thumbnails = await renderThumbnails(pdf, THUMBNAIL_SIZE);
    for (const [index, png] of thumbnails.entries()) {
      const page = pages[index];
      if (!page) continue;
      page.thumbSha256 = await store.put(png);
      page.inkBytes = await bitonalTiffSize(png);
    }
  }
  await context.reportProgress(60, 'Vorschaubilder erstellt');
  if (ctx.textEngine.canReadTextLayer) {
    const layer = await ctx.textEngine.readTextLayer(textSource).catch(asCaptureFileError);
    for (const [index, page] of pages.entries()) {
      const text = layer[index];
      if (usableText(text)) page.layer = text;
    }
  }
  await context.reportProgress(80, 'Text gelesen');
  return { pages, embeddedEInvoice: inspection.embeddedEInvoice };
}

/**
 * An unlocked copy of an encrypted PDF that opens without a password (only an owner password set,
 * as on many invoices); files that need a password are refused.
 */
async function unlockPdf(ctx: CaptureContext, original: string, signal: AbortSignal) {
  return ctx.deps.ocr.unlockPdf(original, signal).catch(asCaptureFileError);
}

/** The OCR engine's verdicts on the file itself become permanent capture failures. */
function asCaptureFileError(error: unknown): never {
  if (isAppError(error) && error.code === 'ocr.pdf_encrypted')
    throw permanentFailure('capture.file_encrypted');
  if (isAppError(error) && error.code === 'ocr.file_corrupt') throw permanentFailure('capture.file_corrupt');
  throw error;
}

const isEncryptedError = (error: unknown) =>
  error instanceof PermanentJobError && error.code === 'capture.file_encrypted';

async function copyOriginal(ctx: CaptureContext, sha256: string, file: string): Promise<void> {
  try {
    await copyStoredObject(ctx.deps.storage, sha256, file);
  } catch (error) {
    if (isAppError(error) && error.code === 'storage.object_not_found')
      throw permanentFailure('capture.upload_missing');
    throw error;
  }
}

type PreparedPdf = Awaited<ReturnType<typeof preparePdf>>;

/**
 * The PDF of an upload (the file itself, its unlocked copy, or the PDF made of an image), stored, with
 * its pages prepared. The upload is copied to a temporary file and never held in memory whole.
 */
async function preparedUpload(
  ctx: CaptureContext,
  context: JobContext<ImportPayload>,
  store: ObjectStore,
): Promise<{ pdfSha256: string | null; prepared: PreparedPdf }> {
  const { payload } = context;
  const { fileType } = payload;
  if (fileType === 'xml') return { pdfSha256: null, prepared: { pages: [], embeddedEInvoice: null } };
  return withTempDir(async (dir) => {
    const original = path.join(dir, 'original');
    await copyOriginal(ctx, payload.sha256, original);
    if (fileType !== 'pdf') {
      const pdf = path.join(dir, 'image.pdf');
      const limits = {
        maxPixels: ctx.deps.config.captureMaxImagePixels,
        maxPages: ctx.deps.config.captureMaxPages,
      };
      await runParser({ operation: 'imageToPdf', file: original, type: fileType, limits, output: pdf });
      const pdfSha256 = await store.put(createReadStream(pdf));
      return { pdfSha256, prepared: await preparePdf(ctx, store, pdf, context) };
    }
    try {
      return { pdfSha256: payload.sha256, prepared: await preparePdf(ctx, store, original, context) };
    } catch (error) {
      if (!isEncryptedError(error)) throw error;
      const unlocked = path.join(dir, 'unlocked.pdf');
      await writeFile(unlocked, await unlockPdf(ctx, original, context.signal));
      const pdfSha256 = await store.put(createReadStream(unlocked));
      return { pdfSha256, prepared: await preparePdf(ctx, store, unlocked, context, original) };
    }
  });
}

/**
 * The pages a document keeps, with their index in the file: all, or (Mandant setting `blankPages`
 * with "remove blank pages" on) those whose bitonal thumbnail reaches the threshold. A file of blank
 * pages only keeps them all: an empty document would lose the upload.
 */
async function keptPages(ctx: CaptureContext, mandantId: string, pages: PreparedPage[]) {
  const all = pages.map((page, sourceIndex) => ({ page, sourceIndex }));
  const setting = await ctx.settings.blankPages(mandantId);
  if (!setting.removeBlankPages) return all;
  const kept = all.filter(({ page }) => page.thumbSha256 === null || page.inkBytes >= setting.thresholdBytes);
  return kept.length ? kept : all;
}

async function importFile(ctx: CaptureContext, context: JobContext<ImportPayload>, store: ObjectStore) {
  const { payload } = context;
  const mandantId = context.mandantId as string;
  const stack = await ctx.stacks.findStack(mandantId, payload.stackId);
  if (!stack) throw permanentFailure('capture.stack_not_found');
  const { pdfSha256, prepared } = await preparedUpload(ctx, context, store);
  const isEInvoice = payload.fileType === 'xml' || prepared.embeddedEInvoice !== null;
  const typeRule = checkStackTypeRule(stack.type, isEInvoice);
  if (typeRule) throw permanentFailure(typeRule);
  const kept = await keptPages(ctx, mandantId, prepared.pages);

  const document = await ctx.transaction(async (repos) => {
    const created = await repos.documents.insertDocument({
      mandantId,
      stackId: stack.id,
      folderId: payload.folderId,
      title: payload.fileName,
      kind: isEInvoice ? DocumentKind.einvoice : DocumentKind.pdf,
      originalSha256: payload.sha256,
      originalContentType: fileKindContentTypes[payload.fileType],
      importJobId: context.jobId,
      createdBy: context.createdBy,
    });
    const pages = await repos.documents.insertPages(
      kept.map(({ page, sourceIndex }, index) => ({
        mandantId,
        documentId: created.id,
        position: index + 1,
        sourceSha256: pdfSha256 as string,
        sourcePageIndex: sourceIndex,
        width: page.width,
        height: page.height,
        thumbSha256: page.thumbSha256,
        inkBytes: page.inkBytes,
        text: page.layer?.text ?? null,
        words: page.layer?.words ?? null,
        layout: page.layer?.layout ?? null,
        textSource: page.layer ? 'text_layer' : null,
        textUpdatedAt: page.layer ? new Date().toISOString() : null,
      })),
    );
    await repos.documents.insertVersion({
      mandantId,
      documentId: created.id,
      operation: 'import',
      pdfSha256,
      pages: pages
        .sort((a, b) => a.position - b.position)
        .map((page) => ({
          pageId: page.id,
          sourceSha256: page.sourceSha256,
          sourcePageIndex: page.sourcePageIndex,
          rotation: 0,
        })),
      sourceVersionId: null,
      createdBy: context.createdBy,
    });
    if (payload.origin) {
      await repos.attachments.insertAttachment({
        mandantId,
        documentId: created.id,
        fileName: payload.origin.fileName,
        contentType: payload.origin.contentType,
        sha256: payload.origin.sha256,
        size: payload.origin.size,
        origin: true,
        createdBy: context.createdBy,
      });
    }
    await addJournalEntry(repos.tx, ctx.deps.clock.now(), {
      mandantId,
      stackId: stack.id,
      documentId: created.id,
      action: 'document.imported',
      details: {
        fileName: payload.fileName,
        fileType: payload.fileType,
        pages: pages.length,
        sha256: payload.sha256,
        blankPagesRemoved: prepared.pages.length - kept.length,
      },
      actorId: context.createdBy,
      actorName: null,
    });
    return created;
  });
  if (isEInvoice) {
    await ctx.deps.einvoiceIntake.eInvoiceImported({
      mandantId,
      documentId: document.id,
      sha256: payload.sha256,
      fileName: payload.fileName,
      userId: context.createdBy,
    });
  }
  // The uploading user's job list setting "Auto-Jobs starten" decides whether the stack's auto jobs follow.
  if (await startsAutoJobs(ctx, context.createdBy))
    await startAutoJobs(
      ctx,
      context,
      stack.autoJobs,
      document.id,
      stack.id,
      kept.some(({ page }) => !page.layer),
    );
  return { documentId: document.id, pages: kept.length, einvoice: isEInvoice };
}

/**
 * Turns one uploaded file into a document (Heftung) with pages, version 1, thumbnails and text.
 * Nothing half-written stays behind: objects a failed attempt stored are removed unless something
 * references them, and once the job is given up (faulty for good, or canceled) the upload goes too.
 */
export function createImportJob(ctx: CaptureContext) {
  return defineJob<ImportPayload>({
    kind: CaptureJobKind.import,
    payloadSchema: importPayloadSchema,
    maxAttempts: 3,
    async handler(context) {
      const done = await ctx.documents.findDocumentByImportJob(context.jobId);
      if (done) return { documentId: done.id };
      // What this attempt created, with the moment after which a write is another caller's.
      const written = new Map<string, Date>();
      const store: ObjectStore = {
        async put(content) {
          const stored = await ctx.deps.storage.put(content);
          if (stored.created) written.set(stored.sha256, new Date(Date.now() + 1));
          return stored.sha256;
        },
      };
      try {
        const imported = await importFile(ctx, context, store);
        await tellJobOwner(ctx, context, JobMessage.stackChanged, imported.documentId);
        return imported;
      } catch (error) {
        for (const [sha256, writtenBefore] of written)
          await ctx.objects.deleteUnreferencedObjects(ctx.deps.storage, [sha256], {
            exceptJobId: context.jobId,
            writtenBefore,
          });
        throw error;
      }
    },
    async onGivenUp({ jobId, payload }) {
      if (await ctx.documents.findDocumentByImportJob(jobId)) return;
      await ctx.objects.deleteUnreferencedObjects(ctx.deps.storage, [payload.sha256], {
        exceptJobId: jobId,
      });
    },
  });
}

async function startAutoJobs(
  ctx: CaptureContext,
  context: JobContext<ImportPayload>,
  autoJobs: string[],
  documentId: string,
  stackId: string,
  needsOcr: boolean,
) {
  const wantsExtraction = autoJobs.includes(AutoJob.extraction) || autoJobs.includes(AutoJob.analyse);
  const wantsOcr = (autoJobs.includes(AutoJob.ocr) || autoJobs.includes(AutoJob.analyse)) && needsOcr;
  const jobContext = { mandantId: context.mandantId, createdBy: context.createdBy };
  const payload = { stackId, documentIds: [documentId], auto: true };
  if (wantsOcr)
    await ctx.deps.jobs.enqueue(CaptureJobKind.ocr, { ...payload, thenExtract: wantsExtraction }, jobContext);
  else if (wantsExtraction) await ctx.deps.jobs.enqueue(CaptureJobKind.extraction, payload, jobContext);
}
