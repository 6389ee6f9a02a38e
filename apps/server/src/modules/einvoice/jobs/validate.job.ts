import { z } from 'zod';
import { defineJob } from '../../../kernel/jobs.js';
import type { FillCaptureMask } from '../einvoice.capture-mask.js';
import type { EInvoiceService } from '../einvoice.service.js';
import type { Invoice } from '../engine/model.js';

export const validateEInvoicePayloadSchema = z.object({
  mandantId: z.string().uuid(),
  documentId: z.string().uuid(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  fileName: z.string().min(1).max(255),
  userId: z.string().uuid().nullable().optional(),
});
export type ValidateEInvoicePayload = z.infer<typeof validateEInvoicePayloadSchema>;

export const VALIDATE_EINVOICE_JOB = 'einvoice.validate';

/**
 * `einvoice.validate`: validates an uploaded e-invoice (a stored object), saves the document's
 * e-invoice record and fills the capture mask from the XML (no OCR needed). Safe to run again: the
 * record of a document is replaced (a user's state stays), values a user entered stay, objects are
 * immutable.
 */
export function createValidateEInvoiceJob(service: EInvoiceService, fillCaptureMask: FillCaptureMask) {
  return defineJob<ValidateEInvoicePayload>({
    kind: VALIDATE_EINVOICE_JOB,
    payloadSchema: validateEInvoicePayloadSchema,
    async handler({ payload, reportProgress }) {
      await reportProgress(10, 'E-Rechnung wird geprüft');
      const row = await service.ingestStored({ ...payload, userId: payload.userId ?? null });
      await reportProgress(70, 'E-Rechnung geprüft');
      const mask = await fillCaptureMask({
        mandantId: payload.mandantId,
        documentId: payload.documentId,
        model: row.model as Invoice | null,
      });
      await reportProgress(100, 'Erfassungsmaske aus der E-Rechnung gefüllt');
      return {
        einvoiceId: row.id,
        verdict: row.verdict,
        state: row.state,
        errors: row.errorCount,
        warnings: row.warningCount,
        maskFields: mask.filled,
      };
    },
  });
}
