import type { EInvoiceReport } from '@belegfluss/shared';
import type { Db } from '../../kernel/database.js';
import { createEInvoiceRepository } from './einvoice.repository.js';

/** The validation result of a document's e-invoice as the archive keeps it (German texts), or null. */
export async function einvoiceForArchive(db: Db, documentId: string) {
  const row = await createEInvoiceRepository({ db }).findByDocumentId(documentId);
  if (!row) return null;
  const report = row.report as EInvoiceReport;
  return {
    syntax: row.syntax,
    profile: row.profile || null,
    state: row.state,
    valid: report.verdict === 'valid',
    messages: report.findings.map((finding) => ({
      severity: finding.level,
      rule: finding.ruleId,
      text: finding.message.de,
    })),
  };
}
