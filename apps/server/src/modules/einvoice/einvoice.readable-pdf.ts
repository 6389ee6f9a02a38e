import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ReadableInvoice, ReadableSection, ReadableTable } from '@belegfluss/shared';
import PDFDocument from 'pdfkit';

/** DejaVu Sans covers the Latin and Cyrillic letters and the euro sign of all three languages. */
const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | null = null;
function loadFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

const MARGIN = 40;
const FONT_SIZE = 8.5;
const GAP = 4;

type Doc = PDFKit.PDFDocument;

function pageBottom(doc: Doc) {
  return doc.page.height - MARGIN;
}

function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > pageBottom(doc)) doc.addPage();
}

function sectionTitle(doc: Doc, title: string) {
  ensureSpace(doc, 40);
  doc.moveDown(0.6).font('bold').fontSize(10.5).fillColor('#1c3d6e').text(title, MARGIN, doc.y);
  doc
    .moveTo(MARGIN, doc.y + 1)
    .lineTo(doc.page.width - MARGIN, doc.y + 1)
    .strokeColor('#9db3d3')
    .stroke();
  doc.moveDown(0.3).fillColor('black').font('regular').fontSize(FONT_SIZE);
}

function fields(doc: Doc, section: ReadableSection) {
  const width = doc.page.width - 2 * MARGIN;
  const labelWidth = width * 0.32;
  for (const field of section.fields) {
    const height = Math.max(
      doc.font('regular').heightOfString(field.label, { width: labelWidth - GAP }),
      doc.heightOfString(field.value, { width: width - labelWidth }),
    );
    ensureSpace(doc, height + 2);
    const y = doc.y;
    doc.fillColor('#555555').text(field.label, MARGIN, y, { width: labelWidth - GAP });
    doc.fillColor('black').text(field.value, MARGIN + labelWidth, y, { width: width - labelWidth });
    doc.y = y + height + 2;
  }
}

/** Column widths: the item column of a wide table takes two and a half shares, the others one. */
function columnWidths(doc: Doc, table: ReadableTable): number[] {
  const width = doc.page.width - 2 * MARGIN;
  const shares = table.columns.map((_, index) => (index === 1 && table.columns.length > 4 ? 2.5 : 1));
  const unit = width / shares.reduce((sum, value) => sum + value, 0);
  return shares.map((share) => share * unit);
}

function tableRow(doc: Doc, cells: string[], table: ReadableTable, widths: number[], bold: boolean) {
  doc.font(bold ? 'bold' : 'regular').fontSize(FONT_SIZE);
  const height = Math.max(
    ...cells.map((cell, index) => doc.heightOfString(cell, { width: widths[index]! - GAP })),
  );
  ensureSpace(doc, height + 3);
  const y = doc.y;
  let x = MARGIN;
  cells.forEach((cell, index) => {
    doc.text(cell, x, y, { width: widths[index]! - GAP, align: table.columns[index]!.align });
    x += widths[index]!;
  });
  doc.y = y + height + 3;
}

function table(doc: Doc, table: ReadableTable) {
  const widths = columnWidths(doc, table);
  tableRow(
    doc,
    table.columns.map((column) => column.label),
    table,
    widths,
    true,
  );
  for (const row of table.rows) tableRow(doc, row, table, widths, false);
  doc.font('regular');
}

function attachments(doc: Doc, section: ReadableSection) {
  for (const attachment of section.attachments ?? []) {
    ensureSpace(doc, 14);
    const file = [attachment.fileName, attachment.mimeCode && `(${attachment.mimeCode})`, attachment.uri]
      .filter(Boolean)
      .join(' ');
    doc.text(`${attachment.label}${file ? ` – ${file}` : ''}`, MARGIN, doc.y);
  }
}

/** The readable e-invoice as an A4 PDF (the download of the readable view). */
export function renderReadablePdf(readable: ReadableInvoice, footer: string): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: readable.title } });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('bold').fontSize(16).text(readable.title, MARGIN, MARGIN);
  if (readable.payable) doc.font('bold').fontSize(11).text(readable.payable, { align: 'right' });
  doc.font('regular').fontSize(7).fillColor('#777777').text(footer).fillColor('black');
  for (const section of readable.sections) {
    sectionTitle(doc, section.title);
    fields(doc, section);
    if (section.table) table(doc, section.table);
    attachments(doc, section);
  }
  doc.end();
  return done;
}
