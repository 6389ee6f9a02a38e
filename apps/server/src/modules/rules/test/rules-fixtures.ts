import { PDFDocument, StandardFonts } from 'pdf-lib';

/** One invoice of the layout the rule tests use: the number sits after a label no built-in rule knows. */
export type OddInvoice = { number: string; date: string; net: string; vat: string; gross: string };

export const oddLayoutLines = (invoice: OddInvoice) => [
  'Papierwerk Müller KG',
  'Lindenweg 4, 34117 Kassel',
  '',
  'Rechnung',
  `Vorgangskennung ${invoice.number}`,
  `Datum: ${invoice.date}`,
  '',
  `Netto ${invoice.net} EUR`,
  `MwSt 19 % ${invoice.vat} EUR`,
  `Gesamtbetrag ${invoice.gross} EUR`,
  '',
  'IBAN: DE02 1203 0000 0000 2020 51',
  'USt-IdNr.: DE811907980',
];

/** A born-digital (text layer) PDF of that layout. */
export async function oddLayoutPdf(invoice: OddInvoice): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([595, 842]);
  oddLayoutLines(invoice).forEach((line, index) => {
    if (line) page.drawText(line, { x: 60, y: 780 - index * 22, size: 12, font });
  });
  return Buffer.from(await document.save());
}

export const firstInvoice: OddInvoice = {
  number: 'XK-4711-Z',
  date: '12.03.2026',
  net: '200,00',
  vat: '38,00',
  gross: '238,00',
};
export const secondInvoice: OddInvoice = {
  number: 'XK-5820-Q',
  date: '14.04.2026',
  net: '100,00',
  vat: '19,00',
  gross: '119,00',
};
