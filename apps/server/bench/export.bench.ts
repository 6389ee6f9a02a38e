import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { buchungsstapelChunks, type BookingRow } from '../src/modules/export/extf/buchungsstapel.js';
import { documentXml } from '../src/modules/export/xml/document-xml.js';
import { createPackageZip } from '../src/modules/export/xml/document-package.js';
import { ledgerXml } from '../src/modules/export/xml/ledger-xml.js';
import { createStorageDriver } from '../src/modules/storage/index.js';
import { report, reportRatio } from './bench-utils.js';

// The export's writers at size: 99,999 Buchungsstapel rows streamed into fs storage (time and peak RSS;
// ceiling: the same bytes, already encoded, streamed into the same storage), and a 1,000-document
// XML-Schnittstelle package (ceiling: a bare zip of the same PDFs and XML).
const dir = mkdtempSync(path.join(os.tmpdir(), 'belegfluss-export-bench-'));
const storage = createStorageDriver({
  storageDriver: 'fs',
  storageDir: path.join(dir, 'objects'),
  dataDir: dir,
  s3Endpoint: undefined,
  s3Region: 'us-east-1',
  s3Bucket: undefined,
  s3AccessKeyId: undefined,
  s3SecretAccessKey: undefined,
  s3ForcePathStyle: true,
});
const ROWS = 99_999;
const row = (index: number): BookingRow => ({
  amountCents: 1000 + (index % 100_000),
  side: index % 17 === 0 ? 'H' : 'S',
  currency: null,
  exchangeRate: null,
  baseAmountCents: null,
  account: 4930,
  contraAccount: 70000 + (index % 500),
  taxKey: '9',
  documentDate: `2025-03-${String((index % 28) + 1).padStart(2, '0')}`,
  belegfeld1: `RE-2025-${index}`,
  belegfeld2: '',
  bookingText: `Bürobedarf "Lieferung" ${index}`,
  documentGuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
  info: [['Beleg', `Rechnung ${index}`]],
  kost1: '100',
  kost2: '',
  euVatId: '',
  bookingGuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  serviceDate: '2025-03-01',
  dueDate: '2025-03-31',
  vatRateBp: 1900,
});
function* rows() {
  for (let index = 0; index < ROWS; index += 1) yield row(index);
}
const header = {
  adviserNumber: 29098,
  clientNumber: 55003,
  fiscalYearStart: '2025-01-01',
  accountLength: 4,
  from: '2025-03-01',
  to: '2025-03-31',
  description: 'Bench',
  locked: false,
  chart: '03',
  exportedBy: 'Bench',
  origin: 'BF',
  createdAt: new Date('2025-04-01T00:00:00Z'),
};

let peak = process.memoryUsage().rss;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const baseline = process.memoryUsage().rss;
let started = performance.now();
const written = await storage.put(Readable.from(buchungsstapelChunks(header, rows())));
const productSeconds = (performance.now() - started) / 1000;
clearInterval(sampler);
const encoded: Buffer[] = [];
for await (const chunk of buchungsstapelChunks(header, rows())) encoded.push(chunk);
started = performance.now();
await storage.put(Readable.from(encoded));
const ceilingSeconds = (performance.now() - started) / 1000;
console.log(
  `# ${ROWS} rows, ${(written.size / 1e6).toFixed(1)} MB; RSS before ${(baseline / 1e6).toFixed(0)} MB`,
);
report('export.datev_100k_rows_s', productSeconds, 's');
report('export.datev_100k_rows_peak_rss_mb', peak / 1024 / 1024, 'MB');
reportRatio({
  key: 'export.datev_rows_per_s',
  ceilingKey: 'export.datev_rows_ceiling_per_s',
  ratioKey: 'export.datev_rows_ratio',
  unit: 'rows/s',
  value: ROWS / productSeconds,
  ceiling: ROWS / ceilingSeconds,
  target: 0.2,
});

// 1,000 documents: each a one-page PDF and its ledger file, plus document.xml.
const pdf = await PDFDocument.create();
const font = await pdf.embedFont(StandardFonts.Helvetica);
pdf
  .addPage([595, 842])
  .drawText('Rechnung RE-2025 – Bürobedarf 119,00 EUR', { x: 50, y: 780, size: 12, font });
const pdfBytes = await pdf.save();
const DOCUMENTS = 1000;
const stored = await storage.put(Readable.from([Buffer.from(pdfBytes)]));
const guid = (index: number) => `0F8FAD5B-D9CB-469F-A165-${String(index).padStart(12, '0')}`;
started = performance.now();
const zip = createPackageZip(header.createdAt);
const packaged = storage.put(zip.output);
const entries = [];
for (let index = 0; index < DOCUMENTS; index += 1) {
  const ledgerName = `${guid(index)}.xml`;
  await zip.addBytes(
    ledgerName,
    Buffer.from(
      ledgerXml({ rows: [row(index)], rates: [1900], supplierName: 'Papier GmbH', supplierCity: 'München' }),
    ),
  );
  await zip.addStream(`${guid(index)}.pdf`, await storage.getStream(stored.sha256));
  entries.push({
    guid: guid(index),
    description: `Rechnung ${index}`,
    pdfName: `${guid(index)}.pdf`,
    ledgerName,
    period: '2025-03',
  });
}
await zip.addBytes(
  'document.xml',
  Buffer.from(
    documentXml(
      { date: '2025-04-01T00:00:00', description: 'Bench', consultantNumber: 29098, clientNumber: 55003 },
      entries,
    ),
  ),
);
zip.finish();
await packaged;
const packageSeconds = (performance.now() - started) / 1000;
started = performance.now();
const bare = createPackageZip(header.createdAt);
const bareStored = storage.put(bare.output);
for (let index = 0; index < DOCUMENTS; index += 1) {
  await bare.addBytes(`${index}.xml`, Buffer.from('<x/>'));
  await bare.addStream(`${index}.pdf`, Readable.from([Buffer.from(pdfBytes)]));
}
bare.finish();
await bareStored;
const bareSeconds = (performance.now() - started) / 1000;
report('export.package_1000_docs_s', packageSeconds, 's');
reportRatio({
  key: 'export.package_docs_per_s',
  ceilingKey: 'export.package_docs_ceiling_per_s',
  ratioKey: 'export.package_ratio',
  unit: 'docs/s',
  value: DOCUMENTS / packageSeconds,
  ceiling: DOCUMENTS / bareSeconds,
  target: 0.3,
});
rmSync(dir, { recursive: true, force: true });
