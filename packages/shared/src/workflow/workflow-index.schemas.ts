import { z } from 'zod';
import { WORKFLOW_NOTE_MAX_LENGTH } from './workflow.enums.js';
import { capIndexEntrySchema, workflowResultSchema } from './workflow.schemas.js';

/** One field of the workflow's capture mask with its value (spec 001, "Workflow index entry"). */
export const workflowIndexEntrySchema = z.object({
  ARCFIELD: z.string(),
  DMSExecutionType: z.number().int(),
  DMSFIELDTYPE: z.string(),
  DocID: z.uuid().nullable(),
  EXT_ART: z.string(),
  FELDART: z.string(),
  FeldID: z.string(),
  Name: z.string(),
  VALUE: z.string(),
  sVendorId: z.string(),
  sWF_ID: z.uuid(),
});
export type WorkflowIndexEntry = z.infer<typeof workflowIndexEntrySchema>;

export const indexFieldDefinitionSchema = z.object({
  FeldID: z.string(),
  Name: z.string(),
  FELDART: z.string(),
  DMSFIELDTYPE: z.string(),
  Required: z.boolean(),
  Editable: z.boolean(),
});
export type IndexFieldDefinition = z.infer<typeof indexFieldDefinitionSchema>;

export const indexHistoryEntrySchema = z.object({
  Field: z.string(),
  OldValue: z.string(),
  NewValue: z.string(),
  Kuerzel: z.string(),
  Fullname: z.string(),
  TimeStamp: z.string(),
});

export const validationIssueSchema = z.object({
  Field: z.string(),
  Severity: z.enum(['error', 'warning']),
  Message: z.string(),
});
export const validationSnippetSchema = z.object({
  Valid: z.boolean(),
  Errors: z.number().int(),
  Warnings: z.number().int(),
  Summary: z.string(),
});
export const validationReportSchema = z.object({
  Valid: z.boolean(),
  Issues: z.array(validationIssueSchema),
  CheckedAt: z.string(),
});
export type ValidationReport = z.infer<typeof validationReportSchema>;

export const splitCheckSchema = z.object({
  /** Gross amount of the document (origin). */
  Origin: z.string().nullable(),
  /** Sum of the split lines. */
  Split: z.string(),
  /** What remains on the origin line. */
  Rest: z.string().nullable(),
  Valid: z.boolean(),
  Issues: z.array(validationIssueSchema),
});
export type SplitCheck = z.infer<typeof splitCheckSchema>;

/** SaveCapIndex/{id}: mask values (German input accepted; empty clears a field). */
export const saveCapIndexSchema = z.object({
  values: z.array(capIndexEntrySchema).min(1).max(100),
  expectedVersion: z.number().int().optional(),
});
export const saveCapIndexResultSchema = workflowResultSchema(
  z.object({ Version: z.number().int(), Entries: z.array(workflowIndexEntrySchema) }),
);

export const saveHistoryEntrySchema = z.object({
  InstanceId: z.uuid(),
  TEXT: z
    .string()
    .max(WORKFLOW_NOTE_MAX_LENGTH)
    .refine((text) => text.trim().length > 0, 'required'),
});

/** Accounts and cost centres of the workflow's Mandant, for the booking helpers. */
export const bookingLookupQuerySchema = z.object({
  search: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const bookingLookupItemSchema = z.object({ Number: z.string(), Name: z.string(), Kind: z.string() });
