import type { Db } from '../kernel/database.js';
import {
  createCaptureContext,
  createDocumentSummaries,
  currentPdf,
  getDocumentDetail,
  getPageOrThrow,
  renderPage,
  saveIndexValues,
} from '../modules/capture/index.js';
import type { DocumentStore } from '../modules/workflow/index.js';
import type { Dependencies } from './dependencies.js';

/**
 * The workflow's document port over capture's public functions, on the given database handle (a
 * transaction or not). Capture's context is built from the dependencies that hold this store, hence
 * the getter.
 */
export function createWorkflowDocumentStore(dependencies: () => Dependencies): DocumentStore {
  const captureOn = (db: Db) => {
    const deps = dependencies();
    return createCaptureContext(db === deps.db ? deps : { ...deps, db });
  };
  let shared: ReturnType<typeof captureOn> | undefined;
  const capture = () => (shared ??= captureOn(dependencies().db));
  const summaries = (db: Db) => createDocumentSummaries({ db });
  return {
    summaries: (db, mandantId, documentIds) => summaries(db).find(mandantId, documentIds),
    listUnarchived: (db, mandantId, options) => summaries(db).listUnarchived(mandantId, options),
    indexValues: (db, documentIds) => summaries(db).indexValues(documentIds),
    documentIdsWithIndexText: (db, input) => summaries(db).idsWithIndexValueContaining(input),
    async find(db, mandantId, documentId) {
      const ctx = captureOn(db);
      if (!(await ctx.documents.findDocument(mandantId, documentId))) return null;
      const detail = await getDocumentDetail(ctx, mandantId, documentId);
      return {
        id: detail.id,
        title: detail.title,
        kind: detail.kind,
        versionId: detail.currentVersion.id,
        editLocked: detail.flags.locked || detail.flags.archived,
        checkedOut: detail.checkout
          ? { userId: detail.checkout.userId, name: detail.checkout.userName, at: detail.checkout.at }
          : null,
        pages: detail.pages.map((page) => ({
          id: page.id,
          width: page.width,
          height: page.height,
          rotation: page.rotation,
        })),
      };
    },
    async maskFields(db, mandantId) {
      const settings = captureOn(db).settings;
      const [required, active] = await Promise.all([
        settings.requiredFields(mandantId),
        settings.activeFields(mandantId),
      ]);
      return { required, active: [...new Set([...active, ...required])] };
    },
    async saveIndexValues(db, input) {
      await saveIndexValues(captureOn(db), input.actor, {
        mandantId: input.mandantId,
        documentId: input.documentId,
        values: input.values.map((entry) => ({ ...entry, source: 'manual' as const })),
      });
    },
    async pageImage(mandantId, pageId, dpi) {
      return renderPage(capture(), await getPageOrThrow(capture(), mandantId, pageId), dpi);
    },
    async thumbnail(mandantId, pageId) {
      const page = await getPageOrThrow(capture(), mandantId, pageId);
      return page.thumbSha256
        ? dependencies().storage.getBuffer(page.thumbSha256)
        : renderPage(capture(), page, 24);
    },
    async pdf(mandantId, documentId, reader) {
      return (await currentPdf(capture(), reader, mandantId, documentId)).body;
    },
    async annotations(db, documentId, pageIndex) {
      return (await captureOn(db).annotations.getAnnotation(documentId, pageIndex))?.json ?? null;
    },
    async saveAnnotations(db, input) {
      await captureOn(db).annotations.saveAnnotation({
        mandantId: input.mandantId,
        documentId: input.documentId,
        pageId: input.pageId,
        pageIndex: input.pageIndex,
        json: input.json,
        updatedBy: input.userId,
      });
    },
  };
}
