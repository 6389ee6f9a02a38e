import { ValueSource, type DocumentDetail, type IndexFieldName } from '@belegfluss/shared';
import { getDocumentOrThrow, saveIndexValues } from './capture-documents.usecases.js';
import type { Actor, CaptureContext } from './capture.context.js';
import type { CorrectedValue } from './capture.dependencies.js';

type StoredValue = Awaited<ReturnType<CaptureContext['documents']['listIndexValues']>>[number];

/** Values a user set that differ from what extraction had stored there (or fill a field it left empty). */
export function correctionsOf(before: StoredValue[], after: StoredValue[]): CorrectedValue[] {
  const previous = new Map(before.map((value) => [value.field, value]));
  const corrections: CorrectedValue[] = [];
  for (const value of after) {
    if (value.source !== ValueSource.manual && value.source !== ValueSource.selection) continue;
    const old = previous.get(value.field);
    if (old && (old.value === value.value || old.source !== ValueSource.extraction)) continue;
    if (!value.value.trim()) continue;
    corrections.push({
      field: value.field as IndexFieldName,
      previousValue: old?.value ?? null,
      value: value.value,
      pageId: value.pageId,
      area: value.area,
    });
  }
  return corrections;
}

/**
 * Saves mask values from a user and tells the rule manager which extracted values were corrected,
 * so it learns them for the creditor. Learning never fails the save: a failure is logged.
 */
export async function saveIndexValuesFromUser(
  ctx: CaptureContext,
  actor: Actor,
  input: Parameters<typeof saveIndexValues>[2],
): Promise<DocumentDetail> {
  const document = await getDocumentOrThrow(ctx, input.mandantId, input.documentId);
  const before = await ctx.documents.listIndexValues([document.id]);
  const detail = await saveIndexValues(ctx, actor, input);
  const corrections = correctionsOf(before, await ctx.documents.listIndexValues([document.id]));
  if (corrections.length) {
    await ctx.deps.extractionRules
      .valuesCorrected({
        mandantId: input.mandantId,
        documentId: document.id,
        user: { userId: actor.userId, name: actor.name },
        corrections,
      })
      .catch((error: unknown) =>
        ctx.deps.logger.warn({ err: error, documentId: document.id }, 'learning from corrections failed'),
      );
  }
  return detail;
}
