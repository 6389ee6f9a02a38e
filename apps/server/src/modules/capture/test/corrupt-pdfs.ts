import { randomBytes } from 'node:crypto';
import { invoicePdf } from './capture-fixtures.js';

/** A PDF written object by object with a correct xref table, so each file is broken only where meant. */
function handWrittenPdf(objects: string[]): Buffer {
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const catalog = '<< /Type /Catalog /Pages 2 0 R >>';
const pageTree = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const page = (extra = '') => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ${extra}>>`;

/**
 * Corrupt PDFs of the kinds a security review fed the upload: each must end as `capture.file_corrupt`
 * at once. Built here rather than stored, so what is broken in each stays readable.
 */
export async function corruptPdfCorpus(): Promise<{ name: string; content: Buffer }[]> {
  const valid = await invoicePdf();
  // pdf-lib finds the objects without the xref stream; poppler's pdftoppm gives up on it.
  const garbageXref = Buffer.from(valid);
  const xrefStream = valid.lastIndexOf(' obj', valid.lastIndexOf('/XRef'));
  garbageXref.fill('?', xrefStream, valid.lastIndexOf('startxref'));
  return [
    { name: 'abgeschnitten.pdf', content: valid.subarray(0, Math.floor(valid.length / 3)) },
    { name: 'xref-muell.pdf', content: garbageXref },
    { name: 'katalog-ohne-seiten.pdf', content: handWrittenPdf(['<< /Type /Catalog >>']) },
    { name: 'seitenbaum-zahl.pdf', content: handWrittenPdf([catalog, '42']) },
    {
      // pdf-lib counts the kids; pdftoppm takes /Count and finds no page to render (exit 99).
      name: 'seitenzahl-null.pdf',
      content: handWrittenPdf([catalog, '<< /Type /Pages /Kids [3 0 R] /Count null >>', page()]),
    },
    {
      name: 'seitenbaum-schleife.pdf',
      content: handWrittenPdf([catalog, '<< /Type /Pages /Kids [2 0 R] /Count 1 >>']),
    },
    {
      name: 'verschachtelt.pdf',
      content: handWrittenPdf([catalog, pageTree, page(`/X ${'['.repeat(200_000)}${']'.repeat(200_000)}`)]),
    },
    {
      name: 'objektstrom-laenge.pdf',
      content: handWrittenPdf([
        `<< /Type /ObjStm /N 2 /First 8 /Length 999999 >>\nstream\n2 0 3 30 ${catalog} ${pageTree}\nendstream`,
      ]),
    },
    {
      name: 'stream-ohne-ende.pdf',
      content: handWrittenPdf([catalog, pageTree, '<< /Length 999999 >>\nstream\nBT (Hallo) Tj ET']),
    },
    { name: 'zufall.pdf', content: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4096)]) },
  ];
}
