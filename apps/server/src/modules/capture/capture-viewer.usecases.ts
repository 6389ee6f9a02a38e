import { createHash } from 'node:crypto';
import {
  ContentSystem,
  ContentType,
  CurZoomMode,
  ValueSource,
  ViewStateFlag,
  valueFromSelection,
  formatDateTime,
  type BoxValue,
  type DownloadEntry,
  type IndexFieldName,
  type OcrSelectionResponse,
} from '@belegfluss/shared';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { createDownloadService } from '../downloads/index.js';
import type { PageRow } from './capture-pages.repository.js';
import { getDocumentOrThrow, saveIndexValues } from './capture-documents.usecases.js';
import type { Actor, CaptureContext } from './capture.context.js';
import { captureError } from './capture.errors.js';
import { textInArea } from '../ocr/index.js';
import {
  displayedSize,
  displayedToSource,
  sourceToDisplayed,
  unreadableValueIssues,
} from './capture.models.js';
import { markAsCopy } from './capture.copy-mark.js';
import {
  pdfAsViewed,
  pdfViewOf,
  storedPdfAsViewed,
  type DocumentReader,
} from './capture-originals.usecases.js';
import { composePdf } from './capture.pdf.js';
import { withTempFile } from './capture.render.js';
import { pageTextOf } from './capture.text-engine.js';

export async function getPageOrThrow(
  ctx: CaptureContext,
  mandantId: string,
  pageId: string,
): Promise<PageRow> {
  const page = await ctx.documents.findPage(mandantId, pageId);
  if (!page) throw captureError.pageNotFound({ pageId });
  return page;
}

/**
 * The PDF of the document's current version as the reader may see it (stored, or a marked copy for
 * those outside Original-Leser); e-invoices without a PDF have none.
 */
export async function currentPdf(
  ctx: CaptureContext,
  reader: DocumentReader,
  mandantId: string,
  documentId: string,
) {
  const document = await getDocumentOrThrow(ctx, mandantId, documentId);
  const version = document.currentVersionId
    ? await ctx.documents.findVersion(document.currentVersionId)
    : null;
  if (!version?.pdfSha256) throw captureError.pageNotFound({ documentId });
  return { document, body: await pdfAsViewed(ctx, await pdfViewOf(ctx, reader), version.pdfSha256) };
}

/** The text of a page with its word boxes where they show on the (possibly turned) page. */
export async function pageText(ctx: CaptureContext, mandantId: string, pageId: string) {
  const page = await getPageOrThrow(ctx, mandantId, pageId);
  const size = displayedSize(page, page.rotation);
  return {
    pageId: page.id,
    width: size.width,
    height: size.height,
    source: page.textSource,
    text: page.text ?? '',
    words: (page.words ?? []).map((word) => ({
      text: word.text,
      box: sourceToDisplayed(word.box, page, page.rotation),
    })),
  };
}

const toRect = (box: BoxValue) => ({
  Left: box.x0,
  Top: box.y0,
  Width: box.x1 - box.x0,
  Height: box.y1 - box.y0,
});

/**
 * CapDocViewer/OcrTextSelected: the text inside a rectangle drawn on the shown page, its highlight
 * areas and, when asked, the value it yields stored in the active capture-mask field.
 */
export async function ocrTextSelected(
  ctx: CaptureContext,
  actor: Actor,
  input: {
    mandantId: string;
    ActiveDocument: string;
    ActivePage: string;
    Selection: { Left: number; Top: number; Width: number; Height: number };
    FieldTypeTag: IndexFieldName | null;
    Apply: boolean;
  },
): Promise<OcrSelectionResponse> {
  const page = await getPageOrThrow(ctx, input.mandantId, input.ActivePage);
  if (page.documentId !== input.ActiveDocument) throw captureError.pageNotFound({ pageId: input.ActivePage });
  if (!page.words?.length) throw captureError.pageTextMissing({ pageId: page.id });
  const shown = {
    x0: input.Selection.Left,
    y0: input.Selection.Top,
    x1: input.Selection.Left + input.Selection.Width,
    y1: input.Selection.Top + input.Selection.Height,
  };
  const area = displayedToSource(shown, page, page.rotation);
  const selected = textInArea(pageTextOf(page, page.position - 1), area);
  const highlights = selected.boxes.map((box) => sourceToDisplayed(box, page, page.rotation));
  let appliedValue: string | null = null;
  if (input.Apply && input.FieldTypeTag && selected.text) {
    const value = valueFromSelection(input.FieldTypeTag, selected.text);
    const unreadable = unreadableValueIssues(
      [{ field: input.FieldTypeTag, value: value.value }],
      () => 'body.FieldTypeTag',
    );
    if (unreadable.length) throw captureError.indexValueInvalid(unreadable);
    await saveIndexValues(ctx, actor, {
      mandantId: input.mandantId,
      documentId: page.documentId,
      values: [
        {
          field: input.FieldTypeTag,
          value: value.value,
          pageId: page.id,
          area: unionBox(selected.boxes) ?? area,
          source: ValueSource.selection,
        },
      ],
    });
    appliedValue = value.value;
  }
  const union = unionBox(highlights);
  return {
    ViewIsDirty: appliedValue !== null,
    SearchCurDocUID: page.documentId,
    SearchCurPageUID: page.id,
    ViewState: ViewStateFlag.invalidHighlights | (union ? 0 : ViewStateFlag.invalidZoomState),
    SearchTextAreasJson: JSON.stringify(highlights.map(toRect)),
    SearchZommIn: false,
    SearchZommInRect: union ? toRect(union) : null,
    CurZoomMode: highlights.length ? CurZoomMode.highlightSelected : CurZoomMode.disabled,
    Hash: createHash('sha256').update(`${page.id}\n${selected.text}`).digest('hex').slice(0, 16),
    SearchText: selected.text,
    FieldTypeTag: input.FieldTypeTag,
    AppliedValue: appliedValue,
  };
}

function unionBox(boxes: BoxValue[]): BoxValue | null {
  if (!boxes.length) return null;
  return {
    x0: Math.min(...boxes.map((box) => box.x0)),
    y0: Math.min(...boxes.map((box) => box.y0)),
    x1: Math.max(...boxes.map((box) => box.x1)),
    y1: Math.max(...boxes.map((box) => box.y1)),
  };
}

/** A page as PNG at `dpi`, turned as it is shown. */
export async function renderPage(ctx: CaptureContext, page: PageRow, dpi: number): Promise<Buffer> {
  const source = await ctx.deps.storage.getBuffer(page.sourceSha256);
  const png = await withTempFile(source, 'page.pdf', (file) =>
    ctx.deps.ocr.renderPage(file, page.sourcePageIndex, { dpi }),
  );
  return page.rotation ? sharp(png).rotate(page.rotation).png().toBuffer() : png;
}

type DocumentFile = { sha256: string; fileName: string; isPdf: boolean };

/**
 * The files of documents as they are stored: the current version's PDF (an e-invoice without
 * one: its XML original), named after the document, each name once.
 */
async function documentFiles(
  ctx: CaptureContext,
  mandantId: string,
  documentIds: string[],
): Promise<DocumentFile[]> {
  const taken: Record<string, true> = {};
  const files = [];
  for (const documentId of documentIds) {
    const document = await getDocumentOrThrow(ctx, mandantId, documentId);
    const version = document.currentVersionId
      ? await ctx.documents.findVersion(document.currentVersionId)
      : null;
    const fileName = uniqueName(
      taken,
      document.title.replace(/\.[^.]+$/, ''),
      version?.pdfSha256 ? 'pdf' : 'xml',
    );
    taken[fileName] = true;
    files.push({
      sha256: version?.pdfSha256 ?? document.originalSha256,
      fileName,
      isPdf: Boolean(version?.pdfSha256),
    });
  }
  return files;
}

/** A zip with one PDF per document (its current version, as the reader may see it), named after the documents. */
export async function documentsZip(
  ctx: CaptureContext,
  reader: DocumentReader,
  mandantId: string,
  documentIds: string[],
): Promise<Buffer> {
  const view = await pdfViewOf(ctx, reader);
  const entries: Record<string, Uint8Array> = {};
  for (const file of await documentFiles(ctx, mandantId, documentIds)) {
    const bytes = await ctx.deps.storage.getBuffer(file.sha256);
    entries[file.fileName] = file.isPdf && view === 'copy' ? await markAsCopy(bytes) : bytes;
  }
  return Buffer.from(zipSync(entries, { level: 0 }));
}

/**
 * "Als ZIP herunterladen": the documents' files go to the user's download manager, where the entry
 * appears at once and turns ready when the zip job has built it.
 */
export async function startDocumentsZipDownload(
  ctx: CaptureContext,
  actor: Actor,
  reader: DocumentReader,
  input: { mandantId: string; documentIds: string[] },
): Promise<DownloadEntry> {
  const view = await pdfViewOf(ctx, reader);
  const files = [];
  for (const file of await documentFiles(ctx, input.mandantId, input.documentIds)) {
    const sha256 = file.isPdf ? await storedPdfAsViewed(ctx, view, file.sha256) : file.sha256;
    files.push({ sha256, fileName: file.fileName });
  }
  const name =
    files.length === 1
      ? (files[0] as { fileName: string }).fileName.replace(/\.[^.]+$/, '')
      : `Belege ${formatDateTime(ctx.deps.clock.now().toISOString(), 'de')}`;
  return createDownloadService(ctx.deps).startZipDownload({
    userId: actor.userId,
    mandantId: input.mandantId,
    name,
    contentType: ContentType.SaveAs,
    contentSystem: ContentSystem.WebCapture,
    files,
  });
}

/** A zip with one single-page PDF per page (marked "Kopie" for readers outside Original-Leser). */
export async function pagesZip(
  ctx: CaptureContext,
  reader: DocumentReader,
  mandantId: string,
  pageIds: string[],
): Promise<Buffer> {
  const view = await pdfViewOf(ctx, reader);
  const entries: Record<string, Uint8Array> = {};
  for (const pageId of pageIds) {
    const page = await getPageOrThrow(ctx, mandantId, pageId);
    const document = await getDocumentOrThrow(ctx, mandantId, page.documentId);
    const pdf = await composePdf(
      [
        {
          pageId: page.id,
          sourceSha256: page.sourceSha256,
          sourcePageIndex: page.sourcePageIndex,
          rotation: page.rotation,
        },
      ],
      (sha256) => ctx.deps.storage.getBuffer(sha256),
    );
    entries[uniqueName(entries, `${document.title.replace(/\.[^.]+$/, '')}_Seite_${page.position}`, 'pdf')] =
      view === 'copy' ? await markAsCopy(pdf) : pdf;
  }
  return Buffer.from(zipSync(entries, { level: 0 }));
}

function uniqueName(taken: Record<string, unknown>, base: string, extension: string): string {
  const clean = base.replace(/[\\/:*?"<>|]/g, '_') || 'Dokument';
  let name = `${clean}.${extension}`;
  for (let index = 2; name in taken; index += 1) name = `${clean} (${index}).${extension}`;
  return name;
}
