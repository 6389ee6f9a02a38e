import { HistoryEntryType } from '@belegfluss/shared';
import type { Readable } from 'node:stream';
import type { PutResult } from '../storage/index.js';
import { recordEvent, type WorkflowContext } from './workflow.context.js';
import { workflowError } from './workflow.errors.js';
import { historyText } from './workflow-history.models.js';
import { canViewInstance, isParticipant, type WorkflowActor } from './workflow.policies.js';
import { createWorkflowRecordsRepository } from './workflow-records.repository.js';
import { createWorkflowRepository } from './workflow.repository.js';
import { openForAction } from './workflow-action.common.js';
import { peekHead, servedContentType } from './workflow-file-type.js';

export type IncomingFile = { fileName: string; contentType: string; content: Buffer };

/** Files added to a workflow (addfile2workflow, AddFile2WorkflowMobile) and their removal. */
export function createWorkflowFileUseCases(ctx: WorkflowContext) {
  return {
    /** Stores the files first (content-addressed), then records them with the workflow in one transaction. */
    async addFiles(
      actor: WorkflowActor,
      input: { instanceId: string; files: IncomingFile[]; colourType: number; source: 'web' | 'mobile' },
    ) {
      if (input.files.length === 0) throw workflowError.fileMissing();
      const stored: { file: IncomingFile; put: PutResult }[] = [];
      for (const file of input.files) {
        if (file.content.length === 0) throw workflowError.fileMissing({ fileName: file.fileName });
        stored.push({ file, put: await ctx.storage.put(file.content) });
      }
      return ctx.db.transaction(async (tx) => {
        const { repository, instance, tasks } = await openForAction(tx, actor, input.instanceId, 'addFile');
        if (
          !isParticipant(actor, instance, tasks, await repository.findOpenInquiry(instance.id)) &&
          !actor.isAdmin
        ) {
          throw workflowError.notParticipant({ instanceId: instance.id });
        }
        const records = createWorkflowRecordsRepository({ db: tx });
        const rows = [];
        for (const { file, put } of stored) {
          const row = await records.insertFile({
            instanceId: instance.id,
            mandantId: instance.mandantId,
            fileName: file.fileName,
            contentType: file.contentType,
            sha256: put.sha256,
            size: put.size,
            colourType: input.colourType,
            source: input.source,
            addedBy: actor.userId,
            addedByName: actor.fullName,
          });
          await recordEvent(tx, ctx, actor, {
            instance,
            entryType: HistoryEntryType.AddFile,
            text: historyText.fileAdded(file.fileName, input.source),
            action: 'workflow.file_added',
            data: {
              fileId: row.id,
              sha256: put.sha256,
              size: put.size,
              colourType: input.colourType,
              source: input.source,
            },
          });
          rows.push(row.id);
        }
        await repository.updateInstance(instance.id, {});
        return rows;
      });
    },

    async deleteFile(actor: WorkflowActor, instanceId: string, fileId: string) {
      await ctx.db.transaction(async (tx) => {
        const { repository, instance, tasks } = await openForAction(tx, actor, instanceId, 'addFile');
        const records = createWorkflowRecordsRepository({ db: tx });
        const file = await records.findFile(instance.id, fileId);
        if (!file) throw workflowError.fileNotFound({ fileId });
        const mayDelete = file.addedBy === actor.userId || actor.isAdmin;
        if (
          !mayDelete ||
          !isParticipant(actor, instance, tasks, await repository.findOpenInquiry(instance.id))
        ) {
          throw workflowError.notParticipant({ instanceId });
        }
        await records.markFileDeleted(file.id, actor.userId);
        await repository.updateInstance(instance.id, {});
        await recordEvent(tx, ctx, actor, {
          instance,
          entryType: HistoryEntryType.DeleteFile,
          text: historyText.fileDeleted(file.fileName),
          action: 'workflow.file_deleted',
          data: { fileId },
        });
      });
    },

    /** A file of the workflow with the content type its bytes show (see servedContentType). */
    async openFile(
      actor: WorkflowActor,
      instanceId: string,
      fileId: string,
    ): Promise<{ fileName: string; contentType: string; stream: Readable }> {
      const instance = await createWorkflowRepository({ db: ctx.db }).findInstance(instanceId);
      if (!instance || !canViewInstance(actor, instance)) throw workflowError.notAvailable({ instanceId });
      const file = await createWorkflowRecordsRepository({ db: ctx.db }).findFile(instanceId, fileId);
      if (!file) throw workflowError.fileNotFound({ fileId });
      const { head, stream } = await peekHead(await ctx.storage.getStream(file.sha256));
      return { fileName: file.fileName, contentType: servedContentType(head), stream };
    },
  };
}

export type WorkflowFileUseCases = ReturnType<typeof createWorkflowFileUseCases>;
