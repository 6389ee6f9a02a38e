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
  exportStarter: ExportStarterPort;
};
