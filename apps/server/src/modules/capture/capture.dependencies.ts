import type { Db } from '../../kernel/database.js';
import type { KernelDependencies } from '../../kernel/dependencies.js';
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

/**
 * Whether a document's stored booking (Kontierung) leaves a rest: the booking module, above capture,
 * answers; the composition root wires it. Asked on `db`, so it reads inside capture's transaction.
 */
export type BookingStatusPort = {
  /** True when the document has a stored booking whose lines do not add up to its gross amount. */
  restOpen(db: Db, mandantId: string, documentId: string): Promise<boolean>;
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
  bookingStatus: BookingStatusPort;
};
