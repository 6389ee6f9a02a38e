import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A hybrid invoice for tests: a PDF page with the given visible lines and the XML as factur-x.xml. */
export async function buildHybridPdf(xml: string, visibleLines: string[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage();
  const font = await document.embedFont(StandardFonts.Helvetica);
  visibleLines.forEach((line, index) => page.drawText(line, { x: 50, y: 760 - index * 20, size: 11, font }));
  await document.attach(Buffer.from(xml), 'factur-x.xml', { mimeType: 'text/xml' });
  return document.save();
}

/** What the PDF of the default test invoice (40,00 net, 7,60 VAT, 47,60 gross) prints, with a gross of choice. */
export function printedInvoice(gross = '47,60'): string[] {
  return [
    'Mehlwerk Regensburg GmbH',
    'Rechnungsnummer: RE-2026-0815',
    'Rechnungsdatum: 02.03.2026',
    'Nettobetrag: 40,00 EUR',
    'Umsatzsteuer 19 %: 7,60 EUR',
    `Gesamtbetrag: ${gross} EUR`,
    'IBAN: DE02 1203 0000 0000 2020 51',
    'USt-IdNr.: DE123456789',
  ];
}
