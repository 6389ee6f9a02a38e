import type { BookingLineRow } from './booking.repository.js';

/** Spec 001: split bookings are edited only by their creator. */

/** What a line books; a split of another user must come back with exactly these. */
export type LineContent = {
  accountNumber: number | null;
  taxKey: string;
  vatRateBp: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  kost1: string;
  kost2: string;
  kst: string;
  ktr: string;
  bookingText: string;
};

const contentKeys: (keyof LineContent)[] = [
  'accountNumber',
  'taxKey',
  'vatRateBp',
  'netCents',
  'vatCents',
  'grossCents',
  'kost1',
  'kost2',
  'kst',
  'ktr',
  'bookingText',
];

const sameContent = (a: LineContent, b: LineContent) => contentKeys.every((key) => a[key] === b[key]);

/**
 * The indexes of sent lines that change, and the stored ids of lines that are gone, among the
 * workflow splits `userId` did not create. Empty when the save leaves every such split as it was.
 */
export function foreignSplitChanges(
  stored: BookingLineRow[],
  sent: { id: string | undefined; content: LineContent }[],
  userId: string,
): { changed: number[]; deleted: string[] } {
  const foreign = new Map(
    stored
      .filter((line) => line.createdIn === 'workflow' && line.createdBy !== userId)
      .map((line) => [line.id, line]),
  );
  const changed: number[] = [];
  const kept = new Set<string>();
  sent.forEach((line, index) => {
    const original = line.id ? foreign.get(line.id) : undefined;
    if (!original) return;
    kept.add(original.id);
    if (!sameContent(original, line.content)) changed.push(index);
  });
  return { changed, deleted: [...foreign.keys()].filter((id) => !kept.has(id)) };
}
