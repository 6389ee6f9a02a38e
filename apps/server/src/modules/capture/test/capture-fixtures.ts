import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

export type InvoiceFields = {
  number: string;
  date: string;
  net: string;
  vat: string;
  gross: string;
  iban?: string;
  vatId?: string;
  creditor?: string;
};

export const sampleInvoice: InvoiceFields = {
  number: 'RE-2026-0042',
  date: '05.03.2026',
  net: '100,00',
  vat: '19,00',
  gross: '119,00',
  iban: 'DE89 3704 0044 0532 0130 00',
  vatId: 'DE136695976',
  creditor: 'Büromarkt Schneider GmbH',
};

/** A born-digital invoice PDF (text layer) with German labels; `pages` adds plain follow-up pages. */
export async function invoicePdf(fields: InvoiceFields = sampleInvoice, pages = 1): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const first = document.addPage([595, 842]);
  const lines = [
    fields.creditor ?? 'Lieferant GmbH',
    'Hauptstraße 1, 80331 München',
    '',
    'Rechnung',
    `Rechnungsnummer: ${fields.number}`,
    `Rechnungsdatum: ${fields.date}`,
    '',
    'Pos. 1  Büromaterial  1 Stück',
    `Nettobetrag ${fields.net} EUR`,
    `MwSt 19 % ${fields.vat} EUR`,
    `Gesamtbetrag ${fields.gross} EUR`,
    '',
    `IBAN: ${fields.iban ?? 'DE89 3704 0044 0532 0130 00'}`,
    `USt-IdNr.: ${fields.vatId ?? 'DE136695976'}`,
  ];
  lines.forEach((line, index) => first.drawText(line, { x: 60, y: 780 - index * 22, size: 12, font }));
  for (let page = 2; page <= pages; page += 1) {
    document
      .addPage([595, 842])
      .drawText(`Anlage Seite ${page} mit weiterem Text zur Rechnung`, { x: 60, y: 780, size: 12, font });
  }
  return Buffer.from(await document.save());
}

/** A PDF of `count` pages, each with a little text; `blankEvery` leaves every n-th page empty. */
export async function textPdf(count: number, options: { blankEvery?: number } = {}): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= count; page += 1) {
    const pdfPage = document.addPage([595, 842]);
    if (options.blankEvery && page % options.blankEvery === 0) continue;
    for (let line = 0; line < 20; line += 1) {
      pdfPage.drawText(`Seite ${page} Zeile ${line + 1}: Lieferung von Waren und Dienstleistungen`, {
        x: 50,
        y: 780 - line * 30,
        size: 11,
        font,
      });
    }
  }
  return Buffer.from(await document.save());
}

/** A PDF with `count` empty pages (cheap to make, used for the page limit). */
export async function emptyPagesPdf(count: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let page = 0; page < count; page += 1) document.addPage([595, 842]);
  return Buffer.from(await document.save({ useObjectStreams: true }));
}

/** A PDF whose trailer names an encryption dictionary, as password-protected files do. */
export async function encryptedPdf(): Promise<Buffer> {
  const plain = Buffer.from(await (await PDFDocument.create()).save({ useObjectStreams: false }));
  const text = plain.toString('latin1');
  const withEncrypt = text.replace(
    /trailer\s*<</,
    'trailer\n<< /Encrypt << /Filter /Standard /V 1 /R 2 /O (0123456789abcdef0123456789abcdef) /U (0123456789abcdef0123456789abcdef) /P -4 >>',
  );
  return Buffer.from(withEncrypt, 'latin1');
}

/** A PDF portfolio: the catalog carries a /Collection dictionary. */
export async function portfolioPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([595, 842]);
  document.catalog.set(PDFName.of('Collection'), document.context.obj({ View: 'D' }));
  return Buffer.from(await document.save());
}

/**
 * An ordinary invoice whose raw bytes name an embedded e-invoice and a portfolio without being
 * either: a note on its page mentions `factur-x.xml` and `/Collection` as plain text.
 */
export async function pdfMentioningMarkers(): Promise<Buffer> {
  const document = await PDFDocument.load(await invoicePdf({ ...sampleInvoice, number: 'NUR-TEXT-1' }));
  document
    .getPage(0)
    .node.set(
      PDFName.of('Comment'),
      PDFString.of('Die XML-Rechnung factur-x.xml folgt getrennt; Ablage /Collection Eingang'),
    );
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** A hybrid e-invoice: a PDF with an embedded factur-x.xml. */
export async function hybridEInvoicePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document
    .addPage([595, 842])
    .drawText('Rechnung mit eingebetteter XML-Rechnung (ZUGFeRD)', { x: 50, y: 780, size: 12, font });
  await document.attach(Buffer.from(ublInvoiceXml()), 'factur-x.xml', {
    mimeType: 'application/xml',
    description: 'Factur-X',
  });
  return Buffer.from(await document.save());
}

export function ublInvoiceXml(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</cbc:CustomizationID>
  <cbc:ID>XR-2026-1</cbc:ID>
  <cbc:IssueDate>2026-03-05</cbc:IssueDate>
</Invoice>`;
}

export const corruptPdf = () =>
  Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R\nthis file ends here', 'latin1');

/** A scanned-looking invoice page as PNG at 200 dpi: dark text on white, no text layer. */
export async function scanPng(): Promise<Buffer> {
  const lines = [
    'Papierhandel Krause KG',
    'Rechnung',
    'Rechnungsnummer: SC-7781',
    'Rechnungsdatum: 12.02.2026',
    'Nettobetrag 50,00 EUR',
    'MwSt 19 % 9,50 EUR',
    'Gesamtbetrag 59,50 EUR',
  ];
  const text = lines
    .map(
      (line, index) =>
        `<text x="160" y="${260 + index * 90}" font-family="DejaVu Sans, Arial" font-size="46" fill="black">${line}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1654" height="2339"><rect width="100%" height="100%" fill="white"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().withMetadata({ density: 200 }).toBuffer();
}

export async function scanJpeg(): Promise<Buffer> {
  return sharp(await scanPng())
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A two-page bitonal TIFF (CCITT G4), as document scanners write them. */
export async function multiPageTiff(): Promise<Buffer> {
  const page = await sharp(await scanPng())
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = page.info;
  return sharp(Buffer.concat([page.data, page.data]), {
    raw: { width, height: height * 2, channels: 1, pageHeight: height },
  })
    .threshold(128)
    .toColourspace('b-w')
    .tiff({ compression: 'ccittfax4', bitdepth: 1 })
    .toBuffer();
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header claims width × height pixels (the data is a stub: refusal must come from the header). */
export function hugePngHeader(width = 50_000, height = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG whose frame header claims 50,000 × 50,000 pixels (a pixel bomb; the scan data is tiny). */
export async function hugeJpegHeader(): Promise<Buffer> {
  const small = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();
  const frame = small.indexOf(Buffer.from([0xff, 0xc0]));
  const bomb = Buffer.from(small);
  bomb.writeUInt16BE(50_000, frame + 5);
  bomb.writeUInt16BE(50_000, frame + 7);
  return bomb;
}

/** A two-page uncompressed grey TIFF: a harmless 10 × 10 first page, then one claiming 50,000 × 50,000. */
export function tiffWithHugeSecondPage(): Buffer {
  const entries = (width: number, height: number, stripOffset: number) => [
    [256, 4, width],
    [257, 4, height],
    [258, 3, 8],
    [259, 3, 1],
    [262, 3, 1],
    [273, 4, stripOffset],
    [277, 3, 1],
    [278, 4, height],
    [279, 4, 100],
  ];
  const directory = (tags: number[][], next: number) => {
    const bytes = Buffer.alloc(2 + tags.length * 12 + 4);
    bytes.writeUInt16LE(tags.length, 0);
    tags.forEach(([tag, type, value], index) => {
      const offset = 2 + index * 12;
      bytes.writeUInt16LE(tag!, offset);
      bytes.writeUInt16LE(type!, offset + 2);
      bytes.writeUInt32LE(1, offset + 4);
      if (type === 3) bytes.writeUInt16LE(value!, offset + 8);
      else bytes.writeUInt32LE(value!, offset + 8);
    });
    bytes.writeUInt32LE(next, 2 + tags.length * 12);
    return bytes;
  };
  const directoryLength = 2 + 9 * 12 + 4;
  const firstPixels = 8 + directoryLength;
  const second = firstPixels + 100;
  const secondPixels = second + directoryLength;
  return Buffer.concat([
    Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]),
    directory(entries(10, 10, firstPixels), second),
    Buffer.alloc(100, 200),
    directory(entries(50_000, 50_000, secondPixels), 0),
    Buffer.alloc(100, 200),
  ]);
}

/** The hybrid e-invoice grown past the upload's structural check (20 MB) by an unreferenced stream. */
export async function largeHybridEInvoicePdf(): Promise<Buffer> {
  const document = await PDFDocument.load(await hybridEInvoicePdf());
  document.context.register(document.context.stream(randomBytes(21 * 1024 * 1024)));
  return Buffer.from(await document.save({ useObjectStreams: true }));
}

/** A multipart/form-data body with the given files, for `app.inject`. */
export function multipart(files: { name: string; content: Buffer; type?: string }[]) {
  const boundary = `----belegfluss${Math.random().toString(16).slice(2)}`;
  const parts = files.map((file) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
