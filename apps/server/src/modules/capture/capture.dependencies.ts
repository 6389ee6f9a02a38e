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
 * The GoBD archive, above capture: the archive job asks it to prepare a green document (outside any
 * transaction) and commits what it returns in the transaction that marks the document archived.
 */
export type DocumentArchivePort = {
  prepare(input: {
    mandantId: string;
    documentId: string;
    actorId: string | null;
  }): Promise<(tx: Db) => Promise<void>>;
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
  documentArchive: DocumentArchivePort;
};
