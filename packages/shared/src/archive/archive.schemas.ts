import { z } from 'zod';
import {
  archiveDocumentTypes,
  archiveFieldNames,
  archiveStatuses,
  retentionClasses,
  SEARCH_DEFAULT_MAX_COUNT,
  SEARCH_MAX_COUNT_LIMIT,
  searchStates,
} from './archive.enums.js';

const isoDate = z.iso.date();

/** One line of a search mask: a field and a value, or a range (from/to) for dates, amounts and numbers. */
export const searchEntrySchema = z.object({
  field: z.enum(archiveFieldNames),
  value: z.string().trim().max(200).optional(),
  from: z.string().trim().max(40).optional(),
  to: z.string().trim().max(40).optional(),
});
export type SearchEntry = z.infer<typeof searchEntrySchema>;

export const archiveSearchSchema = z.object({
  /** Mandanten to search; empty: every Mandant the caller may read in the archive. */
  mandantIds: z.array(z.uuid()).max(500).default([]),
  entries: z.array(searchEntrySchema).max(40).default([]),
  fulltext: z.string().trim().max(500).default(''),
  showRevision: z.boolean().default(false),
  maxCount: z.number().int().min(1).max(SEARCH_MAX_COUNT_LIMIT).default(SEARCH_DEFAULT_MAX_COUNT),
  pageSize: z.number().int().min(1).max(500).default(100),
  sort: z.enum(['documentDate', 'archivedAt', 'amount']).default('documentDate'),
});
export type ArchiveSearch = z.infer<typeof archiveSearchSchema>;

export const archiveRowSchema = z.object({
  id: z.uuid(),
  sourceDocumentId: z.uuid(),
  mandantId: z.uuid(),
  mandantName: z.string(),
  revision: z.number().int(),
  title: z.string(),
  documentType: z.enum(archiveDocumentTypes),
  documentDate: z.string().nullable(),
  grossAmount: z.string().nullable(),
  creditor: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  archivedAt: z.string(),
  archivedBy: z.string().nullable(),
  status: z.enum(archiveStatuses),
  /** The values of every index and booking field, for the mask's result columns. */
  values: z.record(z.string(), z.string()),
});
export type ArchiveRow = z.infer<typeof archiveRowSchema>;

export const searchRunSchema = z.object({
  runId: z.uuid(),
  state: z.enum(searchStates),
  hits: z.number().int(),
  maxCount: z.number().int(),
  /** More documents match than `maxCount`: the user should narrow the search. */
  limited: z.boolean(),
  errorCode: z.string().nullable(),
  /** Codes of warnings (e.g. `archive.search_warning_ambiguous`), shown beside the results. */
  warnings: z.array(z.string()),
});
export type SearchRun = z.infer<typeof searchRunSchema>;

export const searchStartedSchema = searchRunSchema.extend({ rows: z.array(archiveRowSchema) });
export const searchRowsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(SEARCH_MAX_COUNT_LIMIT).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const runIdParamsSchema = z.object({ runId: z.uuid() });

export const archiveDocumentQuerySchema = z.object({ documentId: z.uuid() });
export const archivePageQuerySchema = z.object({
  documentId: z.uuid(),
  pageNo: z.coerce.number().int().min(1).max(100_000),
  dpi: z.coerce.number().int().min(24).max(300).default(110),
});

export const archiveHistoryEntrySchema = z.object({
  at: z.string(),
  actor: z.string().nullable(),
  source: z.enum(['capture', 'workflow', 'audit', 'archive']),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type ArchiveHistoryEntry = z.infer<typeof archiveHistoryEntrySchema>;

export const archiveBookingLineSchema = z.object({
  account: z.string().nullable(),
  costCentre1: z.string().nullable(),
  costCentre2: z.string().nullable(),
  taxKey: z.string().nullable(),
  net: z.string().nullable(),
  vat: z.string().nullable(),
  gross: z.string().nullable(),
  text: z.string().nullable(),
});
export const archiveBookingSchema = z.object({
  creditor: z.string().nullable(),
  serviceDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  lines: z.array(archiveBookingLineSchema),
});
export type ArchiveBooking = z.infer<typeof archiveBookingSchema>;

export const archiveEInvoiceSchema = z.object({
  syntax: z.string().nullable(),
  profile: z.string().nullable(),
  state: z.string().nullable(),
  valid: z.boolean().nullable(),
  messages: z.array(z.object({ severity: z.string(), rule: z.string(), text: z.string() })),
});
export type ArchiveEInvoice = z.infer<typeof archiveEInvoiceSchema>;

export const archiveRetentionSchema = z.object({
  retentionClass: z.enum(retentionClasses),
  retentionUntil: z.string().nullable(),
  legalHold: z.boolean(),
  legalHoldReason: z.string().nullable(),
  mandantHold: z.boolean(),
  deletable: z.boolean(),
});

export const archiveDocumentSchema = archiveRowSchema.extend({
  previousId: z.uuid().nullable(),
  supersededBy: z.uuid().nullable(),
  correctionReason: z.string().nullable(),
  documentKind: z.string(),
  pageCount: z.number().int(),
  pdfFormat: z.enum(['pdfa-2b', 'pdf', 'none']),
  contentHash: z.string(),
  indexValues: z.array(z.object({ field: z.string(), value: z.string() })),
  booking: archiveBookingSchema.nullable(),
  history: z.array(archiveHistoryEntrySchema),
  einvoice: archiveEInvoiceSchema.nullable(),
  revisions: z.array(
    z.object({
      id: z.uuid(),
      revision: z.number().int(),
      archivedAt: z.string(),
      correctionReason: z.string().nullable(),
    }),
  ),
  retention: archiveRetentionSchema,
  canDownloadOriginal: z.boolean(),
  originalContentType: z.string(),
});
export type ArchiveDocument = z.infer<typeof archiveDocumentSchema>;

export const archivePageTextSchema = z.object({ pageNo: z.number().int(), text: z.string() });
export const integrityResultSchema = z.object({
  ok: z.boolean(),
  contentHash: z.string(),
  computedHash: z.string(),
});

export const createRevisionSchema = z.object({
  documentId: z.uuid(),
  reason: z.string().trim().min(1).max(999),
  values: z.array(z.object({ field: z.string().min(1).max(60), value: z.string().max(500) })).max(60),
});

// Search masks --------------------------------------------------------------------------------------

export const searchMaskInputSchema = z.object({
  id: z.uuid().optional(),
  name: z.string().trim().min(1).max(120),
  entries: z.array(searchEntrySchema).max(40),
  resultFields: z.array(z.enum(archiveFieldNames)).min(1).max(40),
  showRevision: z.boolean().default(false),
  showSystemFields: z.boolean().default(false),
});
export const searchMaskSchema = searchMaskInputSchema.extend({
  id: z.uuid(),
  ownerId: z.uuid(),
  ownerName: z.string(),
  published: z.boolean(),
  own: z.boolean(),
  updatedAt: z.string(),
});
export type SearchMask = z.infer<typeof searchMaskSchema>;
export const maskIdSchema = z.object({ id: z.uuid() });
export const copyMaskSchema = z.object({ id: z.uuid(), name: z.string().trim().min(1).max(120) });
export const publishMaskSchema = z.object({ id: z.uuid(), published: z.boolean() });

export const archiveFieldSchema = z.object({
  name: z.enum(archiveFieldNames),
  kind: z.enum(['text', 'date', 'amount', 'number', 'enum']),
  system: z.boolean(),
  options: z.array(z.string()).optional(),
});

// History search (Protokollsuche) --------------------------------------------------------------------

export const historySearchSchema = z.object({
  mandantId: z.uuid(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  action: z.string().trim().max(120).optional(),
  entityId: z.string().trim().max(120).optional(),
  limit: z.number().int().min(1).max(1000).default(200),
});
export const historyRowSchema = z.object({
  seq: z.number().int(),
  at: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  data: z.record(z.string(), z.unknown()),
});

// Deep links and external sessions ------------------------------------------------------------------

export const deepLinkParamsSchema = z.object({ docUid: z.uuid() });
export const archiveExternSessionParamsSchema = z.object({ sessionUid: z.uuid() });
export const createArchiveExternSessionSchema = z.object({
  mandantId: z.uuid(),
  sourceDocumentIds: z.array(z.uuid()).min(1).max(500),
  validMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
});
export const archiveExternSessionSchema = z.object({
  sessionUid: z.uuid(),
  expiresAt: z.string(),
  documents: z.array(archiveRowSchema),
});

// Retention --------------------------------------------------------------------------------------

export const archiveMandantParamSchema = z.object({ mandantId: z.uuid() });
export const legalHoldSchema = z.object({
  sourceDocumentId: z.uuid(),
  hold: z.boolean(),
  reason: z.string().trim().max(999).default(''),
});
export const mandantHoldSchema = z.object({
  mandantId: z.uuid(),
  hold: z.boolean(),
  reason: z.string().trim().max(999).default(''),
});
export const retentionDeleteSchema = z.object({
  mandantId: z.uuid(),
  sourceDocumentIds: z.array(z.uuid()).min(1).max(1000),
});
export const deletionRowSchema = z.object({
  sourceDocumentId: z.uuid(),
  title: z.string(),
  documentType: z.string(),
  retentionClass: z.string(),
  retentionUntil: z.string(),
  revisions: z.number().int(),
  contentHash: z.string(),
  archivedAt: z.string(),
  deletedAt: z.string(),
  deletedBy: z.string().nullable(),
});
export type DeletionRow = z.infer<typeof deletionRowSchema>;
export const dueRowSchema = z.object({
  sourceDocumentId: z.uuid(),
  title: z.string(),
  documentType: z.string(),
  retentionClass: z.string(),
  retentionUntil: z.string(),
});

// Tax audit export (GDPdU / Z3) and audit checks ------------------------------------------------------

export const gdpduExportSchema = z.object({ mandantId: z.uuid(), from: isoDate, to: isoDate });
export const gdpduExportResultSchema = z.object({ downloadId: z.string(), documents: z.number().int() });

export const auditCheckSchema = z.object({
  checkedAt: z.string(),
  trigger: z.string(),
  ok: z.boolean(),
  chains: z.number().int(),
  entries: z.number().int(),
  anchors: z.number().int(),
  problems: z.array(
    z.object({ chainKey: z.string(), kind: z.string(), seq: z.number().nullable(), detail: z.string() }),
  ),
  acknowledged: z.boolean(),
});
export const auditStatusSchema = z.object({ latest: auditCheckSchema.nullable(), alarm: z.boolean() });
