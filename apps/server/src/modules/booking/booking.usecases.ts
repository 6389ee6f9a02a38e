import { randomUUID } from 'node:crypto';
import type { Booking, DocumentBookingProposal } from '@belegfluss/shared';
import type { Clock } from '../../kernel/clock.js';
import type { Db } from '../../kernel/database.js';
import { checkBooking, type SaveBooking } from './booking-validation.js';
import { bookingError } from './booking.errors.js';
import { creditorOfValues, defaultLines, isCreditNote, padSystemFields } from './booking.models.js';
import type { BookingPorts } from './booking.ports.js';
import { createBookingRepository, type BookingLineRow } from './booking.repository.js';
import { bookingView, unsavedLineView } from './booking.views.js';

export type BookingContext = { db: Db; clock: Clock; ports: BookingPorts };
export type BookingActor = { userId: string; kuerzel: string; fullName: string };

async function documentValuesOrThrow(ctx: BookingContext, db: Db, mandantId: string, documentId: string) {
  const values = await ctx.ports.documents.values(db, mandantId, documentId);
  if (!values) throw bookingError.documentNotFound({ documentId });
  return values;
}

/** The booking of a document: stored, or one default line per VAT rate from its values. */
export async function getBooking(
  ctx: BookingContext,
  mandantId: string,
  documentId: string,
): Promise<Booking> {
  const values = await documentValuesOrThrow(ctx, ctx.db, mandantId, documentId);
  const stored = await createBookingRepository({ db: ctx.db }).find(mandantId, documentId);
  return bookingView({ documentId, values, stored, newId: randomUUID });
}

/**
 * Stores a document's booking: checks everything first, then writes header and lines in one
 * transaction, so a refused booking changes nothing. A line sent back with its id keeps its creator.
 */
export async function saveBooking(
  ctx: BookingContext,
  actor: BookingActor,
  input: SaveBooking,
): Promise<Booking> {
  const values = await documentValuesOrThrow(ctx, ctx.db, input.mandantId, input.documentId);
  if (await ctx.ports.exportLock?.isExported(ctx.db, input.mandantId, input.documentId))
    throw bookingError.exported({ documentId: input.documentId });
  const checked = await checkBooking(ctx.db, ctx.ports, input, isCreditNote(values));
  const at = ctx.clock.now().toISOString();
  const stored = await ctx.db.transaction(async (tx) => {
    const repository = createBookingRepository({ db: tx });
    const previous = await repository.find(input.mandantId, input.documentId);
    const creators = new Map<string, BookingLineRow>(previous?.lines.map((line) => [line.id, line]) ?? []);
    await repository.save({
      mandantId: input.mandantId,
      documentId: input.documentId,
      at,
      updatedBy: { userId: actor.userId, name: actor.fullName },
      header: {
        creditorNumber: checked.creditorNumber,
        serviceDate: input.serviceDate,
        dueDate: input.dueDate,
        skontoRateBp: checked.skontoRateBp,
        skontoDays: input.skonto.days,
        skontoCents: checked.skontoCents,
      },
      lines: input.lines.map((line, index) => {
        const { amounts, accountNumber } = checked.lines[index] as (typeof checked.lines)[number];
        const creator = line.ID ? creators.get(line.ID) : undefined;
        const system = padSystemFields(line.SYS_STRING, line.SYS_DATUM);
        return {
          position: index + 1,
          splitNo: index + 1,
          uknr: line.UKNR,
          accountNumber,
          taxKey: line.SL_BU,
          ...amounts,
          kost1: line.KOST1,
          kost2: line.KOST2,
          kst: line.KST,
          ktr: line.KTR,
          bookingText: line.BUTEXT,
          belegfeld2: line.BELEGFELD2,
          sysStrings: system.strings,
          sysDates: system.dates,
          source: line.SOURCE,
          createdByKuerzel: creator?.createdByKuerzel ?? actor.kuerzel,
          createdByName: creator?.createdByName ?? actor.fullName,
          createdAt: creator?.createdAt ?? at,
        };
      }),
    });
    return repository.find(input.mandantId, input.documentId);
  });
  return bookingView({ documentId: input.documentId, values, stored, newId: randomUUID });
}

/**
 * A proposal for a document: its default lines (amounts per VAT rate) carrying the accounts, tax key,
 * cost centres and text of the creditor's last recorded booking, line by line (the last proposal line
 * serves any further default line).
 */
export async function getBookingProposal(
  ctx: BookingContext,
  input: { mandantId: string; documentId: string; creditor?: string | undefined },
): Promise<DocumentBookingProposal> {
  const values = await documentValuesOrThrow(ctx, ctx.db, input.mandantId, input.documentId);
  const stored = await createBookingRepository({ db: ctx.db }).find(input.mandantId, input.documentId);
  const creditor =
    input.creditor ||
    (stored?.header.creditorNumber ? String(stored.header.creditorNumber) : creditorOfValues(values));
  if (creditor === '') return { creditor, found: false, lines: [] };
  const learned = await ctx.ports.proposals.lastBooking(ctx.db, input.mandantId, Number(creditor));
  if (learned.length === 0) return { creditor, found: false, lines: [] };
  const lines = defaultLines(values).map((line, index) => {
    const proposal = learned[Math.min(index, learned.length - 1)] as (typeof learned)[number];
    return {
      ...unsavedLineView({ ...line, source: 'proposal' }, index + 1, randomUUID()),
      GKONTO: String(proposal.accountNumber),
      SL_BU: proposal.taxCode,
      KOST1: proposal.cost1,
      KOST2: proposal.cost2,
      BUTEXT: proposal.bookingText,
    };
  });
  return { creditor, found: true, lines };
}

/**
 * Records that a document's booking was used (its approval finished, later its export), so the
 * creditor's proposals learn from it. Runs on `db` (pass a transaction to take part in it); a booking
 * without creditor or accounts teaches nothing.
 */
export async function recordBookingUse(
  ctx: BookingContext,
  db: Db,
  mandantId: string,
  documentId: string,
): Promise<void> {
  const stored = await createBookingRepository({ db }).find(mandantId, documentId);
  const creditor = stored?.header.creditorNumber;
  if (!stored || !creditor) return;
  const lines = stored.lines.flatMap((line) =>
    line.accountNumber === null
      ? []
      : [
          {
            accountNumber: line.accountNumber,
            taxCode: line.taxKey,
            cost1: line.kost1,
            cost2: line.kost2,
            bookingText: line.bookingText,
          },
        ],
  );
  if (lines.length > 0) await ctx.ports.proposals.record(db, mandantId, creditor, lines);
}
