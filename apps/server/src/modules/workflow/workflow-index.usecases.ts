import {
  HistoryEntryType,
  normalizeIndexValue,
  parseAmountToCents,
  parseDateInput,
  type IndexFieldDefinition,
  type IndexFieldName,
  type ValidationIssue,
  type ValidationReport,
  type WorkflowIndexEntry,
} from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';
import { assertValid } from '../../kernel/validation.js';
import { createWorkflowBookingRepository } from './workflow-booking.repository.js';
import { documentValues, findViewable, recordEvent, type WorkflowContext } from './workflow.context.js';
import { workflowError } from './workflow.errors.js';
import { historyText } from './workflow-history.models.js';
import {
  accountFields,
  fieldDefinitions,
  isIndexField,
  summarizeIssues,
  validateIndexData,
} from './workflow-index.models.js';
import { isFinished, isLockedByOther } from './workflow.models.js';
import {
  canEditBooking,
  canViewInstance,
  isInquiryRecipient,
  pickActionableTask,
  type WorkflowActor,
} from './workflow.policies.js';
import { createWorkflowRecordsRepository } from './workflow-records.repository.js';
import {
  createWorkflowRepository,
  type InstanceRow,
  type TaskRow,
  type InquiryRow,
} from './workflow.repository.js';

/** Whether the actor may change the mask field now (given that they work on the workflow). */
function mayEditField(actor: WorkflowActor, field: IndexFieldName): boolean {
  return !accountFields.includes(field) || canEditBooking(actor);
}

/** The actor works on the workflow now: their open task or the request addressed to them, not locked by someone else. */
function worksOn(
  actor: WorkflowActor,
  instance: InstanceRow,
  tasks: TaskRow[],
  inquiry: InquiryRow | null,
  now: Date,
): boolean {
  return (
    actor.kind === 'user' &&
    !isFinished(instance.status as 'COMPLETED') &&
    instance.documentId !== null &&
    (pickActionableTask(actor, tasks) !== null || isInquiryRecipient(actor, inquiry)) &&
    !isLockedByOther(instance, actor.userId ?? '', now)
  );
}

/**
 * Writes capture-mask values to the workflow's document through capture (in the caller's
 * transaction): only fields of the Mandant's mask, values that fit their field, Konto only with the
 * right to edit accounts. Changed values go into the workflow's index history and one history entry;
 * Belegdatum and Betrag are copied onto the instance again for sorting. Returns the changed fields.
 */
export async function applyCapIndex(
  tx: Db,
  ctx: WorkflowContext,
  actor: WorkflowActor,
  instance: InstanceRow,
  entries: { field: string; value: string }[],
  pathPrefix: string,
): Promise<IndexFieldName[]> {
  if (!instance.documentId || actor.kind !== 'user' || !actor.userId)
    throw workflowError.inError({ instanceId: instance.id });
  const mask = await ctx.ports.documents.maskFields(tx, instance.mandantId);
  const issues: ValidationIssue[] = [];
  const wanted = new Map<IndexFieldName, string>();
  entries.forEach((entry, index) => {
    if (!isIndexField(entry.field) || !mask.active.includes(entry.field))
      throw workflowError.indexFieldUnknown({ field: entry.field });
    if (!mayEditField(actor, entry.field)) throw workflowError.bookingNotAllowed({ field: entry.field });
    const normalized = normalizeIndexValue(entry.field, entry.value);
    if (!normalized.valid) issues.push({ path: `${index}.value`, code: 'workflow.index_value_invalid' });
    wanted.set(entry.field, normalized.value);
  });
  assertValid(issues, pathPrefix);
  const before = await documentValues(ctx.ports.documents, tx, instance);
  const changed = [...wanted].filter(([field, value]) => (before.get(field) ?? '') !== value);
  if (changed.length === 0) return [];
  await ctx.ports.documents.saveIndexValues(tx, {
    mandantId: instance.mandantId,
    documentId: instance.documentId,
    values: changed.map(([field, value]) => ({ field, value })),
    actor: { userId: actor.userId, name: actor.fullName },
  });
  await createWorkflowRecordsRepository({ db: tx }).insertIndexHistory(
    changed.map(([field, value]) => ({
      instanceId: instance.id,
      mandantId: instance.mandantId,
      field,
      oldValue: before.get(field) ?? '',
      newValue: value,
      userId: actor.userId,
      kuerzel: actor.kuerzel,
      fullname: actor.fullName,
    })),
  );
  const fields = changed.map(([field]) => field);
  const sortFacts = {
    ...(wanted.has('Belegdatum') ? { belegDatum: parseDateInput(wanted.get('Belegdatum') ?? '') } : {}),
    ...(wanted.has('Betrag') ? { umsatzCents: parseAmountToCents(wanted.get('Betrag') ?? '') } : {}),
  };
  await createWorkflowRepository({ db: tx }).updateInstance(instance.id, sortFacts);
  await recordEvent(tx, ctx, actor, {
    instance,
    entryType: HistoryEntryType.SystemNote,
    text: historyText.indexSaved(fields),
    action: 'workflow.index_saved',
    data: { fields },
  });
  return fields;
}

/** WFIndex: the workflow's capture mask (definitions, values, SaveCapIndex), its history and checks. */
export function createWorkflowIndexUseCases(ctx: WorkflowContext) {
  const now = () => ctx.clock.now();
  const viewable = (actor: WorkflowActor, instanceId: string) => findViewable(ctx.db, actor, instanceId);

  async function indexEntries(db: Db, instance: InstanceRow): Promise<WorkflowIndexEntry[]> {
    const [mask, values] = await Promise.all([
      ctx.ports.documents.maskFields(db, instance.mandantId),
      documentValues(ctx.ports.documents, db, instance),
    ]);
    return fieldDefinitions(mask, () => false).map((field) => ({
      ARCFIELD: field.FeldID,
      DMSExecutionType: 0,
      DMSFIELDTYPE: field.DMSFIELDTYPE,
      DocID: instance.documentId,
      EXT_ART: '',
      FELDART: field.FELDART,
      FeldID: field.FeldID,
      Name: field.Name,
      VALUE: values.get(field.FeldID) ?? '',
      sVendorId: values.get('Kreditor') ?? '',
      sWF_ID: instance.id,
    }));
  }

  return {
    /** The mask's fields; `Editable` says what the actor may change now. */
    async fieldDefinitions(actor: WorkflowActor, instanceId: string): Promise<IndexFieldDefinition[]> {
      const instance = await viewable(actor, instanceId);
      const repository = createWorkflowRepository({ db: ctx.db });
      const [mask, tasks, inquiry] = await Promise.all([
        ctx.ports.documents.maskFields(ctx.db, instance.mandantId),
        repository.listTasks(instance.id),
        repository.findOpenInquiry(instance.id),
      ]);
      const working = worksOn(actor, instance, tasks, inquiry, now());
      return fieldDefinitions(mask, (field) => working && mayEditField(actor, field));
    },

    async indexData(actor: WorkflowActor, instanceId: string): Promise<WorkflowIndexEntry[]> {
      return indexEntries(ctx.db, await viewable(actor, instanceId));
    },

    /** SaveCapIndex/{id}: stores mask values on the workflow's document (whoever works on it now). */
    async saveCapIndex(
      actor: WorkflowActor,
      instanceId: string,
      input: { values: { field: string; value: string }[]; expectedVersion?: number | undefined },
    ) {
      return ctx.db.transaction(async (tx) => {
        const repository = createWorkflowRepository({ db: tx });
        const instance = await repository.findInstanceForUpdate(instanceId);
        if (!instance || !canViewInstance(actor, instance)) throw workflowError.notAvailable({ instanceId });
        if (isFinished(instance.status as 'COMPLETED')) throw workflowError.finished({ instanceId });
        const [tasks, inquiry] = await Promise.all([
          repository.listTasks(instance.id),
          repository.findOpenInquiry(instance.id),
        ]);
        if (isLockedByOther(instance, actor.userId ?? '', now()))
          throw workflowError.lockedByOther({ instanceId });
        if (!worksOn(actor, instance, tasks, inquiry, now()))
          throw workflowError.notAvailable({ instanceId });
        if (input.expectedVersion !== undefined && input.expectedVersion !== instance.version)
          throw workflowError.dataMismatch({ instanceId });
        await applyCapIndex(tx, ctx, actor, instance, input.values, 'body.values');
        const current = (await repository.findInstance(instance.id)) as InstanceRow;
        return { Version: current.version, Entries: await indexEntries(tx, current) };
      });
    },

    async indexHistory(actor: WorkflowActor, instanceId: string) {
      await viewable(actor, instanceId);
      const rows = await createWorkflowRecordsRepository({ db: ctx.db }).listIndexHistory(instanceId);
      return rows.map((row) => ({
        Field: row.field,
        OldValue: row.oldValue,
        NewValue: row.newValue,
        Kuerzel: row.kuerzel,
        Fullname: row.fullname,
        TimeStamp: row.createdAt,
      }));
    },

    async validationReport(actor: WorkflowActor, instanceId: string): Promise<ValidationReport> {
      const instance = await viewable(actor, instanceId);
      const [lines, mask, values] = await Promise.all([
        createWorkflowBookingRepository({ db: ctx.db }).listSplitLines(instance.id),
        ctx.ports.documents.maskFields(ctx.db, instance.mandantId),
        documentValues(ctx.ports.documents, ctx.db, instance),
      ]);
      const issues = validateIndexData({
        values,
        required: mask.required,
        splitCents: lines.map((line) => line.bruttoCents),
      });
      return {
        Valid: !issues.some((issue) => issue.Severity === 'error'),
        Issues: issues,
        CheckedAt: now().toISOString(),
      };
    },

    async validationSnippet(actor: WorkflowActor, instanceId: string) {
      const report = await this.validationReport(actor, instanceId);
      const errors = report.Issues.filter((issue) => issue.Severity === 'error').length;
      return {
        Valid: report.Valid,
        Errors: errors,
        Warnings: report.Issues.length - errors,
        Summary: summarizeIssues(report.Issues),
      };
    },

    /** SaveHistoryEntry: a note of a participant (or the deep-link user) in the workflow history. */
    async saveHistoryEntry(actor: WorkflowActor, input: { InstanceId: string; TEXT: string }) {
      return ctx.db.transaction(async (tx) => {
        const repository = createWorkflowRepository({ db: tx });
        const instance = await repository.findInstanceForUpdate(input.InstanceId);
        if (!instance || !canViewInstance(actor, instance))
          throw workflowError.notAvailable({ instanceId: input.InstanceId });
        if (isFinished(instance.status as 'COMPLETED'))
          throw workflowError.finished({ instanceId: instance.id });
        const row = await recordEvent(tx, ctx, actor, {
          instance,
          entryType: HistoryEntryType.UserNote,
          text: historyText.note(input.TEXT.trim()),
          userInfo: actor.kind === 'deepLink' ? 'Externer Zugang' : '',
          action: 'workflow.note_added',
        });
        return row.id;
      });
    },
  };
}

export type WorkflowIndexUseCases = ReturnType<typeof createWorkflowIndexUseCases>;
