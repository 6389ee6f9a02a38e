import { CaptureJobKind, ValueSource } from '@belegfluss/shared';
import { z } from 'zod';
import { appendAuditEvent } from '../../audit/audit.repository.js';
import { defineJob, type JobContext } from '../../jobs/jobs.definitions.js';
import { refreshDocumentStatus, saveIndexValues } from '../capture-documents.usecases.js';
import type { CaptureContext } from '../capture.context.js';
import { permanentFailure } from '../capture.errors.js';
import type { ExtractionEngine } from '../capture.extraction-adapter.js';
import { pageTextOf } from '../capture.text-engine.js';

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

/** Recognises the text of pages that have none yet (scans), page by page in the OCR tool. */
async function recognizeMissingText(
  ctx: CaptureContext,
  context: JobContext<DocumentJobPayload>,
  mandantId: string,
) {
  if (!ctx.textEngine.canRecognize) throw permanentFailure('capture.ocr_unavailable');
  const pages = (await ctx.documents.listPageSummaries(context.payload.documentIds)).filter(
    (page) => !page.hasText,
  );
  let recognized = 0;
  await progressOver(context, pages, 'Texterkennung Seite', async (page) => {
    const source = await ctx.deps.storage.getBuffer(page.sourceSha256);
    const result = await ctx.textEngine.recognizePage(source, page.sourcePageIndex);
    await ctx.documents.updatePage(page.id, {
      text: result.text,
      words: result.words,
      layout: result.layout,
      textSource: 'ocr',
      textUpdatedAt: new Date().toISOString(),
    });
    recognized += 1;
  });
  return { mandantId, pages: recognized };
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
    const userSet = new Set(
      existing.filter((row) => row.source !== ValueSource.extraction).map((row) => row.field),
    );
    const values = fields
      .filter((field) => !userSet.has(field.field))
      .map((field) => ({
        field: field.field,
        value: field.value,
        pageId: field.pageIndex === null ? null : (pages[field.pageIndex]?.id ?? null),
        area: field.area,
        source: ValueSource.extraction,
      }));
    if (values.length) await saveIndexValues(ctx, null, { mandantId, documentId: document.id, values });
    else await refreshDocumentStatus(ctx, document);
    filled += values.length;
  });
  return { documents: documents.length, fields: filled };
}

export function createDocumentJobs(ctx: CaptureContext, extract: ExtractionEngine) {
  const ocr = defineJob<DocumentJobPayload>({
    kind: CaptureJobKind.ocr,
    payloadSchema: documentJobPayload,
    concurrency: 1,
    async handler(context) {
      const result = await recognizeMissingText(ctx, context, context.mandantId as string);
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
    handler: (context) => extractFields(ctx, context, extract),
  });
  const analyse = defineJob<DocumentJobPayload>({
    kind: CaptureJobKind.analyse,
    payloadSchema: documentJobPayload,
    concurrency: 1,
    async handler(context) {
      const pages = await ctx.documents.listPageSummaries(context.payload.documentIds);
      const ocrResult = pages.some((page) => !page.hasText)
        ? await recognizeMissingText(ctx, context, context.mandantId as string)
        : { pages: 0 };
      const extracted = await extractFields(ctx, context, extract);
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
      await progressOver(context, documents, 'Archivierung Beleg', async (document) => {
        if (document.archived) return void archived.push(document.id);
        if (document.status !== 'green')
          return void skipped.push({ documentId: document.id, code: 'capture.not_green' });
        await ctx.archiveHook({ mandantId, documentId: document.id, actorId: context.createdBy });
        await ctx.transaction(async (repos) => {
          await appendAuditEvent(
            repos.tx,
            {
              mandantId,
              actorId: context.createdBy,
              action: 'capture.archived',
              entityType: 'capture_document',
              entityId: document.id,
              data: { originalSha256: document.originalSha256, versionId: document.currentVersionId },
            },
            ctx.deps.clock.now(),
          );
          await repos.documents.updateDocument(document.id, {
            archived: true,
            archivedAt: ctx.deps.clock.now().toISOString(),
            checkedOutBy: null,
            checkedOutAt: null,
          });
          await repos.stacks.addJournal({
            mandantId,
            stackId: document.stackId,
            documentId: document.id,
            action: 'document.archived',
            details: {},
            actorId: context.createdBy,
            actorName: null,
          });
        });
        archived.push(document.id);
      });
      return { archived, skipped };
    },
  });
  return [ocr, extraction, analyse, archive];
}
