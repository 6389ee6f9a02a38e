import { randomUUID } from 'node:crypto';
import type { Booking, DocumentBookingProposal } from '@belegfluss/shared';
import type { Clock } from '../../kernel/clock.js';
import type { Db } from '../../kernel/database.js';
import { errorMessage, issue, type Language } from '@belegfluss/shared';
import { assertValid } from '../../kernel/validation.js';
import { foreignSplitChanges } from './booking-splits.models.js';
import {
  checkBooking,
  readAccountNumberCheck,
  type CheckedBooking,
  type SaveBooking,
} from './booking-validation.js';
import { headerRow, lineRow } from './booking-rows.js';
import { bookingError } from './booking.errors.js';
import { createSettingsService } from '../settings/index.js';
import { findDocumentCreditor } from './booking-creditor.usecases.js';
import { einvoiceLines, type EInvoiceLine } from './booking-einvoice.models.js';
import { defaultLines, documentGrossCents, isCreditNote, restCents } from './booking.models.js';
import type { BookingPorts, LearnedBooking } from './booking.ports.js';
import { createBookingRepository, type BookingLineRow } from './booking.repository.js';
import { bookingView, unsavedLineView } from './booking.views.js';
import { appendAuditEvent } from '../audit/index.js';
import { bookingAuditEvent } from './booking.audit.js';

export type BookingContext = { db: Db; clock: Clock; ports: BookingPorts };
export type BookingActor = {
  userId: string;
  kuerzel: string;
  fullName: string;
  /** Where the booking is edited: new lines entered in a workflow are splits only their creator changes. */
  origin?: 'capture' | 'workflow';
  /** The language of warnings in the answer (German unless the request asks otherwise). */
  language?: Language;
};

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
  const matched = stored ? null : await findDocumentCreditor(ctx, mandantId, values, null);
  return bookingView({
    documentId,
    values,
    stored,
    newId: randomUUID,
    matchedCreditor: matched ? String(matched.creditor.number) : undefined,
    einvoiceLines: stored ? undefined : await einvoiceDefaults(ctx, mandantId, documentId, values),
  });
}

/** The lines an unsaved booking of an e-invoice starts from, as the setting `zugferdBookingInfo` says. */
async function einvoiceDefaults(
  ctx: BookingContext,
  mandantId: string,
  documentId: string,
  values: Partial<Record<string, string>>,
): Promise<EInvoiceLine[]> {
  const info = await ctx.ports.parties.einvoiceBooking(ctx.db, mandantId, documentId);
  if (!info) return [];
  const setting = await createSettingsService({ db: ctx.db }).get('zugferdBookingInfo', { mandantId });
  return einvoiceLines(info, setting, values.Kennung ?? '');
}

/** Refuses a save that changes or drops a workflow split another user created (spec 001). */
function assertForeignSplitsKept(
  stored: BookingLineRow[],
  input: SaveBooking,
  checked: CheckedBooking,
  userId: string,
) {
  const { changed, deleted } = foreignSplitChanges(
    stored,
    input.lines.map((line, index) => {
      const { amounts, accountNumber } = checked.lines[index] as CheckedBooking['lines'][number];
      return {
        id: line.ID,
        content: {
          accountNumber,
          taxKey: line.SL_BU,
          ...amounts,
          kost1: line.KOST1,
          kost2: line.KOST2,
          kst: line.KST,
          ktr: line.KTR,
          bookingText: line.BUTEXT,
        },
      };
    }),
    userId,
  );
  assertValid([
    ...changed.map((index) => issue(`lines.${index}`, 'booking.split_not_creator')),
    ...(deleted.length > 0 ? [issue('lines', 'booking.split_not_creator')] : []),
  ]);
}

/**
 * What a save needs before its checks, read at once (in parallel on PostgreSQL): the document's values,
 * refusing a missing, archived or exported document in that order, and the setting `accountNumberCheck`.
 */
async function saveablePrerequisites(ctx: BookingContext, input: SaveBooking) {
  const [values, archived, exported, numberCheck] = await Promise.all([
    ctx.ports.documents.values(ctx.db, input.mandantId, input.documentId),
    ctx.ports.documents.archived(ctx.db, input.mandantId, input.documentId),
    ctx.ports.exportLock?.isExported(ctx.db, input.mandantId, input.documentId),
    readAccountNumberCheck(ctx.db, input.mandantId),
  ]);
  if (!values) throw bookingError.documentNotFound({ documentId: input.documentId });
  if (archived) throw bookingError.documentArchived({ documentId: input.documentId });
  if (exported) throw bookingError.exported({ documentId: input.documentId });
  return { values, numberCheck };
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
  const { values, numberCheck } = await saveablePrerequisites(ctx, input);
  const checked = await checkBooking(ctx.db, ctx.ports, input, isCreditNote(values), numberCheck);
  const at = ctx.clock.now().toISOString();
  const stored = await ctx.db.transaction(async (tx) => {
    const saved = await createBookingRepository({ db: tx }).save({
      mandantId: input.mandantId,
      documentId: input.documentId,
      at,
      updatedBy: { userId: actor.userId, name: actor.fullName },
      header: headerRow(input, checked),
      lines: (previous) => {
        assertForeignSplitsKept(previous, input, checked, actor.userId);
        const creators = new Map<string, BookingLineRow>(previous.map((line) => [line.id, line]));
        return input.lines.map((line, index) => {
          const creator = line.ID ? creators.get(line.ID) : undefined;
          return {
            ...lineRow(input, checked, index),
            createdIn: creator?.createdIn ?? actor.origin ?? 'capture',
            createdBy: creator ? creator.createdBy : actor.userId,
            createdByKuerzel: creator?.createdByKuerzel ?? actor.kuerzel,
            createdByName: creator?.createdByName ?? actor.fullName,
            createdAt: creator?.createdAt ?? at,
          };
        });
      },
    });
    const restOpen =
      restCents(
        documentGrossCents(values),
        saved.lines.map((line) => line.grossCents),
      ) !== 0;
    await ctx.ports.documents.bookingChanged(tx, input.mandantId, input.documentId, restOpen);
    await appendAuditEvent(tx, bookingAuditEvent(actor, input, checked.creditorNumber), ctx.clock.now());
    return saved;
  });
  const view = bookingView({ documentId: input.documentId, values, stored, newId: randomUUID });
  const language = actor.language ?? 'de';
  return {
    ...view,
    warnings: checked.warnings.map((warning) => ({
      path: `body.${warning.path}`,
      issue: warning.code,
      message: errorMessage(warning.code, language),
    })),
  };
}

/**
 * What a proposal line takes from the learned booking, as the Mandant's setting `takeoverOptions`
 * says: the Gegenkonto (contraAccount), the tax key, the cost centres, the booking text.
 */
function takenOver(
  learned: LearnedBooking,
  takeover: { contraAccount: boolean; taxCode: boolean; costCentres: boolean; bookingText: boolean },
) {
  return {
    GKONTO: takeover.contraAccount ? String(learned.accountNumber) : '',
    SL_BU: takeover.taxCode ? learned.taxCode : '',
    KOST1: takeover.costCentres ? learned.cost1 : '',
    KOST2: takeover.costCentres ? learned.cost2 : '',
    BUTEXT: takeover.bookingText ? learned.bookingText : '',
  };
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
  const storedHeader = input.creditor
    ? null
    : await createBookingRepository({ db: ctx.db }).findHeader(input.mandantId, input.documentId);
  const matched = input.creditor
    ? null
    : await findDocumentCreditor(ctx, input.mandantId, values, storedHeader?.creditorNumber ?? null);
  const creditor = input.creditor || (matched ? String(matched.creditor.number) : '');
  if (creditor === '') return { creditor, found: false, lines: [] };
  const learned = await ctx.ports.proposals.lastBooking(ctx.db, input.mandantId, Number(creditor));
  if (learned.length === 0) return { creditor, found: false, lines: [] };
  const takeover = await createSettingsService({ db: ctx.db }).get('takeoverOptions', {
    mandantId: input.mandantId,
  });
  const lines = defaultLines(values).map((line, index) => {
    const proposal = learned[Math.min(index, learned.length - 1)] as (typeof learned)[number];
    return {
      ...unsavedLineView({ ...line, source: 'proposal' }, index + 1, randomUUID()),
      ...takenOver(proposal, takeover),
    };
  });
  return { creditor: takeover.account ? creditor : '', found: true, lines };
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

/**
 * Whether a document's stored booking leaves a rest (its lines do not add up to the document's gross
 * amount): such a document is not green. A document without a stored booking has none.
 */
export async function bookingRestOpen(
  ctx: BookingContext,
  db: Db,
  mandantId: string,
  documentId: string,
): Promise<boolean> {
  const stored = await createBookingRepository({ db }).find(mandantId, documentId);
  if (!stored) return false;
  const values = (await ctx.ports.documents.values(db, mandantId, documentId)) ?? {};
  return (
    restCents(
      documentGrossCents(values),
      stored.lines.map((line) => line.grossCents),
    ) !== 0
  );
}
