import type { CaptureContext } from './capture.context.js';

const RETRY_MS = 30_000;

/**
 * Removes stored objects nothing refers to that were written before `writtenBefore`, after job
 * workers crashed. A crash can leave such objects behind: an upload stored but not yet queued, the
 * thumbnails or converted PDF of an import attempt that was cut off. An object counts as
 * unreferenced only when both the catalogue-wide scan (`referencedObjectSet`) and the reference
 * list of `isObjectReferenced` say so. While a job that started before `writtenBefore` still runs
 * (it may hold objects it has not recorded yet), the sweep waits for it.
 */
export async function sweepOrphanObjects(ctx: CaptureContext, writtenBefore: Date): Promise<string[]> {
  while (await ctx.objects.hasJobRunningSince(writtenBefore)) {
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref());
  }
  const referenced = await ctx.objects.referencedObjectSet();
  const removed: string[] = [];
  for await (const sha256 of ctx.deps.storage.listObjects(writtenBefore)) {
    if (referenced.has(sha256)) continue;
    // A retried job or an upload may store the same bytes again right now and reference them
    // soon: the driver takes the object out of reach of puts before the last look at references.
    const keep = () => ctx.objects.isObjectReferenced(sha256);
    if (await ctx.deps.storage.removeStale(sha256, writtenBefore, keep)) removed.push(sha256);
  }
  if (removed.length)
    ctx.deps.logger.warn({ removed: removed.length }, 'stored objects left by a crash removed');
  return removed;
}
