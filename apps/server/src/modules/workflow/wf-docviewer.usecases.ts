import { randomUUID } from 'node:crypto';
import {
  DEFAULT_WF_VIEW_OPTIONS,
  DocumentKind,
  WORKFLOW_LOCK_STALE_MINUTES,
  displayedSize,
  showsThumbnails,
  standardViewWithZoom,
  thumbModeWith,
  zoomModeOfStandardView,
  type WfAnnotations,
  type WfDocument,
  type WfLockState,
  type WfPageInfo,
  type WfViewOptions,
} from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';
import { createSettingsService } from '../settings/index.js';
import { createUserDirectory } from '../tenancy/index.js';
import { mergeAnnotations, readStoredAnnotations } from './workflow-annotations.models.js';
import type { WorkflowContext } from './workflow.context.js';
import { workflowError } from './workflow.errors.js';
import { isLockedByOther } from './workflow.models.js';
import { canReadDocument, canViewInstance, type WorkflowActor } from './workflow.policies.js';
import type { CapturedDocument } from './workflow.ports.js';
import { createWorkflowRepository, type InstanceRow } from './workflow.repository.js';

function toPageInfo(page: CapturedDocument['pages'][number], index: number): WfPageInfo {
  const size = displayedSize(page, page.rotation);
  return {
    PageUid: page.id,
    PageIndex: index,
    Width: size.width,
    Height: size.height,
    Rotation: page.rotation,
  };
}

/**
 * WFDocViewer: the document of a workflow for those taking part in it (and the deep-link session of
 * that workflow), through capture's viewer functions: pages, page images, the PDF, annotations, the
 * lock state and the viewer options.
 */
export function createWorkflowViewerUseCases(ctx: WorkflowContext) {
  const documents = ctx.ports.documents;
  const now = () => ctx.clock.now();

  /** The workflow and its document, if the actor may read it; `db` may be a transaction. */
  async function readable(actor: WorkflowActor, instanceId: string, db: Db = ctx.db) {
    const repository = createWorkflowRepository({ db });
    const instance = await repository.findInstance(instanceId);
    if (!instance || !canViewInstance(actor, instance)) throw workflowError.notAvailable({ instanceId });
    const [tasks, inquiries] = await Promise.all([
      repository.listTasks(instance.id),
      repository.listInquiries([instance.id]),
    ]);
    if (!canReadDocument(actor, instance, tasks, inquiries))
      throw workflowError.notParticipant({ instanceId });
    const document = instance.documentId
      ? await documents.find(db, instance.mandantId, instance.documentId)
      : null;
    if (!document) throw workflowError.inError({ instanceId });
    return { instance, document };
  }

  function pageAt(document: CapturedDocument, index: number) {
    const page = document.pages[index];
    if (!page) throw workflowError.pageNotFound({ index });
    return page;
  }

  async function lockState(
    actor: WorkflowActor,
    instance: InstanceRow,
    document: CapturedDocument,
  ): Promise<WfLockState> {
    if (instance.lockedBy && isLockedByOther(instance, actor.userId ?? '', now())) {
      const names = await createUserDirectory({ db: ctx.db }).displayNames([instance.lockedBy]);
      return { EditLocked: document.editLocked, InUse: true, InUseBy: names.get(instance.lockedBy) ?? null };
    }
    const checkout = document.checkedOut;
    const live =
      checkout !== null &&
      checkout.userId !== actor.userId &&
      now().getTime() - Date.parse(checkout.at) < WORKFLOW_LOCK_STALE_MINUTES * 60_000;
    return { EditLocked: document.editLocked, InUse: live, InUseBy: live ? checkout.name : null };
  }

  return {
    async document(actor: WorkflowActor, instanceId: string): Promise<WfDocument> {
      const { instance, document } = await readable(actor, instanceId);
      return {
        DocID: document.id,
        WF_INSTANCEID: instance.id,
        Title: document.title,
        Kind: document.kind,
        IsEInvoice: document.kind === DocumentKind.einvoice,
        VersionId: document.versionId,
        Pages: document.pages.map(toPageInfo),
        LockState: await lockState(actor, instance, document),
      };
    },

    async pages(actor: WorkflowActor, instanceId: string): Promise<WfPageInfo[]> {
      return (await readable(actor, instanceId)).document.pages.map(toPageInfo);
    },

    async lockState(actor: WorkflowActor, instanceId: string): Promise<WfLockState> {
      const { instance, document } = await readable(actor, instanceId);
      return lockState(actor, instance, document);
    },

    async pageImage(actor: WorkflowActor, instanceId: string, index: number, dpi: number) {
      const { instance, document } = await readable(actor, instanceId);
      return documents.pageImage(instance.mandantId, pageAt(document, index).id, dpi);
    },

    async thumbnail(actor: WorkflowActor, instanceId: string, index: number) {
      const { instance, document } = await readable(actor, instanceId);
      return documents.thumbnail(instance.mandantId, pageAt(document, index).id);
    },

    /** The current PDF (marked "Kopie" for readers outside Original-Leser) with a file name for downloads. */
    async pdf(actor: WorkflowActor, instanceId: string) {
      const { instance, document } = await readable(actor, instanceId);
      const reader = { userId: actor.kind === 'user' ? actor.userId : null, isAdmin: actor.isAdmin };
      return {
        fileName: `${document.title.replace(/\.[^.]+$/, '')}.pdf`,
        body: await documents.pdf(instance.mandantId, document.id, reader),
      };
    },

    async annotations(actor: WorkflowActor, instanceId: string, pageIndex: number): Promise<WfAnnotations> {
      const { document } = await readable(actor, instanceId);
      pageAt(document, pageIndex);
      return {
        docUid: document.id,
        selectedPageIndex: pageIndex,
        jsonAnnotations: JSON.stringify(
          readStoredAnnotations(await documents.annotations(ctx.db, document.id, pageIndex)),
        ),
      };
    },

    /** Stores a page's annotations: new ones become the actor's; only their creator changes or deletes one. */
    async saveAnnotations(actor: WorkflowActor, instanceId: string, input: WfAnnotations) {
      if (actor.kind !== 'user' || !actor.userId) throw workflowError.notParticipant({ instanceId });
      const userId = actor.userId;
      return ctx.db.transaction(async (tx) => {
        await createWorkflowRepository({ db: tx }).findInstanceForUpdate(instanceId);
        const { instance, document } = await readable(actor, instanceId, tx);
        if (input.docUid !== document.id) throw workflowError.documentMismatch({ instanceId });
        if (await ctx.ports.archive.isArchived(tx, instance.mandantId, document.id))
          throw workflowError.documentArchived({ documentId: document.id });
        const page = pageAt(document, input.selectedPageIndex);
        const merged = mergeAnnotations({
          stored: readStoredAnnotations(
            await documents.annotations(tx, document.id, input.selectedPageIndex),
          ),
          submittedJson: input.jsonAnnotations,
          actor: { userId, name: actor.fullName },
          now: now().toISOString(),
          newId: randomUUID,
        });
        if (!merged.ok) {
          if (merged.reason === 'edit_foreign') throw workflowError.annotationEditNotCreator();
          if (merged.reason === 'delete_foreign') throw workflowError.annotationDeleteNotCreator();
          throw workflowError.annotationInvalid();
        }
        const json = JSON.stringify(merged.items);
        await documents.saveAnnotations(tx, {
          mandantId: instance.mandantId,
          documentId: document.id,
          pageId: page.id,
          pageIndex: input.selectedPageIndex,
          json,
          userId,
        });
        return { docUid: document.id, selectedPageIndex: input.selectedPageIndex, jsonAnnotations: json };
      });
    },

    /**
     * The viewer options of the user: the settings `standardView` (zoom) and `thumbMode`
     * (thumbnails), one store with Einstellungen › Ansicht; deep-link users always get the defaults
     * (spec 001, section 6).
     */
    async viewOptions(actor: WorkflowActor): Promise<WfViewOptions> {
      if (actor.kind !== 'user' || !actor.userId) return DEFAULT_WF_VIEW_OPTIONS;
      const settings = createSettingsService({ db: ctx.db });
      const [view, thumbs] = await Promise.all([
        settings.get('standardView', { userId: actor.userId }),
        settings.get('thumbMode', { userId: actor.userId }),
      ]);
      return { zoomMode: zoomModeOfStandardView(view), showThumbnails: showsThumbnails(thumbs.mode) };
    },

    async setViewOptions(actor: WorkflowActor, options: WfViewOptions): Promise<WfViewOptions> {
      if (actor.kind !== 'user' || !actor.userId) return DEFAULT_WF_VIEW_OPTIONS;
      const settings = createSettingsService({ db: ctx.db });
      const user = { userId: actor.userId };
      const [view, thumbs] = await Promise.all([
        settings.get('standardView', user),
        settings.get('thumbMode', user),
      ]);
      await settings.set('standardView', user, standardViewWithZoom(view, options.zoomMode), actor.userId);
      const mode = thumbModeWith(thumbs.mode, options.showThumbnails);
      await settings.set('thumbMode', user, { mode }, actor.userId);
      return options;
    },
  };
}

export type WorkflowViewerUseCases = ReturnType<typeof createWorkflowViewerUseCases>;
