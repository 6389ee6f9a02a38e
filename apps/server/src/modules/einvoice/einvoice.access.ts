import type { AuthContext } from '../../kernel/auth-context.js';
import { appendAuditEvent } from '../audit/index.js';
import { requireMandantAccess } from '../tenancy/index.js';
import type { Invoice } from './engine/model.js';
import type { EInvoiceDependencies } from './einvoice.dependencies.js';
import { einvoiceNotFound } from './einvoice.errors.js';
import {
  createEInvoiceRepository,
  type EInvoiceRepository,
  type EInvoiceRow,
} from './einvoice.repository.js';

export function lineCount(row: EInvoiceRow): number {
  return (row.model as Invoice | null)?.lines.length ?? 0;
}

/** What the viewer's use cases share: the record of a document the caller may see, and audited changes. */
export function createEInvoiceAccess(deps: EInvoiceDependencies) {
  const repository = createEInvoiceRepository({ db: deps.db });
  return {
    repository,

    /** The record of a capture document, after checking the caller may see its Mandant. */
    async getAccessible(auth: AuthContext, documentId: string): Promise<EInvoiceRow> {
      const row = await repository.findByDocumentId(documentId);
      if (!row) throw einvoiceNotFound({ documentId });
      await requireMandantAccess(deps.tenancy, auth, row.mandantId);
      return row;
    },

    /** Runs a change of the record in one transaction with its audit event. */
    async changeAudited<T>(
      auth: AuthContext,
      row: EInvoiceRow,
      event: { action: string; data: Record<string, unknown> },
      change: (repository: EInvoiceRepository) => Promise<T>,
    ): Promise<T> {
      return deps.db.transaction(async (tx) => {
        const result = await change(createEInvoiceRepository({ db: tx }));
        await appendAuditEvent(
          tx,
          {
            mandantId: row.mandantId,
            actorId: auth.userId,
            action: event.action,
            entityType: 'einvoice',
            entityId: row.id,
            data: event.data,
          },
          deps.clock.now(),
        );
        return result;
      });
    },
  };
}

export type EInvoiceAccess = ReturnType<typeof createEInvoiceAccess>;
