import { describe, expect, it } from 'vitest';
import {
  mergeAnnotations,
  readStoredAnnotations,
  type StoredAnnotation,
} from './workflow-annotations.models.js';

const anna = { userId: 'user-anna', name: 'Anna Admin' };
const frieda = { userId: 'user-frieda', name: 'Frieda Freigeber' };
const now = '2026-03-05T10:00:00.000Z';
let counter = 0;
const newId = () => `note-${++counter}`;

const annasNote: StoredAnnotation = {
  id: 'a-1',
  type: 'note',
  x: 10,
  y: 20,
  width: 100,
  height: 40,
  text: 'Bitte Skonto prüfen',
  createdBy: anna.userId,
  author: anna.name,
  createdAt: '2026-03-01T08:00:00.000Z',
};
const captureRectangle: StoredAnnotation = {
  type: 'rect',
  x: 1,
  y: 2,
  width: 3,
  height: 4,
  color: '#d9480f',
};

const merge = (stored: StoredAnnotation[], submitted: unknown[], actor = frieda) =>
  mergeAnnotations({ stored, submittedJson: JSON.stringify(submitted), actor, now, newId });

describe('annotations of a page', () => {
  it('adds a new annotation with an id and its creator, keeping those of others unchanged', () => {
    const result = merge(
      [annasNote, captureRectangle],
      [
        annasNote,
        captureRectangle,
        { type: 'rect', x: 5, y: 6, width: 7, height: 8, createdBy: anna.userId },
      ],
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.items.slice(0, 2)).toEqual([annasNote, captureRectangle]);
    expect(result.items[2]).toMatchObject({
      type: 'rect',
      x: 5,
      createdBy: frieda.userId,
      author: frieda.name,
      createdAt: now,
    });
    expect(result.items[2]?.id).toMatch(/^note-/);
  });

  it('lets the creator change and delete their own annotations, keeping who made them and when', () => {
    const changed = merge([annasNote], [{ ...annasNote, text: 'Skonto ok', author: 'Someone else' }], anna);
    expect(changed).toEqual({
      ok: true,
      items: [{ ...annasNote, text: 'Skonto ok' }],
    });
    expect(merge([annasNote], [], anna)).toEqual({ ok: true, items: [] });
  });

  it('refuses changing or deleting what someone else created', () => {
    expect(merge([annasNote], [{ ...annasNote, text: 'geändert' }])).toEqual({
      ok: false,
      reason: 'edit_foreign',
    });
    expect(merge([annasNote], [])).toEqual({ ok: false, reason: 'delete_foreign' });
    expect(merge([captureRectangle], [{ ...captureRectangle, x: 99 }])).toEqual({
      ok: false,
      reason: 'delete_foreign',
    });
  });

  it('accepts the annotations of others with their keys in another order', () => {
    const reordered = Object.fromEntries(Object.entries(annasNote).reverse());
    expect(merge([annasNote], [reordered]).ok).toBe(true);
  });

  it('refuses what is not a list of annotations', () => {
    expect(mergeAnnotations({ stored: [], submittedJson: '{', actor: frieda, now, newId })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(merge([], [{ type: 'rect', x: 'links' }])).toEqual({ ok: false, reason: 'invalid' });
  });

  it('reads a stored list leniently', () => {
    expect(readStoredAnnotations(null)).toEqual([]);
    expect(readStoredAnnotations('not json')).toEqual([]);
    expect(readStoredAnnotations('[1, {"x": 1}]')).toEqual([{ x: 1 }]);
  });
});
