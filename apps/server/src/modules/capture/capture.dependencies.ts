import type { BoxValue, DocumentText, ExtractionResult, IndexFieldName } from '@belegfluss/shared';
import type { AppMessages } from '../../kernel/app-messages.js';
import type { Db } from '../../kernel/database.js';
import type { KernelDependencies } from '../../kernel/dependencies.js';
import type { ExtractionRule } from '../extraction/index.js';
import type { JobService } from '../jobs/index.js';
import type { OcrEngine, ToolStatus } from '../ocr/index.js';
import type { StorageDriver } from '../storage/index.js';
import type { SystemSettings, TenancyRepository } from '../tenancy/index.js';

/**
 * Whether documents are held by a running workflow. The workflow module sits above capture and
 * implements it (`createWorkflowStatusPort({ db })` in its public entry); the composition root wires it.
 */
export type WorkflowStatusPort = {
  /** The documents of the selection (all of the Mandant) that a workflow not yet completed or cancelled holds. */
  documentsInRunningWorkflow(mandantId: string, documentIds: string[]): Promise<Set<string>>;
};

export type EInvoiceImported = {
  mandantId: string;
  documentId: string;
  /** The uploaded original: the XML, or the hybrid PDF carrying it. */
  sha256: string;
  fileName: string;
  userId: string | null;
};

/**
 * What follows the import of an e-invoice (an XML file or a PDF with an embedded XML): the e-invoice
 * module, above capture, validates it and fills the capture mask (`createEInvoiceIntakePort`).
 */
export type EInvoiceIntakePort = {
  eInvoiceImported(event: EInvoiceImported): Promise<void>;
};

/** A capture-mask value a user changed away from what extraction had filled (or filled where it found nothing). */
export type CorrectedValue = {
  field: IndexFieldName;
  /** The value extraction had stored, or null when the field was empty. */
  previousValue: string | null;
  value: string;
  pageId: string | null;
  area: BoxValue | null;
};

/**
 * The rule manager's part in extraction. The rules module, above capture, implements it
 * (`createExtractionRulesPort`); the composition root wires it.
 */
export type ExtractionRulesPort = {
  /**
   * The rules to run before the built-in ones: the Mandant's user rules and, once a first pass
   * (`firstPass`) has named the creditor, the rules learned for that creditor or layout.
   */
  rulesFor(query: {
    mandantId: string;
    document: DocumentText;
    firstPass: ExtractionResult | null;
  }): Promise<ExtractionRule[]>;
  /** Keeps which rule filled each mask field (`rule` is the extraction result's rule reference). */
  recordOrigins(input: {
    mandantId: string;
    documentId: string;
    values: { field: IndexFieldName; value: string; rule: string }[];
  }): Promise<void>;
  /** A user corrected extracted values in the mask: learn label and position for the creditor. */
  valuesCorrected(input: {
    mandantId: string;
    documentId: string;
    user: { userId: string; name: string };
    corrections: CorrectedValue[];
  }): Promise<void>;
};

/**
 * Whether a document's stored booking (Kontierung) leaves a rest: the booking module, above capture,
 * answers; the composition root wires it. Asked on `db`, so it reads inside capture's transaction.
 */
export type BookingStatusPort = {
  /** True when the document has a stored booking whose lines do not add up to its gross amount. */
  restOpen(db: Db, mandantId: string, documentId: string): Promise<boolean>;
};

/**
 * The GoBD archive, above capture: the archive job asks it to prepare a batch of green documents of
 * one Mandant (outside any transaction) and commits what it returns in the transaction that marks
 * them archived.
 */
export type DocumentArchivePort = {
  prepare(input: {
    mandantId: string;
    documentIds: string[];
    actorId: string | null;
  }): Promise<(tx: Db) => Promise<void>>;
};

/**
 * The booking export (the export module, above capture) behind `startexportjob` and
 * `sendjob(export)`: checks, then starts the export job over the stack's documents.
 */
export type ExportStarterPort = {
  start(
    actor: { userId: string; name: string },
    input: {
      mandantId: string;
      stackId: string;
      documentIds?: string[] | undefined;
      from?: string | undefined;
      to?: string | undefined;
      confirmed: boolean;
      exchangeRates: Record<string, string>;
    },
  ): Promise<{ jobId: string; documents: number }>;
};

/** What capture reads from the composition root. */
export type CaptureDependencies = KernelDependencies & {
  storage: StorageDriver;
  jobs: JobService;
  tools: ToolStatus;
  ocr: OcrEngine;
  tenancy: TenancyRepository;
  systemSettings: SystemSettings;
  workflowStatus: WorkflowStatusPort;
  einvoiceIntake: EInvoiceIntakePort;
  extractionRules: ExtractionRulesPort;
  /** Tells the user's instances what a job did (messaging implements it). */
  appMessages: AppMessages;
  bookingStatus: BookingStatusPort;
  documentArchive: DocumentArchivePort;
  exportStarter: ExportStarterPort;
};
