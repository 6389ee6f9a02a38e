import { DOCUMENT_NAMESPACE, GENERATOR, escapeXml } from './ledger-xml.js';

export type PackageHeader = {
  /** Creation time, local, without zone (the schema refuses a zone). */
  date: string;
  description: string;
  consultantNumber: number;
  clientNumber: number;
};

export type PackageDocument = {
  guid: string;
  description: string;
  pdfName: string | null;
  ledgerName: string;
  /** Booking period YYYY-MM of the ledger data. */
  period: string;
};

/** document.xml (schema version 6.0): one document per invoice, its PDF and its ledger file. */
export function documentXml(header: PackageHeader, documents: PackageDocument[]): string {
  const content = documents
    .map((document) => {
      const file = document.pdfName
        ? `<extension xsi:type="File" name="${escapeXml(document.pdfName)}"/>`
        : '';
      const ledger =
        `<extension xsi:type="accountsPayableLedger" datafile="${escapeXml(document.ledgerName)}">` +
        `<property key="1" value="${document.period}"/>` +
        `<property key="3" value="Rechnungseingang"/></extension>`;
      const description = document.description
        ? `<description>${escapeXml(document.description.slice(0, 40))}</description>`
        : '';
      return `<document guid="${document.guid}" type="1">${description}${file}${ledger}</document>`;
    })
    .join('\r\n');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\r\n` +
    `<archive xmlns="${DOCUMENT_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
    `version="6.0" generatingSystem="${GENERATOR}">\r\n` +
    `<header><date>${header.date}</date><description>${escapeXml(header.description.slice(0, 255))}</description>` +
    `<consultantNumber>${header.consultantNumber}</consultantNumber><clientNumber>${header.clientNumber}</clientNumber></header>\r\n` +
    `<content>\r\n${content}\r\n</content>\r\n</archive>\r\n`
  );
}
