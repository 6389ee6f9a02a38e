import { wfAnnotationItemSchema } from '@belegfluss/shared';
import { z } from 'zod';

/** An annotation as stored: capture and the workflow viewer share the page's JSON list. */
export type StoredAnnotation = Record<string, unknown>;

export type AnnotationMerge =
  | { ok: true; items: StoredAnnotation[] }
  | { ok: false; reason: 'invalid' | 'edit_foreign' | 'delete_foreign' };

const submittedSchema = z.array(wfAnnotationItemSchema).max(500);

/** The stored list of a page; anything that is not a list of objects counts as no annotations. */
export function readStoredAnnotations(json: string | null): StoredAnnotation[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed)
      ? parsed.filter((item): item is StoredAnnotation => typeof item === 'object' && item !== null)
      : [];
  } catch {
    return [];
  }
}

/** JSON with sorted keys, so two annotations compare equal whatever order their keys came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const idOf = (item: StoredAnnotation) => (typeof item.id === 'string' ? item.id : null);

/**
 * The page's annotations after a save by `actor` (spec 001: only the creator edits or deletes an
 * annotation). Annotations of others (or of nobody known, e.g. drawn in capture before) must come
 * back unchanged; the actor's own may be changed or left out (deleted); anything else is new and
 * gets an id and the actor as creator. Who created what is always taken from the stored list.
 */
export function mergeAnnotations(input: {
  stored: StoredAnnotation[];
  submittedJson: string;
  actor: { userId: string; name: string };
  now: string;
  newId: () => string;
}): AnnotationMerge {
  let raw: unknown;
  try {
    raw = JSON.parse(input.submittedJson);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const parsed = submittedSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const submitted = raw as StoredAnnotation[];
  const isOwn = (item: StoredAnnotation) => item.createdBy === input.actor.userId;

  const used = new Set<number>();
  for (const foreign of input.stored.filter((item) => !isOwn(item))) {
    const id = idOf(foreign);
    const index = submitted.findIndex((item, position) =>
      id ? idOf(item) === id : !used.has(position) && canonical(item) === canonical(foreign),
    );
    if (index < 0) return { ok: false, reason: 'delete_foreign' };
    if (canonical(submitted[index]) !== canonical(foreign)) return { ok: false, reason: 'edit_foreign' };
    used.add(index);
  }

  const ownById = new Map(
    input.stored.filter(isOwn).flatMap((item) => (idOf(item) ? [[idOf(item) as string, item]] : [])),
  );
  const items = submitted.map((item, index): StoredAnnotation => {
    if (used.has(index)) return item;
    const fields = parsed.data[index] as StoredAnnotation;
    const own = ownById.get(idOf(item) ?? '');
    return {
      ...fields,
      id: own ? idOf(own) : input.newId(),
      createdBy: input.actor.userId,
      author: own?.author ?? input.actor.name,
      createdAt: own?.createdAt ?? input.now,
    };
  });
  return { ok: true, items };
}
