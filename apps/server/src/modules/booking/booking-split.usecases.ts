import {
  centsToDecimal,
  issue,
  parseAmountToCents,
  saveBookingSchema,
  type Booking,
  type calcSumRestSchema,
  type calculateSplitEntrySchema,
  type SplitEntryResult,
} from '@belegfluss/shared';
import type { z } from 'zod';
import { assertValid } from '../../kernel/validation.js';
import { bookingError } from './booking.errors.js';
import { defaultLines, documentGrossCents } from './booking.models.js';
import { createBookingRepository } from './booking.repository.js';
import { getBooking, saveBooking, type BookingActor, type BookingContext } from './booking.usecases.js';
import { fromGross, fromNet, parseVatRate, splitEntryCents } from './booking-split.models.js';

/**
 * The capture mask's split calculations. `gross` splits the document's gross amount (the standard
 * calls); `net` is the ADATA variant: ADATA books net amounts with their tax key, so its split works
 * on the document's net amount and the entries' net amounts.
 */
export type SplitBasis = 'gross' | 'net';
type SumRestInput = z.output<typeof calcSumRestSchema>;
type SplitEntryInput = z.output<typeof calculateSplitEntrySchema>;

/** Total and what is distributed, in cents: from the stored booking record, or from the sent entries. */
async function totals(ctx: BookingContext, input: SumRestInput, basis: SplitBasis) {
  if (input.documentId) {
    const values = await ctx.ports.documents.values(ctx.db, input.mandantId, input.documentId);
    if (!values) throw bookingError.documentNotFound({ documentId: input.documentId });
    const stored = await createBookingRepository({ db: ctx.db }).find(input.mandantId, input.documentId);
    // Until a booking is stored nothing is distributed: the default lines are only offered.
    const lines = stored?.lines ?? [];
    return basis === 'gross'
      ? {
          total: documentGrossCents(values),
          distributed: lines.reduce((sum, line) => sum + line.grossCents, 0),
        }
      : {
          total: defaultLines(values).reduce((sum, line) => sum + line.netCents, 0),
          distributed: lines.reduce((sum, line) => sum + line.netCents, 0),
        };
  }
  const total = input.total === undefined ? null : parseAmountToCents(input.total);
  const issues = [
    ...(input.total === undefined ? [issue('total', 'booking.split_total_missing')] : []),
    ...(input.total !== undefined && total === null ? [issue('total', 'booking.invalid_amount')] : []),
    ...input.entries.flatMap((entry, index) =>
      parseAmountToCents(entry.betrag) === null
        ? [issue(`entries.${index}.betrag`, 'booking.invalid_amount')]
        : [],
    ),
  ];
  assertValid(issues);
  return {
    total: total as number,
    distributed: input.entries.reduce((sum, entry) => sum + (parseAmountToCents(entry.betrag) ?? 0), 0),
  };
}

/** CalcSumRest: the total, what the entries (or the stored lines) distribute, and what is left. */
export async function calcSumRest(ctx: BookingContext, input: SumRestInput, basis: SplitBasis) {
  const { total, distributed } = await totals(ctx, input, basis);
  return {
    total: centsToDecimal(total),
    distributed: centsToDecimal(distributed),
    rest: centsToDecimal(total - distributed),
  };
}

/** The stored booking as SaveBooking input with one more line, so the whole record is checked again. */
function withNewLine(
  booking: Booking,
  input: SplitEntryInput,
  line: NonNullable<SplitEntryInput['line']>,
  amounts: { netCents: number; vatCents: number; grossCents: number },
  rate: string,
) {
  const kept = booking.saved ? booking.lines : [];
  return saveBookingSchema.parse({
    mandantId: input.mandantId,
    documentId: input.documentId,
    creditor: booking.creditor,
    serviceDate: booking.serviceDate,
    dueDate: booking.dueDate,
    skonto: booking.skonto,
    lines: [
      ...kept.map((stored) => ({
        ID: stored.ID,
        UKNR: stored.UKNR,
        GKONTO: stored.GKONTO,
        SL_BU: stored.SL_BU,
        MWST_SATZ: stored.MWST_SATZ,
        NETTO: stored.NETTO,
        MWST: stored.MWST,
        BRUTTO: stored.BRUTTO,
        KOST1: stored.KOST1,
        KOST2: stored.KOST2,
        KST: stored.KST,
        KTR: stored.KTR,
        BUTEXT: stored.BUTEXT,
        BELEGFELD2: stored.BELEGFELD2,
        SYS_STRING: stored.SYS_STRING,
        SYS_DATUM: stored.SYS_DATUM,
        SOURCE: stored.SOURCE,
      })),
      {
        GKONTO: line.GKONTO,
        SL_BU: line.SL_BU,
        MWST_SATZ: rate,
        NETTO: centsToDecimal(amounts.netCents),
        MWST: centsToDecimal(amounts.vatCents),
        BRUTTO: centsToDecimal(amounts.grossCents),
        KOST1: line.KOST1,
        KOST2: line.KOST2,
        BUTEXT: line.BUTEXT,
        SOURCE: 'user',
      },
    ],
  });
}

/**
 * CalculateSplitEntry: the amount of a new entry by cost split mode and the rest after it. With
 * `line` (and a document) the entry is stored as a new line of the booking record, checked and
 * written as SaveBooking writes (nothing is stored when any check fails).
 */
export async function calculateSplitEntry(
  ctx: BookingContext,
  actor: BookingActor,
  input: SplitEntryInput,
  basis: SplitBasis,
): Promise<SplitEntryResult> {
  if (input.line && !input.documentId) assertValid([issue('documentId', 'booking.split_needs_document')]);
  const rate = parseVatRate(input.rate);
  if (rate === null) assertValid([issue('rate', 'booking.invalid_vat_rate')]);
  const { total, distributed } = await totals(ctx, input, basis);
  const rest = total - distributed;
  const entry = splitEntryCents(input.mode, input.value, total, rest);
  if (!entry.ok) assertValid([issue(input.mode === 'notSet' ? 'mode' : 'value', entry.code)]);
  const cents = (entry as { cents: number }).cents;
  const amounts = basis === 'gross' ? fromGross(cents, rate as number) : fromNet(cents, rate as number);
  const result: SplitEntryResult = {
    betrag: centsToDecimal(cents),
    rest: centsToDecimal(rest - cents),
    ...(basis === 'net'
      ? { mwst: centsToDecimal(amounts.vatCents), brutto: centsToDecimal(amounts.grossCents) }
      : {}),
  };
  if (!input.line || !input.documentId) return result;
  const current = await getBooking(ctx, input.mandantId, input.documentId);
  const rateText = centsToDecimal(rate as number);
  const booking = await saveBooking(ctx, actor, withNewLine(current, input, input.line, amounts, rateText));
  return { ...result, booking };
}
