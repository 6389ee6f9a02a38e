import type { Config } from '../kernel/config.js';
import type { Database, Db } from '../kernel/database.js';
import type { AuthEvents, AuthRepository } from '../modules/auth/index.js';
import type {
  BookingStatusPort,
  EInvoiceIntakePort,
  ExportStarterPort,
  ExtractionRulesPort,
  WorkflowStatusPort,
} from '../modules/capture/index.js';
import type { TokenService } from '../modules/auth/index.js';
import type { JobService } from '../modules/jobs/index.js';
import type { OcrEngine } from '../modules/ocr/index.js';
import type { ShellExtensions } from '../modules/shell/index.js';
import type { SystemSettings } from '../modules/tenancy/index.js';
import type { ToolStatus } from '../modules/ocr/index.js';
import type { StorageDriver } from '../modules/storage/index.js';
import type { TenancyRepository } from '../modules/tenancy/index.js';
import type {
  ApprovalCompletedPort,
  BeforeSubmitHook,
  DocumentBookingPort,
  DocumentStore,
} from '../modules/workflow/index.js';
import type { GoodsReceiptDocuments } from '../modules/goods-receipt/index.js';
import type { BookingPorts } from '../modules/booking/index.js';
import type { ArchiveSourcePort } from '../modules/archive/index.js';
import type { DocumentArchivePort } from '../modules/capture/index.js';
import type { ArchivedDocumentsPort } from '../modules/workflow/index.js';
import type { ExportWorkflowPort } from '../modules/export/index.js';
import type { Clock } from '../kernel/clock.js';
import type { AppMessages } from '../kernel/app-messages.js';
import type { MessagingService } from '../modules/messaging/index.js';
import type { Logger } from '../kernel/logger.js';

/**
 * What modules get from the composition root (`createDependencies` in main.ts, or the test
 * harness). Module-specific repositories are built by each module from `db`.
 */
export type Dependencies = {
  config: Config;
  logger: Logger;
  clock: Clock;
  database: Database;
  db: Db;
  storage: StorageDriver;
  jobs: JobService;
  tools: ToolStatus;
  /** Page text (text layer or OCR) and page images; see ARCHITECTURE.md, "OCR and extraction". */
  ocr: OcrEngine;
  tenancy: TenancyRepository;
  tokens: TokenService;
  authRepository: AuthRepository;
  /** Hooks later modules fill in to hear of auth's events (e.g. module instances terminated). */
  authEvents: AuthEvents;
  systemSettings: SystemSettings;
  /** Hooks later modules fill in for the shell (e.g. the open workflow requests count). */
  shellExtensions: ShellExtensions;
  /** The captured document a workflow routes (capture's functions behind the workflow's port). */
  workflowDocuments: DocumentStore;
  /** Capture's question to the workflow module: which documents a running workflow holds. */
  workflowStatus: WorkflowStatusPort & ExportWorkflowPort;
  /** Capture's hand-over of an imported e-invoice to the e-invoice module. */
  einvoiceIntake: EInvoiceIntakePort;
  /** Capture's extraction asks the rule manager for the Mandant's user and learned rules. */
  extractionRules: ExtractionRulesPort;
  /** Capture's question to the booking module: does a document's booking leave a rest (not green). */
  bookingStatus: BookingStatusPort;
  /** Capture's stack export (`startexportjob`), implemented by the export module. */
  exportStarter: ExportStarterPort;
  /** The booking module's questions to capture and master data, and the tax-key rules. */
  bookingPorts: BookingPorts;
  /** The workflow's hand-over of a completed approval: the booking records its use. */
  approvalCompleted: ApprovalCompletedPort;
  /** Messages between a user's instances (long polls, SendMessage). */
  messaging: MessagingService;
  /** What modules send to a user's instances where an event happens (messaging implements it). */
  appMessages: AppMessages;
  /** The workflow's view of a document's booking record (the booking module's functions). */
  documentBooking: DocumentBookingPort;
  /** Capture, booking, workflow and e-invoice data of a document, as the archive reads it. */
  archiveSources: ArchiveSourcePort;
  /** Capture's archive job hands green documents to the archive. */
  documentArchive: DocumentArchivePort;
  /** The workflow's question to the archive: is the document archived (no annotations, no Rückfrage)? */
  archivedDocuments: ArchivedDocumentsPort;
  /** Goods-receipt matching's view of captured documents (values, pages with words). */
  goodsReceiptDocuments: GoodsReceiptDocuments;
  /** Checks the workflow runs before a submit and a Rückfrage answer (the invoice check). */
  beforeSubmit: BeforeSubmitHook[];
};
