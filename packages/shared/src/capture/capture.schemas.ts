import { z } from 'zod';
import { boxSchema } from '../ocr/page-text.schemas.js';
import {
  autoJobs,
  indexFieldNames,
  itemFlags,
  nodeLevels,
  sortFields,
  stackTypes,
  valueSources,
} from './capture.enums.js';

export const stackQuerySchema = z.object({ mandantId: z.uuid(), stackId: z.uuid() });
export const documentQuerySchema = z.object({ mandantId: z.uuid(), documentId: z.uuid() });
export const pageQuerySchema = z.object({ mandantId: z.uuid(), pageId: z.uuid() });

/** Boxes are the OCR page model's: PDF points, origin top left of the page as displayed. */
export type BoxValue = z.infer<typeof boxSchema>;

export const stackSchema = z.object({
  id: z.uuid(),
  mandantId: z.uuid(),
  name: z.string(),
  type: z.enum(stackTypes),
  captureMask: z.string(),
  description: z.string(),
  reserved: z.boolean(),
  autoJobs: z.array(z.enum(autoJobs)),
  sortField: z.enum(sortFields),
  sortAscending: z.boolean(),
  documentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Stack = z.infer<typeof stackSchema>;

const stackName = z.string().trim().max(120);

export const createStackSchema = z.object({
  mandantId: z.uuid(),
  name: stackName,
  type: z.enum(stackTypes).default('standard'),
  captureMask: z.string().trim().max(120).default('Standard'),
  description: z.string().max(999).default(''),
  /** Absent: the type's default (`defaultAutoJobs`), so a new stack recognises and extracts. */
  autoJobs: z.array(z.enum(autoJobs)).optional(),
});
export const renameStackSchema = z.object({ mandantId: z.uuid(), stackId: z.uuid(), name: stackName });
export const updateStackSchema = z.object({
  mandantId: z.uuid(),
  stackId: z.uuid(),
  captureMask: z.string().trim().min(1).max(120).optional(),
  description: z.string().max(999).optional(),
  autoJobs: z.array(z.enum(autoJobs)).optional(),
  sortField: z.enum(sortFields).optional(),
  sortAscending: z.boolean().optional(),
});
export const transferStackSchema = z.object({
  mandantId: z.uuid(),
  stackId: z.uuid(),
  targetStackId: z.uuid().nullable().optional(),
  /** Only these documents; all documents of the stack when absent. */
  documentIds: z.array(z.uuid()).max(5000).optional(),
});

export const itemFlagsSchema = z.object({
  locked: z.boolean(),
  fibuExported: z.boolean(),
  dmsExported: z.boolean(),
  archived: z.boolean(),
});

export const pageSummarySchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  rotation: z.number().int(),
  width: z.number(),
  height: z.number(),
  hasText: z.boolean(),
  textSource: z.string().nullable(),
  isBlank: z.boolean(),
  byteSize: z.number().int(),
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

export const documentNodeSchema = z.object({
  id: z.uuid(),
  folderId: z.uuid(),
  position: z.number().int(),
  title: z.string(),
  kind: z.string(),
  status: z.enum(['flawed', 'green']),
  flags: itemFlagsSchema,
  checkedOutBy: z.string().nullable(),
  inquiryOpen: z.boolean(),
  belegdatum: z.string().nullable(),
  betrag: z.string().nullable(),
  pageCount: z.number().int(),
  pages: z.array(pageSummarySchema),
  createdAt: z.string(),
  /** Changes with every stored change of the document (index values, status, pages). */
  updatedAt: z.string(),
});
export type DocumentNode = z.infer<typeof documentNodeSchema>;

export const folderNodeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  position: z.number().int(),
  documents: z.array(documentNodeSchema),
});
export const stackTreeSchema = z.object({ stack: stackSchema, folders: z.array(folderNodeSchema) });
export type StackTree = z.infer<typeof stackTreeSchema>;

export const stackFilterSchema = z.object({
  mandantId: z.uuid(),
  stackId: z.uuid(),
  status: z.enum(['flawed', 'green']).optional(),
  flag: z.enum(itemFlags).optional(),
  /** Full-text search over the pages (German stemming); terms must be longer than 3 letters. */
  text: z.string().trim().max(200).optional(),
});

export const indexValueSchema = z.object({
  field: z.enum(indexFieldNames),
  value: z.string(),
  pageId: z.uuid().nullable(),
  area: boxSchema.nullable(),
  source: z.enum(valueSources),
  valid: z.boolean(),
  /** How sure the extraction was of the value (0..1); absent for values it did not guess. */
  confidence: z.number().min(0).max(1).nullable().optional(),
  /** Extracted below the Mandant's review threshold and not yet confirmed: "bitte prüfen". */
  needsReview: z.boolean().optional(),
});
export type IndexValue = z.infer<typeof indexValueSchema>;

export const versionSchema = z.object({
  id: z.uuid(),
  versionNo: z.number().int(),
  operation: z.string(),
  pdfSha256: z.string(),
  pageCount: z.number().int(),
  sourceVersionId: z.uuid().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});

export const checkoutSchema = z.object({ userId: z.uuid(), userName: z.string(), at: z.string() }).nullable();

/** A document (Heftung) with everything a viewer needs; the workflow module reads the same shape. */
/** A value of one of the Mandant's additional mask fields (setting `additionalFields`), by the field's name. */
export const additionalValueSchema = z.object({
  name: z.string().min(1).max(30),
  value: z.string().max(500),
});
export type AdditionalValue = z.infer<typeof additionalValueSchema>;

export const documentDetailSchema = z.object({
  id: z.uuid(),
  mandantId: z.uuid(),
  stackId: z.uuid(),
  folderId: z.uuid(),
  title: z.string(),
  kind: z.string(),
  status: z.enum(['flawed', 'green']),
  flags: itemFlagsSchema,
  checkout: checkoutSchema,
  inquiryOpen: z.boolean(),
  originalSha256: z.string(),
  currentVersion: versionSchema,
  versions: z.array(versionSchema),
  pages: z.array(pageSummarySchema),
  index: z.array(indexValueSchema),
  missingRequiredFields: z.array(z.enum(indexFieldNames)),
  /** Values of the Mandant's additional mask fields (setting `additionalFields`), in stored form. */
  additional: z.array(additionalValueSchema).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

export const nodeRefSchema = z.object({ level: z.enum(nodeLevels), id: z.uuid() });
export const deleteNodesSchema = z.object({
  mandantId: z.uuid(),
  nodes: z.array(nodeRefSchema).min(1).max(1000),
});
export const setStateSchema = z.object({
  mandantId: z.uuid(),
  documentIds: z.array(z.uuid()).min(1).max(1000),
  flag: z.enum(['locked', 'dmsExported', 'fibuExported']),
  value: z.boolean(),
});
export const documentIdsSchema = z.object({
  mandantId: z.uuid(),
  documentIds: z.array(z.uuid()).min(1).max(1000),
});
export const pageIdsSchema = z.object({ mandantId: z.uuid(), pageIds: z.array(z.uuid()).min(1).max(2000) });
export const rotateSchema = pageIdsSchema.extend({
  degrees: z.union([z.literal(90), z.literal(180), z.literal(270)]),
});
export const movePagesSchema = pageIdsSchema.extend({
  targetDocumentId: z.uuid(),
  position: z.number().int().min(0).optional(),
});
export const moveDocumentsSchema = documentIdsSchema.extend({
  targetStackId: z.uuid(),
  targetFolderId: z.uuid().optional(),
});
export const splitSchema = z.object({
  mandantId: z.uuid(),
  documentId: z.uuid(),
  /** A new document starts at each of these pages. */
  startPageIds: z.array(z.uuid()).min(1).max(2000),
});
export const blankPagesSchema = z.object({
  mandantId: z.uuid(),
  documentIds: z.array(z.uuid()).min(1).max(1000),
  /** Pages whose rendered bitonal image is smaller than this many bytes count as blank. */
  thresholdBytes: z.number().int().min(1).max(1_000_000).optional(),
  remove: z.boolean().default(false),
});
export const inquirySchema = z.object({
  mandantId: z.uuid(),
  documentId: z.uuid(),
  note: z.string().max(999),
});
export const describeQuerySchema = z.object({ mandantId: z.uuid(), level: z.enum(nodeLevels), id: z.uuid() });
export const invoiceNumberCheckSchema = z.object({
  mandantId: z.uuid(),
  invoiceNumber: z.string().trim().min(1).max(100),
  creditor: z.string().trim().max(100).optional(),
  documentId: z.uuid().optional(),
});

export const saveIndexSchema = z.object({
  mandantId: z.uuid(),
  documentId: z.uuid(),
  values: z
    .array(
      z.object({
        field: z.enum(indexFieldNames),
        value: z.string().max(500),
        pageId: z.uuid().nullable().optional(),
        area: boxSchema.nullable().optional(),
        source: z.enum(valueSources).default('manual'),
      }),
    )
    .max(100),
  /** The additional fields' values; when given, they replace the stored ones (empty removes a value). */
  additional: z.array(additionalValueSchema).max(10).optional(),
  /** Check the document in again after saving. */
  checkIn: z.boolean().default(false),
});

export const journalEntrySchema = z.object({
  id: z.uuid(),
  stackId: z.uuid().nullable(),
  documentId: z.uuid().nullable(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  actor: z.string().nullable(),
  createdAt: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const duplicateSchema = z.object({
  documentId: z.uuid(),
  duplicateOfId: z.uuid(),
  duplicateOfTitle: z.string(),
  duplicateOfStackName: z.string(),
  reason: z.enum(['same_file', 'same_business_key']),
});
export type Duplicate = z.infer<typeof duplicateSchema>;
