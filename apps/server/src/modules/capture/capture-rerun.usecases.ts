import { CaptureJobKind } from '@belegfluss/shared';
import type { CaptureContext } from './capture.context.js';

/**
 * The stack's "rule edit" event: extraction runs again over the Mandant's documents (or one
 * stack's) that are neither exported to accounting, archived nor locked, one job per stack.
 * Documents already in a running job are left out; values users typed stay (the job keeps them).
 */
export async function rerunExtraction(
  ctx: CaptureContext,
  actor: { userId: string },
  input: { mandantId: string; stackId?: string | undefined },
): Promise<{ documents: number; jobs: number }> {
  const stacks = (await ctx.stacks.listStacks(input.mandantId)).filter(
    (entry) => !input.stackId || entry.stack.id === input.stackId,
  );
  let documents = 0;
  let jobs = 0;
  for (const { stack } of stacks) {
    const candidates = (await ctx.documents.listDocumentsOfStack(stack.id)).filter(
      (document) => !document.archived && !document.locked && !document.fibuExported,
    );
    const busy = new Set(await ctx.jobRecords.documentsInProcess(candidates.map((document) => document.id)));
    const documentIds = candidates.map((document) => document.id).filter((id) => !busy.has(id));
    if (documentIds.length === 0) continue;
    await ctx.deps.jobs.enqueue(
      CaptureJobKind.extraction,
      { stackId: stack.id, documentIds, auto: false, thenExtract: false },
      { mandantId: input.mandantId, createdBy: actor.userId },
    );
    documents += documentIds.length;
    jobs += 1;
  }
  return { documents, jobs };
}
