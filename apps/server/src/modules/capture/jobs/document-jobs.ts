import { CaptureJobKind, ValueSource } from '@belegfluss/shared';
import { z } from 'zod';
import { appendAuditEvents } from '../../audit/index.js';
import { defineJob, type JobContext } from '../../../kernel/jobs.js';
import { refreshDocumentStatus, saveIndexValues } from '../capture-documents.usecases.js';
import type { CaptureContext } from '../capture.context.js';
import { permanentFailure } from '../capture.errors.js';
import { fieldsKeptFromMachineFill } from '../capture.models.js';
import { createLimiter } from '../../ocr/index.js';
import type { PageSummaryRow } from '../capture-pages.repository.js';
import type { ExtractionEngine } from '../capture.extraction-adapter.js';
import { pageTextOf } from '../capture.text-engine.js';
import { JobMessage, tellJobOwner } from './job-messages.js';
import { addJournalEntry } from '../capture.journal.js';

const documentJobPayload = z.object({
  stackId: z.uuid(),
  documentIds: z.array(z.uuid()).max(5000),
  auto: z.boolean().default(false),
  thenExtract: z.boolean().default(false),
});
type DocumentJobPayload = z.infer<typeof documentJobPayload>;

async function progressOver<T>(
  context: JobContext<DocumentJobPayload>,
  items: T[],
  text: string,
  work: (item: T) => Promise<void>,
) {
  for (const [index, item] of items.entries()) {
    await work(item);
    await context.reportProgress(
      ((index + 1) / Math.max(1, items.length)) * 100,
      `${text} ${index + 1}/${items.length}`,
    );
  }
}

/** Documents archived per transaction: the archive writes each batch's rows in one statement per table. */
const ARCHIVE_BATCH = 25;

function chunked<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

type ArchivableDocument = {
  id: string;
  stackId: string;
  originalSha256: string;
  currentVersionId: string | null;
};

/** Archives green documents of one Mandant and marks them archived, all in one transaction. */
async function archiveBatch(
  ctx: CaptureContext,
  input: { mandantId: string; actorId: string | null; documents: ArchivableDocument[] },
) {
  const { mandantId, actorId, documents } = input;
  const commitArchive = await ctx.archiveHook({
    mandantId,
    documentIds: documents.map((document) => document.id),
    actorId,
  });
  await ctx.transaction(async (repos) => {
    await commitArchive(repos.tx);
    const now = ctx.deps.clock.now();
    await appendAuditEvents(
      repos.tx,
      documents.map((document) => ({
        mandantId,
        actorId,
        action: 'capture.archived',
        entityType: 'capture_document',
        entityId: document.id,
        data: { originalSha256: document.originalSha256, versionId: document.currentVersionId },
      })),
      now,
    );
    for (const document of documents) {
      await repos.documents.updateDocument(document.id, {
        archived: true,
        archivedAt: now.toISOString(),
        checkedOutBy: null,
        checkedOutAt: null,
      });
      await addJournalEntry(repos.tx, now, {
        mandantId,
        stackId: document.stackId,
        documentId: document.id,
        action: 'document.archived',
        details: {},
        actorId,
        actorName: null,
      });
    }
  });
}

/**
 * Recognises the text of pages that have none yet (scans). All pages of the job go to the OCR
 * engine's pool at once, so they are read in parallel (one Tesseract per core); each page is stored
 * as soon as it is read. The first failure stops the pages still waiting.
 */
async function recognizeMissingText(ctx: CaptureContext, context: JobContext<DocumentJobPayload>) {
  if (!ctx.textEngine.canRecognize) throw permanentFailure('capture.ocr_unavailable');
  const pages = (await ctx.documents.listPageSummaries(context.payload.documentIds)).filter(
    (page) => !page.hasText,
  );
  const bySource = new Map<string, PageSummaryRow[]>();
  for (const page of pages)
    bySource.set(page.sourceSha256, [...(bySource.get(page.sourceSha256) ?? []), page]);
  const stop = new AbortController();
  const onJobAbort = () => stop.abort();
  context.signal.addEventListener('abort', onJobAbort, { once: true });
  // Each source is copied to a temporary file while its pages are read; a few at a time keep the pool busy.
  const openSources = createLimiter(ctx.textEngine.concurrency);
  const languages = await ctx.settings.ocrLanguages(context.mandantId as string);
  let recognized = 0;
  try {
    await Promise.all(
      [...bySource].map(([sha256, sourcePages]) =>
        openSources.run(async () => {
          const pdf = await ctx.deps.storage.getBuffer(sha256);
          const indexes = [...new Set(sourcePages.map((page) => page.sourcePageIndex))];
          await ctx.textEngine.recognizePages(pdf, indexes, {
            signal: stop.signal,
            languages,
            onPage: async (pageIndex, result) => {
              for (const page of sourcePages.filter((candidate) => candidate.sourcePageIndex === pageIndex)) {
                await ctx.documents.updatePage(page.id, {
                  text: result.text,
                  words: result.words,
                  layout: result.layout,
                  textSource: 'ocr',
                  textUpdatedAt: new Date().toISOString(),
                });
                recognized += 1;
              }
              await context.reportProgress(
                (recognized / pages.length) * 100,
                `Texterkennung Seite ${recognized}/${pages.length}`,
              );
            },
          });
        }, stop.signal),
      ),
    );
  } catch (error) {
    stop.abort();
    throw error;
  } finally {
    context.signal.removeEventListener('abort', onJobAbort);
  }
  return { mandantId: context.mandantId, pages: recognized };
}

/** Fills empty capture-mask fields from the extraction engine; values a user entered stay. */
async function extractFields(
  ctx: CaptureContext,
  context: JobContext<DocumentJobPayload>,
  extract: ExtractionEngine,
) {
  const mandantId = context.mandantId as string;
  const documents = await ctx.documents.findDocuments(mandantId, context.payload.documentIds);
  let filled = 0;
  await progressOver(context, documents, 'Datenextraktion Beleg', async (document) => {
    if (document.archived || document.locked) return;
    const pages = await ctx.documents.listPagesWithText(document.id);
    const fields = await extract(
      { pages: pages.map((page, index) => pageTextOf(page, index)) },
      { mandantId },
    );
    const existing = await ctx.documents.listIndexValues([document.id]);
    const kept = fieldsKeptFromMachineFill(existing, ValueSource.extraction);
    const values = fields
      .filter((field) => !kept.has(field.field))
      .map((field) => ({
        field: field.field,
        value: field.value,
        pageId: field.pageIndex === null ? null : (pages[field.pageIndex]?.id ?? null),
        area: field.area,
        source: ValueSource.extraction,
        confidence: field.confidence,
      }));
    if (values.length) await saveIndexValues(ctx, null, { mandantId, documentId: document.id, values });
    else await refreshDocumentStatus(ctx, document);
    await ctx.deps.extractionRules.recordOrigins({
      mandantId,
      documentId: document.id,
      values: fields.flatMap((field) =>
        field.rule && !kept.has(field.field)
          ? [{ field: field.field, value: field.value, rule: field.rule }]
          : [],
      ),
    });
    filled += values.length;
  });
  return { documents: documents.length, fields: filled };
}

export function createDocumentJobs(ctx: CaptureContext, extract: ExtractionEngine) {
  // OCR work is bounded by the engine's pool, not by job slots; twice its size keeps the pool fed
  // while one job finishes and the next starts.
  const ocrSlots = { concurrency: ctx.textEngine.concurrency * 2, slots: 'own' as const };
  const ocr = defineJob<DocumentJobPayload>({
    kind: CaptureJobKind.ocr,
    payloadSchema: documentJobPayload,
    ...ocrSlots,
    async handler(context) {
      const result = await recognizeMissingText(ctx, context);
      await tellJobOwner(ctx, context, JobMessage.textRead);
      if (context.payload.thenExtract) {
        await ctx.deps.jobs.enqueue(
          CaptureJobKind.extraction,
          {
            stackId: context.payload.stackId,
            documentIds: context.payload.documentIds,
            auto: context.payload.auto,
          },
          { mandantId: context.mandantId, createdBy: context.createdBy },
        );
      }
      return result;
    },
  });
  const extraction = defineJob<DocumentJobPayload>({
    kind: CaptureJobKind.extraction,
    payloadSchema: documentJobPayload,
    async handler(context) {
      const result = await extractFields(ctx, context, extract);
      await tellJobOwner(ctx, context, JobMessage.stackChanged);
      return result;
    },
  });
  const analyse = defineJob<DocumentJobPayload>({
    kind: CaptureJobKind.analyse,
    payloadSchema: documentJobPayload,
    ...ocrSlots,
    async handler(context) {
      const pages = await ctx.documents.listPageSummaries(context.payload.documentIds);
      const ocrResult = pages.some((page) => !page.hasText)
        ? await recognizeMissingText(ctx, context)
        : { pages: 0 };
      const extracted = await extractFields(ctx, context, extract);
      await tellJobOwner(ctx, context, ocrResult.pages > 0 ? JobMessage.textRead : JobMessage.stackChanged);
      return { ocrPages: ocrResult.pages, ...extracted };
    },
  });
  const archive = defineJob<DocumentJobPayload>({
    kind: CaptureJobKind.archive,
    payloadSchema: documentJobPayload,
    async handler(context) {
      const mandantId = context.mandantId as string;
      const documents = await ctx.documents.findDocuments(mandantId, context.payload.documentIds);
      const archived: string[] = [];
      const skipped: { documentId: string; code: string }[] = [];
      const batches = chunked(documents, ARCHIVE_BATCH);
      await progressOver(context, batches, 'Archivierung Stapel', async (batch) => {
        archived.push(...batch.filter((document) => document.archived).map((document) => document.id));
        for (const document of batch.filter((item) => !item.archived && item.status !== 'green'))
          skipped.push({ documentId: document.id, code: 'capture.not_green' });
        const green = batch.filter((document) => !document.archived && document.status === 'green');
        if (!green.length) return;
        await archiveBatch(ctx, { mandantId, actorId: context.createdBy, documents: green });
        archived.push(...green.map((document) => document.id));
      });
      return { archived, skipped };
    },
  });
  return [ocr, extraction, analyse, archive];
}
