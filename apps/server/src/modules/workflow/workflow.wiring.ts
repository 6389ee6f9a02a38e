import type { Dependencies } from '../../app/dependencies.js';
import type { Db } from '../../kernel/database.js';
import { createDeputyService } from '../administration/index.js';
import { createExternalUsersRepository } from '../administration/index.js';
import { getDocumentDetail, saveIndexValues } from '../capture/index.js';
import { currentPdf, getPageOrThrow, renderPage } from '../capture/index.js';
import { createCaptureContext } from '../capture/index.js';
import { createMasterDataService } from '../master-data/index.js';
import type { DocumentStore, WorkflowPorts } from './workflow.ports.js';

/** Capture's functions over the captured document, on the given database handle (a transaction or not). */
function createDocumentStore(deps: Dependencies): DocumentStore {
  const captureOn = (db: Db) => createCaptureContext(db === deps.db ? deps : { ...deps, db });
  const capture = captureOn(deps.db);
  return {
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
      return renderPage(capture, await getPageOrThrow(capture, mandantId, pageId), dpi);
    },
    async thumbnail(mandantId, pageId) {
      const page = await getPageOrThrow(capture, mandantId, pageId);
      return page.thumbSha256 ? deps.storage.getBuffer(page.thumbSha256) : renderPage(capture, page, 24);
    },
    async pdf(mandantId, documentId) {
      return (await currentPdf(capture, mandantId, documentId)).stream();
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

/**
 * The workflow ports backed by the administration (deputies, external users), master data
 * (accounts, cost centres) and capture (the document) modules. Before-submit checks arrive with
 * goods-receipt matching.
 */
export function createWorkflowPorts(deps: Dependencies): WorkflowPorts {
  const { db, clock } = deps;
  const deputies = createDeputyService({ db, clock });
  const externalUsers = createExternalUsersRepository({ db });
  const masterData = createMasterDataService({ db });
  return {
    deputies: {
      // The deputy service resolves the user's groups itself.
      principalsOf: (userId, _groupIds, at) => deputies.getRepresentedPrincipals(userId, at),
    },
    externalUsers: {
      async listFor({ kanzleiId, mandantId, userId }) {
        const users = await externalUsers.listVisible(kanzleiId, mandantId, userId);
        return users.map((user) => ({
          id: user.id,
          name: user.name,
          email: user.email,
          kanzleiId,
          mandantId: user.mandantId,
        }));
      },
    },
    booking: {
      async accounts(mandantId, search, limit) {
        const accounts = await masterData.searchLedgerAccounts(mandantId, search, limit);
        return accounts.map((account) => ({
          number: String(account.number),
          name: account.name,
          kind: account.kind,
        }));
      },
      async costCentres(mandantId, search, limit) {
        const centres = await masterData.searchCostCentres(mandantId, search, limit);
        return centres.map((centre) => ({
          number: centre.number,
          name: centre.name,
          kind: `KOST${centre.kind}`,
        }));
      },
    },
    documents: createDocumentStore(deps),
    beforeSubmit: [],
  };
}
