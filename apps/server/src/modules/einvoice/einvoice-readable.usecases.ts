import { buildReadableInvoice, type Language } from '@belegfluss/shared';
import type { AuthContext } from '../../kernel/auth-context.js';
import type { EInvoiceAccess } from './einvoice.access.js';
import type { EInvoiceDependencies } from './einvoice.dependencies.js';
import { attachmentNotFound, noReadableInvoice } from './einvoice.errors.js';
import { toInvoiceView } from './einvoice.models.js';
import { renderReadablePdf } from './einvoice.readable-pdf.js';
import { readEmbeddedAttachment } from './engine/attachments.js';
import type { Invoice } from './engine/model.js';
import { ruleSetLabel, RULE_SETS } from './rule-sets.js';

export type DownloadFile = { bytes: Buffer; fileName: string; contentType: string };

const FOOTER: Record<Language, string> = {
  de: 'Lesbare Darstellung der E-Rechnung. Maßgeblich ist die XML-Datei.',
  en: 'Readable rendering of the e-invoice. The XML file is the invoice.',
  ru: 'Удобочитаемое представление электронного счёта. Юридически значим XML-файл.',
};

/** The readable view as a PDF download and the files an e-invoice carries (BG-24), for both viewers. */
export function createEInvoiceReadableUseCases(
  deps: EInvoiceDependencies,
  { getAccessible }: EInvoiceAccess,
) {
  async function readablePdf(
    auth: AuthContext,
    documentId: string,
    language: Language,
  ): Promise<DownloadFile> {
    const row = await getAccessible(auth, documentId);
    const model = row.model as Invoice | null;
    if (!model) throw noReadableInvoice({ documentId });
    const readable = buildReadableInvoice(toInvoiceView(model), language);
    const ruleSet = row.ruleSet ? RULE_SETS[row.ruleSet as keyof typeof RULE_SETS] : undefined;
    const footer = [FOOTER[language], ruleSet && ruleSetLabel(ruleSet)].filter(Boolean).join(' · ');
    const number = (model.number ?? 'E-Rechnung').replace(/[^\w.-]+/g, '_');
    return {
      bytes: await renderReadablePdf(readable, footer),
      fileName: `${number}.pdf`,
      contentType: 'application/pdf',
    };
  }

  async function attachment(auth: AuthContext, documentId: string, index: number): Promise<DownloadFile> {
    const row = await getAccessible(auth, documentId);
    if (!row.xmlSha256) throw attachmentNotFound({ documentId, index });
    const found = readEmbeddedAttachment(await deps.storage.getBuffer(row.xmlSha256), index);
    if (!found) throw attachmentNotFound({ documentId, index });
    return {
      bytes: found.bytes,
      fileName: (found.fileName ?? `Anlage-${index + 1}`).replace(/[\r\n"\\/]+/g, '_'),
      contentType: found.mimeCode ?? 'application/octet-stream',
    };
  }

  return { readablePdf, attachment };
}
