import { z } from 'zod';

/** The accounting systems the booking export writes for (spec 002 accounting system types). */
export const ExportSystem = { DATEV: 'DATEV', ADDISON: 'ADDISON', ADATA: 'ADATA' } as const;
export type ExportSystemValue = (typeof ExportSystem)[keyof typeof ExportSystem];
export const exportSystems = Object.values(ExportSystem) as [ExportSystemValue, ...ExportSystemValue[]];

/** Above this many documents the export dialog asks for confirmation (spec 002: "unusually many"). */
export const EXPORT_CONFIRMATION_THRESHOLD = 500;

/** DATEV's XML-Schnittstelle online takes at most this many documents per package; larger exports are split. */
export const DATEV_PACKAGE_LIMIT = 4999;

/** A rate as DATEV writes it: foreign units per euro, up to 4 integer and 6 decimal places ("1,0856" or "1.0856"). */
export const exchangeRateText = z
  .string()
  .regex(/^[1-9]\d{0,3}([.,]\d{1,6})?$|^0[.,]\d{1,6}$/, { message: 'export.exchange_rate_invalid' });

const exportSelection = {
  mandantId: z.uuid(),
  /** Only documents of this stack; all of the Mandant when left out. */
  stackId: z.uuid().optional(),
  /** Only these documents (of the stack or Mandant). */
  documentIds: z.array(z.uuid()).max(100_000).optional(),
  /** Belegdatum range of the export, both days included. */
  from: z.iso.date(),
  to: z.iso.date(),
  /** Rates for foreign-currency documents, by ISO currency code. */
  exchangeRates: z.record(z.string().regex(/^[A-Z]{3}$/), exchangeRateText).default({}),
};

export const exportCheckRequestSchema = z.object(exportSelection);
export type ExportCheckRequest = z.input<typeof exportCheckRequestSchema>;

export const exportStartRequestSchema = z.object({
  ...exportSelection,
  /** The user confirmed an export of more than EXPORT_CONFIRMATION_THRESHOLD documents. */
  confirmed: z.boolean().default(false),
});
export type ExportStartRequest = z.input<typeof exportStartRequestSchema>;

/** capture's `startexportjob` / `sendjob(export)`: the stack's documents, period optional (default: everything up to today). */
export const stackExportRequestSchema = z.object({
  mandantId: z.uuid(),
  stackId: z.uuid(),
  documentIds: z.array(z.uuid()).max(100_000).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  confirmed: z.boolean().default(false),
  exchangeRates: z.record(z.string().regex(/^[A-Z]{3}$/), exchangeRateText).default({}),
});
export type StackExportRequest = z.input<typeof stackExportRequestSchema>;

export const ExportIssueSeverity = { error: 'error', warning: 'warning' } as const;

/** One problem the pre-export check found, in DATEV's wording where its import has one. */
export const exportIssueSchema = z.object({
  documentId: z.uuid().nullable(),
  /** The stack the document lies in, for the link that opens it in capture. */
  stackId: z.uuid().nullable(),
  documentTitle: z.string(),
  severity: z.enum(['error', 'warning']),
  field: z.string(),
  code: z.string(),
  /** The values the message names (see `exportIssueTexts`). */
  params: z.record(z.string(), z.string()),
  /** In the caller's language; German in DATEV's wording. */
  message: z.string(),
});
export type ExportIssue = z.infer<typeof exportIssueSchema>;

export const exportCheckResultSchema = z.object({
  system: z.enum(exportSystems),
  documents: z.number().int(),
  rows: z.number().int(),
  /** Booking periods (YYYY-MM) the export writes one Buchungsstapel for each. */
  periods: z.array(z.string()),
  issues: z.array(exportIssueSchema),
  /** True when nothing stops the export (warnings only). */
  exportable: z.boolean(),
  needsConfirmation: z.boolean(),
  confirmationThreshold: z.number().int(),
  /** A stack export waits while automatic capture jobs run on the stack (spec 002). */
  autoJobsRunning: z.boolean(),
});
export type ExportCheckResult = z.infer<typeof exportCheckResultSchema>;

export const exportFileSchema = z.object({
  fileName: z.string(),
  sha256: z.string(),
  size: z.number().int(),
  contentType: z.number().int(),
});
export type ExportFile = z.infer<typeof exportFileSchema>;

export const ExportRunState = {
  running: 'running',
  done: 'done',
  failed: 'failed',
} as const;

export const exportRunSchema = z.object({
  id: z.uuid(),
  system: z.enum(exportSystems),
  from: z.string(),
  to: z.string(),
  state: z.enum(['running', 'done', 'failed']),
  documents: z.number().int(),
  rows: z.number().int(),
  files: z.array(exportFileSchema),
  jobId: z.uuid().nullable(),
  error: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ExportRun = z.infer<typeof exportRunSchema>;

export const exportStartResultSchema = z.object({ jobId: z.uuid(), runId: z.uuid(), documents: z.number() });
export type ExportStartResult = z.infer<typeof exportStartResultSchema>;

export const exportStateQuerySchema = z.object({
  mandantId: z.uuid(),
  documentIds: z.array(z.uuid()).max(1000).optional(),
});

/** Export state of documents: when and in which run each was exported. */
export const documentExportStateSchema = z.object({
  documentId: z.uuid(),
  exported: z.boolean(),
  runId: z.uuid().nullable(),
  exportedAt: z.string().nullable(),
});

/** A reset of the export flag as the Verwaltung lists it (each is also in the audit trail). */
export const exportResetEntrySchema = z.object({
  runId: z.uuid().nullable(),
  documents: z.number().int(),
  reason: z.string(),
  resetByName: z.string(),
  resetAt: z.string(),
});
export type ExportResetEntry = z.infer<typeof exportResetEntrySchema>;

export const exportStateSchema = z.object({
  runs: z.array(exportRunSchema),
  documents: z.array(documentExportStateSchema),
  /** The latest resets, newest first. */
  resets: z.array(exportResetEntrySchema),
});
export type ExportState = z.infer<typeof exportStateSchema>;

export const exportResetRequestSchema = z
  .object({
    mandantId: z.uuid(),
    /** The documents to take back; or `runId` for every document an export run still holds. */
    documentIds: z.array(z.uuid()).min(1).max(10_000).optional(),
    runId: z.uuid().optional(),
    reason: z
      .string()
      .trim()
      .min(3, { message: 'export.reset_reason_required' })
      .max(999, { message: 'export.reset_reason_too_long' }),
  })
  .refine((request) => Boolean(request.documentIds) !== Boolean(request.runId), {
    message: 'export.reset_selection_required',
    path: ['documentIds'],
  });
export type ExportResetRequest = z.input<typeof exportResetRequestSchema>;

export const exportPeriodCheckSchema = z.object({
  mandantId: z.uuid(),
  from: z.iso.date(),
  to: z.iso.date(),
});

export const exportPeriodCheckResultSchema = z.object({
  ok: z.boolean(),
  codes: z.array(z.string()),
  periods: z.array(z.string()),
});

export const exportOptionsSchema = z.object({
  system: z.enum(exportSystems),
  /** The accounting settings the export header is written from; `problems` lists what is missing. */
  adviserNumber: z.string(),
  clientNumber: z.string(),
  fiscalYearStartMonth: z.number().int(),
  accountLength: z.number().int(),
  lockBookings: z.boolean(),
  costSystems: z.string(),
  transferDocumentImages: z.boolean(),
  confirmationThreshold: z.number().int(),
  problems: z.array(z.string()),
});
export type ExportOptions = z.infer<typeof exportOptionsSchema>;

export const datevChecksResultSchema = z.object({
  ok: z.boolean(),
  issues: z.array(exportIssueSchema),
});

/** `/externfibu/import`: an EXTF file read back (a Buchungsstapel or DebKred the accounting system gave out). */
export const extfImportResultSchema = z.object({
  category: z.number().int(),
  formatName: z.string(),
  formatVersion: z.number().int(),
  rows: z.number().int(),
  problems: z.array(z.string()),
});
