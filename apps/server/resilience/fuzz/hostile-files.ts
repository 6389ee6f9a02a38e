import { deflateSync } from 'node:zlib';
import { zipSync } from 'fflate';
import { corruptPdfCorpus } from '../../src/modules/capture/test/corrupt-pdfs.js';
import {
  encryptedPdf,
  hugeJpegHeader,
  hugePngHeader,
  invoicePdf,
  multiPageTiff,
  portfolioPdf,
  scanJpeg,
  scanPng,
  tiffWithHugeSecondPage,
} from '../../src/modules/capture/test/capture-fixtures.js';
import { bitonalPngBomb } from '../../src/modules/capture/test/large-files.js';
import { buildUblInvoice } from '../../src/modules/einvoice/testing/invoice-builder.js';
import type { Random } from './random.js';

export type HostileFile = { kind: string; name: string; content: Buffer };

/** A PDF written object by object with a correct xref table: broken only where meant. */
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
const pageWithBox = (box: string, extra = '') =>
  handWrittenPdf([
    catalog,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox ${box} ${extra}>>`,
  ]);

/** Pages whose boxes no printer would accept. */
const oddPageBoxes = [
  '[0 0 0 0]',
  '[0 0 -595 -842]',
  '[0 0 14400000 14400000]',
  '[0 0 1e308 1e308]',
  '[595 842 0 0]',
  '[0 0 595]',
  '[(a) (b) (c) (d)]',
  '[0 0 595 842] /Rotate 45',
  '[0 0 595 842] /Rotate -90000',
  '[0 0 595 842] /UserUnit 75000',
  '[0 0 595 842] /CropBox [10000 10000 20000 20000]',
  '42',
];

/** XML e-invoices that attack the parser: DTDs, entity expansion, external entities, depth. */
function hostileXml(random: Random): Buffer {
  const invoice = buildUblInvoice();
  const variants = [
    () =>
      `<?xml version="1.0"?><!DOCTYPE lol [<!ENTITY a "aaaaaaaaaa">${Array.from({ length: 9 }, (_, index) => `<!ENTITY ${String.fromCharCode(98 + index)} "${`&${String.fromCharCode(97 + index)};`.repeat(10)}">`).join('')}]>${invoice.replace('<cbc:ID>RE', '<cbc:ID>&j;RE')}`,
    () =>
      `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${invoice.replace('<cbc:ID>RE', '<cbc:ID>&xxe;RE')}`,
    () => `<?xml version="1.0"?><!DOCTYPE x SYSTEM "http://127.0.0.1:1/evil.dtd">${invoice}`,
    () => `<?xml version="1.0"?>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}`,
    () =>
      invoice.replace(
        '</Invoice>',
        `${'<cac:Note>'.repeat(20_000)}${'</cac:Note>'.repeat(20_000)}</Invoice>`,
      ),
    () => invoice.replace('<cbc:ID>RE', `<cbc:ID>${'€'.repeat(500_000)}RE`),
    () => invoice.slice(0, random.int(invoice.length)),
    () => invoice.replace('UTF-8', 'UTF-7'),
    () => `\ufeff\ufeff${invoice}`,
    () => invoice.replace(/<\/cbc:ID>/, `]]><![CDATA[</cbc:ID>`),
  ];
  return Buffer.from(random.pick(variants)(), 'utf8');
}

function flipBits(content: Buffer, random: Random): Buffer {
  const copy = Buffer.from(content);
  const flips = 1 + random.int(Math.max(1, Math.floor(copy.length / 200)));
  for (let flip = 0; flip < flips; flip += 1) {
    const at = random.int(copy.length);
    copy[at] = (copy[at] as number) ^ (1 << random.int(8));
  }
  return copy;
}

/** A PDF whose only content stream inflates a thousandfold (64 MB of spaces). */
function deflateBombPdf(): Buffer {
  const packed = deflateSync(Buffer.alloc(64 * 1024 * 1024, 0x20), { level: 9 });
  const head = handWrittenPdf([
    catalog,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    `<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\nSTREAM\nendstream`,
  ]);
  const text = head.toString('latin1');
  const at = text.indexOf('STREAM');
  // The xref offsets stay right up to object 4, which is the last one: enough for every reader.
  return Buffer.concat([head.subarray(0, at), packed, head.subarray(at + 'STREAM'.length)]);
}

/** Names no file should have. */
const hostileNames = [
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'rechnung\u0000.pdf',
  '\u202Efdp.exe',
  `${'a'.repeat(5000)}.pdf`,
  '',
  ' ',
  'CON.pdf',
  'rechnung.pdf.exe',
  '%00%2e%2e%2f.pdf',
  '<script>alert(1)</script>.pdf',
  'Rechnung "Januar".pdf',
  'Ünïcödé-Rechnung-日本.pdf',
];

export type FileFactory = () => Promise<HostileFile>;

/**
 * The hostile files of the fuzz run, by kind: truncated and bit-flipped originals, bombs, polyglots,
 * odd page boxes, cyclic page trees and other corrupt PDFs, huge images, hostile XML, wrong types
 * and hostile names. Each call picks a kind and makes a fresh file.
 */
export async function hostileFiles(random: Random): Promise<FileFactory> {
  const originals = {
    pdf: await invoicePdf(),
    png: await scanPng(),
    jpeg: await scanJpeg(),
    tiff: await multiPageTiff(),
    xml: Buffer.from(buildUblInvoice()),
  };
  const corrupt = await corruptPdfCorpus();
  const encrypted = await encryptedPdf();
  const portfolio = await portfolioPdf();
  const bombs = [
    bitonalPngBomb(14_000),
    hugePngHeader(),
    await hugeJpegHeader(),
    tiffWithHugeSecondPage(),
    deflateBombPdf(),
  ];
  const zip = Buffer.from(zipSync({ 'rechnung.pdf': originals.pdf, 'bomb.txt': Buffer.alloc(10_000_000) }));
  const original = () => random.pick(Object.entries(originals));
  const kinds: Record<string, () => HostileFile> = {
    truncated: () => {
      const [type, content] = original();
      return {
        kind: 'truncated',
        name: `abgeschnitten.${type}`,
        content: content.subarray(0, random.int(content.length)),
      };
    },
    bitflip: () => {
      const [type, content] = original();
      return { kind: 'bitflip', name: `gekippt.${type}`, content: flipBits(content, random) };
    },
    bomb: () => ({
      kind: 'bomb',
      name: random.pick(['bombe.png', 'bombe.jpg', 'bombe.tif', 'bombe.pdf']),
      content: random.pick(bombs),
    }),
    polyglot: () =>
      random.pick<HostileFile>([
        { kind: 'polyglot', name: 'doppel.pdf', content: Buffer.concat([originals.pdf, zip]) },
        {
          kind: 'polyglot',
          name: 'doppel.png',
          content: Buffer.concat([originals.png.subarray(0, 64), originals.pdf]),
        },
        { kind: 'polyglot', name: 'doppel.jpg', content: Buffer.concat([originals.jpeg, originals.pdf]) },
        { kind: 'polyglot', name: 'doppel.xml', content: Buffer.concat([originals.xml, originals.pdf]) },
        {
          kind: 'polyglot',
          name: 'doppel.pdf',
          content: Buffer.concat([Buffer.from('<html><script>alert(1)</script>'), originals.pdf]),
        },
        { kind: 'polyglot', name: 'archiv.zip', content: zip },
      ]),
    pagebox: () => ({
      kind: 'pagebox',
      name: 'seitenformat.pdf',
      content: pageWithBox(random.pick(oddPageBoxes)),
    }),
    corrupt: () => {
      const chosen = random.pick([
        ...corrupt,
        { name: 'verschluesselt.pdf', content: encrypted },
        { name: 'mappe.pdf', content: portfolio },
      ]);
      return { kind: 'corrupt', name: chosen.name, content: chosen.content };
    },
    xml: () => ({
      kind: 'xml',
      name: random.pick(['erechnung.xml', 'erechnung.pdf']),
      content: hostileXml(random),
    }),
    wrongtype: () => {
      const [type, content] = original();
      const others = ['pdf', 'png', 'jpg', 'tif', 'xml', 'exe', 'csv', 'txt', ''].filter(
        (other) => other !== type,
      );
      return { kind: 'wrongtype', name: `falsch.${random.pick(others)}`, content };
    },
    name: () => {
      const [, content] = original();
      return { kind: 'name', name: random.pick(hostileNames), content };
    },
    empty: () => ({
      kind: 'empty',
      name: random.pick(['leer.pdf', 'leer.xml', 'leer.png']),
      content: Buffer.alloc(random.int(3)),
    }),
  };
  const names = Object.keys(kinds);
  return async () => (kinds[random.pick(names)] as () => HostileFile)();
}
