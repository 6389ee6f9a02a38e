import { z } from 'zod';

/** GET of a per-Mandant setting names the Mandant; user and global settings need nothing. */
export const settingGetQuerySchema = z.object({ mandantId: z.uuid().optional() });

export function settingSetBodySchema<S extends z.ZodType>(value: S) {
  return z.object({ mandantId: z.uuid().optional(), value });
}

/** Required and active fields for the capture mask, as the capture module reads them. */
export const captureFieldSettingsSchema = z.object({
  required: z.array(z.string()),
  active: z.array(z.string()),
  tabOrder: z.array(z.string()),
});
export type CaptureFieldSettings = z.infer<typeof captureFieldSettingsSchema>;

// ── SMTP and e-mail ──

export const smtpSecurity = ['NONE', 'STARTTLS', 'TLS'] as const;

export const smtpSettingsSchema = z.object({
  host: z.string().max(255),
  port: z.number().int().min(1).max(65535),
  security: z.enum(smtpSecurity),
  user: z.string().max(255),
  fromAddress: z.string().max(255),
  fromName: z.string().max(255),
  /** These settings are the standard for sending; without a standard, sending is refused. */
  isStandard: z.boolean(),
  hasPassword: z.boolean(),
});
export type SmtpSettings = z.infer<typeof smtpSettingsSchema>;

export const smtpUpdateSchema = smtpSettingsSchema.omit({ hasPassword: true }).extend({
  /** A new password; omitted keeps the stored one, an empty string removes it. */
  password: z.string().max(255).optional(),
});
export type SmtpUpdate = z.infer<typeof smtpUpdateSchema>;

/** Fields of the e-mail dialog; the PDF travels as the multipart file. */
export const sendMailFieldsSchema = z.object({
  mandantId: z.uuid(),
  to: z.string().max(1000),
  subject: z.string().max(255),
  message: z.string().max(20_000),
  pdfFileName: z.string().max(255),
});
export type SendMailFields = z.infer<typeof sendMailFieldsSchema>;
export const sendMailResultSchema = z.object({ messageId: z.string(), accepted: z.array(z.string()) });

// ── Wiedervorlagen (resubmission dates per document) ──

export const resubmissionSchema = z.object({
  id: z.uuid(),
  mandantId: z.uuid(),
  documentId: z.string(),
  userId: z.uuid().nullable(),
  dueDate: z.string(),
  note: z.string(),
  done: z.boolean(),
  createdBy: z.uuid().nullable(),
  updatedAt: z.string(),
});
export type Resubmission = z.infer<typeof resubmissionSchema>;
export const resubmissionQuerySchema = z.object({
  mandantId: z.uuid(),
  documentId: z.string().min(1).max(100),
});
/** The longest note of a resubmission (spec 002, section 9: annotation 999 characters). */
export const RESUBMISSION_NOTE_MAX = 999;
export const resubmissionInputSchema = z.object({
  id: z.uuid().optional(),
  dueDate: z.string().max(20),
  note: z.string().max(RESUBMISSION_NOTE_MAX, { message: 'settings.note_too_long' }).default(''),
  userId: z.uuid().nullable().default(null),
  done: z.boolean().default(false),
});
export const resubmissionSaveSchema = z.object({
  mandantId: z.uuid(),
  documentId: z.string().min(1).max(100),
  entries: z.array(resubmissionInputSchema).max(50),
});
export const resubmissionDueQuerySchema = z.object({
  mandantId: z.uuid(),
  until: z.string().max(20).optional(),
  /** 'true': only the caller's entries (assigned to them, or their own unassigned ones). */
  mine: z.enum(['true', 'false']).default('false'),
});

// ── ADATA calculators (exact decimals; amounts and rates as text) ──

export const grossQuerySchema = z.object({ net: z.string().max(30), rate: z.string().max(10) });
export const grossResultSchema = z.object({ net: z.string(), vat: z.string(), gross: z.string() });
export const vatQuerySchema = z.object({ gross: z.string().max(30), rate: z.string().max(10) });
export const cashDiscountQuerySchema = z.object({ amount: z.string().max(30), rate: z.string().max(10) });
export const cashDiscountResultSchema = z.object({
  amount: z.string(),
  discount: z.string(),
  payable: z.string(),
});
export const dueDateQuerySchema = z.object({
  date: z.string().max(20),
  days: z.string().max(10),
  discountDays: z.string().max(10).optional(),
});
export const dueDateResultSchema = z.object({ dueDate: z.string(), discountDate: z.string().nullable() });
export type GrossResult = z.infer<typeof grossResultSchema>;
export type CashDiscountResult = z.infer<typeof cashDiscountResultSchema>;
export type DueDateResult = z.infer<typeof dueDateResultSchema>;
export const accountChangesQuerySchema = z.object({ mandantId: z.uuid(), since: z.string().max(40) });
export const accountChangeSchema = z.object({
  kind: z.string(),
  number: z.number().int(),
  name: z.string(),
  updatedAt: z.string(),
});

// ── /system lists ──

export const vatRateSchema = z.object({
  rate: z.string(),
  label: z.string(),
  inputTaxCode: z.string(),
  outputTaxCode: z.string(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
});
export type VatRate = z.infer<typeof vatRateSchema>;

export const adataBetriebSchema = z.object({
  mandantId: z.uuid(),
  mandnr: z.number().int(),
  betriebnr: z.number().int(),
  name: z.string(),
});
