import type { CaptureFields, EInvoiceComparison, EInvoiceReport } from '@belegfluss/shared';
import type { Clock } from '../../kernel/clock.js';
import type { Logger } from '../../kernel/logger.js';
import type { Db } from '../../kernel/database.js';
import type { OcrEngine, ToolStatus } from '../ocr/index.js';
import type { StorageDriver } from '../storage/index.js';
import type { Invoice } from './engine/model.js';
import { compareHybridPdf } from './einvoice-pdf-comparison.js';
import { isPdf } from './engine/pdf-attachments.js';
import { validateInvoiceFile, type FileValidation } from './engine/validate-file.js';
import { buildReport, initialState, toCaptureFields, USER_SET_STATES } from './einvoice.models.js';
import { createEInvoiceRepository, type EInvoiceRow } from './einvoice.repository.js';

export type EInvoiceServiceDeps = {
  db: Db;
  storage: StorageDriver;
  tools: ToolStatus;
  ocr: OcrEngine;
  clock: Clock;
  logger: Logger;
};

export type IngestInput = {
  mandantId: string;
  documentId: string;
  bytes: Uint8Array;
  fileName: string;
  userId: string | null;
};

export type CheckResult = {
  validation: FileValidation;
  report: EInvoiceReport;
  comparison: EInvoiceComparison | null;
};

/**
 * What other modules call: validate an uploaded e-invoice (XML or hybrid PDF), keep the XML and the
 * report, and hand the capture mask its values. Validation itself is pure (`engine/`); this adds
 * storage, the PDF text comparison and the record.
 */
export function createEInvoiceService(deps: EInvoiceServiceDeps) {
  const repository = createEInvoiceRepository({ db: deps.db });

  async function compareWithPdf(
    bytes: Uint8Array,
    model: Invoice | null,
  ): Promise<EInvoiceComparison | null> {
    if (!isPdf(bytes) || !model) return null;
    return compareHybridPdf(deps.ocr, bytes, model);
  }

  /** Validates without storing anything (the stateless check page). */
  async function check(bytes: Uint8Array): Promise<CheckResult> {
    const validation = await validateInvoiceFile(bytes);
    return {
      validation,
      report: buildReport(validation),
      comparison: await compareWithPdf(bytes, validation.model),
    };
  }

  /**
   * Stores the original and the XML, validates, and saves (or replaces) the document's record. A
   * state a user set (cancelled, rejected) is kept when the document is validated again.
   */
  async function ingest(input: IngestInput): Promise<EInvoiceRow> {
    const source = await deps.storage.put(input.bytes);
    const { validation, report, comparison } = await check(input.bytes);
    const xml = validation.xml && isPdf(input.bytes) ? await deps.storage.put(validation.xml) : null;
    const row = await repository.upsert(
      {
        documentId: input.documentId,
        mandantId: input.mandantId,
        sourceSha256: source.sha256,
        xmlSha256: xml ? xml.sha256 : validation.xml ? source.sha256 : null,
        fileName: input.fileName,
        xmlFileName: validation.pdf?.xmlFileName ?? (validation.xml ? input.fileName : null),
        syntax: validation.syntax,
        profile: validation.profile,
        customizationId: validation.customizationId,
        verdict: validation.verdict,
        state: initialState(validation.verdict, comparison?.differences ?? 0),
        pdfConfirmedBy: null,
        pdfConfirmedAt: null,
        model: validation.model,
        report,
        pdfComparison: comparison,
        errorCount: validation.errors.length,
        warningCount: validation.warnings.length,
        ruleSet: validation.ruleSet.id,
        createdBy: input.userId,
      },
      USER_SET_STATES,
    );
    deps.logger.info({ documentId: input.documentId, verdict: validation.verdict }, 'e-invoice validated');
    return row;
  }

  /** Runs `ingest` for an object already in storage (the `einvoice.validate` job). */
  async function ingestStored(input: Omit<IngestInput, 'bytes'> & { sha256: string }): Promise<EInvoiceRow> {
    const bytes = await deps.storage.getBuffer(input.sha256);
    return ingest({ ...input, bytes });
  }

  return {
    check,
    ingest,
    ingestStored,
    toCaptureFields(model: Invoice): CaptureFields {
      return toCaptureFields(model);
    },
    findByDocumentId: repository.findByDocumentId,
    repository,
  };
}

export type EInvoiceService = ReturnType<typeof createEInvoiceService>;
