import { z } from 'zod';
import { bookingLineSources } from './booking.enums.js';

/**
 * The booking record (Kontierung) of a captured document: header (creditor, dates, Skonto) and lines
 * with the split-line fields of spec 001. Amounts travel as decimal strings with a dot ("1234.56"),
 * dates as ISO dates; the server keeps integer cents.
 */

/** Account numbers as DATEV writes them: digits only, at most nine; empty for "not yet chosen". */
const accountNumberText = z
  .string()
  .trim()
  .regex(/^\d{0,9}$/);
const text = (max: number) => z.string().max(max).default('');
/** Amount input: checked by the server rule by rule (decimals, sign, balance) so each gets its own message. */
const amountInput = z.string().trim().max(20);
/** The spec's "not set" date of SYS_DATUM_01..05 (1 Jan 1900). */
export const BOOKING_UNSET_DATE = '1900-01-01';

export const bookingLineSchema = z.object({
  ID: z.uuid(),
  POS: z.number().int(),
  SPLITNR: z.number().int(),
  UKNR: z.number().int(),
  /** Sachkonto/Gegenkonto. */
  GKONTO: z.string(),
  /** BU-Schlüssel (tax key). */
  SL_BU: z.string(),
  /** VAT rate in percent ("19.00"). */
  MWST_SATZ: z.string(),
  NETTO: z.string(),
  MWST: z.string(),
  BRUTTO: z.string(),
  KOST1: z.string(),
  KOST2: z.string(),
  KST: z.string(),
  KTR: z.string(),
  BUTEXT: z.string(),
  BELEGFELD2: z.string(),
  SYS_STRING: z.array(z.string()).length(10),
  SYS_DATUM: z.array(z.string()).length(5),
  KUERZEL: z.string(),
  FULLNAME: z.string(),
  ERSTELLT: z.string(),
  SOURCE: z.enum(bookingLineSources),
  /** A split added in a workflow: only its creator (KUERZEL) changes or deletes it (spec 001). */
  SPLIT: z.boolean(),
});
export type BookingLine = z.infer<typeof bookingLineSchema>;

export const saveBookingLineSchema = z.object({
  /** The line's id from a previous read: keeps who created it and when. */
  ID: z.uuid().optional(),
  UKNR: z.number().int().min(-1).default(-1),
  GKONTO: accountNumberText.default(''),
  SL_BU: z.string().trim().max(4).default(''),
  MWST_SATZ: z.string().trim().max(8).default('0'),
  NETTO: amountInput,
  MWST: amountInput,
  BRUTTO: amountInput,
  KOST1: text(20),
  KOST2: text(20),
  KST: text(20),
  KTR: text(20),
  BUTEXT: text(60),
  BELEGFELD2: text(36),
  SYS_STRING: z.array(z.string().max(255)).max(10).default([]),
  SYS_DATUM: z
    .array(z.union([z.iso.date(), z.literal('')]))
    .max(5)
    .default([]),
  SOURCE: z.enum(bookingLineSources).default('user'),
});
export type SaveBookingLineInput = z.input<typeof saveBookingLineSchema>;

const skontoSchema = z.object({
  /** Percent ("2.00"), empty when none. */
  rate: z.string(),
  days: z.number().int().nullable(),
  amount: z.string(),
});

export const saveBookingSchema = z.object({
  mandantId: z.uuid(),
  documentId: z.uuid(),
  /** Kreditor: the personal account number; empty when not yet chosen. */
  creditor: accountNumberText.default(''),
  serviceDate: z.iso.date().nullable().default(null),
  dueDate: z.iso.date().nullable().default(null),
  skonto: z
    .object({
      rate: z.string().trim().max(8).default(''),
      days: z.number().int().min(0).max(365).nullable().default(null),
      amount: amountInput.default(''),
    })
    .default({ rate: '', days: null, amount: '' }),
  lines: z.array(saveBookingLineSchema).max(500),
});
export type SaveBookingInput = z.input<typeof saveBookingSchema>;

/** SaveBooking in a workflow: the document and Mandant come from the workflow instance. */
export const workflowSaveBookingSchema = saveBookingSchema.omit({ mandantId: true, documentId: true });
export type WorkflowSaveBookingInput = z.input<typeof workflowSaveBookingSchema>;

export const bookingSchema = z.object({
  documentId: z.uuid(),
  /** False while nothing is stored: the lines are then the defaults from the document's values. */
  saved: z.boolean(),
  creditor: z.string(),
  serviceDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  skonto: skontoSchema,
  /** The document is a credit note (Gutschrift): negative amounts allowed. */
  creditNote: z.boolean(),
  /** The document's gross amount the lines must add up to. */
  documentGross: z.string(),
  lines: z.array(bookingLineSchema),
  /** Document gross − sum of line gross. */
  rest: z.string(),
  /** Rest 0 and every line has an account. */
  complete: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** Hints of a stored save (setting accountNumberCheck in mode WARNEN), each on its field. */
  warnings: z.array(z.object({ path: z.string(), issue: z.string(), message: z.string() })),
});
export type Booking = z.infer<typeof bookingSchema>;

export const documentBookingProposalQuerySchema = z.object({
  mandantId: z.uuid(),
  documentId: z.uuid(),
  /** The creditor to propose for; the document's booking or its Kreditor value when left out. */
  creditor: accountNumberText.optional(),
});

export const documentBookingProposalSchema = z.object({
  creditor: z.string(),
  /** Whether the creditor has an earlier booking to learn from. */
  found: z.boolean(),
  /** The document's default lines with the accounts, tax key, cost centres and text of the last booking. */
  lines: z.array(bookingLineSchema),
});
export type DocumentBookingProposal = z.infer<typeof documentBookingProposalSchema>;
