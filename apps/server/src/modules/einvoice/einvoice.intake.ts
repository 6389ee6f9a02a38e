import type { EInvoiceIntakePort } from '../capture/index.js';
import type { JobService } from '../jobs/index.js';
import { VALIDATE_EINVOICE_JOB } from './jobs/validate.job.js';

/** Capture's hand-over of an imported e-invoice: the validation job checks the XML and keeps its report. */
export function createEInvoiceIntakePort({ jobs }: { jobs: JobService }): EInvoiceIntakePort {
  return {
    async eInvoiceImported(event) {
      await jobs.enqueue(
        VALIDATE_EINVOICE_JOB,
        {
          mandantId: event.mandantId,
          documentId: event.documentId,
          sha256: event.sha256,
          fileName: event.fileName,
          userId: event.userId,
        },
        { mandantId: event.mandantId, createdBy: event.userId },
      );
    },
  };
}
