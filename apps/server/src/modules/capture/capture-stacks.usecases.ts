import {
  DEFAULT_EINVOICE_CONTAINER,
  EINVOICE_INTAKE_STACK,
  StackType,
  defaultAutoJobs,
  type AutoJobValue,
  type SortFieldValue,
  type Stack,
  type StackTypeValue,
} from '@belegfluss/shared';
import type { StackRow } from './capture-stacks.repository.js';
import type { Actor, CaptureContext } from './capture.context.js';
import { captureError } from './capture.errors.js';
import { isDeletable, isReservedStackName } from './capture.models.js';
import { addJournalEntry } from './capture.journal.js';

export function toStack(row: StackRow, documentCount: number): Stack {
  return {
    id: row.id,
    mandantId: row.mandantId,
    name: row.name,
    type: row.type as StackTypeValue,
    captureMask: row.captureMask,
    description: row.description,
    reserved: row.reserved,
    autoJobs: row.autoJobs as AutoJobValue[],
    sortField: row.sortField as SortFieldValue,
    sortAscending: row.sortAscending,
    documentCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Every Mandant has the default e-invoice container and the e-invoice intake stack. */
export async function ensureReservedStacks(ctx: CaptureContext, mandantId: string) {
  for (const name of [DEFAULT_EINVOICE_CONTAINER, EINVOICE_INTAKE_STACK]) {
    if (await ctx.stacks.findStackByName(mandantId, name)) continue;
    await ctx.stacks.insertStack({
      mandantId,
      name,
      type: StackType.einvoice,
      reserved: true,
      captureMask: 'E-Rechnung',
      autoJobs: [],
    });
  }
}

export async function listStacks(ctx: CaptureContext, mandantId: string): Promise<Stack[]> {
  let rows = await ctx.stacks.listStacks(mandantId);
  if (rows.filter((row) => row.stack.reserved).length < 2) {
    await ensureReservedStacks(ctx, mandantId);
    rows = await ctx.stacks.listStacks(mandantId);
  }
  return rows.map((row) => toStack(row.stack, row.documentCount));
}

export async function getStackOrThrow(
  ctx: CaptureContext,
  mandantId: string,
  stackId: string,
): Promise<StackRow> {
  const stack = await ctx.stacks.findStack(mandantId, stackId);
  if (!stack) throw captureError.stackNotFound({ stackId });
  return stack;
}

function requireName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw captureError.stackNameMissing();
  return trimmed;
}

export async function createStack(
  ctx: CaptureContext,
  actor: Actor,
  input: {
    mandantId: string;
    name: string;
    type: StackTypeValue;
    captureMask: string;
    description: string;
    autoJobs?: AutoJobValue[];
  },
): Promise<Stack> {
  const name = requireName(input.name);
  await ensureReservedStacks(ctx, input.mandantId);
  if (isReservedStackName(name) || (await ctx.stacks.findStackByName(input.mandantId, name))) {
    throw captureError.stackNameExists({ name });
  }
  const row = await ctx.stacks.insertStack({
    mandantId: input.mandantId,
    name,
    type: input.type,
    captureMask: input.captureMask || 'Standard',
    description: input.description,
    autoJobs: input.autoJobs ?? defaultAutoJobs(input.type),
    createdBy: actor.userId,
  });
  if (!row) throw captureError.stackNameExists({ name });
  await journal(ctx, actor, row.mandantId, row.id, 'stack.created', { name, type: row.type });
  return toStack(row, 0);
}

export async function renameStack(
  ctx: CaptureContext,
  actor: Actor,
  input: { mandantId: string; stackId: string; name: string },
): Promise<Stack> {
  const stack = await getStackOrThrow(ctx, input.mandantId, input.stackId);
  const name = requireName(input.name);
  if (stack.reserved) throw captureError.stackReserved({ name: stack.name });
  const existing = await ctx.stacks.findStackByName(input.mandantId, name);
  if ((existing && existing.id !== stack.id) || isReservedStackName(name))
    throw captureError.stackNameExists({ name });
  const row = await ctx.stacks.updateStack(input.mandantId, stack.id, { name });
  await journal(ctx, actor, stack.mandantId, stack.id, 'stack.renamed', { from: stack.name, to: name });
  return toStack(row ?? stack, await ctx.stacks.countDocuments(stack.id));
}

export async function updateStackProperties(
  ctx: CaptureContext,
  actor: Actor,
  input: {
    mandantId: string;
    stackId: string;
    captureMask?: string | undefined;
    description?: string | undefined;
    autoJobs?: AutoJobValue[] | undefined;
    sortField?: SortFieldValue | undefined;
    sortAscending?: boolean | undefined;
  },
): Promise<Stack> {
  const stack = await getStackOrThrow(ctx, input.mandantId, input.stackId);
  const changes = Object.fromEntries(
    Object.entries({
      captureMask: input.captureMask,
      description: input.description,
      autoJobs: input.autoJobs,
      sortField: input.sortField,
      sortAscending: input.sortAscending,
    }).filter(([, value]) => value !== undefined),
  );
  const row = await ctx.stacks.updateStack(input.mandantId, stack.id, changes);
  await journal(ctx, actor, stack.mandantId, stack.id, 'stack.properties', changes);
  return toStack(row ?? stack, await ctx.stacks.countDocuments(stack.id));
}

/** Refuses when jobs still run on the stack or when it holds locked, exported or archived items. */
async function assertStackClearable(ctx: CaptureContext, stack: StackRow) {
  if (stack.reserved) throw captureError.stackReserved({ name: stack.name });
  if ((await ctx.jobRecords.countOpenOnStack(stack.id)) > 0)
    throw captureError.autoJobsRunning({ stackId: stack.id });
  const documents = await ctx.documents.listDocumentsOfStack(stack.id);
  const blocked = documents.filter((document) => !isDeletable(document));
  if (blocked.length)
    throw captureError.undeletableItems({ documentIds: blocked.map((document) => document.id) });
  return documents;
}

export async function deleteStack(
  ctx: CaptureContext,
  actor: Actor,
  input: { mandantId: string; stackId: string },
) {
  const stack = await getStackOrThrow(ctx, input.mandantId, input.stackId);
  const documents = await assertStackClearable(ctx, stack);
  await ctx.transaction(async (repos) => {
    await repos.stacks.deleteStack(stack.mandantId, stack.id);
    await addJournalEntry(repos.tx, ctx.deps.clock.now(), {
      mandantId: stack.mandantId,
      stackId: stack.id,
      action: 'stack.deleted',
      details: { name: stack.name, documents: documents.length },
      actorId: actor.userId,
      actorName: actor.name,
    });
  });
}

export async function emptyStack(
  ctx: CaptureContext,
  actor: Actor,
  input: { mandantId: string; stackId: string },
) {
  const stack = await getStackOrThrow(ctx, input.mandantId, input.stackId);
  const documents = await assertStackClearable(ctx, stack);
  await ctx.transaction(async (repos) => {
    await repos.documents.deleteDocuments(documents.map((document) => document.id));
    await repos.stacks.deleteEmptyFolders(stack.id);
    await addJournalEntry(repos.tx, ctx.deps.clock.now(), {
      mandantId: stack.mandantId,
      stackId: stack.id,
      action: 'stack.emptied',
      details: { documents: documents.length },
      actorId: actor.userId,
      actorName: actor.name,
    });
  });
  return { deleted: documents.length };
}

/** Moves documents (all of the stack, or the chosen ones) into another stack of the same type. */
export async function transferDocuments(
  ctx: CaptureContext,
  actor: Actor,
  input: {
    mandantId: string;
    stackId: string;
    targetStackId?: string | null | undefined;
    documentIds?: string[] | undefined;
  },
) {
  const source = await getStackOrThrow(ctx, input.mandantId, input.stackId);
  if (!input.targetStackId) throw captureError.transferTargetMissing();
  const target = await getStackOrThrow(ctx, input.mandantId, input.targetStackId);
  if (target.id === source.id) throw captureError.transferTargetMissing();
  if (target.type !== source.type)
    throw captureError.stackTypeMismatch({ source: source.type, target: target.type });
  const all = await ctx.documents.listDocumentsOfStack(source.id);
  const documents = input.documentIds
    ? all.filter((document) => input.documentIds?.includes(document.id))
    : all;
  if (input.documentIds && documents.length !== input.documentIds.length)
    throw captureError.documentNotFound();
  if (!input.documentIds && (await ctx.jobRecords.countOpenOnStack(source.id)) > 0) {
    throw captureError.autoJobsRunning({ stackId: source.id });
  }
  const busy = await ctx.jobRecords.documentsInProcess(documents.map((document) => document.id));
  if (busy.length) throw captureError.objectsInProcess({ documentIds: busy });
  const locked = documents.filter(
    (document) => document.locked || document.archived || document.checkedOutBy,
  );
  if (locked.length)
    throw captureError.documentLocked({ documentIds: locked.map((document) => document.id) });
  await ctx.transaction(async (repos) => {
    const folder = await repos.stacks.insertFolder({
      mandantId: target.mandantId,
      stackId: target.id,
      name: source.name,
    });
    await repos.documents.updateDocuments(
      documents.map((document) => document.id),
      { stackId: target.id, folderId: folder.id },
    );
    await repos.stacks.deleteEmptyFolders(source.id);
    for (const [stackId, action] of [
      [source.id, 'stack.transferred_out'],
      [target.id, 'stack.transferred_in'],
    ] as const) {
      await addJournalEntry(repos.tx, ctx.deps.clock.now(), {
        mandantId: source.mandantId,
        stackId,
        action,
        details: { from: source.name, to: target.name, documents: documents.length },
        actorId: actor.userId,
        actorName: actor.name,
      });
    }
  });
  return { transferred: documents.length, targetStackId: target.id };
}

export async function stackStatistics(ctx: CaptureContext, mandantId: string, stackId: string) {
  const stack = await getStackOrThrow(ctx, mandantId, stackId);
  const statistics = await ctx.stacks.statistics(stack.id);
  return {
    stackId: stack.id,
    documents: statistics?.documents ?? 0,
    pages: statistics?.pages ?? 0,
    folders: statistics?.folders ?? 0,
    green: statistics?.green ?? 0,
    flawed: statistics?.flawed ?? 0,
    locked: statistics?.locked ?? 0,
    fibuExported: statistics?.fibuExported ?? 0,
    dmsExported: statistics?.dmsExported ?? 0,
    archived: statistics?.archived ?? 0,
    openJobs: await ctx.jobRecords.countOpenOnStack(stack.id),
  };
}

export async function journal(
  ctx: CaptureContext,
  actor: Actor | null,
  mandantId: string,
  stackId: string | null,
  action: string,
  details: Record<string, unknown> = {},
  documentId: string | null = null,
) {
  await addJournalEntry(ctx.deps.db, ctx.deps.clock.now(), {
    mandantId,
    stackId,
    documentId,
    action,
    details,
    actorId: actor?.userId ?? null,
    actorName: actor?.name ?? null,
  });
}
