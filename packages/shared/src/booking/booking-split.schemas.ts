import { z } from 'zod';
import { costSplitModes } from '../workflow/workflow.enums.js';
import { bookingSchema } from './booking.schemas.js';

/**
 * The split calculations of the capture mask (`/CapIndex/CalcSumRest`, `/CapIndex/CalculateSplitEntry`
 * and their ADATA variants). With `documentId` they work on the document's stored booking record;
 * without it on the `total` and `entries` sent (a calculator for API clients). Amounts in German
 * ("1.234,56") or dotted ("1234.56") notation.
 */

export const splitEntrySchema = z.object({
  konto: z.string().max(20),
  kostenstelle: z.string().max(20).default(''),
  betrag: z.string().max(20),
  prozent: z.string().max(8).optional(),
});

const splitSource = {
  mandantId: z.uuid(),
  /** The document whose booking record is split; its gross (ADATA: net) is the total. */
  documentId: z.uuid().optional(),
  /** Without documentId: the total to split. */
  total: z.string().max(20).optional(),
  /** Without documentId: the entries already made. */
  entries: z.array(splitEntrySchema).max(200).default([]),
};

export const calcSumRestSchema = z.object(splitSource);
export type CalcSumRestInput = z.input<typeof calcSumRestSchema>;

export const sumRestSchema = z.object({ total: z.string(), distributed: z.string(), rest: z.string() });

/** What a new split line books besides its amount (cost allocation: KOST1/KOST2 per mode). */
export const splitLineTemplateSchema = z.object({
  GKONTO: z
    .string()
    .trim()
    .regex(/^\d{0,9}$/)
    .default(''),
  SL_BU: z.string().trim().max(4).default(''),
  MWST_SATZ: z.string().trim().max(8).default('19'),
  KOST1: z.string().max(20).default(''),
  KOST2: z.string().max(20).default(''),
  BUTEXT: z.string().max(60).default(''),
});

export const calculateSplitEntrySchema = z.object({
  ...splitSource,
  /** Cost split mode (spec): a fixed amount, a percentage of the total or of the rest, the whole rest. */
  mode: z.enum(costSplitModes),
  /** The amount (mode amount) or the percentage (percent modes); ignored for RemainingAmount. */
  value: z.string().trim().max(20).default('0'),
  /** The VAT rate of the new entry in percent: the ADATA variant answers its VAT and gross with it. */
  rate: z.string().trim().max(8).default('19'),
  /** With documentId: store the entry as a new line of the booking record with these fields. */
  line: splitLineTemplateSchema.optional(),
});
export type CalculateSplitEntryInput = z.input<typeof calculateSplitEntrySchema>;

export const splitEntryResultSchema = z.object({
  /** The new entry's amount: gross, in the ADATA variant net. */
  betrag: z.string(),
  /** The rest after the entry (ADATA: net). */
  rest: z.string(),
  /** The ADATA variant: VAT and gross of the net amount at `rate`. */
  mwst: z.string().optional(),
  brutto: z.string().optional(),
  /** The booking record after the entry was stored (only when `line` was sent). */
  booking: bookingSchema.optional(),
});
export type SplitEntryResult = z.infer<typeof splitEntryResultSchema>;
